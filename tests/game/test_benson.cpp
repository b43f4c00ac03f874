// Benson's unconditional life on concrete positions: two real eyes, one eye, a dead stone in an
// eye, a big eye that is not vital, groups without two vital regions, and the empty board.
#include <doctest/doctest.h>

#include <algorithm>

#include "benson.h"
#include "diagram.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

bool isAlive(const UnconditionalLife& life, Point p) {
    return std::find(life.aliveStones.begin(), life.aliveStones.end(), p) != life.aliveStones.end();
}

}  // namespace

TEST_CASE("benson: a corner group with two separate eyes is alive and owns its eyes") {
    const Board b = boardFromDiagram(R"(
        . X . X O . .
        X X X X O . .
        O O O O O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)");
    const UnconditionalLife life = findUnconditionalLife(b);
    // Black's two eyes at A7 and C7 are one-point regions, each a liberty of the one chain.
    for (const char* p : {"A6", "B6", "D7", "D6", "B7"}) CHECK(isAlive(life, v(p, 7)));
    CHECK(life.owner[v("A7", 7)] == Color::BLACK);
    CHECK(life.owner[v("C7", 7)] == Color::BLACK);
    // White's wall has one big outside region and no second vital region.
    CHECK_FALSE(isAlive(life, v("E7", 7)));
    CHECK(life.owner[v("G1", 7)] == Color::EMPTY);
}

TEST_CASE("benson: one eye is not enough; nor is a big eye with an inner point") {
    const Board oneEye = boardFromDiagram(R"(
        . X O . .
        X X O . .
        O O O . .
        . . . . .
        . . . . .)");
    CHECK(findUnconditionalLife(oneEye).aliveStones.empty());
    // Black's eye at E6 is vital; its big region A4..C6 holds empty points (B5) that are not
    // Black's liberties, so it is not: one vital region, not proven alive. White likewise has
    // only row 1.
    const Board bigEye = boardFromDiagram(R"(
        . . . X . O
        . . . X X O
        . . . . X O
        X X X X X O
        O O O O O O
        . . . . . .)");
    const UnconditionalLife life = findUnconditionalLife(bigEye);
    CHECK_FALSE(isAlive(life, v("D6", 6)));
    CHECK(life.aliveStones.empty());
    CHECK(life.owner[v("E6", 6)] == Color::EMPTY);
}

TEST_CASE("benson: an opponent stone inside a proven eye is owned by the living group") {
    const Board b = boardFromDiagram(R"(
        O . X . X .
        . X X . X .
        X X X X X .
        . . . . . .
        . . . . . .
        . . . . . .)");
    const UnconditionalLife life = findUnconditionalLife(b);
    // Black's regions {A6 (White), B6, A5} and {D6, D5}: every empty point of both is a Black
    // liberty, so Black lives and White's A6 is Black's.
    CHECK(isAlive(life, v("C6", 6)));
    CHECK(isAlive(life, v("A4", 6)));
    CHECK(life.owner[v("A6", 6)] == Color::BLACK);
    CHECK(life.owner[v("B6", 6)] == Color::BLACK);
    CHECK(life.owner[v("D5", 6)] == Color::BLACK);
    CHECK_FALSE(isAlive(life, v("A6", 6)));
}

TEST_CASE("benson: groups with one eye or none and the empty board prove nothing") {
    CHECK(findUnconditionalLife(Board(9)).aliveStones.empty());
    // Black has one vital point (E7); White's corner stones have two liberties, no eye.
    const Board seki = boardFromDiagram(R"(
        . . O X . X O
        O O O X X X O
        X X X X O O O
        . . . X O . .
        . . . X O . .
        . . . X O . .
        . . . X O . .)");
    const UnconditionalLife life = findUnconditionalLife(seki);
    CHECK_FALSE(isAlive(life, v("C7", 7)));
    CHECK_FALSE(isAlive(life, v("D7", 7)));
}
