// BASELINE PLAYER (issue 4): a uniformly random legal move that does not fill one of its own
// eyes, and a pass when none is left. It stood in for the search until it existed and remains
// available as `--player random`; it is not meant to play well.
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
