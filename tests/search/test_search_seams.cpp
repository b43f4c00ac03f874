// The search's seams, with evaluators written for the test: the tree takes priors and values
// only from its Evaluator (one per thread), a draw is worth half to both sides, the observer
// gets root snapshots at its interval and at the end, stop() works before a run starts, and
// collected outcomes (scores, ownership with Benson's certainties) and root exclusions hold.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "diagram.h"
#include "playout_evaluator.h"
#include "search.h"
#include "stepping_clock.h"
#include "tree_checks.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;

// Black wins exactly when it has a stone on `target`; priors favour the target and record
// which threads used this evaluator.
class TargetEvaluator : public Evaluator {
  public:
    TargetEvaluator(Point target, double drawValue) : target_(target), drawValue_(drawValue) {}
    void priors(const LeafPosition&, std::span<const Point> moves, std::span<MovePrior> out,
                Random&) override {
        noteThread();
        for (size_t i = 0; i < moves.size(); ++i)
            out[i] = moves[i] == target_ ? MovePrior{6, 0.5, 0.75} : MovePrior{2, 0.5, 0.01};
    }
    double value(const LeafPosition&, Board& board, Random&, std::vector<Move>&) override {
        noteThread();
        if (drawValue_ >= 0) return drawValue_;
        return board.at(target_) == Color::BLACK ? 1.0 : 0.0;
    }
    std::set<std::thread::id> threads;

  private:
    void noteThread() {
        const std::lock_guard lock(mutex_);
        threads.insert(std::this_thread::get_id());
    }
    Point target_;
    double drawValue_;
    std::mutex mutex_;
};

class TargetFactory : public EvaluatorFactory {
  public:
    TargetFactory(Point target, double drawValue, std::vector<TargetEvaluator*>* made)
        : target_(target), drawValue_(drawValue), made_(made) {}
    std::unique_ptr<Evaluator> make() const override {
        auto e = std::make_unique<TargetEvaluator>(target_, drawValue_);
        if (made_) made_->push_back(e.get());
        return e;
    }

  private:
    Point target_;
    double drawValue_;
    std::vector<TargetEvaluator*>* made_;
};

SearchParams params(int threads = 1) {
    SearchParams p;
    p.threads = threads;
    p.seed = 5;
    p.maxTreeBytes = 4u << 20;
    return p;
}

SearchRoot rootOf(const GameHistory& game) {
    SearchRoot root;
    root.game = &game;
    root.toMove = game.toMove();
    root.whiteBonusHalfPoints = 15;
    return root;
}

SearchLimits playouts(int n) {
    SearchLimits limits;
    limits.playouts = n;
    return limits;
}

// The real win rates of the root's visited children after 300 simulations on an empty 5x5 board
// where every evaluation is a draw.
std::vector<double> drawnChildWinRates(const SearchParams& p) {
    const GameHistory game(5);
    Search search(p, std::make_unique<TargetFactory>(v("C3", 5), 0.5, nullptr));
    search.setRoot(rootOf(game));
    search.run(playouts(300));
    const NodePool& pool = search.pool();
    const Node& root = pool[search.root()];
    std::vector<double> rates;
    for (uint16_t k = 0; k < root.childCount; ++k) {
        const Node& c = pool[root.firstChild + k];
        if (c.realVisits() > 0) rates.push_back(c.realWinRate());
    }
    return rates;
}

class RecordingObserver : public SearchObserver {
  public:
    void onSnapshot(const RootSnapshot& s) override { snapshots.push_back(s); }
    std::vector<RootSnapshot> snapshots;
};

}  // namespace

TEST_CASE("search: blackResult scores a count against White's bonus; a draw is one half") {
    CHECK(blackResult(8, 15) == 1.0);  // 16 half points > 7.5 komi
    CHECK(blackResult(7, 15) == 0.0);
    CHECK(blackResult(7, 14) == 0.5);  // integer komi: a draw
    CHECK(blackResult(-3, -6) == 0.5);
    CHECK(blackResult(0, 0) == 0.5);
}

TEST_CASE("search: the evaluator's priors reach the new children and its values steer visits") {
    const GameHistory game(5);
    const Point target = v("B2", 5);
    Search search(params(), std::make_unique<TargetFactory>(target, -1, nullptr));
    search.setRoot(rootOf(game));
    // The root's moves are rated when the search runs, not by setRoot.
    CHECK(search.pool()[search.root()].state.load() == Node::LEAF);
    const SearchReport& report = search.run(playouts(500));
    const NodePool& pool = search.pool();
    const Node& root = pool[search.root()];
    REQUIRE(root.state.load() == Node::EXPANDED);
    CHECK(root.childCount == 25);  // no pass: nobody passed and the board is open
    for (uint16_t k = 0; k < root.childCount; ++k) {
        const Node& c = pool[root.firstChild + k];
        CHECK(c.priorVisits == (c.move == target ? 6 : 2));
        CHECK(c.probability == doctest::Approx(c.move == target ? 0.75 : 0.01));
        CHECK(c.priorWins == doctest::Approx(c.priorVisits * 0.5));
    }
    CHECK(report.simulations <= 500);
    CHECK((report.stoppedEarly || report.simulations == 500));
    REQUIRE(report.bestMove.has_value());
    CHECK(*report.bestMove == target);
    CHECK(report.rootWinRate == 1.0);  // every simulation through B2 is a Black win
    CHECK(treeProblem(pool, search.root()) == "");
}

TEST_CASE("search: a drawn evaluation is worth half to both players") {
    SearchParams p = params();
    p.exploration = 0.1;  // equal values: only exploration spreads the visits over children
    const std::vector<double> rates = drawnChildWinRates(p);
    for (const double rate : rates) CHECK(rate == doctest::Approx(0.5));
    CHECK(rates.size() > 1);
}

TEST_CASE("search: boards of at least large-board lines use exploration-large") {
    // Every evaluation a draw: with no exploration the first child keeps every visit, with
    // exploration the visits spread.
    const auto childrenVisited = [](int largeBoard) {
        SearchParams p = params();
        p.exploration = 0;
        p.explorationLarge = 0.1;
        p.largeBoard = largeBoard;
        return drawnChildWinRates(p).size();
    };
    CHECK(childrenVisited(13) == 1);
    CHECK(childrenVisited(5) > 1);
}

namespace {

// A playout policy that passes at once and counts the playouts it began.
class CountingPolicy : public PlayoutPolicy {
  public:
    Point chooseMove(Board&, Color, Point, Point, Random&) override { return PASS; }
    void beginPlayout() override { ++playouts; }
    int playouts = 0;
};

}  // namespace

TEST_CASE("search: playouts on boards of at least large-board lines use the large-board policy") {
    SearchParams p = params();
    p.patternPriors = false;
    auto small = std::make_unique<CountingPolicy>();
    auto large = std::make_unique<CountingPolicy>();
    const CountingPolicy& smallSeen = *small;
    const CountingPolicy& largeSeen = *large;
    PlayoutEvaluator evaluator(p, std::move(small), std::move(large));
    Random random(1);
    std::vector<Move> played;
    for (const int size : {9, 13, 19}) {
        Board board(size);
        const LeafPosition leaf{board, B, PASS, PASS, 15};
        evaluator.value(leaf, board, random, played);
    }
    CHECK(smallSeen.playouts == 1);
    CHECK(largeSeen.playouts == 2);
    // The settings of each: the *-large ones from large-board lines on.
    p.playoutKoFightRate = 0.1;
    p.playoutKoFightRateLarge = 0.4;
    p.playoutShapesNearLastButOneLarge = true;
    CHECK(heavyPolicyParams(p, 12).koFightRate == 0.1);
    CHECK_FALSE(heavyPolicyParams(p, 12).shapesNearLastButOne);
    CHECK(heavyPolicyParams(p, 13).koFightRate == 0.4);
    CHECK(heavyPolicyParams(p, nullptr, 19).shapesNearLastButOne);
}

TEST_CASE("search: every thread has an evaluator of its own") {
    const GameHistory game(7);
    std::vector<TargetEvaluator*> made;
    Search search(params(3), std::make_unique<TargetFactory>(v("D4", 7), -1, &made));
    REQUIRE(made.size() == 3);
    search.setRoot(rootOf(game));
    search.run(playouts(3000));
    // Each evaluator was called from one thread only (the root's expansion at the start of run
    // is on the caller's thread, which is also search thread 0), and no thread used two of them.
    std::multiset<std::thread::id> all;
    for (const TargetEvaluator* e : made) {
        CHECK(e->threads.size() <= 1);
        all.insert(e->threads.begin(), e->threads.end());
    }
    CHECK(made[0]->threads.count(std::this_thread::get_id()) == 1);
    for (const std::thread::id& id : all) CHECK(all.count(id) == 1);
}

TEST_CASE("search: the observer gets snapshots at its interval and at the end") {
    GameHistory game(5);
    REQUIRE(game.play(B, v("C3", 5)) == MoveCheck::LEGAL);
    Search search(params(), std::make_unique<TargetFactory>(v("B2", 5), -1, nullptr));
    search.setRoot(rootOf(game));
    SteppingClock clock(0.001);  // a thousandth of a second per reading
    RecordingObserver observer;
    SearchLimits limits = playouts(2000);
    limits.clock = &clock;
    limits.startTime = clock.now();
    limits.watch.observer = &observer;
    limits.watch.interval = 0.01;
    const SearchReport& report = search.run(limits);
    REQUIRE(observer.snapshots.size() >= 3);
    double lastSeconds = -1;
    int lastSimulations = -1;
    for (const RootSnapshot& s : observer.snapshots) {
        CHECK(s.toMove == Color::WHITE);
        CHECK(s.seconds >= lastSeconds);
        CHECK(s.simulations >= lastSimulations);
        lastSeconds = s.seconds;
        lastSimulations = s.simulations;
        for (size_t i = 1; i < s.moves.size(); ++i)
            CHECK(s.moves[i - 1].visits >= s.moves[i].visits);
        for (const MoveSnapshot& m : s.moves) {
            REQUIRE_FALSE(m.principalVariation.empty());
            CHECK(m.principalVariation.front() == m.move);
            CHECK(game.isLegal(Color::WHITE, m.move));
        }
    }
    const RootSnapshot& last = observer.snapshots.back();
    CHECK(last.simulations == report.simulations);
    REQUIRE_FALSE(last.moves.empty());
    CHECK(last.moves.front().move == *report.bestMove);
    uint32_t sum = 0;
    for (const MoveSnapshot& m : last.moves) sum += m.visits;
    CHECK(sum == last.rootVisits);
    // White cannot stop Black's win except by taking B2 itself.
    CHECK(last.moves.front().move == v("B2", 5));
    CHECK(last.moves.front().principalVariation.size() >= 2);
}

TEST_CASE("search: stop() before a run ends it at once; setRoot clears the request") {
    const GameHistory game(5);
    Search search(params(2), std::make_unique<TargetFactory>(v("C3", 5), -1, nullptr));
    search.setRoot(rootOf(game));
    search.stop();
    CHECK(search.run(SearchLimits{}).simulations == 0);  // no limit at all, yet it returns
    search.setRoot(rootOf(game));
    const SearchReport& report = search.run(playouts(100));
    CHECK(report.simulations > 0);
    CHECK((report.stoppedEarly || report.simulations >= 100));
}

TEST_CASE("search: outcomes give scores and ownership, Benson's life is certain, exclusions hold") {
    const GameHistory game = historyFromDiagram(R"(
        . X . X .
        X X X X .
        . . . . .
        . . . . .
        . . . . .)",
                                                Color::WHITE);
    Search search(params(), std::make_unique<TargetFactory>(v("C2", 5), -1, nullptr));
    SearchRoot root = rootOf(game);
    root.excludedMoves = {v("C2", 5), v("E5", 5)};
    search.setRoot(root);
    SteppingClock clock(0.001);
    RecordingObserver observer;
    SearchLimits limits = playouts(600);
    limits.clock = &clock;
    limits.startTime = clock.now();
    limits.watch.observer = &observer;
    limits.watch.collectOutcomes = true;
    const SearchReport& report = search.run(limits);
    const RootSnapshot& last = observer.snapshots.back();
    CHECK(last.outcomeSamples == static_cast<uint32_t>(report.simulations));
    REQUIRE(last.blackOwnership.size() == 25);
    const auto owned = [&last](const char* vertex) {
        const Point p = v(vertex, 5);
        return last.blackOwnership[static_cast<size_t>(xOf(5, p) + yOf(5, p) * 5)];
    };
    // Black's two eyes and stones are proven; the rest is a playout average in [-1, 1].
    CHECK(owned("A5") == 1.0);
    CHECK(owned("C5") == 1.0);
    CHECK(owned("B4") == 1.0);
    for (const double o : last.blackOwnership) CHECK((o >= -1 && o <= 1));
    uint32_t samples = 0;
    for (const MoveSnapshot& m : last.moves) {
        CHECK(m.move != v("C2", 5));
        CHECK(m.move != v("E5", 5));
        samples += m.scoreSamples;
        CHECK(m.scoreStdev >= 0);
    }
    CHECK(samples <= last.outcomeSamples);
    CHECK(samples > 0);
    CHECK(std::isfinite(last.scoreMean));

    // The next search of the same position without exclusions does not reuse that tree: the
    // excluded moves are back among the root's children.
    search.setRoot(rootOf(game));
    CHECK_FALSE(search.run(playouts(50)).reusedTree);
    const NodePool& pool = search.pool();
    const Node& r = pool[search.root()];
    bool hasTarget = false;
    for (uint16_t k = 0; k < r.childCount; ++k)
        hasTarget |= pool[r.firstChild + k].move == v("C2", 5);
    CHECK(hasTarget);
}
