// Move features for the learned move model (generalized Bradley-Terry, Coulom 2007): for a
// position, the player to move and the last two moves, the active features of every legal move.
// One module for the trainer, the search's priors and the playout policy, so that a feature means
// the same thing wherever it is used. The groups and their values are in feature_groups.h; the
// shape groups take their values from the vocabulary of pattern_vocabulary.h (PatternDictionary);
// the tactical groups read liberties and ladders with tactics.h.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "board.h"
#include "feature_groups.h"
#include "pattern_vocabulary.h"

namespace tianyuan {

// The value of the distance groups for a move (dx, dy) away from an earlier move.
inline uint32_t distanceFeatureValue(int dx, int dy) {
    const int d = moveDistance(dx, dy);
    return d > 17 ? DISTANCE_VALUES : static_cast<uint32_t>((d < 2 ? 2 : d) - 1);
}

// The value of the edge group for the point (x, y) of a board of this size: its line, 1..5+.
inline uint32_t edgeFeatureValue(int size, int x, int y) {
    int line = x < y ? x : y;
    line = line < size - 1 - x ? line : size - 1 - x;
    line = line < size - 1 - y ? line : size - 1 - y;
    return static_cast<uint32_t>(line + 1 < static_cast<int>(EDGE_VALUES) ? line + 1 : EDGE_VALUES);
}

// The last two moves before the position (PASS when there was none or a pass).
struct RecentMoves {
    Point last = PASS;        // the opponent's last move
    Point beforeLast = PASS;  // our own previous move
    bool lastWasPass = false;
};

// The features of one candidate move (PASS for the pass move).
struct MoveFeatures {
    Point point = PASS;
    std::array<uint32_t, FEATURE_GROUP_COUNT> value{};
};

// ---- Extraction -------------------------------------------------------------------------------
// Which groups to compute: the light set leaves out the large patterns (the playout policy's
// budget); the full set has every group.
enum class FeatureSet { LIGHT, FULL };

// The features of every legal move of `toMove` (simple ko, no suicide), in board order, and of
// the pass move first when `withPass`. `recent` describes the two moves before the position.
// Precondition: the dictionary outlives nothing it is given; the board is a valid position.
void extractFeatures(const Board& board, Color toMove, const RecentMoves& recent,
                     const PatternDictionary& dictionary, FeatureSet set, bool withPass,
                     std::vector<MoveFeatures>& out);

// How much tacticalFeatures may spend. FULL is the model's definition: the move is played on a
// copy of the board when a group needs it and ladders are read. PLAYOUT (the playout policy's
// budget) never copies the board nor reads: an atari is never ATARI_LADDER, an escape never a
// ladder, the liberties after a capture count the captured points as one, and GROUP_LIBERTIES
// is left 0 (its gammas are all near 1 and it walks the adjacent chains).
enum class TacticalBudget { FULL, PLAYOUT };

// The tactical, distance and edge features of one legal move p (not PASS), shape groups left 0.
// Precondition: board.isLegal(toMove, p).
void tacticalFeatures(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                      MoveFeatures& out, TacticalBudget budget = TacticalBudget::FULL);

}  // namespace tianyuan
