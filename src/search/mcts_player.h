// The Monte-Carlo tree search player: what a move needs beyond the search itself, under the
// Chinese rules. It sets the search's root (superko-legal moves only, passing only when it cannot
// lose points, White's bonus with dynamic komi in handicap games), turns the time manager's
// budget into search limits, passes when the count as it stands wins, captures dead stones first
// in KGS's cleanup phase, resigns hopeless games, and ponders on the opponent's time.
#pragma once

#include <memory>
#include <thread>

#include "player.h"
#include "search.h"

namespace tianyuan {

// The one conversion of a move's budget into search limits: a playout count rules when given;
// otherwise the clock by the time manager's allocation (an unlimited one becomes
// `defaultMoveSeconds`); without a clock to read, 10,000 simulations. The watch goes along.
SearchLimits searchLimitsFor(const SearchBudget& budget, double defaultMoveSeconds);

class MctsPlayer : public Player {
  public:
    // The search's evaluators come from `evaluators` (makeEvaluatorFactory in
    // playout_evaluator.h assembles those `params` ask for).
    MctsPlayer(const SearchParams& params, std::unique_ptr<EvaluatorFactory> evaluators);
    ~MctsPlayer() override;

    std::string describe() const override;
    MoveChoice chooseMove(const GameHistory& game, Color color,
                          const SearchBudget& budget) override;

    void forgetSearches() override;
    // Searches the position for the player to move until stopPondering(); the tree is kept for
    // the next chooseMove.
    void startPondering(const GameHistory& game) override;
    void stopPondering() override;
    bool startAnalysis(const GameHistory& game, const AnalysisRequest& request) override;
    std::optional<RootSnapshot> analysePosition(const GameHistory& game, Color color, int playouts,
                                                const Clock* clock) override;
    std::optional<double> playoutWinRate(const GameHistory& game, Color color, int playouts,
                                         bool uniformFirstMove) override;
    void interrupt() override { search_.stop(); }

    const SearchReport& lastReport() const { return search_.lastReport(); }
    const Search& search() const { return search_; }

  private:
    SearchRoot rootFor(const GameHistory& game, Color color) const;
    bool shouldPass(const GameHistory& game, Color color, const SearchBudget& budget,
                    SearchRoot& root) const;

    SearchParams params_;
    Search search_;
    double previousWinRate_ = 1;
    size_t lastMoveCount_ = 0;
    std::thread ponderThread_;  // pondering or analysis
    SearchLimits backgroundLimits_;
};

}  // namespace tianyuan
