// The --simulate-clock mode: whole games against a fake clock in which every move takes the
// allocated target plus a random lag of up to 1.5 s, for each time system on 9x9 and 19x19.
#pragma once

#include <cstdint>
#include <ostream>

#include "time_allocation.h"

namespace tianyuan {

struct ClockSimulationOptions {
    int gamesPerCase = 200;
    double lagBuffer = 1.0;     // what the allocator keeps back per move
    double maxRandomLag = 1.5;  // what a move really costs on top of its think time, at most
    uint64_t seed = 1;
    AllocationMethod method = AllocationMethod::ADAPTIVE;
    bool middleGame = false;  // AllocationContext::middleGame
};

// Prints one table row per time system and board size. Returns the number of games lost on time,
// leaving out the rows where the lag alone exceeds the main time (marked in the table).
int runClockSimulation(const ClockSimulationOptions& options, std::ostream& out);

}  // namespace tianyuan
