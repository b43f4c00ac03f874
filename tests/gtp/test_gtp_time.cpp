// The time commands through GtpEngine::handleLine, with a fake wall clock that only moves when
// the test (or the player, while it "thinks") moves it.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "engine.h"

using namespace tianyuan;

namespace {

class FakeClock : public Clock {
  public:
    double t = 5000;
    double now() const override { return t; }
};

// Thinks for `thinkSeconds` of fake time, remembers the budget it was given, and plays the
// first legal empty point.
class TimedPlayer : public Player {
  public:
    explicit TimedPlayer(FakeClock& wall) : wall_(&wall) {}
    std::string describe() const override { return "timed test player"; }
    MoveChoice chooseMove(const GameHistory& game, Color color,
                          const SearchBudget& budget) override {
        budgets.push_back(budget);
        startTimes.push_back(wall_->now());
        const TimeAllocation& a = budget.stop.allocation;
        wall_->t += think == Think::TARGET    ? a.target
                    : think == Think::MAXIMUM ? a.maximum
                                              : thinkSeconds;
        for (int i = 0; i < game.board().emptyCount(); ++i) {
            const Point p = game.board().emptyAt(i);
            if (game.isLegal(color, p)) return {p, false};
        }
        return {PASS, false};
    }
    double thinkSeconds = 0;
    enum class Think { SECONDS, TARGET, MAXIMUM } think = Think::SECONDS;
    std::vector<SearchBudget> budgets;
    std::vector<double> startTimes;

  private:
    FakeClock* wall_;
};

struct Fixture {
    FakeClock wall;
    TimedPlayer* player = nullptr;
    std::unique_ptr<GtpEngine> engine;

    explicit Fixture(bool overrunIsPass = false,
                     AllocationMethod method = AllocationMethod::ADAPTIVE, double lagBuffer = 1.0) {
        EngineOptions options;
        options.lagBuffer = lagBuffer;
        options.seed = 7;
        options.statusPlayouts = 50;
        options.overrunIsPass = overrunIsPass;
        options.timeAllocation = method;
        auto p = std::make_unique<TimedPlayer>(wall);
        player = p.get();
        engine = std::make_unique<GtpEngine>(options, std::move(p), wall);
    }

    std::string answer(const std::string& line) { return engine->handleLine(line); }

    // The answer text; fails the test on "?".
    std::string ok(const std::string& line) {
        const std::string a = answer(line);
        INFO(line << " -> " << a);
        REQUIRE(a.size() >= 4);
        CHECK(a.rfind("= ", 0) == 0);
        return a.substr(2, a.size() - 4);
    }

    std::string fail(const std::string& line) {
        const std::string a = answer(line);
        INFO(line << " -> " << a);
        REQUIRE(a.size() >= 4);
        CHECK(a.rfind("? ", 0) == 0);
        return a.substr(2, a.size() - 4);
    }

    std::string settings() { return ok("tianyuan-time_settings"); }
    std::string clock() { return ok("tianyuan-clock"); }
    // One line of tianyuan-clock.
    std::string line(Color c) {
        const std::string report = clock();
        const size_t newline = report.find('\n');
        return c == Color::BLACK ? report.substr(0, newline) : report.substr(newline + 1);
    }
    const ClockState& state(Color c) { return engine->state().clock.state(c); }

    std::string genmove(const std::string& color, double seconds) {
        player->thinkSeconds = seconds;
        return ok("genmove " + color);
    }
};

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("gtp time: time_settings 0 1 0 is no limit, and the default") {
    Fixture f;
    CHECK(f.settings() == "no time limit");
    f.ok("boardsize 9");
    f.genmove("b", 3);
    REQUIRE(f.player->budgets.size() == 1);
    CHECK(f.player->budgets[0].stop.allocation.unlimited);
    f.ok("time_settings 900 0 0");
    f.ok("time_settings 0 1 0");
    CHECK(f.settings() == "no time limit");
    f.genmove("w", 1000);
    CHECK(f.player->budgets.back().stop.allocation.unlimited);
    CHECK(contains(f.line(Color::WHITE), "(no time limit)"));
    CHECK(f.state(Color::WHITE) == ClockState{});
    CHECK(f.ok("known_command tianyuan-clock") == "true");
    CHECK(f.ok("known_command tianyuan-time_settings") == "true");
    CHECK(f.ok("known_command kgs-time_settings") == "true");
}

TEST_CASE("gtp time: absolute (CGOS) charges exactly the genmove time") {
    Fixture f;
    f.ok("boardsize 9");
    f.ok("komi 7.5");
    f.ok("time_settings 900 0 0");
    CHECK(f.settings() == "sudden death 900 s");
    f.ok("clear_board");
    CHECK(contains(f.line(Color::BLACK), "black main 900.0 overtime no"));
    f.wall.t += 3;  // the controller's own delay before genmove: not charged
    f.genmove("b", 7.5);
    CHECK(contains(f.line(Color::BLACK), "black main 892.5 overtime no"));
    CHECK(contains(f.line(Color::BLACK), "14:53 main time, sudden death"));
    CHECK(contains(f.line(Color::WHITE), "white main 900.0"));
    CHECK(contains(f.line(Color::WHITE), "running yes"));
    // The budget: a finite time measured on our clock from the genmove line.
    const SearchBudget& budget = f.player->budgets.back();
    CHECK_FALSE(budget.stop.allocation.unlimited);
    CHECK(budget.stop.allocation.target > 0);
    CHECK(budget.stop.allocation.maximum <= 900 * 0.25);
    CHECK(budget.clock == &f.wall);
    CHECK(budget.startTime == f.player->startTimes.back());
    // The opponent takes 12.25 s to answer.
    f.wall.t += 12.25;
    f.ok("play w pass");
    CHECK(contains(f.line(Color::WHITE), "white main 887.8"));
    CHECK(f.state(Color::WHITE).mainLeft == 887.75);
    CHECK(f.state(Color::BLACK).mainLeft == 892.5);
    // CGOS: time_left before every genmove; the report wins, then the move is charged.
    f.ok("time_left b 880.5 0");
    f.genmove("b", 0.5);
    CHECK(f.state(Color::BLACK).mainLeft == 880);
    // Losing on time shows in the report.
    f.ok("time_left w 1 0");
    f.wall.t += 1.25;
    f.ok("play w pass");
    CHECK(f.state(Color::WHITE).lostOnTime);
    CHECK(contains(f.line(Color::WHITE), "lost yes"));
    CHECK(contains(f.line(Color::WHITE), "(lost on time)"));
}

TEST_CASE("gtp time: reg_genmove is not a move of the game and is not charged") {
    Fixture f;
    f.ok("boardsize 9");
    f.ok("time_settings 900 0 0");
    f.player->thinkSeconds = 20;
    f.ok("reg_genmove b");
    CHECK(f.state(Color::BLACK).mainLeft == 900);
    f.wall.t += 30;
    f.ok("play w E5");
    CHECK(f.state(Color::WHITE).mainLeft == 900);
}

TEST_CASE("gtp time: time_settings M B S with stones is Canadian") {
    Fixture f;
    f.ok("boardsize 9");
    f.ok("time_settings 300 30 5");
    CHECK(f.settings() == "canadian 300 s + 5 moves in 30 s");
    CHECK(contains(f.line(Color::BLACK), "5:00 main time, then canadian, 5 moves in 0:30"));
    f.genmove("b", 310);
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 1, 20, 4, false});
    CHECK(contains(f.line(Color::BLACK), "in overtime, canadian, 4 moves in 0:20"));
    // GoGui's time_left in overtime: stones left in the period.
    f.ok("time_left b 12 2");
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 1, 12, 2, false});
    f.ok("time_settings 10.5 2.5 1");
    CHECK(f.settings() == "canadian 10.5 s + 1 moves in 2.5 s");
}

TEST_CASE("gtp time: kgs-time_settings forms, and bad forms change nothing") {
    Fixture f;
    const std::tuple<const char*, const char*, TimeSettings> good[] = {
        {"kgs-time_settings none", "no time limit", {}},
        {"kgs-time_settings absolute 600",
         "sudden death 600 s",
         {TimeSystem::ABSOLUTE, 600, 0, 0, 0}},
        {"kgs-time_settings byoyomi 600 30 5",
         "byo-yomi 600 s + 5 x 30 s",
         {TimeSystem::BYOYOMI, 600, 30, 5, 0}},
        {"kgs-time_settings canadian 600 300 25",
         "canadian 600 s + 25 moves in 300 s",
         {TimeSystem::CANADIAN, 600, 300, 0, 25}},
        {"kgs-time_settings byoyomi 0 10 1",
         "byo-yomi 0 s + 1 x 10 s",
         {TimeSystem::BYOYOMI, 0, 10, 1, 0}},
        {"kgs-time_settings absolute 0", "sudden death 0 s", {TimeSystem::ABSOLUTE, 0, 0, 0, 0}},
        {"kgs-time_settings absolute 12.5",
         "sudden death 12.5 s",
         {TimeSystem::ABSOLUTE, 12.5, 0, 0, 0}},
    };
    for (const auto& [command, description, settings] : good) {
        INFO(std::string(command));
        CHECK(f.ok(command) == "");
        CHECK(f.settings() == description);
        CHECK(f.engine->state().clock.settings() == settings);
        CHECK(f.state(Color::BLACK) == initialClock(settings));
    }
    f.ok("kgs-time_settings byoyomi 600 30 5");
    f.ok("time_left w 25 3");
    const std::string settingsBefore = f.settings();
    const std::string clockBefore = f.clock();
    const char* bad[] = {
        "kgs-time_settings",
        "kgs-time_settings none 5",
        "kgs-time_settings absolute",
        "kgs-time_settings absolute x",
        "kgs-time_settings absolute -5",
        "kgs-time_settings absolute nan",
        "kgs-time_settings absolute 600 30",
        "kgs-time_settings byoyomi 600 30",
        "kgs-time_settings byoyomi 600 30 5 1",
        "kgs-time_settings byoyomi 600 30 -1",
        "kgs-time_settings byoyomi 600 -30 5",
        "kgs-time_settings byoyomi 600 30 2.5",
        "kgs-time_settings canadian 600 300",
        "kgs-time_settings canadian 600 300 -25",
        "kgs-time_settings canadian -1 300 25",
        "kgs-time_settings carry-over 0 300 10",
        "kgs-time_settings fischer 600 10",
        "kgs-time_settings 600 30 5",
        "time_settings 1 2",
        "time_settings -1 0 0",
        "time_settings 10 -5 1",
        "time_settings 10 5 -1",
        "time_settings 10 5 1.5",
        "time_settings a b c",
        "time_left b 10 -1",
        "time_left x 10 0",
        "time_left b ten 0",
        "time_left b 10",
        "time_left b 10 1.5",
        "tianyuan-time_settings forced-pass",
        "tianyuan-time_settings carry-over 0 300",
        "tianyuan-time_settings carry-over 0 300 10 forced",
        "tianyuan-time_settings fischer 300 10 forced-pass",
    };
    for (const char* command : bad) {
        INFO(std::string(command));
        CHECK(f.fail(command) == "syntax error");
        CHECK(f.settings() == settingsBefore);
        CHECK(f.clock() == clockBefore);
    }
}

TEST_CASE("gtp time: time_left in kgs byo-yomi, 0 0, negative and fractional") {
    Fixture f;
    f.ok("kgs-time_settings byoyomi 600 30 5");
    // KGS byo-yomi: 3 periods left, 25 s in the current one.
    f.ok("time_left b 25 3");
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 3, 25, 0, false});
    CHECK(contains(f.line(Color::BLACK), "black main 0.0 overtime yes periods 3 period 25.0"));
    CHECK(contains(f.line(Color::BLACK), "in byo-yomi, 3 periods of 0:30 left"));
    CHECK(contains(f.line(Color::WHITE), "white main 600.0 overtime no periods 5"));
    // The genmove budget fits in the 25 s left. The controller reports its clock and sent the
    // genmove at once (no fake time passed): the lag reserve is the estimator's floor.
    f.ok("boardsize 9");
    f.ok("time_left b 25 3");
    f.genmove("b", 20);
    const TimeAllocation& a = f.player->budgets.back().stop.allocation;
    CHECK(f.engine->state().clock.lagReserve() == doctest::Approx(LagEstimator::FLOOR));
    CHECK(a.maximum + 2 * LagEstimator::FLOOR <= 25 + 1e-9);
    CHECK(a.target >= 0.6 * (25 - 2));
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 3, 30, 0, false});
    // "0 0" at the end of main time: overtime begins, whole.
    f.ok("time_left w 0 0");
    CHECK(f.state(Color::WHITE) == ClockState{0, true, 5, 30, 0, false});
    // Main time, fractional; negative counts as 0.
    f.ok("time_left w 12.75 0");
    CHECK(f.state(Color::WHITE) == ClockState{12.75, false, 5, 30, 0, false});
    f.ok("time_left white -1 0");
    CHECK(f.state(Color::WHITE) == ClockState{0, true, 5, 30, 0, false});
    f.ok("time_left B -0.5 2");
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 1, 30, 0, false});
    // Under absolute time: 0 0 is no time at all, not overtime.
    f.ok("time_settings 900 0 0");
    f.ok("time_left b 0 0");
    CHECK(f.state(Color::BLACK) == ClockState{0, false, 0, 0, 0, false});
    f.ok("time_left w -3 0");
    CHECK(f.state(Color::WHITE).mainLeft == 0);
    // Under no limit time_left is accepted and ignored (GoGui sends "time_left b 0 0").
    f.ok("time_settings 0 1 0");
    f.ok("time_left b 0 0");
    CHECK(f.state(Color::BLACK) == ClockState{});
}

TEST_CASE("gtp time: tianyuan-time_settings carry-over and forced pass") {
    Fixture f;
    CHECK(f.ok("tianyuan-time_settings carry-over 0 300 10") == "");
    CHECK(f.ok("tianyuan-time_settings") == "carry-over 0 s + 10 moves in 300 s");
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 1, 300, 10, false});
    f.ok("boardsize 9");
    f.genmove("b", 20);
    f.genmove("b", 30.5);
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 1, 249.5, 8, false});
    CHECK(f.ok("tianyuan-time_settings carry-over 0 300 10 forced-pass") == "");
    CHECK(f.settings() == "carry-over 0 s + 10 moves in 300 s, overrun = forced pass");
    // The other systems and the forced pass in byo-yomi: an overrun keeps the clock alive.
    f.ok("tianyuan-time_settings byoyomi 0 10 2 forced-pass");
    CHECK(f.settings() == "byo-yomi 0 s + 2 x 10 s, overrun = forced pass");
    f.genmove("b", 25);
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 1, 10, 0, false});
    CHECK(contains(f.line(Color::BLACK), "lost no"));
    f.ok("tianyuan-time_settings byoyomi 0 10 2");
    CHECK(f.settings() == "byo-yomi 0 s + 2 x 10 s");
    f.genmove("b", 25);
    CHECK(f.state(Color::BLACK).lostOnTime);
    for (const auto& [command, description] :
         {std::pair{"tianyuan-time_settings none", "no time limit"},
          {"tianyuan-time_settings absolute 60", "sudden death 60 s"},
          {"tianyuan-time_settings canadian 0 60 5 forced-pass",
           "canadian 0 s + 5 moves in 60 s, overrun = forced pass"}}) {
        f.ok(command);
        CHECK(f.settings() == description);
    }
}

TEST_CASE("gtp time: --overrun-pass applies to every settings command") {
    Fixture f(true);
    f.ok("time_settings 0 30 1");
    CHECK(f.settings() == "canadian 0 s + 1 moves in 30 s, overrun = forced pass");
    f.ok("kgs-time_settings byoyomi 0 30 5");
    CHECK(f.settings() == "byo-yomi 0 s + 5 x 30 s, overrun = forced pass");
    f.ok("tianyuan-time_settings carry-over 0 300 10");
    CHECK(f.settings() == "carry-over 0 s + 10 moves in 300 s, overrun = forced pass");
    f.ok("time_settings 900 0 0");
    CHECK(f.settings() == "sudden death 900 s");  // sudden death has no overtime to pass in
}

TEST_CASE("gtp time: new settings mid-game take effect at once") {
    Fixture f;
    f.ok("boardsize 9");
    f.ok("time_settings 900 0 0");
    f.genmove("b", 10);
    f.wall.t += 5;
    f.ok("play w E5");
    CHECK(f.state(Color::BLACK).mainLeft == 890);
    f.ok("kgs-time_settings byoyomi 0 30 5");
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 5, 30, 0, false});
    CHECK(f.state(Color::WHITE) == ClockState{0, true, 5, 30, 0, false});
    CHECK(f.engine->state().game.moves().size() == 2);  // the game goes on
    f.genmove("b", 45);
    const TimeAllocation& a = f.player->budgets.back().stop.allocation;
    CHECK(a.maximum <= 30 - 2);
    CHECK(a.target >= 0.6 * 30);
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 4, 30, 0, false});
    CHECK(contains(f.line(Color::BLACK), "in byo-yomi, 4 periods of 0:30 left"));
}

TEST_CASE("gtp time: clear_board and boardsize reset the clocks to the settings") {
    Fixture f;
    f.ok("boardsize 9");
    f.ok("kgs-time_settings byoyomi 60 30 3");
    f.genmove("b", 75);
    f.wall.t += 7;
    f.ok("play w E5");
    CHECK(f.state(Color::BLACK) == ClockState{0, true, 3, 30, 0, false});
    CHECK(f.state(Color::WHITE).mainLeft == 53);
    f.genmove("b", 1);  // white's clock runs now
    f.ok("clear_board");
    const ClockState full{60, false, 3, 30, 0, false};
    CHECK(f.state(Color::BLACK) == full);
    CHECK(f.state(Color::WHITE) == full);
    CHECK(f.settings() == "byo-yomi 60 s + 3 x 30 s");  // settings survive clear_board
    CHECK(contains(f.line(Color::WHITE), "running no"));
    f.wall.t += 9;
    f.ok("play w E5");  // its clock was not running: not charged
    CHECK(f.state(Color::WHITE) == full);
    f.genmove("b", 4);
    f.ok("boardsize 13");
    CHECK(f.state(Color::BLACK) == full);
    CHECK(f.settings() == "byo-yomi 60 s + 3 x 30 s");
}

TEST_CASE("gtp time: --time-allocation flat reaches the search's budget") {
    for (const AllocationMethod method : {AllocationMethod::ADAPTIVE, AllocationMethod::FLAT}) {
        CAPTURE(allocationMethodName(method));
        Fixture f(false, method);
        f.ok("boardsize 9");
        f.ok("kgs-time_settings byoyomi 0 5 3");
        f.genmove("b", 1);
        const TimeAllocation& a = f.player->budgets.back().stop.allocation;
        if (method == AllocationMethod::FLAT) {
            CHECK(a.target == doctest::Approx(3));  // 5 s less the lag and the margin, 1 s each
            CHECK(a.maximum == a.target);
            CHECK_FALSE(a.stopWhenSettled);
        } else {
            CHECK(a.target == doctest::Approx(3));
            CHECK(a.maximum == doctest::Approx(3));
            CHECK_FALSE(a.stopWhenSettled);  // in a byo-yomi period, as flat
        }
        f.ok("kgs-time_settings byoyomi 30 5 3");
        f.genmove("b", 1);
        if (method == AllocationMethod::ADAPTIVE) {
            CHECK(f.player->budgets.back().stop.allocation.stopWhenSettled);  // main time
        }
    }
}

namespace {

// A controller that keeps our clock (as KGS, CGOS or the match runner do) over a link whose lag
// is 10 ms for our first 30 moves and 1.5 s after: it charges each of our moves our think plus
// the lag, and each of its commands reaches us one lag (a round trip) after our answer to the
// one before. The jump is not seen before it is paid: the gap before move 30 is still 10 ms.
struct LagRun {
    bool lost = false;
    int periodsLost = 0;
    std::vector<double> perMoveLag;  // what each allocation kept back for the move's own lag
    std::vector<double> thinks;
    double ceiling = 0;  // the effective lag buffer
};

LagRun playThroughLagJump(const std::string& settingsCommand, double lagBuffer,
                          TimedPlayer::Think think) {
    Fixture f(false, AllocationMethod::ADAPTIVE, lagBuffer);
    f.ok("boardsize 19");
    f.ok(settingsCommand);
    f.player->think = think;
    const GameClock& clock = f.engine->state().clock;
    const TimeSettings s = clock.settings();
    ClockState referee = initialClock(s);
    LagRun run;
    run.ceiling = effectiveLag(s, lagBuffer);
    for (int move = 0; move < 60 && !run.lost; ++move) {
        const double gap = move <= 30 ? 0.01 : 1.5;
        const double lag = move < 30 ? 0.01 : 1.5;
        f.wall.t += 3;  // the opponent thinks (its clock is not ours)
        f.ok("play w pass");
        f.wall.t += gap;
        const bool overtime = referee.inOvertime;
        const bool byoyomi = s.system == TimeSystem::BYOYOMI;
        const double seconds = overtime ? referee.periodLeft : referee.mainLeft;
        const int stones = !overtime ? 0 : byoyomi ? referee.periodsLeft : referee.stonesLeft;
        f.ok("time_left b " + std::to_string(seconds) + " " + std::to_string(stones));
        f.wall.t += gap;
        const double before = f.wall.t;
        f.ok("genmove b");
        const TimeAllocation& a = f.player->budgets.back().stop.allocation;
        AllocationContext context;
        context.lagBuffer = lagBuffer;
        context.lagReserve = clock.lagReserve();
        run.perMoveLag.push_back(lagAllowance(s, context).perMove);
        run.thinks.push_back(f.wall.t - before);
        CHECK(f.wall.t - before ==
              doctest::Approx(think == TimedPlayer::Think::TARGET ? a.target : a.maximum));
        const MoveOutcome outcome = afterMove(referee, s, f.wall.t - before + lag);
        referee = outcome.state;
        run.periodsLost += outcome.periodsSpent;
        run.lost = referee.lostOnTime;
    }
    return run;
}

}  // namespace

TEST_CASE("gtp time: the lag reserve adapts to the observed lag and survives a jump") {
    struct Row {
        std::string settings;
        double lagBuffer;
        TimedPlayer::Think think;
    };
    using Think = TimedPlayer::Think;
    const Row rows[] = {
        {"kgs-time_settings byoyomi 30 5 3", 1.0, Think::TARGET},   // the 9x9 clock
        {"kgs-time_settings byoyomi 30 5 3", 1.0, Think::MAXIMUM},  // an unstable search
        {"kgs-time_settings byoyomi 60 30 3", 2.0, Think::MAXIMUM},
        {"kgs-time_settings canadian 10 100 10", 1.0, Think::TARGET},
        {"kgs-time_settings canadian 10 100 10", 2.0, Think::MAXIMUM},
        // Not here: a lag above the buffer on every move with a search that always runs to its
        // maximum can lose a Canadian period (canadian 0 60 10, buffer 1), as it did with the
        // fixed buffer: the buffer is the most the user says the lag will be.
        {"kgs-time_settings canadian 0 60 10", 2.0, Think::TARGET},
    };
    for (const Row& row : rows) {
        CAPTURE(row.settings);
        CAPTURE(row.lagBuffer);
        CAPTURE(static_cast<int>(row.think));
        const LagRun run = playThroughLagJump(row.settings, row.lagBuffer, row.think);
        // A whole game: no loss on time, at most one spare byo-yomi period spent on the jump.
        CHECK_FALSE(run.lost);
        REQUIRE(run.perMoveLag.size() == 60);
        CHECK(run.periodsLost <= 1);
        // From the first move on (the time_left before it shows the gap), 10 ms observed.
        const double ceiling = run.ceiling;
        CHECK(ceiling >= 1);
        for (int move = 0; move < 60; ++move) {
            CAPTURE(move);
            if (move <= 30)
                CHECK(run.perMoveLag[static_cast<size_t>(move)] <= 0.1);  // 10 ms observed
            else
                CHECK(run.perMoveLag[static_cast<size_t>(move)] ==
                      doctest::Approx(ceiling));  // the jump: back to the ceiling
        }
        // With a buffer above the jump, the reserve covers it on its own.
        if (ceiling >= 1.5) CHECK(run.perMoveLag[40] >= 1.5);
    }
    // Byo-yomi 5 s periods: the think of a move in overtime with 10 ms of lag observed, against
    // 5 s less two 1 s buffers (3 s) before.
    const LagRun run =
        playThroughLagJump("kgs-time_settings byoyomi 30 5 3", 1.0, TimedPlayer::Think::TARGET);
    CHECK(run.thinks[25] >= 5 - 2 * 0.07 - 1e-9);
    CHECK(run.thinks[45] <= 3 + 1e-9);
}

TEST_CASE("gtp time: no time_left from the controller, the lag buffer throughout") {
    Fixture f;
    f.ok("boardsize 9");
    f.ok("kgs-time_settings byoyomi 0 5 3");
    for (int move = 0; move < 5; ++move) {
        f.wall.t += 2;
        f.ok("play w pass");
        f.wall.t += 0.01;
        f.genmove("b", 1);
        CHECK(f.engine->state().clock.lagReserve() < 0);
        CHECK(f.player->budgets.back().stop.allocation.maximum == doctest::Approx(3));
    }
    CHECK(f.engine->state().clock.lagObservations().count() == 5);
}
