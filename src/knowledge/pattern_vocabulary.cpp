#include "pattern_vocabulary.h"

#include <algorithm>

namespace tianyuan {

namespace {

// ---- 3x3 shapes ----

// Symmetry s = k + 4m: mirror left-right when m = 1, then rotate k quarter turns clockwise
// (what was north goes east).
uint32_t transformShapeCodeImpl(uint32_t code, int s) {
    uint32_t orth[4], diag[4], outOrth[4], outDiag[4];
    for (int i = 0; i < 4; ++i) {
        orth[i] = (code >> (3 * i)) & 7;
        diag[i] = (code >> (12 + 2 * i)) & 3;
    }
    const int turns = s & 3;
    const bool mirror = s >= 4;
    for (int i = 0; i < 4; ++i) {
        const int mo = mirror ? (4 - i) & 3 : i;  // N, E, S, W -> N, W, S, E
        const int md = mirror ? 3 - i : i;        // NE, SE, SW, NW -> NW, SW, SE, NE
        outOrth[(mo + turns) & 3] = orth[i];
        outDiag[(md + turns) & 3] = diag[i];
    }
    uint32_t out = 0;
    for (int i = 0; i < 4; ++i) out |= outOrth[i] << (3 * i) | outDiag[i] << (12 + 2 * i);
    return out;
}

// ---- Large patterns ----

struct Offset {
    int dx, dy;
};

// The offsets of the largest pattern sorted by distance, with for each of them, each non-empty
// state and each symmetry the Zobrist key of the transformed offset: hashing the 8 transformed
// patterns is then one pass over the points.
struct LargePatternTables {
    std::vector<Offset> offsets;
    std::array<int, MAX_LARGE_PATTERN_SIZE + 2> firstOfSize{};  // offsets with distance >= k
    std::vector<std::array<std::array<uint64_t, 8>, 3>> keys;   // [offset][state - 1][symmetry]
    std::array<uint64_t, MAX_LARGE_PATTERN_SIZE + 1> sizeKeys{};

    LargePatternTables() {
        const int r = MAX_LARGE_PATTERN_SIZE / 2;
        for (int d = 1; d <= MAX_LARGE_PATTERN_SIZE; ++d)
            for (int dy = -r; dy <= r; ++dy)
                for (int dx = -r; dx <= r; ++dx)
                    if (moveDistance(dx, dy) == d) offsets.push_back({dx, dy});
        for (int k = 0, i = 0; k <= MAX_LARGE_PATTERN_SIZE + 1; ++k) {
            while (i < static_cast<int>(offsets.size()) &&
                   moveDistance(offsets[i].dx, offsets[i].dy) < k)
                ++i;
            firstOfSize[k] = i;
        }
        uint64_t state = 0x7061747465726e73ULL;  // "patterns": fixed, the weights depend on it
        std::vector<std::array<uint64_t, 3>> base(offsets.size());
        for (auto& perState : base)
            for (uint64_t& key : perState) key = splitmix(state);
        for (uint64_t& key : sizeKeys) key = splitmix(state);
        keys.resize(offsets.size());
        for (size_t i = 0; i < offsets.size(); ++i)
            for (int s = 0; s < 8; ++s) {
                const Offset t = transform(offsets[i], s);
                const size_t j = indexOf(t);
                for (int st = 0; st < 3; ++st) keys[i][st][s] = base[j][st];
            }
    }

    static uint64_t splitmix(uint64_t& state) {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Same convention as the 3x3 codes: mirror (x -> -x), then quarter turns clockwise
    // ((dx, dy) -> (dy, -dx): north goes east).
    static Offset transform(Offset o, int s) {
        if (s >= 4) o.dx = -o.dx;
        for (int k = 0; k < (s & 3); ++k) o = {o.dy, -o.dx};
        return o;
    }
    size_t indexOf(Offset o) const {
        for (size_t i = 0; i < offsets.size(); ++i)
            if (offsets[i].dx == o.dx && offsets[i].dy == o.dy) return i;
        return 0;  // unreachable: the set of offsets is closed under the symmetries
    }
};

const LargePatternTables& largeTables() {
    static const LargePatternTables tables;
    return tables;
}

// Walks the pattern sizes around p, calling `atSize(k, canonicalHash)` after each size from
// MIN_LARGE_PATTERN_SIZE to maxSize until it returns false.
template <typename AtSize>
void walkLargePattern(const Board& board, Point p, Color toMove, int maxSize, AtSize atSize) {
    const LargePatternTables& t = largeTables();
    const int size = board.size();
    const int x = xOf(size, p), y = yOf(size, p);
    const int stride = board.stride();
    const Color opp = opponent(toMove);
    uint64_t h[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int k = 1; k <= maxSize; ++k) {
        for (int i = t.firstOfSize[k]; i < t.firstOfSize[k + 1]; ++i) {
            const int px = x + t.offsets[i].dx, py = y + t.offsets[i].dy;
            int state;
            if (static_cast<unsigned>(px) >= static_cast<unsigned>(size) ||
                static_cast<unsigned>(py) >= static_cast<unsigned>(size)) {
                state = 3;
            } else {
                const Color c = board.at(p + t.offsets[i].dy * stride + t.offsets[i].dx);
                if (c == Color::EMPTY) continue;
                state = c == toMove ? 1 : c == opp ? 2 : 3;
            }
            const auto& key = t.keys[i][state - 1];
            for (int s = 0; s < 8; ++s) h[s] ^= key[s];
        }
        if (k < MIN_LARGE_PATTERN_SIZE) continue;
        uint64_t canonical = *std::min_element(h, h + 8) ^ t.sizeKeys[k];
        if (canonical == 0) canonical = 1;  // 0 marks an empty slot of the dictionary
        if (!atSize(k, canonical)) return;
    }
}

}  // namespace

uint32_t transformShapeCode(uint32_t code, int s) {
    return transformShapeCodeImpl(code, s);
}

uint32_t canonicalShapeCode(uint32_t code) {
    uint32_t best = code;
    for (int s = 1; s < 8; ++s) best = std::min(best, transformShapeCodeImpl(code, s));
    return best;
}

void largePatternHashes(const Board& board, Point p, Color toMove, int maxSize, uint64_t* out) {
    walkLargePattern(board, p, toMove, maxSize, [&](int k, uint64_t hash) {
        out[k - MIN_LARGE_PATTERN_SIZE] = hash;
        return true;
    });
}

int largePatternPoints(int size) {
    return largeTables().firstOfSize[size + 1];
}

PatternDictionary::PatternDictionary()
    : shapeLookup_(size_t{1} << SHAPE_CODE_BITS, 1), largeSlots_(16) {}

void PatternDictionary::setShapes(const std::vector<uint32_t>& canonicalCodes) {
    shapes_ = canonicalCodes;
    std::fill(shapeLookup_.begin(), shapeLookup_.end(), static_cast<uint16_t>(shapeValues()));
    for (size_t i = 0; i < shapes_.size(); ++i)
        for (int s = 0; s < 8; ++s)
            shapeLookup_[transformShapeCodeImpl(shapes_[i], s)] = static_cast<uint16_t>(i + 1);
}

void PatternDictionary::setLargePatterns(const std::vector<uint64_t>& hashes, int maxSize) {
    large_ = hashes;
    largeMaxSize_ = std::clamp(maxSize, MIN_LARGE_PATTERN_SIZE, MAX_LARGE_PATTERN_SIZE);
    size_t capacity = 16;
    while (capacity * 7 < hashes.size() * 10) capacity *= 2;  // at most 70% full
    largeSlots_.assign(capacity, LargeSlot{});
    for (size_t i = 0; i < hashes.size(); ++i) {
        const auto check = static_cast<uint32_t>(hashes[i] >> 32);
        size_t slot = hashes[i] & (capacity - 1);
        while (largeSlots_[slot].value != 0 && largeSlots_[slot].check != check)
            slot = (slot + 1) & (capacity - 1);
        largeSlots_[slot] = {check, static_cast<uint32_t>(i + 1)};
    }
}

uint32_t PatternDictionary::largePatternValue(uint64_t hash) const {
    const size_t mask = largeSlots_.size() - 1;
    const auto check = static_cast<uint32_t>(hash >> 32);
    for (size_t slot = hash & mask; largeSlots_[slot].value != 0; slot = (slot + 1) & mask)
        if (largeSlots_[slot].check == check) return largeSlots_[slot].value;
    return 0;
}

uint32_t PatternDictionary::matchLargePattern(const Board& board, Point p, Color toMove) const {
    if (large_.empty()) return 0;
    uint32_t best = 0;
    walkLargePattern(board, p, toMove, largeMaxSize_, [&](int, uint64_t hash) {
        const uint32_t value = largePatternValue(hash);
        if (value != 0) best = value;
        return value != 0;
    });
    return best;
}

}  // namespace tianyuan
