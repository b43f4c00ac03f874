// The GTP engine through handleLine: state kept across commands, errors change nothing.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine.h"
#include "gtp_testing.h"
#include "version.h"

using namespace tianyuan;
using namespace tianyuan::test;

TEST_CASE("komi survives boardsize and clear_board") {
    GtpEngine e = makeBaselineEngine();
    ok(e, "komi 6.5");
    ok(e, "boardsize 13");
    ok(e, "clear_board");
    CHECK(e.state().game.rules().komiHalfPoints == 13);
    CHECK(ok(e, "tianyuan-rules") == "chinese komi=6.5");
}

TEST_CASE("every failing command leaves the state unchanged") {
    GtpEngine e = makeBaselineEngine();
    ok(e, "boardsize 9");
    ok(e, "play b E5");
    ok(e, "play w D5");
    const std::string before = snapshot(e);
    const std::pair<const char*, const char*> cases[] = {
        {"play b E5", "illegal move"},
        {"play b I5", "syntax error"},
        {"play b T19", "illegal move"},
        {"play x E4", "syntax error"},
        {"play b", "syntax error"},
        {"boardsize 26", "unacceptable size"},
        {"boardsize 1", "unacceptable size"},
        {"boardsize nine", "syntax error"},
        {"komi abc", "syntax error"},
        {"fixed_handicap 2", "board not empty"},
        {"place_free_handicap 2", "board not empty"},
        {"set_free_handicap C3 G7", "board not empty"},
        {"set_free_handicap C3", "board not empty"},
        {"gg-undo 3", "cannot undo"},
        {"final_status_list foo", "syntax error"},
        {"loadsgf /nonexistent/file.sgf", "cannot load file: no such file"},
        {"kgs-rules japanese", ""},
        {"tianyuan-rules ko-rule=sometimes", ""},
        {"time_settings -1 0 0", "syntax error"},
        {"kgs-time_settings byoyomi 10", "syntax error"},
        {"time_left b 10 -1", "syntax error"},
        {"no_such_command", "unknown command"},
    };
    for (const auto& [command, text] : cases) {
        const std::string answer = fail(e, command);
        if (*text) CHECK(answer == text);
        CHECK(snapshot(e) == before);
    }
}

TEST_CASE("handicap commands") {
    GtpEngine e = makeBaselineEngine();
    CHECK(ok(e, "fixed_handicap 3") == "D4 Q16 D16");
    CHECK(e.state().game.toMove() == Color::WHITE);
    ok(e, "clear_board");
    CHECK(fail(e, "fixed_handicap 10") == "invalid number of stones");
    CHECK(fail(e, "fixed_handicap 1") == "invalid number of stones");
    CHECK(fail(e, "set_free_handicap D4 D4") == "bad vertex list");
    CHECK(fail(e, "set_free_handicap pass D4") == "bad vertex list");
    ok(e, "set_free_handicap D4 Q16 K10");
    CHECK(e.state().game.handicap() == 3);
    ok(e, "clear_board");
    const std::string free = ok(e, "place_free_handicap 12");
    CHECK(std::count(free.begin(), free.end(), ' ') == 11);
    CHECK(e.state().game.board().stoneCount(Color::BLACK) == 12);
}

TEST_CASE("genmove plays a legal move, reg_genmove does not, undo takes it back") {
    GtpEngine e = makeBaselineEngine();
    ok(e, "boardsize 9");
    const std::string vertex = ok(e, "genmove b");
    CHECK(e.state().game.moves().size() == 1);
    CHECK(e.state().game.board().at(*tryParseVertex(vertex, 9)) == Color::BLACK);
    ok(e, "reg_genmove w");
    CHECK(e.state().game.moves().size() == 1);
    ok(e, "undo");
    CHECK(e.state().game.moves().empty());
    CHECK(fail(e, "undo") == "cannot undo");
}

TEST_CASE("final_score and the Chinese count on a finished position") {
    GtpEngine e = makeBaselineEngine();
    ok(e, "boardsize 5");
    ok(e, "komi 0");
    // Black owns columns A-B, White D-E, column C is a black wall: Black 15, White 10.
    for (const char* v : {"C1", "C2", "C3", "C4", "C5"}) ok(e, std::string("play b ") + v);
    for (const char* v : {"D1", "D2", "D3", "D4", "D5"}) ok(e, std::string("play w ") + v);
    CHECK(ok(e, "final_score") == "B+5");
    CHECK(ok(e, "tianyuan-count") == "Black 15 stones, Black wins by 2 1/2 stones");
    CHECK(ok(e, "final_status_list dead") == "");
}

TEST_CASE("loadsgf and printsgf") {
    const std::string path = "tianyuan_test_engine.sgf";
    {
        std::ofstream out(path);
        out << "(;SZ[9]KM[5.5];B[ee];W[dd];B[cc])";
    }
    GtpEngine e = makeBaselineEngine();
    CHECK(ok(e, "loadsgf " + path + " 3") == "black");
    CHECK(e.state().game.moves().size() == 2);
    CHECK(e.state().game.rules().komiHalfPoints == 11);
    CHECK(ok(e, "loadsgf " + path) == "white");
    const std::string sgf = ok(e, "printsgf");
    CHECK(sgf.find(";B[ee];W[dd];B[cc]") != std::string::npos);
    {
        std::ofstream out(path);
        out << "(;SZ[9];B[ee];W[ee])";
    }
    const std::string before = snapshot(e);
    CHECK(fail(e, "loadsgf " + path) ==
          "cannot load file: move 2 W[ee] at E5 is illegal (occupied)");
    CHECK(snapshot(e) == before);
    std::remove(path.c_str());
}

TEST_CASE("run: answers in order, quit stops, ids echoed, ignored lines") {
    GtpEngine e = makeBaselineEngine();
    std::istringstream in("1 name\n\n# comment\n2 protocol_version\r\nquit\nname\n");
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    CHECK(out.str() == "=1 Tianyuan\n\n=2 2\n\n= \n\n");
    GtpEngine f = makeBaselineEngine();
    std::istringstream eof("boardsize 9\n");
    std::ostringstream out2;
    CHECK(f.run(eof, out2) == 0);
    CHECK(out2.str() == "= \n\n");
}

TEST_CASE("list_commands and known_command come from the registry") {
    GtpEngine e = makeBaselineEngine();
    const std::string list = ok(e, "list_commands");
    size_t lines = 1 + static_cast<size_t>(std::count(list.begin(), list.end(), '\n'));
    CHECK(lines == e.registry().names().size());
    for (const char* name : {"protocol_version", "play", "genmove", "undo", "final_score",
                             "set_free_handicap", "loadsgf", "time_left", "kgs-genmove_cleanup"}) {
        CHECK(list.find(name) != std::string::npos);
        CHECK(ok(e, std::string("known_command ") + name) == "true");
    }
    CHECK(ok(e, "known_command genmove_black") == "false");
    CHECK(ok(e, "known_command pla") == "false");
}

namespace {

// Lizzie 0.7's check of `version`: the answer's second dot-separated number (Leela Zero's minor
// version) must be at least 15; below, Lizzie's reading thread shows a dialog that deadlocks it.
bool lizzieAcceptsVersion(const std::string& answer) {
    const size_t dot = answer.find('.');
    if (dot == std::string::npos) return false;
    try {
        return std::stoi(answer.substr(dot + 1)) >= 15;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace

TEST_CASE("version answers the build's version, or --gtp-version's text that Lizzie accepts") {
    GtpEngine plain = makeBaselineEngine();
    CHECK(ok(plain, "version") == TIANYUAN_VERSION);
    const char* argv[] = {"tianyuan", "--config", TIANYUAN_SOURCE_DIR "/conf/default.conf",
                          "--gtp-version", "0.15"};
    EngineOptions options = parseOptions(5, argv);
    options.statusPlayouts = 200;
    GtpEngine forLizzie(options, std::make_unique<BaselineRandomPlayer>(42));
    CHECK(forLizzie.handleLine("2 version") == "=2 0.15\n\n");
    CHECK(lizzieAcceptsVersion(ok(forLizzie, "version")));
    CHECK_FALSE(lizzieAcceptsVersion("0.1.0"));
    CHECK_FALSE(lizzieAcceptsVersion("1"));
    CHECK(ok(forLizzie, "name") == "Tianyuan");
}
