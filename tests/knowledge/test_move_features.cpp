// Move features on small positions: capture, escape, self-atari, atari, distances, edge and pass,
// and the playout budget against the full one.
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
