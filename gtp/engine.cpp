#include "engine.h"

#include <spdlog/spdlog.h>

#include <istream>
#include <ostream>

namespace tianyuan {

const Clock& GtpEngine::defaultClock() {
    static const SteadyClock clock;
    return clock;
}

GtpEngine::GtpEngine(EngineOptions options, std::unique_ptr<Player> player, const Clock& wallClock)
    : state_(wallClock) {
    state_.options = std::move(options);
    state_.game.setRules(state_.options.rules);
    state_.player = std::move(player);
    state_.random.reseed(state_.options.seed);
    TimeSettings noLimit;
    noLimit.overrunIsPass = state_.options.overrunIsPass;
    state_.clock.setSettings(noLimit);
    registerAdminCommands(registry_, state_);
    registerSetupCommands(registry_, state_);
    registerPlayCommands(registry_, state_);
    registerScoreCommands(registry_, state_);
    registerSgfCommands(registry_, state_);
    registerTimeCommands(registry_, state_);
    registerGoguiSetupCommands(registry_, state_);
}

std::string GtpEngine::handleLine(std::string_view raw) {
    const std::string line = preprocessLine(raw);
    if (line.empty()) return "";
    const GtpCommand command(line);
    const GtpHandler* handler = registry_.find(command.name());
    if (!handler) return formatAnswer(command.id(), false, "unknown command");
    try {
        return formatAnswer(command.id(), true, (*handler)(command));
    } catch (const GtpError& e) {
        spdlog::debug("'{}' failed: {}", line, e.what());
        return formatAnswer(command.id(), false, e.what());
    } catch (const std::exception& e) {
        spdlog::error("'{}' failed unexpectedly: {}", line, e.what());
        return formatAnswer(command.id(), false, std::string("internal error: ") + e.what());
    }
}

int GtpEngine::run(std::istream& in, std::ostream& out) {
    std::string line;
    while (!state_.quit && std::getline(in, line)) {
        state_.player->stopPondering();  // any input stops the pondering at once
        const std::string answer = handleLine(line);
        if (!answer.empty()) out << answer << std::flush;
        if (state_.ponderNow && !state_.quit) state_.player->startPondering(state_.game);
        state_.ponderNow = false;
    }
    state_.player->stopPondering();
    return 0;
}

}  // namespace tianyuan
