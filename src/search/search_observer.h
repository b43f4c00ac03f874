// Snapshots of the search's root for whoever watches a running search (analysis commands, logs):
// the search calls the observer from its own thread at an interval; the observer only reads the
// snapshot it is given and must return quickly. SearchWatch says who watches and how.
#pragma once

#include <cstddef>
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
    std::vector<uint32_t> pvVisits;         // real visits of each node of the variation
    // With outcomes collected (SearchWatch::collectOutcomes): this search's simulations through
    // the move, and the mean and spread of their final margins for the player to move.
    uint32_t scoreSamples = 0;
    double scoreMean = 0;
    double scoreStdev = 0;
};

struct RootSnapshot {
    Color toMove = Color::BLACK;
    int simulations = 0;  // of this search
    double seconds = 0;   // since the search started (0 without a clock)
    uint32_t rootVisits = 0;
    std::vector<MoveSnapshot> moves;  // every visited root move, most visited first
    // With outcomes collected: the mean final margin for the player to move over this search's
    // simulations, and each point's ownership from +1 (always Black's) to -1 (always White's),
    // exactly +-1 where Benson's unconditional life proves it, indexed x + y * size (x = 0 the
    // A column, y = 0 the first line); empty otherwise.
    uint32_t outcomeSamples = 0;
    double scoreMean = 0;
    std::vector<double> blackOwnership;
};

class SearchObserver {
  public:
    virtual ~SearchObserver() = default;
    virtual void onSnapshot(const RootSnapshot& snapshot) = 0;
};

// Who watches a search, how often, and what the snapshots hold (analysis commands, live
// graphics). It travels as one value from the front end (SearchBudget, AnalysisRequest) to the
// search (SearchLimits).
struct SearchWatch {
    SearchObserver* observer = nullptr;  // none: nobody watches
    double interval = 1.0;               // seconds between snapshots (and one at the end)
    size_t minMoves = 0;                 // list unvisited root moves by prior up to this many
    // Record every simulation's final position (Black's margin per root move, ownership) for
    // score estimates and ownership in the snapshots; costs a count per simulation, so only
    // analysis asks for it.
    bool collectOutcomes = false;
};

}  // namespace tianyuan
