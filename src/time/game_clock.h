// Both players' clocks as the engine keeps them: its own moves timed from the genmove line's
// arrival to the answer, the opponent's from our answer to their play; time_left from a
// controller overrides either. The only wall-clock read is the injected Clock.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "lag_estimator.h"
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
    // Allocation for c's next move, with lagReserve() unless the context sets one.
    TimeAllocation allocate(Color c, AllocationContext context) const;

    // The lag kept back per move instead of the lag buffer (AllocationContext::lagReserve), from
    // two observations: the gap between our answer to a controller's command (play, time_left)
    // and the arrival of the genmove that follows it (one round trip, which the controller's
    // clock charges us), and the difference between our clock of our side after our move and
    // the controller's time_left report of it (+1 s when the report is in whole seconds, whose
    // rounding is unknown). LagEstimator::FLOOR + FACTOR x the largest recent observation; -1
    // (use the lag buffer) while nothing is observed, for a controller that never sent
    // time_left (it may relay a clock kept elsewhere whose lag we cannot see), and for the rest
    // of the game once a report shows a byo-yomi period spent that our clock did not.
    double lagReserve() const;
    const LagEstimator& lagObservations() const { return lag_; }
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
    // Lag measurement (kept across games: it is the link's, not the game's).
    LagEstimator lag_;
    bool controllerReports_ = false;       // a time_left has been received
    bool hiddenLag_ = false;               // this game: a report showed lag we did not see
    std::optional<Color> awaitingReport_;  // our move was timed; its report not yet compared
    std::optional<double> lastCommandAt_;  // when the last play or time_left was handled
};

}  // namespace tianyuan
