// GoGui's Analyze menu through handleLine: gogui-analyze_commands (every entry parses as
// type/label/command, is known, and answers in its type's format), the param commands, and
// live graphics. The synchronisation commands are in test_gtp_gogui_setup.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <sstream>

#include "baseline_player.h"
#include "engine.h"
#include "search_engine.h"

using namespace tianyuan;
using tianyuan::test::makeSearchEngine;

namespace {

GtpEngine makeEngine() {
    EngineOptions options;
    options.seed = 5;
    return GtpEngine(options, std::make_unique<BaselineRandomPlayer>(5));
}

std::string answer(GtpEngine& e, const std::string& line) {
    return e.handleLine(line);
}

}  // namespace

namespace {

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

bool isVertex(const std::string& w, int size) {
    return tryParseVertex(w, size).has_value() && w != "pass" && w != "PASS";
}

// Checks an answer against GoGui's format for its analyze type (GoGui's manual and GtpUtil).
void checkAnswerType(const std::string& type, const std::string& text, int size) {
    INFO(type << ": " << text);
    if (type == "dboard") {
        std::istringstream in(text);
        int rows = 0;
        for (std::string line; std::getline(in, line);) {
            if (words(line).empty()) continue;
            const std::vector<std::string> row = words(line);
            REQUIRE(row.size() == static_cast<size_t>(size));
            for (const std::string& v : row) {
                const double d = std::stod(v);
                CHECK((d >= -1 && d <= 1));
            }
            ++rows;
        }
        CHECK(rows == size);
    } else if (type == "gfx") {
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) {
            const std::vector<std::string> w = words(line);
            REQUIRE_FALSE(w.empty());
            if (w[0] == "TEXT") continue;
            REQUIRE((w[0] == "LABEL" || w[0] == "INFLUENCE"));
            CHECK(w.size() % 2 == 1);
            for (size_t i = 1; i + 1 < w.size(); i += 2) CHECK(isVertex(w[i], size));
            if (w[0] == "INFLUENCE")
                for (size_t i = 2; i < w.size(); i += 2) CHECK(std::fabs(std::stod(w[i])) <= 1);
        }
    } else if (type == "var" || type == "plist") {
        for (const std::string& w : words(text)) CHECK(isVertex(w, size));
    } else if (type == "param") {
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) {
            const std::vector<std::string> w = words(line);
            REQUIRE(w.size() == 3);
            CHECK(w[0].front() == '[');
            CHECK(w[0].back() == ']');
        }
    } else {
        CHECK(type == "string");
    }
}

}  // namespace

TEST_CASE("gogui-analyze_commands: every entry parses, is known and answers in its type") {
    GtpEngine e = makeSearchEngine(9);
    answer(e, "boardsize 9");
    answer(e, "gogui-play_sequence B E5 W C3 B G7 W C7");
    const std::string list = answer(e, "gogui-analyze_commands");
    REQUIRE(list.rfind("= ", 0) == 0);
    std::istringstream in(list.substr(2));
    int entries = 0;
    const std::vector<std::string> types = {"bwboard", "cboard",   "dboard", "eplist", "gfx",
                                            "hstring", "hpstring", "none",   "param",  "plist",
                                            "pspairs", "pstring",  "sboard", "string", "var",
                                            "varb",    "varc",     "varp",   "varpo",  "varw"};
    for (std::string line; std::getline(in, line);) {
        if (line.empty()) continue;
        const size_t a = line.find('/'), b = line.find('/', a + 1);
        REQUIRE(a != std::string::npos);
        REQUIRE(b != std::string::npos);
        CHECK(line.find('/', b + 1) == std::string::npos);  // GoGui splits on every '/'
        const std::string type = line.substr(0, a), command = line.substr(b + 1);
        CHECK(std::find(types.begin(), types.end(), type) != types.end());
        CHECK(answer(e, "known_command " + words(command)[0]) == "= true\n\n");
        const std::string reply = answer(e, command);
        INFO(command << " -> " << reply);
        REQUIRE(reply.rfind("= ", 0) == 0);
        checkAnswerType(type, reply.substr(2, reply.size() - 4), 9);
        ++entries;
    }
    CHECK(entries >= 9);
}

TEST_CASE("GoGui param commands: set then read back; bad values change nothing") {
    GtpEngine e = makeSearchEngine(9);
    CHECK(answer(e, "tianyuan-search_param playouts 1234") == "= \n\n");
    CHECK(answer(e, "tianyuan-search_param ponder 1") == "= \n\n");
    const std::string params = answer(e, "tianyuan-search_param");
    CHECK(params.find("[string] playouts 1234") != std::string::npos);
    CHECK(params.find("[bool] ponder 1") != std::string::npos);
    for (const char* bad : {"tianyuan-search_param playouts -1", "tianyuan-search_param ponder 2",
                            "tianyuan-search_param max-time x", "tianyuan-search_param bogus 1",
                            "tianyuan-search_param analysis-playouts 0"}) {
        INFO(bad);
        CHECK(answer(e, bad).rfind("? ", 0) == 0);
    }
    CHECK(answer(e, "tianyuan-search_param") == params);
    CHECK(answer(e, "tianyuan-rules_param komi 6.5") == "= \n\n");
    CHECK(answer(e, "tianyuan-rules_param ko-rule situational") == "= \n\n");
    const std::string rules = answer(e, "tianyuan-rules_param");
    CHECK(rules.find("[string] komi 6.5") != std::string::npos);
    CHECK(rules.find("ko-rule situational") != std::string::npos);
    CHECK(answer(e, "tianyuan-rules_param komi 6.3").rfind("? ", 0) == 0);
    CHECK(answer(e, "tianyuan-rules_param suicide maybe").rfind("? ", 0) == 0);
    CHECK(answer(e, "tianyuan-rules_param") == rules);
}

TEST_CASE("GoGui's search commands: an error for a player that cannot search") {
    GtpEngine e = makeEngine();  // the random baseline player
    CHECK(answer(e, "tianyuan-ownership").rfind("? this player cannot search", 0) == 0);
}

TEST_CASE("tianyuan-playout_winrate: the playouts' own verdict, with the komi, seeded") {
    GtpEngine e = makeSearchEngine(9, 200);
    answer(e, "boardsize 9");
    // No area difference on 81 points outweighs a komi of 100 either way.
    answer(e, "komi -100");
    CHECK(answer(e, "tianyuan-playout_winrate") ==
          "= black to move: Black wins 100.0% of 200 playouts (no search)\n\n");
    answer(e, "komi 100");
    CHECK(answer(e, "tianyuan-playout_winrate") ==
          "= black to move: Black wins 0.0% of 200 playouts (no search)\n\n");
    answer(e, "komi 0.5");
    answer(e, "play B E5");
    const std::string even = answer(e, "tianyuan-playout_winrate");
    INFO(even);
    REQUIRE(even.rfind("= white to move: Black wins ", 0) == 0);
    const double share = std::stod(even.substr(27));
    CHECK(share > 0);
    CHECK(share < 100);
    CHECK(answer(e, "tianyuan-playout_winrate") == even);  // the same seed, the same answer
    // Each playout's first move uniformly random (Pachi's montecarlo engine's way): an answer of
    // the same form that says so; a bad argument is an error.
    const std::string uniform = answer(e, "tianyuan-playout_winrate uniform-first");
    INFO(uniform);
    CHECK(uniform.rfind("= white to move: Black wins ", 0) == 0);
    CHECK(uniform.find("a uniformly random first move)") != std::string::npos);
    CHECK(answer(e, "tianyuan-playout_winrate policy-first").rfind("? syntax error", 0) == 0);
    GtpEngine random = makeEngine();
    CHECK(answer(random, "tianyuan-playout_winrate") == "? this player has no playouts\n\n");
}

TEST_CASE("--live-gfx: genmove writes gogui-gfx blocks to stderr, then CLEAR; stdout untouched") {
    GtpEngine e = makeSearchEngine(4);
    e.state().options.liveGfx = true;
    answer(e, "boardsize 9");
    std::ostringstream captured;
    std::streambuf* const old = std::cerr.rdbuf(captured.rdbuf());
    const std::string move = answer(e, "genmove b");
    std::cerr.rdbuf(old);
    CHECK(move.rfind("= ", 0) == 0);
    CHECK(move.find("gogui") == std::string::npos);
    const std::string err = captured.str();
    INFO(err);
    CHECK(err.rfind("gogui-gfx:\nINFLUENCE ", 0) == 0);
    CHECK(err.find("\nLABEL ") != std::string::npos);
    CHECK(err.find("\nVAR b ") != std::string::npos);
    CHECK(err.size() > 20);
    CHECK(err.substr(err.size() - 17) == "gogui-gfx: CLEAR\n");
}
