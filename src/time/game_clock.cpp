#include "game_clock.h"

#include <chrono>
#include <cstdio>

namespace tianyuan {

double SteadyClock::now() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void GameClock::setSettings(const TimeSettings& settings) {
    settings_ = settings;
    reset();
}

void GameClock::reset() {
    states_[0] = states_[1] = initialClock(settings_);
    running_.reset();
}

void GameClock::charge(Color c) {
    if (running_ != c) return;
    const double elapsed = std::max(0.0, clock_->now() - runningSince_);
    states_[index(c)] = afterMove(states_[index(c)], settings_, elapsed).state;
    running_.reset();
}

void GameClock::genmoveStarted(Color c) {
    if (running_ && *running_ != c) running_.reset();  // the opponent's time is unknown: uncharged
    running_ = c;
    runningSince_ = clock_->now();
}

void GameClock::genmoveAnswered(Color c) {
    charge(c);
    running_ = opponent(c);
    runningSince_ = clock_->now();
}

void GameClock::movePlayed(Color c) {
    if (running_ == c)
        charge(c);
    else
        running_.reset();  // a move we did not time (setup, replay): no clock runs
}

void GameClock::timeLeft(Color c, double seconds, int stones) {
    states_[index(c)] = applyTimeLeft(states_[index(c)], settings_, seconds, stones);
    if (running_ == c) runningSince_ = clock_->now();
}

TimeAllocation GameClock::allocate(Color c, AllocationContext context) const {
    return allocateTime(states_[index(c)], settings_, context);
}

std::string GameClock::report() const {
    std::string out;
    for (const Color c : {Color::BLACK, Color::WHITE}) {
        const ClockState& s = states_[index(c)];
        char numbers[200];
        std::snprintf(
            numbers, sizeof numbers,
            "%s main %.1f overtime %s periods %d period %.1f stones %d lost %s running %s",
            std::string(colorName(c)).c_str(), s.mainLeft, s.inOvertime ? "yes" : "no",
            s.periodsLeft, s.periodLeft, s.stonesLeft, s.lostOnTime ? "yes" : "no",
            running_ == c ? "yes" : "no");
        out += std::string(numbers) + " (" + describeClock(s, settings_) + ")\n";
    }
    return out;
}

}  // namespace tianyuan
