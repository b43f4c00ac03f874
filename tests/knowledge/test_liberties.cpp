// Liberty reading without playing (src/knowledge/liberties.h): chain liberties, the chains around
// a point, a chain touching a point, and the liberties a stone would have (against playing it on a
// copy, on positions after random playout moves) with the one a self-atari leaves.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "diagram.h"
#include "liberties.h"
#include "playout.h"
#include "random.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

// A position after random playout moves on 9x9.
Board randomPosition(uint64_t seed) {
    Board b(9);
    Random random(seed);
    const int moves = 15 + static_cast<int>(random.below(54));
    Color c = B;
    for (int i = 0; i < moves; ++i, c = opponent(c)) b.play(c, randomPlayoutMove(b, c, random));
    return b;
}

}  // namespace

TEST_CASE("liberties: chainLiberties lists distinct liberties up to max") {
    const Board b = boardFromDiagram(R"(
        . . . . .
        . O O . .
        . X O X .
        . . X . .
        . . . . .)");
    Point libs[8];
    const int count = chainLiberties(b, v("C4", 5), libs, 8);
    CHECK(Points(libs, libs + count) == pointsOf(b, {"A4", "B5", "C5", "D4"}));
    CHECK(count == b.liberties(v("C4", 5)));
    CHECK(chainLiberties(b, v("C4", 5), libs, 2) == 2);
    CHECK(chainLiberties(b, v("C2", 5), libs, 8) == 3);  // B2 D2 C1
    // A chain whose liberties are shared by several stones counts each once.
    const Board square = boardFromDiagram(R"(
        . . . .
        . X X .
        . X X .
        . . . .)");
    CHECK(chainLiberties(square, v("B2", 4), libs, 8) == 8);
}

TEST_CASE("liberties: the chains around a point, adjacency, a chain touching a point") {
    const Board b = boardFromDiagram(R"(
        . . . . .
        . O O . .
        . X . X .
        . . X . .
        . . . . .)");
    const Point c3 = v("C3", 5);
    const AdjacentChains black = adjacentChains(b, c3, B);
    CHECK(black.ownCount == 3);  // B3, D3 and C2 are three chains
    CHECK(black.oppCount == 1);  // C4 and B4 are one
    CHECK(black.opp[0] == b.chainHead(v("C4", 5)));
    CHECK(black.emptyCount == 0);
    const AdjacentChains white = adjacentChains(b, c3, W);
    CHECK(white.ownCount == 1);
    CHECK(white.oppCount == 3);
    const AdjacentChains corner = adjacentChains(b, v("A1", 5), B);
    CHECK(corner.ownCount + corner.oppCount == 0);
    CHECK(corner.emptyCount == 2);
    CHECK(emptyNeighbourCount(b, v("A1", 5), PASS) == 2);
    CHECK(emptyNeighbourCount(b, v("A1", 5), v("B1", 5)) == 1);

    const int s = b.stride();
    CHECK(areAdjacent(c3, v("C4", 5), s));
    CHECK(areAdjacent(c3, v("B3", 5), s));
    CHECK_FALSE(areAdjacent(c3, v("B4", 5), s));
    CHECK_FALSE(areAdjacent(v("E3", 5), v("A4", 5), s));  // a row's end and the next row's start

    const Point whiteChain = v("B4", 5);
    CHECK(chainTouches(b, whiteChain, [&](Point q) { return q == v("D4", 5); }));
    CHECK(chainTouches(b, whiteChain, [&](Point q) { return q == c3; }));
    CHECK_FALSE(chainTouches(b, whiteChain, [&](Point q) { return q == v("D3", 5); }));
}

TEST_CASE("liberties: libertiesIfPlayed and selfAtariLiberty agree with playing on a copy") {
    int compared = 0, selfAtaris = 0;
    for (uint64_t seed = 1; seed <= 60; ++seed) {
        const Board b = randomPosition(seed);
        for (int i = 0; i < b.emptyCount(); ++i) {
            const Point q = b.emptyAt(i);
            for (const Color c : {B, W}) {
                if (!b.isLegal(c, q) || b.capturesAny(c, q)) continue;
                Board after = b;
                after.play(c, q);
                for (int cap = 1; cap <= 6; ++cap)
                    CHECK(libertiesIfPlayed(b, c, q, PASS, cap) ==
                          std::min(after.liberties(q), cap));
                ++compared;
                if (!b.isSelfAtari(c, q)) continue;
                CHECK(selfAtariLiberty(b, c, q) == after.libertyOf(q));
                ++selfAtaris;
            }
        }
    }
    CHECK(compared > 1000);
    CHECK(selfAtaris > 20);

    // `exclude` counts as occupied: B3 for Black has A3, B2 and, through B4, A4 and B5.
    const Board b = boardFromDiagram(R"(
        . . . . .
        . X O . .
        . . O . .
        . . . . .
        . . . . .)");
    const Point b3 = v("B3", 5);
    CHECK(libertiesIfPlayed(b, B, b3, PASS, 6) == 4);
    CHECK(libertiesIfPlayed(b, B, b3, v("A4", 5), 6) == 3);
    CHECK(libertiesIfPlayed(b, B, b3, v("A4", 5), 2) == 2);
}
