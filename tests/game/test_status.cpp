// Dead-stone status at the end of a game (status.h) on concrete positions: a dead stone inside
// territory, a seki without eyes (groups alive only by it), a dame (not a seki), a dead corner
// with a bent three, Benson's certainties, and that the three lists split the stones.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "diagram.h"
#include "positions.h"
#include "status.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

StoneStatus statusOf(const Board& b, Color toMove = Color::BLACK) {
    Random random(7);
    return estimateStatus(b, toMove, 600, random);
}

bool has(const std::vector<Point>& list, const char* vertex, int size) {
    return std::find(list.begin(), list.end(), v(vertex, size)) != list.end();
}

// dead, alive and seki hold every stone exactly once.
void checkPartition(const Board& b, const StoneStatus& s) {
    std::multiset<Point> all(s.dead.begin(), s.dead.end());
    all.insert(s.alive.begin(), s.alive.end());
    all.insert(s.seki.begin(), s.seki.end());
    CHECK(all.size() ==
          static_cast<size_t>(b.stoneCount(Color::BLACK) + b.stoneCount(Color::WHITE)));
    for (const Point p : all) {
        CHECK(all.count(p) == 1);
        CHECK(b.at(p) != Color::EMPTY);
    }
}

// White's B6 alone inside Black's corner; Black's D wall and White's E wall and row 2 alive.
constexpr const char* STONE_IN_TERRITORY = R"(
        . . . X O . .
        . O . X O . .
        . . . X O . .
        . . . X O . .
        X X X X O . .
        O O O O O . .
        . . . . . . .)";

}  // namespace

TEST_CASE("status: a lone stone inside territory is dead, the walls alive") {
    const Board b = boardFromDiagram(STONE_IN_TERRITORY);
    const StoneStatus s = statusOf(b);
    // Black's D7-D3 wall with the corner is alive only if the corner holds: it has the B6
    // intruder and two eyes' room; White's B6 stone has no chance there.
    CHECK(has(s.dead, "B6", 7));
    CHECK(has(s.alive, "D7", 7));
    CHECK(has(s.alive, "E7", 7));
    checkPartition(b, s);
}

TEST_CASE("status: seki without eyes; the groups around it alive") {
    // The seki of test_scoring.cpp: Black's E7 E6 E5 F5 and White's C7 C6 C5 D5 share D7 and
    // D6; whoever plays there puts itself in atari. Each lives only by the seki.
    const Board b = boardFromDiagram(SEKI_7X7);
    const StoneStatus s = statusOf(b);
    for (const char* p : {"E7", "E6", "F5", "C7", "C5", "D5"}) {
        INFO(p);
        CHECK(has(s.seki, p, 7));
    }
    CHECK(s.dead.empty());
    CHECK(has(s.alive, "A1", 7));
    CHECK(has(s.alive, "G4", 7));
    checkPartition(b, s);
}

TEST_CASE("status: a dame between two living groups is not a seki") {
    // D7 to D5 touch both colours, but either side may fill them (no self-atari).
    const Board b = boardFromDiagram(R"(
        X . X . O . O
        X X X . O O O
        X X X . O O O
        X . X . O . O
        X X X . O O O
        . . . . . . .
        . . . . . . .)");
    const StoneStatus s = statusOf(b);
    CHECK(s.seki.empty());
    CHECK(s.dead.empty());
    checkPartition(b, s);
}

TEST_CASE("status: Benson's unconditional life decides where it applies") {
    // Black's group has two proven eyes (A7 holds a dead White stone, C7 is empty); a playout
    // estimate could hesitate about A7, Benson cannot.
    const Board b = boardFromDiagram(R"(
        O X . X . . .
        . X X X . . .
        X X . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)");
    const StoneStatus s = statusOf(b, Color::WHITE);
    CHECK(has(s.dead, "A7", 7));
    CHECK(has(s.alive, "B7", 7));
    CHECK(has(s.alive, "A5", 7));
    checkPartition(b, s);
}

TEST_CASE("status: a corner group with a bent three and the outside sealed is dead") {
    // White's eye space A2 B2 A1: Black's B2 kills, and White's B2 leaves one eye of two
    // points; at the end of the game White has no two eyes.
    const Board b = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        X X X X . . .
        O O O X . . .
        . . O X . . .
        . O O X . . .)");
    const StoneStatus s = statusOf(b, Color::BLACK);
    CHECK(has(s.dead, "A3", 7));
    CHECK(has(s.dead, "C1", 7));
    CHECK(has(s.alive, "D4", 7));
    checkPartition(b, s);
}

namespace {

// An ownership map (indexed by Point) giving every stone to its own colour, or to the opponent
// on the chains of `given` vertices.
std::vector<double> ownershipGiving(const Board& b, std::initializer_list<const char*> given) {
    std::vector<double> ownership(MAX_ARRAY_SIZE, 0.0);
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.point(x, y);
            if (b.at(p) != Color::EMPTY) ownership[p] = b.at(p) == Color::BLACK ? 0.9 : -0.9;
        }
    for (const char* vertex : given) {
        const Point head = b.chainHead(v(vertex, b.size()));
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x) {
                const Point p = b.point(x, y);
                if (b.at(p) != Color::EMPTY && b.chainHead(p) == head) ownership[p] = -ownership[p];
            }
    }
    return ownership;
}

}  // namespace

TEST_CASE("status from a given ownership: chains the opponent owns are dead, by the threshold") {
    // Judged from an ownership map instead of playouts (what final_status_list gets from the
    // search).
    const Board b = boardFromDiagram(STONE_IN_TERRITORY);
    std::vector<double> ownership = ownershipGiving(b, {"B6"});
    StoneStatus s = classifyStones(b, ownership);
    CHECK(s.dead == std::vector<Point>{v("B6", 7)});
    checkPartition(b, s);
    // White's wall (it has eyes: no intruder) owned by Black on average by 0.3, then 0.5: dead
    // only past the threshold of 0.4.
    ownership = ownershipGiving(b, {});
    const Point head = b.chainHead(v("E7", 7));
    for (int y = 0; y < 7; ++y)
        for (int x = 0; x < 7; ++x)
            if (b.at(b.point(x, y)) != Color::EMPTY && b.chainHead(b.point(x, y)) == head)
                ownership[b.point(x, y)] = 0.3;
    s = classifyStones(b, ownership);
    CHECK(has(s.alive, "E7", 7));
    CHECK(has(s.dead, "B6", 7));  // an intruder, whatever the ownership says
    for (double& o : ownership)
        if (o == 0.3) o = 0.5;
    s = classifyStones(b, ownership);
    CHECK(has(s.dead, "E7", 7));
    CHECK(has(s.dead, "A2", 7));
    CHECK(has(s.alive, "D7", 7));
    checkPartition(b, s);
}

TEST_CASE("status from a given ownership: a seki and Benson's certainties override it") {
    // An ownership that calls both seki chains dead does not break the seki.
    const Board seki = boardFromDiagram(SEKI_7X7);
    StoneStatus s = classifyStones(seki, ownershipGiving(seki, {"E7", "C7"}));
    CHECK(s.dead.empty());
    CHECK(has(s.seki, "E7", 7));
    CHECK(has(s.seki, "C7", 7));
    // An ownership that calls Black's two-eyed group dead and White's A7 alive is overruled.
    const Board benson = boardFromDiagram(R"(
        O X . X . . .
        . X X X . . .
        X X . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)");
    s = classifyStones(benson, ownershipGiving(benson, {"B7"}));
    CHECK(has(s.alive, "B7", 7));
    CHECK(has(s.dead, "A7", 7));
}

TEST_CASE("status from a given ownership: a shared liberty one side can undo first is no seki") {
    // End of a game against GNU Go (9x9). Black's H8 J8 and White's G9 H9 G8 G7 share H7 and
    // J9, and neither can fill J9 without self-atari; but White fills H7 safely (it joins J7
    // and H6), then captures: no seki. The search gave H8 J8 to White; so does GNU Go.
    const Board corner = boardFromDiagram(R"(
        . . . O O X O O .
        . . O . O X O X X
        . . . O X X O . O
        O O O X . X X O .
        O X X X X X X O O
        X X . . X X . X O
        . X X X . X . X O
        . . . X X X . X O
        . . . . . . X X O)");
    StoneStatus s = classifyStones(corner, ownershipGiving(corner, {"H8"}));
    CHECK(has(s.dead, "H8", 9));
    CHECK(has(s.dead, "J8", 9));
    CHECK(s.seki.empty());
    // Another: Black's H3 J3 G2 H2 and J1 share H1 with White's G1, which neither can fill
    // without self-atari; but White joins G1 to its group through its eye F1, then fills H1.
    const Board edge = boardFromDiagram(R"(
        . . X O O O O X .
        . . X X X O X X O
        . . X O X O O O X
        . . X O O . O X .
        . . X X O O O X X
        . X X O O O O O O
        X . X O X . O X X
        X X O O . O X X .
        X O O O O . O . X)");
    s = classifyStones(edge, ownershipGiving(edge, {"H3", "J1"}));
    CHECK(has(s.dead, "H3", 9));
    CHECK(has(s.dead, "J1", 9));
    CHECK(has(s.alive, "G1", 9));
}

TEST_CASE("status from a given ownership: a chain shut in by the other alone is no seki") {
    // From two 19x19 endings against GNU Go (games 29 and 31 of docs/games/endings-19x19):
    // White's A6 sits inside Black's corner chain A4 B4-B7, and the two share A7 and A5, which
    // neither can fill without self-atari. But White's throw-in at A7 or A5 only lets Black
    // capture into a single eye: Black is dead. The old rule called it a seki.
    const Board corner = boardFromDiagram(R"(
        . X O . . . .
        O X O . . . .
        . X O . . . .
        X X O . . . .
        O O O . . . .
        . . . . . . .
        . . . . . . .)");
    StoneStatus s = classifyStones(corner, ownershipGiving(corner, {"B7"}));
    CHECK(s.seki.empty());
    CHECK(has(s.dead, "B7", 7));
    CHECK(has(s.dead, "A4", 7));
    CHECK(has(s.alive, "A6", 7));
    checkPartition(corner, s);
    // Control: the seki of the first test, whose chains both touch stones of their own side
    // outside, stays a seki.
    const Board seki = boardFromDiagram(SEKI_7X7);
    s = classifyStones(seki, ownershipGiving(seki, {"E7", "C7"}));
    CHECK(has(s.seki, "E7", 7));
}
