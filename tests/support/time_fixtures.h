// Time settings for the time-manager tests, one line each.
#pragma once

#include "time_settings.h"

namespace tianyuan::test {

inline TimeSettings none() {
    return TimeSettings{TimeSystem::NONE, 0, 0, 0, 0, false};
}
inline TimeSettings absolute(double main) {
    return TimeSettings{TimeSystem::ABSOLUTE, main, 0, 0, 0};
}
inline TimeSettings byoyomi(double main, double period, int periods, bool pass = false) {
    return TimeSettings{TimeSystem::BYOYOMI, main, period, periods, 0, pass};
}
inline TimeSettings canadian(double main, double period, int stones, bool pass = false) {
    return TimeSettings{TimeSystem::CANADIAN, main, period, 0, stones, pass};
}
inline TimeSettings carryOver(double main, double period, int stones, bool pass = false) {
    return TimeSettings{TimeSystem::CARRY_OVER, main, period, 0, stones, pass};
}

}  // namespace tianyuan::test
