// The tianyuan executable: options, logging, then the benchmark or the GTP engine.
#include <spdlog/async.h>
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <future>
#include <iostream>
#include <thread>

#include "baseline_player.h"
#include "bench.h"
#include "clock_simulator.h"
#include "engine.h"
#include "learning_modes.h"
#include "mcts_player.h"
#include "options.h"
#include "pattern_model.h"
#include "playout_evaluator.h"
#include "version.h"

using namespace tianyuan;

namespace {

void setUpLogging(const EngineOptions& options) {
    // Logs never go to stdout (it carries GTP answers only), and a client that does not read our
    // stderr must never block the engine: the async logger drops the oldest messages when its
    // queue is full instead of waiting.
    spdlog::init_thread_pool(8192, 1);
    auto logger = options.logFile.empty()
                      ? spdlog::create_async_nb<spdlog::sinks::stderr_color_sink_mt>("tianyuan")
                      : spdlog::create_async_nb<spdlog::sinks::basic_file_sink_mt>("tianyuan",
                                                                                   options.logFile);
    spdlog::set_default_logger(logger);
    spdlog::set_level(spdlog::level::from_str(options.logLevel));
}

// Ends logging with what is queued written out, waiting for it at most `patience`: when nobody
// reads our stderr (a full pipe), the logger's thread is stuck in a write and spdlog::shutdown
// would never return. Then the process ends at once with `status`, stdout flushed.
int finishLogging(int status, std::chrono::milliseconds patience = std::chrono::seconds(1)) {
    std::promise<void> finished;
    std::future<void> done = finished.get_future();
    std::thread stopper([&finished] {
        spdlog::shutdown();
        finished.set_value();
    });
    if (done.wait_for(patience) == std::future_status::ready) {
        stopper.join();
        return status;
    }
    std::cout.flush();
    std::_Exit(status);  // no destructor runs: neither the stuck thread's nor the promise's
}

PatternTrainingOptions trainingOptions(const EngineOptions& options) {
    PatternTrainingOptions training;
    training.trainPaths = options.trainData;
    training.excludePaths = options.trainExclude;
    training.output = options.patternWeights;
    training.seed = options.trainSeed;
    training.fitPositions = options.trainPositions;
    training.iterations = options.trainIterations;
    training.shapeMinCount = options.shapeMinCount;
    training.largeMinCount = options.patternMinCount;
    training.largeMaxSize = options.patternMaxSize;
    training.largeMaxPatterns = options.maxLargePatterns;
    return training;
}

PredictionOptions predictionOptions(const EngineOptions& options) {
    PredictionOptions prediction;
    prediction.patternWeights = options.patternWeights;
    prediction.recordPaths = options.predictPaths;
    prediction.light = options.predictLight;
    prediction.playoutShapes = options.predictPlayoutShapes;
    prediction.playoutPolicy = heavyPolicyParams(options.search);
    prediction.policyUsesModel = options.search.playoutPatternShapes;
    return prediction;
}

// Why the pattern weights cannot be used, naming every place they were looked for: none found
// (with `loadError` empty) or the file found is unreadable or corrupt.
std::string weightsProblem(const EngineOptions& options, const std::string& loadError) {
    std::string message =
        loadError.empty() ? "pattern weights file patterns.weights not found" : loadError;
    if (!options.weightsLooked.empty())
        message += (loadError.empty() ? "; looked at: " : " (looked at: ") + options.weightsLooked +
                   (loadError.empty() ? "" : ")");
    return message;
}

}  // namespace

int main(int argc, char** argv) {
    // A closed stdout ends the engine (nobody can read its answers) even when the process that
    // started it ignored SIGPIPE, which children inherit.
    std::signal(SIGPIPE, SIG_DFL);
    EngineOptions options;
    try {
        options = parseOptions(argc, argv);
        setUpLogging(options);
    } catch (const std::exception& e) {
        std::cerr << "tianyuan: " << e.what() << "\n(try tianyuan --help)\n";
        return 2;
    }
    if (options.help) {
        std::cout << options.helpText;
        return 0;
    }
    if (options.version) {
        std::cout << "tianyuan " << TIANYUAN_VERSION << "\n";
        return 0;
    }
    if (options.bench) {
        BenchOptions bench;
        bench.runs = options.benchRuns;
        bench.secondsPerRun = options.benchSeconds;
        bench.fixedPlayouts = options.benchPlayouts;
        bench.heavyFixed = options.benchHeavy;
        bench.size = options.benchSize;
        bench.seed = options.seed;
        bench.params = options.search;
        bench.patternWeights = options.patternWeights;
        return runBench(bench, std::cout);
    }
    if ((options.trainPatterns || !options.predictPaths.empty()) &&
        options.patternWeights.empty()) {
        std::cerr << "tianyuan: " << weightsProblem(options, "")
                  << " (name the file with --pattern-weights FILE)\n";
        spdlog::shutdown();
        return 1;
    }
    if (options.trainPatterns || !options.predictPaths.empty()) {
        const int status = options.trainPatterns
                               ? runPatternTraining(trainingOptions(options), std::cout)
                               : runPrediction(predictionOptions(options), std::cout);
        spdlog::shutdown();
        return status;
    }
    if (options.simulateClock) {
        ClockSimulationOptions simulation;
        simulation.gamesPerCase = options.simulateGames;
        simulation.lagBuffer = options.lagBuffer;
        simulation.method = options.timeAllocation;
        simulation.middleGame = options.timeMiddleGame;
        simulation.seed = options.seed;
        return runClockSimulation(simulation, std::cout) == 0 ? 0 : 1;
    }
    std::unique_ptr<Player> player;
    std::string weightsUsed = "not used";
    if (options.player == "random") {
        player = std::make_unique<BaselineRandomPlayer>(options.seed);
    } else {
        const bool needsWeights =
            options.search.patternPriors || options.search.playoutPatternShapesAnywhere();
        std::string problem;
        if (needsWeights && options.patternWeights.empty()) {
            problem = weightsProblem(options, "");
        } else {
            try {
                player = std::make_unique<MctsPlayer>(
                    options.search, makeEvaluatorFactory(options.search, options.patternWeights));
            } catch (const PatternModelError& e) {
                problem = weightsProblem(options, e.what());
            }
        }
        if (!problem.empty()) {
            std::cerr << "tianyuan: " << problem
                      << " (make it with scripts/tools/train_patterns.sh, or run with "
                         "--pattern-priors false --playout-pattern-shapes false "
                         "--playout-pattern-shapes-large false)\n";
            return 1;
        }
        if (needsWeights) weightsUsed = options.patternWeights;
    }
    spdlog::info("configuration {}, pattern weights {}",
                 options.configFile.empty()
                     ? "built-in (no default.conf found: " + options.configLooked + ")"
                     : options.configFile,
                 weightsUsed);
    spdlog::info("tianyuan {} ready: rules {}, player: {}", TIANYUAN_VERSION,
                 options.rules.toString(), player->describe());
    int status;
    {
        GtpEngine engine(options, std::move(player));
        status = engine.run(std::cin, std::cout);
    }
    return finishLogging(status);
}
