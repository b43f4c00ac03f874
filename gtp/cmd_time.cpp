// Time commands: time_settings, kgs-time_settings and time_left, stored for the time manager.
#include "engine.h"

namespace tianyuan {

void registerTimeCommands(Registry& registry, EngineState& state) {
    TimeRecord& time = state.time;
    registry.add("time_settings", [&time](const GtpCommand& c) {
        c.expectArgCount(3);
        const auto settings = fromGtpTimeSettings(c.argFloat(0), c.argFloat(1), c.argInt(2));
        if (!settings) throw GtpError("syntax error");
        time.settings = *settings;
        time.left = {};
        return std::string();
    });
    registry.add("kgs-time_settings", [&time](const GtpCommand& c) {
        c.expectArgCountBetween(1, 4);
        TimeSettings s;
        const std::string& system = c.arg(0);
        if (system == "none") {
            c.expectArgCount(1);
        } else if (system == "absolute") {
            c.expectArgCount(2);
            s = {TimeSystem::ABSOLUTE, c.argFloat(1), 0, 0, 0};
        } else if (system == "byoyomi") {
            c.expectArgCount(4);
            s = {TimeSystem::BYOYOMI, c.argFloat(1), c.argFloat(2), c.argInt(3), 1};
        } else if (system == "canadian") {
            c.expectArgCount(4);
            s = {TimeSystem::CANADIAN, c.argFloat(1), c.argFloat(2), 1, c.argInt(3)};
        } else {
            throw GtpError("syntax error");
        }
        if (s.mainSeconds < 0 || s.periodSeconds < 0 || s.periods < 0 || s.stones < 0)
            throw GtpError("syntax error");
        time.settings = s;
        time.left = {};
        return std::string();
    });
    registry.add("time_left", [&time](const GtpCommand& c) {
        c.expectArgCount(3);
        const Color color = c.argColor(0);
        const double seconds = c.argFloat(1);
        const int stones = c.argInt(2);
        if (stones < 0) throw GtpError("syntax error");
        time.left[color == Color::BLACK ? 0 : 1] = TimeLeft{seconds < 0 ? 0 : seconds, stones};
        return std::string();
    });
}

}  // namespace tianyuan
