// A fake clock for search tests: it moves on by `step` seconds every time it is read.
#pragma once

#include <atomic>
#include <cstdint>

#include "game_clock.h"

namespace tianyuan::test {

class SteppingClock : public Clock {
  public:
    explicit SteppingClock(double step) : step_(step) {}
    double now() const override {
        const int64_t n = reads_.fetch_add(1);
        return 100.0 + step_ * static_cast<double>(n);  // not 0: only differences matter
    }
    int64_t reads() const { return reads_.load(); }

  private:
    double step_;
    mutable std::atomic<int64_t> reads_{0};
};

}  // namespace tianyuan::test
