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
    }
    RaceVerdict verdict(const State& t) const {
        const int i = indexOf(t);
        const RaceResult result = value_[i] > 0    ? RaceResult::MOVER_WINS
                                  : value_[i] == 0 ? RaceResult::SEKI
                                                   : RaceResult::MOVER_LOSES;
        return {result, move_[i]};
    }

  private:
    static constexpr int8_t UNKNOWN = 2;

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
    for (int i = 0; i < count && n < max; ++i) {
        Point moves[8];
        const int m = urgentRaceMoves(board, c, own, opps[i], moves, 8);
        for (int k = 0; k < m; ++k) addPoint(moves[k], out, n, max);
    }
}

}  // namespace

int raceAnswers(const Board& board, Color c, Point last, Point* out, int max) {
    if (last == PASS || board.at(last) != opponent(c)) return 0;
    int n = 0;
    Point owns[8];
    int count = 0;
    // c's chains next to the last move's chain (its races) and next to the last move itself.
    if (racing(board, last)) count = racingNeighbours(board, last, c, owns, 8);
    const int s = board.stride();
    for (const Point q : {last - s, last - 1, last + 1, last + s})
        if (board.at(q) == c && racing(board, q)) addPoint(board.chainHead(q), owns, count, 8);
    for (int i = 0; i < count && n < max; ++i) addRacesOf(board, c, owns[i], out, n, max);
    return n;
}

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

namespace {

// The liberties of two chains that may race, read once for the counts and the moves.
struct RaceLiberties {
    Point own[MAX_RACE_LIBERTIES + 1], opp[MAX_RACE_LIBERTIES + 1];
    int ownCount = 0, oppCount = 0;
    bool ownHas(Point p) const { return std::find(own, own + ownCount, p) != own + ownCount; }
    bool oppHas(Point p) const { return std::find(opp, opp + oppCount, p) != opp + oppCount; }
};

// countRace, keeping the liberties it read in `libs`.
bool countRace(const Board& board, Point own, Point opp, RaceCounts& counts, RaceLiberties& libs) {
    libs.ownCount = chainLiberties(board, own, libs.own, MAX_RACE_LIBERTIES + 1);
    libs.oppCount = chainLiberties(board, opp, libs.opp, MAX_RACE_LIBERTIES + 1);
    if (libs.ownCount < 2 || libs.ownCount > MAX_RACE_LIBERTIES || libs.oppCount < 2 ||
        libs.oppCount > MAX_RACE_LIBERTIES)
        return false;
    const Point oppHead = board.chainHead(opp);
    if (!chainTouches(board, own, [&](Point q) {
            return board.at(q) == board.at(opp) && board.chainHead(q) == oppHead;
        }))
        return false;
    counts = {};
    const Color ownColor = board.at(own), oppColor = board.at(opp);
    for (int i = 0; i < libs.ownCount; ++i) {
        if (libs.oppHas(libs.own[i]))
            ++counts.shared;
        else if (isOnePointEye(board, ownColor, libs.own[i]))
            ++counts.moverEyes;
        else
            ++counts.moverOutside;
    }
    for (int i = 0; i < libs.oppCount; ++i) {
        if (libs.ownHas(libs.opp[i])) continue;
        if (isOnePointEye(board, oppColor, libs.opp[i]))
            ++counts.otherEyes;
        else
            ++counts.otherOutside;
    }
    return true;
}

}  // namespace

bool countRace(const Board& board, Point own, Point opp, RaceCounts& counts) {
    RaceLiberties libs;
    return countRace(board, own, opp, counts, libs);
}

int urgentRaceMoves(const Board& board, Color c, Point own, Point opp, Point* out, int max) {
    RaceCounts counts;
    RaceLiberties libs;
    if (!countRace(board, own, opp, counts, libs)) return 0;
    const RaceVerdict mover = readRaceCounts(counts);
    if (mover.result != RaceResult::MOVER_WINS || mover.move == RaceMove::PASS) return 0;
    const RaceCounts swapped{counts.otherOutside, counts.otherEyes, counts.moverOutside,
                             counts.moverEyes, counts.shared};
    // Won whoever moves first: not urgent.
    if (readRaceCounts(swapped).result == RaceResult::MOVER_LOSES) return 0;
    const Color oppColor = board.at(opp);
    int n = 0;
    for (int i = 0; i < libs.oppCount && n < max; ++i) {
        const Point p = libs.opp[i];
        const bool shared = libs.ownHas(p);
        const bool wanted = mover.move == RaceMove::FILL_SHARED
                                ? shared
                                : !shared && !isOnePointEye(board, oppColor, p);
        if (wanted && board.isLegal(c, p) && !board.isSelfAtari(c, p)) out[n++] = p;
    }
    return n;
}

}  // namespace tianyuan
