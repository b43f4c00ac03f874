// The --bench mode: the speed of the search's hot path: light playouts (the board), heavy
// playouts (the configured policy), ladder reads and search simulations in the middle game.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "search_params.h"

namespace tianyuan {

struct BenchOptions {
    int runs = 5;  // timed runs per board size; the median is reported
    double secondsPerRun = 1.0;
    int fixedPlayouts = 0;    // > 0: exactly this many playouts per size, no timing (callgrind)
    bool heavyFixed = false;  // the fixed playouts use the heavy policy (else light ones)
    uint64_t seed = 1;
    int size = 0;                // 0: both 9x9 and 19x19
    bool search = true;          // also measure the search in the middle game
    SearchParams params;         // the heavy playouts' policy and the search (threads set per run)
    std::string patternWeights;  // the move-pattern model to time (none when empty)
};

// Runs the benchmark on 9x9 and 19x19 and writes a report to `out`. Returns 0.
int runBench(const BenchOptions& options, std::ostream& out);

}  // namespace tianyuan
