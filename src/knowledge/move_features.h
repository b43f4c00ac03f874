// Move features for the learned move model (generalized Bradley-Terry, Coulom 2007): for a
// position, the player to move and the last two moves, the active features of every legal move.
// One module for the trainer, the search's priors and the playout policy, so that a feature means
// the same thing wherever it is used.
//
// Features come in groups (Coulom's "teams"): a move has at most one feature per group, given as
// a value 1..groupSize (0: none). A feature's id in the weight table is groupOffset + value - 1.
// The fixed groups are tactical (capture, escape from atari, self-atari, atari), the distances
// to the last two moves and to the edge; the shape groups are the 3x3 neighbourhood with the
// liberties of the adjacent chains and the largest known "circular" pattern around the move,
// whose vocabularies (PatternDictionary) are harvested from games.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "board.h"

namespace tianyuan {

enum FeatureGroup : int {
    GROUP_PASS,                  // 1 pass, 2 pass after a pass
    GROUP_CAPTURE,               // see CaptureFeature
    GROUP_ESCAPE,                // see EscapeFeature
    GROUP_SELF_ATARI,            // see SelfAtariFeature
    GROUP_ATARI,                 // see AtariFeature
    GROUP_DISTANCE_LAST,         // distance to the opponent's last move (2..17, then 18+)
    GROUP_DISTANCE_BEFORE_LAST,  // distance to our own previous move
    GROUP_EDGE,                  // line 1..4, then 5+
    GROUP_LIBERTIES,             // liberties of the move's chain after it: 1..4, then 5+
    GROUP_CONTACT,               // fewest liberties left to an opponent chain it touches: 1..3, 4+
    GROUP_CONNECTION,            // 1 joins own chains, 2 touches two opponent chains, 3 both
    GROUP_SHAPE_3X3,             // PatternDictionary shape value (the last one: unknown shape)
    GROUP_LARGE_PATTERN,         // PatternDictionary large-pattern value (0: none known)
    FEATURE_GROUP_COUNT
};

// Values of the tactical groups, in order of priority when several apply.
enum CaptureFeature : uint32_t {
    CAPTURE_LAST_MOVE = 1,      // captures the chain of the opponent's last move
    CAPTURE_SAVES_ATARI,        // captures a chain touching an own chain in atari
    CAPTURE_NEXT_TO_LAST_MOVE,  // captures at a point next to the last move (stops a connection)
    CAPTURE_KO,                 // takes a ko (one stone, leaving a one-stone chain in atari)
    CAPTURE_SMALL,              // any other capture of 1 or 2 stones
    CAPTURE_LARGE,              // any other capture of 3 stones or more
    CAPTURE_VALUES = CAPTURE_LARGE
};
// Extending an own chain in atari (the move is at its last liberty). The first four are for a
// chain the last move put in atari (it touches the last move), the next four for an older atari.
enum EscapeFeature : uint32_t {
    ESCAPE_NEW_SAFE = 1,       // three liberties or more after the move
    ESCAPE_NEW_TWO_LIBERTIES,  // two liberties, no ladder
    ESCAPE_NEW_LADDER,         // two liberties, but a ladder catches it
    ESCAPE_NEW_FAILS,          // still in atari
    ESCAPE_OLD_SAFE,
    ESCAPE_OLD_TWO_LIBERTIES,
    ESCAPE_OLD_LADDER,
    ESCAPE_OLD_FAILS,
    ESCAPE_VALUES = ESCAPE_OLD_FAILS
};
// Self-ataris (Board::isSelfAtari): a nakade or a throw-in that isBadSelfAtari (tactics.h)
// excuses, else by the size of the chain left in atari.
enum SelfAtariFeature : uint32_t {
    SELF_ATARI_EXCUSED = 1,
    SELF_ATARI_ONE_STONE,
    SELF_ATARI_FEW_STONES,   // 2 or 3
    SELF_ATARI_MANY_STONES,  // 4 or more
    SELF_ATARI_VALUES = SELF_ATARI_MANY_STONES
};
enum AtariFeature : uint32_t {
    ATARI_LADDER = 1,  // the chain put in atari cannot escape (ladder or net)
    ATARI_DOUBLE,      // two chains or more put in atari
    ATARI_LAST_MOVE,   // the chain of the opponent's last move
    ATARI_WITH_KO,     // while a ko is on the board
    ATARI_OTHER,
    ATARI_VALUES = ATARI_OTHER
};
constexpr uint32_t PASS_VALUES = 2;
constexpr uint32_t DISTANCE_VALUES = 17;  // d = 2..17 are values 1..16, farther is 17
constexpr uint32_t EDGE_VALUES = 5;
constexpr uint32_t LIBERTY_VALUES = 5;
constexpr uint32_t CONTACT_VALUES = 4;
constexpr uint32_t CONNECTION_VALUES = 3;

// Coulom's distance between two points: |dx| + |dy| + max(|dx|, |dy|).
inline int moveDistance(int dx, int dy) {
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    return dx + dy + (dx > dy ? dx : dy);
}

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

// ---- 3x3 shapes with liberties --------------------------------------------------------------
// The code of the 8 neighbours of an empty point for the player `toMove`: for N, E, S, W
// 3 bits (empty, own chain with 1, 2, 3+ liberties, opponent chain with 1, 2, 3+, off board),
// for NE, SE, SW, NW 2 bits (empty, own, opponent, off board). 20 bits.
constexpr int SHAPE_CODE_BITS = 20;
uint32_t shapeCode(const Board& board, Point p, Color toMove);
// The code seen after symmetry `s` (0..7) of the board; s = 0 is the identity.
uint32_t transformShapeCode(uint32_t code, int s);
// The smallest of the 8 transformed codes: equal for shapes equal up to symmetry.
uint32_t canonicalShapeCode(uint32_t code);

// ---- Large circular patterns -----------------------------------------------------------------
// The pattern of size k is every point at distance moveDistance <= k from the move (k = 4 is
// the smallest beyond the 3x3), each empty, own, opponent or off board for the player to move.
constexpr int MIN_LARGE_PATTERN_SIZE = 4;
constexpr int MAX_LARGE_PATTERN_SIZE = 12;
// Writes the canonical hashes (the same under the 8 symmetries) of the patterns of sizes
// MIN_LARGE_PATTERN_SIZE..maxSize around the empty point p to out[0..maxSize-MIN]. Precondition:
// MIN_LARGE_PATTERN_SIZE <= maxSize <= MAX_LARGE_PATTERN_SIZE.
void largePatternHashes(const Board& board, Point p, Color toMove, int maxSize, uint64_t* out);
// The number of points (centre excluded) of the pattern of size k.
int largePatternPoints(int size);

// ---- The vocabularies of the shape groups ---------------------------------------------------
// Number of values of each group for vocabularies of these sizes.
std::array<uint32_t, FEATURE_GROUP_COUNT> featureGroupSizes(uint32_t shapeValues,
                                                            uint32_t largePatternValues);

class PatternDictionary {
  public:
    PatternDictionary();

    // The known 3x3 shapes, canonical codes in any order (no duplicates): their values are
    // 1..shapes.size() in this order; any other shape has value shapes.size() + 1.
    // Precondition: shapes.size() <= MAX_SHAPES.
    static constexpr size_t MAX_SHAPES = 65534;
    void setShapes(const std::vector<uint32_t>& canonicalCodes);
    const std::vector<uint32_t>& shapes() const { return shapes_; }
    uint32_t shapeValues() const { return static_cast<uint32_t>(shapes_.size()) + 1; }
    uint32_t shapeValue(uint32_t code) const { return shapeLookup_[code]; }

    // The known large patterns (canonical hashes of largePatternHashes, no duplicates), valued
    // 1..hashes.size() in this order, with the largest size they were harvested up to.
    // Precondition: a pattern's smaller sizes are known too (as harvesting by counts ensures).
    void setLargePatterns(const std::vector<uint64_t>& hashes, int maxSize);
    const std::vector<uint64_t>& largePatterns() const { return large_; }
    uint32_t largePatternValues() const { return static_cast<uint32_t>(large_.size()); }
    int largePatternMaxSize() const { return largeMaxSize_; }
    // The value of the pattern with this hash, 0 if unknown.
    uint32_t largePatternValue(uint64_t hash) const;
    // The value of the largest known pattern around p (0 if none), growing the pattern size by
    // size and stopping at the first unknown one.
    uint32_t matchLargePattern(const Board& board, Point p, Color toMove) const;

    // Number of values of each group (the size of its part of the weight table).
    std::array<uint32_t, FEATURE_GROUP_COUNT> groupSizes() const {
        return featureGroupSizes(shapeValues(), largePatternValues());
    }

  private:
    std::vector<uint32_t> shapes_;
    std::vector<uint16_t> shapeLookup_;  // raw 20-bit code -> value (2 MB)
    std::vector<uint64_t> large_;
    // Open addressing by the low bits of the hash; a slot keeps the high 32 bits to compare
    // (with the low bits of its home slot, about 50 bits tell patterns apart). Value 0: empty.
    struct LargeSlot {
        uint32_t check = 0;
        uint32_t value = 0;
    };
    std::vector<LargeSlot> largeSlots_;
    int largeMaxSize_ = MIN_LARGE_PATTERN_SIZE;
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
