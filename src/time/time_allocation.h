// How long to think about one move, from the clock, the overtime rules and an estimate of the
// moves still to play. Pure: the search receives the result and a clock to compare it with.
#pragma once

#include "time_clock.h"

namespace tianyuan {

struct AllocationContext {
    int boardSize = 19;
    int emptyPoints = 361;    // of the current position
    double lagBuffer = 1.0;   // seconds kept back per move for transmission and process delays
    bool gameIsOver = false;  // both passed / nothing left to play: answer at once
    double maxTimeCap = 0;    // --max-time; 0: none
};

struct TimeAllocation {
    double target = 0;   // think this long normally
    double maximum = 0;  // never longer (an unstable search may go from target up to this)
    bool unlimited = false;
};

// The number of our own moves still to come, estimated from the empty points: about a third
// of them, and never fewer than a tenth of the board.
double estimateMovesLeft(int boardSize, int emptyPoints);

// The lag buffer actually used: `lagBuffer`, but at most a fifth of a short overtime period.
double effectiveLag(const TimeSettings& settings, double lagBuffer);

// Thinking time for the next move of the player whose clock is `clock`:
// - no limit: unlimited (the caller uses its playout budget), or --max-time when it is set;
// - sudden death: the main time divided by the moves left, less the lag;
// - main time followed by overtime: main time is spent faster when the overtime alone is
//   generous (a period of at least the per-move share of main time), and a main-time move may
//   run into the first period only where that costs nothing (byo-yomi);
// - byo-yomi in overtime: most of a period, never crossing its end;
// - Canadian / carry-over in overtime: the period's time divided by the moves due in it.
// maximum >= target >= 0 always.
TimeAllocation allocateTime(const ClockState& clock, const TimeSettings& settings,
                            const AllocationContext& context);

// When the search may stop: at `maximum`, or at `target` unless the search is unstable, or
// earlier when the best move can no longer change (the search reports that).
struct StopRule {
    TimeAllocation allocation;
    bool shouldStop(double elapsed, bool searchUnstable, bool bestMoveSettled) const;
};

}  // namespace tianyuan
