// Hand-set prior knowledge (the priors of the first search, before learned patterns): every
// move gets even experience, and each cheap feature that matches adds its own term (capture,
// self-atari, saving a chain in atari, a good 3x3 shape, nearness to the last move, the line in
// the opening). Each term's experience and win rate is a SearchParams setting.
#pragma once

#include <span>

#include "evaluator.h"
#include "search_params.h"

namespace tianyuan {

class HandPriors {
  public:
    explicit HandPriors(const HandPriorParams& params) : params_(params) {}
    // One MovePrior per move (see Evaluator::priors); probability stays 0.
    void rate(const LeafPosition& leaf, std::span<const Point> moves,
              std::span<MovePrior> out) const;

  private:
    MovePrior rateMove(const Board& board, Color c, Point p, Point last, bool opening) const;
    HandPriorParams params_;
};

}  // namespace tianyuan
