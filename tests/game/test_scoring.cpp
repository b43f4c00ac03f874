// Area counting (RULES.md, "Counting"; Chinese rules Art. 9 and 11): countArea, scoreGame and
// the two result formats, on concrete positions, including every worked example of RULES.md.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "diagram.h"
#include "positions.h"
#include "random.h"
#include "scoring.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

Rules withKomi(int komiHalfPoints, HandicapCompensation hc = HandicapCompensation::N) {
    Rules r = Rules::chinese();
    r.komiHalfPoints = komiHalfPoints;
    r.handicapCompensation = hc;
    return r;
}

// A board split by a wall: in row y (0 = row 1) Black has a stone at x = walls[y] and owns
// everything to its left, White has a stone at walls[y] + 1 and owns everything to its right.
// With `dame`, row 1 has an empty point between the two stones instead (White at walls[0] + 2);
// walls[1] must equal walls[0] so that the point above the dame is a White stone.
Board wallBoard(int size, const std::vector<int>& walls, bool dame = false) {
    Board b(size);
    for (int y = 0; y < size; ++y) {
        b.placeStone(Color::BLACK, b.point(walls[y], y));
        b.placeStone(Color::WHITE, b.point(walls[y] + (y == 0 && dame ? 2 : 1), y));
    }
    return b;
}

bool sameArea(const AreaCount& a, int black, int white, int shared) {
    return a.black == black && a.white == white && a.shared == shared;
}

}  // namespace

TEST_CASE("countArea: stones plus empty regions reached by one colour only") {
    // Column A is reached only by Black, column E only by White, column C by both (dame).
    const Board b = boardFromDiagram(R"(
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        . X . O .)");
    const AreaCount a = countArea(b);
    CHECK(a.black == 10);
    CHECK(a.white == 10);
    CHECK(a.shared == 5);

    // The dame count for nobody: with komi 0 this is a draw, and Black's count is 12 1/2,
    // which is exactly the par 25/2.
    const Score s = scoreGame(b, withKomi(0), 0);
    CHECK(s.marginHalfPoints == 0);
    CHECK(formatGtpResult(s.marginHalfPoints) == "0");
    CHECK(formatChineseCount(s) == "Black 12 1/2 stones, draw");
}

TEST_CASE("countArea: empty board and one-colour boards") {
    // No stone: every point is reached by neither colour, so it is shared.
    CHECK(sameArea(countArea(Board(9)), 0, 0, 81));
    CHECK(sameArea(countArea(Board(2)), 0, 0, 4));

    // A single stone owns the whole board.
    Board b(9);
    b.placeStone(Color::WHITE, v("E5", 9));
    CHECK(sameArea(countArea(b), 0, 81, 0));
    Board c(19);
    c.placeStone(Color::BLACK, v("D4", 19));
    c.placeStone(Color::BLACK, v("Q16", 19));
    CHECK(sameArea(countArea(c), 361, 0, 0));
}

TEST_CASE("countArea: several regions, eyes and a dame on 7x7") {
    const Board b = boardFromDiagram(R"(
        X . X X . O .
        . X X . X O O
        X X . X X O .
        X . X X O O O
        X X X . X O .
        X X . X X O O
        . X X X O O .)");
    REQUIRE(b.allChainsHaveLiberties());
    // Black: 24 stones + the eyes B7, A6, D6, C5, B4, D3, C2, A1 = 32.
    // White: 12 stones + the eyes G7, G5, G3, G1 = 16. Dame: E7 (next to D7, F7 and E6).
    const AreaCount a = countArea(b);
    CHECK(a.black == 32);
    CHECK(a.white == 16);
    CHECK(a.shared == 1);
    CHECK(a.black + a.white + a.shared == 49);
}

TEST_CASE("countArea: seki") {
    // The black chain E7 E6 E5 F5 and the white chain C7 C6 C5 D5 have no eyes and share the
    // liberties D7 and D6: whoever plays there puts its own chain in atari, so both live in
    // seki. The shared liberties count for nobody; the seki stones count for their owners.
    const Board b = boardFromDiagram(SEKI_7X7);
    REQUIRE(b.allChainsHaveLiberties());
    CHECK(b.liberties(v("E7", 7)) == 2);
    CHECK(b.liberties(v("C7", 7)) == 2);
    CHECK(b.isSuicide(Color::BLACK, v("D7", 7)) == false);  // legal, but self-atari

    const AreaCount a = countArea(b);
    // Black: 23 stones (4 of them in seki) + A7, B2, C1. White: 18 stones (4 in seki) + G7,
    // F2, G1. Shared: D7, D6.
    CHECK(a.black == 26);
    CHECK(a.white == 21);
    CHECK(a.shared == 2);

    // Shared points split half and half: Black's count is 27 of 49, par 24 1/2.
    const Score s = scoreGame(b, withKomi(0), 0);
    CHECK(s.marginHalfPoints == 10);
    CHECK(formatGtpResult(s.marginHalfPoints) == "B+5");
    CHECK(formatChineseCount(s) == "Black 27 stones, Black wins by 2 1/2 stones");
    CHECK(playoutAreaDifference(b) == a.black - a.white);
}

TEST_CASE("countArea: dead stones are removed and their points go to the surrounder") {
    const Board b = boardFromDiagram(R"(
        . . . . X O . . .
        . . . . X O . . .
        . O O . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . . .
        . . . . X O . X .
        . . . . X O . . .
        . . . . X O . . .)");
    const Point w1 = v("B7", 9), w2 = v("C7", 9), bl = v("H3", 9);

    // Without agreement on the dead stones both territories touch both colours: shared.
    CHECK(sameArea(countArea(b), 10, 11, 60));

    // With them removed the whole left side is Black's and the right side White's.
    CHECK(sameArea(countArea(b, {w1, w2, bl}), 45, 36, 0));
    // Only the white stones dead: the right side is still shared.
    CHECK(sameArea(countArea(b, {w1, w2}), 46, 9, 26));
    // Order does not matter, and empty points, repeated points and PASS are ignored.
    CHECK(sameArea(countArea(b, {bl, PASS, v("A1", 9), w2, w1, w1}), 45, 36, 0));
    // countArea works on a copy.
    CHECK(b.at(w1) == Color::WHITE);
    CHECK(b.at(bl) == Color::BLACK);

    // Komi 7.5 on 9x9: Black 45 against the par 40 1/2 + 3 3/4.
    const Score s = scoreGame(b, Rules::chinese(), 0, {w1, w2, bl});
    CHECK(s.area.black == 45);
    CHECK(s.area.white == 36);
    CHECK(s.boardSize == 9);
    CHECK(s.komiHalfPoints == 15);
    CHECK(s.compensationPoints == 0);
    CHECK(s.marginHalfPoints == 3);
    CHECK(formatGtpResult(s.marginHalfPoints) == "B+1.5");
    CHECK(formatChineseCount(s) == "Black 45 stones, Black wins by 3/4 stone");
}

TEST_CASE("RULES.md: Black 185 stones wins by 3/4 stone") {
    const Board b = boardFromDiagram(R"(
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .)");
    CHECK(sameArea(countArea(b), 185, 176, 0));
    const Score s = scoreGame(b, Rules::chinese(), 0);
    CHECK(s.marginHalfPoints == 3);
    CHECK(formatGtpResult(s.marginHalfPoints) == "B+1.5");
    CHECK(formatChineseCount(s) == "Black 185 stones, Black wins by 3/4 stone");
}

TEST_CASE("RULES.md: Black 184 stones loses by 1/4 stone") {
    const Board b = boardFromDiagram(R"(
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .)");
    CHECK(sameArea(countArea(b), 184, 177, 0));
    const Score s = scoreGame(b, Rules::chinese(), 0);
    CHECK(s.marginHalfPoints == -1);
    CHECK(formatGtpResult(s.marginHalfPoints) == "W+0.5");
    CHECK(formatChineseCount(s) == "Black 184 stones, White wins by 1/4 stone");
}

TEST_CASE("RULES.md: Black 184 1/2 stones (one dame) wins by 1/4 stone") {
    // As the previous position, but the dame at K1 is shared: White has one point less.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X . O . . . . . . .)");
    CHECK(sameArea(countArea(b), 184, 176, 1));
    const Score s = scoreGame(b, Rules::chinese(), 0);
    CHECK(s.marginHalfPoints == 1);
    CHECK(formatGtpResult(s.marginHalfPoints) == "B+0.5");
    CHECK(formatChineseCount(s) == "Black 184 1/2 stones, Black wins by 1/4 stone");
}

TEST_CASE("RULES.md: even game without komi, Black wins with 181") {
    const Board b = boardFromDiagram(R"(
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .)");
    CHECK(sameArea(countArea(b), 181, 180, 0));
    const Score s = scoreGame(b, withKomi(0), 0);
    CHECK(s.marginHalfPoints == 2);
    CHECK(formatGtpResult(s.marginHalfPoints) == "B+1");
    CHECK(formatChineseCount(s) == "Black 181 stones, Black wins by 1/2 stone");
    // A handicap of one stone ("让先") brings no compensation either.
    CHECK(scoreGame(b, withKomi(0), 1).marginHalfPoints == 2);
    // With the normal komi the same board is a loss by 3 1/4 stones.
    const Score k = scoreGame(b, Rules::chinese(), 0);
    CHECK(k.marginHalfPoints == -13);
    CHECK(formatGtpResult(k.marginHalfPoints) == "W+6.5");
    CHECK(formatChineseCount(k) == "Black 181 stones, White wins by 3 1/4 stones");
}

TEST_CASE("RULES.md: 3 handicap stones, Black 182 against White 179") {
    // Handicap stones at D4, D16 and Q16 (GTP fixed layout); Q16 died in White's area.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . X . . . . X O . . . . . X . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . X O . . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . X . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .
        . . . . . . . . . X O . . . . . . . .)");
    const std::vector<Point> dead = {v("Q16", 19)};
    CHECK(sameArea(countArea(b, dead), 182, 179, 0));

    // Komi 0 (as usual in handicap games) and compensation n: White gets 3 points, a draw.
    const Score n = scoreGame(b, withKomi(0, HandicapCompensation::N), 3, dead);
    CHECK(n.compensationPoints == 3);
    CHECK(n.marginHalfPoints == 0);
    CHECK(formatGtpResult(n.marginHalfPoints) == "0");
    CHECK(formatChineseCount(n) == "Black 182 stones, draw");

    const Score n1 = scoreGame(b, withKomi(0, HandicapCompensation::N_MINUS_1), 3, dead);
    CHECK(n1.compensationPoints == 2);
    CHECK(n1.marginHalfPoints == 2);
    CHECK(formatGtpResult(n1.marginHalfPoints) == "B+1");
    CHECK(formatChineseCount(n1) == "Black 182 stones, Black wins by 1/2 stone");

    const Score none = scoreGame(b, withKomi(0, HandicapCompensation::NONE), 3, dead);
    CHECK(none.compensationPoints == 0);
    CHECK(none.marginHalfPoints == 6);
    CHECK(formatGtpResult(none.marginHalfPoints) == "B+3");
    CHECK(formatChineseCount(none) == "Black 182 stones, Black wins by 1 1/2 stones");

    // Komi 0.5 on top of the compensation: White by 1/4 stone.
    const Score half = scoreGame(b, withKomi(1), 3, dead);
    CHECK(half.marginHalfPoints == -1);
    CHECK(formatGtpResult(half.marginHalfPoints) == "W+0.5");
    CHECK(formatChineseCount(half) == "Black 182 stones, White wins by 1/4 stone");
}

TEST_CASE("the par is size*size/2 on every board size") {
    struct Case {
        int size;
        std::vector<int> walls;
        bool dame;
        const char* count;  // Black's count in the Chinese form
    };
    // Odd sizes: (size*size - 1)/2 points each and one dame, so Black has exactly the par.
    // (2x2 is in its own test case: a wall board would have no liberties there.)
    const Case cases[] = {
        {3, {0, 0, 1}, true, "Black 4 1/2 stones, draw"},
        {4, {1, 1, 1, 1}, false, "Black 8 stones, draw"},
        {5, {2, 2, 1, 1, 1}, true, "Black 12 1/2 stones, draw"},
        {6, {2, 2, 2, 2, 2, 2}, false, "Black 18 stones, draw"},
        {9, {4, 4, 4, 4, 3, 3, 3, 3, 3}, true, "Black 40 1/2 stones, draw"},
        {13, {6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5}, true, "Black 84 1/2 stones, draw"},
        {19,
         {9, 9, 9, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8},
         true,
         "Black 180 1/2 stones, draw"},
        {24, std::vector<int>(24, 11), false, "Black 288 stones, draw"},
        {25,
         {12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 11,
          11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11},
         true,
         "Black 312 1/2 stones, draw"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.size);
        const Board b = wallBoard(c.size, c.walls, c.dame);
        REQUIRE(b.allChainsHaveLiberties());
        const AreaCount a = countArea(b);
        const int n = c.size * c.size;
        CHECK(a.black == n / 2);
        CHECK(a.white == n / 2);
        CHECK(a.shared == n % 2);
        const Score s = scoreGame(b, withKomi(0), 0);
        CHECK(s.marginHalfPoints == 0);
        CHECK(formatGtpResult(s.marginHalfPoints) == "0");
        CHECK(formatChineseCount(s) == c.count);
        // Komi 0.5 turns the draw into a quarter-stone loss.
        CHECK(scoreGame(b, withKomi(1), 0).marginHalfPoints == -1);
    }
}

TEST_CASE("2x2 board: par 2") {
    const Board diagonal = boardFromDiagram(R"(
        X .
        . O)");
    CHECK(sameArea(countArea(diagonal), 1, 1, 2));
    const Score d = scoreGame(diagonal, withKomi(0), 0);
    CHECK(d.marginHalfPoints == 0);
    CHECK(formatChineseCount(d) == "Black 2 stones, draw");

    const Board b = boardFromDiagram(R"(
        X .
        X O)");
    CHECK(sameArea(countArea(b), 2, 1, 1));
    const Score s = scoreGame(b, withKomi(0), 0);
    CHECK(s.marginHalfPoints == 2);
    CHECK(formatChineseCount(s) == "Black 2 1/2 stones, Black wins by 1/2 stone");
    const Score k = scoreGame(b, Rules::chinese(), 0);
    CHECK(k.marginHalfPoints == -13);
    CHECK(formatGtpResult(k.marginHalfPoints) == "W+6.5");
}

TEST_CASE("scoreGame: margin is black - white - komi - compensation, in half points") {
    const Board b = wallBoard(9, {4, 4, 4, 4, 3, 3, 3, 3, 3}, true);  // 40 / 40 / 1
    for (const int komi : {-15, -1, 0, 1, 11, 15}) {
        for (const int stones : {0, 1, 2, 5, 9}) {
            CAPTURE(komi);
            CAPTURE(stones);
            const Rules r = withKomi(komi);
            const Score s = scoreGame(b, r, stones);
            CHECK(s.komiHalfPoints == komi);
            CHECK(s.compensationPoints == r.handicapBonusPoints(stones));
            CHECK(s.marginHalfPoints == -komi - 2 * (stones >= 2 ? stones : 0));
        }
    }
}

TEST_CASE("formatGtpResult") {
    CHECK(formatGtpResult(0) == "0");
    CHECK(formatGtpResult(1) == "B+0.5");
    CHECK(formatGtpResult(-1) == "W+0.5");
    CHECK(formatGtpResult(2) == "B+1");
    CHECK(formatGtpResult(-2) == "W+1");
    CHECK(formatGtpResult(3) == "B+1.5");
    CHECK(formatGtpResult(-15) == "W+7.5");
    CHECK(formatGtpResult(30) == "B+15");
    CHECK(formatGtpResult(-722) == "W+361");
    CHECK(formatGtpResult(737) == "B+368.5");
}

TEST_CASE("formatChineseCount: margins in quarter stones") {
    auto text = [](int black, int shared, int margin) {
        Score s;
        s.area.black = black;
        s.area.white = 361 - black - shared;
        s.area.shared = shared;
        s.marginHalfPoints = margin;
        return formatChineseCount(s);
    };
    CHECK(text(185, 0, 1) == "Black 185 stones, Black wins by 1/4 stone");
    CHECK(text(185, 0, 2) == "Black 185 stones, Black wins by 1/2 stone");
    CHECK(text(185, 0, 3) == "Black 185 stones, Black wins by 3/4 stone");
    CHECK(text(185, 0, 4) == "Black 185 stones, Black wins by 1 stone");
    CHECK(text(185, 0, 5) == "Black 185 stones, Black wins by 1 1/4 stones");
    CHECK(text(185, 0, 6) == "Black 185 stones, Black wins by 1 1/2 stones");
    CHECK(text(185, 0, 7) == "Black 185 stones, Black wins by 1 3/4 stones");
    CHECK(text(185, 0, 8) == "Black 185 stones, Black wins by 2 stones");
    CHECK(text(185, 0, 0) == "Black 185 stones, draw");
    CHECK(text(170, 3, -5) == "Black 171 1/2 stones, White wins by 1 1/4 stones");
    CHECK(text(170, 2, -8) == "Black 171 stones, White wins by 2 stones");
    CHECK(text(100, 1, -161) == "Black 100 1/2 stones, White wins by 40 1/4 stones");
    CHECK(text(0, 0, -737) == "Black 0 stones, White wins by 184 1/4 stones");
    CHECK(text(361, 0, 707) == "Black 361 stones, Black wins by 176 3/4 stones");
}

TEST_CASE("formatChineseCount agrees with the count against the par") {
    // On 19x19 wall boards with komi 7.5, Black's count c wins by c - 184 1/4 stones: the
    // margin in quarter stones is 4c - 737. Black's area runs from 76 to 323 points here.
    for (int blackRows = 0; blackRows <= 19; ++blackRows) {
        for (const int wall : {3, 8, 9, 15}) {
            for (const bool dame : {false, true}) {
                std::vector<int> walls(19, wall);
                for (int y = 0; y < blackRows; ++y) walls[y] = wall + 1;
                if (dame && walls[1] != walls[0]) continue;
                const Board b = wallBoard(19, walls, dame);
                const AreaCount a = countArea(b);
                const int halves = 2 * a.black + a.shared;  // Black's count in half stones
                CHECK(a.black + a.white + a.shared == 361);
                const Score s = scoreGame(b, Rules::chinese(), 0);
                // margin (quarter stones) = 4 * (count - 184 1/4) = 2 * halves - 737
                CHECK(s.marginHalfPoints == 2 * halves - 737);
            }
        }
    }
}

TEST_CASE("playoutAreaDifference on finished positions") {
    // Every empty point is an eye of one colour or a dame: the fast count equals countArea.
    const Board finished = boardFromDiagram(R"(
        X . X X . O . O .
        . X X . X O O . O
        X X . X X O . O O
        X . X X O O O O .
        X X X . X O . O O
        . X X X X O O . O
        X X . X O . O O O
        X . X X X O O . O
        X X X . X O . O O)");
    REQUIRE(finished.allChainsHaveLiberties());
    CHECK(sameArea(countArea(finished), 42, 38, 1));
    CHECK(playoutAreaDifference(finished) == 4);

    const Board two = boardFromDiagram(R"(
        X O
        X O)");
    CHECK(playoutAreaDifference(two) == 0);
    const Board dame = boardFromDiagram(R"(
        X .
        X O)");
    CHECK(playoutAreaDifference(dame) == countArea(dame).black - countArea(dame).white);
}

TEST_CASE("playoutAreaDifference equals countArea at the end of random playouts") {
    // Random non-eye-filling games to the end: then no empty point has an empty neighbour
    // (such a point would still be a legal, non-eye move for both sides).
    Random random(20240607);
    int finishedGames = 0;
    for (const int size : {5, 7, 9, 13}) {
        for (int game = 0; game < 20; ++game) {
            CAPTURE(size);
            CAPTURE(game);
            Board b(size);
            Color toMove = Color::BLACK;
            int passes = 0;
            int moves = 0;
            const int limit = 3 * size * size;
            while (passes < 2 && moves < limit) {
                std::vector<Point> candidates;
                for (int i = 0; i < b.emptyCount(); ++i)
                    if (b.isPlayoutMove(toMove, b.emptyAt(i))) candidates.push_back(b.emptyAt(i));
                if (candidates.empty()) {
                    b.play(toMove, PASS);
                    ++passes;
                } else {
                    b.play(toMove,
                           candidates[random.below(static_cast<uint32_t>(candidates.size()))]);
                    passes = 0;
                    ++moves;
                }
                toMove = opponent(toMove);
            }
            if (passes < 2) continue;  // a long cycle: not a finished position
            ++finishedGames;
            for (int i = 0; i < b.emptyCount(); ++i) {
                const Point p = b.emptyAt(i);
                for (const Point n : {p - b.stride(), p - 1, p + 1, p + b.stride()})
                    CHECK(b.at(n) != Color::EMPTY);
            }
            const AreaCount a = countArea(b);
            CHECK(playoutAreaDifference(b) == a.black - a.white);
            CHECK(a.black + a.white + a.shared == size * size);
        }
    }
    CHECK(finishedGames >= 60);
}
