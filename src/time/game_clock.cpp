#include "game_clock.h"

#include <chrono>
#include <cmath>
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
    hiddenLag_ = false;
    awaitingReport_.reset();
    lastCommandAt_.reset();
}

void GameClock::charge(Color c) {
    if (running_ != c) return;
    const double elapsed = std::max(0.0, clock_->now() - runningSince_);
    states_[index(c)] = afterMove(states_[index(c)], settings_, elapsed).state;
    running_.reset();
}

void GameClock::genmoveStarted(Color c) {
    const double now = clock_->now();
    // The controller sent this genmove right after our answer to its play or time_left: the
    // gap is one round trip, as its clock of our move will see it.
    if (lastCommandAt_) lag_.observe(now - *lastCommandAt_);
    lastCommandAt_.reset();
    awaitingReport_.reset();
    if (running_ && *running_ != c) running_.reset();  // the opponent's time is unknown: uncharged
    running_ = c;
    runningSince_ = now;
}

void GameClock::genmoveAnswered(Color c) {
    const bool timed = running_ == c;
    charge(c);
    if (timed) awaitingReport_ = c;
    lastCommandAt_.reset();  // the next command waits for the opponent's move: not a lag
    running_ = opponent(c);
    runningSince_ = clock_->now();
}

void GameClock::movePlayed(Color c) {
    if (running_ == c)
        charge(c);
    else
        running_.reset();  // a move we did not time (setup, replay): no clock runs
    if (awaitingReport_ == c) awaitingReport_.reset();
    lastCommandAt_ = clock_->now();
}

void GameClock::timeLeft(Color c, double seconds, int stones) {
    const ClockState ours = states_[index(c)];
    const ClockState reported = applyTimeLeft(ours, settings_, seconds, stones);
    controllerReports_ = true;
    if (awaitingReport_ == c && running_ != c) {
        // The report of our last move: the controller charged it our time plus the lag. A
        // report in whole seconds (as the GTP specification has it) hides up to 1 s in its
        // rounding down: only what the rounding cannot explain is observed, and the round trip
        // before each genmove measures the lag itself.
        const double rounding = seconds == std::floor(seconds) ? -1.0 : 0.0;
        const bool canadian =
            settings_.system == TimeSystem::CANADIAN || settings_.system == TimeSystem::CARRY_OVER;
        if (!ours.inOvertime && !reported.inOvertime)
            lag_.observe(ours.mainLeft - reported.mainLeft + rounding);
        else if (canadian && ours.inOvertime && reported.inOvertime &&
                 ours.stonesLeft == reported.stonesLeft &&
                 !(settings_.system == TimeSystem::CANADIAN &&
                   ours.stonesLeft == settings_.stones))  // a Canadian period restarts whole
            lag_.observe(ours.periodLeft - reported.periodLeft + rounding);
        else if (settings_.system == TimeSystem::BYOYOMI && reported.inOvertime &&
                 reported.periodsLeft < ours.periodsLeft)
            hiddenLag_ = true;  // a period spent that our clock did not see spent
        // Byo-yomi in overtime: the period restarts after each move, the report shows no lag.
    }
    awaitingReport_.reset();
    states_[index(c)] = reported;
    if (running_ == c) runningSince_ = clock_->now();
    lastCommandAt_ = clock_->now();
}

double GameClock::lagReserve() const {
    if (!controllerReports_ || hiddenLag_ || lag_.empty()) return -1;
    return LagEstimator::FLOOR + LagEstimator::FACTOR * lag_.largest();
}

TimeAllocation GameClock::allocate(Color c, AllocationContext context) const {
    if (context.lagReserve < 0) context.lagReserve = lagReserve();
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
