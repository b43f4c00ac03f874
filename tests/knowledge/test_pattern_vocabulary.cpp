// The shape vocabulary: the 3x3 shape codes and the large-pattern hashes are the same under the 8
// symmetries and with colours swapped along with the player; the pattern dictionary values shapes
// by symmetry and finds the largest known pattern.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "diagram.h"
#include "pattern_vocabulary.h"
#include "random.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

// (x, y) under symmetry s of a board of `size`: mirror when s >= 4, then s % 4 quarter turns.
Point transformPoint(int size, Point p, int s) {
    int x = xOf(size, p), y = yOf(size, p);
    if (s >= 4) x = size - 1 - x;
    for (int k = 0; k < (s & 3); ++k) {
        const int nx = y, ny = size - 1 - x;
        x = nx;
        y = ny;
    }
    return pointAt(size, x, y);
}

Board transformBoard(const Board& board, int s, bool swapColours) {
    Board out(board.size());
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Color c = board.at(board.point(x, y));
            if (c == Color::EMPTY) continue;
            out.placeStone(swapColours ? opponent(c) : c,
                           transformPoint(board.size(), board.point(x, y), s));
        }
    return out;
}

}  // namespace

TEST_CASE("3x3 shape codes: the same up to symmetry, colours relative to the player") {
    const Board board = scatteredPosition(9, 3, 45);
    int compared = 0;
    for (int i = 0; i < board.emptyCount(); ++i) {
        const Point p = board.emptyAt(i);
        const uint32_t code = shapeCode(board, p, B);
        const uint32_t canonical = canonicalShapeCode(code);
        CHECK(canonical <= code);
        for (int s = 0; s < 8; ++s) {
            CHECK(canonicalShapeCode(transformShapeCode(code, s)) == canonical);
            const Board t = transformBoard(board, s, false);
            CHECK(canonicalShapeCode(shapeCode(t, transformPoint(9, p, s), B)) == canonical);
            const Board swapped = transformBoard(board, s, true);
            CHECK(canonicalShapeCode(shapeCode(swapped, transformPoint(9, p, s), W)) == canonical);
        }
        ++compared;
    }
    CHECK(compared > 20);
    // A shape and its colour-swapped version differ for the same player.
    const Board one = boardFromDiagram(R"(
        . . .
        . . X
        . . .)");
    CHECK(shapeCode(one, v("B2", 3), B) != shapeCode(one, v("B2", 3), W));
}

TEST_CASE("3x3 shape codes: each neighbour's state, liberties counted up to 3") {
    // The code's fields in order: orthogonal N, E, S, W (3 bits: 0 empty, 1..3 own with 1, 2,
    // 3+ liberties, 4..6 the opponent's, 7 off board), then diagonal NE, SE, SW, NW (2 bits:
    // 0 empty, 1 own, 2 the opponent's, 3 off board).
    const Board board = boardFromDiagram(R"(
        . . O . .
        . O X O .
        . X . O X
        . . O X .
        . . X . .)");
    const auto fields = [](uint32_t code) {
        std::vector<uint32_t> out;
        for (int i = 0; i < 4; ++i) out.push_back((code >> (3 * i)) & 7);
        for (int i = 0; i < 4; ++i) out.push_back((code >> (12 + 2 * i)) & 3);
        return out;
    };
    // Around C3: C4 Black with 1 liberty, D3 White with 3 (D3-D4: C3, D5, E4), C2 White with
    // 2, B3 Black with 3; D4 White, D2 Black, B2 empty, B4 White.
    const Point p = v("C3", 5);
    CHECK(fields(shapeCode(board, p, B)) == std::vector<uint32_t>{1, 6, 5, 3, 2, 1, 0, 2});
    CHECK(fields(shapeCode(board, p, W)) == std::vector<uint32_t>{4, 3, 2, 6, 1, 2, 0, 1});
    // A1: north, east and north-east empty, the rest off board.
    CHECK(fields(shapeCode(board, v("A1", 5), B)) == std::vector<uint32_t>{0, 0, 7, 7, 0, 3, 3, 3});
}

TEST_CASE("large-pattern hashes: the same under the 8 symmetries and a colour swap") {
    const Board board = scatteredPosition(13, 11, 70);
    constexpr int n = MAX_LARGE_PATTERN_SIZE - MIN_LARGE_PATTERN_SIZE + 1;
    int compared = 0;
    for (int i = 0; i < board.emptyCount(); i += 3) {
        const Point p = board.emptyAt(i);
        uint64_t base[n], other[n];
        largePatternHashes(board, p, B, MAX_LARGE_PATTERN_SIZE, base);
        CHECK(std::adjacent_find(base, base + n) == base + n);  // every size differs
        for (int s = 0; s < 8; ++s) {
            for (const bool swap : {false, true}) {
                const Board t = transformBoard(board, s, swap);
                largePatternHashes(t, transformPoint(13, p, s), swap ? W : B,
                                   MAX_LARGE_PATTERN_SIZE, other);
                CHECK(std::equal(base, base + n, other));
            }
        }
        largePatternHashes(board, p, W, MAX_LARGE_PATTERN_SIZE, other);
        CHECK(other[n - 1] != base[n - 1]);  // the other player sees other colours
        ++compared;
    }
    CHECK(compared > 10);
    CHECK(largePatternPoints(3) == 8);
    CHECK(largePatternPoints(4) == 12);
}

TEST_CASE("PatternDictionary: shapes by symmetry, the largest known large pattern") {
    const Board board = scatteredPosition(9, 5, 30);
    const Point p = board.emptyAt(0);
    PatternDictionary dictionary;
    const uint32_t code = shapeCode(board, p, B);
    // The second shape, all off board, never occurs on a board.
    dictionary.setShapes({canonicalShapeCode(code), (1u << SHAPE_CODE_BITS) - 1});
    CHECK(dictionary.shapeValues() == 3);
    for (int s = 0; s < 8; ++s) CHECK(dictionary.shapeValue(transformShapeCode(code, s)) == 1);

    uint64_t hashes[MAX_LARGE_PATTERN_SIZE];
    largePatternHashes(board, p, B, 8, hashes);
    CHECK(dictionary.matchLargePattern(board, p, B) == 0);
    // Sizes 4, 5 and 6 known (values 1..3), then 8 without 7: the walk stops at 6.
    dictionary.setLargePatterns({hashes[0], hashes[1], hashes[2], hashes[4]}, 8);
    CHECK(dictionary.largePatternValue(hashes[1]) == 2);
    CHECK(dictionary.largePatternValue(hashes[3]) == 0);
    CHECK(dictionary.matchLargePattern(board, p, B) == 3);
    const Board t = transformBoard(board, 6, true);
    CHECK(dictionary.matchLargePattern(t, transformPoint(9, p, 6), W) == 3);
    const auto sizes = dictionary.groupSizes();
    CHECK(sizes[GROUP_SHAPE_3X3] == 3);
    CHECK(sizes[GROUP_LARGE_PATTERN] == 4);
}
