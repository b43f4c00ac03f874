// Command line and configuration file (Boost.Program_options): defaults from default.conf (or
// --config FILE), overridden by flags on the command line. Files not named on the command line
// are found by the search of data_files.h.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "rules.h"
#include "search_params.h"
#include "time_allocation.h"

namespace tianyuan {

struct EngineOptions {
    bool help = false;
    bool version = false;
    bool bench = false;
    int benchRuns = 5;
    double benchSeconds = 1.0;
    int benchPlayouts = 0;
    bool benchHeavy = false;
    int benchSize = 0;
    bool simulateClock = false;
    int simulateGames = 200;
    double lagBuffer = 1.0;
    AllocationMethod timeAllocation = AllocationMethod::ADAPTIVE;
    bool timeMiddleGame = false;    // AllocationContext::middleGame
    bool timeSparePeriods = false;  // AllocationContext::spareByoyomiPeriods
    bool overrunIsPass = false;
    uint64_t seed = 0;            // 0: seed from the clock (resolved by parseOptions)
    int playouts = 0;             // fixed playouts per move; 0: decided by the clock
    double maxTime = 0;           // cap on seconds per move; 0: none
    int statusPlayouts = 1000;    // light playouts judging dead stones with no search player
    int analysisPlayouts = 5000;  // the search judging the position (position_analysis.h)
    std::string player = "mcts";  // mcts or random (the baseline)
    SearchParams search;          // threads, tree memory, resignation and every search constant
    bool ponder = false;
    bool liveGfx = false;  // GoGui's live graphics on stderr while genmove thinks
    Rules rules;
    std::string logLevel = "warn";
    std::string logFile;
    std::string gtpVersion;  // the answer to GTP's version; empty: the build's version
    std::string helpText;
    // The files used and where they were looked for (for the log and error messages).
    std::string configFile;     // the configuration file read; empty: none (built-in defaults)
    std::string configLooked;   // where default.conf was looked for (empty with --config)
    std::string weightsLooked;  // where patterns.weights was looked for (empty when named)
    // Learning (--train-patterns, --predict): the move-pattern model.
    std::string patternWeights;  // search.patternWeights, else the file found; empty: none found
    bool trainPatterns = false;
    std::vector<std::string> trainData, trainExclude;
    uint64_t trainSeed = 1;
    int64_t trainPositions = 1'000'000;
    int trainIterations = 40;
    int shapeMinCount = 10, patternMinCount = 10, patternMaxSize = 10;
    int64_t maxLargePatterns = 0;
    std::vector<std::string> predictPaths;
    bool predictLight = false;
    bool predictPlayoutShapes = false;
};

// Parses argv and the configuration file. Throws OptionsError with a readable message for bad
// options, values or files.
EngineOptions parseOptions(int argc, const char* const argv[]);

class OptionsError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace tianyuan
