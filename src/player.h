// The interface between the GTP front end and whatever chooses moves.
#pragma once

#include <string>

#include "history.h"

namespace tianyuan {

struct MoveChoice {
    Point point = PASS;
    bool resign = false;
};

class Player {
  public:
    virtual ~Player() = default;
    // A short description for logs and gomill-describe_engine.
    virtual std::string describe() const = 0;
    // Chooses a move for `color` in the game's current position: a legal point (superko
    // included), PASS, or resignation. `cleanup`: the KGS cleanup phase after a disputed end,
    // where every dead opponent stone must be captured before passing.
    virtual MoveChoice chooseMove(const GameHistory& game, Color color, bool cleanup) = 0;
};

}  // namespace tianyuan
