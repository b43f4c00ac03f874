#include "playout_evaluator.h"

#include <spdlog/spdlog.h>

namespace tianyuan {

PlayoutEvaluator::PlayoutEvaluator(const SearchParams& params,
                                   std::unique_ptr<PlayoutPolicy> policy,
                                   std::unique_ptr<PlayoutPolicy> largeBoardPolicy,
                                   std::shared_ptr<const PatternModel> model)
    : handPriors_(params.priors),
      patternPriors_(model && params.patternPriors
                         ? std::make_unique<PatternPriors>(std::move(model), params.patternPrior,
                                                           params.priors.pass, params.largeBoard)
                         : nullptr),
      policy_(std::move(policy)),
      largeBoardPolicy_(std::move(largeBoardPolicy)),
      largeBoard_(params.largeBoard),
      playoutMoveFactor_(params.playoutMoveFactor) {}

void PlayoutEvaluator::priors(const LeafPosition& leaf, std::span<const Point> moves,
                              std::span<MovePrior> out, Random&) {
    if (patternPriors_)
        patternPriors_->rate(leaf, moves, out);
    else
        handPriors_.rate(leaf, moves, out);
}

double PlayoutEvaluator::value(const LeafPosition& leaf, Board& board, Random& random,
                               std::vector<Move>& played) {
    const int area = board.size() * board.size();
    const int maxMoves = static_cast<int>(playoutMoveFactor_ * area);
    PlayoutPolicy& policy =
        largeBoardPolicy_ && board.size() >= largeBoard_ ? *largeBoardPolicy_ : *policy_;
    const int difference = runPlayout(board, leaf.toMove, leaf.last, leaf.lastButOne, policy,
                                      random, maxMoves, &played);
    return blackResult(difference, leaf.whiteBonusHalfPoints);
}

HeavyPolicyParams heavyPolicyParams(const SearchParams& params, int boardSize) {
    const bool large = boardSize >= params.largeBoard;
    HeavyPolicyParams policy;
    policy.shapeRate = params.playoutShapeRate;
    policy.selfAtariRetries = params.playoutSelfAtariRetries;
    policy.ladders = params.playoutLadders;
    policy.captureNearOwnLast = params.playoutCaptureNearOwnLast;
    policy.twoLibertyRate = params.playoutTwoLibertyRate;
    policy.looseTwoLiberty = params.playoutTwoLibertyLoose;
    policy.nakadeRate = params.playoutNakadeRate;
    policy.judgeSelfAtari = params.playoutJudgeSelfAtari;
    policy.keepSeki = params.playoutKeepSeki;
    policy.koFightRate = large ? params.playoutKoFightRateLarge : params.playoutKoFightRate;
    policy.shapesNearLastButOne =
        large ? params.playoutShapesNearLastButOneLarge : params.playoutShapesNearLastButOne;
    policy.patternShapes.randomMass = params.playoutPatternRandomMassFor(boardSize);
    const std::string& features = params.playoutPatternFeatures;
    policy.patternShapes.features = features == "shape"   ? PlayoutPatternFeatures::SHAPE
                                    : features == "local" ? PlayoutPatternFeatures::LOCAL
                                                          : PlayoutPatternFeatures::TACTICAL;
    return policy;
}

HeavyPolicyParams heavyPolicyParams(const SearchParams& params,
                                    std::shared_ptr<const PatternModel> model, int boardSize) {
    HeavyPolicyParams policy = heavyPolicyParams(params, boardSize);
    if (params.playoutPatternShapesFor(boardSize)) policy.shapeModel = std::move(model);
    return policy;
}

HeavyPlayoutEvaluatorFactory::HeavyPlayoutEvaluatorFactory(
    const SearchParams& params, std::shared_ptr<const PatternModel> model)
    : params_(params),
      model_(params.patternPriors || params.playoutPatternShapesAnywhere() ? std::move(model)
                                                                           : nullptr) {
    if (params.playoutPatternShapesAnywhere() && !model_)
        spdlog::warn("playout-pattern-shapes without a pattern model: the hand-written shapes");
}

std::unique_ptr<Evaluator> HeavyPlayoutEvaluatorFactory::make() const {
    const HeavyPolicyParams policy = heavyPolicyParams(params_, model_);
    const HeavyPolicyParams large = heavyPolicyParams(params_, model_, params_.largeBoard);
    return std::make_unique<PlayoutEvaluator>(
        params_, std::make_unique<HeavyPlayoutPolicy>(policy),
        large == policy ? nullptr : std::make_unique<HeavyPlayoutPolicy>(large), model_);
}

std::unique_ptr<EvaluatorFactory> makeEvaluatorFactory(const SearchParams& params,
                                                       const std::string& patternWeights) {
    std::shared_ptr<const PatternModel> model;
    if (params.patternPriors || params.playoutPatternShapesAnywhere())
        model = std::make_shared<const PatternModel>(PatternModel::load(patternWeights));
    return makeEvaluatorFactory(params, std::move(model));
}

std::unique_ptr<EvaluatorFactory> makeEvaluatorFactory(const SearchParams& params,
                                                       std::shared_ptr<const PatternModel> model) {
    return std::make_unique<HeavyPlayoutEvaluatorFactory>(params, std::move(model));
}

}  // namespace tianyuan
