#include "time_settings.h"

#include <cstdio>

namespace tianyuan {

std::optional<TimeSettings> fromGtpTimeSettings(double mainSeconds, double byoSeconds, int stones) {
    if (mainSeconds < 0 || byoSeconds < 0 || stones < 0) return std::nullopt;
    TimeSettings s;
    if (byoSeconds == 0) {
        s.system = TimeSystem::ABSOLUTE;
        s.mainSeconds = mainSeconds;
    } else if (stones == 0) {
        s.system = TimeSystem::NONE;
    } else {
        s.system = TimeSystem::CANADIAN;
        s.mainSeconds = mainSeconds;
        s.periodSeconds = byoSeconds;
        s.stones = stones;
    }
    return s;
}

std::string describe(const TimeSettings& s) {
    char buffer[160];
    switch (s.system) {
        case TimeSystem::NONE:
            return "no time limit";
        case TimeSystem::ABSOLUTE:
            std::snprintf(buffer, sizeof buffer, "sudden death %g s", s.mainSeconds);
            break;
        case TimeSystem::BYOYOMI:
            std::snprintf(buffer, sizeof buffer, "byo-yomi %g s + %d x %g s", s.mainSeconds,
                          s.periods, s.periodSeconds);
            break;
        case TimeSystem::CANADIAN:
            std::snprintf(buffer, sizeof buffer, "canadian %g s + %d moves in %g s", s.mainSeconds,
                          s.stones, s.periodSeconds);
            break;
        case TimeSystem::CARRY_OVER:
            std::snprintf(buffer, sizeof buffer, "carry-over %g s + %d moves in %g s",
                          s.mainSeconds, s.stones, s.periodSeconds);
            break;
    }
    std::string out = buffer;
    if (s.overrunIsPass && s.system != TimeSystem::NONE && s.system != TimeSystem::ABSOLUTE)
        out += ", overrun = forced pass";
    return out;
}

}  // namespace tianyuan
