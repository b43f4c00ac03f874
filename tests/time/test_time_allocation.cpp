// Thinking-time allocation: the properties that keep the engine from losing on time while it
// uses the time it has, checked over sweeps of settings, clock states and positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "time_allocation.h"
#include "time_fixtures.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

AllocationContext context(int size, int empty, double lag = 1.0) {
    AllocationContext c;
    c.boardSize = size;
    c.emptyPoints = empty;
    c.lagBuffer = lag;
    return c;
}

ClockState mainTime(const TimeSettings& s, double mainLeft) {
    ClockState c = initialClock(s);
    c.inOvertime = false;
    c.mainLeft = mainLeft;
    return c;
}

ClockState byoyomiOvertime(int periods, double periodLeft) {
    return ClockState{0, true, periods, periodLeft, 0, false};
}

ClockState periodOvertime(int stones, double periodLeft) {
    return ClockState{0, true, 1, periodLeft, stones, false};
}

// Every setting the sweeps use, with clock states in main time and in overtime.
struct Sample {
    std::string name;
    TimeSettings settings;
    ClockState clock;
};

std::vector<Sample> samples() {
    const TimeSettings systems[] = {
        absolute(60),         absolute(900),         absolute(0.5),
        byoyomi(600, 30, 5),  byoyomi(300, 60, 3),   byoyomi(0, 10, 1),
        byoyomi(0, 2, 3),     byoyomi(60, 5, 5),     canadian(300, 300, 25),
        canadian(0, 60, 10),  canadian(10, 5, 10),   carryOver(300, 300, 10),
        carryOver(0, 30, 15), byoyomi(1800, 20, 10), canadian(1800, 600, 25),
    };
    std::vector<Sample> out;
    for (const TimeSettings& s : systems) {
        for (const double left : {0.0, 0.3, 1.0, 2.5, 10.0, 59.0, 300.0, 899.0, 1800.0})
            out.push_back({describe(s) + " main " + std::to_string(left), s, mainTime(s, left)});
        if (s.system == TimeSystem::BYOYOMI) {
            for (const int periods : {1, 2, s.periods})
                for (const double left : {0.0, 0.5, 1.5, s.periodSeconds / 2, s.periodSeconds})
                    out.push_back({describe(s) + " periods " + std::to_string(periods) + " left " +
                                       std::to_string(left),
                                   s, byoyomiOvertime(periods, left)});
        }
        if (s.system == TimeSystem::CANADIAN || s.system == TimeSystem::CARRY_OVER) {
            for (const int stones : {1, 2, s.stones / 2 + 1, s.stones})
                for (const double left :
                     {0.0, 0.5, 3.0, s.periodSeconds / 3, s.periodSeconds, 2 * s.periodSeconds})
                    out.push_back({describe(s) + " stones " + std::to_string(stones) + " left " +
                                       std::to_string(left),
                                   s, periodOvertime(stones, left)});
        }
    }
    return out;
}

const int SIZES[] = {9, 13, 19};
const double LAGS[] = {0.0, 0.25, 1.0, 2.0};
// Both allocations, without an observed lag and with small and large ones, and with the
// options --time-middle-game and --time-spare-periods (true: both on).
const std::tuple<AllocationMethod, double, bool> ALLOCATIONS[] = {
    {AllocationMethod::ADAPTIVE, -1, false},   {AllocationMethod::FLAT, -1, false},
    {AllocationMethod::ADAPTIVE, 0.05, false}, {AllocationMethod::FLAT, 0.05, false},
    {AllocationMethod::ADAPTIVE, 5.0, false},  {AllocationMethod::ADAPTIVE, -1, true},
    {AllocationMethod::ADAPTIVE, 0.05, true},  {AllocationMethod::FLAT, 0.05, true},
};

}  // namespace

TEST_CASE("time allocation: 0 <= target <= maximum, and never past the end of the time") {
    int checked = 0;
    for (const Sample& sample : samples()) {
        INFO(sample.name);
        const TimeSettings& s = sample.settings;
        const ClockState& c = sample.clock;
        for (const auto& [method, reserve, options] : ALLOCATIONS) {
            for (const int size : SIZES) {
                for (const int empty : {size * size, size * size * 7 / 10, size * size / 10}) {
                    for (const double lagBuffer : LAGS) {
                        CAPTURE(allocationMethodName(method));
                        CAPTURE(reserve);
                        CAPTURE(size);
                        CAPTURE(empty);
                        CAPTURE(lagBuffer);
                        CAPTURE(options);
                        AllocationContext ctx = context(size, empty, lagBuffer);
                        ctx.method = method;
                        ctx.lagReserve = reserve;
                        // --time-middle-game and --time-spare-periods
                        ctx.middleGame = options;
                        ctx.spareByoyomiPeriods = options;
                        const bool spare = options && method == AllocationMethod::ADAPTIVE &&
                                           c.inOvertime && s.system == TimeSystem::BYOYOMI &&
                                           c.periodsLeft > 1;
                        const TimeAllocation a = allocateTime(c, s, ctx);
                        // What each move pays: the reserve, never more than the lag buffer.
                        const double lag = lagAllowance(s, ctx).perMove;
                        CHECK(lag <= effectiveLag(s, lagBuffer));
                        CAPTURE(a.target);
                        CAPTURE(a.maximum);
                        CHECK_FALSE(a.unlimited);
                        CHECK(a.target >= 0);
                        CHECK(a.target <= a.maximum);
                        ++checked;
                        if (a.maximum == 0) continue;
                        // A move that thinks for the maximum and pays the lag stays within...
                        if (!c.inOvertime && s.system == TimeSystem::BYOYOMI)
                            CHECK(a.maximum + lag <=
                                  c.mainLeft + s.periodSeconds + 1e-9);  // period 1
                        else if (!c.inOvertime)
                            CHECK(a.maximum + lag <= c.mainLeft + 1e-9);  // the main time
                        else if (spare)  // the current period and one spare
                            CHECK(a.maximum + lag <= c.periodLeft + s.periodSeconds + 1e-9);
                        else
                            CHECK(a.maximum + lag <= c.periodLeft + 1e-9);  // the current period
                        if (method == AllocationMethod::FLAT) {
                            CHECK(a.target == a.maximum);    // never longer...
                            CHECK_FALSE(a.stopWhenSettled);  // ...and never shorter
                        } else {
                            // Stops early when settled, but in a byo-yomi period, where the
                            // time saved would be lost.
                            CHECK(a.stopWhenSettled !=
                                  (c.inOvertime && s.system == TimeSystem::BYOYOMI));
                        }
                    }
                }
            }
        }
    }
    CHECK(checked > 8000);
}

TEST_CASE("time allocation: byo-yomi uses most of a period and never crosses its end") {
    // The Chinese 60 s periods and the fast 30/20/10 s ones, with the default 1 s lag buffer.
    for (const double period : {60.0, 30.0, 20.0, 10.0}) {
        for (const int periods : {1, 3, 5}) {
            for (const int empty : {300, 150, 40}) {
                CAPTURE(period);
                CAPTURE(periods);
                CAPTURE(empty);
                const TimeSettings s = byoyomi(0, period, periods);
                const AllocationContext ctx = context(19, empty, 1.0);
                const TimeAllocation a = allocateTime(initialClock(s), s, ctx);
                const double lag = effectiveLag(s, 1.0);
                CHECK(a.target >= 0.6 * period);
                CHECK(a.maximum + lag <= period);
                CHECK(a.maximum + lag <= period - lag);  // and one lag of margin on top
                // The same from a time_left report that gives the whole period.
                const ClockState reported = applyTimeLeft(initialClock(s), s, period, periods);
                CHECK(allocateTime(reported, s, ctx).target == a.target);
            }
        }
    }
    // A report of part of a period: the allocation fits in what is left of it.
    const TimeSettings s = byoyomi(0, 30, 5);
    for (const double left : {29.0, 20.0, 12.5, 5.0, 2.5, 1.0, 0.5}) {
        CAPTURE(left);
        const TimeAllocation a = allocateTime(byoyomiOvertime(3, left), s, context(19, 200));
        const double lag = effectiveLag(s, 1.0);
        CHECK(a.target <= a.maximum);
        if (left > 2 * lag) {
            CHECK(a.maximum + lag <= left - lag + 1e-9);
            CHECK(a.target >= 0.6 * (left - 2 * lag));
        } else {
            CHECK(a.maximum == 0);  // no time to think: answer at once
        }
    }
}

TEST_CASE("time allocation: canadian and carry-over share the period among the moves due") {
    for (const TimeSettings& s :
         {canadian(0, 300, 25), carryOver(0, 300, 10), canadian(0, 60, 5)}) {
        const double lag = effectiveLag(s, 1.0);
        double previousTarget = 1e9;
        for (int stones = 1; stones <= s.stones; ++stones) {
            INFO(describe(s));
            CAPTURE(stones);
            const ClockState c = periodOvertime(stones, s.periodSeconds);
            const TimeAllocation a = allocateTime(c, s, context(19, 200));
            // Each move due gets an equal share of what is left after the lags...
            CHECK(a.target * stones + lag * stones <= s.periodSeconds - lag + 1e-9);
            CHECK(a.target * stones >= 0.75 * (s.periodSeconds - lag * (stones + 1)));
            // ...fewer moves due means more time each...
            CHECK(a.target < previousTarget);
            previousTarget = a.target;
            // ...and even the longest move leaves a lag for each move still due and one spare.
            CHECK(s.periodSeconds - (a.maximum + lag) >= stones * lag - 1e-9);
            CHECK(a.maximum < s.periodSeconds - lag);
        }
        // The last move of the period keeps a reserve: it does not use all of it.
        const TimeAllocation last = allocateTime(periodOvertime(1, 40), s, context(19, 200));
        CHECK(last.maximum + lag < 40);
        CHECK(last.target > 40 * 0.8 - 2 * lag);
    }
    // Carry-over time adds up: a bigger period left gives more per move.
    const TimeSettings s = carryOver(0, 300, 10);
    CHECK(allocateTime(periodOvertime(10, 600), s, context(19, 200)).target >
          1.9 * allocateTime(periodOvertime(10, 300), s, context(19, 200)).target);
}

TEST_CASE("time allocation: main time goes faster before a generous overtime") {
    for (const int size : {9, 19}) {
        for (const double main : {60.0, 300.0, 600.0, 1800.0}) {
            for (const double fraction : {1.0, 0.5, 0.1}) {
                const int empty = static_cast<int>(size * size * (0.3 + 0.7 * fraction));
                const double left = main * fraction;
                CAPTURE(size);
                CAPTURE(main);
                CAPTURE(left);
                const TimeSettings sd = absolute(main);
                const double suddenDeath =
                    allocateTime(mainTime(sd, left), sd, context(size, empty)).target;
                for (const TimeSettings& generous :
                     {byoyomi(main, 30, 5), byoyomi(main, 60, 3), canadian(main, 300, 25)}) {
                    INFO(describe(generous));
                    const double target =
                        allocateTime(mainTime(generous, left), generous, context(size, empty))
                            .target;
                    CHECK(target > suddenDeath);
                }
            }
        }
    }
}

TEST_CASE("time allocation: sudden death shrinks with the main time, to nothing at the lag") {
    for (const int size : {9, 19}) {
        for (const int empty : {size * size, size * size / 2}) {
            const TimeSettings s = absolute(1800);
            const AllocationContext ctx = context(size, empty, 1.0);
            double previous = 1e9;
            for (const double left :
                 {1800.0, 900.0, 600.0, 300.0, 120.0, 60.0, 30.0, 10.0, 5.0, 1.0, 0.0}) {
                CAPTURE(size);
                CAPTURE(empty);
                CAPTURE(left);
                const TimeAllocation a = allocateTime(mainTime(s, left), s, ctx);
                CHECK(a.target <= previous);
                if (previous > 0) CHECK(a.target < previous);
                previous = a.target;
                // Never more than a fraction of what is left.
                CHECK(a.maximum <= left * 0.25 + 1e-9);
            }
            // Main time that barely covers one lag per move still to come: think for nothing.
            const double moves = estimateMovesLeft(size, empty);
            const TimeAllocation barely = allocateTime(mainTime(s, moves * 1.0), s, ctx);
            CHECK(barely.target < 0.05);
            CHECK(barely.maximum < 0.2);
        }
    }
    // The simulator's 60 s on 9x9: a real but short think at the start.
    const TimeSettings s = absolute(60);
    const TimeAllocation start = allocateTime(initialClock(s), s, context(9, 81));
    CHECK(start.target > 0.3);
    CHECK(start.target < 1.5);
}

TEST_CASE("time allocation: the middle game spends main time faster (--time-middle-game)") {
    for (const int size : {9, 13, 19}) {
        CAPTURE(size);
        const int area = size * size;
        const auto movesAt = [&](int stones) {
            const double uniform = estimateMovesLeft(size, area - stones);
            return std::pair{uniform, middleGameMoves(size, area - stones, uniform)};
        };
        // The first move and the endgame (stones on 40% of the board): the uniform spread.
        CHECK(movesAt(0).second == movesAt(0).first);
        CHECK(movesAt(area * 2 / 5 + 1).second == movesAt(area * 2 / 5 + 1).first);
        CHECK(movesAt(area * 7 / 10).second == movesAt(area * 7 / 10).first);
        // Between them fewer moves, never fewer than a tenth of the board, fewest where the
        // opening ends (20%).
        double previous = movesAt(0).first;
        for (int stones = 1; stones <= area / 5; ++stones) {
            CAPTURE(stones);
            const auto [uniform, middle] = movesAt(stones);
            CHECK(middle < uniform);
            CHECK(middle >= 0.1 * area);
            CHECK(middle < previous);
            previous = middle;
        }
        for (int stones = area / 5; stones < area * 2 / 5; ++stones) {
            CAPTURE(stones);
            CHECK(movesAt(stones).second < movesAt(stones).first);
            CHECK(movesAt(stones).second >= 0.1 * area);
        }
    }
    // Sudden death 60 s on 9x9: the same first move, a longer think in the middle game (16
    // stones: 60% longer), the same in the endgame; the baseline ignores the option.
    const TimeSettings s = absolute(60);
    for (const int empty : {81, 65, 40}) {
        CAPTURE(empty);
        AllocationContext uniform = context(9, empty);
        AllocationContext middle = uniform;
        middle.middleGame = true;
        const ClockState clock = mainTime(s, 45);
        const TimeAllocation a = allocateTime(clock, s, uniform);
        const TimeAllocation b = allocateTime(clock, s, middle);
        if (empty == 65) {
            CHECK(b.target > 1.5 * a.target);
            CHECK(b.maximum <= 45 * 0.25);
        } else {
            CHECK(b.target == a.target);
        }
        uniform.method = middle.method = AllocationMethod::FLAT;
        CHECK(allocateTime(clock, s, middle).target == allocateTime(clock, s, uniform).target);
    }
    // Main time before byo-yomi: a larger slice in the middle game too.
    const TimeSettings by = byoyomi(600, 30, 5);
    AllocationContext uniform = context(19, 280);
    AllocationContext middle = uniform;
    middle.middleGame = true;
    CHECK(allocateTime(mainTime(by, 500), by, middle).target >
          allocateTime(mainTime(by, 500), by, uniform).target);
}

TEST_CASE(
    "time allocation: a spare byo-yomi period for an unstable search (--time-spare-periods)") {
    const TimeSettings s = byoyomi(30, 5, 3);
    AllocationContext ctx = context(9, 40);
    ctx.lagReserve = 0.05;  // observed; the buffer (1 s, a fifth of the period) is the margin
    ctx.spareByoyomiPeriods = true;
    // Three periods left: the rest of this one and the next, less the lag and one more lag.
    TimeAllocation a = allocateTime(byoyomiOvertime(3, 5), s, ctx);
    CHECK(a.target == doctest::Approx(4.9));
    CHECK(a.maximum == doctest::Approx(9.9));
    // Two left: the next is the last, so its end keeps the full lag buffer.
    a = allocateTime(byoyomiOvertime(2, 4), s, ctx);
    CHECK(a.target == doctest::Approx(3.9));
    CHECK(a.maximum == doctest::Approx(4 + 5 - 0.05 - 1.0));
    // A move that runs to that maximum and pays a lag of a whole buffer spends one period.
    const MoveOutcome outcome = afterMove(byoyomiOvertime(2, 4), s, a.maximum + 1.0);
    CHECK(outcome.periodsSpent == 1);
    CHECK_FALSE(outcome.state.lostOnTime);
    CHECK(outcome.state.periodsLeft == 1);
    // The last period is never risked; off, or flat: the period alone.
    CHECK(allocateTime(byoyomiOvertime(1, 5), s, ctx).maximum == doctest::Approx(4 - 0.05));
    ctx.method = AllocationMethod::FLAT;
    CHECK(allocateTime(byoyomiOvertime(3, 5), s, ctx).maximum == doctest::Approx(4.9));
    ctx.method = AllocationMethod::ADAPTIVE;
    ctx.spareByoyomiPeriods = false;
    CHECK(allocateTime(byoyomiOvertime(3, 5), s, ctx).maximum == doctest::Approx(4.9));
}

TEST_CASE("time allocation: game over, lost clock, no limit and the --max-time cap") {
    for (const Sample& sample : samples()) {
        INFO(sample.name);
        AllocationContext over = context(19, 100);
        over.gameIsOver = true;
        const TimeAllocation a = allocateTime(sample.clock, sample.settings, over);
        CHECK(a.target == 0);
        CHECK(a.maximum == 0);
        CHECK_FALSE(a.unlimited);
        for (const double cap : {0.5, 3.0, 20.0}) {
            AllocationContext capped = context(19, 300);
            capped.maxTimeCap = cap;
            const TimeAllocation free =
                allocateTime(sample.clock, sample.settings, context(19, 300));
            const TimeAllocation c = allocateTime(sample.clock, sample.settings, capped);
            CHECK(c.maximum <= cap);
            CHECK(c.target <= c.maximum);
            CHECK(c.target == std::min(free.target, cap));
        }
    }
    // No limit: unlimited, unless --max-time gives a limit, which is then the whole budget.
    const TimeAllocation free = allocateTime(ClockState{}, none(), context(19, 361));
    CHECK(free.unlimited);
    AllocationContext capped = context(19, 361);
    capped.maxTimeCap = 5;
    const TimeAllocation five = allocateTime(ClockState{}, none(), capped);
    CHECK_FALSE(five.unlimited);
    CHECK(five.target == 5);
    CHECK(five.maximum == 5);
    AllocationContext over = context(19, 361);
    over.gameIsOver = true;
    CHECK_FALSE(allocateTime(ClockState{}, none(), over).unlimited);
    // A clock that has lost answers at once (a forced pass or the end is near anyway).
    const TimeSettings s = byoyomi(0, 30, 1);
    const ClockState lost = afterMove(initialClock(s), s, 31).state;
    REQUIRE(lost.lostOnTime);
    CHECK(allocateTime(lost, s, context(19, 200)).maximum < 0.5);
}

TEST_CASE("time allocation: effective lag and moves left") {
    // The lag buffer, but at most a fifth of a short period (per move for Canadian).
    const std::tuple<TimeSettings, double, double> rows[] = {
        {none(), 1.0, 1.0},
        {absolute(60), 1.0, 1.0},
        {absolute(1), 2.0, 2.0},
        {byoyomi(600, 30, 5), 1.0, 1.0},
        {byoyomi(0, 10, 1), 3.0, 2.0},
        {byoyomi(0, 2, 3), 1.0, 0.4},
        {byoyomi(0, 1, 3), 1.0, 0.2},
        {canadian(0, 300, 25), 1.0, 1.0},
        {canadian(0, 10, 10), 1.0, 0.2},
        {carryOver(0, 5, 10), 1.0, 0.1},
        {byoyomi(60, 0, 5), 1.0, 1.0},
    };
    for (const auto& [settings, buffer, expected] : rows) {
        INFO(describe(settings));
        CHECK(effectiveLag(settings, buffer) == doctest::Approx(expected));
        const double perMove = settings.system == TimeSystem::BYOYOMI
                                   ? settings.periodSeconds
                                   : settings.periodSeconds / std::max(1, settings.stones);
        if (perMove > 0 && settings.system != TimeSystem::ABSOLUTE &&
            settings.system != TimeSystem::NONE)
            CHECK(effectiveLag(settings, buffer) <= perMove / 5 + 1e-12);
        CHECK(effectiveLag(settings, buffer) <= buffer);
    }
    for (const int size : {9, 13, 19}) {
        double previous = -1;
        for (int empty = 0; empty <= size * size; ++empty) {
            const double moves = estimateMovesLeft(size, empty);
            CHECK(moves >= previous);
            CHECK(moves >= 0.1 * size * size);
            previous = moves;
        }
        CHECK(estimateMovesLeft(size, size * size) > estimateMovesLeft(size, size * size / 4));
        CHECK(estimateMovesLeft(size, size * size) == doctest::Approx(size * size / 3.0));
    }
}

TEST_CASE("time allocation: StopRule") {
    const StopRule rule{TimeAllocation{10, 25, false}};
    struct Row {
        double elapsed;
        bool unstable, settled, stop;
    };
    const Row rows[] = {
        {0, false, false, false},   {5, false, false, false}, {9.99, false, false, false},
        {10, false, false, true},   {12, false, false, true}, {10, true, false, false},
        {24.9, true, false, false}, {25, true, false, true},  {30, true, false, true},
        {1, false, true, true},     {1, true, true, true},    {0, false, true, true},
    };
    for (const Row& r : rows) {
        CAPTURE(r.elapsed);
        CAPTURE(r.unstable);
        CAPTURE(r.settled);
        CHECK(rule.shouldStop(r.elapsed, r.unstable, r.settled) == r.stop);
    }
    // The flat baseline's rule: neither longer nor shorter than its target.
    const StopRule flat{TimeAllocation{10, 10, false, false}};
    for (const Row& r : rows) {
        CAPTURE(r.elapsed);
        CHECK(flat.shouldStop(r.elapsed, r.unstable, r.settled) == (r.elapsed >= 10));
    }
    const StopRule unlimited{TimeAllocation{0, 0, true}};
    for (const Row& r : rows)
        CHECK_FALSE(unlimited.shouldStop(r.elapsed * 1000, r.unstable, r.settled));
    // Nothing to think about: stop at once.
    const StopRule zero{TimeAllocation{0, 0, false}};
    CHECK(zero.shouldStop(0, true, false));
}

namespace {

TimeAllocation flatFor(const ClockState& c, const TimeSettings& s, int size, double lagBuffer,
                       double reserve = -1, int empty = -1) {
    AllocationContext ctx = context(size, empty < 0 ? size * size : empty, lagBuffer);
    ctx.method = AllocationMethod::FLAT;
    ctx.lagReserve = reserve;
    return allocateTime(c, s, ctx);
}

}  // namespace

TEST_CASE("time allocation: flat, the baseline's figures in each time system") {
    CHECK(parseAllocationMethod("flat") == AllocationMethod::FLAT);
    CHECK(parseAllocationMethod("adaptive") == AllocationMethod::ADAPTIVE);
    CHECK_FALSE(parseAllocationMethod("Flat").has_value());
    CHECK(std::string(allocationMethodName(AllocationMethod::FLAT)) == "flat");
    CHECK(flatMainTimeMoves(9) == 20.25);
    CHECK(flatMainTimeMoves(19) == 90.25);
    const auto check = [](const TimeAllocation& a, double expected) {
        CHECK(a.target == doctest::Approx(expected));
        CHECK(a.maximum == a.target);
        CHECK_FALSE(a.stopWhenSettled);
        CHECK_FALSE(a.unlimited);
    };
    SUBCASE("sudden death: the main time left over points / 4 moves, less the lag") {
        const TimeSettings s = absolute(60);
        check(flatFor(mainTime(s, 60), s, 9, 1.0), 60 / 20.25 - 1);
        check(flatFor(mainTime(s, 30), s, 9, 1.0), 30 / 20.25 - 1);
        check(flatFor(mainTime(s, 60), s, 19, 0.5), 60 / 90.25 - 0.5);
        // Blind to the position: the same whatever the empty points.
        check(flatFor(mainTime(s, 60), s, 9, 1.0, -1, 20), 60 / 20.25 - 1);
        // Less than a lag's worth: answer at once.
        check(flatFor(mainTime(s, 10), s, 9, 1.0), 0);
        // An observed lag of 0.1 s: each move pays it instead of the buffer.
        check(flatFor(mainTime(s, 60), s, 9, 1.0, 0.1), 60 / 20.25 - 0.1);
    }
    SUBCASE("byo-yomi: main time's slice plus the period, then the period less the lags") {
        const TimeSettings s = byoyomi(30, 5, 3);  // the 9x9 clock; lag 1 = 5 s / 5
        check(flatFor(mainTime(s, 30), s, 9, 1.0), 30 / 20.25 + 5 - 1);
        check(flatFor(mainTime(s, 2), s, 9, 1.0), 2 / 20.25 + 5 - 1);
        // Never past the first period less the lag and the margin.
        check(flatFor(mainTime(s, 0.5), s, 9, 1.0), 0.5 + 5 - 1 - 1);
        check(flatFor(byoyomiOvertime(3, 5), s, 9, 1.0), 5 - 1 - 1);
        check(flatFor(byoyomiOvertime(1, 5), s, 9, 1.0), 5 - 1 - 1);
        // The adaptive allocation thinks as long: time saved in a period is lost.
        CHECK(allocateTime(byoyomiOvertime(3, 5), s, context(9, 40)).target == doctest::Approx(3));
        // An observed lag of 0.05 s: the period less two of it while a spare period remains,
        // less it and the 1 s buffer in the last one.
        check(flatFor(byoyomiOvertime(3, 5), s, 9, 1.0, 0.05), 5 - 0.1);
        check(flatFor(byoyomiOvertime(1, 5), s, 9, 1.0, 0.05), 5 - 0.05 - 1);
        const TimeSettings chinese = byoyomi(0, 60, 3);
        check(flatFor(initialClock(chinese), chinese, 19, 1.0), 58);
    }
    SUBCASE("canadian and carry-over: the period over its moves, each paying its lag") {
        const TimeSettings s = canadian(60, 50, 25);  // the 19x19 clock; lag 0.4
        check(flatFor(mainTime(s, 60), s, 19, 1.0), 60 / 90.25 + 2 - 0.4);
        check(flatFor(mainTime(s, 1), s, 19, 1.0), 1 - 0.4);  // never into the period
        check(flatFor(periodOvertime(25, 50), s, 19, 1.0), (50 - 25 * 0.4 - 0.4) / 25);
        check(flatFor(periodOvertime(10, 30), s, 19, 1.0), (30 - 10 * 0.4 - 0.4) / 10);
        check(flatFor(periodOvertime(1, 3), s, 19, 1.0), 3 - 0.4 - 0.4);
        check(flatFor(periodOvertime(25, 50), s, 19, 1.0, 0.02), (50 - 25 * 0.02 - 0.4) / 25);
        const TimeSettings carry = carryOver(0, 300, 10);
        check(flatFor(periodOvertime(10, 600), carry, 9, 1.0), (600 - 10 - 1) / 10.0);
    }
    SUBCASE("no limit, game over, --max-time as in the adaptive allocation") {
        CHECK(flatFor(ClockState{}, none(), 19, 1.0).unlimited);
        AllocationContext over = context(9, 10);
        over.method = AllocationMethod::FLAT;
        over.gameIsOver = true;
        const TimeSettings s = absolute(60);
        CHECK(allocateTime(mainTime(s, 60), s, over).maximum == 0);
        AllocationContext capped = context(9, 81);
        capped.method = AllocationMethod::FLAT;
        capped.maxTimeCap = 1;
        const TimeAllocation a = allocateTime(mainTime(s, 60), s, capped);
        CHECK(a.maximum == 1);
        CHECK(a.target == 1);
        CHECK_FALSE(a.stopWhenSettled);
    }
}

TEST_CASE("time allocation: an observed lag reserve replaces the buffer, which stays the ceiling") {
    const TimeSettings s = byoyomi(0, 5, 3);
    AllocationContext ctx = context(9, 40, 1.0);
    CHECK(lagAllowance(s, ctx).perMove == 1.0);
    ctx.lagReserve = 0.05;
    CHECK(lagAllowance(s, ctx).perMove == 0.05);
    CHECK(lagAllowance(s, ctx).margin == 1.0);
    ctx.lagReserve = 3;  // more than the buffer: the buffer
    CHECK(lagAllowance(s, ctx).perMove == 1.0);
    // Byo-yomi with spare periods: all of the period less two reserves, not two buffers.
    ctx.lagReserve = 0.05;
    CHECK(allocateTime(byoyomiOvertime(3, 5), s, ctx).maximum == doctest::Approx(4.9));
    CHECK(allocateTime(byoyomiOvertime(3, 5), s, ctx).target == doctest::Approx(4.9));
    CHECK(allocateTime(byoyomiOvertime(3, 5), s, context(9, 40, 1.0)).maximum ==
          doctest::Approx(3));
    // The last period: the buffer is the margin, as an overrun loses the game.
    CHECK(allocateTime(byoyomiOvertime(1, 5), s, ctx).maximum == doctest::Approx(5 - 1.05));
    // Canadian: each move pays the reserve, the buffer is kept once for the period's end.
    const TimeSettings c = canadian(0, 300, 25);
    ctx.lagReserve = 0.1;
    CHECK(allocateTime(periodOvertime(25, 300), c, ctx).target ==
          doctest::Approx((300 - 2.5 - 1) / 25));
    // ...and its longest think keeps the buffer for each later move, so that a lag jumping to the
    // buffer is paid: of 300 s that is more than 2.5 targets, of 28 s it is less.
    CHECK(allocateTime(periodOvertime(25, 300), c, ctx).maximum ==
          doctest::Approx(2.5 * (300 - 2.5 - 1) / 25));
    CHECK(allocateTime(periodOvertime(25, 28), c, ctx).maximum ==
          doctest::Approx(28 - 0.1 - 24 * 1.05 - 1));
    // Sudden death: every move still to come keeps the reserve, and the next three the buffer
    // on top, so that a jump is paid until the reserve has caught up with it.
    const TimeSettings sd = absolute(300);
    // The lag is kept for a game a third longer than estimated, the thinking spread over the
    // moves estimated.
    const double moves = estimateMovesLeft(9, 40);
    const double lagMoves = moves * 4 / 3 + 1;
    CHECK(lagMoves > 3);
    CHECK(allocateTime(mainTime(sd, 300), sd, ctx).target ==
          doctest::Approx((300 - 0.1 * lagMoves - 0.9 * 3) / moves));
    // Without an observed lag, the buffer for every move.
    CHECK(allocateTime(mainTime(sd, 300), sd, context(9, 40, 1.0)).target ==
          doctest::Approx((300 - lagMoves) / moves));
}
