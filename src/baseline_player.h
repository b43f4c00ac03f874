// BASELINE PLAYER (issue 4): a uniformly random legal move that does not fill one of its own
// eyes, and a pass when none is left. It stands in for the search (issue 6) so that genmove
// works; it is not meant to play well.
#pragma once

#include "player.h"
#include "random.h"

namespace tianyuan {

class BaselineRandomPlayer : public Player {
  public:
    explicit BaselineRandomPlayer(uint64_t seed) : random_(seed) {}
    std::string describe() const override;
    MoveChoice chooseMove(const GameHistory& game, Color color,
                          const SearchBudget& budget) override;

  private:
    Random random_;
};

}  // namespace tianyuan
