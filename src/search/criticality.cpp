#include "criticality.h"

#include "scoring.h"

namespace tianyuan {

Criticality::Criticality(int size, uint32_t minSamples)
    : size_(size),
      minSamples_(minSamples),
      black_(MAX_ARRAY_SIZE),
      white_(MAX_ARRAY_SIZE),
      blackWinning_(MAX_ARRAY_SIZE),
      whiteWinning_(MAX_ARRAY_SIZE),
      value_(MAX_ARRAY_SIZE) {}

void Criticality::record(const Board& finalBoard, double blackValue) {
    constexpr auto relaxed = std::memory_order_relaxed;
    const bool blackWins = blackValue > 0.5, whiteWins = blackValue < 0.5;
    samples_.fetch_add(1, relaxed);
    if (blackWins) blackWins_.fetch_add(1, relaxed);
    if (whiteWins) whiteWins_.fetch_add(1, relaxed);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = finalBoard.point(x, y);
            const int owner = playoutOwner(finalBoard, p);
            if (owner > 0) {
                black_[p].fetch_add(1, relaxed);
                if (blackWins) blackWinning_[p].fetch_add(1, relaxed);
            } else if (owner < 0) {
                white_[p].fetch_add(1, relaxed);
                if (whiteWins) whiteWinning_[p].fetch_add(1, relaxed);
            }
        }
}

void Criticality::refresh() {
    constexpr auto relaxed = std::memory_order_relaxed;
    const uint32_t n = samples_.load(relaxed);
    if (n < minSamples_ || n == 0) return;
    const double total = n;
    const double blackWins = blackWins_.load(relaxed) / total;
    const double whiteWins = whiteWins_.load(relaxed) / total;
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Point p = pointAt(size_, x, y);
            const double winnerOwns =
                (blackWinning_[p].load(relaxed) + whiteWinning_[p].load(relaxed)) / total;
            const double expected = black_[p].load(relaxed) / total * blackWins +
                                    white_[p].load(relaxed) / total * whiteWins;
            value_[p].store(static_cast<float>(winnerOwns - expected), relaxed);
        }
}

}  // namespace tianyuan
