#include "semeai.h"

#include <algorithm>
#include <array>

#include "liberties.h"

namespace tianyuan {

namespace {

constexpr int SIDE = MAX_RACE_LIBERTIES + 1;  // counts 0..MAX

// A race state seen from the side to move: its outside liberties and eyes, the other's, the
// shared ones, and whether the last move was a pass.
struct State {
    int xo, xe, yo, ye, s;
    bool passed;
};

int indexOf(const State& t) {
    return ((((t.xo * SIDE + t.xe) * SIDE + t.yo) * SIDE + t.ye) * SIDE + t.s) * 2 + t.passed;
}

constexpr int STATES = SIDE * SIDE * SIDE * SIDE * SIDE * 2;

// The exact value of every counted race (+1 the mover wins, 0 seki, -1 it loses) and its best
// move, filled once by a memoised negamax.
class RaceTable {
  public:
    RaceTable() {
        value_.fill(UNKNOWN);
        for (int xo = 0; xo < SIDE; ++xo)
            for (int xe = 0; xe < SIDE; ++xe)
                for (int yo = 0; yo < SIDE; ++yo)
                    for (int ye = 0; ye < SIDE; ++ye)
                        for (int s = 0; s < SIDE; ++s)
                            for (const bool passed : {false, true})
                                solve({xo, xe, yo, ye, s, passed});
        mayBeUrgent_.fill(false);
        for (int xo = 0; xo < SIDE; ++xo)
            for (int xe = 0; xe < SIDE; ++xe)
                for (int yo = 0; yo < SIDE; ++yo)
                    for (int ye = 0; ye < SIDE; ++ye)
                        for (int s = 0; s < SIDE; ++s) {
                            const int mine = xo + xe + s, theirs = yo + ye + s;
                            if (mine < SIDE && theirs < SIDE && urgent({xo, xe, yo, ye, s, false}))
                                mayBeUrgent_[mine * SIDE + theirs] = true;
                        }
    }
    RaceVerdict verdict(const State& t) const {
        const int i = indexOf(t);
        const RaceResult result = value_[i] > 0    ? RaceResult::MOVER_WINS
                                  : value_[i] == 0 ? RaceResult::SEKI
                                                   : RaceResult::MOVER_LOSES;
        return {result, move_[i]};
    }
    // False when no race of chains of these liberty counts is urgent for the mover (won by it
    // moving first, not lost by it moving second; see urgentRaceMoves).
    bool mayBeUrgent(int moverLiberties, int otherLiberties) const {
        return moverLiberties < SIDE && otherLiberties < SIDE &&
               mayBeUrgent_[moverLiberties * SIDE + otherLiberties];
    }

  private:
    static constexpr int8_t UNKNOWN = 2;

    bool urgent(const State& t) const {
        const int i = indexOf(t);
        const int j = indexOf({t.yo, t.ye, t.xo, t.xe, t.s, false});
        return value_[i] > 0 && move_[i] != RaceMove::PASS && value_[j] >= 0;
    }

    int solve(const State& t) {
        const int i = indexOf(t);
        if (value_[i] != UNKNOWN) return value_[i];
        const int mine = t.xo + t.xe + t.s, theirs = t.yo + t.ye + t.s;
        int best = -2;
        RaceMove bestMove = RaceMove::PASS;
        const auto consider = [&](int value, RaceMove move) {
            if (value > best) best = value, bestMove = move;
        };
        // The other side's turn after a fill, seen from its side.
        const auto after = [&](int yo, int s) { return -solve({yo, t.ye, t.xo, t.xe, s, false}); };
        if (mine > 0 && theirs > 0) {
            if (t.yo > 0) consider(theirs == 1 ? 1 : after(t.yo - 1, t.s), RaceMove::FILL_OUTSIDE);
            // A shared fill takes a liberty from both: suicide when it was the mover's last.
            if (t.s > 0 && (theirs == 1 || mine > 1))
                consider(theirs == 1 ? 1 : after(t.yo, t.s - 1), RaceMove::FILL_SHARED);
            // An eye is filled only as the capture.
            if (t.ye > 0 && theirs == 1) consider(1, RaceMove::FILL_OUTSIDE);
        }
        consider(t.passed ? 0 : -solve({t.yo, t.ye, t.xo, t.xe, t.s, true}), RaceMove::PASS);
        value_[i] = static_cast<int8_t>(best);
        move_[i] = bestMove;
        return best;
    }

    std::array<int8_t, STATES> value_;
    std::array<RaceMove, STATES> move_{};
    std::array<bool, SIDE * SIDE> mayBeUrgent_{};
};

const RaceTable& raceTable() {
    static const RaceTable table;
    return table;
}

int clamp(int n) {
    return std::min(n, MAX_RACE_LIBERTIES);
}

// A one-point eye of colour c: every orthogonal neighbour is c's stone or the edge.
bool isOnePointEye(const Board& board, Color c, Point p) {
    const int s = board.stride();
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (board.at(n) != c && board.at(n) != Color::WALL) return false;
    return true;
}

// Adds p to out[0..n) unless it is there or out is full.
void addPoint(Point p, Point* out, int& n, int max) {
    if (n < max && std::find(out, out + n, p) == out + n) out[n++] = p;
}

// A chain's liberties, when it has 2 to MAX_RACE_LIBERTIES of them.
struct ChainLiberties {
    Point at[MAX_RACE_LIBERTIES + 1];
    int count = 0;
    bool has(Point p) const { return std::find(at, at + count, p) != at + count; }
    bool read(const Board& board, Point chain) {
        count = chainLiberties(board, chain, at, MAX_RACE_LIBERTIES + 1);
        return count >= 2 && count <= MAX_RACE_LIBERTIES;
    }
};

// The counts of the race between two adjacent chains of colours `mine` and `theirs`, from their
// liberties.
RaceCounts countLiberties(const Board& board, Color mine, const ChainLiberties& own, Color theirs,
                          const ChainLiberties& opp) {
    RaceCounts counts;
    for (int i = 0; i < own.count; ++i) {
        if (opp.has(own.at[i]))
            ++counts.shared;
        else if (isOnePointEye(board, mine, own.at[i]))
            ++counts.moverEyes;
        else
            ++counts.moverOutside;
    }
    for (int i = 0; i < opp.count; ++i) {
        if (own.has(opp.at[i])) continue;
        if (isOnePointEye(board, theirs, opp.at[i]))
            ++counts.otherEyes;
        else
            ++counts.otherOutside;
    }
    return counts;
}

bool adjacent(const Board& board, Point own, Point opp) {
    const Point oppHead = board.chainHead(opp);
    const Color oppColor = board.at(opp);
    return chainTouches(board, own, [&](Point q) {
        return board.at(q) == oppColor && board.chainHead(q) == oppHead;
    });
}

// urgentRaceMoves for two adjacent chains, the liberties `own` of c's chain already read.
int urgentMoves(const Board& board, Color c, const ChainLiberties& own, Point opp, Point* out,
                int max) {
    ChainLiberties theirs;
    if (!theirs.read(board, opp)) return 0;
    const Color oppColor = board.at(opp);
    const RaceCounts counts = countLiberties(board, c, own, oppColor, theirs);
    const RaceVerdict mover = readRaceCounts(counts);
    if (mover.result != RaceResult::MOVER_WINS || mover.move == RaceMove::PASS) return 0;
    const RaceCounts swapped{counts.otherOutside, counts.otherEyes, counts.moverOutside,
                             counts.moverEyes, counts.shared};
    // Won whoever moves first: not urgent.
    if (readRaceCounts(swapped).result == RaceResult::MOVER_LOSES) return 0;
    int n = 0;
    for (int i = 0; i < theirs.count && n < max; ++i) {
        const Point p = theirs.at[i];
        const bool shared = own.has(p);
        const bool wanted = mover.move == RaceMove::FILL_SHARED
                                ? shared
                                : !shared && !isOnePointEye(board, oppColor, p);
        if (wanted && board.isLegal(c, p) && !board.isSelfAtari(c, p)) out[n++] = p;
    }
    return n;
}

bool racing(const Board& board, Point chain) {
    const int libs = board.liberties(chain);
    return libs >= 2 && libs <= MAX_RACE_LIBERTIES;
}

// The heads of the chains of colour `colour` next to the chain at `chain` that may race (2 to
// MAX_RACE_LIBERTIES liberties), up to `max`.
int racingNeighbours(const Board& board, Point chain, Color colour, Point* heads, int max) {
    int n = 0;
    chainTouches(board, chain, [&](Point q) {
        if (board.at(q) == colour && racing(board, q)) addPoint(board.chainHead(q), heads, n, max);
        return n == max;
    });
    return n;
}

// Adds the urgent moves of c's chain at `own` against each racing opponent chain next to it.
void addRacesOf(const Board& board, Color c, Point own, Point* out, int& n, int max) {
    Point opps[8];
    const int count = racingNeighbours(board, own, opponent(c), opps, 8);
    const int ownCount = board.liberties(own);
    ChainLiberties libs;  // read at the first pair that the counts let through
    for (int i = 0; i < count && n < max; ++i) {
        // The liberty counts alone rule out unbalanced pairs (2 against 4, say) before a walk.
        if (!raceTable().mayBeUrgent(ownCount, board.liberties(opps[i]))) continue;
        if (libs.count == 0 && !libs.read(board, own)) return;
        Point moves[8];
        const int m = urgentMoves(board, c, libs, opps[i], moves, 8);
        for (int k = 0; k < m; ++k) addPoint(moves[k], out, n, max);
    }
}

}  // namespace

int allRaceMoves(const Board& board, Color c, Point* out, int max) {
    int n = 0;
    const int size = board.size();
    for (int y = 0; y < size && n < max; ++y)
        for (int x = 0; x < size && n < max; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) == c && board.chainHead(p) == p && racing(board, p))
                addRacesOf(board, c, p, out, n, max);
        }
    return n;
}

RaceVerdict readRaceCounts(const RaceCounts& c) {
    return raceTable().verdict({clamp(c.moverOutside), clamp(c.moverEyes), clamp(c.otherOutside),
                                clamp(c.otherEyes), clamp(c.shared), false});
}

bool countRace(const Board& board, Point own, Point opp, RaceCounts& counts) {
    ChainLiberties mine, theirs;
    if (!mine.read(board, own) || !theirs.read(board, opp) || !adjacent(board, own, opp))
        return false;
    counts = countLiberties(board, board.at(own), mine, board.at(opp), theirs);
    return true;
}

int urgentRaceMoves(const Board& board, Color c, Point own, Point opp, Point* out, int max) {
    // The liberty counts alone rule out unbalanced pairs (2 against 4, say) before a walk.
    if (!raceTable().mayBeUrgent(board.liberties(own), board.liberties(opp))) return 0;
    ChainLiberties mine;
    if (!mine.read(board, own) || !adjacent(board, own, opp)) return 0;
    return urgentMoves(board, c, mine, opp, out, max);
}

}  // namespace tianyuan
