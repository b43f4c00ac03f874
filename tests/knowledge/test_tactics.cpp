// Tactical reading (src/knowledge/tactics.h): ladders (plain, along the edge, into the corner,
// broken by a breaker stone, escaped by capturing an attacker stone the chase put in atari),
// escapes from atari, two-liberty attacks and defences (read on a copy and in place), the nakade
// vital point of every named shape in the corner, on the edge and in the centre, and self-atari
// judgement.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "board_difference.h"
#include "diagram.h"
#include "playout.h"
#include "positions.h"
#include "random.h"
#include "tactics.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

using Finder = int (*)(ReadingBoard&, Point, Point*, int);

// Runs one of the move finders both ways a ReadingBoard reads: on a copy of `b` made for the
// reading, and on a board of its own (inPlace), here a copy of `b`. Both give the same points
// and leave the board they read exactly as it was.
Points found(const Board& b, const char* chain, Finder finder) {
    const Point p = v(chain, b.size());
    const std::string before = diagramOf(b);
    Point out[8];
    ReadingBoard copying(b);
    const int count = finder(copying, p, out, 8);
    CHECK(diagramOf(b) == before);
    Board own = b;
    ReadingBoard inPlace = ReadingBoard::inPlace(own);
    Point outInPlace[8];
    const int countInPlace = finder(inPlace, p, outInPlace, 8);
    CHECK(difference(own, b) == "");
    CHECK(Points(outInPlace, outInPlace + countInPlace) == Points(out, out + count));
    return Points(out, out + count);
}

bool caught(const Board& b, const char* chain) {
    const Point p = v(chain, b.size());
    REQUIRE(b.liberties(p) == 1);
    const std::string before = diagramOf(b);
    const bool result = isCaughtInLadder(b, p);
    CHECK(diagramOf(b) == before);
    return result;
}

bool ladderable(const Board& b, const char* chain) {
    const Point p = v(chain, b.size());
    REQUIRE(b.liberties(p) == 2);
    return canBeLaddered(b, p);
}

// The plain ladder: White E5 in atari at F5; extending there gives two liberties each time and
// the chase runs up and right into the corner.
constexpr const char* PLAIN_LADDER = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . X O . . . .
    . . . . X X . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)";

}  // namespace

// ---------------------------------------------------------------------------------------------
// Ladders.

TEST_CASE("tactics: a plain ladder works, a breaker stone on its path breaks it") {
    const Board plain = boardFromDiagram(PLAIN_LADDER);
    CHECK(caught(plain, "E5"));
    // A white stone on the path (H7): the chain connects to it and escapes.
    Board broken = plain;
    broken.placeStone(W, v("H7", 9));
    CHECK_FALSE(caught(broken, "E5"));
    // A black stone on the path only helps the attacker.
    Board helped = plain;
    helped.placeStone(B, v("H7", 9));
    CHECK(caught(helped, "E5"));
}

TEST_CASE("tactics: a chain whose liberty leads to three liberties is not in a ladder") {
    // Without the black F4 the extension at F5 has F6, G5 and F4.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X O . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    CHECK_FALSE(caught(b, "E5"));
    // Extending into a dead end: the extended chain has one liberty.
    const Board dead = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O X .
        . X . X .
        . . . . .)");
    CHECK(caught(dead, "C3"));
}

TEST_CASE("tactics: ladders along the edge and into the corner") {
    // White C1 on the first line, pushed along it to the corner.
    const Board edge = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . X X . . . .
        . X O . . . .)");
    CHECK(caught(edge, "C1"));
    // A white stone ahead on the second line saves it.
    Board saved = edge;
    saved.placeStone(W, v("F2", 7));
    CHECK_FALSE(caught(saved, "C1"));
    // A short ladder into the upper right corner.
    const Board corner = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . X . .
        . . . . . X O . .
        . . . . . . X X .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    CHECK(caught(corner, "G7"));
}

TEST_CASE("tactics: a ladder fails when the chase puts an attacker stone in atari") {
    // The plain ladder with a white stone at J6: Black's ladder stone H6 (played in the chase)
    // is left with one liberty when White extends to H7, and White escapes by capturing it.
    Board b = boardFromDiagram(PLAIN_LADDER);
    b.placeStone(W, v("J6", 9));
    CHECK_FALSE(caught(b, "E5"));
    // The position after the chase's first eight moves: White's H7 puts H6 in atari.
    for (const auto& [color, vertex] : std::vector<std::pair<Color, const char*>>{{W, "F5"},
                                                                                  {B, "G5"},
                                                                                  {W, "F6"},
                                                                                  {B, "F7"},
                                                                                  {W, "G6"},
                                                                                  {B, "H6"},
                                                                                  {W, "G7"},
                                                                                  {B, "G8"},
                                                                                  {W, "H7"},
                                                                                  {B, "J7"}}) {
        REQUIRE(b.isLegal(color, v(vertex, 9)));
        b.play(color, v(vertex, 9));
    }
    REQUIRE(b.liberties(v("H6", 9)) == 1);
    CHECK_FALSE(caught(b, "E5"));
    CHECK(found(b, "E5", escapeMoves).count(v("H5", 9)) == 1);  // the capture of H6
}

TEST_CASE("tactics: canBeLaddered") {
    // White E5 with liberties E4 and F5: the atari at E4 ladders it up and right, the atari at
    // F5 down and left.
    const Board open = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X O . . . .
        . . . . . X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    CHECK(ladderable(open, "E5"));
    CHECK(found(open, "E5", twoLibertyAttacks) == pointsOf(open, {"E4", "F5"}));
    // A breaker up and right leaves only the atari that drives the chain down and left.
    Board oneBreaker = open;
    oneBreaker.placeStone(W, v("H7", 9));
    CHECK(ladderable(oneBreaker, "E5"));
    CHECK(found(oneBreaker, "E5", twoLibertyAttacks) == pointsOf(open, {"F5"}));
    // Breakers on both paths: no ladder.
    Board twoBreakers = oneBreaker;
    twoBreakers.placeStone(W, v("C3", 9));
    CHECK_FALSE(ladderable(twoBreakers, "E5"));
    CHECK(found(twoBreakers, "E5", twoLibertyAttacks).empty());
    // Two liberties with room around both: neither atari reads as a ladder.
    const Board roomy = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O . .
        . . . . .
        . . . . .)");
    CHECK_FALSE(ladderable(roomy, "C3"));
}

namespace {

// A plain reference for the ladder reader: the same rules, a fresh copy at every move, no
// shortcuts (no quick rejects, a full scan of the chain for captures at every node).
struct ReferenceLadder {
    int maxPlies;

    static std::set<Point> libertiesOf(const Board& b, Point chain) {
        std::set<Point> libs;
        const int s = b.stride();
        Point q = chain;
        do {
            for (const Point n : {q - s, q - 1, q + 1, q + s})
                if (b.at(n) == Color::EMPTY) libs.insert(n);
            q = b.nextInChain(q);
        } while (q != chain);
        return libs;
    }

    static std::set<Point> capturesAround(const Board& b, Point chain) {
        std::set<Point> moves;
        const int s = b.stride();
        const Color attacker = opponent(b.at(chain));
        Point q = chain;
        do {
            for (const Point n : {q - s, q - 1, q + 1, q + s})
                if (b.at(n) == attacker && b.liberties(n) == 1) moves.insert(b.libertyOf(n));
            q = b.nextInChain(q);
        } while (q != chain);
        return moves;
    }

    bool defenderCaught(const Board& b, Point chain, int ply) const {
        if (ply >= maxPlies) return false;
        const Color defender = b.at(chain);
        std::set<Point> moves = capturesAround(b, chain);
        moves.insert(*libertiesOf(b, chain).begin());
        for (const Point m : moves) {
            if (!b.isLegal(defender, m)) continue;
            Board after = b;
            after.play(defender, m);
            const int libs = after.liberties(chain);
            if (libs >= 3 || (libs == 2 && !attackerCatches(after, chain, ply + 1))) return false;
        }
        return true;
    }

    bool attackerCatches(const Board& b, Point chain, int ply) const {
        if (ply >= maxPlies) return false;
        const Color attacker = opponent(b.at(chain));
        for (const Point atari : libertiesOf(b, chain)) {
            if (!b.isLegal(attacker, atari)) continue;
            Board after = b;
            after.play(attacker, atari);
            if (after.liberties(chain) == 1 && defenderCaught(after, chain, ply + 1)) return true;
        }
        return false;
    }
};

// A position after random playout moves: 9x9, one seed in four 13x13.
Board randomPosition(uint64_t seed) {
    const int size = seed % 4 == 0 ? 13 : 9;
    Board b(size);
    Random random(seed);
    const int moves = 15 + static_cast<int>(random.below(size * size * 2 / 3));
    Color c = Color::BLACK;
    for (int i = 0; i < moves; ++i, c = opponent(c)) b.play(c, randomPlayoutMove(b, c, random));
    return b;
}

}  // namespace

TEST_CASE("tactics: the ladder reader agrees with a plain reference on random positions") {
    int oneLiberty = 0, twoLiberties = 0, caughtCount = 0, ladderedCount = 0;
    for (uint64_t seed = 1; seed <= 400; ++seed) {
        const Board b = randomPosition(seed);
        const int size = b.size();
        const ReferenceLadder reference{4 * size + 8};
        std::set<Point> heads;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point p = b.point(x, y);
                if (b.at(p) == Color::EMPTY || !heads.insert(b.chainHead(p)).second) continue;
                INFO("seed ", seed, " chain ", formatVertex(p, size), "\n", b.toText());
                if (b.liberties(p) == 1) {
                    ++oneLiberty;
                    const bool expected = reference.defenderCaught(b, p, 0);
                    caughtCount += expected;
                    CHECK(isCaughtInLadder(b, p) == expected);
                    // escapeMoves: the legal captures, and the extension unless it is a
                    // self-atari or still caught.
                    std::set<Point> escapes;
                    for (const Point m : ReferenceLadder::capturesAround(b, p))
                        if (b.isLegal(b.at(p), m)) escapes.insert(m);
                    const Point lib = b.libertyOf(p);
                    if (b.isLegal(b.at(p), lib) && !b.isSelfAtari(b.at(p), lib)) {
                        Board after = b;
                        after.play(b.at(p), lib);
                        const int libs = after.liberties(p);
                        if (libs >= 3 || (libs == 2 && !reference.attackerCatches(after, p, 0)))
                            escapes.insert(lib);
                    }
                    CHECK(found(b, formatVertex(p, size).c_str(), escapeMoves) == escapes);
                } else if (b.liberties(p) == 2) {
                    ++twoLiberties;
                    const bool expected = reference.attackerCatches(b, p, 0);
                    ladderedCount += expected;
                    CHECK(canBeLaddered(b, p) == expected);
                    std::set<Point> attacks;
                    const Color attacker = opponent(b.at(p));
                    for (const Point atari : ReferenceLadder::libertiesOf(b, p)) {
                        if (!b.isLegal(attacker, atari)) continue;
                        Board after = b;
                        after.play(attacker, atari);
                        if (after.liberties(p) == 1 && reference.defenderCaught(after, p, 0))
                            attacks.insert(atari);
                    }
                    CHECK(found(b, formatVertex(p, size).c_str(), twoLibertyAttacks) == attacks);
                    // twoLibertyDefences: when laddered, the extensions and captures after
                    // which the chain has three liberties or two that do not ladder.
                    std::set<Point> defences;
                    std::set<Point> candidates = ReferenceLadder::libertiesOf(b, p);
                    for (const Point m : ReferenceLadder::capturesAround(b, p))
                        candidates.insert(m);
                    for (const Point m : candidates) {
                        if (!expected || !b.isLegal(b.at(p), m)) continue;
                        Board after = b;
                        after.play(b.at(p), m);
                        const int libs = after.liberties(p);
                        if (libs >= 3 || (libs == 2 && !reference.attackerCatches(after, p, 0)))
                            defences.insert(m);
                    }
                    CHECK(found(b, formatVertex(p, size).c_str(), twoLibertyDefences) == defences);
                }
            }
    }
    // The positions must exercise both answers.
    INFO(oneLiberty, " chains in atari (", caughtCount, " caught), ", twoLiberties,
         " with two liberties (", ladderedCount, " laddered)");
    CHECK(caughtCount > 50);
    CHECK(oneLiberty - caughtCount > 50);
    CHECK(ladderedCount > 50);
    CHECK(twoLiberties - ladderedCount > 50);
}

// ---------------------------------------------------------------------------------------------
// Escapes and two-liberty fights.

TEST_CASE("tactics: escapeMoves") {
    // In a working ladder nothing saves the chain.
    CHECK(found(boardFromDiagram(PLAIN_LADDER), "E5", escapeMoves).empty());
    // With the breaker the extension is the escape.
    Board broken = boardFromDiagram(PLAIN_LADDER);
    broken.placeStone(W, v("H7", 9));
    CHECK(found(broken, "E5", escapeMoves) == pointsOf(broken, {"F5"}));
    // An extension to three liberties.
    const Board free = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O . .
        . . X . .
        . . . . .)");
    CHECK(found(free, "C3", escapeMoves) == pointsOf(free, {"D3"}));
    // A capture of an adjacent attacker chain in atari (C4 D4, liberty D5) is an escape; the
    // extension D2 is a self-atari and is not.
    const Board capture = boardFromDiagram(BOTH_IN_ATARI_5X5);
    REQUIRE(capture.liberties(v("C3", 5)) == 1);
    REQUIRE(capture.liberties(v("C4", 5)) == 1);
    CHECK(found(capture, "C3", escapeMoves) == pointsOf(capture, {"D5"}));
    // The extension that also captures (C4 takes B3 C3) is listed once.
    const Board both = boardFromDiagram(R"(
        X X X . .
        X O . . .
        O X X O .
        . O O . .
        . . . . .)");
    REQUIRE(both.liberties(v("B4", 5)) == 1);
    CHECK(found(both, "B4", escapeMoves) == pointsOf(both, {"C4"}));
    // Along the edge: the extension is caught, nothing to capture.
    const Board edge = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . X X . . . .
        . X O . . . .)");
    CHECK(found(edge, "C1", escapeMoves).empty());
}

TEST_CASE("tactics: allAtariEscapes gathers the escapes of every chain of a colour in atari") {
    // White C3 D3 (liberty D2), White E4 (E5) and Black C4 D4 (D5) are in atari: White escapes
    // by capturing at D5 (the extensions D2 and E5 are self-ataris), Black by capturing at D2
    // or E5 (its extension D5 is a self-atari).
    const Board b = boardFromDiagram(BOTH_IN_ATARI_5X5);
    const auto all = [](const Board& board, Color c) {
        const std::string before = diagramOf(board);
        Point out[8];
        const int count = allAtariEscapes(board, c, out, 8);
        CHECK(diagramOf(board) == before);
        return Points(out, out + count);
    };
    CHECK(all(b, W) == pointsOf(b, {"D5"}));
    CHECK(all(b, B) == pointsOf(b, {"D2", "E5"}));
    // Two white chains in atari: D4 extends to three liberties at D3; A1's extension A2 is a
    // self-atari. Only the first has an escape, and Black has no chain in atari.
    const Board two = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . X . . .
        . . X O X . .
        . . . . . . .
        . X . . . . .
        O X . . . . .)");
    CHECK(all(two, W) == pointsOf(two, {"D3"}));
    CHECK(all(two, B).empty());
    CHECK(all(boardFromDiagram(PLAIN_LADDER), W).empty());
}

TEST_CASE("tactics: twoLibertyDefences") {
    // White E5 (liberties E4, F5) can be laddered. Extending at F5 leaves two liberties (G5 is
    // Black) that ladder again; extending at E4 gives three.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X O . X . .
        . . . . . X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    REQUIRE(ladderable(b, "E5"));
    CHECK(found(b, "E5", twoLibertyDefences) == pointsOf(b, {"E4"}));
    // With the attacker stone D5 in atari (liberty D4) the chain is not threatened: whenever
    // it is in atari, capturing D5 connects it to C5 and D6.
    Board capture = b;
    for (const char* vertex : {"C5", "D6"}) capture.placeStone(W, v(vertex, 9));
    REQUIRE(capture.liberties(v("D5", 9)) == 1);
    CHECK_FALSE(ladderable(capture, "E5"));
    CHECK(found(capture, "E5", twoLibertyDefences).empty());
    // Not threatened: nothing to defend.
    const Board roomy = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O . .
        . . . . .
        . . . . .)");
    CHECK(found(roomy, "C3", twoLibertyDefences).empty());
}

// ---------------------------------------------------------------------------------------------
// Nakade.

namespace {

struct Shape {
    const char* name;
    std::vector<std::pair<int, int>> cells;
    int vital;  // index into cells, -1: no vital point
};

const std::vector<Shape>& namedShapes() {
    static const std::vector<Shape> shapes = {
        {"straight three", {{0, 0}, {1, 0}, {2, 0}}, 1},
        {"bent three", {{0, 0}, {1, 0}, {0, 1}}, 0},
        {"pyramid four", {{0, 0}, {1, 0}, {2, 0}, {1, 1}}, 1},
        {"bulky five", {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}}, 1},
        {"crossed five", {{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}}, 2},
        {"rabbity six", {{1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}}, 3},
        {"square four", {{0, 0}, {1, 0}, {0, 1}, {1, 1}}, -1},
        {"straight four", {{0, 0}, {1, 0}, {2, 0}, {3, 0}}, -1},
        {"bent four", {{0, 0}, {1, 0}, {2, 0}, {2, 1}}, -1},
        {"zigzag four", {{0, 0}, {1, 0}, {1, 1}, {2, 1}}, -1},
        {"T five", {{0, 2}, {1, 2}, {2, 2}, {1, 1}, {1, 0}}, -1},
        {"bent five", {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {1, 1}}, -1},
        {"rectangular six", {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}}, -1},
        {"crossed five with a tail", {{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}, {1, 3}}, -1},
    };
    return shapes;
}

// The cells under one of the 8 symmetries, moved so that the smallest x and y are 0.
std::vector<std::pair<int, int>> transformed(const std::vector<std::pair<int, int>>& cells,
                                             int symmetry) {
    std::vector<std::pair<int, int>> out;
    for (auto [x, y] : cells) {
        if (symmetry & 4) std::swap(x, y);
        out.push_back({symmetry & 1 ? -x : x, symmetry & 2 ? -y : y});
    }
    int minX = 99, minY = 99;
    for (const auto& [x, y] : out) minX = std::min(minX, x), minY = std::min(minY, y);
    for (auto& [x, y] : out) x -= minX, y -= minY;
    return out;
}

// A 9x9 board with the cells (shifted by dx, dy) empty and every other point next to them
// White; the rest of the board empty.
Board enclosedRegion(const std::vector<std::pair<int, int>>& cells, int dx, int dy) {
    Board b(9);
    std::vector<Point> region;
    for (const auto& [x, y] : cells) region.push_back(b.point(x + dx, y + dy));
    const int s = b.stride();
    for (const Point p : region)
        for (const Point n : {p - s, p - 1, p + 1, p + s})
            if (b.isOnBoard(n) && b.at(n) == Color::EMPTY &&
                std::find(region.begin(), region.end(), n) == region.end())
                b.placeStone(W, n);
    return b;
}

}  // namespace

TEST_CASE("tactics: nakadeVitalPoint of every named shape in the corner, on the edge, centre") {
    const std::pair<int, int> placements[] = {{0, 0}, {3, 0}, {2, 2}};  // corner, edge, centre
    for (const Shape& shape : namedShapes()) {
        for (int symmetry = 0; symmetry < 8; ++symmetry) {
            const auto cells = transformed(shape.cells, symmetry);
            for (const auto& [dx, dy] : placements) {
                const Board b = enclosedRegion(cells, dx, dy);
                REQUIRE(b.allChainsHaveLiberties());
                const auto& [vx, vy] = cells[std::max(shape.vital, 0)];
                const Point expected = shape.vital < 0 ? PASS : b.point(vx + dx, vy + dy);
                for (const auto& [x, y] : cells) {
                    INFO(shape.name, " symmetry ", symmetry, " at ", dx, ",", dy, "\n", b.toText());
                    CHECK(nakadeVitalPoint(b, b.point(x + dx, y + dy)) == expected);
                }
                // One enclosing stone of the other colour: not an eye space of one player.
                if (shape.vital < 0) continue;
                Board mixed = b;
                const int s = b.stride();
                for (const auto& [x, y] : cells) {
                    const Point cell = b.point(x + dx, y + dy);
                    for (const Point n : {cell - s, cell - 1, cell + 1, cell + s}) {
                        if (mixed.stoneCount(B) > 0 || b.at(n) != W) continue;
                        mixed.removeStone(n);
                        mixed.placeStone(B, n);
                    }
                }
                REQUIRE(mixed.stoneCount(B) == 1);
                CHECK(nakadeVitalPoint(mixed, b.point(vx + dx, vy + dy)) == PASS);
            }
        }
    }
}

TEST_CASE("tactics: nakadeVitalPoint needs a small enclosed empty region") {
    // The bulky five in the corner: the point with three neighbours inside.
    const Board bulky = boardFromDiagram(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        O O O . . .
        . . O O . .
        . . . O . .)");
    CHECK(nakadeVitalPoint(bulky, v("A1", 6)) == v("B1", 6));
    CHECK(nakadeVitalPoint(bulky, v("B2", 6)) == v("B1", 6));
    // An escape route: the region reaches the open board.
    const Board open = boardFromDiagram(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        O . . . . .
        . . O O . .
        . . . O . .)");
    CHECK(nakadeVitalPoint(open, v("A1", 6)) == PASS);
    // Seven points are too many; two too few.
    const Board seven = boardFromDiagram(R"(
        . . . . . .
        . . . . . .
        O O O . . .
        . . O . . .
        . . . O . .
        . . . O . .)");
    CHECK(nakadeVitalPoint(seven, v("A1", 6)) == PASS);
    const Board two = boardFromDiagram(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        O O . . . .
        . . O . . .)");
    CHECK(nakadeVitalPoint(two, v("A1", 6)) == PASS);
    // Not an empty point.
    CHECK(nakadeVitalPoint(bulky, v("C2", 6)) == PASS);
    CHECK(nakadeVitalPoint(bulky, PASS) == PASS);
}

TEST_CASE("tactics: nakadeVitalPoint and isBadSelfAtari on random positions") {
    int vitalPoints = 0, selfAtaris = 0, bad = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
        const Board b = randomPosition(seed);
        const std::string before = diagramOf(b);
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x) {
                const Point p = b.point(x, y);
                INFO("seed ", seed, " point ", formatVertex(p, b.size()), "\n", b.toText());
                // A vital point is an empty point of the same region, its own answer.
                const Point vital = nakadeVitalPoint(b, p);
                if (vital != PASS) {
                    ++vitalPoints;
                    CHECK(b.at(p) == Color::EMPTY);
                    CHECK(nakadeVitalPoint(b, vital) == vital);
                }
                for (const Color c : {B, W}) {
                    if (!b.isLegal(c, p)) continue;
                    const bool selfAtari = b.isSelfAtari(c, p);
                    const bool isBad = isBadSelfAtari(b, c, p);
                    selfAtaris += selfAtari;
                    bad += isBad;
                    CHECK((!isBad || selfAtari));
                }
            }
        CHECK(diagramOf(b) == before);
    }
    INFO(vitalPoints, " points with a vital point, ", selfAtaris, " self-ataris, ", bad, " bad");
    CHECK(selfAtaris > bad);
    CHECK(bad > 0);
}

// ---------------------------------------------------------------------------------------------
// Self-atari judgement.

namespace {

bool badSelfAtari(const char* diagram, Color c, const char* vertex) {
    const Board b = boardFromDiagram(diagram);
    const Point p = v(vertex, b.size());
    INFO(diagram, " ", colorLetter(c), " ", vertex);
    REQUIRE(b.isLegal(c, p));
    const std::string before = diagramOf(b);
    const bool bad = isBadSelfAtari(b, c, p);
    CHECK(diagramOf(b) == before);
    // A bad self-atari is always a self-atari.
    if (bad) CHECK(b.isSelfAtari(c, p));
    return bad;
}

}  // namespace

TEST_CASE("tactics: isBadSelfAtari, plain cases") {
    // A lone stone thrown into White's area for nothing.
    CHECK(badSelfAtari(R"(
        . . . . .
        . . . . .
        . O . . .
        O . O . .
        . . . . .)",
                       B, "B2"));
    // The same point capturing C2 is no self-atari.
    CHECK_FALSE(badSelfAtari(R"(
        . . . . .
        . . . . .
        . O X . .
        O . O X .
        . . X . .)",
                             B, "B2"));
    // Not a self-atari at all.
    CHECK_FALSE(badSelfAtari(R"(
        . . . . .
        . . . . .
        . . O . .
        . O . . .
        . . . . .)",
                             B, "C2"));
    // Two stones in atari in the open: nothing like an eye space.
    CHECK(badSelfAtari(R"(
        . . . . . . .
        . . . . . . .
        . . O O . . .
        . O X . O . .
        . . O . . . .
        . . . . . . .
        . . . . . . .)",
                       B, "D4"));
}

TEST_CASE("tactics: isBadSelfAtari, nakade") {
    // Black B1 inside White's straight three; A1 makes two stones in atari, and capturing them
    // leaves a two-point eye: one eye.
    CHECK_FALSE(badSelfAtari(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        O O O O . .
        . X . O . .)",
                             B, "A1"));
    // Straight four with Black A1: B1 makes two stones in atari at C1, and after the capture
    // White has A1 B1 and D1, two eyes.
    CHECK(badSelfAtari(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        O O O O O .
        X . . . O .)",
                       B, "B1"));
    // Bulky five with Black A1 B1 A2: B2 makes a square of four in atari at C1, and capturing
    // it leaves the dead square four.
    CHECK_FALSE(badSelfAtari(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        O O O . . .
        X . O O . .
        X X . O . .)",
                             B, "B2"));
    // Straight five with Black A1 B1 C1: D1 makes four stones in atari at E1, and capturing
    // them leaves a straight four, which lives.
    CHECK(badSelfAtari(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        O O O O O O
        X X X . . O)",
                       B, "D1"));
}

TEST_CASE("tactics: isBadSelfAtari, a seki's shared liberties are no nakade") {
    // Black's H11-H13-J11 and White's K11-K13 share their last liberties J12 and J13 (seki).
    // Filling one for either side puts its own chain in atari and the opponent's too; the
    // opponent captures first. Black's stones plus J12 would even leave a bulky five once
    // captured, but with the bordering White chain in atari this is no nakade.
    const Board b = boardFromDiagram(R"(
        . . . . . . O X . O X . .
        . . . . . . O X . O X . .
        . . . . . O O X X O X . .
        . . . . . . O O O X X . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .
        . . . . . . . . O X . . .)");
    for (const char* vertex : {"J13", "J12"}) {
        INFO(vertex);
        REQUIRE(b.isSelfAtari(B, v(vertex, 13)));
        CHECK(isBadSelfAtari(b, B, v(vertex, 13)));
        CHECK(isBadSelfAtari(b, W, v(vertex, 13)));
        // White's G wall borders the area with liberties outside it: no sealed nakade either.
        CHECK(isBadSelfAtari(b, B, v(vertex, 13), true));
        CHECK(isBadSelfAtari(b, W, v(vertex, 13), true));
    }
}

TEST_CASE("tactics: isBadSelfAtari, a sealed nakade with the opponent in atari too") {
    // White's chain A2-D2 D1 is sealed in by Black and has only its straight three A1 B1 C1,
    // where Black's B1 stands. Black A1 puts both chains in atari at C1; White captures there
    // and is left with the two-point eye A1 B1: dead. Only the sealed judgement says so (the
    // seki above, whose area White's G wall borders with liberties outside, stays bad).
    const char* diagram = R"(
        . . . . . .
        . . . . . .
        . . . . . .
        X X X X X .
        O O O O X .
        . X . O X .)";
    CHECK(badSelfAtari(diagram, B, "A1"));
    const Board b = boardFromDiagram(diagram);
    CHECK_FALSE(isBadSelfAtari(b, B, v("A1", 6), true));
    CHECK_FALSE(isBadSelfAtari(b, B, v("C1", 6), true));
}

TEST_CASE("tactics: isBadSelfAtari, throw-ins") {
    // Snapback: Black A1 ataris White A2 B2; White's capture at B1 is left with one liberty.
    const char* snapback = R"(
        . . . . .
        . . . . .
        X X . . .
        O O X . .
        . . X . .)";
    CHECK_FALSE(badSelfAtari(snapback, B, "A1"));
    // Without Black C1 the capturing stone has C1 as well: no snapback.
    CHECK(badSelfAtari(R"(
        . . . . .
        . . . . .
        X X . . .
        O O X . .
        . . . . .)",
                       B, "A1"));
    // A lone capturing stone left with one liberty is a ko, not a snapback: Black cannot retake
    // at once.
    CHECK(badSelfAtari(R"(
        . . . . .
        . . . . .
        O O . . .
        O X . . .
        . . X . .)",
                       B, "A1"));
    // False eye: Black B1 is captured at A1, and then B1 has Black C2 and the edge on its
    // diagonals, a false eye instead of White's two-point eye.
    CHECK_FALSE(badSelfAtari(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O O . . . .
        O O X . . . .
        O O X . . . .
        . . O O X . .)",
                             B, "B1"));
    // The same throw-in with White C2: B1 stays a real eye, the stone is wasted.
    CHECK(badSelfAtari(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O O . . . .
        O O X . . . .
        O O O . . . .
        . . O O X . .)",
                       B, "B1"));
}
