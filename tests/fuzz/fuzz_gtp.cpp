// libFuzzer target: bytes -> a GTP session of the real engine (the search player with the
// learned model, a few playouts per move), each line through GtpEngine::run as from stdin.
// Input: GTP lines, then optionally a line "%%sgf" and the text of a file that "loadsgf" reads
// (every loadsgf and printsgf in the session is pointed at files in a private temporary
// directory, so the fuzzer never reads or writes elsewhere). A fresh engine per input.
// Invariants: every line gets nothing (empty, comment) or one whole answer ("=" or "?", one
// empty line at its end only); a "?" answer leaves the game as it was; the position is legal.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string_view>

#include "engine.h"
#include "fuzz_support.h"
#include "mcts_player.h"
#include "options.h"
#include "pattern_model.h"
#include "playout_evaluator.h"
#include "sgf.h"

using namespace tianyuan;

namespace {

// Limits that keep one input fast: playouts per search, lines per session.
constexpr int PLAYOUTS = 6;
constexpr size_t MAX_LINES = 50;
constexpr std::string_view SGF_MARKER = "\n%%sgf\n";

EngineOptions options;
std::shared_ptr<const PatternModel> model;

std::string privateDirectory;
std::string inputSgf, outputSgf;  // the files loadsgf and printsgf get, in privateDirectory

// A directory for the session's files, removed at exit (kept after a crash, with its files).
void makePrivateDirectory() {
    char dir[] = "/tmp/tianyuan-fuzz-gtp-XXXXXX";
    FUZZ_CHECK(mkdtemp(dir) != nullptr, "mkdtemp");
    privateDirectory = dir;
    inputSgf = privateDirectory + "/input.sgf";
    outputSgf = privateDirectory + "/output.sgf";
    std::atexit([] {
        std::error_code ignored;
        std::filesystem::remove_all(privateDirectory, ignored);
    });
}

// loadsgf and printsgf get the private files instead of the paths in the input.
std::string confineFiles(const std::string& raw) {
    const std::string line = preprocessLine(raw);
    if (line.empty()) return raw;
    const GtpCommand command(line);
    if ((command.name() != "loadsgf" && command.name() != "printsgf") || command.argCount() == 0)
        return raw;
    std::string confined = command.id().empty() ? "" : command.id() + " ";
    confined += command.name() + " " + (command.name() == "loadsgf" ? inputSgf : outputSgf);
    for (size_t i = 1; i < command.argCount(); ++i) confined += " " + command.arg(i);
    return confined;
}

// Settings a command may change that would make the next searches slow.
void keepSearchesSmall(EngineState& state) {
    if (state.options.playouts <= 0 || state.options.playouts > PLAYOUTS)
        state.options.playouts = PLAYOUTS;
    if (state.options.analysisPlayouts > PLAYOUTS) state.options.analysisPlayouts = PLAYOUTS;
}

std::string gameState(const EngineState& state) {
    return writeSgf(state.game, "", "fuzz") + " " + state.game.rules().toString() + " to move " +
           std::string(colorName(state.game.toMove()));
}

// One whole answer, or nothing.
void checkAnswer(const std::string& raw, const std::string& answer) {
    if (answer.empty()) return;
    FUZZ_CHECK(answer[0] == '=' || answer[0] == '?', raw + " -> " + answer);
    FUZZ_CHECK(answer.size() >= 3 && answer.find("\n\n") == answer.size() - 2,
               raw + " -> " + answer);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    fuzz::quietLogging();
    const std::string config = fuzz::sourceFile("conf/regress.conf");
    const std::string weights = fuzz::sourceFile("conf/patterns.weights");
    const std::string playouts = std::to_string(PLAYOUTS);
    const char* argv[] = {"tianyuan",
                          "--config",
                          config.c_str(),
                          "--pattern-weights",
                          weights.c_str(),
                          "--playouts",
                          playouts.c_str(),
                          "--status-playouts",
                          playouts.c_str(),
                          "--analysis-playouts",
                          playouts.c_str(),
                          "--threads",
                          "1",
                          "--max-tree-memory",
                          "8"};
    options = parseOptions(static_cast<int>(std::size(argv)), argv);
    model = std::make_shared<const PatternModel>(PatternModel::load(options.patternWeights));
    makePrivateDirectory();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const size_t marker = input.find(SGF_MARKER);
    const std::string_view session = input.substr(0, marker);
    if (marker == std::string_view::npos)
        std::filesystem::remove(inputSgf);
    else
        std::ofstream(inputSgf, std::ios::binary) << input.substr(marker + SGF_MARKER.size());

    GtpEngine engine(options, std::make_unique<MctsPlayer>(
                                  options.search, makeEvaluatorFactory(options.search, model)));
    EngineState& state = engine.state();
    size_t start = 0;
    for (size_t lines = 0; start < session.size() && lines < MAX_LINES; ++lines) {
        const size_t end = std::min(session.find('\n', start), session.size());
        const std::string raw = confineFiles(std::string(session.substr(start, end - start)));
        start = end + 1;
        const std::string before = gameState(state);
        std::istringstream in(raw + "\n");
        std::ostringstream out;
        engine.run(in, out);
        checkAnswer(raw, out.str());
        if (!out.str().empty() && out.str()[0] == '?')
            FUZZ_CHECK(gameState(state) == before, raw + " failed but changed the game");
        FUZZ_CHECK(state.game.board().allChainsHaveLiberties(), raw);
        keepSearchesSmall(state);
    }
    return 0;
}
