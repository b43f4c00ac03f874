// The Monte-Carlo tree search (the node pool itself: test_search_tree.cpp): tree statistics after
// fixed-playout searches, determinism, RAVE, threads with virtual loss, superko at the root, tree
// reuse, the memory cap, early stopping (playouts and a fake clock), passing, resignation and
// dynamic komi. Small boards and a few hundred playouts keep every search well under a second.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "diagram.h"
#include "handicap.h"
#include "mcts_player.h"
#include "playout_evaluator.h"
#include "positions.h"
#include "search_tree.h"
#include "stepping_clock.h"
#include "tree_checks.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

SearchParams testOptions(uint64_t seed = 7, int threads = 1) {
    SearchParams o;
    o.seed = seed;
    o.threads = threads;
    o.allowResign = false;
    o.maxTreeBytes = 8u << 20;
    o.patternPriors = false;  // no weights file: the hand-set priors and shapes
    o.playoutPatternShapesLarge = false;
    return o;
}

// A player with the engine's evaluators for `params` (no weights file).
MctsPlayer playerWith(const SearchParams& params) {
    return MctsPlayer(params, makeEvaluatorFactory(params, ""));
}

// A budget on `clock` from now: think `target` seconds, at most `maximum`.
SearchBudget timedBudget(const Clock& clock, double target, double maximum) {
    SearchBudget b;
    b.clock = &clock;
    b.startTime = clock.now();
    b.stop.allocation = {target, maximum, false};
    return b;
}

// Exactly n playouts, no clock.
SearchBudget fixedPlayouts(int n) {
    SearchBudget b;
    b.stop.allocation.unlimited = true;
    b.playouts = n;
    return b;
}

const Node& rootOf(const MctsPlayer& p) {
    return p.search().pool()[p.search().root()];
}

// The root child for move m, or nullptr.
const Node* rootChild(const MctsPlayer& p, Point m) {
    const NodePool& pool = p.search().pool();
    const Node& r = rootOf(p);
    for (uint16_t k = 0; k < r.childCount; ++k)
        if (pool[r.firstChild + k].move == m) return &pool[r.firstChild + k];
    return nullptr;
}

bool rootHasChild(const MctsPlayer& p, Point m) {
    return rootChild(p, m) != nullptr;
}

void checkMoveIsLegal(const GameHistory& game, Color c, const MoveChoice& choice) {
    INFO("chosen ", formatVertex(choice.point, game.board().size()));
    CHECK_FALSE(choice.resign);
    CHECK(game.isLegal(c, choice.point));
}

// Semeai on 7x7, komi 0.5: White's row-5 chain has the single liberty G5, Black's row-4 chain
// the single liberty G4. Whoever moves captures the other chain and wins the game; any other
// move loses the race.
const char* SEMEAI = R"(
    . . . . . . .
    X X X X X X X
    O O O O O O .
    X X X X X X .
    O O O O O O O
    . . . . . . .
    . . . . . . .)";

Rules komiHalf() {
    Rules r = Rules::chinese();
    r.komiHalfPoints = 1;
    return r;
}

// 5x5, Black to move: B5, A4, A2 and B1 are Black's eyes, E5, E3 and E1 White's (suicide for
// Black), so C3, the only dame, is Black's only sensible move.
const char* ONE_MOVE = R"(
    X . X O .
    . X X O O
    X X . O .
    . X X O O
    X . X O .)";

// Send two, return one (5x5), from test_history.cpp: after B A1 (send two) and W C1 (take two),
// Black's retake at B1 captures C1 and recreates the start: legal on the board (no simple ko),
// refused by positional superko.
const char* SEND_TWO = R"(
    . . . . .
    . . . . .
    O O X . .
    O O X X .
    . X . X .)";

// Triple ko (9x9) from test_history.cpp and its first five moves; White's G5 would then recreate
// the start (positional superko), and B3 is the simple ko.
// (TRIPLE_KO: tests/support/positions.h)

void play(GameHistory& h, Color c, const char* vertex) {
    const Point p = std::string(vertex) == "pass" ? PASS : v(vertex, h.board().size());
    INFO(colorLetter(c), " ", vertex);
    REQUIRE(h.play(c, p) == MoveCheck::LEGAL);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Statistics and determinism.

TEST_CASE("mcts: a fixed-playout search counts every simulation once") {
    GameHistory game(9);
    play(game, B, "E5");
    play(game, W, "C4");
    constexpr int N = 400;
    MctsPlayer player = playerWith(testOptions(3));
    const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(N));
    checkMoveIsLegal(game, B, choice);
    const SearchReport& r = player.lastReport();
    INFO("simulations ", r.simulations, " stoppedEarly ", r.stoppedEarly);
    CHECK(r.simulations > 0);
    CHECK(r.simulations <= N);
    if (!r.stoppedEarly) CHECK(r.simulations == N);
    CHECK(r.bestMove == choice.point);
    CHECK_FALSE(r.reusedTree);

    const NodePool& pool = player.search().pool();
    const Node& root = rootOf(player);
    CHECK(root.priorVisits == 0);
    CHECK(root.realVisits() == static_cast<uint32_t>(r.simulations));
    // Every simulation descends into exactly one root child; priors are not simulations.
    CHECK(sumOfChildRealVisits(pool, root) == static_cast<uint64_t>(r.simulations));
    size_t nodes = 0;
    CHECK(treeProblem(pool, player.search().root(), &nodes) == "");
    CHECK(nodes > 81);  // the root was expanded and then some of its children
    CHECK(r.treeNodes == pool.used());
    CHECK(player.search().pool().used() == pool.used());

    // rootChildVisits mirrors the tree; the chosen move is the most visited legal child, and
    // the empty-ish 9x9 has no pass at the root (there is dame and nobody passed).
    const auto children = rootChildVisits(player.search());
    CHECK(children.size() == root.childCount);
    uint32_t most = 0;
    for (const auto& [m, visits] : children) {
        CHECK(m != PASS);
        CHECK(game.isLegal(B, m));
        most = std::max(most, visits);
    }
    const Node* chosen = rootChild(player, choice.point);
    REQUIRE(chosen != nullptr);
    CHECK(chosen->visits.load() == most);
    CHECK(r.rootWinRate == doctest::Approx(chosen->realWinRate()));
    CHECK(r.rootWinRate > 0);
    CHECK(r.rootWinRate < 1);
}

TEST_CASE("mcts: a reused tree reports the simulations it kept") {
    GameHistory game(9);
    play(game, B, "E5");
    MctsPlayer player = playerWith(testOptions(5));
    const MoveChoice first = player.chooseMove(game, W, fixedPlayouts(600));
    CHECK_FALSE(player.lastReport().reusedTree);
    CHECK(player.lastReport().keptSimulations == 0);
    // Black's most searched answer to White's move: its subtree is what the next search keeps.
    const NodePool& pool = player.search().pool();
    const Node* chosen = rootChild(player, first.point);
    REQUIRE(chosen != nullptr);
    REQUIRE(chosen->childCount.load() > 0);
    const Node* answer = &pool[chosen->firstChild.load()];
    for (uint16_t k = 1; k < chosen->childCount.load(); ++k) {
        const Node& child = pool[chosen->firstChild.load() + k];
        if (child.realVisits() > answer->realVisits()) answer = &child;
    }
    const uint32_t kept = answer->realVisits();
    REQUIRE(kept > 0);
    REQUIRE(game.play(W, first.point) == MoveCheck::LEGAL);
    REQUIRE(game.play(B, answer->move) == MoveCheck::LEGAL);
    player.chooseMove(game, W, fixedPlayouts(600));
    CHECK(player.lastReport().reusedTree);
    CHECK(player.lastReport().keptSimulations == static_cast<int>(kept));
}

TEST_CASE("mcts: the same seed and options give the same search") {
    GameHistory game(7);
    play(game, B, "C3");
    play(game, W, "E5");
    const SearchBudget budget = fixedPlayouts(300);
    MctsPlayer a = playerWith(testOptions(11)), b = playerWith(testOptions(11)),
               c = playerWith(testOptions(12));
    for (int move = 0; move < 2; ++move) {  // the second search starts from a reused tree
        INFO("search ", move + 1);
        const Color toMove = game.toMove();
        const MoveChoice ma = a.chooseMove(game, toMove, budget);
        const MoveChoice mb = b.chooseMove(game, toMove, budget);
        c.chooseMove(game, toMove, budget);
        CHECK(ma.point == mb.point);
        CHECK(a.lastReport().simulations == b.lastReport().simulations);
        CHECK(a.lastReport().reusedTree == b.lastReport().reusedTree);
        CHECK(rootChildVisits(a.search()) == rootChildVisits(b.search()));
        CHECK(a.lastReport().treeNodes == b.lastReport().treeNodes);
        // Another seed searches differently (so the comparisons above can notice a difference).
        CHECK(rootChildVisits(a.search()) != rootChildVisits(c.search()));
        REQUIRE(game.play(toMove, ma.point) == MoveCheck::LEGAL);
        for (const char* reply : {"B6", "F2", "F6", "B2"})
            if (game.play(opponent(toMove), v(reply, 7)) == MoveCheck::LEGAL) break;
        REQUIRE(game.toMove() == toMove);
    }
}

// ---------------------------------------------------------------------------------------------
// RAVE and the obvious move.

TEST_CASE("mcts: the decisive capture gets the most visits and a high win rate; RAVE counts") {
    for (const Color toMove : {B, W}) {
        const char* expected = toMove == B ? "G5" : "G4";
        INFO(colorName(toMove), " to move, expecting ", expected);
        const GameHistory game = historyFromDiagram(SEMEAI, toMove, komiHalf());
        MctsPlayer player = playerWith(testOptions(5));
        const MoveChoice choice = player.chooseMove(game, toMove, fixedPlayouts(800));
        CHECK(choice.point == v(expected, 7));
        const SearchReport& r = player.lastReport();
        CHECK(r.rootWinRate > 0.7);

        const NodePool& pool = player.search().pool();
        const Node& root = rootOf(player);
        const Node* best = rootChild(player, v(expected, 7));
        REQUIRE(best != nullptr);
        uint64_t raveTotal = 0;
        for (uint16_t k = 0; k < root.childCount; ++k) {
            const Node& c = pool[root.firstChild + k];
            INFO("child ", formatVertex(c.move, 7));
            if (&c != best) {
                CHECK(c.realVisits() < best->realVisits());
                CHECK(c.winRate() < best->winRate());
            }
            const RaveStats::Value rave = c.rave.load();
            CHECK(rave.visits <= static_cast<uint32_t>(r.simulations));
            CHECK(rave.halfWins <= 2 * rave.visits);
            if (c.move == PASS) CHECK(rave.visits == 0);  // AMAF skips passes
            raveTotal += rave.visits;
        }
        CHECK(best->rave.load().visits > 0);
        CHECK(raveTotal > static_cast<uint64_t>(r.simulations));  // several moves per playout
        // AMAF agrees: the capture wins whenever it is played first.
        CHECK(best->rave.load().winRate() > 0.6);
        CHECK(treeProblem(pool, player.search().root()) == "");
    }
}

TEST_CASE("mcts: the distance weight credits a move played early up to D + 1 times in AMAF") {
    // One simulation from the same seed is the same with either weight (the first descent sees
    // no AMAF yet); only the credit differs.
    GameHistory game(9);
    play(game, B, "E5");
    play(game, W, "C4");
    std::vector<uint32_t> credit[2];
    uint32_t descendedCredit[2] = {0, 0};
    for (const int weight : {0, 3}) {
        SearchParams params = testOptions(11);
        params.raveDistanceWeight = weight;
        MctsPlayer player = playerWith(params);
        player.chooseMove(game, B, fixedPlayouts(1));
        const NodePool& pool = player.search().pool();
        const Node& root = rootOf(player);
        REQUIRE(root.realVisits() == 1);
        for (uint16_t k = 0; k < root.childCount; ++k) {
            const Node& c = pool[root.firstChild + k];
            credit[weight != 0].push_back(c.rave.load().visits);
            if (c.realVisits() == 1) descendedCredit[weight != 0] = c.rave.load().visits;
        }
        CHECK(treeProblem(pool, player.search().root(), nullptr, 1 + weight) == "");
    }
    REQUIRE(credit[0].size() == credit[1].size());
    int late = 0;
    for (size_t k = 0; k < credit[0].size(); ++k) {
        INFO("child ", k);
        CHECK(credit[0][k] <= 1);
        CHECK((credit[1][k] == 0) == (credit[0][k] == 0));  // the same moves are credited
        CHECK(credit[1][k] <= 4);
        if (credit[1][k] == 1) ++late;
    }
    CHECK(late > 0);  // Black's last moves of the playout count once
    // The root move, played at once, counts once without the weight and D + 1 = 4 times with it.
    CHECK(descendedCredit[0] == 1);
    CHECK(descendedCredit[1] == 4);
}

TEST_CASE("mcts: boards of at least large-board lines use rave-distance-weight-large") {
    GameHistory game(9);
    play(game, B, "E5");
    play(game, W, "C4");
    // The AMAF credit of the root move that one simulation played at once.
    const auto descendedCredit = [&](int largeBoard) {
        SearchParams params = testOptions(11);
        params.raveDistanceWeight = 0;
        params.raveDistanceWeightLarge = 3;
        params.largeBoard = largeBoard;
        MctsPlayer player = playerWith(params);
        player.chooseMove(game, B, fixedPlayouts(1));
        const NodePool& pool = player.search().pool();
        const Node& root = rootOf(player);
        for (uint16_t k = 0; k < root.childCount; ++k)
            if (pool[root.firstChild + k].realVisits() == 1)
                return pool[root.firstChild + k].rave.load().visits;
        return 0u;
    };
    CHECK(descendedCredit(9) == 4);
    CHECK(descendedCredit(13) == 1);
}

// ---------------------------------------------------------------------------------------------
// Threads and virtual loss.

TEST_CASE("mcts: several threads share the tree; every virtual loss is resolved") {
    for (const int threads : {2, 4}) {
        for (const uint64_t seed : {21u, 22u}) {
            INFO(threads, " threads, seed ", seed);
            const GameHistory game = historyFromDiagram(SEMEAI, B, komiHalf());
            MctsPlayer player = playerWith(testOptions(seed, threads));
            constexpr int N = 800;
            const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(N));
            CHECK(choice.point == v("G5", 7));
            const SearchReport& r = player.lastReport();
            // Workers test the budget before each simulation, so each may start one more.
            CHECK(r.simulations <= N + threads - 1);
            if (!r.stoppedEarly) CHECK(r.simulations >= N);
            const Node& root = rootOf(player);
            CHECK(root.realVisits() == static_cast<uint32_t>(r.simulations));
            CHECK(sumOfChildRealVisits(player.search().pool(), root) ==
                  static_cast<uint64_t>(r.simulations));
            CHECK(treeProblem(player.search().pool(), player.search().root()) == "");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Superko at the root.

TEST_CASE("mcts: a move forbidden only by positional superko is never in the root") {
    SUBCASE("send two, return one") {
        GameHistory game = historyFromDiagram(SEND_TWO, B);
        play(game, B, "A1");
        MctsPlayer player = playerWith(testOptions(9));
        // White's search expands C1 (taking two) with children that know simple ko only, the
        // retake among them; after C1 Black's search must not reuse that node as its root.
        player.chooseMove(game, W, fixedPlayouts(400));
        const Node* take = rootChild(player, v("C1", 5));
        REQUIRE(take != nullptr);
        REQUIRE(take->state.load() == Node::EXPANDED);
        const Point retake = v("B1", 5);
        const NodePool& pool = player.search().pool();
        bool retakeUnderTake = false;
        for (uint16_t k = 0; k < take->childCount; ++k)
            retakeUnderTake |= pool[take->firstChild + k].move == retake;
        REQUIRE(retakeUnderTake);
        play(game, W, "C1");
        REQUIRE(game.board().isLegal(B, retake));
        REQUIRE(game.checkMove(B, retake) == MoveCheck::SUPERKO);
        MctsPlayer fresh = playerWith(testOptions(10));
        for (MctsPlayer* p : {&player, &fresh}) {
            const MoveChoice choice = p->chooseMove(game, B, fixedPlayouts(300));
            CHECK(choice.point != retake);
            checkMoveIsLegal(game, B, choice);
            CHECK_FALSE(p->lastReport().reusedTree);
            CHECK_FALSE(rootHasChild(*p, retake));
            for (const auto& [m, visits] : rootChildVisits(p->search())) CHECK(game.isLegal(B, m));
        }
        // Control: under the simple ko rule the retake is legal and the root has it.
        Rules simple = Rules::chinese();
        simple.koRule = KoRule::SIMPLE;
        GameHistory simpleGame = historyFromDiagram(SEND_TWO, B, simple);
        play(simpleGame, B, "A1");
        play(simpleGame, W, "C1");
        MctsPlayer control = playerWith(testOptions(9));
        control.chooseMove(simpleGame, B, fixedPlayouts(200));
        CHECK(rootHasChild(control, retake));
    }
    SUBCASE("triple ko") {
        GameHistory game = historyFromDiagram(TRIPLE_KO, B);
        play(game, B, "C7");
        play(game, W, "B3");
        play(game, B, "H5");
        play(game, W, "B7");
        play(game, B, "C3");
        REQUIRE(game.checkMove(W, v("G5", 9)) == MoveCheck::SUPERKO);
        REQUIRE(game.checkMove(W, v("B3", 9)) == MoveCheck::KO);
        MctsPlayer player = playerWith(testOptions(4));
        const MoveChoice choice = player.chooseMove(game, W, fixedPlayouts(400));
        checkMoveIsLegal(game, W, choice);
        CHECK_FALSE(rootHasChild(player, v("G5", 9)));
        CHECK_FALSE(rootHasChild(player, v("B3", 9)));
        CHECK(rootHasChild(player, v("E5", 9)));
    }
}

// ---------------------------------------------------------------------------------------------
// Tree reuse.

TEST_CASE("mcts: the tree is reused after our move and the reply, not in a new game") {
    GameHistory game(9);
    MctsPlayer player = playerWith(testOptions(13));
    const MoveChoice first = player.chooseMove(game, B, fixedPlayouts(400));
    CHECK_FALSE(player.lastReport().reusedTree);
    // The reply White's subtree knows best: the most visited child of our move's node.
    const NodePool& pool = player.search().pool();
    const Node* ours = rootChild(player, first.point);
    REQUIRE(ours != nullptr);
    REQUIRE(ours->state.load() == Node::EXPANDED);
    uint32_t reply = 0;
    for (uint16_t k = 0; k < ours->childCount; ++k) {
        const Node& c = pool[ours->firstChild + k];
        if (c.move != PASS && (reply == 0 || c.visits > pool[reply].visits))
            reply = ours->firstChild + k;
    }
    REQUIRE(reply != 0);
    const Point replyMove = pool[reply].move;
    const uint32_t keptReal = pool[reply].realVisits();
    REQUIRE(keptReal > 0);
    REQUIRE(game.play(B, first.point) == MoveCheck::LEGAL);
    REQUIRE(game.play(W, replyMove) == MoveCheck::LEGAL);

    const MoveChoice second = player.chooseMove(game, B, fixedPlayouts(200));
    checkMoveIsLegal(game, B, second);
    const SearchReport& r = player.lastReport();
    CHECK(r.reusedTree);
    const Node& root = rootOf(player);
    CHECK(root.realVisits() == keptReal + static_cast<uint32_t>(r.simulations));
    CHECK(treeProblem(player.search().pool(), player.search().root()) == "");

    // No reuse for the other colour in the same position, another game with as many moves,
    // a new game, or another board size (in this order, each differs from the search before).
    player.chooseMove(game, W, fixedPlayouts(100));
    CHECK_FALSE(player.lastReport().reusedTree);
    GameHistory other(9);
    play(other, B, "A1");
    play(other, W, "J9");
    player.chooseMove(other, B, fixedPlayouts(100));
    CHECK_FALSE(player.lastReport().reusedTree);
    const GameHistory fresh(9);
    player.chooseMove(fresh, B, fixedPlayouts(100));
    CHECK_FALSE(player.lastReport().reusedTree);
    CHECK(rootOf(player).realVisits() == static_cast<uint32_t>(player.lastReport().simulations));
    player.chooseMove(GameHistory(7), B, fixedPlayouts(100));
    CHECK_FALSE(player.lastReport().reusedTree);
    // The same position and colour again: reused.
    player.chooseMove(GameHistory(7), B, fixedPlayouts(100));
    CHECK(player.lastReport().reusedTree);
}

TEST_CASE("mcts: pondering grows the tree the next search starts from") {
    GameHistory game(7);
    play(game, B, "D4");
    MctsPlayer player = playerWith(testOptions(17, 2));
    player.startPondering(game);
    // Wait for some pondering (the root's visits are atomics, safe to read meanwhile).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (rootOf(player).visits.load() < 200 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    const MoveChoice choice = player.chooseMove(game, W, fixedPlayouts(200));
    checkMoveIsLegal(game, W, choice);
    const SearchReport& r = player.lastReport();
    CHECK(r.reusedTree);
    CHECK(rootOf(player).realVisits() > static_cast<uint32_t>(r.simulations));
    CHECK(treeProblem(player.search().pool(), player.search().root()) == "");
    player.startPondering(game);
    player.stopPondering();  // twice is harmless
    player.stopPondering();
}

// ---------------------------------------------------------------------------------------------
// Memory cap.

TEST_CASE("mcts: a tiny memory cap bounds the tree and the search still plays") {
    for (const int threads : {1, 2}) {
        INFO(threads, " thread(s)");
        SearchParams o = testOptions(19, threads);
        o.maxTreeBytes = 64u << 10;
        MctsPlayer player = playerWith(o);
        const size_t perPool = player.search().poolCapacity();
        CHECK(perPool <= std::max<size_t>(1024, (64u << 10) / 2 / sizeof(Node)));
        GameHistory game(9);
        for (int move = 0; move < 2; ++move) {
            const Color c = game.toMove();
            const MoveChoice choice = player.chooseMove(game, c, fixedPlayouts(500));
            checkMoveIsLegal(game, c, choice);
            CHECK(player.search().pool().used() <= perPool);
            CHECK(player.lastReport().treeNodes <= perPool);
            CHECK(treeProblem(player.search().pool(), player.search().root()) == "");
            REQUIRE(game.play(c, choice.point) == MoveCheck::LEGAL);
        }
        CHECK(player.search().pool().used() >= perPool - 82);  // the cap was actually reached
    }
}

// ---------------------------------------------------------------------------------------------
// Stopping.

TEST_CASE("mcts: a single sensible move stops a fixed-playout search early") {
    const GameHistory game = historyFromDiagram(ONE_MOVE, B);
    MctsPlayer player = playerWith(testOptions(23));
    constexpr int N = 2000;
    const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(N));
    CHECK(choice.point == v("C3", 5));
    const SearchReport& r = player.lastReport();
    CHECK(r.stoppedEarly);
    CHECK(r.simulations < N);
    CHECK(r.simulations > 0);
    CHECK(rootOf(player).childCount.load() == 1);
}

TEST_CASE("mcts: an analysis searches its whole playout budget, even when settled") {
    const GameHistory game = historyFromDiagram(ONE_MOVE, B);
    MctsPlayer player = playerWith(testOptions(23));
    constexpr int N = 2000;
    const std::optional<RootSnapshot> s = player.analysePosition(game, B, N, nullptr);
    REQUIRE(s.has_value());
    CHECK(player.lastReport().simulations == N);
    CHECK_FALSE(player.lastReport().stoppedEarly);
    CHECK(s->rootVisits >= N);
}

namespace {

// The engine's evaluators, except that `favoured` gets `visits` virtual simulations at
// `winRate` in every node where it is a candidate (by default at 50%: a prior far stronger than
// the search's evidence), judged without AMAF when `withoutRave`.
class FavouringFactory : public EvaluatorFactory {
  public:
    FavouringFactory(const SearchParams& params, Point favoured, int visits, double winRate = 0.5,
                     bool withoutRave = false)
        : inner_(makeEvaluatorFactory(params, "")),
          favoured_{visits, winRate, 0, withoutRave},
          point_(favoured) {}
    std::unique_ptr<Evaluator> make() const override {
        return std::make_unique<Favouring>(inner_->make(), point_, favoured_);
    }

  private:
    class Favouring : public Evaluator {
      public:
        Favouring(std::unique_ptr<Evaluator> inner, Point point, MovePrior favoured)
            : inner_(std::move(inner)), point_(point), favoured_(favoured) {}
        void priors(const LeafPosition& leaf, std::span<const Point> moves,
                    std::span<MovePrior> out, Random& random) override {
            inner_->priors(leaf, moves, out, random);
            for (size_t i = 0; i < moves.size(); ++i)
                if (moves[i] == point_) out[i] = favoured_;
        }
        double value(const LeafPosition& leaf, Board& board, Random& random,
                     std::vector<Move>& played) override {
            return inner_->value(leaf, board, random, played);
        }

      private:
        std::unique_ptr<Evaluator> inner_;
        Point point_;
        MovePrior favoured_;
    };
    std::unique_ptr<EvaluatorFactory> inner_;
    MovePrior favoured_;
    Point point_;
};

}  // namespace

TEST_CASE("mcts: with choose-by-real-visits a prior's virtual visits do not pick the move") {
    // Black must capture at G5; A7 gets 1,000 virtual visits at 50%, more than the whole search.
    const GameHistory game = historyFromDiagram(SEMEAI, B, komiHalf());
    const Point favoured = v("A7", 7);
    for (const bool real : {false, true}) {
        INFO("choose-by-real-visits ", real);
        SearchParams params = testOptions(5);
        params.chooseByRealVisits = real;
        MctsPlayer player(params, std::make_unique<FavouringFactory>(params, favoured, 1000));
        const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(800));
        const Node* a7 = rootChild(player, favoured);
        const Node* g5 = rootChild(player, v("G5", 7));
        REQUIRE(a7 != nullptr);
        REQUIRE(g5 != nullptr);
        CHECK(g5->realVisits() > a7->realVisits());
        CHECK(a7->visits.load() > g5->visits.load());
        CHECK(choice.point == (real ? v("G5", 7) : favoured));
        // Settled by real visits, the search stops once G5 cannot be overtaken; counting the
        // prior, it is settled for A7 from the start and would stop at once.
        const int simulations = player.lastReport().simulations;
        CHECK((real ? simulations > 100 : simulations < 100));
    }
}

TEST_CASE("mcts: a move judged without AMAF is chosen by its own simulations") {
    // Black must capture at G5; A7 gets 30 virtual wins in 30 simulations. With AMAF, its poor
    // AMAF value outweighs that prior at once and it is hardly visited; judged by its own
    // simulations only, the prior holds until real ones have pulled its value down.
    const GameHistory game = historyFromDiagram(SEMEAI, B, komiHalf());
    const Point favoured = v("A7", 7);
    uint32_t visits[2] = {};
    for (const bool withoutRave : {false, true}) {
        SearchParams params = testOptions(5);
        MctsPlayer player(
            params, std::make_unique<FavouringFactory>(params, favoured, 30, 1.0, withoutRave));
        player.chooseMove(game, B, fixedPlayouts(800));
        const Node* a7 = rootChild(player, favoured);
        REQUIRE(a7 != nullptr);
        CHECK(a7->withoutRave == withoutRave);
        visits[withoutRave] = a7->realVisits();
    }
    CHECK(visits[1] > 3 * std::max(1u, visits[0]));
}

TEST_CASE("mcts: a close second keeps a timed search going to its maximum (visit ratio)") {
    // With the win-rate rule off, the search stops at its target unless the visit ratio rule
    // says unstable; a ratio no most visited move can reach makes every search run on.
    for (const double ratio : {0.0, 1e9}) {
        CAPTURE(ratio);
        SteppingClock clock(0.05);
        SearchBudget budget = timedBudget(clock, 0.5, 1.0);
        budget.stop.allocation.stopWhenSettled = false;
        SearchParams params = testOptions(37);
        params.unstableMargin = 1.0;  // no win rate is higher by a whole game
        params.unstableVisitRatio = ratio;
        MctsPlayer player = playerWith(params);
        const GameHistory game(9);
        checkMoveIsLegal(game, B, player.chooseMove(game, B, budget));
        const double seconds = player.lastReport().seconds;
        if (ratio == 0) {
            CHECK(seconds >= 0.5);
            CHECK(seconds < 1.0);
        } else {
            CHECK(seconds >= 1.0);
        }
    }
}

TEST_CASE("mcts: a time budget on a fake clock stops the search") {
    for (const int threads : {1, 2}) {
        INFO(threads, " thread(s)");
        const double step = 0.1;
        SteppingClock clock(step);
        const SearchBudget budget = timedBudget(clock, 0.5, 1.0);
        MctsPlayer player = playerWith(testOptions(31, threads));
        GameHistory game(9);
        const MoveChoice choice = player.chooseMove(game, B, budget);
        checkMoveIsLegal(game, B, choice);
        const SearchReport& r = player.lastReport();
        // Thread 0 reads the clock every 32 simulations; the maximum is reached after at most
        // maximum / step readings; the other threads run as many simulations meanwhile.
        CHECK(r.simulations > 0);
        CHECK(r.simulations <= threads * 32 * (1.0 / step + 2));
        CHECK(clock.reads() >= 3);
        CHECK(r.seconds > 0);
        if (!r.stoppedEarly) CHECK(r.seconds >= 0.5);
        CHECK(r.seconds <= 1.0 + 3 * step);
    }
}

// ---------------------------------------------------------------------------------------------
// Passing.

TEST_CASE("mcts: after the opponent's pass, a count that wins as it stands is taken at once") {
    // Black 35 points, White 14, komi 7.5, no dame.
    const char* won = R"(
        . . . . X O .
        . . . . X O .
        . . . . X O .
        . . . . X O .
        . . . . X O .
        . . . . X O .
        . . . . X O .)";
    GameHistory game = historyFromDiagram(won, W);
    play(game, W, "pass");
    MctsPlayer player = playerWith(testOptions(37));
    const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(500));
    CHECK(choice.point == PASS);
    CHECK_FALSE(choice.resign);
    CHECK(player.lastReport().simulations == 0);       // no search at all
    CHECK(rootOf(player).state.load() == Node::LEAF);  // nor a rating of the root's moves

    // The same player as White one move later: the root left unrated is rated then, and White's
    // search starts from its pass child, as it would have after a search.
    play(game, B, "pass");
    player.chooseMove(game, W, fixedPlayouts(100));
    CHECK(player.lastReport().reusedTree);
    CHECK(player.lastReport().simulations > 0);
}

TEST_CASE("mcts: a count that loses as it stands is not ended by passing") {
    // White passed; as it stands the two White stones make rows 1-4 dame and Black loses (7
    // points against 16 and komi), but capturing them wins by far.
    const char* loses = R"(
        . . . . . . .
        O O O O O O O
        X X X X X X X
        . . . . . . .
        . . O . . . .
        . . . . . O .
        . . . . . . .)";
    for (const uint64_t seed : {41u, 42u}) {
        INFO("seed ", seed);
        GameHistory game = historyFromDiagram(loses, W);
        play(game, W, "pass");
        MctsPlayer player = playerWith(testOptions(seed));
        const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(400));
        CHECK(choice.point != PASS);
        checkMoveIsLegal(game, B, choice);
        CHECK(player.lastReport().simulations > 0);
        // Passing is in the root (the opponent passed) but loses: its win rate stays low.
        const Node* pass = rootChild(player, PASS);
        REQUIRE(pass != nullptr);
        CHECK(pass->winRate() < 0.1);
    }
}

TEST_CASE("mcts: an open board is never passed on") {
    for (const uint64_t seed : {43u}) {
        MctsPlayer player = playerWith(testOptions(seed));
        GameHistory game(9);
        for (int move = 0; move < 2; ++move) {
            const Color c = game.toMove();
            const MoveChoice choice = player.chooseMove(game, c, fixedPlayouts(200));
            CHECK(choice.point != PASS);
            // On the empty board there is nothing to count: passing is not even considered.
            // (After one stone every empty point is Black's, so White's root may hold a pass.)
            if (move == 0) CHECK_FALSE(rootHasChild(player, PASS));
            REQUIRE(game.play(c, choice.point) == MoveCheck::LEGAL);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Resignation.

namespace {

// White owns all of 9x9 but the 3x3 corner G7-J9; B8, E8, B5, E5, H5, B2, E2 and H2 are
// single-point White eyes. Black cannot win whatever it does.
const char* HOPELESS = R"(
    O O O O O O . . .
    O . O O . O . . .
    O O O O O O . . .
    O O O O O O O O O
    O . O O . O O . O
    O O O O O O O O O
    O O O O O O O O O
    O . O O . O O . O
    O O O O O O O O O)";

// The hopeless position, Black to move after `passes` passes (White passing last).
GameHistory hopeless(int passes) {
    GameHistory game = historyFromDiagram(HOPELESS, passes % 2 == 0 ? B : W);
    Color c = game.toMove();
    for (int i = 0; i < passes; ++i) {
        REQUIRE(game.play(c, PASS) == MoveCheck::LEGAL);
        c = opponent(c);
    }
    return game;
}

// Black's genmove, then (unless it resigned) the move and a White pass.
MoveChoice blackGenmove(MctsPlayer& player, GameHistory& game) {
    const MoveChoice choice = player.chooseMove(game, B, fixedPlayouts(600));
    if (!choice.resign) {
        REQUIRE(game.play(B, choice.point) == MoveCheck::LEGAL);
        REQUIRE(game.play(W, PASS) == MoveCheck::LEGAL);
    }
    return choice;
}

// Three Black genmoves in a row, each with a win rate below 10%, none of them a resignation.
void checkThreeHopelessGenmovesWithoutResigning(MctsPlayer& player, GameHistory& game) {
    for (int i = 0; i < 3; ++i) {
        CHECK_FALSE(blackGenmove(player, game).resign);
        CHECK(player.lastReport().rootWinRate < 0.1);
    }
}

}  // namespace

TEST_CASE("mcts: resigns a hopeless game on the second hopeless genmove in a row") {
    SearchParams o = testOptions(47);
    o.allowResign = true;
    MctsPlayer player = playerWith(o);
    GameHistory game = hopeless(24);  // past the opening: more than a quarter of the board
    const MoveChoice first = blackGenmove(player, game);
    CHECK_FALSE(first.resign);
    CHECK(player.lastReport().rootWinRate < o.resignThreshold);
    const MoveChoice second = blackGenmove(player, game);
    CHECK(second.resign);
}

TEST_CASE("mcts: no resignation when it is not allowed or still the opening") {
    SUBCASE("allowResign = false") {
        MctsPlayer player = playerWith(testOptions(53));
        GameHistory game = hopeless(24);
        checkThreeHopelessGenmovesWithoutResigning(player, game);
    }
    SUBCASE("the opening") {
        SearchParams o = testOptions(59);
        o.allowResign = true;
        MctsPlayer player = playerWith(o);
        GameHistory game = hopeless(2);
        // Black's own moves and White's passes keep the count at or below 20 moves.
        checkThreeHopelessGenmovesWithoutResigning(player, game);
    }
    SUBCASE("hopeless genmoves that are not consecutive") {
        SearchParams o = testOptions(61);
        o.allowResign = true;
        MctsPlayer player = playerWith(o);
        GameHistory game = hopeless(24);
        CHECK_FALSE(blackGenmove(player, game).resign);
        // A good genmove in between (the decisive capture) resets the count.
        player.chooseMove(historyFromDiagram(SEMEAI, B, komiHalf()), B, fixedPlayouts(300));
        REQUIRE(player.lastReport().rootWinRate >= o.resignThreshold);
        CHECK_FALSE(blackGenmove(player, game).resign);
        CHECK(blackGenmove(player, game).resign);
    }
}

// ---------------------------------------------------------------------------------------------
// Handicap games.

TEST_CASE("mcts: handicap games (dynamic komi) give White a bonus that fades out") {
    // Four stones on 9x9: even with komi and compensation (11.5 points) White loses most
    // playouts (28% won at 400 playouts here), and a search that mostly sees losses tells moves
    // apart badly. Dynamic komi gives White 7 points a stone at the start, so White's win rate
    // comes toward even (62% here); with the bonus per stone set to 0, or the feature gone, it
    // stays low. Past its fade (40% of the points, 33 moves on 9x9) and in even games the
    // setting changes nothing.
    SearchParams dynamic = testOptions(67);
    SearchParams none = dynamic;
    none.dynamicKomiPerStone = 0;
    const auto whiteSearch = [](const SearchParams& params, const GameHistory& game) {
        MctsPlayer white = playerWith(params);
        const MoveChoice choice = white.chooseMove(game, W, fixedPlayouts(400));
        checkMoveIsLegal(game, W, choice);
        CHECK(choice.point != PASS);
        return std::make_pair(choice.point, white.lastReport().rootWinRate);
    };
    GameHistory game(9);
    REQUIRE(game.placeHandicap(fixedHandicapPoints(9, 4)));
    REQUIRE(game.toMove() == W);
    const double withBonus = whiteSearch(dynamic, game).second;
    const double withoutBonus = whiteSearch(none, game).second;
    INFO("White's win rate with dynamic komi ", withBonus, ", without ", withoutBonus);
    CHECK(withBonus > withoutBonus + 0.2);
    CHECK(withBonus < 0.9);

    // 34 moves later (White on columns A-B, Black on H-J): the bonus has faded out.
    for (int i = 0; i < 34; ++i) {
        const Color c = i % 2 == 0 ? W : B;
        const int x = c == W ? (i / 2) / 9 : 7 + (i / 2) / 9;
        REQUIRE(game.play(c, pointAt(9, x, (i / 2) % 9)) == MoveCheck::LEGAL);
    }
    REQUIRE(game.toMove() == W);
    CHECK(whiteSearch(dynamic, game) == whiteSearch(none, game));
    GameHistory even(9);
    even.play(B, pointAt(9, 4, 4));
    CHECK(whiteSearch(dynamic, even) == whiteSearch(none, even));
}

TEST_CASE("mcts: a playout budget without a clock runs its playouts (SearchBudget contract)") {
    // player.h: "playouts > 0: exactly this many playouts, whatever the clock". A budget built
    // the plain way (no clock, default TimeAllocation) must not be cut short by a time rule that
    // has no clock to measure it with.
    SearchBudget budget;
    budget.playouts = 300;
    MctsPlayer player = playerWith(testOptions(73));
    const MoveChoice choice = player.chooseMove(GameHistory(9), B, budget);
    CHECK(choice.point != PASS);
    const SearchReport& r = player.lastReport();
    INFO("simulations ", r.simulations, ", stoppedEarly ", r.stoppedEarly);
    CHECK((r.simulations == 300 || r.stoppedEarly));
}

TEST_CASE("mcts: the cleanup phase captures dead stones before passing (SearchBudget contract)") {
    // player.h: "cleanup: KGS cleanup phase: capture every dead stone before passing". White's
    // B5 is dead inside Black's A-B strip; Black wins the count as it stands (45 to 28), so an
    // ordinary genmove passes after White's pass, but kgs-genmove_cleanup must take B5 first.
    const char* deadStone = R"(
        . . X . . . X O .
        . . X . . . X O .
        . . X . . . X O .
        . . X . . . X O .
        . O X . . . X O .
        . . X . . . X O .
        . . X . . . X O .
        . . X . . . X O .
        . . X . . . X O .)";
    GameHistory game = historyFromDiagram(deadStone, W);
    play(game, W, "pass");
    MctsPlayer player = playerWith(testOptions(79));
    CHECK(player.chooseMove(game, B, fixedPlayouts(300)).point == PASS);  // the control
    SearchBudget cleanup = fixedPlayouts(300);
    cleanup.cleanup = true;
    const MoveChoice choice = player.chooseMove(game, B, cleanup);
    CHECK(choice.point != PASS);
    checkMoveIsLegal(game, B, choice);
}

TEST_CASE("searchLimitsFor: a playout count rules, else the clock, else 10,000 simulations") {
    SteppingClock clock(0.001);
    struct Watcher : SearchObserver {
        void onSnapshot(const RootSnapshot&) override {}
    } watcher;
    SearchBudget budget;
    budget.clock = &clock;
    budget.startTime = 42;
    budget.stop.allocation = {3, 8, false};
    budget.watch = {&watcher, 0.25, 7, true};
    const double defaultSeconds = 1.5;

    SUBCASE("a playout count: exactly that many, whatever the clock") {
        budget.playouts = 500;
        const SearchLimits limits = searchLimitsFor(budget, defaultSeconds);
        CHECK(limits.playouts == 500);
        CHECK_FALSE(limits.rule.has_value());
        CHECK(limits.clock == &clock);  // still times the report and the snapshots
    }
    SUBCASE("by the clock: the time manager's allocation") {
        const SearchLimits limits = searchLimitsFor(budget, defaultSeconds);
        CHECK(limits.playouts == 0);
        REQUIRE(limits.rule.has_value());
        CHECK(limits.rule->allocation.target == 3);
        CHECK(limits.rule->allocation.maximum == 8);
        CHECK(limits.clock == &clock);
        CHECK(limits.startTime == 42);
    }
    SUBCASE("an unlimited allocation: the default move time") {
        budget.stop.allocation = {0, 0, true};
        const SearchLimits limits = searchLimitsFor(budget, defaultSeconds);
        CHECK(limits.playouts == 0);
        REQUIRE(limits.rule.has_value());
        CHECK(limits.rule->allocation.target == defaultSeconds);
        CHECK(limits.rule->allocation.maximum == defaultSeconds);
        CHECK_FALSE(limits.rule->allocation.unlimited);
    }
    SUBCASE("no clock to read: a default number of simulations") {
        budget.clock = nullptr;
        const SearchLimits limits = searchLimitsFor(budget, defaultSeconds);
        CHECK(limits.playouts == 10000);
        CHECK_FALSE(limits.rule.has_value());
    }
    // The watch goes along whole in every case.
    const SearchLimits limits = searchLimitsFor(budget, defaultSeconds);
    CHECK(limits.watch.observer == &watcher);
    CHECK(limits.watch.interval == 0.25);
    CHECK(limits.watch.minMoves == 7);
    CHECK(limits.watch.collectOutcomes);
}
