#include "engine.h"

#include <spdlog/spdlog.h>

#include <istream>
#include <ostream>
#include <unordered_set>

namespace tianyuan {

namespace {

// A line for the logs: long ones are cut.
std::string_view logged(std::string_view line) {
    return line.substr(0, 200);
}

}  // namespace

const std::unordered_set<std::string>& setUpCommands() {
    static const std::unordered_set<std::string> names = {"boardsize",
                                                          "clear_board",
                                                          "komi",
                                                          "fixed_handicap",
                                                          "place_free_handicap",
                                                          "set_free_handicap",
                                                          "kgs-rules",
                                                          "tianyuan-rules",
                                                          "tianyuan-rules_param",
                                                          "loadsgf",
                                                          "undo",
                                                          "gg-undo",
                                                          "gogui-setup",
                                                          "gogui-setup_player"};
    return names;
}

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
    registerAnalysisCommands(registry_, state_);
    registerGoguiSetupCommands(registry_, state_);
    registerGoguiAnalyzeCommands(registry_, state_);
}

GtpEngine::~GtpEngine() {
    state_.player->stopPondering();  // before the handlers (and what they own) go
}

void openAnswer(EngineState& state) {
    state.output.write("=" + state.answerId + "\n");
    state.answerOpened = true;
}

std::string GtpEngine::handleLine(std::string_view raw) {
    const std::string line = preprocessLine(raw);
    if (line.empty()) return "";
    const GtpCommand command(line);
    const GtpHandler* handler = registry_.find(command.name());
    if (!handler) return formatAnswer(command.id(), false, "unknown command");
    state_.answerId = command.id();
    state_.answerOpened = false;
    std::string failure;
    try {
        std::string text = (*handler)(command);
        if (setUpCommands().count(command.name())) state_.player->forgetSearches();
        if (!state_.answerOpened) return formatAnswer(command.id(), true, text);
        // A streamed answer: the handler wrote its first line; the rest ends it now, or the loop
        // ends it when a background analysis stops.
        if (!state_.analysisRunning) state_.output.write(text + (text.empty() ? "\n" : "\n\n"));
        return "";
    } catch (const GtpError& e) {
        spdlog::debug("'{}' failed: {}", logged(line), e.what());
        failure = e.what();
    } catch (const std::exception& e) {
        spdlog::error("'{}' failed unexpectedly: {}", logged(line), e.what());
        failure = std::string("internal error: ") + e.what();
    }
    if (!state_.answerOpened) return formatAnswer(command.id(), false, failure);
    state_.output.write("\n");  // too late for "?": end the streamed answer
    return "";
}

std::string GtpEngine::handleInput(const InputLine& line) {
    // A '#' in the kept part cuts the rest off as a comment: the command itself is whole.
    if (!line.tooLong || line.text.find('#') != std::string::npos) return handleLine(line.text);
    const std::string kept = preprocessLine(line.text);
    spdlog::warn("input line longer than {} bytes refused: '{}...'", MAX_LINE_BYTES, logged(kept));
    const GtpCommand command(kept);
    return formatAnswer(command.id(), false,
                        "line too long (more than " + std::to_string(MAX_LINE_BYTES) + " bytes)");
}

// Stops pondering or analysis; an analysis's open answer ends with its empty line.
void GtpEngine::endBackgroundSearch() {
    state_.player->stopPondering();
    if (state_.analysisRunning) state_.output.write("\n");
    state_.analysisRunning = false;
}

int GtpEngine::run(std::istream& in, std::ostream& out) {
    state_.output.bind(&out);
    {
        Player& player = *state_.player;
        GtpInput input(in, [&player] { player.interrupt(); });
        while (!state_.quit && !state_.output.failed()) {
            const std::optional<InputLine> line = input.next();
            if (!line) break;
            endBackgroundSearch();  // any input line stops pondering and analysis at once
            state_.output.write(handleInput(*line));
            if (state_.ponderNow && !state_.quit) state_.player->startPondering(state_.game);
            state_.ponderNow = false;
        }
        endBackgroundSearch();
    }
    const bool failed = state_.output.failed();
    if (failed) spdlog::error("cannot write to stdout (closed?): stopping");
    state_.output.bind(nullptr);
    return failed ? 1 : 0;
}

}  // namespace tianyuan
