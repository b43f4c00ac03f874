#include "bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "game_clock.h"
#include "mcts_player.h"
#include "pattern_model.h"
#include "patterns.h"
#include "playout.h"
#include "playout_evaluator.h"
#include "playout_policy.h"
#include "tactics.h"

namespace tianyuan {

namespace {

struct RunFigures {
    double playoutsPerSecond = 0;
    double movesPerSecond = 0;
    double averageLength = 0;
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

RunFigures timedRun(int size, double seconds, Random& random, const HeavyPolicyParams* heavy) {
    using Clock = std::chrono::steady_clock;
    const Board empty(size);
    const auto start = Clock::now();
    long playouts = 0, moves = 0;
    double elapsed = 0;
    std::vector<Move> record;
    HeavyPlayoutPolicy policy(heavy ? *heavy : HeavyPolicyParams{});
    do {
        for (int i = 0; i < 64; ++i) {
            Board board = empty;
            if (heavy) {
                record.clear();
                runPlayout(board, Color::BLACK, PASS, PASS, policy, random, playoutMoveLimit(size),
                           &record);
                for (const Move& m : record) moves += m.point != PASS;
            } else {
                moves += runLightPlayout(board, Color::BLACK, random, playoutMoveLimit(size)).moves;
            }
            ++playouts;
        }
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    return {playouts / elapsed, moves / elapsed, static_cast<double>(moves) / playouts};
}

// A middle-game position: heavy-policy moves from the empty board, a quarter of the points.
GameHistory middleGame(int size, uint64_t seed, const HeavyPolicyParams& policyParams) {
    GameHistory game(size);
    Random random(seed);
    Color c = Color::BLACK;
    Point last = PASS, lastButOne = PASS;
    HeavyPlayoutPolicy policy(policyParams);
    while (static_cast<int>(game.moves().size()) < size * size / 4) {
        Board board = game.board();
        Point p = policy.chooseMove(board, c, last, lastButOne, random);
        if (!game.isLegal(c, p)) p = PASS;
        game.play(c, p);
        lastButOne = last;
        last = p;
        c = opponent(c);
    }
    return game;
}

// Search simulations per second in the middle game with `threads` threads, the evaluators
// those of the engine (with `model`, loaded once by the caller; null: none).
double searchRate(int size, int threads, double seconds, uint64_t seed, SearchParams params,
                  const std::shared_ptr<const PatternModel>& model,
                  const HeavyPolicyParams& policy) {
    params.threads = threads;
    params.seed = seed;
    params.allowResign = false;
    MctsPlayer player(params, makeEvaluatorFactory(params, model));
    const GameHistory game = middleGame(size, seed, policy);
    SteadyClock clock;
    SearchBudget budget;
    budget.clock = &clock;
    budget.startTime = clock.now();
    budget.stop.allocation = {seconds, seconds, false};
    budget.playouts = 0;  // the clock decides
    player.chooseMove(game, game.toMove(), budget);
    const SearchReport& r = player.lastReport();
    return r.seconds > 0 ? r.simulations / r.seconds : 0;
}

std::string format(const char* pattern, double a, double b, double c, double d) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, pattern, a, b, c, d);
    return buffer;
}

// A position for the tactics figures: stones by GTP vertex.
Board positionOf(int size, std::initializer_list<const char*> black,
                 std::initializer_list<const char*> white) {
    Board board(size);
    for (const char* vertex : black) board.placeStone(Color::BLACK, *tryParseVertex(vertex, size));
    for (const char* vertex : white) board.placeStone(Color::WHITE, *tryParseVertex(vertex, size));
    return board;
}

// Microseconds per call of `read`, over about `seconds` of calls.
template <typename Read>
double microsecondsPerCall(double seconds, Read&& read) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    long calls = 0;
    double elapsed = 0;
    do {
        for (int i = 0; i < 256; ++i, ++calls) read();
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    return elapsed * 1e6 / calls;
}

// The cost of a ladder read on 19x19, and of the board copy each read starts from.
void ladderFigures(double seconds, std::ostream& out) {
    const auto at = [](const char* vertex) { return *tryParseVertex(vertex, 19); };
    // White D4 in atari, chased from D4 to the upper right corner (about 60 plies).
    const Board across = positionOf(19, {"C4", "D5", "D3", "E3"}, {"D4"});
    // White R17 in atari, caught in the corner after 6 plies.
    const Board corner = positionOf(19, {"Q17", "R18", "R16", "S16"}, {"R17"});
    // White D4 extends to three liberties: settled without a scratch board.
    const Board free = positionOf(19, {"C4", "D5", "D3"}, {"D4"});
    // White D4 with two liberties: canBeLaddered tries both ataris.
    const Board twoLibs = positionOf(19, {"C4", "D5", "E3"}, {"D4"});
    const auto row = [&](const char* name, bool answer, double micros) {
        out << "  " << name << (answer ? " (true) " : " (false)")
            << format(" %8.3f us\n", micros, 0, 0, 0);
    };
    long sink = 0;  // keeps the reads from being optimised away
    out << "ladder reads on 19x19, single thread, microseconds per call\n";
    row("isCaughtInLadder, ladder across the board ", isCaughtInLadder(across, at("D4")),
        microsecondsPerCall(seconds, [&] { sink += isCaughtInLadder(across, at("D4")); }));
    row("isCaughtInLadder, short ladder in a corner", isCaughtInLadder(corner, at("R17")),
        microsecondsPerCall(seconds, [&] { sink += isCaughtInLadder(corner, at("R17")); }));
    row("isCaughtInLadder, extension to 3 liberties", isCaughtInLadder(free, at("D4")),
        microsecondsPerCall(seconds, [&] { sink += isCaughtInLadder(free, at("D4")); }));
    row("canBeLaddered, ladder across the board    ", canBeLaddered(twoLibs, at("D4")),
        microsecondsPerCall(seconds, [&] { sink += canBeLaddered(twoLibs, at("D4")); }));
    const double copy = microsecondsPerCall(seconds, [&] {
        Board scratch = across;
        asm volatile("" : : "r"(&scratch) : "memory");  // the copy must happen
    });
    out << "  a board copy (one per read)                    "
        << format(" %8.3f us\n", copy, 0, 0, 0);
    if (sink == 0) out << "  (no read was true)\n";
}

// The move-pattern model: load time and the cost of rating every legal move of a 19x19
// middle-game position, with the full model (the priors) and the light one (the playouts).
void patternFigures(const std::string& path, double seconds, uint64_t seed,
                    const HeavyPolicyParams& policy, std::ostream& out) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    PatternModel model;
    try {
        model = PatternModel::load(path);
    } catch (const PatternModelError& e) {
        out << "pattern model: not timed (" << e.what() << ")\n";
        return;
    }
    const double loadMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    const GameHistory game = middleGame(19, seed, policy);
    const std::vector<Move>& moves = game.moves();
    RecentMoves recent;
    recent.last = game.recentMove(0);
    recent.lastWasPass = !moves.empty() && recent.last == PASS;
    recent.beforeLast = game.recentMove(1);
    std::vector<RatedMove> rated;
    std::vector<MoveFeatures> scratch;
    double micros[2];
    for (const FeatureSet set : {FeatureSet::FULL, FeatureSet::LIGHT})
        micros[set == FeatureSet::LIGHT] = microsecondsPerCall(seconds, [&] {
            model.rate(game.board(), game.toMove(), recent, set, false, rated, scratch);
        });
    out << format(
        "pattern model: load %.1f ms; rating all %.0f legal moves of a 19x19 "
        "middle-game position, single thread: full %.1f us, light %.1f us\n",
        loadMs, static_cast<double>(rated.size()), micros[0], micros[1]);
}

}  // namespace

int runBench(const BenchOptions& options, std::ostream& out) {
    Random random(options.seed);
    std::vector<int> sizes = {9, 19};
    if (options.size > 0) sizes = {options.size};
    // The model is loaded only when something measured here uses it: the playout shapes, or the
    // search's priors (a fixed run of light or table playouts, read by callgrind, stays free of
    // the load).
    const bool priorsTimed =
        options.params.patternPriors && options.search && options.fixedPlayouts == 0;
    std::shared_ptr<const PatternModel> model;
    if ((options.params.playoutPatternShapesAnywhere() || priorsTimed) &&
        !options.patternWeights.empty()) {
        try {
            model =
                std::make_shared<const PatternModel>(PatternModel::load(options.patternWeights));
        } catch (const PatternModelError& e) {
            out << "no pattern model: hand-set priors and playout shapes (" << e.what() << ")\n";
        }
    }
    // The policy of small boards makes the middle-game positions (the same on every board); the
    // playouts run the policy of their board's size.
    const HeavyPolicyParams policy = heavyPolicyParams(options.params, model);
    const bool smallShapes = policy.shapeModel != nullptr;
    const bool largeShapes =
        heavyPolicyParams(options.params, model, options.params.largeBoard).shapeModel != nullptr;
    const std::string shapesLabel = smallShapes == largeShapes
                                        ? (smallShapes ? "pattern-model" : "hand-written")
                                    : largeShapes ? "pattern-model (large boards) or hand-written"
                                                  : "hand-written (large boards) or pattern-model";
    if (options.fixedPlayouts > 0) {
        std::vector<Move> record;
        for (const int size : sizes) {
            HeavyPlayoutPolicy heavy(heavyPolicyParams(options.params, model, size));
            long moves = 0;
            for (int i = 0; i < options.fixedPlayouts; ++i) {
                Board board(size);
                if (!options.heavyFixed) {
                    moves +=
                        runLightPlayout(board, Color::BLACK, random, playoutMoveLimit(size)).moves;
                    continue;
                }
                record.clear();
                runPlayout(board, Color::BLACK, PASS, PASS, heavy, random, playoutMoveLimit(size),
                           &record);
                for (const Move& m : record) moves += m.point != PASS;
            }
            out << "fixed " << size << "x" << size << " playouts " << options.fixedPlayouts
                << " moves " << moves << "\n";
        }
        return 0;
    }
    // One line per size: medians of the timed runs of light or heavy playouts.
    const auto playoutRates = [&](bool heavy) {
        for (const int size : sizes) {
            const HeavyPolicyParams sized = heavyPolicyParams(options.params, model, size);
            std::vector<double> rates, moveRates, lengths;
            for (int run = 0; run < options.runs; ++run) {
                const RunFigures f =
                    timedRun(size, options.secondsPerRun, random, heavy ? &sized : nullptr);
                rates.push_back(f.playoutsPerSecond);
                moveRates.push_back(f.movesPerSecond);
                lengths.push_back(f.averageLength);
            }
            out << format("%2.0fx%-2.0f  playouts/s %9.0f  moves/s %11.0f", size, size,
                          median(rates), median(moveRates))
                << format("  avg length %6.1f\n", median(lengths), 0, 0, 0);
        }
    };
    out << "light playouts (uniform random legal moves, no own-eye filling), single thread,\n"
        << "median of " << options.runs << " runs of " << options.secondsPerRun << " s\n";
    playoutRates(false);
    out << "heavy playouts (the search's policy, " << shapesLabel << " shapes), single thread, "
        << "same runs\n";
    matchesGoodPattern(0, Color::BLACK);  // builds the pattern table outside the timed runs
    playoutRates(true);
    ladderFigures(options.secondsPerRun / 4, out);
    if (!options.patternWeights.empty())
        patternFigures(options.patternWeights, options.secondsPerRun / 2, options.seed, policy,
                       out);
    if (!options.search) return 0;
    out << "search simulations/s in a middle-game position (a quarter of the points played), "
        << (model && options.params.patternPriors ? "pattern" : "hand-set") << " priors, "
        << shapesLabel << " playout shapes\n";
    // Without the model (no weights file, or it did not load), the search goes without it too.
    SearchParams searchParams = options.params;
    if (!model)
        searchParams.patternPriors = searchParams.playoutPatternShapes =
            searchParams.playoutPatternShapesLarge = false;
    for (const int size : sizes) {
        for (const int threads : {1, 2}) {
            std::vector<double> rates;
            for (int run = 0; run < options.runs; ++run)
                rates.push_back(searchRate(size, threads, options.secondsPerRun, options.seed + run,
                                           searchParams, model, policy));
            out << format("%2.0fx%-2.0f  threads %.0f  simulations/s %9.0f\n", size, size, threads,
                          median(rates));
        }
    }
    return 0;
}

}  // namespace tianyuan
