// The invariant checks of debug and sanitizer builds (src/game/invariants.h): each check finds
// the invariant broken on purpose, and with CHECK_INVARIANTS on, the board and the search abort
// with the broken invariant named (death tests in a forked child).
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <functional>
#include <optional>
#include <string>

#include "diagram.h"
#include "invariants.h"
#include "search.h"
#include "search_tree.h"

namespace tianyuan {

// Reaches into a board to break one invariant (Board names this struct as a friend).
struct BoardCorruption {
    static void setLiberties(Board& b, Point p, int n) {
        b.libs_[b.head_[p]] = static_cast<uint16_t>(n);
    }
    static void setChainSize(Board& b, Point p, int n) {
        b.chainSize_[b.head_[p]] = static_cast<uint16_t>(n);
    }
    static void setHead(Board& b, Point p, Point head) { b.head_[p] = static_cast<uint16_t>(head); }
    static void flipHash(Board& b) { b.hash_ ^= 1; }
    static void setColor(Board& b, Point p, Color c) { b.color_[p] = c; }
    static void setEmptyNeighbours(Board& b, Point p, int n) {
        b.emptyNeighbours_[p] = static_cast<uint8_t>(n);
    }
    static void swapEmptyIndex(Board& b) {
        std::swap(b.emptyIndex_[b.empties_[0]], b.emptyIndex_[b.empties_[1]]);
    }
    static void setKo(Board& b, Point p, Color c) {
        b.koPoint_ = p;
        b.koColor_ = c;
    }
};

}  // namespace tianyuan

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

// 5x5: a black chain C3-D3 (head C3, five liberties) touching a white stone at E3.
const char* POSITION = R"(
    . . . . .
    . . . . .
    . . X X O
    . . . . .
    . . . . .)";

// Runs `f` in a forked child with its stderr captured. The child's stderr when it died of
// SIGABRT, nullopt when it returned normally (or died otherwise).
std::optional<std::string> abortMessage(const std::function<void()>& f) {
    int pipeEnds[2];
    REQUIRE(pipe(pipeEnds) == 0);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        std::signal(SIGABRT, SIG_DFL);  // not doctest's crash report: the child dies plainly
        dup2(pipeEnds[1], STDERR_FILENO);
        close(pipeEnds[0]);
        f();
        _exit(0);
    }
    close(pipeEnds[1]);
    std::string text;
    char buffer[4096];
    for (ssize_t n; (n = read(pipeEnds[0], buffer, sizeof buffer)) > 0;) text.append(buffer, n);
    close(pipeEnds[0]);
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT) return text;
    MESSAGE("the child did not abort: status ", status, ", stderr: ", text);
    return std::nullopt;
}

// Black's evaluator that always loses; `onValue` runs at each evaluation.
class LosingEvaluator : public Evaluator {
  public:
    explicit LosingEvaluator(std::function<void()> onValue) : onValue_(std::move(onValue)) {}
    void priors(const LeafPosition&, std::span<const Point> moves, std::span<MovePrior> out,
                Random&) override {
        for (size_t i = 0; i < moves.size(); ++i) out[i] = MovePrior{};
    }
    double value(const LeafPosition&, Board&, Random&, std::vector<Move>&) override {
        if (onValue_) onValue_();
        return 0;
    }

  private:
    std::function<void()> onValue_;
};

class LosingFactory : public EvaluatorFactory {
  public:
    explicit LosingFactory(std::function<void()> onValue) : onValue_(std::move(onValue)) {}
    std::unique_ptr<Evaluator> make() const override {
        return std::make_unique<LosingEvaluator>(onValue_);
    }

  private:
    std::function<void()> onValue_;
};

SearchParams oneThread() {
    SearchParams p;
    p.threads = 1;
    p.seed = 3;
    p.maxTreeBytes = 1u << 20;
    return p;
}

}  // namespace

TEST_CASE("invariants: the board check finds each invariant broken on purpose") {
    const Board good = boardFromDiagram(POSITION);
    REQUIRE(good.consistencyProblem() == "");
    const Point c3 = v("C3", 5), d3 = v("D3", 5), e3 = v("E3", 5), a1 = v("A1", 5);
    const auto problemAfter = [&good](const std::function<void(Board&)>& corrupt) {
        Board b = good;
        corrupt(b);
        return b.consistencyProblem();
    };
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setLiberties(b, c3, 6); }) ==
          "liberty count at C3");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setChainSize(b, d3, 3); }) ==
          "chain size at C3");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setHead(b, d3, d3); }) ==
          "chain size at C3");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setHead(b, e3, c3); }) ==
          "chain head at E3");
    CHECK(problemAfter([](Board& b) { BoardCorruption::flipHash(b); }) ==
          "Zobrist hash differs from the stones");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setColor(b, a1, B); }) ==
          "empty-neighbour count at B1");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setColor(b, a1, Color::WALL); }) ==
          "a wall at A1");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setEmptyNeighbours(b, a1, 1); }) ==
          "empty-neighbour count at A1");
    CHECK(problemAfter([](Board& b) {
              BoardCorruption::swapEmptyIndex(b);
          }).rfind("empty index at ", 0) == 0);
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setKo(b, c3, W); }) ==
          "ko point at C3 is not empty");
    CHECK(problemAfter([&](Board& b) { BoardCorruption::setKo(b, a1, Color::EMPTY); }) ==
          "ko point without ko colour");
}

TEST_CASE("invariants: the check after a move looks at the chains at and next to it") {
    const Board good = boardFromDiagram(POSITION);
    CHECK(good.problemAround(v("B3", 5)) == "");
    Board b = good;
    BoardCorruption::setLiberties(b, v("D3", 5), 4);
    CHECK(b.problemAround(v("C4", 5)) == "liberty count at C3");
    CHECK(b.problemAround(v("E3", 5)) == "liberty count at C3");
    CHECK(b.problemAround(v("A1", 5)) == "");  // too far: left to the whole-board check
    CHECK(b.consistencyProblem() == "liberty count at C3");
    b = good;
    BoardCorruption::setColor(b, v("A1", 5), B);
    CHECK(b.problemAround(v("A1", 5)) == "chain head at A1");
}

TEST_CASE("invariants: the tree check finds each invariant broken on purpose") {
    NodePool pool(64);
    const uint32_t root = pool.allocate(1);
    const uint32_t children = pool.allocate(2);
    pool[root].visits = 10;
    pool[root].firstChild = children;
    pool[root].childCount = 2;
    pool[root].state = Node::EXPANDED;
    pool[children].visits = 4;
    pool[children].wins = 2;
    pool[children + 1].visits = 5;
    REQUIRE(treeProblem(pool, root) == "");
    const std::string child = "node " + std::to_string(children) + ": ";
    pool[children].wins = 4.5;
    CHECK(treeProblem(pool, root) == child + "wins > visits");
    pool[children].wins = 2;
    pool[children + 1].visits = 7;
    CHECK(treeProblem(pool, root) ==
          "node " + std::to_string(root) + ": children visited more than the node");
    pool[children + 1].visits = 5;
    pool[children].state = Node::EXPANDING;
    CHECK(treeProblem(pool, root) == child + "left EXPANDING");
    pool[children].state = Node::LEAF;
    pool[children].rave.store({2, 5});
    CHECK(treeProblem(pool, root) == child + "RAVE wins > RAVE visits");
    pool[children].rave.store({11, 0});
    CHECK(treeProblem(pool, root) ==
          "node " + std::to_string(root) +
              ": child RAVE visits > the node's real visits times the largest weight");
}

TEST_CASE("invariants: with checks on, a broken board or tree aborts naming the invariant") {
    if (!CHECK_INVARIANTS) {
        MESSAGE("invariant checks are off in this build (NDEBUG without TIANYUAN_CHECKS)");
        return;
    }
    const Board good = boardFromDiagram(POSITION);
    const auto liberties = abortMessage([&good] {
        Board b = good;
        BoardCorruption::setLiberties(b, v("C3", 5), 6);
        b.play(W, v("B3", 5));  // next to the chain: the check after the move looks at it
    });
    REQUIRE(liberties.has_value());
    CHECK(liberties->find("invariant broken: board: liberty count at C3") != std::string::npos);
    // Far from any move, the whole board's check finds it within 64 moves.
    const auto hash = abortMessage([&good] {
        Board b = good;
        BoardCorruption::flipHash(b);
        for (int move = 0; move < 64; ++move) b.play(B, PASS);
    });
    REQUIRE(hash.has_value());
    CHECK(hash->find("invariant broken: board: Zobrist hash differs") != std::string::npos);
    const auto occupied = abortMessage([&good] {
        Board b = good;
        b.play(W, v("C3", 5));
    });
    REQUIRE(occupied.has_value());
    CHECK(occupied->find("invariant broken: Board::play: no empty point at C3") !=
          std::string::npos);
    // Control: a good board plays on.
    CHECK_FALSE(abortMessage([&good] {
                    Board b = good;
                    b.play(W, v("A1", 5));
                }).has_value());

    // A descent whose visit is never completed (here: one more root visit during a search).
    const GameHistory game(5);
    const auto unfinished = abortMessage([&game] {
        Search* search = nullptr;
        bool done = false;
        Search s(oneThread(), std::make_unique<LosingFactory>([&search, &done] {
                     if (done || !search) return;
                     done = true;
                     const NodePool& pool = search->pool();
                     const_cast<NodePool&>(pool)[search->root()].visits.fetch_add(1);
                 }));
        search = &s;
        SearchRoot root;
        root.game = &game;
        s.setRoot(root);
        SearchLimits limits;
        limits.playouts = 50;
        s.run(limits);
    });
    REQUIRE(unfinished.has_value());
    CHECK(unfinished->find("invariant broken: search tree: the root has ") != std::string::npos);
    CHECK(unfinished->find("(a descent was not completed)") != std::string::npos);
}
