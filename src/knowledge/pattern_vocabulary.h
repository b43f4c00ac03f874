// The shape vocabulary of the learned move model: what a move's surroundings look like, as codes
// that are the same for shapes equal up to the 8 symmetries of the board, and the dictionary of
// the shapes harvested from games that gives the values of the two shape groups (feature_groups.h).
// - 3x3 shapes with liberties: the 8 neighbours of the move, the adjacent chains with their
//   liberties (1, 2, 3+);
// - large "circular" patterns: every point within a distance of the move, hashed.
// (patterns.h is another thing: the hand-made 3x3 shapes of the playout policy.)
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "board.h"
#include "feature_groups.h"

namespace tianyuan {

// ---- 3x3 shapes with liberties --------------------------------------------------------------
// The code of the 8 neighbours of an empty point for the player `toMove`: for N, E, S, W
// 3 bits (empty, own chain with 1, 2, 3+ liberties, opponent chain with 1, 2, 3+, off board),
// for NE, SE, SW, NW 2 bits (empty, own, opponent, off board). 20 bits.
constexpr int SHAPE_CODE_BITS = 20;

namespace shape_code_detail {

// Neighbour index order of the code: orthogonal N, E, S, W; diagonal NE, SE, SW, NW.
// The state of a neighbour by [player to move][colour][liberties, at most 3], looked up rather
// than branched on: the playouts' shape step codes about 14 points a move on boards whose
// neighbourhoods no branch predictor guesses. An empty point or the wall reads a liberty count
// that means nothing (any chain's, or 0) and its rows ignore it.
struct NeighbourStates {
    uint8_t orthogonal[3][4][4];
    uint8_t diagonal[3][4];
    constexpr NeighbourStates() : orthogonal{}, diagonal{} {
        for (int own = 1; own <= 2; ++own)
            for (int c = 0; c < 4; ++c) {
                const auto colour = static_cast<Color>(c);
                diagonal[own][c] = colour == Color::EMPTY              ? 0
                                   : colour == Color::WALL             ? 3
                                   : colour == static_cast<Color>(own) ? 1
                                                                       : 2;
                for (int libs = 0; libs < 4; ++libs) {
                    const int l = libs < 1 ? 1 : libs;
                    orthogonal[own][c][libs] =
                        static_cast<uint8_t>(colour == Color::EMPTY              ? 0
                                             : colour == Color::WALL             ? 7
                                             : colour == static_cast<Color>(own) ? l
                                                                                 : 3 + l);
                }
            }
    }
};
inline constexpr NeighbourStates NEIGHBOUR_STATES;

inline uint32_t orthogonalState(const Board& board, Point n, Color own) {
    const int libs = std::min(board.liberties(n), 3);
    return NEIGHBOUR_STATES.orthogonal[static_cast<int>(own)][static_cast<int>(board.at(n))][libs];
}

inline uint32_t diagonalState(const Board& board, Point n, Color own) {
    return NEIGHBOUR_STATES.diagonal[static_cast<int>(own)][static_cast<int>(board.at(n))];
}

}  // namespace shape_code_detail

// Inline: the playouts' shape step codes about ten candidates a move.
inline uint32_t shapeCode(const Board& board, Point p, Color toMove) {
    using namespace shape_code_detail;
    const int s = board.stride();
    return orthogonalState(board, p + s, toMove) | orthogonalState(board, p + 1, toMove) << 3 |
           orthogonalState(board, p - s, toMove) << 6 | orthogonalState(board, p - 1, toMove) << 9 |
           diagonalState(board, p + s + 1, toMove) << 12 |
           diagonalState(board, p - s + 1, toMove) << 14 |
           diagonalState(board, p - s - 1, toMove) << 16 |
           diagonalState(board, p + s - 1, toMove) << 18;
}

// The code seen after symmetry `s` (0..7) of the board; s = 0 is the identity.
uint32_t transformShapeCode(uint32_t code, int s);
// The smallest of the 8 transformed codes: equal for shapes equal up to symmetry.
uint32_t canonicalShapeCode(uint32_t code);

// ---- Large circular patterns -----------------------------------------------------------------
// Coulom's distance between two points: |dx| + |dy| + max(|dx|, |dy|). The large patterns are
// its balls; the distance groups of the move features measure it too.
inline int moveDistance(int dx, int dy) {
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    return dx + dy + (dx > dy ? dx : dy);
}

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

// ---- The dictionary: the values of the shape groups -------------------------------------------
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

    // Number of values of each feature group (the size of its part of the weight table).
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

}  // namespace tianyuan
