#include "time_allocation.h"

#include <algorithm>

namespace tianyuan {

namespace {

constexpr double MIN_THINK = 0.05;  // seconds: enough to answer at all

TimeAllocation capped(TimeAllocation a, const AllocationContext& context) {
    a.target = std::max(0.0, a.target);
    a.maximum = std::max(a.target, a.maximum);
    if (a.unlimited && context.maxTimeCap > 0)
        return {context.maxTimeCap, context.maxTimeCap, false};
    if (context.maxTimeCap > 0) {
        a.target = std::min(a.target, context.maxTimeCap);
        a.maximum = std::min(a.maximum, context.maxTimeCap);
        a.unlimited = false;
    }
    return a;
}

// Seconds per move that the overtime alone gives, after the lag.
double overtimeShare(const TimeSettings& s, double lag) {
    switch (s.system) {
        case TimeSystem::BYOYOMI:
            return s.periods > 0 ? s.periodSeconds - lag : 0;
        case TimeSystem::CANADIAN:
        case TimeSystem::CARRY_OVER:
            return s.stones > 0 ? s.periodSeconds / s.stones - lag : 0;
        default:
            return 0;
    }
}

// The margin kept after a byo-yomi move: one lag beyond its own while a spare period remains
// (an overrun then costs a period, not the game), the full lag buffer in the last period.
double byoyomiEndMargin(const ClockState& c, const LagAllowance& lag) {
    return c.periodsLeft > 1 ? lag.perMove : lag.margin;
}

// The longest a Canadian or carry-over move may think: it keeps for each later move of the
// period the full lag buffer and a short think, and the margin at the end, so that a lag that
// jumps up to the buffer on this move (not yet observed) loses nothing.
double canadianLongest(const ClockState& c, const LagAllowance& l) {
    const int stones = std::max(1, c.stonesLeft);
    return c.periodLeft - l.perMove - (l.margin + MIN_THINK) * (stones - 1) - l.margin;
}

// Sudden death's lag kept back for `moves` moves still to come: the observed lag for each, and on
// top the lag buffer for the next SAFETY_MOVES of them, so that a lag that jumps up to the buffer
// is paid until the estimate has caught up (it does after one move). Without an observed lag,
// the buffer for every move.
constexpr double SAFETY_MOVES = 3;
double suddenDeathLagReserve(const LagAllowance& l, double moves) {
    return l.perMove * (moves + 1) + (l.margin - l.perMove) * std::min(moves + 1, SAFETY_MOVES);
}

// `movesLeft`: the moves estimated; `spread`: those that the main time is spread over (fewer
// with AllocationContext::middleGame, before the endgame).
TimeAllocation inMainTime(const ClockState& c, const TimeSettings& s, double movesLeft,
                          double spread, const LagAllowance& l) {
    TimeAllocation a;
    const double lag = l.perMove;
    const double share = overtimeShare(s, lag);
    if (share <= 0) {
        // Sudden death: every move still to come costs its lag whatever we think, so the lag is
        // kept back for a game a third longer than estimated; the thinking is spread over
        // `spread` moves (a longer game is covered by the estimate, made again at each move).
        const double budget = c.mainLeft - suddenDeathLagReserve(l, movesLeft * 4 / 3);
        a.target = budget / spread;
        a.maximum = std::min(a.target * 3, budget * 0.25);
        return a;
    }
    // Every move of overtime gets `share`, so a move of main time that took less would throw
    // time away: each gets the share and a slice of the main time left, which goes faster (over
    // about half the remaining moves) when the overtime alone is generous. An unstable search may
    // take up to 40% of the main time left on top of the share.
    const double perMove = c.mainLeft / movesLeft;
    const double divisor = share >= perMove ? std::max(1.0, spread / 2) : spread;
    a.target = share + c.mainLeft / divisor;
    a.maximum = std::min(a.target * 3, share + c.mainLeft * 0.4);
    // Byo-yomi: running into the first period costs nothing if the move ends within it.
    // Canadian and carry-over: a move should not eat into the first period.
    const double limit = s.system == TimeSystem::BYOYOMI
                             ? c.mainLeft + s.periodSeconds - lag - byoyomiEndMargin(c, l)
                             : c.mainLeft - lag;
    a.target = std::min(a.target, limit);
    a.maximum = std::min(std::max(a.maximum, a.target), limit);
    return a;
}

// `spendSparePeriod`: an unstable search may use one more byo-yomi period while more than one
// is left.
TimeAllocation inOvertime(const ClockState& c, const TimeSettings& s, const LagAllowance& l,
                          bool spendSparePeriod) {
    TimeAllocation a;
    if (s.system == TimeSystem::BYOYOMI) {
        // A move within the period is free and time saved in it is lost: use all of it, never
        // cross its end (a margin beyond the lag itself). Not even a settled move stops early:
        // its search goes on in the tree that the next move keeps.
        a.target = c.periodLeft - l.perMove - byoyomiEndMargin(c, l);
        a.maximum = a.target;
        a.stopWhenSettled = false;
        // A spare period: an unstable search may run on into the next period (which then
        // starts in full), and end within it by the margin kept at the end of the last one.
        if (spendSparePeriod && c.periodsLeft > 1) {
            const ClockState next{0, true, c.periodsLeft - 1, s.periodSeconds, 0, false};
            a.maximum = c.periodLeft + s.periodSeconds - l.perMove - byoyomiEndMargin(next, l);
        }
        return a;
    }
    // Canadian and carry-over: share the period among the moves due in it, each paying its lag,
    // with the margin kept back for the end of the period.
    const int stones = std::max(1, c.stonesLeft);
    const double budget = c.periodLeft - l.perMove * stones - l.margin;
    a.target = budget / stones;
    a.maximum = std::min(a.target * 2.5, canadianLongest(c, l));
    return a;
}

// The baseline (AllocationMethod::FLAT): no estimate of the moves left, no extension, no early
// stop. The lag is kept back exactly as ADAPTIVE keeps it, so the two differ only in how they
// share out the time.
TimeAllocation flat(const ClockState& c, const TimeSettings& s, int boardSize,
                    const LagAllowance& l) {
    TimeAllocation a;
    a.stopWhenSettled = false;
    const double lag = l.perMove;
    // Byo-yomi in overtime: the period less the lags, as ADAPTIVE thinks (it neither extends
    // nor stops early there).
    if (c.inOvertime && s.system == TimeSystem::BYOYOMI) return inOvertime(c, s, l, false);
    if (c.inOvertime) {
        // Canadian and carry-over: the period's time over the moves due in it.
        const int stones = std::max(1, c.stonesLeft);
        a.target =
            std::min((c.periodLeft - lag * stones - l.margin) / stones, canadianLongest(c, l));
    } else {
        // Main time: its share of what is left plus what the overtime gives each move for free.
        const double slice = c.mainLeft / flatMainTimeMoves(boardSize);
        double overtimePerMove = 0;
        if (s.system == TimeSystem::BYOYOMI && s.periods > 0) overtimePerMove = s.periodSeconds;
        if ((s.system == TimeSystem::CANADIAN || s.system == TimeSystem::CARRY_OVER) &&
            s.stones > 0)
            overtimePerMove = s.periodSeconds / s.stones;
        // Each move pays its lag (the observed one, as ADAPTIVE does).
        a.target = slice + overtimePerMove - lag;
        // The same limits as ADAPTIVE: into the first byo-yomi period only where that is free,
        // never into a Canadian period, never past the end of sudden death.
        const double limit = s.system == TimeSystem::BYOYOMI && s.periods > 0
                                 ? c.mainLeft + s.periodSeconds - lag - byoyomiEndMargin(c, l)
                                 : c.mainLeft - (overtimePerMove > 0 ? lag : 2 * l.margin);
        a.target = std::min(a.target, limit);
    }
    a.target = std::max(0.0, a.target);
    a.maximum = a.target;
    return a;
}

}  // namespace

std::optional<AllocationMethod> parseAllocationMethod(std::string_view name) {
    if (name == "adaptive") return AllocationMethod::ADAPTIVE;
    if (name == "flat") return AllocationMethod::FLAT;
    return std::nullopt;
}

const char* allocationMethodName(AllocationMethod method) {
    return method == AllocationMethod::FLAT ? "flat" : "adaptive";
}

double flatMainTimeMoves(int boardSize) {
    // About 0.35 x points moves of ours in a game: taking 1/(points/4) of what is left at each
    // leaves about e^-1.4, a quarter of the main time, at a typical game's end, a reserve for
    // longer games that a rule blind to the position needs (Huang, Coulom and Lin's "remaining
    // time over a constant").
    return std::max(1.0, boardSize * boardSize / 4.0);
}

double estimateMovesLeft(int boardSize, int emptyPoints) {
    const double area = static_cast<double>(boardSize) * boardSize;
    return std::max(0.1 * area, emptyPoints / 3.0);
}

double middleGameMoves(int boardSize, int emptyPoints, double movesLeft) {
    const double area = static_cast<double>(boardSize) * boardSize;
    const double stones = area - emptyPoints;
    const double endgameStart = 0.4 * area, openingEnd = 0.2 * area;
    if (stones <= 0 || stones >= endgameStart) return movesLeft;
    // Our moves after the endgame starts: those estimated less ours until then (half the
    // stones still to be placed before it).
    const double endgameMoves = std::max(0.1 * area, movesLeft - (endgameStart - stones) / 2);
    if (endgameMoves >= movesLeft) return movesLeft;
    // Through the opening the slice (1 / moves) goes from the uniform one to the middle game's.
    if (stones >= openingEnd) return endgameMoves;
    const double weight = stones / openingEnd;
    return 1.0 / (weight / endgameMoves + (1 - weight) / movesLeft);
}

double effectiveLag(const TimeSettings& s, double lagBuffer) {
    const bool hasPeriod = s.system == TimeSystem::BYOYOMI || s.system == TimeSystem::CANADIAN ||
                           s.system == TimeSystem::CARRY_OVER;
    if (!hasPeriod || s.periodSeconds <= 0) return lagBuffer;
    const double perMove =
        s.system == TimeSystem::BYOYOMI ? s.periodSeconds : s.periodSeconds / std::max(1, s.stones);
    return std::min(lagBuffer, perMove / 5);
}

LagAllowance lagAllowance(const TimeSettings& settings, const AllocationContext& context) {
    const double ceiling = effectiveLag(settings, context.lagBuffer);
    const double perMove = context.lagReserve < 0 ? ceiling : std::min(ceiling, context.lagReserve);
    return {perMove, ceiling};
}

TimeAllocation allocateTime(const ClockState& clock, const TimeSettings& settings,
                            const AllocationContext& context) {
    if (context.gameIsOver) return {0, 0, false};
    if (settings.system == TimeSystem::NONE) return capped({0, 0, true}, context);
    if (clock.lostOnTime) return capped({MIN_THINK, MIN_THINK, false}, context);
    const LagAllowance lag = lagAllowance(settings, context);
    if (context.method == AllocationMethod::FLAT)
        return capped(flat(clock, settings, context.boardSize, lag), context);
    const double movesLeft = estimateMovesLeft(context.boardSize, context.emptyPoints);
    const double spread = context.middleGame
                              ? middleGameMoves(context.boardSize, context.emptyPoints, movesLeft)
                              : movesLeft;
    const TimeAllocation a = clock.inOvertime
                                 ? inOvertime(clock, settings, lag, context.spareByoyomiPeriods)
                                 : inMainTime(clock, settings, movesLeft, spread, lag);
    return capped(a, context);
}

bool StopRule::shouldStop(double elapsed, bool searchUnstable, bool bestMoveSettled) const {
    if (allocation.unlimited) return false;
    if (elapsed >= allocation.maximum) return true;
    if (bestMoveSettled && allocation.stopWhenSettled) return true;
    return elapsed >= allocation.target && !searchUnstable;
}

}  // namespace tianyuan
