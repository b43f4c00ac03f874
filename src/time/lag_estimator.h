// The lag a controller charges us on top of our own timing of a move (the time our answer takes
// to reach it and its next command to reach us), estimated from observations (issue 21).
#pragma once

#include <array>

namespace tianyuan {

// The reserve is FLOOR + FACTOR x the largest of the last WINDOW observations. Why the largest
// and not a mean or a quantile: too small a reserve loses a period or the game, too large a one
// costs a little thinking time, and lags come in spikes (a scheduler or network hiccup, a
// collection pause in the controller), so the estimate follows the worst recent spike at once
// and forgets it only after WINDOW moves. FACTOR covers a lag that doubles between two
// observations; FLOOR covers what no observation shows (reading and parsing the command before
// our clock starts, writing the answer after it stops, timer granularity). A jump beyond that
// is covered by the lag buffer, which the allocation still keeps where an overrun loses the
// game (time_allocation.h, LagAllowance).
class LagEstimator {
  public:
    static constexpr int WINDOW = 8;
    static constexpr double FACTOR = 2.0;
    static constexpr double FLOOR = 0.05;  // seconds

    void observe(double seconds);  // negative observations count as 0
    bool empty() const { return count_ == 0; }
    int count() const { return count_; }  // observations kept, at most WINDOW
    double largest() const;               // of the observations kept; 0 when empty
    void clear() { count_ = next_ = 0; }

  private:
    std::array<double, WINDOW> recent_{};
    int count_ = 0;
    int next_ = 0;
};

}  // namespace tianyuan
