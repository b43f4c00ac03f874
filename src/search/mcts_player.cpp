#include "mcts_player.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "playout.h"
#include "scoring.h"
#include "status.h"

namespace tianyuan {

namespace {

// Every empty region touches one colour only: nothing is left to contest under area scoring.
bool noDame(const Board& board) {
    return countArea(board).shared == 0;
}

}  // namespace

SearchLimits searchLimitsFor(const SearchBudget& budget, double defaultMoveSeconds) {
    SearchLimits limits;
    limits.clock = budget.clock;
    limits.startTime = budget.startTime;
    limits.watch = budget.watch;
    const bool timed = budget.playouts == 0 && budget.clock != nullptr;
    limits.playouts = budget.playouts > 0 ? budget.playouts : (timed ? 0 : 10000);
    if (timed) {
        TimeAllocation allocation = budget.stop.allocation;
        if (allocation.unlimited) allocation = {defaultMoveSeconds, defaultMoveSeconds, false};
        limits.rule = StopRule{allocation};
    }
    return limits;
}

MctsPlayer::MctsPlayer(const SearchParams& params, std::unique_ptr<EvaluatorFactory> evaluators)
    : params_(params), search_(params, std::move(evaluators)) {}

MctsPlayer::~MctsPlayer() {
    stopPondering();
}

std::string MctsPlayer::describe() const {
    return "Monte-Carlo tree search (UCT + RAVE, priors, heavy playouts), " +
           std::to_string(search_.threads()) + " thread(s), tree cap " +
           std::to_string(params_.maxTreeBytes >> 20) + " MiB (two pools of " +
           std::to_string(search_.poolCapacity()) + " nodes)";
}

SearchRoot MctsPlayer::rootFor(const GameHistory& game, Color color) const {
    SearchRoot root;
    root.game = &game;
    root.toMove = color;
    const Board& board = game.board();
    const int area = board.size() * board.size();
    root.whiteBonusHalfPoints = game.rules().whiteBonusHalfPoints(game.handicap());
    if (game.handicap() >= 2) {  // dynamic komi: fade out an imaginary handicap compensation
        const double played = static_cast<double>(game.moves().size());
        const double fade = std::max(0.0, 1.0 - played / (params_.dynamicKomiMoves * area));
        root.whiteBonusHalfPoints +=
            static_cast<int>(2 * params_.dynamicKomiPerStone * game.handicap() * fade);
    }
    const bool opponentPassed = !game.moves().empty() && game.moves().back().point == PASS;
    root.allowPass = opponentPassed || noDame(board);
    return root;
}

// The game is over for us when the count as it stands wins and either the opponent passed or
// nothing is left to contest (no dame, both colours on a board at least half full). In KGS's
// cleanup phase, dead opponent stones must be captured first (and passing is no root move).
bool MctsPlayer::shouldPass(const GameHistory& game, Color color, const SearchBudget& budget,
                            SearchRoot& root) const {
    const Board& b = game.board();
    const int size = b.size();
    const bool opponentPassed = !game.moves().empty() && game.moves().back().point == PASS;
    const bool settledBoard = noDame(b) && b.stoneCount(Color::BLACK) > 0 &&
                              b.stoneCount(Color::WHITE) > 0 && 2 * b.emptyCount() < size * size;
    bool deadOpponentStones = false;
    if (budget.cleanup) {
        Random random(params_.seed + game.moves().size());
        for (const Point p : estimateStatus(b, color, params_.cleanupStatusPlayouts, random).dead)
            deadOpponentStones |= b.at(p) == opponent(color);
        if (deadOpponentStones) root.allowPass = false;
    }
    if ((!opponentPassed && !settledBoard) || deadOpponentStones) return false;
    const bool blackWins = scoreGame(b, game.rules(), game.handicap()).marginHalfPoints > 0;
    return blackWins == (color == Color::BLACK);
}

MoveChoice MctsPlayer::chooseMove(const GameHistory& game, Color color,
                                  const SearchBudget& budget) {
    stopPondering();
    SearchRoot root = rootFor(game, color);
    // Passing is decided before the root's moves are rated (run() rates them); the root is set
    // either way, so that the tree follows the game for the next search's reuse.
    const bool pass = shouldPass(game, color, budget, root);
    search_.setRoot(root);
    if (pass) return {PASS, false};
    const SearchReport& report = search_.run(searchLimitsFor(budget, params_.defaultMoveSeconds));
    if (!report.bestMove) return {PASS, false};
    const int size = game.board().size();
    const Point best = *report.bestMove;
    const std::string reused =
        report.reusedTree ? fmt::format(", reused ({} simulations kept)", report.keptSimulations)
                          : "";
    spdlog::info("{} {}: {} simulations in {:.2f} s, win rate {:.3f}, tree {} nodes{}{}",
                 colorName(color), formatVertex(best, size), report.simulations, report.seconds,
                 report.rootWinRate, report.treeNodes, reused,
                 report.stoppedEarly ? ", settled" : "");
    const bool pastOpening = game.moves().size() > static_cast<size_t>(size * size / 4);
    if (game.moves().size() < lastMoveCount_) previousWinRate_ = 1;  // a new game
    lastMoveCount_ = game.moves().size();
    const bool losing =
        report.rootWinRate < params_.resignThreshold && previousWinRate_ < params_.resignThreshold;
    previousWinRate_ = report.rootWinRate;
    if (params_.allowResign && pastOpening && losing) return {PASS, true};
    return {best, false};
}

void MctsPlayer::forgetSearches() {
    stopPondering();
    search_.forgetTree();
    previousWinRate_ = 1;
    lastMoveCount_ = 0;
}

void MctsPlayer::startPondering(const GameHistory& game) {
    stopPondering();
    search_.setRoot(rootFor(game, game.toMove()));
    ponderThread_ = std::thread([this] { search_.run(SearchLimits{}); });
}

bool MctsPlayer::startAnalysis(const GameHistory& game, const AnalysisRequest& request) {
    stopPondering();
    SearchRoot root = rootFor(game, request.toMove);
    root.excludedMoves = request.excludedMoves;
    search_.setRoot(root);
    // Until stopped: no playout count, no time rule; the clock times the snapshots.
    backgroundLimits_ = SearchLimits{};
    backgroundLimits_.clock = request.clock;
    backgroundLimits_.startTime = request.clock ? request.clock->now() : 0;
    backgroundLimits_.watch = request.watch;
    ponderThread_ = std::thread([this] { search_.run(backgroundLimits_); });
    return true;
}

std::optional<RootSnapshot> MctsPlayer::analysePosition(const GameHistory& game, Color color,
                                                        int playouts, const Clock* clock) {
    stopPondering();
    search_.setRoot(rootFor(game, color));
    SearchBudget budget;  // exactly this many playouts, with outcomes for the snapshot
    budget.playouts = std::max(1, playouts);
    budget.clock = clock;
    budget.startTime = clock ? clock->now() : 0;
    budget.watch.collectOutcomes = true;
    SearchLimits limits = searchLimitsFor(budget, params_.defaultMoveSeconds);
    limits.stopWhenSettled = false;
    search_.run(limits);
    return search_.snapshot();
}

std::optional<double> MctsPlayer::playoutWinRate(const GameHistory& game, Color color, int playouts,
                                                 bool uniformFirstMove) {
    stopPondering();
    const SearchRoot root = rootFor(game, color);
    const std::unique_ptr<Evaluator> evaluator = search_.evaluatorFactory().make();
    const Point last = game.recentMove(0), lastButOne = game.recentMove(1);
    Random random(params_.seed);  // the same answer for the same position and seed
    std::vector<Move> played;
    double blackWins = 0;
    const int count = std::max(1, playouts);
    for (int i = 0; i < count; ++i) {
        Board board = game.board();
        played.clear();
        Color toMove = color;
        Point previous = last, beforePrevious = lastButOne;
        if (uniformFirstMove) {
            const Point first = randomPlayoutMove(board, color, random);
            board.play(color, first);
            toMove = opponent(color);
            beforePrevious = last;
            previous = first;
        }
        const LeafPosition leaf{board, toMove, previous, beforePrevious, root.whiteBonusHalfPoints};
        blackWins += evaluator->value(leaf, board, random, played);
    }
    return blackWins / count;
}

void MctsPlayer::stopPondering() {
    if (!ponderThread_.joinable()) return;
    search_.stop();
    ponderThread_.join();
}

}  // namespace tianyuan
