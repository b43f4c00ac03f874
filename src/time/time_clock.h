// One player's clock as a value, and the pure transitions of every time system (RULES.md,
// Clocks; Art. 12 and 22). No wall clock is read here.
#pragma once

#include <string>

#include "time_settings.h"

namespace tianyuan {

struct ClockState {
    double mainLeft = 0;      // seconds of main time left
    bool inOvertime = false;  // main time is used up
    int periodsLeft = 0;      // BYOYOMI: periods left, the current one included
    double periodLeft = 0;    // overtime: seconds left in the current period
    int stonesLeft = 0;       // CANADIAN, CARRY_OVER: moves still due in the current period
    bool lostOnTime = false;  // the last period (or the main time of sudden death) was overrun
    bool operator==(const ClockState&) const = default;
};

// A full clock for the settings: main time, and the first overtime period ready. With no main
// time the clock starts in overtime.
ClockState initialClock(const TimeSettings& settings);

// The result of a move that took `elapsed` seconds (a pass counts as a move).
struct MoveOutcome {
    ClockState state;
    int periodsSpent = 0;     // BYOYOMI periods used up by this move
    bool forcedPass = false;  // the last period was overrun and settings.overrunIsPass is set
};

// Applies a move that took `elapsed` seconds:
// - NONE: nothing changes.
// - ABSOLUTE: main time goes down; overrunning it loses.
// - BYOYOMI: main time first; the rest spills into the periods. A move that ends within a period
//   costs nothing (the period starts afresh for the next move); each period fully used is spent.
//   Overrunning the last one loses.
// - CANADIAN: in overtime `stones` moves must be made in `periodSeconds`; when they are, the
//   period restarts in full. Overrunning the period loses.
// - CARRY_OVER: as CANADIAN, but the time left when the moves are done is added to the next
//   period.
// With settings.overrunIsPass, an overrun of the last period (not of sudden death) does not lose:
// the move becomes a forced pass and the same overtime starts again (Art. 22.5).
// A clock that has lost stays lost. Precondition: elapsed >= 0.
MoveOutcome afterMove(const ClockState& clock, const TimeSettings& settings, double elapsed);

// A controller's time_left report: `seconds` left and `stones`. stones == 0: main time (with
// 0 seconds at the end of main time: the clock enters overtime). stones > 0: in overtime, where
// for BYOYOMI (kgs-time_settings byoyomi) it is the number of periods left and `seconds` the
// time left in the current one (0: that period is over, the next starts in full), and for
// CANADIAN / CARRY_OVER the moves left in the period. Without overtime the seconds are main
// time whatever the stones. Negative seconds count as 0.
ClockState applyTimeLeft(const ClockState& clock, const TimeSettings& settings, double seconds,
                         int stones);

// The state in words, e.g. "8:43 main time, then byo-yomi 5 x 30 s" or
// "byo-yomi, 3 periods of 30 s left" or "canadian, 7 moves in 3:12".
std::string describeClock(const ClockState& clock, const TimeSettings& settings);

}  // namespace tianyuan
