// Time settings as GTP and the servers give them. The clock model and the thinking-time
// allocation build on these (issue 5).
#pragma once

#include <optional>
#include <string>

#include "types.h"

namespace tianyuan {

enum class TimeSystem {
    NONE,        // no limit
    ABSOLUTE,    // sudden death: main time only
    BYOYOMI,     // main time, then `periods` periods of `periodSeconds`; a move within one is free
    CANADIAN,    // main time, then `stones` moves in `periodSeconds`, restarting in full
    CARRY_OVER,  // as CANADIAN, but time left after the period's moves carries over
};

struct TimeSettings {
    TimeSystem system = TimeSystem::NONE;
    double mainSeconds = 0;
    double periodSeconds = 0;
    int periods = 0;  // BYOYOMI
    int stones = 0;   // CANADIAN, CARRY_OVER
    // Overrunning the last period is a forced pass, not a loss (Art. 22.5, organiser's choice).
    bool overrunIsPass = false;
    bool operator==(const TimeSettings&) const = default;
};

// GTP time_settings: byo 0 -> absolute; byo > 0 with stones 0 -> no limit; else Canadian.
// nullopt for negative values.
std::optional<TimeSettings> fromGtpTimeSettings(double mainSeconds, double byoSeconds, int stones);

// A one-line description, e.g. "byo-yomi 600 s + 5 x 30 s", "canadian 300 s + 25 moves in
// 300 s", "carry-over 0 s + 10 moves in 300 s", "sudden death 900 s", "no time limit".
std::string describe(const TimeSettings& settings);

}  // namespace tianyuan
