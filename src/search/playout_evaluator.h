// The Monte-Carlo evaluator: priors from the learned pattern model (or, without one, from
// hand-set move features), and a leaf's value from one playout of the given policy to the end
// of the game, counted by area with White's bonus. makeEvaluatorFactory assembles the search's
// evaluators from its parameters, for the engine, --bench and the tests.
#pragma once

#include <memory>
#include <string>

#include "evaluator.h"
#include "hand_priors.h"
#include "pattern_priors.h"
#include "playout_policy.h"
#include "search_params.h"

namespace tianyuan {

class PlayoutEvaluator : public Evaluator {
  public:
    // Pattern priors from `model` when it is given and params.patternPriors is on, else the
    // hand-set priors. Playouts on boards of params.largeBoard lines or more use
    // `largeBoardPolicy` when it is given, `policy` otherwise.
    PlayoutEvaluator(const SearchParams& params, std::unique_ptr<PlayoutPolicy> policy,
                     std::unique_ptr<PlayoutPolicy> largeBoardPolicy = nullptr,
                     std::shared_ptr<const PatternModel> model = nullptr);
    void priors(const LeafPosition& leaf, std::span<const Point> moves, std::span<MovePrior> out,
                Random& random) override;
    double value(const LeafPosition& leaf, Board& board, Random& random,
                 std::vector<Move>& played) override;

  private:
    HandPriors handPriors_;
    std::unique_ptr<PatternPriors> patternPriors_;
    std::unique_ptr<PlayoutPolicy> policy_;
    std::unique_ptr<PlayoutPolicy> largeBoardPolicy_;
    int largeBoard_;
    double playoutMoveFactor_;
};

// The heavy policy's settings among the search's parameters, for boards of `boardSize` lines
// (the *Large values from params.largeBoard on; 0: a small board), with no shape model (the
// hand-written shapes).
HeavyPolicyParams heavyPolicyParams(const SearchParams& params, int boardSize = 0);
// The same with the playouts' shapes drawn from `model` when params.playoutPatternShapes is on
// (`model` may be null: then the hand-written shapes).
HeavyPolicyParams heavyPolicyParams(const SearchParams& params,
                                    std::shared_ptr<const PatternModel> model, int boardSize = 0);

// Makes PlayoutEvaluators with the heavy policy, configured from the search's parameters, with
// pattern priors from `model` when it is given and params.patternPriors is on, and playout
// shapes from it when params.playoutPatternShapes is on (a warning when the model is missing).
class HeavyPlayoutEvaluatorFactory : public EvaluatorFactory {
  public:
    explicit HeavyPlayoutEvaluatorFactory(const SearchParams& params,
                                          std::shared_ptr<const PatternModel> model = nullptr);
    std::unique_ptr<Evaluator> make() const override;

  private:
    SearchParams params_;
    std::shared_ptr<const PatternModel> model_;
};

// The search's evaluators as `params` ask for them, assembled in this one place for the engine,
// --bench and the tests: heavy playouts, with pattern priors (params.patternPriors) and playout
// shapes (params.playoutPatternShapes) from the model at `patternWeights`, loaded here only when
// one of the two is on (PatternModelError when it cannot be loaded); hand-set priors and the
// hand-written shapes otherwise.
std::unique_ptr<EvaluatorFactory> makeEvaluatorFactory(const SearchParams& params,
                                                       const std::string& patternWeights);
// The same with a model loaded already (null: none), for a caller that builds many searches
// from one model (--bench, the fuzzer).
std::unique_ptr<EvaluatorFactory> makeEvaluatorFactory(const SearchParams& params,
                                                       std::shared_ptr<const PatternModel> model);

}  // namespace tianyuan
