#include "search.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "invariants.h"
#include "root_outcomes.h"
#include "scoring.h"

namespace tianyuan {

// What one search thread carries from simulation to simulation.
struct Search::ThreadState {
    Evaluator* evaluator = nullptr;
    Random random;
    std::vector<Move> sequence;  // the moves of the current simulation, tree and evaluation
    std::vector<uint32_t> path;  // the nodes of the current descent, root first
};

Search::Search(const SearchParams& params, std::unique_ptr<EvaluatorFactory> evaluators)
    : params_(params), evaluatorFactory_(std::move(evaluators)) {
    if (params_.threads <= 0)
        params_.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    for (int t = 0; t < params_.threads; ++t) evaluators_.push_back(evaluatorFactory_->make());
}

Search::~Search() = default;

size_t Search::poolCapacity() const {
    return std::max<size_t>(1024, params_.maxTreeBytes / 2 / sizeof(Node));
}

void Search::ensurePools() {
    // Made at the first search, not at start-up; their memory is used only as the tree grows.
    if (pools_[0]) return;
    pools_[0] = std::make_unique<NodePool>(poolCapacity());
    pools_[1] = std::make_unique<NodePool>(poolCapacity());
}

const NodePool& Search::pool() const {
    return *pools_[active_];
}

// Whether `game` is the root's game continued by at most four moves (or not continued at all).
bool Search::continuesRoot(const GameHistory& game) const {
    const auto& moves = game.moves();
    return root_ != 0 && rootSize_ == game.board().size() &&
           rootFirstHash_ == game.initialBoard().hash() && moves.size() >= rootMoves_.size() &&
           moves.size() - rootMoves_.size() <= 4 &&
           std::equal(rootMoves_.begin(), rootMoves_.end(), moves.begin());
}

// The node of the old tree reached by the moves played since its root, or 0.
uint32_t Search::reusableNode(const GameHistory& game, Color toMove) const {
    if (!continuesRoot(game)) return 0;
    const auto& moves = game.moves();
    const NodePool& pool = *pools_[active_];
    uint32_t node = root_;
    Color expected = rootColor_;
    for (size_t i = rootMoves_.size(); i < moves.size() && node != 0; ++i) {
        const Node& n = pool[node];
        uint32_t next = 0;
        if (moves[i].color == expected && n.state.load() == Node::EXPANDED)
            for (uint16_t k = 0; k < n.childCount; ++k)
                if (pool[n.firstChild + k].move == moves[i].point) next = n.firstChild + k;
        node = next;
        expected = opponent(expected);
    }
    return expected == toMove ? node : 0;
}

void Search::setRoot(const SearchRoot& root) {
    ensurePools();
    const GameHistory& game = *root.game;
    // A root set but never searched (the player passed at once) is rated now when the new root
    // is one of its children: that child then starts from its prior, as after a search. Two
    // moves or more later the reuse needs an expanded child, which an unsearched root lacks.
    if (continuesRoot(game) && game.moves().size() == rootMoves_.size() + 1) rateRoot();
    uint32_t node = reusableNode(game, root.toMove);
    if (node != 0) {
        root_ = copySubtree(*pools_[active_], node, *pools_[1 - active_]);
        active_ = 1 - active_;
        if constexpr (CHECK_INVARIANTS)
            expectNoProblem("reused search tree",
                            treeProblem(*pools_[active_], root_, nullptr, raveWeightMax()));
        // Children made deeper in the tree knew simple ko only: drop a root that holds a
        // superko-illegal move.
        const NodePool& pool = *pools_[active_];
        const Node& r = pool[root_];
        for (uint16_t k = 0; k < r.childCount && node != 0; ++k) {
            const Point m = pool[r.firstChild + k].move;
            if (m != PASS && !game.isLegal(root.toMove, m)) node = 0;
        }
        // A root that left moves out (analysis with avoid/allow), or a search that must leave
        // some out, starts afresh: the old tree lacks those moves, or holds them.
        if (!excludedRootMoves_.empty() || !root.excludedMoves.empty()) node = 0;
    }
    report_ = {};
    report_.reusedTree = node != 0;
    if (node != 0)
        report_.keptSimulations = static_cast<int>((*pools_[active_])[root_].realVisits());
    stopRequested_ = false;
    if (node == 0) {
        pools_[active_]->clear();
        root_ = pools_[active_]->allocate(1);
    }
    game_ = game;
    rootBoard_ = game.board();
    rootColor_ = root.toMove;
    rootLast_ = game.recentMove(0);
    rootLastButOne_ = game.recentMove(1);
    rootPasses_ = game.consecutivePasses();
    allowRootPass_ = root.allowPass;
    excludedRootMoves_ = root.excludedMoves;
    whiteBonusHalfPoints_ = root.whiteBonusHalfPoints;
    rootMoves_ = game.moves();
    rootFirstHash_ = game.initialBoard().hash();
    rootSize_ = game.board().size();
    raveEquivalence_ = params_.raveEquivalenceFor(rootSize_);
    exploration_ = params_.explorationFor(rootSize_);
    raveDistanceWeight_ = params_.raveDistanceWeightFor(rootSize_);
}

// Expands the root, its moves rated by thread 0's evaluator, unless it is expanded already.
void Search::rateRoot() {
    if ((*pools_[active_])[root_].state.load() == Node::EXPANDED) return;
    ThreadState state;
    state.evaluator = evaluators_[0].get();
    expand(state, root_, rootBoard_, rootColor_, rootLast_, rootLastButOne_);
}

bool Search::rootMayPlay(Point p) const {
    if (std::find(excludedRootMoves_.begin(), excludedRootMoves_.end(), p) !=
        excludedRootMoves_.end())
        return false;
    return p == PASS || game_.isLegal(rootColor_, p);
}

bool Search::expand(ThreadState& state, uint32_t index, const Board& board, Color toMove,
                    Point last, Point lastButOne) {
    NodePool& pool = *pools_[active_];
    Node& node = pool[index];
    uint8_t expected = Node::LEAF;
    if (!node.state.compare_exchange_strong(expected, Node::EXPANDING)) return false;
    const bool atRoot = index == root_;
    Point moves[MAX_ARRAY_SIZE];
    int count = 0;
    for (int i = 0; i < board.emptyCount(); ++i) {
        const Point p = board.emptyAt(i);
        if (board.isEyeLike(toMove, p)) continue;
        if (atRoot ? rootMayPlay(p) : board.isLegal(toMove, p)) moves[count++] = p;
    }
    if (!atRoot || (allowRootPass_ && rootMayPlay(PASS)) || count == 0) moves[count++] = PASS;
    const uint32_t first = pool.allocate(static_cast<uint32_t>(count));
    if (first == 0) {
        node.state = Node::LEAF;  // the tree is full: stays a leaf
        return false;
    }
    MovePrior priors[MAX_ARRAY_SIZE];
    const LeafPosition leaf{board, toMove, last, lastButOne, whiteBonusHalfPoints_};
    state.evaluator->priors(leaf, {moves, static_cast<size_t>(count)},
                            {priors, static_cast<size_t>(count)}, state.random);
    for (int i = 0; i < count; ++i) {
        Node& child = pool[first + i];
        child.move = static_cast<uint16_t>(moves[i]);
        child.priorVisits = static_cast<uint16_t>(priors[i].visits);
        child.priorWins = static_cast<float>(priors[i].visits * priors[i].winRate);
        child.visits = child.priorVisits;
        child.wins = child.priorWins;
        child.probability = static_cast<float>(priors[i].probability);
        child.withoutRave = priors[i].withoutRave;
    }
    node.firstChild = first;
    node.childCount = static_cast<uint16_t>(count);
    node.state.store(Node::EXPANDED, std::memory_order_release);
    return true;
}

uint32_t Search::selectChild(uint32_t index) const {
    const NodePool& pool = *pools_[active_];
    const Node& node = pool[index];
    // Without an exploration term (the default) neither the logarithm nor the square root.
    const double logParent =
        exploration_ != 0 ? std::log(static_cast<double>(node.visits.load()) + 1) : 0;
    double bestValue = -1;
    uint32_t best = 0;
    for (uint16_t k = 0; k < node.childCount; ++k) {
        const uint32_t ci = node.firstChild + k;
        const Node& c = pool[ci];
        if (index == root_ && c.move == PASS && !allowRootPass_) continue;
        const double n = std::max(1u, c.visits.load(std::memory_order_relaxed));
        const double wins = c.wins.load(std::memory_order_relaxed);
        const double q = wins / n;
        const RaveStats::Value rave = c.rave.load();
        double value = q;
        if (rave.visits > 0 && !c.withoutRave) {
            const double rn = rave.visits;
            const double beta = rn / (rn + n + rn * n / raveEquivalence_);
            value = (1 - beta) * q + beta * rave.winRate();
        }
        if (exploration_ != 0) value += exploration_ * std::sqrt(logParent / n);
        if (value > bestValue) {
            bestValue = value;
            best = ci;
        }
    }
    return best;
}

void Search::simulate(ThreadState& state) {
    NodePool& pool = *pools_[active_];
    Board board = rootBoard_;
    Color toMove = rootColor_;
    Point last = rootLast_, lastButOne = rootLastButOne_;
    int passes = std::min(rootPasses_, 1);
    state.sequence.clear();
    state.path.assign(1, root_);
    pool[root_].visits.fetch_add(1, std::memory_order_relaxed);
    uint32_t index = root_;
    bool terminal = false;
    while (true) {
        Node& node = pool[index];
        if (node.state.load(std::memory_order_acquire) != Node::EXPANDED) {
            const bool ready = node.realVisits() >= static_cast<uint32_t>(params_.expandVisits);
            if (!ready || !expand(state, index, board, toMove, last, lastButOne)) break;
        }
        const uint32_t child = selectChild(index);
        if (child == 0) break;
        pool[child].visits.fetch_add(1, std::memory_order_relaxed);  // virtual loss
        const Point m = pool[child].move;
        board.play(toMove, m);
        state.sequence.push_back({toMove, m});
        state.path.push_back(child);
        index = child;
        passes = m == PASS ? passes + 1 : 0;
        lastButOne = last;
        last = m;
        toMove = opponent(toMove);
        if (passes >= 2) {
            terminal = true;
            break;
        }
    }
    double blackValue;
    if (terminal) {  // both passed: counted as it stands, every stone alive (CGOS's count)
        const AreaCount area = countArea(board);
        blackValue = blackResult(area.black - area.white, whiteBonusHalfPoints_);
    } else {
        const LeafPosition leaf{board, toMove, last, lastButOne, whiteBonusHalfPoints_};
        blackValue = state.evaluator->value(leaf, board, state.random, state.sequence);
    }
    if (outcomes_)
        outcomes_->record(board, state.path.size() > 1 ? state.path[1] - pool[root_].firstChild
                                                       : RootOutcomes::NO_CHILD);
    backUp(state.path, state.sequence, blackValue);
    simulations_.fetch_add(1, std::memory_order_relaxed);
}

void Search::backUp(const std::vector<uint32_t>& path, const std::vector<Move>& sequence,
                    double blackValue) {
    NodePool& pool = *pools_[active_];
    const auto valueFor = [blackValue](Color c) {
        return c == Color::BLACK ? blackValue : 1 - blackValue;
    };
    for (size_t i = 1; i < path.size(); ++i) {
        const double v = valueFor(sequence[i - 1].color);
        if (v > 0) pool[path[i]].wins.fetch_add(v, std::memory_order_relaxed);
    }
    // AMAF: a child of path[j] is credited when its move was played first, from depth j on, by
    // the player to move at path[j]; with a distance weight, the earlier the more.
    // firstIndex[p]: where p was first played from depth j on (NOT_PLAYED: not at all); the
    // player is sequence[firstIndex[p]].color.
    constexpr uint32_t NOT_PLAYED = UINT32_MAX;
    thread_local std::vector<uint32_t> firstIndex(MAX_ARRAY_SIZE, NOT_PLAYED);
    const uint32_t length = static_cast<uint32_t>(sequence.size());
    const uint32_t distanceWeight = static_cast<uint32_t>(raveDistanceWeight_);
    for (size_t j = sequence.size(); j-- > 0;) {
        if (sequence[j].point != PASS) firstIndex[sequence[j].point] = static_cast<uint32_t>(j);
        if (j >= path.size()) continue;
        const Node& node = pool[path[j]];
        if (node.state.load(std::memory_order_acquire) != Node::EXPANDED) continue;
        const Color mover = sequence[j].color;
        const auto halfWins = static_cast<uint32_t>(2 * valueFor(mover));  // 2, 1 or 0
        for (uint16_t k = 0; k < node.childCount; ++k) {
            Node& child = pool[node.firstChild + k];
            if (child.move == PASS) continue;
            const uint32_t first = firstIndex[child.move];
            if (first == NOT_PLAYED || sequence[first].color != mover) continue;
            const uint32_t weight =
                distanceWeight == 0 ? 1 : 1 + distanceWeight * (length - first) / (length - j);
            child.rave.add(weight, halfWins * weight);
        }
    }
    for (const Move& m : sequence) firstIndex[m.point] = NOT_PLAYED;
}

// Thread 0's periodic look at the search: snapshots for the observer, the clock, and whether
// the best move can still change. Returns true when the search should stop.
bool Search::watch(const SearchLimits& limits, int playouts) {
    const double elapsed = limits.clock ? limits.clock->now() - limits.startTime : 0;
    const SearchWatch& w = limits.watch;
    if (w.observer && limits.clock && elapsed - lastSnapshotTime_ >= w.interval) {
        lastSnapshotTime_ = elapsed;
        RootSnapshot now = snapshot(400, 10, w.minMoves);
        now.seconds = elapsed;
        w.observer->onSnapshot(now);
    }
    const bool timed = limits.rule.has_value() && limits.clock != nullptr;
    // Until stopped, or without the settled test to the budget's end.
    if (!timed && (playouts == 0 || !limits.stopWhenSettled)) return false;
    const NodePool& pool = *pools_[active_];
    const Node& r = pool[root_];
    uint32_t first = 0, second = 0, mostVisited = 0;
    for (uint16_t k = 0; k < r.childCount; ++k) {
        const uint32_t v = countedVisits(pool[r.firstChild + k]);
        if (v > first)
            second = first, first = v, mostVisited = r.firstChild + k;
        else if (v > second)
            second = v;
    }
    // Unstable: a well-visited move has a better win rate than the most visited one, or the
    // second has nearly as many visits.
    bool unstable =
        params_.unstableVisitRatio > 0 && second > 0 && first < params_.unstableVisitRatio * second;
    for (uint16_t k = 0; k < r.childCount && mostVisited != 0; ++k) {
        const Node& c = pool[r.firstChild + k];
        if (countedVisits(c) * 2 >= first &&
            c.winRate() > pool[mostVisited].winRate() + params_.unstableMargin)
            unstable = true;
    }
    const int done = simulations_.load();
    double remaining = playouts > 0 ? playouts - done : 1e18;
    if (timed && elapsed > 0.05)
        remaining =
            std::min(remaining, done / elapsed * (limits.rule->allocation.maximum - elapsed));
    const bool settled = first - second > remaining;
    const bool stop = timed ? limits.rule->shouldStop(elapsed, unstable, settled) : settled;
    if (stop)
        report_.stoppedEarly = settled && (!timed || limits.rule->allocation.stopWhenSettled ||
                                           elapsed < limits.rule->allocation.maximum);
    return stop;
}

void Search::worker(int thread, const SearchLimits& limits, uint64_t seedBase) {
    ThreadState state;
    state.evaluator = evaluators_[thread].get();
    state.random.reseed(seedBase + static_cast<uint64_t>(thread));
    state.sequence.reserve(1024);
    const int playouts = limits.playouts;
    for (int n = 0;
         !done_.load(std::memory_order_relaxed) && !stopRequested_.load(std::memory_order_relaxed);
         ++n) {
        if (playouts > 0 && simulations_.load() >= playouts) break;
        simulate(state);
        if (thread == 0 && (n & 31) == 31 && watch(limits, playouts)) done_ = true;
    }
}

const SearchReport& Search::run(const SearchLimits& limits) {
    rateRoot();
    done_ = false;
    simulations_ = 0;
    lastSnapshotTime_ = 0;
    startTime_ = limits.clock ? limits.clock->now() : 0;
    outcomes_.reset();
    const uint32_t rootVisitsBefore = (*pools_[active_])[root_].realVisits();
    if (limits.watch.collectOutcomes) {
        const NodePool& pool = *pools_[active_];
        const Node& r = pool[root_];
        std::vector<Point> rootMoves;
        for (uint16_t k = 0; k < r.childCount; ++k)
            rootMoves.push_back(pool[r.firstChild + k].move);
        outcomes_ = std::make_unique<RootOutcomes>(rootBoard_, rootColor_, whiteBonusHalfPoints_,
                                                   std::move(rootMoves));
    }
    // The random streams depend on the seed and the root position only, not on earlier
    // searches: with a fixed seed and one thread a search's answer depends only on the position
    // (and a reused tree), whatever commands came before.
    const uint64_t seedBase = params_.seed * 1000003 + rootBoard_.hash() +
                              (rootColor_ == Color::WHITE ? 0x9E3779B97F4A7C15ULL : 0) +
                              game_.moves().size() * 7919;
    std::vector<std::thread> helpers;
    for (int t = 1; t < params_.threads; ++t)
        helpers.emplace_back([this, t, &limits, seedBase] { worker(t, limits, seedBase); });
    worker(0, limits, seedBase);
    done_ = true;
    for (auto& h : helpers) h.join();
    if constexpr (CHECK_INVARIANTS) checkTree(rootVisitsBefore);

    const NodePool& pool = *pools_[active_];
    report_.simulations = simulations_.load();
    report_.seconds = limits.clock ? limits.clock->now() - startTime_ : 0;
    report_.treeNodes = pool.used();
    if (const auto chosen = best()) {
        report_.bestMove = chosen->first;
        report_.rootWinRate = chosen->second;
    }
    if (limits.watch.observer) {
        RootSnapshot last = snapshot(400, 10, limits.watch.minMoves);
        last.seconds = report_.seconds;
        limits.watch.observer->onSnapshot(last);
    }
    return report_;
}

// Debug and sanitizer builds, after the threads have joined: the tree is consistent, and every
// descent's visit (its virtual loss, counted when the descent starts) was completed by a
// simulation: the root gained exactly one real visit per simulation.
void Search::checkTree(uint32_t rootVisitsBefore) const {
    const NodePool& pool = *pools_[active_];
    expectNoProblem("search tree", treeProblem(pool, root_, nullptr, raveWeightMax()));
    const uint64_t expected = uint64_t{rootVisitsBefore} + simulations_.load();
    if (pool[root_].realVisits() != expected)
        invariantBroken("search tree", "the root has " + std::to_string(pool[root_].realVisits()) +
                                           " real visits, expected " + std::to_string(expected) +
                                           " (a descent was not completed)");
}

// The visits of a root move that the final choice and the settled test count: all of them, or
// with chooseByRealVisits only the real ones.
uint32_t Search::countedVisits(const Node& child) const {
    return params_.chooseByRealVisits ? child.realVisits() : child.visits.load();
}

std::optional<std::pair<Point, double>> Search::best() const {
    if (root_ == 0) return std::nullopt;
    const NodePool& pool = *pools_[active_];
    const Node& r = pool[root_];
    uint32_t best = 0;
    for (uint16_t k = 0; k < r.childCount; ++k) {
        const uint32_t ci = r.firstChild + k;
        if (pool[ci].move == PASS && !allowRootPass_) continue;
        if (best == 0) {
            best = ci;
            continue;
        }
        const uint32_t v = countedVisits(pool[ci]), bestVisits = countedVisits(pool[best]);
        // Counting real visits only, the priors' virtual ones break ties.
        if (v > bestVisits || (v == bestVisits && params_.chooseByRealVisits &&
                               pool[ci].priorVisits > pool[best].priorVisits))
            best = ci;
    }
    if (best == 0) return std::nullopt;
    return std::make_pair(static_cast<Point>(pool[best].move), pool[best].realWinRate());
}

RootSnapshot Search::snapshot(size_t maxMoves, size_t pvLength, size_t minMoves) const {
    RootSnapshot out;
    out.toMove = rootColor_;
    out.simulations = simulations_.load();
    if (root_ == 0) return out;
    const NodePool& pool = *pools_[active_];
    const Node& r = pool[root_];
    out.rootVisits = r.realVisits();
    if (r.state.load(std::memory_order_acquire) != Node::EXPANDED) return out;
    const auto mostVisitedChild = [&pool](const Node& n) {
        uint32_t best = 0;
        if (n.state.load(std::memory_order_acquire) != Node::EXPANDED) return best;
        for (uint16_t k = 0; k < n.childCount; ++k) {
            const uint32_t ci = n.firstChild + k;
            if (pool[ci].realVisits() > 0 &&
                (best == 0 || pool[ci].realVisits() > pool[best].realVisits()))
                best = ci;
        }
        return best;
    };
    std::vector<MoveSnapshot> unvisited;
    for (uint16_t k = 0; k < r.childCount; ++k) {
        const Node& c = pool[r.firstChild + k];
        if (c.move == PASS && !allowRootPass_) continue;
        MoveSnapshot m{c.move, c.realVisits(), c.realWinRate(), c.probability, {c.move}, {}};
        if (m.visits == 0) {
            m.pvVisits.push_back(0);
            unvisited.push_back(std::move(m));
            continue;
        }
        m.pvVisits.push_back(m.visits);
        for (uint32_t n = mostVisitedChild(c); n != 0 && m.principalVariation.size() < pvLength;
             n = mostVisitedChild(pool[n])) {
            m.principalVariation.push_back(pool[n].move);
            m.pvVisits.push_back(pool[n].realVisits());
        }
        out.moves.push_back(std::move(m));
    }
    std::stable_sort(
        out.moves.begin(), out.moves.end(),
        [](const MoveSnapshot& a, const MoveSnapshot& b) { return a.visits > b.visits; });
    if (out.moves.size() > maxMoves) out.moves.resize(maxMoves);
    std::stable_sort(
        unvisited.begin(), unvisited.end(),
        [](const MoveSnapshot& a, const MoveSnapshot& b) { return a.probability > b.probability; });
    for (size_t i = 0; i < unvisited.size() && out.moves.size() < minMoves; ++i)
        out.moves.push_back(std::move(unvisited[i]));
    if (outcomes_) outcomes_->addTo(out);
    return out;
}

}  // namespace tianyuan
