#include "options.h"

#include <boost/program_options.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "data_files.h"
#include "search_options.h"
#include "types.h"

namespace po = boost::program_options;

namespace tianyuan {

namespace {

po::options_description describeOptions(EngineOptions& o, std::string& configFile,
                                        std::string& rulesText, std::string& komiText,
                                        std::string& allocationText, int& maxTreeMiB,
                                        bool& noResign) {
    // clang-format off
    po::options_description general("General");
    general.add_options()
        ("help,h", po::bool_switch(&o.help), "show this help and exit")
        ("version,v", po::bool_switch(&o.version), "show the version and exit")
        ("config", po::value(&configFile),
         "configuration file (key = value lines); default: default.conf, found as said under "
         "'Data files' below")
        ("log-level", po::value(&o.logLevel)->default_value(o.logLevel),
         "trace, debug, info, warn, error, critical or off")
        ("log-file", po::value(&o.logFile), "write logs to this file instead of stderr")
        ("gtp-version", po::value(&o.gtpVersion),
         "answer GTP's version with this text instead of the build's version (Lizzie 0.7 "
         "needs a second number of 15 or more, as in Leela Zero 0.15: --gtp-version 0.15)");
    po::options_description game("Game");
    game.add_options()
        ("rules", po::value(&rulesText)->default_value("chinese"),
         "rules preset with optional overrides, e.g. 'chinese ko-rule=situational'")
        ("komi", po::value(&komiText), "komi in points (multiple of 0.5); overrides the rules' komi")
        ("seed", po::value(&o.seed)->default_value(0), "random seed; 0 seeds from the clock");
    po::options_description player("Player");
    player.add_options()
        ("player", po::value(&o.player)->default_value(o.player),
         "mcts (the search) or random (the baseline player)")
        ("ponder", po::bool_switch(&o.ponder), "think on the opponent's time")
        ("live-gfx", po::bool_switch(&o.liveGfx),
         "GoGui live graphics: the best moves so far on stderr (gogui-gfx:) while genmove thinks")
        ("playouts", po::value(&o.playouts)->default_value(0),
         "fixed playouts per move (0: decided by the clock)")
        ("max-time", po::value(&o.maxTime)->default_value(0),
         "at most this many seconds per move (0: no cap)")
        ("status-playouts", po::value(&o.statusPlayouts)->default_value(o.statusPlayouts),
         "light playouts that judge dead stones when the player cannot search (--player random)")
        ("analysis-playouts", po::value(&o.analysisPlayouts)->default_value(o.analysisPlayouts),
         "playouts of the one search that judges the current position: final_score, "
         "final_status_list, GoGui's analyze commands (ownership, best moves, ...)")
        ("lag-buffer", po::value(&o.lagBuffer)->default_value(o.lagBuffer),
         "the most kept back per move for network and process delays (less for short periods); "
         "once a controller's time_left reports show the real lag, a reserve from that is kept "
         "instead, and this full buffer only where an overrun would lose the game")
        ("time-allocation", po::value(&allocationText)->default_value("adaptive"),
         "adaptive (moves left from the position, a longer think when the search is unstable, "
         "an early stop when the best move is settled) or flat (the baseline: main time left "
         "over the board's points / 4 plus the overtime's per-move share, that share alone in "
         "overtime, never longer, never an early stop)")
        ("time-middle-game", po::value(&o.timeMiddleGame)->default_value(o.timeMiddleGame),
         "adaptive: spend main time faster in the middle game, less in the endgame "
         "(true/false)")
        ("time-spare-periods", po::value(&o.timeSparePeriods)->default_value(o.timeSparePeriods),
         "adaptive, byo-yomi: an unstable search may use a spare period while more than one is "
         "left (true/false)")
        ("overrun-pass", po::bool_switch(&o.overrunIsPass),
         "overrunning the last overtime period is a forced pass, not a loss (Art. 22.5)");
    po::options_description bench("Benchmark");
    bench.add_options()
        ("bench", po::bool_switch(&o.bench), "print playout speed on 9x9 and 19x19 and exit")
        ("bench-runs", po::value(&o.benchRuns)->default_value(o.benchRuns), "timed runs per size")
        ("bench-seconds", po::value(&o.benchSeconds)->default_value(o.benchSeconds),
         "seconds per timed run")
        ("bench-playouts", po::value(&o.benchPlayouts)->default_value(0),
         "run exactly N playouts per size without timing (for callgrind)")
        ("bench-heavy", po::bool_switch(&o.benchHeavy),
         "with --bench-playouts: heavy playouts (the search's policy) instead of light ones")
        ("bench-size", po::value(&o.benchSize)->default_value(0),
         "benchmark only this board size (0: 9x9 and 19x19)")
        ("simulate-clock", po::bool_switch(&o.simulateClock),
         "play simulated games on a fake clock for every time system and print the table")
        ("simulate-games", po::value(&o.simulateGames)->default_value(o.simulateGames),
         "games per time system and board size for --simulate-clock");
    po::options_description learning("Learning (move patterns)");
    learning.add_options()
        ("train-patterns", po::bool_switch(&o.trainPatterns),
         "learn the move-pattern model from --train-data, write it to --pattern-weights, exit")
        ("train-data", po::value(&o.trainData)->composing(),
         "game records to learn from: .sgf files, directories of them, one-game-per-line files")
        ("train-exclude", po::value(&o.trainExclude)->composing(),
         "held-out records: training records equal to one of them are left out")
        ("train-seed", po::value(&o.trainSeed)->default_value(o.trainSeed),
         "seed of the sampling of training positions")
        ("train-positions", po::value(&o.trainPositions)->default_value(o.trainPositions),
         "positions sampled for the fit")
        ("train-iterations", po::value(&o.trainIterations)->default_value(o.trainIterations),
         "minorization-maximization iterations at most")
        ("shape-min-count", po::value(&o.shapeMinCount)->default_value(o.shapeMinCount),
         "keep a 3x3 shape played at least this often")
        ("pattern-min-count", po::value(&o.patternMinCount)->default_value(o.patternMinCount),
         "keep a large pattern played at least this often")
        ("pattern-max-size", po::value(&o.patternMaxSize)->default_value(o.patternMaxSize),
         "largest large-pattern size (distance |dx|+|dy|+max, 4..12)")
        ("max-large-patterns", po::value(&o.maxLargePatterns)->default_value(0),
         "keep at most this many large patterns, the most frequent (0: all)")
        ("predict", po::value(&o.predictPaths)->multitoken(),
         "rank the moves of these records (.sgf files, directories, one-game-per-line files) by "
         "the model without search, print the hit rates and exit")
        ("predict-light", po::bool_switch(&o.predictLight),
         "--predict with the light (playout) model")
        ("predict-playout-shapes", po::bool_switch(&o.predictPlayoutShapes),
         "--predict the playouts' shape step as configured (playout-shape-rate, "
         "playout-pattern-*): log-likelihood of the played moves, a random move for the rest");
    // clang-format on
    po::options_description all("tianyuan: a Go engine for the Chinese rules, speaking GTP v2");
    all.add(general)
        .add(game)
        .add(player)
        .add(describeSearchOptions(o.search, maxTreeMiB, noResign))
        .add(bench)
        .add(learning);
    return all;
}

// The configuration file: --config's path, a bare name not in the working directory looked for
// among the data files (--config cgos.conf), or default.conf found there. Empty: none.
std::string configPath(const po::variables_map& vm, const DataPlaces& places, std::string& looked) {
    namespace fs = std::filesystem;
    std::error_code error;
    if (vm.count("config") != 0) {
        const std::string named = vm["config"].as<std::string>();
        if (named.find('/') != std::string::npos || fs::exists(named, error)) return named;
        const DataFile found = findDataFile(named, places);
        if (!found.found())
            throw OptionsError("configuration file '" + named +
                               "' not found; looked at: " + found.lookedList());
        return found.path;
    }
    const DataFile found = findDataFile("default.conf", places);
    looked = found.lookedList();
    return found.path;
}

}  // namespace

EngineOptions parseOptions(int argc, const char* const argv[]) {
    EngineOptions o;
    std::string configFile, configRead, rulesText, komiText, allocationText;
    int maxTreeMiB = 0;
    bool noResign = false;
    const po::options_description all =
        describeOptions(o, configFile, rulesText, komiText, allocationText, maxTreeMiB, noResign);
    po::variables_map vm;
    const DataPlaces places = processDataPlaces();
    try {
        po::store(po::parse_command_line(argc, argv, all), vm);
        // The file read (po::notify below sets configFile to --config's text).
        configRead = configPath(vm, places, o.configLooked);
        if (!configRead.empty()) {
            std::ifstream in(configRead);
            if (!in) throw OptionsError("cannot read configuration file '" + configRead + "'");
            po::store(po::parse_config_file(in, all), vm);
        }
        po::notify(vm);
    } catch (const po::error& e) {
        throw OptionsError(std::string(e.what()) +
                           (configRead.empty() ? "" : " (config file '" + configRead + "')"));
    }
    try {
        o.rules = Rules::parse(rulesText);
    } catch (const RulesError& e) {
        throw OptionsError(e.what());
    }
    if (!komiText.empty()) {
        const auto komi = tryParseKomiHalfPoints(komiText);
        if (!komi) throw OptionsError("--komi must be a multiple of 0.5, got '" + komiText + "'");
        o.rules.komiHalfPoints = *komi;
    }
    if (o.seed == 0)
        o.seed = static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    try {
        applySearchOptions(o.search, maxTreeMiB, noResign);
    } catch (const std::invalid_argument& e) {
        throw OptionsError(e.what());
    }
    o.search.seed = o.seed;
    for (const char c : o.gtpVersion) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            throw OptionsError("--gtp-version must be one line of printable text");
    }
    if (o.player != "mcts" && o.player != "random")
        throw OptionsError("--player must be mcts or random");
    const auto allocation = parseAllocationMethod(allocationText);
    if (!allocation)
        throw OptionsError("--time-allocation must be adaptive or flat, got '" + allocationText +
                           "'");
    o.timeAllocation = *allocation;
    if (o.lagBuffer < 0 || o.simulateGames < 1)
        throw OptionsError("--lag-buffer must be >= 0 and --simulate-games >= 1");
    if (o.playouts < 0 || o.maxTime < 0 || o.statusPlayouts < 1 || o.analysisPlayouts < 1)
        throw OptionsError(
            "--playouts, --max-time must be >= 0, --status-playouts and --analysis-playouts >= 1");
    if (o.benchSize != 0 && (o.benchSize < MIN_BOARD_SIZE || o.benchSize > MAX_BOARD_SIZE))
        throw OptionsError("--bench-size must be 0 or between 2 and 25");
    if (o.benchRuns < 1 || o.benchSeconds <= 0 || o.benchPlayouts < 0)
        throw OptionsError("benchmark settings must be positive");
    o.configFile = configRead;
    if (o.search.patternWeights.empty()) {
        const DataFile weights = findDataFile("patterns.weights", places);
        o.patternWeights = weights.path;
        o.weightsLooked = weights.lookedList();
    } else {
        o.patternWeights = o.search.patternWeights;
    }
    if (o.trainPatterns && (o.trainData.empty() || o.trainPositions < 1 || o.trainIterations < 1))
        throw OptionsError("--train-patterns needs --train-data, and positive counts");
    if (o.patternMaxSize < 4 || o.patternMaxSize > 12)
        throw OptionsError("--pattern-max-size must be between 4 and 12");
    std::ostringstream help;
    help << all << "\n" << dataSearchHelp();
    o.helpText = help.str();
    return o;
}

}  // namespace tianyuan
