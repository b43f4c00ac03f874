#include "playout_evaluator.h"

namespace tianyuan {

PlayoutEvaluator::PlayoutEvaluator(const SearchParams& params,
                                   std::unique_ptr<PlayoutPolicy> policy)
    : priors_(params.priors),
      policy_(std::move(policy)),
      playoutMoveFactor_(params.playoutMoveFactor) {}

void PlayoutEvaluator::priors(const LeafPosition& leaf, std::span<const Point> moves,
                              std::span<MovePrior> out, Random&) {
    priors_.rate(leaf, moves, out);
}

double PlayoutEvaluator::value(const LeafPosition& leaf, Board& board, Random& random,
                               std::vector<Move>& played) {
    const int area = board.size() * board.size();
    const int maxMoves = static_cast<int>(playoutMoveFactor_ * area);
    const int difference =
        runPlayout(board, leaf.toMove, leaf.last, *policy_, random, maxMoves, &played);
    return blackResult(difference, leaf.whiteBonusHalfPoints);
}

std::unique_ptr<Evaluator> HeavyPlayoutEvaluatorFactory::make() const {
    HeavyPolicyParams policy;
    policy.shapeRate = params_.playoutShapeRate;
    policy.selfAtariRetries = params_.playoutSelfAtariRetries;
    return std::make_unique<PlayoutEvaluator>(params_,
                                              std::make_unique<HeavyPlayoutPolicy>(policy));
}

}  // namespace tianyuan
