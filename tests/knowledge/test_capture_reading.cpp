// Capture reading (src/knowledge/capture_reading.h): the net of tests/tactics/nets.tst, which
// the ladder reader does not see, a plain capture, chains with room enough, and the rescue
// of a threatened chain.
#include <doctest/doctest.h>

#include <algorithm>
#include <span>
#include <string>

#include "capture_reading.h"
#include "diagram.h"
#include "positions.h"
#include "tactics.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

// What `read` (captureMoves or rescueMoves) finds for the chain at `chain`; the board unchanged.
Points readMoves(const Board& b, const char* chain, int (*read)(const Board&, Point, Point*, int)) {
    const std::string before = diagramOf(b);
    Point out[12];
    const int n = read(b, v(chain, b.size()), out, 12);
    CHECK(diagramOf(b) == before);
    return Points(out, out + n);
}

Points captures(const Board& b, const char* chain) {
    return readMoves(b, chain, captureMoves);
}

Points rescues(const Board& b, const char* chain) {
    return readMoves(b, chain, rescueMoves);
}

}  // namespace

TEST_CASE("capture reading: a net that the ladder reader does not see") {
    const Board b = boardFromDiagram(NET_9X9);
    REQUIRE(b.liberties(v("E5", 9)) == 2);
    // The ataris fail: the ladder reader says so, and so does the search.
    Point ladderAttacks[4];
    CHECK(twoLibertyAttacks(b, v("E5", 9), ladderAttacks, 4) == 0);
    CHECK(captures(b, "E5") == pointsOf(b, {"F6"}));
    // White to move saves the chain by extending at either liberty, which the net would take.
    const Points saved = rescues(b, "E5");
    CHECK_FALSE(saved.empty());
    for (const Point p : saved) CHECK((p == v("E6", 9) || p == v("F5", 9)));
}

TEST_CASE("capture reading: plain captures, a chain in atari and a chain with room") {
    // White's B2 C2 under Black's wall: with three liberties it is not read; with two (B1 and
    // C1) either atari captures.
    const Board edge = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . X X X X . .
        . O O X . . .
        . . . X . . .)");
    REQUIRE(edge.liberties(v("B2", 7)) == 3);
    CHECK(captures(edge, "B2").empty());  // three liberties: not read
    const Board two = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        X X X X X . .
        X O O X . . .
        X . . X . . .)");
    REQUIRE(two.liberties(v("B2", 7)) == 2);
    CHECK(captures(two, "B2") == pointsOf(two, {"B1", "C1"}));
    CHECK(rescues(two, "B2").empty());  // threatened, but nothing saves it
    // Over the board only urgent captures count: this chain is dead whoever moves first, and
    // every Black chain around it has room. With A3 empty, Black's A1 A2 has two liberties and
    // White might win a race against it: then the capture counts.
    Point urgent[8];
    CHECK(allCaptureMoves(two, Color::BLACK, urgent, 8) == 0);
    Board race = two;
    race.removeStone(v("A3", 7));
    REQUIRE(race.liberties(v("A2", 7)) == 2);
    CHECK(allCaptureMoves(race, Color::BLACK, urgent, 8) == 2);
    // In atari: the capture.
    const Board atari = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . X . .
        . X O X .
        . . . . .)");
    CHECK(captures(atari, "C2") == pointsOf(atari, {"C1"}));
    // Two liberties, each an extension into White's own stones (G4, E2): no atari or net
    // captures, so there is nothing to rescue.
    const Board room = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . X X . .
        . . X O O . O
        . . . X . . .
        . . . . O . .
        . . . . . . .)");
    REQUIRE(room.liberties(v("D4", 7)) == 2);
    CHECK(captures(room, "D4").empty());
    CHECK(rescues(room, "D4").empty());
}

TEST_CASE("capture reading over the board or near the last moves") {
    const Board b = boardFromDiagram(NET_9X9);
    const auto all = [&](std::initializer_list<const char*> near) {
        Point nearPoints[2];
        int count = 0;
        for (const char* p : near) nearPoints[count++] = v(p, 9);
        Point out[64];
        const int n =
            allCaptureMoves(b, Color::BLACK, out, 64, std::span<const Point>(nearPoints, count));
        return Points(out, out + n);
    };
    // Every two-liberty chain on the board: the net at F6 against White's E5, which White to
    // move would save (an urgent capture).
    const Points board = all({});
    CHECK(std::find(board.begin(), board.end(), v("F6", 9)) != board.end());
    // Next to White's chain (F5 is one of its liberties) or on it: the same net.
    CHECK(all({"F5"}) == pointsOf(b, {"F6"}));
    CHECK(all({"A1", "D4"}) == pointsOf(b, {"F6"}));
    // Last moves far from it: nothing is read, and a pass is skipped.
    CHECK(all({"A1", "J9"}).empty());
    Point pass[] = {PASS};
    Point out[4];
    CHECK(allCaptureMoves(b, Color::BLACK, out, 4, pass) == 0);
}
