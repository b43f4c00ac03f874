// GoGui's synchronisation commands through handleLine: gogui-play_sequence (captures, ko and
// superko inside a sequence, all or nothing), gogui-setup and gogui-setup_player (only on an
// empty board, bad stones refused), each failure leaving the state as it was.
#include <doctest/doctest.h>

#include "baseline_player.h"
#include "engine.h"

using namespace tianyuan;

namespace {

GtpEngine makeEngine() {
    EngineOptions options;
    options.seed = 5;
    return GtpEngine(options, std::make_unique<BaselineRandomPlayer>(5));
}

std::string answer(GtpEngine& e, const std::string& line) {
    return e.handleLine(line);
}

// Stones, moves and the side to move: what a failed command must leave alone.
std::string stateOf(GtpEngine& e) {
    const GameHistory& g = e.state().game;
    return g.board().snapshot() + "|" + std::to_string(g.moves().size()) + "|" +
           std::string(colorName(g.toMove()));
}

}  // namespace

TEST_CASE("gogui-play_sequence plays every move, captures included") {
    GtpEngine e = makeEngine();
    CHECK(answer(e, "boardsize 9") == "= \n\n");
    CHECK(answer(e, "gogui-play_sequence B D4 W D5 B E5 W E4 B C5 W F4 B D6") == "= \n\n");
    const GameHistory& g = e.state().game;
    CHECK(g.moves().size() == 7);
    CHECK(g.board().at(g.board().point(3, 4)) == Color::EMPTY);  // D5 captured
    CHECK(answer(e, "list_stones white") == "= E4 F4\n\n");
    CHECK(answer(e, "gogui-play_sequence") == "= \n\n");  // nothing to play
    CHECK(g.moves().size() == 7);
}

TEST_CASE("gogui-play_sequence is all or nothing") {
    GtpEngine e = makeEngine();
    answer(e, "boardsize 9");
    answer(e, "play B D4");
    const std::string before = stateOf(e);
    // A legal first move, then an occupied point: nothing is played.
    CHECK(answer(e, "gogui-play_sequence W E5 B D4") == "? illegal move: B D4 (occupied)\n\n");
    CHECK(stateOf(e) == before);
    // Ko inside the sequence: White takes at D5... Black retakes at once.
    answer(e, "gogui-play_sequence W E4 B E5 W F5 B C5 W E6 B D6 W D5");
    REQUIRE(e.state().game.board().at(e.state().game.board().point(3, 4)) == Color::WHITE);
    const std::string koBefore = stateOf(e);
    CHECK(answer(e, "gogui-play_sequence B E5 W A1 B E4") != "= \n\n");
    CHECK(stateOf(e) == koBefore);
    // Syntax: an odd word count, a bad colour, a vertex off the board.
    for (const char* line : {"gogui-play_sequence B", "gogui-play_sequence X A1",
                             "gogui-play_sequence B A1 W Z9", "gogui-play_sequence B A1 W"}) {
        INFO(line);
        CHECK(answer(e, line).rfind("? ", 0) == 0);
        CHECK(stateOf(e) == koBefore);
    }
}

TEST_CASE("gogui-setup then gogui-setup_player on an empty board") {
    GtpEngine e = makeEngine();
    answer(e, "boardsize 9");
    CHECK(answer(e, "gogui-setup B C3 B C4 W D3 W D4") == "= \n\n");
    const GameHistory& g = e.state().game;
    CHECK(g.moves().empty());
    CHECK(g.board().stoneCount(Color::BLACK) == 2);
    CHECK(g.board().stoneCount(Color::WHITE) == 2);
    CHECK(g.toMove() == Color::BLACK);
    CHECK(answer(e, "gogui-setup_player W") == "= \n\n");
    CHECK(g.toMove() == Color::WHITE);
    CHECK(g.board().stoneCount(Color::BLACK) == 2);
    // Moves follow as usual; then neither command is accepted any more.
    CHECK(answer(e, "play W E5") == "= \n\n");
    const std::string before = stateOf(e);
    CHECK(answer(e, "gogui-setup B A1") == "? board not empty\n\n");
    CHECK(answer(e, "gogui-setup_player B") == "? moves already played\n\n");
    CHECK(stateOf(e) == before);
}

TEST_CASE("gogui-setup refuses bad stones and leaves the board empty") {
    GtpEngine e = makeEngine();
    answer(e, "boardsize 5");
    const std::string before = stateOf(e);
    CHECK(answer(e, "gogui-setup B A1 W A1") == "? point set up twice: A1\n\n");
    CHECK(answer(e, "gogui-setup B A1 W A2 W B1") == "? set-up stones without liberties\n\n");
    CHECK(answer(e, "gogui-setup B pass").rfind("? ", 0) == 0);
    CHECK(answer(e, "gogui-setup B F6") == "? bad vertex list\n\n");
    CHECK(answer(e, "gogui-setup B A1 W").rfind("? syntax error", 0) == 0);
    CHECK(stateOf(e) == before);
}
