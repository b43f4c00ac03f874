#include "move_features.h"

#include <algorithm>
#include <optional>

#include "tactics.h"

namespace tianyuan {

namespace {

// ---- 3x3 shapes ----

// Neighbour index order of the code: orthogonal N, E, S, W; diagonal NE, SE, SW, NW.
uint32_t orthogonalState(const Board& board, Point n, Color own) {
    const Color c = board.at(n);
    if (c == Color::EMPTY) return 0;
    if (c == Color::WALL) return 7;
    const int libs = std::min(board.liberties(n), 3);
    return static_cast<uint32_t>(c == own ? libs : 3 + libs);
}

uint32_t diagonalState(const Board& board, Point n, Color own) {
    const Color c = board.at(n);
    if (c == Color::EMPTY) return 0;
    if (c == Color::WALL) return 3;
    return c == own ? 1 : 2;
}

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

// ---- Tactics ----

// The distinct chains next to p, split by colour.
struct Neighbours {
    Point own[4], opp[4];
    int ownCount = 0, oppCount = 0;
    int emptyCount = 0;
};

Neighbours neighboursOf(const Board& board, Point p, Color toMove) {
    Neighbours n;
    const int s = board.stride();
    for (const Point q : {p + s, p + 1, p - s, p - 1}) {
        const Color c = board.at(q);
        if (c == Color::EMPTY) {
            ++n.emptyCount;
            continue;
        }
        if (c == Color::WALL) continue;
        const Point head = board.chainHead(q);
        Point* list = c == toMove ? n.own : n.opp;
        int& count = c == toMove ? n.ownCount : n.oppCount;
        if (std::find(list, list + count, head) == list + count) list[count++] = head;
    }
    return n;
}

// Whether some stone of the chain at `chain` is next to a stone satisfying `test`.
template <typename Test>
bool chainTouches(const Board& board, Point chain, Test test) {
    const int s = board.stride();
    Point q = chain;
    do {
        for (const Point n : {q + s, q + 1, q - s, q - 1})
            if (test(n)) return true;
        q = board.nextInChain(q);
    } while (q != chain);
    return false;
}

bool isNextTo(const Board& board, Point a, Point b) {
    const int s = board.stride();
    return b == a + 1 || b == a - 1 || b == a + s || b == a - s;
}

uint32_t captureFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                        const Neighbours& n) {
    int captured = 0, stones = 0;
    bool lastMove = false, saves = false;
    const Point lastHead = recent.last != PASS && board.at(recent.last) == opponent(toMove)
                               ? board.chainHead(recent.last)
                               : PASS;
    for (int i = 0; i < n.oppCount; ++i) {
        const Point chain = n.opp[i];
        if (board.liberties(chain) != 1) continue;
        ++captured;
        stones += board.chainSize(chain);
        lastMove |= chain == lastHead;
        saves |= chainTouches(board, chain, [&](Point q) {
            return board.at(q) == toMove && board.liberties(q) == 1;
        });
    }
    if (captured == 0) return 0;
    if (lastMove) return CAPTURE_LAST_MOVE;
    if (saves) return CAPTURE_SAVES_ATARI;
    if (recent.last != PASS && isNextTo(board, p, recent.last)) return CAPTURE_NEXT_TO_LAST_MOVE;
    if (stones == 1 && n.ownCount == 0 && n.emptyCount == 0) return CAPTURE_KO;
    return stones <= 2 ? CAPTURE_SMALL : CAPTURE_LARGE;
}

// The position after toMove plays p, made once and only when a feature needs it.
class AfterMove {
  public:
    AfterMove(const Board& board, Color toMove, Point p) : board_(board), toMove_(toMove), p_(p) {}
    const Board& get() {
        if (!after_) {
            after_.emplace(board_);
            after_->play(toMove_, p_);
        }
        return *after_;
    }

  private:
    const Board& board_;
    Color toMove_;
    Point p_;
    std::optional<Board> after_;  // a copy of a Board costs more than most features
};

// The liberties, up to `cap` (at most 6), of the chain a stone of c at the empty point q would
// form, with `exclude` taken as occupied and captures ignored: reading without a board copy.
int libertiesIfPlayed(const Board& board, Color c, Point q, Point exclude, int cap) {
    Point libs[16];
    int count = 0;
    const auto add = [&](Point l) {
        if (l != q && l != exclude && std::find(libs, libs + count, l) == libs + count)
            libs[count++] = l;
        return count >= cap;
    };
    const int s = board.stride();
    // A neighbour chain with enough liberties settles it: all but q (and `exclude`) stay.
    const int lost = exclude == PASS ? 1 : 2;
    for (const Point n : {q + s, q + 1, q - s, q - 1})
        if (board.at(n) == c && board.liberties(n) - lost >= cap) return cap;
    Point seen[4];
    int chains = 0;
    for (const Point n : {q + s, q + 1, q - s, q - 1}) {
        if (board.at(n) == Color::EMPTY && add(n)) return cap;
        if (board.at(n) != c) continue;
        const Point head = board.chainHead(n);
        if (std::find(seen, seen + chains, head) != seen + chains) continue;
        seen[chains++] = head;
        Point chainLibs[8];
        const int k = chainLiberties(board, head, chainLibs, cap + 2);
        for (int i = 0; i < k; ++i)
            if (add(chainLibs[i])) return cap;
    }
    return count;
}

bool capturesSomething(const Board& board, const Neighbours& n) {
    for (int i = 0; i < n.oppCount; ++i)
        if (board.liberties(n.opp[i]) == 1) return true;
    return false;
}

// The liberties, up to `cap`, of the move's chain after it. On the playout budget, a capture
// counts as one more liberty instead of being played out.
int libertiesAfterMove(const Board& board, Color toMove, Point p, const Neighbours& n,
                       AfterMove& after, TacticalBudget budget, int cap) {
    if (capturesSomething(board, n)) {
        if (budget == TacticalBudget::FULL) return std::min(after.get().liberties(p), cap);
        return std::min(libertiesIfPlayed(board, toMove, p, PASS, cap) + 1, cap);
    }
    return n.ownCount == 0 ? std::min(n.emptyCount, cap)
                           : libertiesIfPlayed(board, toMove, p, PASS, cap);
}

uint32_t escapeFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                       const Neighbours& n, AfterMove& after, TacticalBudget budget) {
    bool inAtari = false, newAtari = false;
    for (int i = 0; i < n.ownCount; ++i) {
        if (board.liberties(n.own[i]) != 1) continue;
        inAtari = true;
        newAtari |= recent.last != PASS &&
                    chainTouches(board, n.own[i], [&](Point q) { return q == recent.last; });
    }
    if (!inAtari) return 0;
    const int libs = libertiesAfterMove(board, toMove, p, n, after, budget, 3);
    const bool read = budget == TacticalBudget::FULL;
    const uint32_t outcome = libs >= 3                               ? ESCAPE_NEW_SAFE
                             : libs <= 1                             ? ESCAPE_NEW_FAILS
                             : read && canBeLaddered(after.get(), p) ? ESCAPE_NEW_LADDER
                                                                     : ESCAPE_NEW_TWO_LIBERTIES;
    return newAtari ? outcome : outcome + (ESCAPE_OLD_SAFE - ESCAPE_NEW_SAFE);
}

uint32_t selfAtariFeature(const Board& board, Color toMove, Point p, const Neighbours& n) {
    if (!board.isSelfAtari(toMove, p)) return 0;
    if (!isBadSelfAtari(board, toMove, p)) return SELF_ATARI_EXCUSED;
    int stones = 1;
    for (int i = 0; i < n.ownCount; ++i) stones += board.chainSize(n.own[i]);
    return stones == 1   ? SELF_ATARI_ONE_STONE
           : stones <= 3 ? SELF_ATARI_FEW_STONES
                         : SELF_ATARI_MANY_STONES;
}

// Whether the chain at `chain` (two liberties, one of them p) is caught once toMove plays p.
// An extension at the other liberty to three liberties settles it without reading.
bool atariCatches(const Board& board, Color toMove, Point p, Point chain, const Neighbours& n,
                  AfterMove& after) {
    if (!capturesSomething(board, n)) {
        Point libs[2];
        chainLiberties(board, chain, libs, 2);
        const Point other = libs[0] == p ? libs[1] : libs[0];
        if (libertiesIfPlayed(board, opponent(toMove), other, p, 3) >= 3) return false;
    }
    const Board& b = after.get();
    return b.liberties(chain) == 1 && isCaughtInLadder(b, chain);
}

uint32_t atariFeature(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                      const Neighbours& n, AfterMove& after, TacticalBudget budget) {
    int ataris = 0;
    bool lastMove = false, ladder = false;
    for (int i = 0; i < n.oppCount; ++i) {
        const Point chain = n.opp[i];
        if (board.liberties(chain) != 2) continue;
        ++ataris;
        lastMove |= recent.last != PASS && board.at(recent.last) == board.at(chain) &&
                    board.chainHead(recent.last) == chain;
        ladder = ladder || (budget == TacticalBudget::FULL &&
                            atariCatches(board, toMove, p, chain, n, after));
    }
    if (ataris == 0) return 0;
    if (ladder) return ATARI_LADDER;
    if (ataris >= 2) return ATARI_DOUBLE;
    if (lastMove) return ATARI_LAST_MOVE;
    if (board.koPoint() != PASS) return ATARI_WITH_KO;
    return ATARI_OTHER;
}

uint32_t distanceValue(const Board& board, Point a, Point b) {
    const int size = board.size();
    return distanceFeatureValue(xOf(size, a) - xOf(size, b), yOf(size, a) - yOf(size, b));
}

}  // namespace

uint32_t shapeCode(const Board& board, Point p, Color toMove) {
    const int s = board.stride();
    return orthogonalState(board, p + s, toMove) | orthogonalState(board, p + 1, toMove) << 3 |
           orthogonalState(board, p - s, toMove) << 6 | orthogonalState(board, p - 1, toMove) << 9 |
           diagonalState(board, p + s + 1, toMove) << 12 |
           diagonalState(board, p - s + 1, toMove) << 14 |
           diagonalState(board, p - s - 1, toMove) << 16 |
           diagonalState(board, p + s - 1, toMove) << 18;
}

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

std::array<uint32_t, FEATURE_GROUP_COUNT> featureGroupSizes(uint32_t shapeValues,
                                                            uint32_t largePatternValues) {
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes{};
    sizes[GROUP_PASS] = PASS_VALUES;
    sizes[GROUP_CAPTURE] = CAPTURE_VALUES;
    sizes[GROUP_ESCAPE] = ESCAPE_VALUES;
    sizes[GROUP_SELF_ATARI] = SELF_ATARI_VALUES;
    sizes[GROUP_ATARI] = ATARI_VALUES;
    sizes[GROUP_DISTANCE_LAST] = DISTANCE_VALUES;
    sizes[GROUP_DISTANCE_BEFORE_LAST] = DISTANCE_VALUES;
    sizes[GROUP_EDGE] = EDGE_VALUES;
    sizes[GROUP_LIBERTIES] = LIBERTY_VALUES;
    sizes[GROUP_CONTACT] = CONTACT_VALUES;
    sizes[GROUP_CONNECTION] = CONNECTION_VALUES;
    sizes[GROUP_SHAPE_3X3] = shapeValues;
    sizes[GROUP_LARGE_PATTERN] = largePatternValues;
    return sizes;
}

void tacticalFeatures(const Board& board, Color toMove, const RecentMoves& recent, Point p,
                      MoveFeatures& out, TacticalBudget budget) {
    const Neighbours n = neighboursOf(board, p, toMove);
    AfterMove after(board, toMove, p);
    out.value[GROUP_CAPTURE] = captureFeature(board, toMove, recent, p, n);
    out.value[GROUP_ESCAPE] =
        n.ownCount > 0 ? escapeFeature(board, toMove, recent, p, n, after, budget) : 0;
    out.value[GROUP_SELF_ATARI] = selfAtariFeature(board, toMove, p, n);
    out.value[GROUP_ATARI] =
        n.oppCount > 0 ? atariFeature(board, toMove, recent, p, n, after, budget) : 0;
    out.value[GROUP_DISTANCE_LAST] = recent.last != PASS ? distanceValue(board, p, recent.last) : 0;
    out.value[GROUP_DISTANCE_BEFORE_LAST] =
        recent.beforeLast != PASS ? distanceValue(board, p, recent.beforeLast) : 0;
    const int size = board.size();
    out.value[GROUP_EDGE] = edgeFeatureValue(size, xOf(size, p), yOf(size, p));
    if (budget == TacticalBudget::FULL) {
        const int libs = libertiesAfterMove(board, toMove, p, n, after, budget, LIBERTY_VALUES);
        out.value[GROUP_LIBERTIES] =
            static_cast<uint32_t>(std::clamp<int>(libs, 1, LIBERTY_VALUES));
    }
    int contact = 0;
    for (int i = 0; i < n.oppCount; ++i) {
        const int left = board.liberties(n.opp[i]) - 1;  // 0: captured
        if (left > 0 && (contact == 0 || left < contact)) contact = left;
    }
    out.value[GROUP_CONTACT] = static_cast<uint32_t>(std::min<int>(contact, CONTACT_VALUES));
    out.value[GROUP_CONNECTION] = (n.ownCount >= 2 ? 1u : 0u) | (n.oppCount >= 2 ? 2u : 0u);
}

void extractFeatures(const Board& board, Color toMove, const RecentMoves& recent,
                     const PatternDictionary& dictionary, FeatureSet set, bool withPass,
                     std::vector<MoveFeatures>& out) {
    out.clear();
    if (withPass) {
        MoveFeatures pass;
        pass.value[GROUP_PASS] = recent.lastWasPass ? 2 : 1;
        out.push_back(pass);
    }
    const int size = board.size();
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) != Color::EMPTY || !board.isLegal(toMove, p)) continue;
            MoveFeatures& f = out.emplace_back();
            f.point = p;
            tacticalFeatures(board, toMove, recent, p, f);
            f.value[GROUP_SHAPE_3X3] = dictionary.shapeValue(shapeCode(board, p, toMove));
            if (set == FeatureSet::FULL)
                f.value[GROUP_LARGE_PATTERN] = dictionary.matchLargePattern(board, p, toMove);
        }
}

}  // namespace tianyuan
