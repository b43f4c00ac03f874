// Snapshots of the search's root for whoever watches a running search (analysis commands, logs):
// the search calls the observer from its own thread at an interval; the observer only reads the
// snapshot it is given and must return quickly.
#pragma once

#include <cstdint>
#include <vector>

#include "types.h"

namespace tianyuan {

struct MoveSnapshot {
    Point move = PASS;
    uint32_t visits = 0;     // real simulations through the move
    double winRate = 0.5;    // of those simulations, for the player to move at the root
    double probability = 0;  // the evaluator's prior share of the move
    std::vector<Point> principalVariation;  // the move, then the most visited replies
};

struct RootSnapshot {
    Color toMove = Color::BLACK;
    int simulations = 0;  // of this search
    double seconds = 0;   // since the search started (0 without a clock)
    uint32_t rootVisits = 0;
    std::vector<MoveSnapshot> moves;  // every visited root move, most visited first
};

class SearchObserver {
  public:
    virtual ~SearchObserver() = default;
    virtual void onSnapshot(const RootSnapshot& snapshot) = 0;
};

}  // namespace tianyuan
