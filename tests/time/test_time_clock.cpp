// The clock of one player as pure transitions (RULES.md, Clocks): whole games walked move by
// move for every time system against an independent cumulative model, the named rules of
// each system, time_left reports and the words of describeClock. All times are multiples of
// 0.25 s, so every sum is exact and compared with ==.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "time_clock.h"
#include "time_fixtures.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

std::string show(const ClockState& c) {
    return "main " + std::to_string(c.mainLeft) + " ot " + (c.inOvertime ? "yes" : "no") +
           " periods " + std::to_string(c.periodsLeft) + " period " + std::to_string(c.periodLeft) +
           " stones " + std::to_string(c.stonesLeft) + " lost " + (c.lostOnTime ? "yes" : "no");
}

// Deterministic move times: multiples of 0.25 s from 0 to maxQuarters / 4 s.
std::vector<double> moveTimes(int count, int maxQuarters, uint32_t seed) {
    std::vector<double> times;
    uint32_t x = seed;
    for (int i = 0; i < count; ++i) {
        x = x * 1664525u + 1013904223u;
        times.push_back(0.25 *
                        static_cast<double>((x >> 8) % static_cast<uint32_t>(maxQuarters + 1)));
    }
    return times;
}

// The expected clock after every move, computed in another way than afterMove does: main time
// as a running total, byo-yomi by counting whole periods (ceil(t / P) - 1 spent), Canadian by
// the sum of the moves of the current block, carry-over by the cumulative deadline P * ceil(m / S)
// of the m-th overtime move. Entries after a loss are not filled (the walk checks that the clock
// does not change any more). `forcedPasses` counts the overruns that became passes.
struct Expected {
    std::vector<ClockState> states;
    int lostAtMove = -1;
    int forcedPasses = 0;
    int periodsSpent = 0;
};

Expected model(const TimeSettings& s, const std::vector<double>& times) {
    Expected e;
    const bool overtime =
        (s.system == TimeSystem::BYOYOMI && s.periods > 0) ||
        ((s.system == TimeSystem::CANADIAN || s.system == TimeSystem::CARRY_OVER) && s.stones > 0);
    double mainLeft = s.mainSeconds;
    bool inOvertime = overtime && s.mainSeconds <= 0;
    if (inOvertime) mainLeft = 0;
    int periods = s.periods;  // byo-yomi
    double blockUsed = 0;     // Canadian: time used by the moves of this block
    int blockMoves = 0;
    double otUsed = 0;  // carry-over: total overtime used and moves made since overtime began
    int otMoves = 0;
    for (size_t i = 0; i < times.size(); ++i) {
        double t = times[i];
        ClockState c;
        if (s.system == TimeSystem::NONE) {
            e.states.push_back(c);
            continue;
        }
        if (!inOvertime) {
            if (t <= mainLeft) {
                mainLeft -= t;
                t = -1;  // the move is paid
            } else {
                t -= mainLeft;
                mainLeft = 0;
                if (!overtime) {
                    e.lostAtMove = static_cast<int>(i);
                    return e;
                }
                inOvertime = true;
            }
        }
        if (t >= 0) {
            bool overran = false;
            if (s.system == TimeSystem::BYOYOMI) {
                const int spent = t <= 0 ? 0 : static_cast<int>(std::ceil(t / s.periodSeconds)) - 1;
                if (spent >= periods) {
                    overran = true;
                    e.periodsSpent += periods;
                } else {
                    periods -= spent;
                    e.periodsSpent += spent;
                }
            } else if (s.system == TimeSystem::CANADIAN) {
                blockUsed += t;
                overran = blockUsed > s.periodSeconds;
                if (!overran && ++blockMoves == s.stones) blockUsed = 0, blockMoves = 0;
            } else {  // CARRY_OVER
                otUsed += t;
                ++otMoves;
                const double deadline = s.periodSeconds * ((otMoves + s.stones - 1) / s.stones);
                overran = otUsed > deadline;
            }
            if (overran) {
                if (!s.overrunIsPass) {
                    e.lostAtMove = static_cast<int>(i);
                    return e;
                }
                ++e.forcedPasses;
                periods = 1;
                blockUsed = 0, blockMoves = 0;
                otUsed = 0, otMoves = 0;
            }
        }
        c.mainLeft = mainLeft;
        c.inOvertime = inOvertime;
        if (s.system == TimeSystem::BYOYOMI) {
            c.periodsLeft = periods;
            c.periodLeft = s.periodSeconds;
        } else if (s.system == TimeSystem::CANADIAN) {
            c.periodsLeft = 1;
            c.periodLeft = s.periodSeconds - blockUsed;
            c.stonesLeft = s.stones - blockMoves;
        } else if (s.system == TimeSystem::CARRY_OVER) {
            c.periodsLeft = 1;
            c.periodLeft = s.periodSeconds * (otMoves / s.stones + 1) - otUsed;
            c.stonesLeft = s.stones - otMoves % s.stones;
        }
        e.states.push_back(c);
    }
    return e;
}

struct GameRow {
    const char* name;
    TimeSettings settings;
    int ownMoves;     // 45: a 9x9 game; 160: a 19x19 game
    int maxQuarters;  // move times from 0 to maxQuarters / 4 s
    bool reachesOvertime;
    bool loses;
    bool forcedPasses;
};

}  // namespace

TEST_CASE("time clock: whole games in every system match the cumulative model") {
    const GameRow rows[] = {
        {"none 9x9", none(), 45, 4000, false, false, false},
        {"none 19x19", none(), 160, 4000, false, false, false},
        {"absolute 9x9 300 s", absolute(300), 45, 32, false, false, false},
        {"absolute 9x9 60 s, too slow", absolute(60), 45, 16, false, true, false},
        {"absolute 19x19 900 s", absolute(900), 160, 10, false, false, false},
        {"absolute 19x19 600 s, too slow", absolute(600), 160, 40, false, true, false},
        {"byo-yomi 9x9 60 s + 3 x 10 s, within periods", byoyomi(60, 10, 3), 45, 40, true, false,
         false},
        {"byo-yomi 9x9 60 s + 3 x 10 s, some periods spent", byoyomi(60, 10, 3), 45, 44, true, true,
         false},
        {"Chinese 19x19 300 s + 3 x 60 s", byoyomi(300, 60, 3), 160, 240, true, false, false},
        {"Chinese 19x19 300 s + 3 x 60 s, slow", byoyomi(300, 60, 3), 160, 260, true, true, false},
        {"fast 19x19 0 + 5 x 30 s", byoyomi(0, 30, 5), 160, 122, true, false, false},
        {"fast 19x19 0 + 5 x 20 s", byoyomi(0, 20, 5), 160, 84, true, true, false},
        {"fast 9x9 0 + 3 x 10 s forced pass", byoyomi(0, 10, 3, true), 45, 60, true, false, true},
        {"canadian 9x9 60 s + 5 in 20 s", canadian(60, 20, 5), 45, 16, true, false, false},
        {"canadian 9x9 60 s + 5 in 20 s, slow", canadian(60, 20, 5), 45, 32, true, true, false},
        {"canadian 19x19 300 s + 25 in 300 s", canadian(300, 300, 25), 160, 48, true, false, false},
        {"canadian 19x19 0 + 10 in 60 s forced pass", canadian(0, 60, 10, true), 160, 56, true,
         false, true},
        {"carry-over 9x9 30 s + 5 in 20 s", carryOver(30, 20, 5), 45, 18, true, false, false},
        {"carry-over 19x19 300 s + 10 in 100 s", carryOver(300, 100, 10), 160, 48, true, false,
         false},
        {"carry-over 19x19 300 s + 10 in 100 s, slow", carryOver(300, 100, 10), 160, 96, true, true,
         false},
        {"carry-over 19x19 0 + 10 in 100 s forced pass", carryOver(0, 100, 10, true), 160, 96, true,
         false, true},
    };
    for (const GameRow& row : rows) {
        INFO("row: " << std::string(row.name));
        const std::vector<double> times = moveTimes(row.ownMoves, row.maxQuarters, 12345);
        const Expected expected = model(row.settings, times);
        ClockState clock = initialClock(row.settings);
        bool sawOvertime = clock.inOvertime;
        int forcedPasses = 0, periodsSpent = 0;
        for (size_t i = 0; i < times.size(); ++i) {
            CAPTURE(i);
            CAPTURE(times[i]);
            const ClockState before = clock;
            const MoveOutcome out = afterMove(clock, row.settings, times[i]);
            clock = out.state;
            forcedPasses += out.forcedPass ? 1 : 0;
            periodsSpent += out.periodsSpent;
            if (before.lostOnTime) {
                // A clock that has lost stays lost, whatever happens.
                CHECK(clock == before);
                CHECK_FALSE(out.forcedPass);
                continue;
            }
            if (static_cast<int>(i) == expected.lostAtMove) {
                CHECK(clock.lostOnTime);
                continue;
            }
            REQUIRE(i < expected.states.size());
            INFO("got      " << show(clock));
            INFO("expected " << show(expected.states[i]));
            CHECK(clock == expected.states[i]);
            sawOvertime = sawOvertime || clock.inOvertime;
        }
        CHECK(clock.lostOnTime == row.loses);
        CHECK((expected.lostAtMove >= 0) == row.loses);
        CHECK(sawOvertime == row.reachesOvertime);
        CHECK((forcedPasses > 0) == row.forcedPasses);
        CHECK(forcedPasses == expected.forcedPasses);
        CHECK(periodsSpent == expected.periodsSpent);
        if (row.settings.system == TimeSystem::NONE) CHECK(clock == initialClock(row.settings));
    }
}

TEST_CASE("time clock: initial clocks") {
    const std::pair<TimeSettings, ClockState> rows[] = {
        {none(), ClockState{}},
        {absolute(900), ClockState{900, false, 0, 0, 0, false}},
        {absolute(0), ClockState{0, false, 0, 0, 0, false}},
        {byoyomi(600, 30, 5), ClockState{600, false, 5, 30, 0, false}},
        {byoyomi(0, 60, 3), ClockState{0, true, 3, 60, 0, false}},
        {canadian(300, 300, 25), ClockState{300, false, 1, 300, 25, false}},
        {canadian(0, 300, 25), ClockState{0, true, 1, 300, 25, false}},
        {carryOver(0, 300, 10), ClockState{0, true, 1, 300, 10, false}},
        // Overtime that gives no time at all is no overtime: sudden death on the main time.
        {byoyomi(60, 30, 0), ClockState{60, false, 0, 0, 0, false}},
        {canadian(60, 0, 25), ClockState{60, false, 0, 0, 0, false}},
    };
    for (const auto& [settings, expected] : rows) {
        CAPTURE(describe(settings));
        INFO("got " << show(initialClock(settings)));
        CHECK(initialClock(settings) == expected);
    }
}

namespace {

struct Step {
    double elapsed;
    ClockState after;
    int periodsSpent;
    bool forcedPass;
};

void walkSteps(const char* name, const TimeSettings& s, const std::vector<Step>& steps) {
    INFO("case: " << std::string(name));
    ClockState clock = initialClock(s);
    for (size_t i = 0; i < steps.size(); ++i) {
        CAPTURE(i);
        const MoveOutcome out = afterMove(clock, s, steps[i].elapsed);
        INFO("got      " << show(out.state));
        INFO("expected " << show(steps[i].after));
        CHECK(out.state == steps[i].after);
        CHECK(out.periodsSpent == steps[i].periodsSpent);
        CHECK(out.forcedPass == steps[i].forcedPass);
        clock = out.state;
    }
}

const ClockState LOST_ABSOLUTE{0, false, 0, 0, 0, true};

}  // namespace

TEST_CASE("time clock: absolute time decreases and an overrun loses for good") {
    walkSteps("exact use of the main time survives, a quarter second more loses", absolute(10),
              {{3, {7, false, 0, 0, 0, false}, 0, false},
               {6.75, {0.25, false, 0, 0, 0, false}, 0, false},
               {0.25, {0, false, 0, 0, 0, false}, 0, false},
               {0, {0, false, 0, 0, 0, false}, 0, false},
               {0.25, LOST_ABSOLUTE, 0, false},
               {0, LOST_ABSOLUTE, 0, false},
               {100, LOST_ABSOLUTE, 0, false}});
    walkSteps("one long move", absolute(900), {{900.25, LOST_ABSOLUTE, 0, false}});
    // overrunIsPass applies to overtime only: sudden death still loses.
    TimeSettings pass = absolute(10);
    pass.overrunIsPass = true;
    walkSteps("sudden death with overrunIsPass", pass,
              {{10.5, LOST_ABSOLUTE, 0, false}, {1, LOST_ABSOLUTE, 0, false}});
}

TEST_CASE("time clock: byo-yomi periods") {
    const TimeSettings s = byoyomi(10, 30, 3);
    walkSteps("main time, spill, free moves, spent periods, loss", s,
              {
                  {4, {6, false, 3, 30, 0, false}, 0, false},
                  // 6 s of main time, then 14 s of the first period: free.
                  {20, {0, true, 3, 30, 0, false}, 0, false},
                  {29.75, {0, true, 3, 30, 0, false}, 0, false},
                  {30, {0, true, 3, 30, 0, false}, 0, false},  // exactly a period: free
                  {45, {0, true, 2, 30, 0, false}, 1, false},  // 1.5 periods: one spent
                  {0, {0, true, 2, 30, 0, false}, 0, false},   // a quick pass
                  {30.25, {0, true, 1, 30, 0, false}, 1, false},
                  {30, {0, true, 1, 30, 0, false}, 0, false},  // the last period, exactly
                  {30.25, {0, true, 0, 30, 0, true}, 1, false},
              });
    // Spilling more than a period from main time spends it.
    walkSteps("a long main-time move spends periods", s,
              {{55, {0, true, 2, 30, 0, false}, 1, false}});
    walkSteps("the last period overrun from main time", s,
              {{100.25, {0, true, 0, 30, 0, true}, 3, false}});

    const TimeSettings pass = byoyomi(10, 30, 3, true);
    walkSteps("overrunIsPass: a forced pass, then the same overtime with one period", pass,
              {
                  {10, {0, false, 3, 30, 0, false}, 0, false},
                  {90.25, {0, true, 1, 30, 0, false}, 3, true},
                  {30, {0, true, 1, 30, 0, false}, 0, false},
                  {12.5, {0, true, 1, 30, 0, false}, 0, false},
                  {31, {0, true, 1, 30, 0, false}, 1, true},
                  {0, {0, true, 1, 30, 0, false}, 0, false},
              });

    // The Chinese form and the fast forms, all with no main time: within a period is free, 1.5
    // periods spend one, three periods and a bit more lose.
    for (const double period : {60.0, 30.0, 20.0, 10.0}) {
        CAPTURE(period);
        const TimeSettings p = byoyomi(0, period, 3);
        CHECK(initialClock(p) == ClockState{0, true, 3, period, 0, false});
        walkSteps("Chinese / fast byo-yomi", p,
                  {
                      {period - 0.25, {0, true, 3, period, 0, false}, 0, false},
                      {period, {0, true, 3, period, 0, false}, 0, false},
                      {period * 1.5, {0, true, 2, period, 0, false}, 1, false},
                      {period + 0.25, {0, true, 1, period, 0, false}, 1, false},
                      {period * 0.5, {0, true, 1, period, 0, false}, 0, false},
                      {period + 0.25, {0, true, 0, period, 0, true}, 1, false},
                  });
        const ClockState lost = afterMove(initialClock(p), p, 3 * period + 0.25).state;
        CHECK(lost.lostOnTime);
        CHECK_FALSE(afterMove(initialClock(p), p, 3 * period).state.lostOnTime);
    }
}

TEST_CASE("time clock: canadian restarts the period in full after its moves") {
    const TimeSettings s = canadian(10, 60, 3);
    walkSteps("spill into the first period counts as its first move", s,
              {
                  {4, {6, false, 1, 60, 3, false}, 0, false},
                  {16, {0, true, 1, 50, 2, false}, 0, false},
                  {20, {0, true, 1, 30, 1, false}, 0, false},
                  // The third move: the period restarts in full; the 5 s left are lost.
                  {25, {0, true, 1, 60, 3, false}, 0, false},
                  {0, {0, true, 1, 60, 2, false}, 0, false},  // a pass is a move
                  {0, {0, true, 1, 60, 1, false}, 0, false},
                  {0, {0, true, 1, 60, 3, false}, 0, false},
                  {60, {0, true, 1, 0, 2, false}, 0, false},  // all of it, exactly
                  {0, {0, true, 1, 0, 1, false}, 0, false},
                  {0.25, {0, true, 1, 0, 1, true}, 0, false},
                  {0, {0, true, 1, 0, 1, true}, 0, false},
              });
    walkSteps("forced pass: the same overtime again, in full", canadian(0, 60, 3, true),
              {
                  {50, {0, true, 1, 10, 2, false}, 0, false},
                  {10.25, {0, true, 1, 60, 3, false}, 0, true},
                  {30, {0, true, 1, 30, 2, false}, 0, false},
              });
}

TEST_CASE("time clock: carry-over adds the time left to the next period") {
    walkSteps("exact arithmetic", carryOver(0, 100, 4),
              {
                  {10, {0, true, 1, 90, 3, false}, 0, false},
                  {20.5, {0, true, 1, 69.5, 2, false}, 0, false},
                  {9.25, {0, true, 1, 60.25, 1, false}, 0, false},
                  // 60 s left after the fourth move: the next period has 160 s.
                  {0.25, {0, true, 1, 160, 4, false}, 0, false},
                  {150, {0, true, 1, 10, 3, false}, 0, false},
                  {0, {0, true, 1, 10, 2, false}, 0, false},  // passes are moves
                  {0, {0, true, 1, 10, 1, false}, 0, false},
                  {10, {0, true, 1, 100, 4, false}, 0, false},  // nothing left to carry
                  {100.25, {0, true, 1, 100, 4, true}, 0, false},
              });
    walkSteps("from main time", carryOver(30, 20, 2),
              {
                  {35, {0, true, 1, 15, 1, false}, 0, false},
                  {5, {0, true, 1, 30, 2, false}, 0, false},
                  {29.75, {0, true, 1, 0.25, 1, false}, 0, false},
                  {0.25, {0, true, 1, 20, 2, false}, 0, false},
              });
    walkSteps("forced pass starts a fresh period, nothing carried", carryOver(0, 20, 2, true),
              {
                  {1, {0, true, 1, 19, 1, false}, 0, false},
                  {1, {0, true, 1, 38, 2, false}, 0, false},
                  {38.5, {0, true, 1, 20, 2, false}, 0, true},
              });
}

TEST_CASE("time clock: no time limit never changes") {
    const ClockState start = initialClock(none());
    ClockState c = start;
    for (const double t : {0.0, 1.0, 1e6, 0.25}) {
        const MoveOutcome out = afterMove(c, none(), t);
        CHECK(out.state == start);
        CHECK_FALSE(out.forcedPass);
        c = out.state;
    }
}

TEST_CASE("time clock: time_left in every system") {
    struct Row {
        const char* name;
        TimeSettings settings;
        ClockState before;
        double seconds;
        int stones;
        ClockState expected;
    };
    const ClockState byoMain{600, false, 5, 30, 0, false};
    const ClockState canMain{300, false, 1, 300, 25, false};
    const ClockState lostAbs{0, false, 0, 0, 0, true};
    const ClockState midByo{0, true, 2, 30, 0, false};
    const Row rows[] = {
        {"none: ignored", none(), ClockState{}, 25, 3, ClockState{}},
        {"absolute main",
         absolute(900),
         {900, false, 0, 0, 0, false},
         899.5,
         0,
         {899.5, false, 0, 0, 0, false}},
        {"absolute fractional",
         absolute(900),
         {900, false, 0, 0, 0, false},
         0.2,
         0,
         {0.2, false, 0, 0, 0, false}},
        {"absolute zero",
         absolute(900),
         {900, false, 0, 0, 0, false},
         0,
         0,
         {0, false, 0, 0, 0, false}},
        {"absolute negative counts as 0",
         absolute(900),
         {900, false, 0, 0, 0, false},
         -1.5,
         0,
         {0, false, 0, 0, 0, false}},
        {"absolute: a report revives a lost clock",
         absolute(900),
         lostAbs,
         12.25,
         0,
         {12.25, false, 0, 0, 0, false}},
        {"absolute with stones: trust the seconds",
         absolute(900),
         {900, false, 0, 0, 0, false},
         40,
         5,
         {40, false, 0, 0, 0, false}},
        {"byo-yomi main", byoyomi(600, 30, 5), byoMain, 25, 0, {25, false, 5, 30, 0, false}},
        {"byo-yomi main from overtime",
         byoyomi(600, 30, 5),
         midByo,
         125.5,
         0,
         {125.5, false, 5, 30, 0, false}},
        {"byo-yomi 0 0: overtime begins",
         byoyomi(600, 30, 5),
         byoMain,
         0,
         0,
         {0, true, 5, 30, 0, false}},
        {"kgs byo-yomi: 3 periods, 25 s in this one",
         byoyomi(600, 30, 5),
         byoMain,
         25,
         3,
         {0, true, 3, 25, 0, false}},
        {"kgs byo-yomi: last period, fractional",
         byoyomi(0, 30, 5),
         midByo,
         12.75,
         1,
         {0, true, 1, 12.75, 0, false}},
        {"kgs byo-yomi: 0 s, this period is over, the next starts",
         byoyomi(0, 30, 5),
         midByo,
         0,
         3,
         {0, true, 2, 30, 0, false}},
        {"kgs byo-yomi: negative, the next period",
         byoyomi(0, 30, 5),
         midByo,
         -0.5,
         2,
         {0, true, 1, 30, 0, false}},
        {"kgs byo-yomi: 0 s in the last period",
         byoyomi(0, 30, 5),
         midByo,
         0,
         1,
         {0, true, 1, 0, 0, false}},
        {"byo-yomi with no main time, main-time report",
         byoyomi(0, 30, 5),
         midByo,
         20,
         0,
         {20, false, 5, 30, 0, false}},
        {"canadian main",
         canadian(300, 300, 25),
         canMain,
         250.5,
         0,
         {250.5, false, 1, 300, 25, false}},
        {"canadian 0 0: overtime begins",
         canadian(300, 300, 25),
         canMain,
         0,
         0,
         {0, true, 1, 300, 25, false}},
        {"canadian: 7 moves in 120 s",
         canadian(300, 300, 25),
         canMain,
         120,
         7,
         {0, true, 1, 120, 7, false}},
        {"canadian negative", canadian(300, 300, 25), canMain, -2, 3, {0, true, 1, 0, 3, false}},
        {"carry-over: 4 moves in 312.5 s",
         carryOver(0, 300, 10),
         {0, true, 1, 300, 10, false},
         312.5,
         4,
         {0, true, 1, 312.5, 4, false}},
        {"carry-over main",
         carryOver(300, 300, 10),
         {300, false, 1, 300, 10, false},
         10,
         0,
         {10, false, 1, 300, 10, false}},
    };
    for (const Row& row : rows) {
        INFO("row: " << std::string(row.name));
        const ClockState got = applyTimeLeft(row.before, row.settings, row.seconds, row.stones);
        INFO("got      " << show(got));
        INFO("expected " << show(row.expected));
        CHECK(got == row.expected);
    }
}

TEST_CASE("time clock: a clock set by time_left runs on from there") {
    // KGS: 3 periods left, 12 s in the current one. A 20 s move spends it and ends in the next.
    const TimeSettings s = byoyomi(0, 30, 5);
    ClockState c = applyTimeLeft(initialClock(s), s, 12, 3);
    MoveOutcome out = afterMove(c, s, 20);
    CHECK(out.state == ClockState{0, true, 2, 30, 0, false});
    CHECK(out.periodsSpent == 1);
    out = afterMove(c, s, 12);
    CHECK(out.state == ClockState{0, true, 3, 30, 0, false});
    // Canadian: 2 moves in 10 s.
    const TimeSettings k = canadian(0, 300, 25);
    c = applyTimeLeft(initialClock(k), k, 10, 2);
    c = afterMove(c, k, 6).state;
    CHECK(c == ClockState{0, true, 1, 4, 1, false});
    c = afterMove(c, k, 4).state;
    CHECK(c == ClockState{0, true, 1, 300, 25, false});
    // Main time reported: the overtime after it is whole.
    const TimeSettings b = byoyomi(600, 30, 5);
    c = applyTimeLeft(initialClock(b), b, 5, 0);
    out = afterMove(c, b, 20);
    CHECK(out.state == ClockState{0, true, 5, 30, 0, false});
}

TEST_CASE("time clock: describeClock") {
    const std::tuple<const char*, TimeSettings, ClockState, const char*> rows[] = {
        {"none", none(), ClockState{}, "no time limit"},
        {"absolute", absolute(900), {523.4, false, 0, 0, 0, false}, "8:43 main time, sudden death"},
        {"absolute lost", absolute(900), {0, false, 0, 0, 0, true}, "lost on time"},
        {"byo-yomi main",
         byoyomi(600, 30, 5),
         {523, false, 5, 30, 0, false},
         "8:43 main time, then byo-yomi 5 x 30 s"},
        {"byo-yomi overtime",
         byoyomi(600, 30, 5),
         {0, true, 3, 30, 0, false},
         "in byo-yomi, 3 periods of 0:30 left"},
        {"byo-yomi last period",
         byoyomi(0, 60, 3),
         {0, true, 1, 60, 0, false},
         "in byo-yomi, 1 period of 1:00 left"},
        {"canadian main",
         canadian(300, 300, 25),
         {300, false, 1, 300, 25, false},
         "5:00 main time, then canadian, 25 moves in 5:00"},
        {"canadian overtime",
         canadian(300, 300, 25),
         {0, true, 1, 192, 7, false},
         "in overtime, canadian, 7 moves in 3:12"},
        {"carry-over overtime",
         carryOver(0, 300, 10),
         {0, true, 1, 612, 10, false},
         "in overtime, carry-over, 10 moves in 10:12"},
        {"carry-over main",
         carryOver(60, 300, 10),
         {59.6, false, 1, 300, 10, false},
         "1:00 main time, then carry-over, 10 moves in 5:00"},
    };
    for (const auto& [name, settings, clock, text] : rows) {
        INFO("case: " << std::string(name));
        CHECK(describeClock(clock, settings) == text);
    }
}

TEST_CASE("time settings: GTP time_settings and describe") {
    CHECK(fromGtpTimeSettings(0, 1, 0)->system == TimeSystem::NONE);
    CHECK(*fromGtpTimeSettings(900, 0, 0) == absolute(900));
    CHECK(*fromGtpTimeSettings(300, 30, 5) == canadian(300, 30, 5));
    CHECK_FALSE(fromGtpTimeSettings(-1, 0, 0));
    CHECK_FALSE(fromGtpTimeSettings(0, -1, 0));
    CHECK_FALSE(fromGtpTimeSettings(0, 1, -1));
    CHECK(describe(none()) == "no time limit");
    CHECK(describe(absolute(900)) == "sudden death 900 s");
    CHECK(describe(byoyomi(600, 30, 5)) == "byo-yomi 600 s + 5 x 30 s");
    CHECK(describe(byoyomi(600, 30, 5, true)) ==
          "byo-yomi 600 s + 5 x 30 s, overrun = forced pass");
    CHECK(describe(canadian(300, 300, 25)) == "canadian 300 s + 25 moves in 300 s");
    CHECK(describe(carryOver(0, 300, 10, true)) ==
          "carry-over 0 s + 10 moves in 300 s, overrun = forced pass");
}
