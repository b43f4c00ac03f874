// The Monte-Carlo tree search player: UCT with RAVE (AMAF over tree and playout moves), priors
// from cheap move features as virtual experience, heavy playouts, several threads sharing one
// tree with virtual loss, tree reuse between moves within a memory cap, and Chinese-rules play
// (area-scoring playouts with komi and handicap compensation, dynamic komi in handicap games,
// superko respected at the root, resignation, passing only when it cannot lose points).
#pragma once

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "player.h"
#include "random.h"
#include "search_tree.h"

namespace tianyuan {

struct MctsOptions {
    int threads = 1;
    size_t maxTreeBytes = 256u << 20;  // both node pools together
    double resignThreshold = 0.05;     // resign below this win rate (two genmoves running)
    bool allowResign = true;
    double defaultMoveSeconds = 1.0;  // thinking time when no clock and no playout count is set
    uint64_t seed = 1;
    // Search constants, hand-set (not tuned yet).
    double raveEquivalence = 1500;  // RAVE weight falls to half at about this many visits
    double exploration = 0.1;       // UCB exploration on top of RAVE
    int expandVisits = 2;           // visits before a leaf is expanded
};

// The statistics of a finished search, for logs, tests and --bench.
struct SearchReport {
    int simulations = 0;
    double seconds = 0;
    double rootWinRate = 0.5;  // of the chosen move, for the player to move
    Point bestMove = PASS;
    size_t treeNodes = 0;
    bool reusedTree = false;
    bool stoppedEarly = false;  // the best move could no longer change
};

class MctsPlayer : public Player {
  public:
    explicit MctsPlayer(const MctsOptions& options);
    ~MctsPlayer() override;

    std::string describe() const override;
    MoveChoice chooseMove(const GameHistory& game, Color color,
                          const SearchBudget& budget) override;

    // Searches the position for the player to move until stopPondering(); the tree is kept for
    // the next chooseMove.
    void startPondering(const GameHistory& game) override;
    void stopPondering() override;

    const SearchReport& lastReport() const { return report_; }
    // Node statistics of the root's children after the last search, for tests: move, visits.
    std::vector<std::pair<Point, uint32_t>> rootChildVisits() const;
    size_t treeCapacity() const { return 2 * poolCapacity(); }
    size_t treeNodesUsed() const { return pools_[active_] ? pools_[active_]->used() : 0; }

    // For tests: the tree of the last search (the active pool) and its root's index there.
    const NodePool& treePoolForTests() const;
    uint32_t treeRootForTests() const;

  private:
    struct Context;
    size_t poolCapacity() const;
    void ensurePools();
    void prepareRoot(const GameHistory& game, Color color, Context& context);
    void runSearch(Context& context, const SearchBudget& budget);
    void simulate(Context& context, Random& random, std::vector<Move>& sequence,
                  std::vector<uint32_t>& path);
    bool expand(Context& context, uint32_t index, const Board& board, Color toMove, Point lastMove,
                bool atRoot);
    uint32_t selectChild(const Context& context, uint32_t index) const;
    void backUp(Context& context, const std::vector<uint32_t>& path,
                const std::vector<Move>& sequence, bool blackWon);

    MctsOptions options_;
    std::unique_ptr<NodePool> pools_[2];
    int active_ = 0;
    uint32_t root_ = 0;
    std::vector<Move> rootMoves_;  // the game's moves when root_ was the position
    Color rootColor_ = Color::BLACK;
    uint64_t rootFirstHash_ = 0;
    int rootSize_ = 0;
    SearchReport report_;
    double previousWinRate_ = 1;
    size_t lastMoveCount_ = 0;
    uint64_t searchCount_ = 0;
    std::unique_ptr<Context> ponderContext_;
    std::thread ponderThread_;
};

}  // namespace tianyuan
