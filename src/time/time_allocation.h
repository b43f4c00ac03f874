// How long to think about one move, from the clock, the overtime rules and an estimate of the
// moves still to play. Pure: the search receives the result and a clock to compare it with.
#pragma once

#include <optional>
#include <string_view>

#include "time_clock.h"

namespace tianyuan {

// How the thinking time is shared out (--time-allocation).
// - ADAPTIVE (the default): moves left estimated from the empty points, main time spent faster
//   before a generous overtime, a target below a maximum that an unstable search may use, and
//   an early stop when the best move can no longer change.
// - FLAT: the baseline that ADAPTIVE is measured against (issue 21): each move gets the main
//   time left over a fixed number of moves (the board's points / 4) plus the overtime's per-move
//   share, in overtime that share alone; target == maximum (no extension) and no early stop.
enum class AllocationMethod { ADAPTIVE, FLAT };

// "adaptive" or "flat"; nullopt for anything else.
std::optional<AllocationMethod> parseAllocationMethod(std::string_view name);
const char* allocationMethodName(AllocationMethod method);

struct AllocationContext {
    int boardSize = 19;
    int emptyPoints = 361;   // of the current position
    double lagBuffer = 1.0;  // seconds kept back per move for transmission and process delays
    // The lag observed on this link (GameClock's LagEstimator): kept back per move instead of
    // the lag buffer, which stays the ceiling and the margin kept where an overrun loses the game
    // (the end of the last byo-yomi period, of a Canadian period, of sudden death). < 0: nothing
    // observed, the lag buffer is used throughout.
    double lagReserve = -1;
    AllocationMethod method = AllocationMethod::ADAPTIVE;
    bool gameIsOver = false;  // both passed / nothing left to play: answer at once
    double maxTimeCap = 0;    // --max-time; 0: none
    // ADAPTIVE only (both off by default until matches decide; issue 21):
    // - middleGame (--time-middle-game): main time is spent faster in the middle game, so that
    //   the endgame thinks less (middleGameMoves);
    // - spareByoyomiPeriods (--time-spare-periods): an unstable search in byo-yomi may run into
    //   the next period while more than one is left (the last one is never risked).
    bool middleGame = false;
    bool spareByoyomiPeriods = false;
};

struct TimeAllocation {
    double target = 0;   // think this long normally
    double maximum = 0;  // never longer (an unstable search may go from target up to this)
    bool unlimited = false;
    bool stopWhenSettled = true;  // stop before the target when the best move can no longer change
};

// The number of our own moves still to come, estimated from the empty points: about a third
// of them, and never fewer than a tenth of the board.
double estimateMovesLeft(int boardSize, int emptyPoints);

// The moves that the main time left is spread over, for moves estimated `movesLeft`: those
// moves, or with AllocationContext::middleGame fewer before the endgame. Huang, Coulom and Lin
// (2010) won most by thinking longer in the middle game than at the end; Pachi spends its time
// as if the game ended where the endgame starts. Here: until stones cover 40% of the board, the
// main time is spread over the moves estimated after that point (at least a tenth of the board),
// reached gradually in the opening (the first 20%), so each middle-game move takes a larger
// slice and the endgame gets what remains. The estimate is made again at every move.
double middleGameMoves(int boardSize, int emptyPoints, double movesLeft);

// The lag buffer actually used: `lagBuffer`, but at most a fifth of a short overtime period.
double effectiveLag(const TimeSettings& settings, double lagBuffer);

// The seconds kept back for lag: `perMove` paid by the move being allocated (the observed lag
// reserve, at most the effective lag buffer), `margin` (the effective lag buffer) wherever an
// overrun would lose the game: beyond the move's own lag in the last byo-yomi period, for each
// later move of a Canadian period and once at its end, for every move of sudden death. So a lag
// that jumps up to the lag buffer before it is observed costs at most a spare byo-yomi period.
// Without a reserve both are the effective lag buffer (the allocation of a fixed buffer).
struct LagAllowance {
    double perMove = 0;
    double margin = 0;
};
LagAllowance lagAllowance(const TimeSettings& settings, const AllocationContext& context);

// FLAT's fixed number of moves that the main time left is divided by: the board's points / 4.
double flatMainTimeMoves(int boardSize);

// Thinking time for the next move of the player whose clock is `clock`:
// - no limit: unlimited (the caller uses its playout budget), or --max-time when it is set;
// - sudden death: the main time divided by the moves left, less the lag;
// - main time followed by overtime: main time is spent faster when the overtime alone is
//   generous (a period of at least the per-move share of main time), and a main-time move may
//   run into the first period only where that costs nothing (byo-yomi);
// - byo-yomi in overtime: most of a period, never crossing its end;
// - Canadian / carry-over in overtime: the period's time divided by the moves due in it.
// maximum >= target >= 0 always. With context.method == FLAT, the rule of flatMainTimeMoves and
// AllocationMethod above instead.
TimeAllocation allocateTime(const ClockState& clock, const TimeSettings& settings,
                            const AllocationContext& context);

// When the search may stop: at `maximum`, or at `target` unless the search is unstable, or
// earlier when the best move can no longer change (the search reports that) if the allocation's
// stopWhenSettled allows it.
struct StopRule {
    TimeAllocation allocation;
    bool shouldStop(double elapsed, bool searchUnstable, bool bestMoveSettled) const;
};

}  // namespace tianyuan
