#include "pattern_priors.h"

#include <cmath>

#include "semeai.h"

namespace tianyuan {

PatternPriors::PatternPriors(std::shared_ptr<const PatternModel> model,
                             const PatternPriorParams& params, const PriorTerm& pass,
                             int largeBoard)
    : model_(std::move(model)), params_(params), pass_(pass), largeBoard_(largeBoard) {}

bool isBadEscape(const MoveFeatures& features) {
    switch (features.value[GROUP_ESCAPE]) {
        case ESCAPE_NEW_LADDER:
        case ESCAPE_NEW_FAILS:
        case ESCAPE_OLD_LADDER:
        case ESCAPE_OLD_FAILS:
            return true;
        default:
            return false;
    }
}

void PatternPriors::rate(const LeafPosition& leaf, std::span<const Point> moves,
                         std::span<MovePrior> out) {
    RecentMoves recent;
    recent.last = leaf.last;
    recent.beforeLast = leaf.lastButOne;
    extractFeatures(leaf.board, leaf.toMove, recent, model_->dictionary(), FeatureSet::FULL, false,
                    features_);
    strength_.assign(MAX_ARRAY_SIZE, 0.0);
    badEscape_.assign(MAX_ARRAY_SIZE, false);
    raceWin_.assign(MAX_ARRAY_SIZE, false);
    double total = 0;
    for (const MoveFeatures& f : features_) {
        const double s = model_->strength(f, FeatureSet::FULL);
        strength_[f.point] = s;
        badEscape_[f.point] = isBadEscape(f);
        total += s;
    }
    if (params_.raceWin.visits > 0) {
        Point races[32];
        const int n = allRaceMoves(leaf.board, leaf.toMove, races, 32);
        for (int i = 0; i < n; ++i) raceWin_[races[i]] = true;
    }
    const double scale = leaf.board.size() >= largeBoard_ ? params_.scaleLarge : params_.scale;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Point p = moves[i];
        MovePrior& prior = out[i];
        if (p == PASS) {
            prior = MovePrior{pass_.visits, pass_.winRate, 0};
            continue;
        }
        const double probability = total > 0 ? strength_[p] / total : 0;
        double visits = params_.even.visits;
        double wins = params_.even.visits * params_.even.winRate;
        const double patternVisits = scale * std::sqrt(probability);
        visits += patternVisits;
        wins += patternVisits * params_.winRate;
        if (badEscape_[p]) {
            visits += params_.badEscape.visits;
            wins += params_.badEscape.visits * params_.badEscape.winRate;
        }
        if (raceWin_[p]) {
            visits += params_.raceWin.visits;
            wins += params_.raceWin.visits * params_.raceWin.winRate;
        }
        prior.visits = static_cast<int>(std::lround(visits));
        prior.winRate = visits > 0 ? wins / visits : 0.5;
        prior.probability = probability;
    }
}

}  // namespace tianyuan
