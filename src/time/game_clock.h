// Both players' clocks as the engine keeps them: its own moves timed from the genmove line's
// arrival to the answer, the opponent's from our answer to their play; time_left from a
// controller overrides either. The only wall-clock read is the injected Clock.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "time_allocation.h"

namespace tianyuan {

// Seconds since some fixed start; SteadyClock reads std::chrono::steady_clock, tests use a fake.
class Clock {
  public:
    virtual ~Clock() = default;
    virtual double now() const = 0;
};

class SteadyClock : public Clock {
  public:
    double now() const override;
};

class GameClock {
  public:
    explicit GameClock(const Clock& clock) : clock_(&clock) {}

    const TimeSettings& settings() const { return settings_; }
    const ClockState& state(Color c) const { return states_[index(c)]; }

    // New settings take effect at once: both clocks restart full. reset() restarts them with the
    // same settings (clear_board).
    void setSettings(const TimeSettings& settings);
    void reset();

    // Events, each stamped with clock.now().
    void genmoveStarted(Color c);   // our thinking starts; stops the opponent's running clock
    void genmoveAnswered(Color c);  // charges our move, starts the opponent's clock
    void movePlayed(Color c);       // a play from the controller: charges c if its clock ran
    void timeLeft(Color c, double seconds, int stones);  // overrides c's clock
    // The game is over or restarted: no clock runs.
    void stop() { running_.reset(); }

    std::optional<Color> running() const { return running_; }
    // Allocation for c's next move.
    TimeAllocation allocate(Color c, AllocationContext context) const;
    // Two lines, black then white: words and numbers.
    std::string report() const;

  private:
    static int index(Color c) { return c == Color::BLACK ? 0 : 1; }
    void charge(Color c);

    const Clock* clock_;
    TimeSettings settings_;
    std::array<ClockState, 2> states_{};
    std::optional<Color> running_;
    double runningSince_ = 0;
};

}  // namespace tianyuan
