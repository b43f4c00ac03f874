#include "engine.h"

#include <spdlog/spdlog.h>

#include <istream>
#include <ostream>

namespace tianyuan {

GtpEngine::GtpEngine(EngineOptions options, std::unique_ptr<Player> player) {
    state_.options = std::move(options);
    state_.game.setRules(state_.options.rules);
    state_.player = std::move(player);
    state_.random.reseed(state_.options.seed);
    registerAdminCommands(registry_, state_);
    registerSetupCommands(registry_, state_);
    registerPlayCommands(registry_, state_);
    registerScoreCommands(registry_, state_);
    registerSgfCommands(registry_, state_);
    registerTimeCommands(registry_, state_);
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
        const std::string answer = handleLine(line);
        if (answer.empty()) continue;
        out << answer << std::flush;
    }
    return 0;
}

}  // namespace tianyuan
