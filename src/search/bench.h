// The --bench mode: light-playout speed of the board, the search's hot path.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

namespace tianyuan {

struct BenchOptions {
    int runs = 5;  // timed runs per board size; the median is reported
    double secondsPerRun = 1.0;
    int fixedPlayouts = 0;  // > 0: exactly this many playouts per size, no timing (callgrind)
    uint64_t seed = 1;
    int size = 0;                // 0: both 9x9 and 19x19
    bool search = true;          // also measure the search in the middle game
    std::string patternWeights;  // the move-pattern model to time (none when empty)
};

// Runs the benchmark on 9x9 and 19x19 and writes a report to `out`. Returns 0.
int runBench(const BenchOptions& options, std::ostream& out);

}  // namespace tianyuan
