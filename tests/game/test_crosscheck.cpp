// Randomised cross-check of the incremental Board (and of GameHistory::undo) against a slow
// from-scratch reference written here: a plain grid of colours whose groups, liberties, captures,
// suicides and simple ko are found by flood fill every time they are needed. Thousands of random
// games on every size class, with and without suicide, compare everything observable about the
// board after every move. Each game is a pure function of (size, suicide allowed, seed), and a
// failure reports all three plus the move number.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "board.h"
#include "history.h"
#include "random.h"
#include "rules.h"

using namespace tianyuan;

namespace {

constexpr Color BOTH_COLORS[2] = {Color::BLACK, Color::WHITE};

// The reference board. Points are indexed y * n + x (independent of Board's padded layout);
// nothing about groups is ever cached between calls.
class Reference {
  public:
    explicit Reference(int n) : n_(n), grid_(n * n, Color::EMPTY), mark_(n * n, 0) {}

    int size() const { return n_; }
    int points() const { return n_ * n_; }
    Color at(int i) const { return grid_[i]; }
    Point toPoint(int i) const { return pointAt(n_, i % n_, i / n_); }
    int koIndex() const { return koIndex_; }
    Color koColor() const { return koColor_; }

    // The on-board neighbours of i; returns how many there are.
    int neighbours(int i, int out[4]) const {
        const int x = i % n_, y = i / n_;
        int count = 0;
        if (y > 0) out[count++] = i - n_;
        if (x > 0) out[count++] = i - 1;
        if (x + 1 < n_) out[count++] = i + 1;
        if (y + 1 < n_) out[count++] = i + n_;
        return count;
    }

    // Flood fill: the stones of the group containing the stone i go to `stones`; returns the
    // number of distinct empty points adjacent to the group. With `enough`, the fill stops as soon
    // as that many liberties are found (`stones` is then incomplete).
    int group(int i, std::vector<int>& stones, int enough = 1 << 30) const {
        if (++generation_ == 0) {
            std::fill(mark_.begin(), mark_.end(), 0);
            generation_ = 1;
        }
        const uint32_t gen = generation_;
        const Color c = grid_[i];
        stones.assign(1, i);
        mark_[i] = gen;
        int libs = 0;
        for (size_t k = 0; k < stones.size(); ++k) {
            int nb[4];
            const int count = neighbours(stones[k], nb);
            for (int j = 0; j < count; ++j) {
                const int q = nb[j];
                if (mark_[q] == gen) continue;
                if (grid_[q] == Color::EMPTY) {
                    mark_[q] = gen;
                    if (++libs == enough) return libs;
                } else if (grid_[q] == c) {
                    mark_[q] = gen;
                    stones.push_back(q);
                }
            }
        }
        return libs;
    }

    struct Outcome {
        int captured = 0;  // opponent stones removed
        int suicided = 0;  // own stones removed (the played one included)
    };

    // Plays c at the empty point i (i < 0: a pass) the slow way: place the stone, remove every
    // adjacent opponent group left without liberties, then remove the own group if it has none.
    // Each removed stone is appended to `removed` (when given) with its colour.
    Outcome play(Color c, int i, std::vector<std::pair<int, Color>>* removed = nullptr) {
        koIndex_ = -1;
        koColor_ = Color::EMPTY;
        Outcome out;
        if (i < 0) return out;
        const Color opp = opponent(c);
        grid_[i] = c;
        int nb[4];
        const int count = neighbours(i, nb);
        int capturedAt = -1;
        for (int j = 0; j < count; ++j) {
            if (grid_[nb[j]] != opp || group(nb[j], stones_, 1) > 0) continue;
            for (const int s : stones_) {
                grid_[s] = Color::EMPTY;
                if (removed) removed->push_back({s, opp});
            }
            out.captured += static_cast<int>(stones_.size());
            capturedAt = stones_[0];
        }
        const int libs = group(i, stones_, 2);  // 0 and 1 are exact, with all the stones
        if (libs == 0) {
            for (const int s : stones_) {
                grid_[s] = Color::EMPTY;
                if (removed) removed->push_back({s, c});
            }
            out.suicided = static_cast<int>(stones_.size());
            return out;
        }
        // Simple ko: a single stone captured by a lone stone that is left with one liberty.
        if (out.captured == 1 && stones_.size() == 1 && libs == 1) {
            koIndex_ = capturedAt;
            koColor_ = opp;
        }
        return out;
    }

    struct Trial {
        bool occupied = false;
        bool ko = false;  // the simple-ko point for c
        int captured = 0;
        int suicided = 0;
        uint64_t hashAfter = 0;
        bool isSuicide() const { return suicided > 0; }
        bool legal(bool suicideAllowed) const {
            if (occupied || ko) return false;
            return suicided == 0 || (suicideAllowed && suicided > 1);
        }
    };

    // What c at i would do: plays it, records the result, and puts everything back.
    Trial trial(Color c, int i, uint64_t hashBefore) {
        Trial t;
        if (grid_[i] != Color::EMPTY) {
            t.occupied = true;
            return t;
        }
        t.ko = i == koIndex_ && c == koColor_;
        const int savedKo = koIndex_;
        const Color savedKoColor = koColor_;
        removed_.clear();
        const Outcome o = play(c, i, &removed_);
        t.captured = o.captured;
        t.suicided = o.suicided;
        t.hashAfter = hashBefore ^ Board::zobrist(c, toPoint(i));
        for (const auto& [s, sc] : removed_) {
            t.hashAfter ^= Board::zobrist(sc, toPoint(s));
            grid_[s] = sc;
        }
        grid_[i] = Color::EMPTY;
        koIndex_ = savedKo;
        koColor_ = savedKoColor;
        return t;
    }

    std::string text() const {
        std::string out;
        for (int y = n_ - 1; y >= 0; --y) {
            for (int x = 0; x < n_; ++x) {
                const Color c = grid_[y * n_ + x];
                out += c == Color::BLACK ? 'X' : c == Color::WHITE ? 'O' : '.';
            }
            out += '\n';
        }
        return out;
    }

  private:
    int n_;
    std::vector<Color> grid_;
    int koIndex_ = -1;
    Color koColor_ = Color::EMPTY;
    mutable std::vector<uint32_t> mark_;
    mutable uint32_t generation_ = 0;
    std::vector<int> stones_;
    std::vector<std::pair<int, Color>> removed_;
};

// What the games exercised, so that the test also proves it reached the interesting cases.
struct Stats {
    long games = 0;
    long moves = 0;  // moves played (passes included), undone ones included
    long passes = 0;
    long captures = 0;
    long multiStoneCaptures = 0;
    long koPositions = 0;          // positions with a simple-ko point
    long multiStoneSuicides = 0;   // played, with suicide allowed
    long loneSuicidesRefused = 0;  // lone-stone suicides seen (never legal)
    long sameColorTwice = 0;
    long undos = 0;
    long copyPlays = 0;
};

// Streams the parts into a string: the text of a difference.
template <typename... Parts>
std::string describe(const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    return out.str();
}

// The full comparison of `b` with `ref`. Returns an empty string when they agree, otherwise a
// description of the first difference. `legal[0]` and `legal[1]` receive the reference's legal
// moves for Black and White (reference indices) under `suicideAllowed`.
std::string compare(const Board& b, Reference& ref, bool suicideAllowed,
                    std::vector<int>* legal = nullptr, Stats* stats = nullptr) {
    const int n = ref.size();
    if (b.size() != n) {
        return describe("size ", b.size(), " != ", n);
    }
    const int arraySize = arraySizeFor(n);
    std::vector<int> indexOf(arraySize, -1);
    for (int i = 0; i < ref.points(); ++i) indexOf[ref.toPoint(i)] = i;
    auto name = [&](Point p) { return formatVertex(p, n); };

    // Walls.
    for (Point p = 0; p < arraySize; ++p) {
        if (indexOf[p] >= 0) {
            if (!b.isOnBoard(p)) return describe("isOnBoard(", name(p), ") is false");
        } else if (b.at(p) != Color::WALL || b.isOnBoard(p)) {
            return describe("array index ", p, " should be a wall: colour ", colorName(b.at(p)),
                            ", isOnBoard ", b.isOnBoard(p));
        }
    }

    // Colours, hash and counts.
    uint64_t hash = 0;
    int counts[3] = {0, 0, 0};
    for (int i = 0; i < ref.points(); ++i) {
        const Point p = ref.toPoint(i);
        const Color c = ref.at(i);
        if (b.at(p) != c) {
            return describe("colour at ", name(p), ": board ", colorName(b.at(p)), ", reference ",
                            colorName(c));
        }
        ++counts[static_cast<int>(c)];
        if (c != Color::EMPTY) hash ^= Board::zobrist(c, p);
    }
    if (b.hash() != hash) {
        return describe("hash ", b.hash(), " != XOR of the stones' keys ", hash);
    }
    for (const Color c : BOTH_COLORS) {
        if (b.stoneCount(c) != counts[static_cast<int>(c)]) {
            return describe("stoneCount(", colorName(c), ") ", b.stoneCount(c),
                            " != ", counts[static_cast<int>(c)]);
        }
    }

    // The empty-point list: as many entries as empty points, each an empty point, no repeats.
    if (b.emptyCount() != counts[0]) {
        return describe("emptyCount ", b.emptyCount(), " != ", counts[0]);
    }
    std::vector<char> listed(arraySize, 0);
    for (int k = 0; k < b.emptyCount(); ++k) {
        const Point p = b.emptyAt(k);
        if (p < 0 || p >= arraySize || indexOf[p] < 0) {
            return describe("emptyAt(", k, ") = ", p, " is not on the board");
        }
        if (ref.at(indexOf[p]) != Color::EMPTY) {
            return describe("emptyAt(", k, ") = ", name(p), " is a ", colorName(ref.at(indexOf[p])),
                            " stone");
        }
        if (listed[p]) {
            return describe("emptyAt(", k, ") = ", name(p), " is listed twice");
        }
        listed[p] = 1;
    }

    // Chains: one per reference group, with its size, liberties, head and circular list.
    std::vector<int> groupOf(ref.points(), -1);
    std::vector<int> visitedBy(ref.points(), -1);  // the group whose walk has seen the stone
    std::vector<Point> heads;
    std::vector<int> stones;
    for (int i = 0; i < ref.points(); ++i) {
        if (ref.at(i) == Color::EMPTY || groupOf[i] >= 0) continue;
        const int g = static_cast<int>(heads.size());
        const int libs = ref.group(i, stones);
        const int groupSize = static_cast<int>(stones.size());
        for (const int s : stones) groupOf[s] = g;
        const Point first = ref.toPoint(stones[0]);
        const Point head = b.chainHead(first);
        for (const int s : stones) {
            const Point p = ref.toPoint(s);
            if (b.chainHead(p) != head) {
                return describe("chainHead(", name(p), ") = ", b.chainHead(p), " but chainHead(",
                                name(first), ") = ", head, " in the same group");
            }
            if (b.liberties(p) != libs) {
                return describe("liberties(", name(p), ") = ", b.liberties(p), ", flood fill ",
                                libs);
            }
            if (b.chainSize(p) != groupSize) {
                return describe("chainSize(", name(p), ") = ", b.chainSize(p), ", group size ",
                                groupSize);
            }
        }
        heads.push_back(head);
        // groupSize steps of nextInChain from `first` meet each stone of the group once and come
        // back to `first`: the list is one cycle through exactly the group, from any stone.
        Point q = first;
        for (int step = 0; step < groupSize; ++step) {
            const int qi = q > 0 && q < arraySize ? indexOf[q] : -1;
            if (qi < 0 || groupOf[qi] != g) {
                return describe("nextInChain walk from ", name(first), " left the group at step ",
                                step, " (point ", q, ")");
            }
            if (visitedBy[qi] == g) {
                return describe("nextInChain walk from ", name(first), " revisits ", name(q),
                                " at step ", step, " in a group of ", groupSize);
            }
            visitedBy[qi] = g;
            q = b.nextInChain(q);
        }
        if (q != first) {
            return describe("nextInChain walk from ", name(first), " is not back after ", groupSize,
                            " steps");
        }
    }
    std::sort(heads.begin(), heads.end());
    if (std::adjacent_find(heads.begin(), heads.end()) != heads.end()) {
        return describe("two different groups share a chainHead");
    }

    // Simple ko.
    const Point expectedKo = ref.koIndex() >= 0 ? ref.toPoint(ref.koIndex()) : PASS;
    if (b.koPoint() != expectedKo || (expectedKo != PASS && b.koColor() != ref.koColor())) {
        return describe("ko: board ", name(b.koPoint()), " for ", colorName(b.koColor()),
                        ", reference ", name(expectedKo), " for ", colorName(ref.koColor()));
    }
    if (stats && expectedKo != PASS) ++stats->koPositions;

    // Move tests at every point for both colours.
    for (const Color c : BOTH_COLORS) {
        if (!b.isLegal(c, PASS, false) || !b.isLegal(c, PASS, true)) {
            return describe("pass is not legal for ", colorName(c));
        }
    }
    for (int i = 0; i < ref.points(); ++i) {
        const Point p = ref.toPoint(i);
        for (const Color c : BOTH_COLORS) {
            const Reference::Trial t = ref.trial(c, i, hash);
            for (const bool allowed : {false, true}) {
                if (b.isLegal(c, p, allowed) != t.legal(allowed)) {
                    return describe("isLegal(", colorName(c), ", ", name(p), ", suicideAllowed ",
                                    allowed, ") = ", b.isLegal(c, p, allowed), ", reference ",
                                    t.legal(allowed), (t.occupied ? " (occupied)" : ""),
                                    (t.ko ? " (ko)" : ""), " captures ", t.captured,
                                    ", suicide of ", t.suicided);
                }
            }
            if (t.occupied) continue;
            if (b.isSuicide(c, p) != t.isSuicide()) {
                return describe("isSuicide(", colorName(c), ", ", name(p),
                                ") = ", b.isSuicide(c, p), ", reference ", t.isSuicide());
            }
            if (t.legal(true) && b.hashAfter(c, p) != t.hashAfter) {
                return describe("hashAfter(", colorName(c), ", ", name(p),
                                ") = ", b.hashAfter(c, p), ", reference ", t.hashAfter,
                                " (captures ", t.captured, ", suicide of ", t.suicided, ")");
            }
            if (stats && t.suicided == 1) ++stats->loneSuicidesRefused;
            if (legal && t.legal(suicideAllowed)) legal[c == Color::BLACK ? 0 : 1].push_back(i);
        }
    }
    return {};
}

// GameHistory::checkMove under the simple ko rule at every point, against the reference.
std::string compareCheckMove(const GameHistory& history, Reference& ref, bool suicideAllowed) {
    const Board& b = history.board();
    uint64_t hash = 0;
    for (int i = 0; i < ref.points(); ++i)
        if (ref.at(i) != Color::EMPTY) hash ^= Board::zobrist(ref.at(i), ref.toPoint(i));
    for (int i = 0; i < ref.points(); ++i) {
        for (const Color c : BOTH_COLORS) {
            const Reference::Trial t = ref.trial(c, i, hash);
            const MoveCheck expected = t.occupied                ? MoveCheck::OCCUPIED
                                       : t.ko                    ? MoveCheck::KO
                                       : t.legal(suicideAllowed) ? MoveCheck::LEGAL
                                                                 : MoveCheck::SUICIDE;
            const MoveCheck actual = history.checkMove(c, ref.toPoint(i));
            if (actual != expected) {
                return describe(
                    "checkMove(", colorName(c), ", ", formatVertex(ref.toPoint(i), b.size()),
                    ") = ", moveCheckText(actual), ", reference ", moveCheckText(expected));
            }
        }
    }
    return {};
}

// One random game. Returns false (after reporting) at the first difference.
bool runGame(int size, bool suicideAllowed, uint64_t seed, Stats& stats) {
    Random rng(seed);
    Rules rules = Rules::chinese();
    rules.koRule = KoRule::SIMPLE;  // the Board's own ko only: no superko refusals
    rules.suicideAllowed = suicideAllowed;
    GameHistory history(size, rules);
    Board board(size);
    Reference ref(size);
    std::vector<Move> played;
    std::vector<int> legal[2];
    std::string what = "the empty board";
    int moveNumber = 0;
    INFO("game seed " << seed << ", size " << size << ", suicide "
                      << std::string(suicideAllowed ? "allowed" : "forbidden") << ", step "
                      << moveNumber << " (undone moves included), after " << what << " with "
                      << played.size() << " moves on the board");
    ++stats.games;

    auto fail = [&](const std::string& difference) {
        FAIL_CHECK(difference << "\nreference position (X black, O white, top row first):\n"
                              << ref.text());
        return false;
    };

    Color toMove = Color::BLACK;
    int passesInARow = 0;
    const int maxMoves = 3 * size * size;
    while (moveNumber < maxMoves && passesInARow < 2) {
        legal[0].clear();
        legal[1].clear();
        if (std::string d = compare(board, ref, suicideAllowed, legal, &stats); !d.empty())
            return fail(d);

        // Occasionally the same colour plays twice (GameHistory allows it; the Board's ko
        // belongs to one colour).
        if (!played.empty() && played.back().color != toMove && rng.below(20) == 0) {
            toMove = played.back().color;
            ++stats.sameColorTwice;
        }
        const std::vector<int>& choices = legal[toMove == Color::BLACK ? 0 : 1];

        // A copy of the board plays some other legal point: hashAfter against the real thing.
        if (board.emptyCount() > 0) {
            const Point p = board.emptyAt(static_cast<int>(rng.below(board.emptyCount())));
            const Color c = BOTH_COLORS[rng.below(2)];
            if (board.isLegal(c, p, true)) {
                Board copy = board;
                const uint64_t predicted = copy.hashAfter(c, p);
                copy.play(c, p);
                ++stats.copyPlays;
                if (copy.hash() != predicted) {
                    return fail(describe("on a copy, ", colorName(c), " ", formatVertex(p, size),
                                         ": hash ", copy.hash(), " but hashAfter ", predicted));
                }
            }
        }

        // Passes are rarer on larger boards, so that those games fill up before two in a row.
        const bool pass = choices.empty() || rng.below(2 * size + 10) == 0;
        const int index = pass ? -1 : choices[rng.below(static_cast<uint32_t>(choices.size()))];
        const Point p = pass ? PASS : ref.toPoint(index);
        const uint64_t predicted = board.hashAfter(toMove, p);
        const Reference::Outcome expected = ref.play(toMove, index);
        const int captured = board.play(toMove, p);
        what = std::string(colorName(toMove)) + " " + formatVertex(p, size);
        ++moveNumber;
        ++stats.moves;
        if (pass) ++stats.passes;
        if (expected.captured > 0) ++stats.captures;
        if (expected.captured > 1) ++stats.multiStoneCaptures;
        if (expected.suicided > 1) ++stats.multiStoneSuicides;
        if (captured != expected.captured) {
            return fail(describe("play returned ", captured, " captured stones, reference ",
                                 expected.captured, " (suicide of ", expected.suicided, ")"));
        }
        if (board.hash() != predicted) {
            return fail(describe("hash after the move ", board.hash(), " but hashAfter predicted ",
                                 predicted));
        }
        if (const MoveCheck check = history.play(toMove, p); check != MoveCheck::LEGAL)
            return fail("GameHistory refused the move: " + std::string(moveCheckText(check)));
        if (history.board().hash() != board.hash())
            return fail("GameHistory's board hash differs from the Board's");
        played.push_back({toMove, p});
        passesInARow = pass ? passesInARow + 1 : 0;
        toMove = opponent(toMove);

        // Now and then take back a random number of moves and compare with the reference
        // replayed from the start; the game then continues from there. Undoing most of the game
        // is rare, so that the large boards still get crowded.
        if (rng.below(50) == 0) {
            const int available = static_cast<int>(played.size());
            const int range = rng.below(10) == 0 ? available : std::min(available, 8);
            const int k = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(range)));
            const uint64_t hashBefore = history.board().hash();
            if (history.undo(available + 1) || history.board().hash() != hashBefore ||
                history.moves().size() != played.size())
                return fail("undo(" + std::to_string(available + 1) + ") of " +
                            std::to_string(available) + " moves did something");
            if (!history.undo(k)) return fail("undo(" + std::to_string(k) + ") failed");
            played.resize(played.size() - k);
            what = "undoing " + std::to_string(k) + " moves, back to move " +
                   std::to_string(played.size());
            ++stats.undos;
            Reference replayed(size);
            for (const Move& m : played)
                replayed.play(m.color, m.point == PASS
                                           ? -1
                                           : ref.size() * yOf(size, m.point) + xOf(size, m.point));
            ref = replayed;
            if (history.moves() != played) return fail("GameHistory's move list after undo");
            toMove = played.empty() ? Color::BLACK : opponent(played.back().color);
            if (history.toMove() != toMove) return fail("GameHistory::toMove after undo");
            if (std::string d = compare(history.board(), ref, suicideAllowed); !d.empty())
                return fail("GameHistory's board: " + d);
            if (std::string d = compareCheckMove(history, ref, suicideAllowed); !d.empty())
                return fail(d);
            board = history.board();
            passesInARow = 0;
            for (auto it = played.rbegin(); it != played.rend() && it->point == PASS; ++it)
                ++passesInARow;
        }
    }
    if (std::string d = compare(board, ref, suicideAllowed); !d.empty()) return fail(d);
    return true;
}

// Games per board size: many on small boards, a few on the large ones.
struct SizePlan {
    int size;
    int games;
};
constexpr SizePlan PLAN[] = {{2, 250}, {3, 250}, {4, 200}, {5, 200}, {7, 100},
                             {9, 60},  {13, 16}, {19, 4},  {25, 2}};

void runAll(bool suicideAllowed) {
    Stats stats;
    int failures = 0;
    for (const SizePlan& plan : PLAN) {
        for (int g = 0; g < plan.games && failures < 3; ++g) {
            const uint64_t seed = 0x7E57000000ULL + (suicideAllowed ? 0x100000ULL : 0) +
                                  static_cast<uint64_t>(plan.size) * 0x1000 +
                                  static_cast<uint64_t>(g);
            if (!runGame(plan.size, suicideAllowed, seed, stats)) ++failures;
        }
    }
    INFO("suicide " << std::string(suicideAllowed ? "allowed" : "forbidden") << ": " << stats.games
                    << " games, " << stats.moves << " moves, " << stats.passes << " passes, "
                    << stats.captures << " captures (" << stats.multiStoneCaptures
                    << " of several stones), " << stats.koPositions << " ko positions, "
                    << stats.multiStoneSuicides << " multi-stone suicides, "
                    << stats.loneSuicidesRefused << " lone suicides refused, "
                    << stats.sameColorTwice << " same-colour moves, " << stats.undos << " undos, "
                    << stats.copyPlays << " copy plays");
    CHECK(failures == 0);
    // The games reached the cases worth checking.
    CHECK(stats.moves > 50000);
    CHECK(stats.passes > 0);
    CHECK(stats.captures > 1000);
    CHECK(stats.multiStoneCaptures > 100);
    CHECK(stats.koPositions > 100);
    CHECK(stats.loneSuicidesRefused > 100);
    CHECK(stats.sameColorTwice > 100);
    CHECK(stats.undos > 100);
    CHECK(stats.copyPlays > 1000);
    if (suicideAllowed) CHECK(stats.multiStoneSuicides > 100);
    if (!suicideAllowed) CHECK(stats.multiStoneSuicides == 0);
}

}  // namespace

TEST_CASE("crosscheck: random games against a naive reference, suicide forbidden") {
    runAll(false);
}

TEST_CASE("crosscheck: random games against a naive reference, suicide allowed") {
    runAll(true);
}

TEST_CASE("crosscheck: the reference captures and refuses suicide") {
    // 2x2: White's B1 and A2 take Black's A1; Black back at A1 would be a lone suicide, while
    // White may fill it (Black's group is gone, so White keeps B2 as a liberty).
    Reference r(2);
    r.play(Color::BLACK, 0);
    r.play(Color::WHITE, 1);
    const Reference::Outcome taken = r.play(Color::WHITE, 2);
    CHECK(taken.captured == 1);
    CHECK(taken.suicided == 0);
    CHECK(r.at(0) == Color::EMPTY);
    CHECK(r.koIndex() == -1);  // the capturer has two liberties: no ko
    const Reference::Trial black = r.trial(Color::BLACK, 0, 0);
    CHECK(black.suicided == 1);
    CHECK(!black.legal(false));
    CHECK(!black.legal(true));
    const Reference::Trial white = r.trial(Color::WHITE, 0, 0);
    CHECK(white.suicided == 0);
    CHECK(white.legal(false));
    // White filling B2 as well leaves its own three stones without liberties.
    Reference full = r;
    full.play(Color::WHITE, 0);
    const Reference::Trial fill = full.trial(Color::WHITE, 3, 0);
    CHECK(fill.suicided == 4);
    CHECK(!fill.legal(false));
    CHECK(fill.legal(true));
    CHECK(full.at(0) == Color::WHITE);  // a trial puts everything back
}

TEST_CASE("crosscheck: the comparison notices differences") {
    // The checker itself must be able to fail: positions that differ slightly from the board.
    Board board(5);
    Reference ref(5);
    auto at = [](int x, int y) { return y * 5 + x; };
    CHECK(compare(board, ref, false).empty());

    // A stone missing on one side.
    Reference extra = ref;
    extra.play(Color::BLACK, at(2, 2));
    CHECK(!compare(board, extra, false).empty());

    // Same stones, but only the board has a ko: White's A1 takes the black stone at B1 and is
    // left alone in atari, so Black may not retake at once.
    const std::pair<Color, std::pair<int, int>> moves[] = {
        {Color::BLACK, {1, 0}}, {Color::WHITE, {2, 0}}, {Color::BLACK, {0, 1}},
        {Color::WHITE, {1, 1}}, {Color::BLACK, {4, 4}}, {Color::WHITE, {0, 0}},
    };
    for (const auto& [c, xy] : moves) {
        board.play(c, board.point(xy.first, xy.second));
        ref.play(c, at(xy.first, xy.second));
    }
    CHECK(board.koPoint() == board.point(1, 0));
    CHECK(compare(board, ref, false).empty());
    Reference noKo(5);
    for (int i = 0; i < 25; ++i)
        if (ref.at(i) != Color::EMPTY && noKo.at(i) == Color::EMPTY) noKo.play(ref.at(i), i);
    CHECK(!compare(board, noKo, false).empty());
}
