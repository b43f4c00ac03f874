// Capture races (src/knowledge/semeai.h): the counted verdicts of the textbook cases (equal
// liberties, one more, shared liberties and seki, one eye against none) and the urgent moves on
// whole boards, from the positions of tests/tactics/semeai.tst; on random positions, the urgent
// moves against a plain reading of the counts.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

#include "diagram.h"
#include "liberties.h"
#include "positions.h"
#include "semeai.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

RaceVerdict read(int moverOutside, int moverEyes, int otherOutside, int otherEyes, int shared) {
    return readRaceCounts({moverOutside, moverEyes, otherOutside, otherEyes, shared});
}

Points urgent(const Board& b, Color c, const char* own, const char* opp) {
    const std::string before = diagramOf(b);
    Point out[8];
    const int n = urgentRaceMoves(b, c, v(own, b.size()), v(opp, b.size()), out, 8);
    CHECK(diagramOf(b) == before);
    return Points(out, out + n);
}

}  // namespace

TEST_CASE("semeai: counted races, with either side to move") {
    // Three against three: the side to move wins by filling outside.
    CHECK(read(3, 0, 3, 0, 0).result == RaceResult::MOVER_WINS);
    CHECK(read(3, 0, 3, 0, 0).move == RaceMove::FILL_OUTSIDE);
    // One liberty short: lost whatever the mover does; one more: won even by passing.
    CHECK(read(3, 0, 4, 0, 0).result == RaceResult::MOVER_LOSES);
    CHECK(read(4, 0, 3, 0, 0).result == RaceResult::MOVER_WINS);
    CHECK(read(2, 0, 3, 0, 0).result == RaceResult::MOVER_LOSES);
    // A shared liberty: two outside each, the mover wins from outside, never by filling it.
    CHECK(read(2, 0, 2, 0, 1).result == RaceResult::MOVER_WINS);
    CHECK(read(2, 0, 2, 0, 1).move == RaceMove::FILL_OUTSIDE);
    // Two shared liberties and one outside each: seki (a fill of a shared one loses).
    CHECK(read(1, 0, 1, 0, 2).result == RaceResult::SEKI);
    CHECK(read(0, 0, 0, 0, 2).result == RaceResult::SEKI);
    CHECK(read(0, 0, 0, 0, 2).move == RaceMove::PASS);
    // One eye against none, two shared liberties: the eye wins, moving first or second.
    CHECK(read(0, 1, 0, 0, 2).result == RaceResult::MOVER_WINS);
    CHECK(read(0, 0, 0, 1, 2).result == RaceResult::MOVER_LOSES);
    // Eye against eye with a shared liberty: seki.
    CHECK(read(0, 1, 0, 1, 1).result == RaceResult::SEKI);
}

TEST_CASE("semeai: the urgent fills of a race on the board") {
    const Board even = boardFromDiagram(RACE_THREE_AGAINST_THREE);
    RaceCounts counts;
    REQUIRE(countRace(even, v("C9", 9), v("D9", 9), counts));
    CHECK(counts.moverOutside == 3);
    CHECK(counts.otherOutside == 3);
    CHECK(counts.shared == 0);
    // Either side to move fills the other's outside liberties.
    CHECK(urgent(even, B, "C8", "D7") == pointsOf(even, {"E9", "E8", "E7"}));
    CHECK(urgent(even, W, "D8", "C7") == pointsOf(even, {"B9", "B8", "B7"}));
    // With White's E7 filled, Black is a liberty ahead: won even if White moves first, and
    // White cannot win it: nothing urgent for either.
    Board ahead = even;
    ahead.placeStone(B, v("E7", 9));
    CHECK(urgent(ahead, B, "C8", "D7").empty());
    CHECK(urgent(ahead, W, "D8", "C7").empty());

    // The shared liberty D9: the fills from outside, never D9.
    const Board shared = boardFromDiagram(RACE_SHARED_LIBERTY);
    REQUIRE(countRace(shared, v("C9", 9), v("D8", 9), counts));
    CHECK(counts.moverOutside == 2);
    CHECK(counts.otherOutside == 2);
    CHECK(counts.shared == 1);
    CHECK(urgent(shared, B, "C9", "E9") == pointsOf(shared, {"F9", "F8"}));
    CHECK(urgent(shared, W, "E9", "C9") == pointsOf(shared, {"B9", "B8"}));
}

TEST_CASE("semeai: every race on the board") {
    const Board even = boardFromDiagram(RACE_THREE_AGAINST_THREE);
    Point out[8];
    // The whole board: the one race, for either side.
    CHECK(Points(out, out + allRaceMoves(even, B, out, 8)) == pointsOf(even, {"E9", "E8", "E7"}));
    CHECK(Points(out, out + allRaceMoves(even, W, out, 8)) == pointsOf(even, {"B9", "B8", "B7"}));
    const Board shared = boardFromDiagram(RACE_SHARED_LIBERTY);
    CHECK(Points(out, out + allRaceMoves(shared, B, out, 8)) == pointsOf(shared, {"F9", "F8"}));
}

TEST_CASE("semeai: chains that do not race") {
    const Board b = boardFromDiagram(RACE_THREE_AGAINST_THREE);
    RaceCounts counts;
    // Not adjacent: Black's F9 wall and White's D9 chain.
    CHECK_FALSE(countRace(b, v("F9", 9), v("D9", 9), counts));
    // Too many liberties: Black's long D-E-F wall.
    CHECK_FALSE(countRace(b, v("D3", 9), v("C3", 9), counts));
    CHECK(urgent(b, B, "D3", "C3").empty());
    // In atari is not a race (the atari answers handle it).
    const Board atari = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .)");
    CHECK_FALSE(countRace(atari, v("B3", 5), v("C3", 5), counts));
}

namespace {

// urgentRaceMoves written plainly from the counts, for the cross-check below: the fills of the
// other chain's liberties that the counted race asks for when c wins moving first and does not
// moving second.
Points referenceUrgent(const Board& b, Color c, Point own, Point opp) {
    RaceCounts counts;
    if (!countRace(b, own, opp, counts)) return {};
    const RaceVerdict first = readRaceCounts(counts);
    const RaceVerdict second =
        readRaceCounts({counts.otherOutside, counts.otherEyes, counts.moverOutside,
                        counts.moverEyes, counts.shared});
    if (first.result != RaceResult::MOVER_WINS || first.move == RaceMove::PASS ||
        second.result == RaceResult::MOVER_LOSES)
        return {};
    Point ownLibs[8], oppLibs[8];
    const int ownCount = chainLiberties(b, own, ownLibs, 8);
    const int oppCount = chainLiberties(b, opp, oppLibs, 8);
    const auto eyeOf = [&](Color colour, Point p) {
        for (const Point n : {p - b.stride(), p - 1, p + 1, p + b.stride()})
            if (b.at(n) != colour && b.at(n) != Color::WALL) return false;
        return true;
    };
    Points fills;
    for (int i = 0; i < oppCount; ++i) {
        const Point p = oppLibs[i];
        const bool shared = std::find(ownLibs, ownLibs + ownCount, p) != ownLibs + ownCount;
        const bool wanted =
            first.move == RaceMove::FILL_SHARED ? shared : !shared && !eyeOf(b.at(opp), p);
        if (wanted && b.isLegal(c, p) && !b.isSelfAtari(c, p)) fills.insert(p);
    }
    return fills;
}

}  // namespace

TEST_CASE(
    "semeai: on random positions, the urgent fills match the counts, and the board's are those "
    "of its pairs") {
    int pairs = 0, urgentPairs = 0;
    for (uint64_t seed = 1; seed <= 300; ++seed) {
        const int size = seed % 3 == 0 ? 13 : 9;
        const Board b = scatteredPosition(size, seed, size * size / 2);
        for (const Color c : {B, W}) {
            Point all[64];
            const Points everywhere(all, all + allRaceMoves(b, c, all, 64));
            Points fromPairs;
            std::set<std::pair<Point, Point>> seen;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const Point p = b.point(x, y);
                    if (b.at(p) != c) continue;
                    for (const Point n : {p - b.stride(), p - 1, p + 1, p + b.stride()}) {
                        if (b.at(n) != opponent(c)) continue;
                        const Point own = b.chainHead(p), opp = b.chainHead(n);
                        if (!seen.insert({own, opp}).second) continue;
                        INFO("seed ", seed, " ", formatVertex(own, size), " against ",
                             formatVertex(opp, size), "\n", b.toText());
                        const Points expected = referenceUrgent(b, c, own, opp);
                        Point out[8];
                        CHECK(Points(out, out + urgentRaceMoves(b, c, own, opp, out, 8)) ==
                              expected);
                        ++pairs;
                        urgentPairs += !expected.empty();
                        fromPairs.insert(expected.begin(), expected.end());
                    }
                }
            CHECK(everywhere == fromPairs);
        }
    }
    // The positions hold races enough for the checks to mean something.
    CHECK(pairs > 1000);
    CHECK(urgentPairs > 50);
}
