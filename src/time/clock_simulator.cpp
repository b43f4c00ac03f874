#include "clock_simulator.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "random.h"
#include "time_allocation.h"

namespace tianyuan {

namespace {

struct Case {
    const char* name;
    TimeSettings settings;
};

const Case CASES[] = {
    {"sudden death 60 s", {TimeSystem::ABSOLUTE, 60, 0, 0, 0}},
    {"byo-yomi 10 min + 5 x 30 s", {TimeSystem::BYOYOMI, 600, 30, 5, 0}},
    {"Chinese byo-yomi 5 min + 3 x 60 s", {TimeSystem::BYOYOMI, 300, 60, 3, 0}},
    {"Canadian 5 min + 25 moves / 5 min", {TimeSystem::CANADIAN, 300, 300, 0, 25}},
    {"carry-over 5 min + 10 moves / 5 min", {TimeSystem::CARRY_OVER, 300, 300, 0, 10}},
};

struct Totals {
    int games = 0, lost = 0, reachedOvertime = 0;
    double mainShare = 0, mainShareOvertimeGames = 0;
    std::vector<double> thinks;
};

// One game: our moves only (the opponent's clock is not ours to manage).
void playGame(const TimeSettings& settings, int size, const ClockSimulationOptions& o,
              Random& random, Totals& totals) {
    const int area = size * size;
    // Total game length: 9x9 50-89 moves, 19x19 200-329 moves.
    const int length = size <= 9 ? 50 + static_cast<int>(random.below(40))
                                 : 200 + static_cast<int>(random.below(130));
    ClockState clock = initialClock(settings);
    bool lost = false;
    for (int move = random.below(2); move < length; move += 2) {
        AllocationContext context;
        context.boardSize = size;
        context.emptyPoints = std::max(area * 15 / 100, area - move * 85 / 100);
        context.lagBuffer = o.lagBuffer;
        context.method = o.method;
        context.middleGame = o.middleGame;
        const TimeAllocation a = allocateTime(clock, settings, context);
        const double lag = o.maxRandomLag * static_cast<double>(random.below(1000001)) / 1e6;
        totals.thinks.push_back(a.target);
        const MoveOutcome outcome = afterMove(clock, settings, a.target + lag);
        clock = outcome.state;
        if (clock.lostOnTime) {
            lost = true;
            break;
        }
    }
    ++totals.games;
    totals.lost += lost ? 1 : 0;
    const double share = settings.mainSeconds > 0
                             ? (settings.mainSeconds - clock.mainLeft) / settings.mainSeconds
                             : 1;
    totals.mainShare += share;
    if (clock.inOvertime) {
        ++totals.reachedOvertime;
        totals.mainShareOvertimeGames += share;
    }
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<size_t>(q * static_cast<double>(v.size() - 1))];
}

}  // namespace

int runClockSimulation(const ClockSimulationOptions& o, std::ostream& out) {
    Random random(o.seed);
    int lostTotal = 0;
    char line[256];
    std::snprintf(line, sizeof line, "%-36s %5s %5s %4s %9s %9s %7s %7s\n", "time system", "board",
                  "games", "lost", "main used", "(in OT)", "median", "longest");
    out << "Clock simulation: each move takes the allocated target plus a random lag of 0-"
        << o.maxRandomLag << " s; lag buffer " << o.lagBuffer << " s; seed " << o.seed
        << "; time allocation " << allocationMethodName(o.method)
        << (o.middleGame ? " (middle game)" : "") << "\n"
        << "main used: share of main time used, mean over games (in OT: over the games that\n"
        << "reached overtime); median and longest think in seconds.\n"
        << line;
    for (const Case& c : CASES) {
        for (const int size : {9, 19}) {
            Totals t;
            for (int g = 0; g < o.gamesPerCase; ++g) playGame(c.settings, size, o, random, t);
            // Without overtime, the lag alone of the shortest game's moves may exceed the main
            // time: no allocation can save such games, so they do not count as failures.
            const double shortestOwnMoves = size <= 9 ? 25 : 100;
            const bool infeasible = c.settings.system == TimeSystem::ABSOLUTE &&
                                    shortestOwnMoves * o.maxRandomLag / 2 > c.settings.mainSeconds;
            if (!infeasible) lostTotal += t.lost;
            char overtime[16] = "-";
            if (t.reachedOvertime > 0)
                std::snprintf(overtime, sizeof overtime, "%.0f%% (%d)",
                              100 * t.mainShareOvertimeGames / t.reachedOvertime,
                              t.reachedOvertime);
            std::snprintf(line, sizeof line, "%-36s %2dx%-2d %5d %4d %8.0f%% %9s %7.2f %7.2f%s\n",
                          c.name, size, size, t.games, t.lost, 100 * t.mainShare / t.games,
                          overtime, percentile(t.thinks, 0.5), percentile(t.thinks, 1.0),
                          infeasible ? "  (*)" : "");
            out << line;
        }
    }
    out << "(*) infeasible: the random lag of the moves alone exceeds the main time\n";
    return lostTotal;
}

}  // namespace tianyuan
