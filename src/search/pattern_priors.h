// Learned prior knowledge: the full pattern model (pattern_model.h) rates every legal move of a
// new tree node, and each move gets progressive bias (Chaslot et al. 2008, here as virtual
// experience): even experience, plus `scale * sqrt(p)` virtual simulations at the pattern win
// rate for a move of probability p, plus a tactical term for escapes that a ladder catches or
// that leave the chain in atari. The pass move keeps the hand-set pass term.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "evaluator.h"
#include "pattern_model.h"
#include "search_params.h"

namespace tianyuan {

class PatternPriors {
  public:
    // Precondition: `model` is not null. Boards of at least `largeBoard` lines use
    // params.scaleLarge.
    PatternPriors(std::shared_ptr<const PatternModel> model, const PatternPriorParams& params,
                  const PriorTerm& pass, int largeBoard);
    // One MovePrior per move (see Evaluator::priors), with the model's probability.
    void rate(const LeafPosition& leaf, std::span<const Point> moves, std::span<MovePrior> out);

  private:
    std::shared_ptr<const PatternModel> model_;
    PatternPriorParams params_;
    PriorTerm pass_;
    int largeBoard_;
    std::vector<MoveFeatures> features_;  // scratch, per thread
    std::vector<double> strength_;        // by point; 0 for a move the model did not rate
    std::vector<bool> badEscape_;         // by point
    std::vector<bool> raceWin_;           // by point: allRaceMoves
    std::vector<bool> readCapture_;       // by point: allCaptureMoves
    std::vector<bool> readRescue_;        // by point: allRescueMoves
    std::vector<bool> atariEscape_;       // by point: allAtariEscapes
};

// True for an escape from atari that a ladder catches or that stays in atari.
bool isBadEscape(const MoveFeatures& features);

}  // namespace tianyuan
