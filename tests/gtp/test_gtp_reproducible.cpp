// With a fixed seed a regression query's answer depends on the position and the settings only,
// never on the commands before it (issue 13): reg_genmove searches a fresh tree and leaves
// nothing behind, and every command that sets the game up makes the player forget its earlier
// searches, while moves of a real game keep the tree for reuse.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "gtp_testing.h"
#include "search_engine.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

const SearchReport& lastSearch(GtpEngine& e) {
    return dynamic_cast<MctsPlayer&>(*e.state().player).lastReport();
}

// The position of the queries: a few moves on 9x9.
void setUp(GtpEngine& e) {
    for (const char* line :
         {"boardsize 9", "clear_board", "komi 6.5", "play b E5", "play w C4", "play b D3"})
        ok(e, line);
}

// What a search found, to the bit: the move, the win rate, the tree's size.
std::string fingerprint(GtpEngine& e, const std::string& query) {
    const std::string move = ok(e, query);
    const SearchReport& r = lastSearch(e);
    CHECK_FALSE(r.reusedTree);
    return move + " " + std::to_string(r.rootWinRate) + " " + std::to_string(r.simulations) + " " +
           std::to_string(r.treeNodes);
}

// A background analysis for White, stopped at once.
void analyseAWhile(GtpEngine& e) {
    AnalysisRequest request;
    request.toMove = Color::WHITE;
    e.state().player->startAnalysis(e.state().game, request);
    e.state().player->stopPondering();
}

}  // namespace

TEST_CASE("reg_genmove gives the same search in a fresh engine and after other searches") {
    GtpEngine fresh = makeSearchEngine(17, 400);
    setUp(fresh);
    const std::string expected = fingerprint(fresh, "reg_genmove w");

    GtpEngine busy = makeSearchEngine(17, 400);
    setUp(busy);
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
    INFO("the same query again, at the same position");
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
    INFO("after a genmove at the position and its undo");
    ok(busy, "genmove w");
    ok(busy, "undo");
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
    INFO("after a search for the other colour");
    ok(busy, "reg_genmove b");
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
    INFO("after another komi and back");
    ok(busy, "komi 0.5");
    ok(busy, "reg_genmove w");
    ok(busy, "komi 6.5");
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
    INFO("after a background analysis of the same position");
    analyseAWhile(busy);
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
    INFO("after an analysis two moves earlier, whose tree this position continues");
    ok(busy, "clear_board");
    ok(busy, "play b E5");
    analyseAWhile(busy);
    ok(busy, "play w C4");
    ok(busy, "play b D3");
    CHECK(fingerprint(busy, "reg_genmove w") == expected);
}

TEST_CASE("moves of a game keep the search tree; setting the game up drops it") {
    GtpEngine e = makeSearchEngine(19, 300);
    setUp(e);
    ok(e, "genmove w");
    ok(e, "play b F6");
    const std::string path = "tianyuan_test_reproducible.sgf";
    { std::ofstream(path) << ok(e, "printsgf"); }
    ok(e, "genmove w");
    CHECK(lastSearch(e).reusedTree);  // a real game: the last search's subtree is reused
    // After each of these the game continues the tree of the last search (as above), but the
    // game was set up, not played: the next search must start afresh.
    const std::pair<std::string, bool> setUps[] = {{"komi 6.5", false},
                                                   {"kgs-rules chinese", false},
                                                   {"tianyuan-rules komi=6.5", false},
                                                   {"tianyuan-rules_param komi 6.5", false},
                                                   {"loadsgf " + path, false},
                                                   {"undo", true},
                                                   {"gg-undo 1", true}};
    for (const auto& [line, afterAnExtraMove] : setUps) {
        INFO(line);
        setUp(e);
        ok(e, "genmove w");
        ok(e, "play b F6");
        if (afterAnExtraMove) ok(e, "play w pass");
        ok(e, line);
        ok(e, "genmove w");
        CHECK_FALSE(lastSearch(e).reusedTree);
    }
    std::remove(path.c_str());
}

TEST_CASE("the set-up commands are real commands") {
    GtpEngine e = makeSearchEngine(1);
    CHECK(setUpCommands().size() >= 10);
    for (const std::string& name : setUpCommands()) {
        INFO(name);
        CHECK(e.registry().has(name));
    }
}
