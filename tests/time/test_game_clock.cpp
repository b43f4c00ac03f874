// GameClock: both players' clocks driven by engine events and a fake wall clock. Our moves are
// timed from genmoveStarted to genmoveAnswered, the opponent's from our answer to their play.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "game_clock.h"
#include "time_fixtures.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

class FakeClock : public Clock {
  public:
    double t = 1000;  // not 0: the game clock must use differences, not absolute readings
    double now() const override { return t; }
};

// One of our moves of `seconds` as the engine times it.
void ourMove(GameClock& g, FakeClock& wall, Color c, double seconds) {
    g.genmoveStarted(c);
    wall.t += seconds;
    g.genmoveAnswered(c);
}

// The opponent answers `seconds` after our answer.
void theirMove(GameClock& g, FakeClock& wall, Color c, double seconds) {
    wall.t += seconds;
    g.movePlayed(c);
}

}  // namespace

TEST_CASE("game clock: each side is charged exactly its own time, in every system") {
    const TimeSettings systems[] = {absolute(900),       byoyomi(60, 30, 5),  byoyomi(0, 10, 3),
                                    canadian(30, 60, 5), carryOver(0, 40, 4), TimeSettings{}};
    // Alternating moves: ours (black) and theirs (white), seconds each; multiples of 0.25.
    const std::vector<std::pair<double, double>> game = {
        {7.5, 3},   {12.25, 0.5}, {0, 20},  {30, 1.75}, {4, 4},   {0.25, 9.5},
        {15, 0.25}, {2, 31},      {11, 11}, {6.5, 0},   {20, 15}, {1, 2.5},
    };
    for (const TimeSettings& s : systems) {
        INFO(describe(s));
        FakeClock wall;
        GameClock g(wall);
        g.setSettings(s);
        ClockState black = initialClock(s), white = initialClock(s);
        CHECK(g.state(Color::BLACK) == black);
        CHECK(g.state(Color::WHITE) == white);
        for (const auto& [ours, theirs] : game) {
            CAPTURE(ours);
            CAPTURE(theirs);
            g.genmoveStarted(Color::BLACK);
            CHECK(g.running() == Color::BLACK);
            wall.t += ours;
            g.genmoveAnswered(Color::BLACK);
            black = afterMove(black, s, ours).state;
            CHECK(g.state(Color::BLACK) == black);
            CHECK(g.state(Color::WHITE) == white);  // not charged yet
            CHECK(g.running() == Color::WHITE);
            wall.t += theirs;
            g.movePlayed(Color::WHITE);
            white = afterMove(white, s, theirs).state;
            CHECK(g.state(Color::WHITE) == white);
            CHECK(g.state(Color::BLACK) == black);
            CHECK_FALSE(g.running());
            wall.t += 3;  // the controller's delay before the next genmove is nobody's time
        }
    }
}

TEST_CASE("game clock: exact charges in absolute time") {
    FakeClock wall;
    GameClock g(wall);
    g.setSettings(absolute(900));
    ourMove(g, wall, Color::BLACK, 7.5);
    CHECK(g.state(Color::BLACK).mainLeft == 892.5);
    CHECK(g.state(Color::WHITE).mainLeft == 900);
    theirMove(g, wall, Color::WHITE, 12.25);
    CHECK(g.state(Color::WHITE).mainLeft == 887.75);
    CHECK(g.state(Color::BLACK).mainLeft == 892.5);
    // We play white now (genmove for the other colour): only white is charged.
    wall.t += 100;
    ourMove(g, wall, Color::WHITE, 2);
    CHECK(g.state(Color::WHITE).mainLeft == 885.75);
    CHECK(g.state(Color::BLACK).mainLeft == 892.5);
    CHECK(g.running() == Color::BLACK);
}

TEST_CASE("game clock: moves that were not timed charge nothing") {
    FakeClock wall;
    GameClock g(wall);
    g.setSettings(byoyomi(60, 30, 5));
    const ClockState full = initialClock(g.settings());
    // Plays from the controller with no clock running (setup, replay, handicap as moves).
    for (int i = 0; i < 4; ++i) {
        wall.t += 50;
        g.movePlayed(i % 2 ? Color::WHITE : Color::BLACK);
        CHECK(g.state(Color::BLACK) == full);
        CHECK(g.state(Color::WHITE) == full);
        CHECK_FALSE(g.running());
    }
    // After our answer white's clock runs; a play for black instead (non-alternating) charges
    // nobody and stops it, so a white play after that charges nothing either.
    ourMove(g, wall, Color::BLACK, 5);
    CHECK(g.state(Color::BLACK).mainLeft == 55);
    wall.t += 40;
    g.movePlayed(Color::BLACK);
    CHECK(g.state(Color::BLACK).mainLeft == 55);
    CHECK_FALSE(g.running());
    wall.t += 40;
    g.movePlayed(Color::WHITE);
    CHECK(g.state(Color::WHITE) == full);
    // genmove twice for the same colour: white's running clock is dropped, not charged.
    ourMove(g, wall, Color::BLACK, 5);
    wall.t += 20;
    ourMove(g, wall, Color::BLACK, 5);
    CHECK(g.state(Color::WHITE) == full);
    CHECK(g.state(Color::BLACK).mainLeft == 45);
    // stop() (game over, reg_genmove): the next play charges nothing.
    g.stop();
    wall.t += 30;
    g.movePlayed(Color::WHITE);
    CHECK(g.state(Color::WHITE) == full);
    // An answer whose thinking was not timed (the clocks were reset meanwhile) charges nothing
    // but still starts the opponent's clock.
    g.genmoveStarted(Color::BLACK);
    wall.t += 10;
    g.reset();
    wall.t += 10;
    g.genmoveAnswered(Color::BLACK);
    CHECK(g.state(Color::BLACK) == full);
    CHECK(g.running() == Color::WHITE);
    wall.t += 2;
    g.movePlayed(Color::WHITE);
    CHECK(g.state(Color::WHITE).mainLeft == 58);
}

TEST_CASE("game clock: time_left overrides, and a running clock restarts from it") {
    FakeClock wall;
    GameClock g(wall);
    g.setSettings(byoyomi(600, 30, 5));
    ourMove(g, wall, Color::BLACK, 100);
    theirMove(g, wall, Color::WHITE, 50);
    // KGS reports before our genmove: 3 periods left, 25 s in the current one.
    g.timeLeft(Color::BLACK, 25, 3);
    CHECK(g.state(Color::BLACK) == ClockState{0, true, 3, 25, 0, false});
    CHECK(g.state(Color::WHITE).mainLeft == 550);  // the other side is untouched
    g.timeLeft(Color::WHITE, 123.5, 0);
    CHECK(g.state(Color::WHITE) == ClockState{123.5, false, 5, 30, 0, false});
    // A 20 s move from the reported 25 s stays in the period.
    ourMove(g, wall, Color::BLACK, 20);
    CHECK(g.state(Color::BLACK) == ClockState{0, true, 3, 30, 0, false});

    // A report while our clock runs: the time before it is already in the report.
    g.setSettings(absolute(900));
    g.genmoveStarted(Color::BLACK);
    wall.t += 10;
    g.timeLeft(Color::BLACK, 100, 0);
    CHECK(g.running() == Color::BLACK);
    wall.t += 4;
    g.genmoveAnswered(Color::BLACK);
    CHECK(g.state(Color::BLACK).mainLeft == 96);
    // The same for the opponent's running clock.
    wall.t += 30;
    g.timeLeft(Color::WHITE, 200, 0);
    wall.t += 2.5;
    g.movePlayed(Color::WHITE);
    CHECK(g.state(Color::WHITE).mainLeft == 197.5);
    // A report for the side whose clock is not running does not restart the other one.
    g.genmoveStarted(Color::BLACK);
    wall.t += 6;
    g.timeLeft(Color::WHITE, 50, 0);
    wall.t += 1;
    g.genmoveAnswered(Color::BLACK);
    CHECK(g.state(Color::BLACK).mainLeft == 89);
    CHECK(g.state(Color::WHITE).mainLeft == 50);
}

TEST_CASE("game clock: setSettings and reset restart both clocks") {
    FakeClock wall;
    GameClock g(wall);
    g.setSettings(canadian(60, 60, 5));
    ourMove(g, wall, Color::BLACK, 70);
    theirMove(g, wall, Color::WHITE, 10);
    ourMove(g, wall, Color::BLACK, 5);
    CHECK(g.running() == Color::WHITE);
    CHECK(g.state(Color::BLACK).inOvertime);
    // clear_board: the same settings, both full, nothing running.
    g.reset();
    const ClockState full = initialClock(canadian(60, 60, 5));
    CHECK(g.state(Color::BLACK) == full);
    CHECK(g.state(Color::WHITE) == full);
    CHECK_FALSE(g.running());
    CHECK(g.settings() == canadian(60, 60, 5));
    wall.t += 20;
    g.movePlayed(Color::WHITE);  // its clock was stopped by the reset
    CHECK(g.state(Color::WHITE) == full);
    // New settings mid-game: at once, both full.
    ourMove(g, wall, Color::BLACK, 30);
    g.setSettings(byoyomi(0, 30, 3));
    CHECK(g.settings() == byoyomi(0, 30, 3));
    CHECK(g.state(Color::BLACK) == ClockState{0, true, 3, 30, 0, false});
    CHECK(g.state(Color::WHITE) == ClockState{0, true, 3, 30, 0, false});
    CHECK_FALSE(g.running());
    ourMove(g, wall, Color::WHITE, 45);
    CHECK(g.state(Color::WHITE).periodsLeft == 2);
}

TEST_CASE("game clock: allocate and report") {
    FakeClock wall;
    GameClock g(wall);
    g.setSettings(absolute(900));
    ourMove(g, wall, Color::BLACK, 7.5);
    AllocationContext ctx;
    ctx.boardSize = 9;
    ctx.emptyPoints = 80;
    const TimeAllocation a = g.allocate(Color::BLACK, ctx);
    const TimeAllocation expected = allocateTime(g.state(Color::BLACK), g.settings(), ctx);
    CHECK(a.target == expected.target);
    CHECK(a.maximum == expected.maximum);
    CHECK(g.allocate(Color::WHITE, ctx).target > a.target);  // white has more time left

    const std::string report = g.report();
    const size_t newline = report.find('\n');
    REQUIRE(newline != std::string::npos);
    const std::string black = report.substr(0, newline);
    const std::string white =
        report.substr(newline + 1, report.find('\n', newline + 1) - newline - 1);
    CHECK(std::count(report.begin(), report.end(), '\n') <= 2);
    CHECK(black.rfind("black", 0) == 0);
    CHECK(white.rfind("white", 0) == 0);
    CHECK(black.find("main 892.5") != std::string::npos);
    CHECK(black.find("running no") != std::string::npos);
    CHECK(black.find("14:53 main time, sudden death") != std::string::npos);
    CHECK(white.find("main 900.0") != std::string::npos);
    CHECK(white.find("running yes") != std::string::npos);
    CHECK(white.find("lost no") != std::string::npos);

    g.setSettings(byoyomi(0, 30, 5));
    ourMove(g, wall, Color::WHITE, 75);
    const std::string overtime = g.report();
    CHECK(overtime.find("white main 0.0 overtime yes periods 3 period 30.0") != std::string::npos);
    CHECK(overtime.find("in byo-yomi, 3 periods of 0:30 left") != std::string::npos);
    CHECK(overtime.find("black main 0.0 overtime yes periods 5") != std::string::npos);
}

TEST_CASE("game clock: the lag estimator keeps the largest of its last observations") {
    LagEstimator e;
    CHECK(e.empty());
    CHECK(e.largest() == 0);
    e.observe(0.2);
    e.observe(-1);  // counts as 0
    CHECK(e.count() == 2);
    CHECK(e.largest() == 0.2);
    for (int i = 0; i < LagEstimator::WINDOW - 1; ++i) e.observe(0.01);
    CHECK(e.count() == LagEstimator::WINDOW);
    CHECK(e.largest() == 0.01);  // the 0.2 s spike is forgotten after WINDOW observations
    e.observe(1.5);
    CHECK(e.largest() == 1.5);  // a jump counts at once
    e.clear();
    CHECK(e.empty());
}

TEST_CASE("game clock: the lag is observed from time_left reports and command gaps") {
    FakeClock wall;
    GameClock g(wall);
    g.setSettings(absolute(300));
    // No report yet: the lag buffer, whatever the gaps show.
    wall.t += 5;
    g.movePlayed(Color::WHITE);
    wall.t += 0.02;
    ourMove(g, wall, Color::BLACK, 10);
    CHECK(g.lagObservations().largest() == doctest::Approx(0.02));
    CHECK(g.lagReserve() < 0);
    // The controller charged our 10 s move 10.3 s: a 0.3 s lag.
    wall.t += 4;
    g.movePlayed(Color::WHITE);
    g.timeLeft(Color::BLACK, 289.7, 0);
    CHECK(g.lagObservations().largest() == doctest::Approx(0.3));
    CHECK(g.lagReserve() == doctest::Approx(LagEstimator::FLOOR + LagEstimator::FACTOR * 0.3));
    // The allocation keeps that back instead of the 1 s buffer (but the buffer per move of
    // sudden death): the context's reserve is the clock's.
    AllocationContext ctx;
    ctx.boardSize = 9;
    ctx.emptyPoints = 60;
    AllocationContext explicitReserve = ctx;
    explicitReserve.lagReserve = g.lagReserve();
    CHECK(g.allocate(Color::BLACK, ctx).target ==
          allocateTime(g.state(Color::BLACK), g.settings(), explicitReserve).target);
    // Reports in whole seconds, rounded down: a lag within the rounding is not observed (the
    // round trip before the genmove measures it), what the rounding cannot explain is.
    g.reset();
    for (const auto& [think, report, observed] :
         {std::tuple{9.7, 290.0, 0.0}, {10.0, 279.0, 0.0}, {5.0, 272.0, 1.0}}) {
        wall.t += 0.01;
        ourMove(g, wall, Color::BLACK, think);
        const double ours = g.state(Color::BLACK).mainLeft;
        g.timeLeft(Color::BLACK, report, 0);  // ours: 290.3, then 280 and 274
        CAPTURE(ours);
        CHECK(g.lagObservations().largest() == doctest::Approx(std::max(0.3, observed)));
    }
    // A report with no timed move of ours before it observes nothing.
    g.timeLeft(Color::BLACK, 100, 0);
    CHECK(g.lagObservations().largest() == doctest::Approx(1.0));
    // Byo-yomi: a report of a period spent that our clock did not spend: the buffer for the
    // rest of the game, back to the estimate after clear_board.
    g.setSettings(byoyomi(0, 5, 3));
    wall.t += 0.01;
    ourMove(g, wall, Color::BLACK, 4.5);
    g.timeLeft(Color::BLACK, 5, 2);
    CHECK(g.lagReserve() < 0);
    g.reset();
    CHECK(g.lagReserve() > 0);
}
