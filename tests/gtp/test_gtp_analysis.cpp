// Streamed answers through GtpEngine::run: analysis framing (first line, info lines, the empty
// line when the next input line arrives), genmove_analyze's `play` line, bad arguments, and the
// interrupt line. The real clients' view is in tests/clients/sabaki_analysis.test.js.
#include <doctest/doctest.h>

#include <sstream>

#include "engine.h"
#include "search_engine.h"

using namespace tianyuan;
using tianyuan::test::makeSearchEngine;

namespace {

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

}  // namespace

TEST_CASE("isInterruptLine: GoGui's comment line only") {
    CHECK(isInterruptLine("# interrupt"));
    CHECK(isInterruptLine("  #interrupt \r"));
    CHECK_FALSE(isInterruptLine("interrupt"));
    CHECK_FALSE(isInterruptLine("# interrupted"));
    CHECK_FALSE(isInterruptLine("# stop"));
    CHECK_FALSE(isInterruptLine(""));
}

TEST_CASE("analysis answers are framed: =id, info lines only, then one empty line") {
    GtpEngine e = makeSearchEngine(3);
    std::istringstream in(
        "boardsize 9\nclear_board\nplay b e5\n7 kata-analyze w 1 ownership true\n"
        "8 protocol_version\n9 lz-analyze b interval 1 minmoves 5\nname\n");
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    const std::vector<std::string> lines = linesOf(out.str());
    // Three empty answers, then each analysis opens with its id and ends with an empty line.
    size_t i = 0;
    for (int k = 0; k < 3; ++k) {
        CHECK(lines.at(i++) == "= ");
        CHECK(lines.at(i++).empty());
    }
    CHECK(lines.at(i++) == "=7");
    while (i < lines.size() && lines[i].rfind("info ", 0) == 0) {
        CHECK(lines[i].find(" ownership ") != std::string::npos);
        ++i;
    }
    CHECK(lines.at(i++).empty());
    CHECK(lines.at(i++) == "=8 2");
    CHECK(lines.at(i++).empty());
    CHECK(lines.at(i++) == "=9");
    while (i < lines.size() && lines[i].rfind("info ", 0) == 0) ++i;
    CHECK(lines.at(i++).empty());
    CHECK(lines.at(i++) == "= Tianyuan");
    CHECK(lines.at(i++).empty());
    CHECK(i == lines.size());
}

TEST_CASE("genmove_analyze: info lines, then play, and the move is played") {
    GtpEngine e = makeSearchEngine(3);
    std::istringstream in("boardsize 9\nclear_board\n3 lz-genmove_analyze b 1 minmoves 3\n");
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    const std::vector<std::string> lines = linesOf(out.str());
    REQUIRE(lines.size() >= 8);
    CHECK(lines[4] == "=3");
    size_t i = 5;
    while (i < lines.size() && lines[i].rfind("info ", 0) == 0) {
        CHECK(lines[i].find(" winrate ") != std::string::npos);
        CHECK(lines[i].find(" pv ") != std::string::npos);
        ++i;
    }
    CHECK(i > 5);  // the closing snapshot at least
    REQUIRE(i + 1 < lines.size());
    REQUIRE(lines[i].rfind("play ", 0) == 0);
    CHECK(lines[i + 1].empty());
    CHECK(i + 2 == lines.size());
    REQUIRE(e.state().game.moves().size() == 1);
    CHECK(formatVertex(e.state().game.moves()[0].point, 9) == lines[i].substr(5));
}

TEST_CASE("bad analysis arguments: an error, nothing streamed, state unchanged") {
    GtpEngine e = makeSearchEngine(3);
    CHECK(e.handleLine("boardsize 9")[0] == '=');
    CHECK(e.handleLine("play b e5")[0] == '=');
    for (const char* line : {"kata-analyze b 10 ownership maybe", "lz-analyze b 10 frobnicate 2",
                             "kata-analyze b 10 avoid b z99 1", "lz-analyze b 10 avoid b d4 0",
                             "lz-analyze b 10 minmoves", "kata-genmove_analyze b 10 maxmoves -1"}) {
        INFO(line);
        const std::string answer = e.handleLine(line);
        CHECK(answer.rfind("? ", 0) == 0);
        CHECK_FALSE(e.state().analysisRunning);
        CHECK(e.state().game.moves().size() == 1);
    }
}

TEST_CASE("an interrupt line while nothing runs is ignored") {
    GtpEngine e = makeSearchEngine(3);
    std::istringstream in("# interrupt\nprotocol_version\n");
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    CHECK(out.str() == "= 2\n\n");
}

TEST_CASE("cgos-genmove_analyze: =id, one JSON line, play V; the move is played") {
    GtpEngine e = makeSearchEngine(3);
    std::istringstream in("boardsize 9\nclear_board\n4 cgos-genmove_analyze b\n");
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    const std::vector<std::string> lines = linesOf(out.str());
    REQUIRE(lines.size() == 8);
    CHECK(lines[4] == "=4");
    const std::string& json = lines[5];
    CHECK(json.front() == '{');
    CHECK(json.back() == '}');
    for (const char* key : {"\"winrate\":", "\"score\":", "\"visits\":", "\"moves\":[{\"move\":\"",
                            "\"prior\":", "\"pv\":\""})
        CHECK(json.find(key) != std::string::npos);
    const size_t at = json.find("\"ownership\":\"");
    REQUIRE(at != std::string::npos);
    const std::string ownership = json.substr(at + 13, json.find('"', at + 13) - at - 13);
    CHECK(ownership.size() == 81);
    CHECK(ownership.find_first_not_of(
              "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") ==
          std::string::npos);
    REQUIRE(lines[6].rfind("play ", 0) == 0);
    CHECK(lines[7].empty());
    REQUIRE(e.state().game.moves().size() == 1);
    CHECK(formatVertex(e.state().game.moves()[0].point, 9) == lines[6].substr(5));
}

TEST_CASE("lcb: the Wilson lower bound of the win rate, 0 below two visits") {
    CHECK(winRateLowerBound(1.0, 0) == 0);
    CHECK(winRateLowerBound(1.0, 1) == 0);  // one playout that won bounds nothing
    CHECK(winRateLowerBound(1.0, 2) == doctest::Approx(0.3424).epsilon(0.001));
    CHECK(winRateLowerBound(1.0, 10) == doctest::Approx(0.7225).epsilon(0.001));
    CHECK(winRateLowerBound(0.0, 50) == 0);
    CHECK(winRateLowerBound(0.5, 10000) == doctest::Approx(0.4902).epsilon(0.001));
    // More visits, a tighter bound; always below the win rate itself.
    CHECK(winRateLowerBound(0.6, 100) < winRateLowerBound(0.6, 1000));
    CHECK(winRateLowerBound(0.6, 1000) < 0.6);
}

TEST_CASE("lz-analyze lines: lcb at most the win rate, 0 for a move of one visit") {
    GtpEngine e = makeSearchEngine(5);
    std::istringstream in("boardsize 9\nclear_board\n3 lz-genmove_analyze b 1\n");
    std::ostringstream out;
    CHECK(e.run(in, out) == 0);
    int segments = 0, single = 0;
    for (const std::string& line : linesOf(out.str())) {
        if (line.rfind("info ", 0) != 0) continue;
        std::istringstream words(line);
        int visits = -1, winrate = -1, lcb = -1;
        for (std::string key; words >> key;) {
            if (key == "visits") words >> visits;
            if (key == "winrate") words >> winrate;
            if (key == "lcb") {
                words >> lcb;
                INFO(line);
                CHECK(lcb <= winrate);
                if (visits < 2) CHECK(lcb == 0);
                single += visits == 1;
                ++segments;
            }
        }
    }
    CHECK(segments > 0);
    CHECK(single > 0);  // the case above was met
}
