// Time commands: time_settings, kgs-time_settings, time_left, and our extensions
// tianyuan-time_settings (every system, the carry-over one included) and tianyuan-clock.
#include "engine.h"

namespace tianyuan {

namespace {

void requireValid(const TimeSettings& s) {
    if (s.mainSeconds < 0 || s.periodSeconds < 0 || s.periods < 0 || s.stones < 0)
        throw GtpError("syntax error");
}

// "none" | "absolute M" | "byoyomi M T P" | "canadian M T S" [| "carry-over M T S"], read from
// the first `n` arguments of the command.
TimeSettings parseSystem(const GtpCommand& c, size_t n, bool allowCarryOver) {
    constexpr size_t first = 0;
    const std::string& system = c.arg(first);
    TimeSettings s;
    if (system == "none" && n == 1) {
        s.system = TimeSystem::NONE;
    } else if (system == "absolute" && n == 2) {
        s = {TimeSystem::ABSOLUTE, c.argFloat(first + 1), 0, 0, 0};
    } else if (system == "byoyomi" && n == 4) {
        s = {TimeSystem::BYOYOMI, c.argFloat(first + 1), c.argFloat(first + 2), c.argInt(first + 3),
             0};
    } else if (system == "canadian" && n == 4) {
        s = {TimeSystem::CANADIAN, c.argFloat(first + 1), c.argFloat(first + 2), 0,
             c.argInt(first + 3)};
    } else if (allowCarryOver && system == "carry-over" && n == 4) {
        s = {TimeSystem::CARRY_OVER, c.argFloat(first + 1), c.argFloat(first + 2), 0,
             c.argInt(first + 3)};
    } else {
        throw GtpError("syntax error");
    }
    requireValid(s);
    return s;
}

}  // namespace

void registerTimeCommands(Registry& registry, EngineState& state) {
    GameClock& clock = state.clock;
    const bool overrunIsPass = state.options.overrunIsPass;
    registry.add("time_settings", [&clock, overrunIsPass](const GtpCommand& c) {
        c.expectArgCount(3);
        auto settings = fromGtpTimeSettings(c.argFloat(0), c.argFloat(1), c.argInt(2));
        if (!settings) throw GtpError("syntax error");
        settings->overrunIsPass = overrunIsPass;
        clock.setSettings(*settings);
        return std::string();
    });
    registry.add("kgs-time_settings", [&clock, overrunIsPass](const GtpCommand& c) {
        c.expectArgCountBetween(1, 4);
        TimeSettings settings = parseSystem(c, c.argCount(), false);
        settings.overrunIsPass = overrunIsPass;
        clock.setSettings(settings);
        return std::string();
    });
    registry.add("tianyuan-time_settings", [&clock, overrunIsPass](const GtpCommand& c) {
        if (c.argCount() == 0) return describe(clock.settings());
        const bool forcedPass = c.args().back() == "forced-pass";
        if (forcedPass && c.argCount() == 1) throw GtpError("syntax error");
        TimeSettings settings = parseSystem(c, c.argCount() - (forcedPass ? 1 : 0), true);
        settings.overrunIsPass = forcedPass || overrunIsPass;
        clock.setSettings(settings);
        return std::string();
    });
    registry.add("time_left", [&clock](const GtpCommand& c) {
        c.expectArgCount(3);
        const Color color = c.argColor(0);
        const double seconds = c.argFloat(1);
        const int stones = c.argInt(2);
        if (stones < 0) throw GtpError("syntax error");
        clock.timeLeft(color, seconds, stones);
        return std::string();
    });
    registry.add("tianyuan-clock", [&clock](const GtpCommand&) { return clock.report(); });
}

}  // namespace tianyuan
