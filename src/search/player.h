// The interface between the GTP front end and whatever chooses moves.
#pragma once

#include <string>

#include "game_clock.h"
#include "history.h"
#include "time_allocation.h"

namespace tianyuan {

// What a move may cost: a time rule from the time manager and the clock to measure it with,
// or a fixed number of playouts.
struct SearchBudget {
    StopRule stop;                 // stop.allocation.unlimited when there is no clock
    const Clock* clock = nullptr;  // measures elapsed time for `stop`
    double startTime = 0;          // clock->now() when the genmove line arrived
    int playouts = 0;      // > 0: exactly this many playouts, whatever the clock; 0: by the clock
    bool cleanup = false;  // KGS cleanup phase: capture every dead stone before passing
};

struct MoveChoice {
    Point point = PASS;
    bool resign = false;
};

class Player {
  public:
    virtual ~Player() = default;
    // A short description for logs and gomill-describe_engine.
    virtual std::string describe() const = 0;
    // Chooses a move for `color` in the game's current position within `budget`: a legal point
    // (superko included), PASS, or resignation.
    virtual MoveChoice chooseMove(const GameHistory& game, Color color,
                                  const SearchBudget& budget) = 0;
    // Pondering: think on the opponent's time until the next command. Optional.
    virtual void startPondering(const GameHistory&) {}
    virtual void stopPondering() {}
};

}  // namespace tianyuan
