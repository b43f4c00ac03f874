// The Monte-Carlo tree search, generic over where knowledge comes from: UCT with RAVE (AMAF
// over tree and evaluation moves), priors and leaf values from an Evaluator (one per thread),
// several threads sharing one tree with virtual loss, tree reuse between searches within a
// memory cap, stopping by playouts, by the time manager's rule or on request, and root
// snapshots for an observer (with score estimates and ownership from root_outcomes.h when its
// watch asks for them). Go rules enter only through the candidate moves (legal, not filling an
// own eye; superko and passing decided at the root by the caller).
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "evaluator.h"
#include "game_clock.h"
#include "history.h"
#include "search_observer.h"
#include "search_params.h"
#include "search_tree.h"
#include "time_allocation.h"

namespace tianyuan {

class RootOutcomes;

// The position to search from, as the player sees it.
struct SearchRoot {
    const GameHistory* game = nullptr;  // root moves are legal here (superko included)
    Color toMove = Color::BLACK;
    bool allowPass = false;            // whether passing is a root move
    int whiteBonusHalfPoints = 0;      // komi, compensation and dynamic komi, in half points
    std::vector<Point> excludedMoves;  // never root moves (analysis: avoid, allow)
};

// When a search stops. Without a playout count and without a clock it runs until stop().
struct SearchLimits {
    int playouts = 0;              // > 0: at most this many simulations
    const Clock* clock = nullptr;  // with `rule`: stop by the time manager's rule
    double startTime = 0;          // clock->now() when the move's time started
    std::optional<StopRule> rule;  // needs `clock`
    SearchWatch watch;             // snapshots (those at an interval need `clock`)
    // A playout budget without a clock stops once the best move can no longer change; false
    // searches it to its end (an analysis: its win rates and ownership use every playout).
    bool stopWhenSettled = true;
};

// The statistics of a finished search, for logs, tests and --bench.
struct SearchReport {
    int simulations = 0;
    double seconds = 0;
    double rootWinRate = 0.5;       // of the chosen move (real simulations), for the player to move
    std::optional<Point> bestMove;  // none when the root has no move to play
    size_t treeNodes = 0;
    bool reusedTree = false;
    // The reused root's real simulations before this run (pondering's among them).
    int keptSimulations = 0;
    bool stoppedEarly = false;  // the best move could no longer change
};

class Search {
  public:
    Search(const SearchParams& params, std::unique_ptr<EvaluatorFactory> evaluators);
    ~Search();

    // Sets the root, reusing the subtree of the last root when the game continues it (at most
    // four moves later, same first position); otherwise a fresh tree. The game is copied. The
    // root's moves are rated (its expansion, with the evaluator's priors) when the search runs,
    // not here: a player that sets the root and then passes without searching saves that.
    void setRoot(const SearchRoot& root);
    // Drops the tree: the next setRoot starts afresh whatever its position. Not while running.
    void forgetTree() { root_ = 0; }
    // Rates the root's moves unless they are already (on this thread, with thread 0's
    // evaluator), then runs simulations from the root until a limit is reached or stop() is
    // called, on params.threads threads (this one included). Returns the report.
    const SearchReport& run(const SearchLimits& limits);
    // Asks the running search, or the next run() before the next setRoot(), to stop soon;
    // safe from any thread.
    void stop() { stopRequested_ = true; }

    // The most visited root child that may be played, and its win rate of real simulations for
    // the player to move; nullopt when the root has no such child.
    std::optional<std::pair<Point, double>> best() const;
    // The root's statistics now, for observers and logs: up to `maxMoves` visited moves, most
    // visited first, each with a principal variation of up to `pvLength` moves; then unvisited
    // root moves by prior until there are `minMoves`.
    RootSnapshot snapshot(size_t maxMoves = 400, size_t pvLength = 10, size_t minMoves = 0) const;
    const SearchReport& lastReport() const { return report_; }

    // The tree, for tests and the player's inspection: the active pool and the root's index.
    const NodePool& pool() const;
    uint32_t root() const { return root_; }
    size_t poolCapacity() const;  // nodes in each of the two pools (the tree lives in one)
    int threads() const { return params_.threads; }
    const EvaluatorFactory& evaluatorFactory() const { return *evaluatorFactory_; }

  private:
    struct ThreadState;
    void ensurePools();
    bool continuesRoot(const GameHistory& game) const;
    uint32_t reusableNode(const GameHistory& game, Color toMove) const;
    void rateRoot();
    void worker(int thread, const SearchLimits& limits, uint64_t seedBase);
    bool watch(const SearchLimits& limits, int playouts);
    uint32_t countedVisits(const Node& child) const;
    void simulate(ThreadState& state);
    bool rootMayPlay(Point p) const;
    bool expand(ThreadState& state, uint32_t index, const Board& board, Color toMove, Point last,
                Point lastButOne);
    uint32_t selectChild(uint32_t index) const;
    void backUp(const std::vector<uint32_t>& path, const std::vector<Move>& sequence,
                double blackValue);
    void checkTree(uint32_t rootVisitsBefore) const;
    // The most AMAF credit one simulation gives a move (for the root's board size, set by
    // setRoot()).
    uint32_t raveWeightMax() const { return 1 + static_cast<uint32_t>(raveDistanceWeight_); }

    SearchParams params_;
    std::unique_ptr<EvaluatorFactory> evaluatorFactory_;
    std::vector<std::unique_ptr<Evaluator>> evaluators_;  // one per thread
    std::unique_ptr<NodePool> pools_[2];
    int active_ = 0;
    uint32_t root_ = 0;

    // The root position.
    GameHistory game_;  // a copy: pondering runs while the GTP thread changes the real one
    Board rootBoard_;
    Color rootColor_ = Color::BLACK;
    Point rootLast_ = PASS, rootLastButOne_ = PASS;
    int rootPasses_ = 0;  // consecutive passes before the root (0 or 1 matter)
    bool allowRootPass_ = false;
    std::vector<Point> excludedRootMoves_;
    int whiteBonusHalfPoints_ = 0;
    std::vector<Move> rootMoves_;  // the game's moves at the root, for tree reuse
    uint64_t rootFirstHash_ = 0;
    int rootSize_ = 0;
    // params_'s values for the root's board size, set by setRoot().
    double raveEquivalence_ = 0;
    double exploration_ = 0;
    int raveDistanceWeight_ = 0;

    // The running search.
    std::atomic<bool> stopRequested_{false};  // by stop(); cleared by setRoot()
    std::atomic<bool> done_{false};           // a limit was reached; cleared by run()
    std::atomic<int> simulations_{0};
    double startTime_ = 0;
    double lastSnapshotTime_ = 0;
    SearchReport report_;
    std::unique_ptr<RootOutcomes> outcomes_;  // this run's, when its watch asked for them
};

}  // namespace tianyuan
