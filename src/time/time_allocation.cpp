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

TimeAllocation inMainTime(const ClockState& c, const TimeSettings& s, double movesLeft,
                          double lag) {
    TimeAllocation a;
    const double share = overtimeShare(s, lag);
    if (share <= 0) {
        // Sudden death: every move still to come costs its lag whatever we think, and games can
        // run longer than estimated, so plan for a third more moves.
        const double moves = movesLeft * 4 / 3;
        const double budget = c.mainLeft - lag * (moves + 1);
        a.target = budget / moves;
        a.maximum = std::min(a.target * 3, budget * 0.25);
        return a;
    }
    // With a generous overtime the game need not be covered by main time alone: spend it over
    // about half the remaining moves.
    const double perMove = c.mainLeft / movesLeft;
    const double divisor = share >= perMove ? std::max(1.0, movesLeft / 2) : movesLeft;
    a.target = std::max(c.mainLeft / divisor - lag, share * 0.5);
    a.maximum = std::min(a.target * 3, c.mainLeft * 0.4);
    // Byo-yomi: running into the first period costs nothing if the move ends within it.
    // Canadian and carry-over: a move should not eat into the first period.
    const double limit =
        s.system == TimeSystem::BYOYOMI ? c.mainLeft + s.periodSeconds - 2 * lag : c.mainLeft - lag;
    a.target = std::min(a.target, limit);
    a.maximum = std::min(std::max(a.maximum, a.target), limit);
    return a;
}

TimeAllocation inOvertime(const ClockState& c, const TimeSettings& s, double lag) {
    TimeAllocation a;
    if (s.system == TimeSystem::BYOYOMI) {
        // A move within the period is free: use most of it, never cross its end (one lag of
        // margin beyond the lag itself).
        a.maximum = c.periodLeft - 2 * lag;
        a.target = a.maximum * 0.85;
        return a;
    }
    // Canadian and carry-over: share the period among the moves due in it, each paying its lag,
    // with one more lag kept back for the end of the period.
    const int stones = std::max(1, c.stonesLeft);
    const double budget = c.periodLeft - lag * (stones + 1);
    a.target = budget / stones;
    a.maximum = std::min(a.target * 2.5, budget - (stones - 1) * MIN_THINK);
    return a;
}

}  // namespace

double estimateMovesLeft(int boardSize, int emptyPoints) {
    const double area = static_cast<double>(boardSize) * boardSize;
    return std::max(0.1 * area, emptyPoints / 3.0);
}

double effectiveLag(const TimeSettings& s, double lagBuffer) {
    const bool hasPeriod = s.system == TimeSystem::BYOYOMI || s.system == TimeSystem::CANADIAN ||
                           s.system == TimeSystem::CARRY_OVER;
    if (!hasPeriod || s.periodSeconds <= 0) return lagBuffer;
    const double perMove =
        s.system == TimeSystem::BYOYOMI ? s.periodSeconds : s.periodSeconds / std::max(1, s.stones);
    return std::min(lagBuffer, perMove / 5);
}

TimeAllocation allocateTime(const ClockState& clock, const TimeSettings& settings,
                            const AllocationContext& context) {
    if (context.gameIsOver) return {0, 0, false};
    if (settings.system == TimeSystem::NONE) return capped({0, 0, true}, context);
    if (clock.lostOnTime) return capped({MIN_THINK, MIN_THINK, false}, context);
    const double lag = effectiveLag(settings, context.lagBuffer);
    const double movesLeft = estimateMovesLeft(context.boardSize, context.emptyPoints);
    const TimeAllocation a = clock.inOvertime ? inOvertime(clock, settings, lag)
                                              : inMainTime(clock, settings, movesLeft, lag);
    return capped(a, context);
}

bool StopRule::shouldStop(double elapsed, bool searchUnstable, bool bestMoveSettled) const {
    if (allocation.unlimited) return false;
    if (elapsed >= allocation.maximum) return true;
    if (bestMoveSettled) return true;
    return elapsed >= allocation.target && !searchUnstable;
}

}  // namespace tianyuan
