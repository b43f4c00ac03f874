// Handicap placement: the fixed layouts of GTP v2 section 4.1.1 (fixed_handicap) and the checks
// of set_free_handicap, and placing the stones in a GameHistory.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "diagram.h"
#include "handicap.h"
#include "history.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

// "D4 Q16 D16" for a list of points.
std::string vertices(int size, const std::vector<Point>& points) {
    std::string out;
    for (const Point p : points) {
        if (!out.empty()) out += ' ';
        out += formatVertex(p, size);
    }
    return out;
}

std::string layout(int size, int n) {
    return vertices(size, fixedHandicapPoints(size, n));
}

std::vector<Point> points(int size, const std::vector<const char*>& names) {
    std::vector<Point> out;
    for (const char* name : names) out.push_back(v(name, size));
    return out;
}

}  // namespace

TEST_CASE("fixedHandicapPoints on 19x19, in the order of GTP v2 section 4.1.1") {
    CHECK(layout(19, 2) == "D4 Q16");
    CHECK(layout(19, 3) == "D4 Q16 D16");
    CHECK(layout(19, 4) == "D4 Q16 D16 Q4");
    CHECK(layout(19, 5) == "D4 Q16 D16 Q4 K10");
    CHECK(layout(19, 6) == "D4 Q16 D16 Q4 D10 Q10");
    CHECK(layout(19, 7) == "D4 Q16 D16 Q4 D10 Q10 K10");
    CHECK(layout(19, 8) == "D4 Q16 D16 Q4 D10 Q10 K4 K16");
    CHECK(layout(19, 9) == "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
}

TEST_CASE("fixedHandicapPoints on 9x9: third line") {
    CHECK(layout(9, 2) == "C3 G7");
    CHECK(layout(9, 3) == "C3 G7 C7");
    CHECK(layout(9, 4) == "C3 G7 C7 G3");
    CHECK(layout(9, 5) == "C3 G7 C7 G3 E5");
    CHECK(layout(9, 6) == "C3 G7 C7 G3 C5 G5");
    CHECK(layout(9, 7) == "C3 G7 C7 G3 C5 G5 E5");
    CHECK(layout(9, 8) == "C3 G7 C7 G3 C5 G5 E3 E7");
    CHECK(layout(9, 9) == "C3 G7 C7 G3 C5 G5 E3 E7 E5");
}

TEST_CASE("fixedHandicapPoints on 13x13: fourth line") {
    CHECK(layout(13, 2) == "D4 K10");
    CHECK(layout(13, 3) == "D4 K10 D10");
    CHECK(layout(13, 4) == "D4 K10 D10 K4");
    CHECK(layout(13, 5) == "D4 K10 D10 K4 G7");
    CHECK(layout(13, 6) == "D4 K10 D10 K4 D7 K7");
    CHECK(layout(13, 7) == "D4 K10 D10 K4 D7 K7 G7");
    CHECK(layout(13, 8) == "D4 K10 D10 K4 D7 K7 G4 G10");
    CHECK(layout(13, 9) == "D4 K10 D10 K4 D7 K7 G4 G10 G7");
}

TEST_CASE("fixedHandicapPoints on other sizes") {
    // 12x12 is below 13x13, so the corner stones stand on the THIRD line, as the GTP spec
    // says and gomill (handicap_layout.py: altitude 2 below 13) does. GNU Go differs here: it
    // moves the stones to the fourth line "for boards larger than 11x11" (D4 J9 ...).
    CHECK(layout(12, 2) == "C3 K10");
    CHECK(layout(12, 4) == "C3 K10 C10 K3");
    // 11x11: third line, all nine points.
    CHECK(layout(11, 9) == "C3 J9 C9 J3 C6 J6 F3 F9 F6");
    // 7x7: at most four, third line. (The GTP spec and GNU Go allow four here; gomill's
    // max_fixed_handicap_for_board_size returns 0 for 7x7.)
    CHECK(layout(7, 2) == "C3 E5");
    CHECK(layout(7, 4) == "C3 E5 C5 E3");
    CHECK(layout(7, 5) == "");
    // Even sizes: corners only (no centre, no side points).
    CHECK(layout(8, 4) == "C3 F6 C6 F3");
    CHECK(layout(10, 4) == "C3 H8 C8 H3");
    CHECK(layout(14, 4) == "D4 L11 D11 L4");
    CHECK(layout(18, 3) == "D4 P15 D15");
    for (int size = 8; size <= 24; size += 2) {
        CAPTURE(size);
        CHECK(fixedHandicapPoints(size, 5).empty());
        CHECK(fixedHandicapPoints(size, 9).empty());
    }
    // 25x25: fourth line, centre N13.
    CHECK(layout(25, 9) == "D4 W22 D22 W4 D13 W13 N4 N22 N13");
    // 15x15 and 17x17.
    CHECK(layout(15, 5) == "D4 M12 D12 M4 H8");
    CHECK(layout(17, 8) == "D4 O14 D14 O4 D9 O9 J4 J14");
}

TEST_CASE("fixedHandicapPoints: n outside [2, max] and small boards give nothing") {
    for (int size = MIN_BOARD_SIZE; size <= MAX_BOARD_SIZE; ++size) {
        CAPTURE(size);
        for (const int n : {-1, 0, 1, maxFixedHandicap(size) + 1, 10, 100})
            CHECK(fixedHandicapPoints(size, n).empty());
    }
    for (int size = MIN_BOARD_SIZE; size < 7; ++size)
        for (int n = 0; n <= 9; ++n) CHECK(fixedHandicapPoints(size, n).empty());
}

TEST_CASE("maxFixedHandicap for every size") {
    for (int size = 2; size <= 6; ++size) CHECK(maxFixedHandicap(size) == 0);
    CHECK(maxFixedHandicap(7) == 4);
    for (int size = 8; size <= 24; size += 2) CHECK(maxFixedHandicap(size) == 4);
    for (int size = 9; size <= 25; size += 2) CHECK(maxFixedHandicap(size) == 9);
}

TEST_CASE("fixedHandicapPoints: n distinct points on the board, symmetric layouts") {
    for (int size = 7; size <= MAX_BOARD_SIZE; ++size) {
        const Board board(size);
        const int low = size >= 13 ? 3 : 2;
        const int high = size - 1 - low;
        const int mid = size / 2;
        for (int n = 2; n <= maxFixedHandicap(size); ++n) {
            CAPTURE(size);
            CAPTURE(n);
            const std::vector<Point> ps = fixedHandicapPoints(size, n);
            CHECK(static_cast<int>(ps.size()) == n);
            CHECK(std::set<Point>(ps.begin(), ps.end()).size() == ps.size());
            std::set<Point> mirrored;
            for (const Point p : ps) {
                REQUIRE(board.isOnBoard(p));
                const int x = xOf(size, p), y = yOf(size, p);
                CHECK((x == low || x == mid || x == high));
                CHECK((y == low || y == mid || y == high));
                if (x == mid || y == mid) CHECK(size % 2 == 1);  // centre lines: odd only
                mirrored.insert(pointAt(size, size - 1 - x, size - 1 - y));
            }
            // Except for 3 stones, every layout is symmetric through the centre.
            if (n != 3) CHECK(mirrored == std::set<Point>(ps.begin(), ps.end()));
            // The first stones are the first stones of every larger layout's corners.
            const std::vector<Point> corners = fixedHandicapPoints(size, 4);
            for (int i = 0; i < std::min(n, 4); ++i) CHECK(ps[i] == corners[i]);
        }
    }
}

TEST_CASE("checkFreeHandicap accepts valid placements") {
    CHECK(checkFreeHandicap(19, points(19, {"D4", "Q16"})) == "");
    CHECK(checkFreeHandicap(19, points(19, {"A1", "T19", "K10", "Q3"})) == "");
    CHECK(checkFreeHandicap(19, fixedHandicapPoints(19, 9)) == "");
    CHECK(checkFreeHandicap(2, points(2, {"A1", "B2"})) == "");
    // Up to size*size - 1 stones: every point but one.
    for (const int size : {2, 3, 9}) {
        CAPTURE(size);
        std::vector<Point> all;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) all.push_back(pointAt(size, x, y));
        all.pop_back();
        CHECK(checkFreeHandicap(size, all) == "");
        // And all of them is too many.
        all.push_back(pointAt(size, size - 1, size - 1));
        CHECK(checkFreeHandicap(size, all) != "");
    }
}

TEST_CASE("checkFreeHandicap rejects bad placements") {
    CHECK(checkFreeHandicap(19, {}) != "");
    CHECK(checkFreeHandicap(19, points(19, {"D4"})) != "");
    CHECK(checkFreeHandicap(19, points(19, {"D4", "D4"})) != "");
    CHECK(checkFreeHandicap(19, points(19, {"D4", "Q16", "K10", "Q16"})) != "");
    CHECK(checkFreeHandicap(19, {v("D4", 19), PASS}) != "");
    CHECK(checkFreeHandicap(19, {PASS, PASS}) != "");
    CHECK(checkFreeHandicap(9, {PASS, v("E5", 9), v("C3", 9)}) != "");
}

TEST_CASE("checkFreeHandicap rejects points off the board (handicap.h contract)") {
    // handicap.h: "distinct points on the board". A wall sentinel or an index outside the
    // board array is not a point on the board.
    const int size = 9;
    const Point wall = pointAt(size, -1, 3);        // the sentinel column
    const Point belowBoard = pointAt(size, 4, -1);  // the sentinel row below row 1
    const Point beyondArray = arraySizeFor(size) + 7;
    CHECK_FALSE(Board(size).isOnBoard(wall));
    CHECK_FALSE(Board(size).isOnBoard(belowBoard));
    CHECK(checkFreeHandicap(size, {v("C3", size), wall}) != "");
    CHECK(checkFreeHandicap(size, {v("C3", size), belowBoard}) != "");
    CHECK(checkFreeHandicap(size, {v("C3", size), beyondArray}) != "");
    CHECK(checkFreeHandicap(size, {v("C3", size), -5}) != "");
    // T19 of a 19x19 board, far outside this one's array.
    CHECK(checkFreeHandicap(size, {v("C3", size), v("T19", 19)}) != "");
}

TEST_CASE("GameHistory::placeHandicap with the fixed layouts") {
    for (const int size : {9, 13, 19}) {
        for (int n = 2; n <= 9; ++n) {
            CAPTURE(size);
            CAPTURE(n);
            GameHistory history(size);
            const std::vector<Point> stones = fixedHandicapPoints(size, n);
            REQUIRE(history.placeHandicap(stones));
            CHECK(history.handicap() == n);
            CHECK(history.toMove() == Color::WHITE);
            CHECK(history.moves().empty());
            CHECK(history.board().stoneCount(Color::BLACK) == n);
            CHECK(history.board().stoneCount(Color::WHITE) == 0);
            for (const Point p : stones) CHECK(history.board().at(p) == Color::BLACK);
            // The stones are part of the starting position, not moves.
            CHECK(static_cast<int>(history.legalMoves(Color::WHITE).size()) == size * size - n);
            CHECK_FALSE(history.undo());
        }
    }
}

TEST_CASE("GameHistory::placeHandicap refuses a second placement or a bad list") {
    GameHistory history(19);
    REQUIRE(history.placeHandicap(fixedHandicapPoints(19, 4)));
    CHECK_FALSE(history.placeHandicap(fixedHandicapPoints(19, 2)));  // board not empty
    CHECK(history.handicap() == 4);

    GameHistory played(19);
    REQUIRE(played.play(Color::BLACK, v("D4", 19)) == MoveCheck::LEGAL);
    CHECK_FALSE(played.placeHandicap(points(19, {"Q16", "D16"})));
    CHECK(played.handicap() == 0);

    GameHistory fresh(19);
    CHECK_FALSE(fresh.placeHandicap(points(19, {"D4", "D4"})));
    CHECK(fresh.handicap() == 0);
    CHECK(fresh.toMove() == Color::BLACK);
    CHECK(fresh.board().stoneCount(Color::BLACK) == 0);
}
