#include "time_clock.h"

#include <cmath>
#include <cstdio>

namespace tianyuan {

namespace {

bool hasOvertime(const TimeSettings& s) {
    switch (s.system) {
        case TimeSystem::BYOYOMI:
            return s.periods > 0 && s.periodSeconds > 0;
        case TimeSystem::CANADIAN:
        case TimeSystem::CARRY_OVER:
            return s.stones > 0 && s.periodSeconds > 0;
        default:
            return false;
    }
}

// The clock at the start of overtime: the first period ready.
ClockState startOvertime(const TimeSettings& s) {
    ClockState c;
    c.inOvertime = true;
    c.periodLeft = s.periodSeconds;
    c.periodsLeft = s.system == TimeSystem::BYOYOMI ? s.periods : 1;
    c.stonesLeft = s.system == TimeSystem::BYOYOMI ? 0 : s.stones;
    return c;
}

MoveOutcome overrun(const ClockState& clock, const TimeSettings& s) {
    MoveOutcome out{clock, 0, false};
    if (s.overrunIsPass && hasOvertime(s)) {
        out.state = startOvertime(s);
        out.state.periodsLeft = s.system == TimeSystem::BYOYOMI ? 1 : out.state.periodsLeft;
        out.forcedPass = true;
    } else {
        out.state.lostOnTime = true;
    }
    return out;
}

// A move of `elapsed` seconds made entirely in overtime.
MoveOutcome overtimeMove(ClockState c, const TimeSettings& s, double elapsed) {
    MoveOutcome out{c, 0, false};
    if (s.system == TimeSystem::BYOYOMI) {
        // A move made within the current period is free; every full period used is spent.
        double rest = elapsed;
        while (rest > c.periodLeft) {
            rest -= c.periodLeft;
            ++out.periodsSpent;
            if (--c.periodsLeft == 0) {
                MoveOutcome lost = overrun(c, s);
                lost.periodsSpent = out.periodsSpent;
                return lost;
            }
            c.periodLeft = s.periodSeconds;
        }
        c.periodLeft = s.periodSeconds;
        out.state = c;
        return out;
    }
    // CANADIAN and CARRY_OVER.
    if (elapsed > c.periodLeft) return overrun(c, s);
    c.periodLeft -= elapsed;
    if (--c.stonesLeft <= 0) {
        c.stonesLeft = s.stones;
        c.periodLeft =
            s.system == TimeSystem::CARRY_OVER ? c.periodLeft + s.periodSeconds : s.periodSeconds;
    }
    out.state = c;
    return out;
}

std::string minutesSeconds(double seconds) {
    const long whole = std::lround(std::max(0.0, seconds));
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%ld:%02ld", whole / 60, whole % 60);
    return buffer;
}

}  // namespace

ClockState initialClock(const TimeSettings& s) {
    if (s.system == TimeSystem::NONE) return {};
    if (s.mainSeconds <= 0 && hasOvertime(s)) return startOvertime(s);
    ClockState c = hasOvertime(s) ? startOvertime(s) : ClockState{};
    c.inOvertime = false;
    c.mainLeft = s.mainSeconds;
    return c;
}

MoveOutcome afterMove(const ClockState& clock, const TimeSettings& s, double elapsed) {
    if (s.system == TimeSystem::NONE || clock.lostOnTime) return {clock, 0, false};
    ClockState c = clock;
    if (!c.inOvertime) {
        if (elapsed <= c.mainLeft) {
            c.mainLeft -= elapsed;
            return {c, 0, false};
        }
        elapsed -= c.mainLeft;
        c.mainLeft = 0;
        if (!hasOvertime(s)) return overrun(c, s);
        const ClockState fresh = startOvertime(s);
        c.inOvertime = true;
        c.periodLeft = fresh.periodLeft;
        c.periodsLeft = fresh.periodsLeft;
        c.stonesLeft = fresh.stonesLeft;
    }
    return overtimeMove(c, s, elapsed);
}

ClockState applyTimeLeft(const ClockState& clock, const TimeSettings& s, double seconds,
                         int stones) {
    seconds = std::max(0.0, seconds);
    if (s.system == TimeSystem::NONE) return clock;
    if (!hasOvertime(s) || (stones == 0 && seconds > 0)) {
        // In main time (or sudden death, whatever the stones say): the overtime is still whole.
        ClockState c = initialClock(s);
        c.inOvertime = false;  // also with settings of no main time: the controller says main
        c.mainLeft = seconds;
        return c;
    }
    // "time_left c 0 0" at the end of main time: overtime begins, untouched.
    ClockState c = startOvertime(s);
    if (stones == 0) return c;
    if (s.system == TimeSystem::BYOYOMI) {
        // KGS: `stones` periods left, the current one included, `seconds` left in it. With
        // nothing left in it the current period is over: the next one starts in full, or, in
        // the last period, there is no time at all.
        if (seconds > 0) {
            c.periodsLeft = stones;
            c.periodLeft = seconds;
        } else {
            c.periodsLeft = std::max(1, stones - 1);
            c.periodLeft = stones > 1 ? s.periodSeconds : 0;
        }
    } else {
        c.stonesLeft = stones;
        c.periodLeft = seconds;
    }
    return c;
}

std::string describeClock(const ClockState& c, const TimeSettings& s) {
    if (s.system == TimeSystem::NONE) return "no time limit";
    if (c.lostOnTime) return "lost on time";
    std::string overtime;
    char buffer[96];
    switch (s.system) {
        case TimeSystem::BYOYOMI:
            std::snprintf(buffer, sizeof buffer, "byo-yomi %d x %g s",
                          c.inOvertime ? c.periodsLeft : s.periods, s.periodSeconds);
            break;
        case TimeSystem::CANADIAN:
        case TimeSystem::CARRY_OVER:
            std::snprintf(buffer, sizeof buffer, "%s, %d moves in %s",
                          s.system == TimeSystem::CANADIAN ? "canadian" : "carry-over",
                          c.inOvertime ? c.stonesLeft : s.stones,
                          minutesSeconds(c.inOvertime ? c.periodLeft : s.periodSeconds).c_str());
            break;
        default:
            buffer[0] = '\0';
    }
    overtime = buffer;
    if (!c.inOvertime) {
        const std::string main = minutesSeconds(c.mainLeft) + " main time";
        return hasOvertime(s) ? main + ", then " + overtime : main + ", sudden death";
    }
    if (s.system == TimeSystem::BYOYOMI)
        return "in byo-yomi, " + std::to_string(c.periodsLeft) + " period" +
               (c.periodsLeft == 1 ? "" : "s") + " of " + minutesSeconds(s.periodSeconds) + " left";
    return "in overtime, " + overtime;
}

}  // namespace tianyuan
