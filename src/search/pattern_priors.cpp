#include "pattern_priors.h"

#include <cmath>
#include <utility>

#include "capture_reading.h"
#include "semeai.h"
#include "tactics.h"

namespace tianyuan {

PatternPriors::PatternPriors(std::shared_ptr<const PatternModel> model,
                             const PatternPriorParams& params, const PriorTerm& pass,
                             int largeBoard)
    : model_(std::move(model)), params_(params), pass_(pass), largeBoard_(largeBoard) {}

namespace {

// Marks the points find(board, toMove, ..., extra...) writes when `on`; clears them all first.
template <typename Find, typename... Extra>
void markMoves(bool on, std::vector<bool>& marked, Find find, const LeafPosition& leaf,
               Extra... extra) {
    marked.assign(MAX_ARRAY_SIZE, false);
    if (!on) return;
    Point moves[64];
    const int n = find(leaf.board, leaf.toMove, moves, 64, extra...);
    for (int i = 0; i < n; ++i) marked[moves[i]] = true;
}

}  // namespace

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
    double total = 0;
    for (const MoveFeatures& f : features_) {
        const double s = model_->strength(f, FeatureSet::FULL);
        strength_[f.point] = s;
        badEscape_[f.point] = isBadEscape(f);
        total += s;
    }
    markMoves(params_.raceWin.visits > 0, raceWin_, allRaceMoves, leaf);
    const Point lastMoves[] = {leaf.last, leaf.lastButOne};
    const std::span<const Point> near =
        params_.readNearLast ? std::span<const Point>(lastMoves) : std::span<const Point>();
    markMoves(params_.readCapture.visits > 0, readCapture_, allCaptureMoves, leaf, near);
    markMoves(params_.readRescue.visits > 0, readRescue_, allRescueMoves, leaf, near);
    markMoves(params_.atariEscape.visits > 0 || !params_.atariEscapeRave, atariEscape_,
              allAtariEscapes, leaf);
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
        for (const auto& [term, marked] :
             {std::pair{params_.raceWin, &raceWin_}, std::pair{params_.readCapture, &readCapture_},
              std::pair{params_.readRescue, &readRescue_},
              std::pair{params_.atariEscape, &atariEscape_}})
            if ((*marked)[p]) {
                visits += term.visits;
                wins += term.visits * term.winRate;
            }
        prior.visits = static_cast<int>(std::lround(visits));
        prior.winRate = visits > 0 ? wins / visits : 0.5;
        prior.probability = probability;
        prior.withoutRave = !params_.atariEscapeRave && atariEscape_[p];
    }
}

}  // namespace tianyuan
