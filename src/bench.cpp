#include "bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "playout.h"

namespace tianyuan {

namespace {

struct RunFigures {
    double playoutsPerSecond = 0;
    double movesPerSecond = 0;
    double averageLength = 0;
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

RunFigures timedRun(int size, double seconds, Random& random) {
    using Clock = std::chrono::steady_clock;
    const Board empty(size);
    const auto start = Clock::now();
    long playouts = 0, moves = 0;
    double elapsed = 0;
    do {
        for (int i = 0; i < 64; ++i) {
            Board board = empty;
            moves += runLightPlayout(board, Color::BLACK, random, playoutMoveLimit(size)).moves;
            ++playouts;
        }
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    return {playouts / elapsed, moves / elapsed, static_cast<double>(moves) / playouts};
}

std::string format(const char* pattern, double a, double b, double c, double d) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, pattern, a, b, c, d);
    return buffer;
}

}  // namespace

int runBench(const BenchOptions& options, std::ostream& out) {
    Random random(options.seed);
    std::vector<int> sizes = {9, 19};
    if (options.size > 0) sizes = {options.size};
    if (options.fixedPlayouts > 0) {
        for (const int size : sizes) {
            long moves = 0;
            for (int i = 0; i < options.fixedPlayouts; ++i) {
                Board board(size);
                moves += runLightPlayout(board, Color::BLACK, random, playoutMoveLimit(size)).moves;
            }
            out << "fixed " << size << "x" << size << " playouts " << options.fixedPlayouts
                << " moves " << moves << "\n";
        }
        return 0;
    }
    out << "light playouts (uniform random legal moves, no own-eye filling), single thread,\n"
        << "median of " << options.runs << " runs of " << options.secondsPerRun << " s\n";
    for (const int size : sizes) {
        std::vector<double> rates, moveRates, lengths;
        for (int run = 0; run < options.runs; ++run) {
            const RunFigures f = timedRun(size, options.secondsPerRun, random);
            rates.push_back(f.playoutsPerSecond);
            moveRates.push_back(f.movesPerSecond);
            lengths.push_back(f.averageLength);
        }
        out << format("%2.0fx%-2.0f  playouts/s %9.0f  moves/s %11.0f", size, size, median(rates),
                      median(moveRates))
            << format("  avg length %6.1f\n", median(lengths), 0, 0, 0);
    }
    return 0;
}

}  // namespace tianyuan
