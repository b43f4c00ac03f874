// Move features on small positions: capture, escape, self-atari, atari, distances, edge and pass;
// the 3x3 shape codes and the large-pattern hashes are the same under the 8 symmetries and with
// colours swapped along with the player; the pattern dictionary finds the largest known pattern.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "diagram.h"
#include "move_features.h"
#include "random.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

MoveFeatures featuresOf(const Board& board, Color toMove, const RecentMoves& recent, Point p) {
    const PatternDictionary dictionary;
    std::vector<MoveFeatures> all;
    extractFeatures(board, toMove, recent, dictionary, FeatureSet::FULL, true, all);
    for (const MoveFeatures& f : all)
        if (f.point == p) return f;
    FAIL("not a legal move: ", formatVertex(p, board.size()));
    return {};
}

RecentMoves lastMoveAt(Point last, Point beforeLast = PASS) {
    RecentMoves recent;
    recent.last = last;
    recent.beforeLast = beforeLast;
    return recent;
}

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

// A position with stones scattered at random (every chain keeps a liberty).
Board scatteredPosition(int size, uint64_t seed, int stones) {
    Board board(size);
    Random random(seed);
    for (int i = 0; i < stones; ++i) {
        const Point p =
            board.point(static_cast<int>(random.below(size)), static_cast<int>(random.below(size)));
        if (board.at(p) != Color::EMPTY) continue;
        board.placeStone(random.below(2) ? B : W, p);
        if (!board.allChainsHaveLiberties()) board.removeStone(p);
    }
    return board;
}

}  // namespace

TEST_CASE("features: capturing the last move, distances, edge, pass") {
    const Board board = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X . . . . .
        . . X O X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    const RecentMoves recent = lastMoveAt(v("D4", 9), v("E4", 9));
    const MoveFeatures capture = featuresOf(board, B, recent, v("D3", 9));
    CHECK(capture.value[GROUP_CAPTURE] == CAPTURE_LAST_MOVE);
    CHECK(capture.value[GROUP_ATARI] == 0);
    CHECK(capture.value[GROUP_DISTANCE_LAST] == 1);         // d = 2
    CHECK(capture.value[GROUP_DISTANCE_BEFORE_LAST] == 2);  // (1, 1): d = 3
    CHECK(capture.value[GROUP_EDGE] == 3);
    CHECK((shapeCode(board, v("D3", 9), B) & 7) == 4);  // north: an opponent with one liberty
    CHECK(capture.value[GROUP_LIBERTIES] == 4);         // D4 captured becomes a liberty
    CHECK(capture.value[GROUP_CONTACT] == 0);
    CHECK(capture.value[GROUP_CONNECTION] == 0);
    // E5 joins D5 and E4: six liberties, counted as 5+.
    const MoveFeatures join = featuresOf(board, B, recent, v("E5", 9));
    CHECK(join.value[GROUP_CONNECTION] == 1);
    CHECK(join.value[GROUP_LIBERTIES] == LIBERTY_VALUES);
    CHECK(featuresOf(board, W, recent, v("E5", 9)).value[GROUP_CONTACT] == 2);  // D5, E4: 3 -> 2

    const MoveFeatures far = featuresOf(board, B, recent, v("A9", 9));
    CHECK(far.value[GROUP_DISTANCE_LAST] == 12);  // (3, 5): d = 13
    CHECK(far.value[GROUP_EDGE] == 1);
    CHECK(far.value[GROUP_CAPTURE] == 0);
    CHECK(far.value[GROUP_LIBERTIES] == 2);
    CHECK(featuresOf(board, B, recent, v("J9", 9)).value[GROUP_DISTANCE_LAST] == 14);  // d = 15
    const Board empty(19);
    CHECK(featuresOf(empty, B, lastMoveAt(v("D4", 19)), v("Q16", 19)).value[GROUP_DISTANCE_LAST] ==
          DISTANCE_VALUES);  // d = 36: "far"
    CHECK(featuresOf(board, B, recent, v("E5", 9)).value[GROUP_EDGE] == 5);
    CHECK(featuresOf(board, B, RecentMoves{}, v("D3", 9)).value[GROUP_DISTANCE_LAST] == 0);

    const MoveFeatures pass = featuresOf(board, B, recent, PASS);
    CHECK(pass.value[GROUP_PASS] == 1);
    CHECK(std::count(pass.value.begin(), pass.value.end(), 0u) == FEATURE_GROUP_COUNT - 1);
    RecentMoves afterPass;
    afterPass.lastWasPass = true;
    CHECK(featuresOf(board, B, afterPass, PASS).value[GROUP_PASS] == 2);
    CHECK(featuresOf(board, B, recent, v("D3", 9)).value[GROUP_PASS] == 0);
}

TEST_CASE("features: a capture that saves a chain in atari, an escape, a ko capture") {
    const Board board = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . X O . . .
        . X O X O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)");
    const RecentMoves recent = lastMoveAt(v("E4", 7));
    CHECK(featuresOf(board, B, recent, v("C3", 7)).value[GROUP_CAPTURE] == CAPTURE_SAVES_ATARI);
    const MoveFeatures escape = featuresOf(board, B, recent, v("D3", 7));
    CHECK(escape.value[GROUP_ESCAPE] == ESCAPE_NEW_SAFE);
    CHECK(escape.value[GROUP_CAPTURE] == 0);
    // The same atari seen as older (the last move elsewhere).
    CHECK(featuresOf(board, B, lastMoveAt(v("A1", 7)), v("D3", 7)).value[GROUP_ESCAPE] ==
          ESCAPE_OLD_SAFE);

    const Board ko = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . X O . . .
        . X O . O . .
        . . X O . . .
        . . . . . . .
        . . . . . . .)");
    CHECK(featuresOf(ko, B, RecentMoves{}, v("D4", 7)).value[GROUP_CAPTURE] == CAPTURE_KO);
    CHECK(featuresOf(ko, B, lastMoveAt(v("E4", 7)), v("D4", 7)).value[GROUP_CAPTURE] ==
          CAPTURE_NEXT_TO_LAST_MOVE);
    CHECK(featuresOf(ko, B, lastMoveAt(v("C4", 7)), v("D4", 7)).value[GROUP_CAPTURE] ==
          CAPTURE_LAST_MOVE);
}

TEST_CASE("features: captures by size, escapes that fail") {
    const Board board = boardFromDiagram(R"(
        . O O . .
        O . O . .
        . . X X X
        X X O O .
        . . X X .)");
    // E2 captures the two white stones.
    CHECK(featuresOf(board, B, RecentMoves{}, v("E2", 5)).value[GROUP_CAPTURE] == CAPTURE_SMALL);
    // White at E2 extends its two stones in atari, still in atari.
    const MoveFeatures extend = featuresOf(board, W, RecentMoves{}, v("E2", 5));
    CHECK(extend.value[GROUP_ESCAPE] == ESCAPE_OLD_FAILS);
    CHECK(extend.value[GROUP_SELF_ATARI] != 0);
    CHECK(featuresOf(board, W, RecentMoves{}, v("A5", 5)).value[GROUP_SELF_ATARI] == 0);

    // Black B2 in atari: extending to B1 gives two liberties, and a ladder on the edge.
    const Board edge = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O . . . . . . .
        O X O . . . . . .
        . . . . . . . . .)");
    CHECK(featuresOf(edge, B, lastMoveAt(v("C2", 9)), v("B1", 9)).value[GROUP_ESCAPE] ==
          ESCAPE_NEW_LADDER);
}

TEST_CASE("features: self-ataris, bad by size or excused") {
    const Board big = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . O O O O . .
        . X X X X O .
        . O O O . O .
        . . . . O . .
        . . . . . . .)");
    // E3 leaves five black stones with the one liberty A4.
    CHECK(featuresOf(big, B, RecentMoves{}, v("E3", 7)).value[GROUP_SELF_ATARI] ==
          SELF_ATARI_MANY_STONES);
    CHECK(featuresOf(big, B, RecentMoves{}, v("A4", 7)).value[GROUP_SELF_ATARI] == 0);

    // Two black stones in White's three-point eye space: a nakade.
    const Board nakade = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . . . .
        O O O O .
        . X . O .)");
    CHECK(featuresOf(nakade, B, RecentMoves{}, v("A1", 5)).value[GROUP_SELF_ATARI] ==
          SELF_ATARI_EXCUSED);
    CHECK(featuresOf(nakade, B, RecentMoves{}, v("C1", 5)).value[GROUP_SELF_ATARI] ==
          SELF_ATARI_EXCUSED);
    // A lone stone on the first line under White's wall, nothing to gain.
    CHECK(featuresOf(nakade, B, RecentMoves{}, v("E1", 5)).value[GROUP_SELF_ATARI] ==
          SELF_ATARI_ONE_STONE);
}

TEST_CASE("features: ataris, ladders and double ataris") {
    const Board board = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X O . . . .
        . . . . . . . . .
        X . . . . . . . .
        O . . . . . . . .
        . . . . . . . . .)");
    // White E5 escapes any atari to three liberties.
    CHECK(featuresOf(board, B, RecentMoves{}, v("F5", 9)).value[GROUP_ATARI] == ATARI_OTHER);
    CHECK(featuresOf(board, B, lastMoveAt(v("E5", 9)), v("F5", 9)).value[GROUP_ATARI] ==
          ATARI_LAST_MOVE);
    CHECK(featuresOf(board, B, lastMoveAt(v("E5", 9)), v("E4", 9)).value[GROUP_ATARI] ==
          ATARI_LAST_MOVE);
    // White A2 on the edge: B2 leaves it A1, where it dies; A1 lets it out at B2.
    CHECK(featuresOf(board, B, RecentMoves{}, v("B2", 9)).value[GROUP_ATARI] == ATARI_LADDER);
    CHECK(featuresOf(board, B, RecentMoves{}, v("A1", 9)).value[GROUP_ATARI] == ATARI_OTHER);
    CHECK(featuresOf(board, B, RecentMoves{}, v("H8", 9)).value[GROUP_ATARI] == 0);
    CHECK(featuresOf(board, W, RecentMoves{}, v("F5", 9)).value[GROUP_ATARI] == 0);

    const Board twoStones = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X . X . . .
        . . X O . O X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    CHECK(featuresOf(twoStones, B, RecentMoves{}, v("E5", 9)).value[GROUP_ATARI] == ATARI_DOUBLE);
    CHECK(featuresOf(twoStones, B, RecentMoves{}, v("D4", 9)).value[GROUP_ATARI] == ATARI_OTHER);
}

TEST_CASE("features: the playout budget reads no ladder and leaves the liberties out") {
    // White A2 on the edge: B2 catches it in a ladder, which only the full budget reads.
    const Board board = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X . . . . . . . .
        O . . . . . . . .
        . . . . . . . . .)");
    MoveFeatures full, playout;
    tacticalFeatures(board, B, RecentMoves{}, v("B2", 9), full);
    tacticalFeatures(board, B, RecentMoves{}, v("B2", 9), playout, TacticalBudget::PLAYOUT);
    CHECK(full.value[GROUP_ATARI] == ATARI_LADDER);
    CHECK(playout.value[GROUP_ATARI] == ATARI_OTHER);
    CHECK(full.value[GROUP_LIBERTIES] != 0);
    CHECK(playout.value[GROUP_LIBERTIES] == 0);
    // Elsewhere the two budgets agree on every group but the liberties, the ataris and the
    // escapes (ladders) on scattered positions.
    int compared = 0;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        const Board b = scatteredPosition(9, seed, 40);
        const RecentMoves recent = lastMoveAt(b.point(4, 4), b.point(2, 6));
        for (int i = 0; i < b.emptyCount(); ++i) {
            const Point p = b.emptyAt(i);
            if (!b.isLegal(W, p)) continue;
            MoveFeatures f, g;
            tacticalFeatures(b, W, recent, p, f);
            tacticalFeatures(b, W, recent, p, g, TacticalBudget::PLAYOUT);
            for (const int group :
                 {GROUP_CAPTURE, GROUP_SELF_ATARI, GROUP_DISTANCE_LAST, GROUP_DISTANCE_BEFORE_LAST,
                  GROUP_EDGE, GROUP_CONTACT, GROUP_CONNECTION}) {
                INFO("seed ", seed, " at ", formatVertex(p, 9), " group ", group);
                CHECK(f.value[group] == g.value[group]);
            }
            if (f.value[GROUP_ATARI] != ATARI_LADDER)
                CHECK(f.value[GROUP_ATARI] == g.value[GROUP_ATARI]);
            ++compared;
        }
    }
    CHECK(compared > 500);
}

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
