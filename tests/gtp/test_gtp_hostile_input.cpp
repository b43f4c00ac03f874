// Bad input of every class an unattended engine meets (issue 13): each gets a clear "?" answer
// whose bytes are safe for the client, and the state stays as it was. One test per class; the
// same classes are sent as raw bytes to the real binary in tests/protocol/protocol_edges.test.js.
#include <doctest/doctest.h>

#include <sstream>

#include "gtp_testing.h"
#include "search_engine.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

// A game in progress on 9x9, komi 6.5, with a clock: what the failing commands must not touch.
void setUpGame(GtpEngine& e) {
    ok(e, "boardsize 9");
    ok(e, "komi 6.5");
    ok(e, "time_settings 300 30 5");
    ok(e, "play b E5");
    ok(e, "play w C3");
}

// Each command must fail (with `message` when one is given) and change nothing; every answer's
// bytes must be printable UTF-8.
void expectRefused(GtpEngine& e, const std::string& command, const std::string& message = "") {
    const std::string before = snapshot(e);
    const std::string answer = e.handleLine(command);
    INFO("command: " << command.substr(0, 80) << " -> " << answer.substr(0, 120));
    REQUIRE(answer.size() >= 4);
    CHECK(answer[0] == '?');
    CHECK(printableAnswer(answer) == answer);
    CHECK(answer.size() < 300);
    if (!message.empty()) CHECK(answer == "? " + message + "\n\n");
    CHECK(snapshot(e) == before);
}

// run() over `input`; returns what it wrote.
std::string runOn(GtpEngine& e, const std::string& input) {
    std::istringstream in(input);
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    return out.str();
}

}  // namespace

TEST_CASE("hostile input: a line of megabytes is refused with its id, the next line is read") {
    GtpEngine e = makeBaselineEngine();
    const std::string huge(3 << 20, 'x');
    const std::string out = runOn(
        e, "boardsize 9\n7 play b " + huge + "\n8 name\nplay b E5 " + huge + "\n# a long comment " +
               huge + "\nname # a long comment " + huge + "\n9 list_stones black\n");
    CHECK(out ==
          "= \n\n?7 line too long (more than 65536 bytes)\n\n=8 Tianyuan\n\n"
          "? line too long (more than 65536 bytes)\n\n= Tianyuan\n\n=9 \n\n");
    CHECK(e.state().game.moves().empty());
    // A line just under the limit is an ordinary line.
    GtpEngine f = makeBaselineEngine();
    const std::string spaces(MAX_LINE_BYTES - 12, ' ');
    CHECK(runOn(f, "3 name" + spaces + "\n") == "=3 Tianyuan\n\n");
}

TEST_CASE("hostile input: NUL and control bytes are dropped, never echoed") {
    GtpEngine e = makeBaselineEngine();
    setUpGame(e);
    CHECK(e.handleLine(std::string("pl\0ay b D\x01\x02"
                                   "4\x1b\x7f\r",
                                   15)) == "= \n\n");
    CHECK(e.state().game.moves().size() == 3);
    expectRefused(e, std::string("play b \0\0\0", 10), "syntax error");
    expectRefused(e, "play \x03\x04 D5", "syntax error");
    expectRefused(e, "kgs-rules \x05\x06 japanese", "");
    expectRefused(e,
                  "\x07\x08\x0b\x0c"
                  "bogus",
                  "unknown command");
    CHECK(e.handleLine(std::string("\0\0\x01\x02", 4)).empty());  // nothing left: no answer
    // An echoed argument can never carry a control byte to stdout.
    CHECK(printableAnswer("a\tb\x01\x1b[2Jc\r\n") == "a b[2Jc\n");
}

TEST_CASE("hostile input: invalid UTF-8 gets a clear error with '?' for the bad bytes") {
    GtpEngine e = makeBaselineEngine();
    setUpGame(e);
    const std::pair<const char*, const char*> cases[] = {
        {"kgs-rules \xff\xfe", "unknown rules: ??"},
        {"na\xc3\x28me", "unknown command"},
        {"play b \xe2\x82", "syntax error"},
        {"lz-analyze b 10 \xed\xa0\x80", "unknown analyze argument '\?\?\?'"},
        {"tianyuan-rules \xf0\x9f\x98", ""},
        {"gogui-play_sequence b \xc0\xaf", ""}};
    for (const auto& [command, message] : cases) expectRefused(e, command, message);
    // Well-formed UTF-8 passes through; overlong forms, surrogates and bytes past U+10FFFF do
    // not.
    CHECK(printableAnswer("\xe5\xa4\xa9\xe5\x85\x83") == "\xe5\xa4\xa9\xe5\x85\x83");
    CHECK(printableAnswer("\xc0\x80\xed\xa0\x80\xf4\x90\x80\x80") == "?????????");
}

TEST_CASE("hostile input: overflowing numbers are syntax errors, never wrapped or inf") {
    GtpEngine e = makeBaselineEngine();
    setUpGame(e);
    for (const char* command :
         {"boardsize 99999999999999999999", "boardsize 4294967305", "komi 1e400", "komi -1e400",
          "komi nan", "komi inf", "gg-undo 99999999999", "fixed_handicap 4294967298",
          "place_free_handicap 18446744073709551618", "time_settings 1e999 30 5",
          "time_settings 300 30 99999999999", "time_left b 1e400 0", "time_left w 10 4294967296",
          "kgs-time_settings byoyomi 300 30 4294967301", "lz-analyze b 99999999999",
          "kata-analyze b interval 99999999999", "9999999999999999999999 play b pass"}) {
        if (std::string(command).rfind("9999", 0) == 0) {
            // An id of any length is echoed; the command itself is fine.
            CHECK(e.handleLine(command) == "=9999999999999999999999 \n\n");
            ok(e, "undo");
            continue;
        }
        expectRefused(e, command, "syntax error");
    }
    expectRefused(e, "komi 1e300", "komi out of range");
}

TEST_CASE("hostile input: negative sizes and counts are refused") {
    GtpEngine e = makeBaselineEngine();
    setUpGame(e);
    const std::pair<const char*, const char*> cases[] = {
        {"boardsize -19", "unacceptable size"},
        {"boardsize -2147483648", "unacceptable size"},
        {"gg-undo -1", "syntax error"},
        {"time_settings -300 30 5", "syntax error"},
        {"time_settings 300 -30 5", "syntax error"},
        {"time_settings 300 30 -5", "syntax error"},
        {"kgs-time_settings byoyomi 300 30 -5", "syntax error"},
        {"kgs-time_settings canadian 300 -30 5", "syntax error"},
        {"time_left b 10 -1", "syntax error"},
        {"lz-analyze b -10", "unknown analyze argument '-10'"},
        {"lz-analyze b 10 minmoves -1", "syntax error"},
        {"tianyuan-search_param playouts -1", ""}};
    for (const auto& [command, message] : cases) expectRefused(e, command, message);
    ok(e, "clear_board");
    for (const char* command : {"fixed_handicap -2", "place_free_handicap -3",
                                "fixed_handicap -2147483648", "place_free_handicap 0"})
        expectRefused(e, command, "invalid number of stones");
}

TEST_CASE("hostile input: thousands of undos take the game back to the start, then refuse") {
    GtpEngine e = makeBaselineEngine();
    ok(e, "boardsize 19");
    for (int i = 0; i < 500; ++i) {
        ok(e, "genmove b");
        ok(e, "genmove w");
    }
    CHECK(e.state().game.moves().size() == 1000);
    CHECK(e.state().game.board().stoneCount(Color::BLACK) > 50);
    expectRefused(e, "gg-undo 1001", "cannot undo");
    for (int i = 0; i < 1000; ++i) REQUIRE(e.handleLine("undo") == "= \n\n");
    CHECK(e.state().game.board().emptyCount() == 361);
    for (int i = 0; i < 1000; ++i) expectRefused(e, "undo", "cannot undo");
}

TEST_CASE("hostile input: boardsize and clear_board while pondering or analysing") {
    // The loop stops the background search before the command: the analysis answer is closed
    // with its empty line, the new board is there, and nothing of the old search comes after.
    GtpEngine e = makeSearchEngine(11, 200);
    e.state().options.ponder = true;
    const std::string out =
        runOn(e,
              "boardsize 9\n1 genmove b\n2 boardsize 13\n3 lz-analyze w 1\n"
              "4 clear_board\n5 kata-analyze b 1\n6 boardsize 7\n7 showboard\n");
    const size_t analysis = out.find("=3\n");
    const size_t cleared = out.find("=4 \n\n");
    REQUIRE(analysis != std::string::npos);
    REQUIRE(cleared != std::string::npos);
    CHECK(out.find("\n\n", analysis) + 2 == cleared);  // the analysis ended just before
    CHECK(out.find("=2 \n\n") != std::string::npos);
    CHECK(out.find("=6 \n\n") != std::string::npos);
    CHECK(out.find(" 7 . . . . . . . 7") != std::string::npos);  // a 7x7 board at the end
    CHECK(e.state().game.board().size() == 7);
    CHECK(e.state().game.moves().empty());
}
