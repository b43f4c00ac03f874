#include "mcts.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>

#include "patterns.h"
#include "playout_policy.h"
#include "scoring.h"
#include "status.h"

namespace tianyuan {

struct MctsPlayer::Context {
    GameHistory game;  // a copy: pondering runs while the GTP thread changes the real one
    Board rootBoard;
    Color rootColor = Color::BLACK;
    Point rootLast = PASS;        // the move before the root (PASS if none)
    bool opponentPassed = false;  // the game's last move was a pass
    bool allowRootPass = false;
    int whiteBonusHalfPoints = 0;  // komi + compensation + dynamic komi, in half points
    int maxPlayoutMoves = 0;
    NodePool* pool = nullptr;
    uint32_t root = 0;
    std::atomic<bool> stop{false};
    std::atomic<int> simulations{0};
    bool pondering = false;
};

namespace {

constexpr uint32_t PRIOR_VISITS = 10;

// Virtual experience for a new child from cheap features of its move.
void setPriors(Node& child, const Board& board, Color c, Point p, Point last, bool opening) {
    uint32_t visits = PRIOR_VISITS, wins = PRIOR_VISITS / 2;
    const auto add = [&](uint32_t v, uint32_t w) {
        visits += v;
        wins += w;
    };
    if (p == PASS) {
        child.visits = PRIOR_VISITS * 2;
        child.priorVisits = PRIOR_VISITS * 2;
        child.wins = 1;
        child.priorWins = 1;
        return;
    }
    const int s = board.stride();
    const bool selfAtari = board.isSelfAtari(c, p);  // false for a capture
    if (board.capturesAny(c, p))
        add(10, 10);
    else if (selfAtari)
        add(10, 0);
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (!selfAtari && board.at(n) == c && board.liberties(n) == 1) {
            add(10, 8);  // saves a chain in atari
            break;
        }
    if (isGoodPatternMove(board, p, c)) add(10, 7);
    if (last != PASS) {
        const int size = board.size();
        const int dx = std::abs(xOf(size, p) - xOf(size, last));
        const int dy = std::abs(yOf(size, p) - yOf(size, last));
        if (std::max(dx, dy) <= 2) add(10, 6);
    }
    if (opening) {
        const int size = board.size();
        const int x = xOf(size, p), y = yOf(size, p);
        const int line = std::min({x, y, size - 1 - x, size - 1 - y});
        if (line == 0)
            add(10, 1);
        else if (line == 1)
            add(10, 3);
        else if (line <= 3)
            add(10, 6);
    }
    child.visits = visits;
    child.priorVisits = static_cast<uint16_t>(visits);
    child.wins = wins;
    child.priorWins = static_cast<uint16_t>(wins);
}

// Every empty region touches one colour only: nothing is left to contest under area scoring.
bool noDame(const Board& board) {
    const AreaCount area = countArea(board);
    return area.shared == 0;
}

}  // namespace

MctsPlayer::MctsPlayer(const MctsOptions& options) : options_(options) {}

size_t MctsPlayer::poolCapacity() const {
    return std::max<size_t>(1024, options_.maxTreeBytes / 2 / sizeof(Node));
}

void MctsPlayer::ensurePools() {
    // Made at the first search, not at start-up: an engine that only answers administrative
    // commands (GUIs attaching, regression files) never touches the tree's memory.
    if (pools_[0]) return;
    pools_[0] = std::make_unique<NodePool>(poolCapacity());
    pools_[1] = std::make_unique<NodePool>(poolCapacity());
}

MctsPlayer::~MctsPlayer() {
    stopPondering();
}

std::string MctsPlayer::describe() const {
    return "Monte-Carlo tree search (UCT + RAVE, priors, heavy playouts), " +
           std::to_string(options_.threads) + " thread(s), tree cap " +
           std::to_string(options_.maxTreeBytes >> 20) + " MiB";
}

void MctsPlayer::prepareRoot(const GameHistory& game, Color color, Context& ctx) {
    ensurePools();
    ctx.game = game;
    ctx.rootBoard = game.board();
    ctx.rootColor = color;
    const auto& moves = game.moves();
    ctx.rootLast = moves.empty() ? PASS : moves.back().point;
    ctx.opponentPassed = !moves.empty() && moves.back().point == PASS;
    const int size = ctx.rootBoard.size();
    const int area = size * size;
    ctx.maxPlayoutMoves = 3 * area;
    ctx.whiteBonusHalfPoints =
        game.rules().komiHalfPoints + 2 * game.rules().handicapBonusPoints(game.handicap());
    if (game.handicap() >= 2) {  // dynamic komi: fade out an imaginary handicap compensation
        const double fade = std::max(0.0, 1.0 - static_cast<double>(moves.size()) / (0.4 * area));
        ctx.whiteBonusHalfPoints += static_cast<int>(14 * game.handicap() * fade);
    }
    ctx.allowRootPass = ctx.opponentPassed || noDame(ctx.rootBoard);

    // Tree reuse: follow the moves played since the last search down the old tree.
    uint32_t node = 0;
    if (root_ != 0 && rootSize_ == size && rootFirstHash_ == game.initialBoard().hash() &&
        moves.size() >= rootMoves_.size() && moves.size() - rootMoves_.size() <= 4 &&
        std::equal(rootMoves_.begin(), rootMoves_.end(), moves.begin())) {
        node = root_;
        Color expected = rootColor_;
        for (size_t i = rootMoves_.size(); i < moves.size() && node != 0; ++i) {
            const Node& n = (*pools_[active_])[node];
            uint32_t next = 0;
            if (moves[i].color == expected && n.state.load() == Node::EXPANDED)
                for (uint16_t k = 0; k < n.childCount; ++k)
                    if ((*pools_[active_])[n.firstChild + k].move == moves[i].point)
                        next = n.firstChild + k;
            node = next;
            expected = opponent(expected);
        }
        if (expected != color) node = 0;
    }
    if (node != 0) {
        root_ = copySubtree(*pools_[active_], node, *pools_[1 - active_]);
        active_ = 1 - active_;
        // Children made deeper in the tree knew simple ko only: drop a root that holds a
        // superko-illegal move.
        const Node& r = (*pools_[active_])[root_];
        for (uint16_t k = 0; k < r.childCount && node != 0; ++k) {
            const Point m = (*pools_[active_])[r.firstChild + k].move;
            if (m != PASS && !game.isLegal(color, m)) node = 0;
        }
    }
    report_ = {};
    report_.reusedTree = node != 0;
    if (node == 0) {
        pools_[active_]->clear();
        root_ = pools_[active_]->allocate(1);
    }
    rootMoves_ = moves;
    rootColor_ = color;
    rootFirstHash_ = game.initialBoard().hash();
    rootSize_ = size;
    ctx.pool = pools_[active_].get();
    ctx.root = root_;
    ctx.stop = false;
    ctx.simulations = 0;
    Node& r = (*ctx.pool)[ctx.root];
    if (r.state.load() != Node::EXPANDED)
        expand(ctx, ctx.root, ctx.rootBoard, color, ctx.rootLast, true);
}

bool MctsPlayer::expand(Context& ctx, uint32_t index, const Board& board, Color toMove,
                        Point lastMove, bool atRoot) {
    Node& node = (*ctx.pool)[index];
    uint8_t expected = Node::LEAF;
    if (!node.state.compare_exchange_strong(expected, Node::EXPANDING)) return false;
    Point moves[MAX_ARRAY_SIZE];
    int count = 0;
    for (int i = 0; i < board.emptyCount(); ++i) {
        const Point p = board.emptyAt(i);
        if (board.isEyeLike(toMove, p)) continue;
        if (atRoot ? ctx.game.isLegal(toMove, p) : board.isLegal(toMove, p)) moves[count++] = p;
    }
    if (!atRoot || ctx.allowRootPass || count == 0) moves[count++] = PASS;
    const uint32_t first = ctx.pool->allocate(static_cast<uint32_t>(count));
    if (first == 0) {
        node.state = Node::LEAF;  // the tree is full: stays a leaf
        return false;
    }
    const bool opening = board.emptyCount() > board.size() * board.size() * 3 / 5;
    for (int i = 0; i < count; ++i) {
        Node& child = (*ctx.pool)[first + i];
        child.move = static_cast<uint16_t>(moves[i]);
        setPriors(child, board, toMove, moves[i], lastMove, opening);
    }
    node.firstChild = first;
    node.childCount = static_cast<uint16_t>(count);
    node.state.store(Node::EXPANDED, std::memory_order_release);
    return true;
}

uint32_t MctsPlayer::selectChild(const Context& ctx, uint32_t index) const {
    const NodePool& pool = *ctx.pool;
    const Node& node = pool[index];
    const double logParent = std::log(static_cast<double>(node.visits.load()) + 1);
    double bestValue = -1;
    uint32_t best = 0;
    for (uint16_t k = 0; k < node.childCount; ++k) {
        const uint32_t ci = node.firstChild + k;
        const Node& c = pool[ci];
        if (index == ctx.root && c.move == PASS && !ctx.allowRootPass) continue;
        const double n = std::max(1u, c.visits.load(std::memory_order_relaxed));
        const double q = c.wins.load(std::memory_order_relaxed) / n;
        const double rn = c.raveVisits.load(std::memory_order_relaxed);
        double value = q;
        if (rn > 0) {
            const double beta = rn / (rn + n + rn * n / options_.raveEquivalence);
            value = (1 - beta) * q + beta * (c.raveWins.load(std::memory_order_relaxed) / rn);
        }
        value += options_.exploration * std::sqrt(logParent / n);
        if (value > bestValue) {
            bestValue = value;
            best = ci;
        }
    }
    return best;
}

void MctsPlayer::simulate(Context& ctx, Random& random, std::vector<Move>& sequence,
                          std::vector<uint32_t>& path) {
    NodePool& pool = *ctx.pool;
    Board board = ctx.rootBoard;
    Color toMove = ctx.rootColor;
    Point last = ctx.rootLast;
    int passes = ctx.opponentPassed ? 1 : 0;
    sequence.clear();
    path.assign(1, ctx.root);
    pool[ctx.root].visits.fetch_add(1, std::memory_order_relaxed);
    uint32_t index = ctx.root;
    bool terminal = false;
    while (true) {
        Node& node = pool[index];
        if (node.state.load(std::memory_order_acquire) != Node::EXPANDED) {
            const bool ready = node.realVisits() >= static_cast<uint32_t>(options_.expandVisits);
            if (!ready || !expand(ctx, index, board, toMove, last, index == ctx.root)) break;
        }
        const uint32_t child = selectChild(ctx, index);
        if (child == 0) break;
        pool[child].visits.fetch_add(1, std::memory_order_relaxed);  // virtual loss
        const Point m = pool[child].move;
        board.play(toMove, m);
        sequence.push_back({toMove, m});
        path.push_back(child);
        index = child;
        passes = m == PASS ? passes + 1 : 0;
        last = m;
        toMove = opponent(toMove);
        if (passes >= 2) {
            terminal = true;
            break;
        }
    }
    int difference;
    if (terminal) {  // both passed: counted as it stands, every stone alive (CGOS's count)
        const AreaCount area = countArea(board);
        difference = area.black - area.white;
    } else {
        difference = runHeavyPlayout(board, toMove, last, random, ctx.maxPlayoutMoves, &sequence);
    }
    backUp(ctx, path, sequence, 2 * difference > ctx.whiteBonusHalfPoints);
    ctx.simulations.fetch_add(1, std::memory_order_relaxed);
}

void MctsPlayer::backUp(Context& ctx, const std::vector<uint32_t>& path,
                        const std::vector<Move>& sequence, bool blackWon) {
    NodePool& pool = *ctx.pool;
    for (size_t i = 1; i < path.size(); ++i)
        if ((sequence[i - 1].color == Color::BLACK) == blackWon)
            pool[path[i]].wins.fetch_add(1, std::memory_order_relaxed);
    // AMAF: a child of path[j] is credited when its move was played first, from depth j on, by
    // the player to move at path[j].
    thread_local std::vector<Color> firstMover(MAX_ARRAY_SIZE, Color::EMPTY);
    for (size_t j = sequence.size(); j-- > 0;) {
        if (sequence[j].point != PASS) firstMover[sequence[j].point] = sequence[j].color;
        if (j >= path.size()) continue;
        const Node& node = pool[path[j]];
        if (node.state.load(std::memory_order_acquire) != Node::EXPANDED) continue;
        const Color mover = sequence[j].color;
        const bool moverWon = (mover == Color::BLACK) == blackWon;
        for (uint16_t k = 0; k < node.childCount; ++k) {
            Node& child = pool[node.firstChild + k];
            if (child.move == PASS || firstMover[child.move] != mover) continue;
            child.raveVisits.fetch_add(1, std::memory_order_relaxed);
            if (moverWon) child.raveWins.fetch_add(1, std::memory_order_relaxed);
        }
    }
    for (const Move& m : sequence) firstMover[m.point] = Color::EMPTY;
}

void MctsPlayer::runSearch(Context& ctx, const SearchBudget& budget) {
    // A playout count rules when given; otherwise the clock (with none set, the default move
    // time); without a clock to read, a default number of simulations.
    TimeAllocation allocation = budget.stop.allocation;
    const bool timed = budget.playouts == 0 && budget.clock != nullptr;
    const int playouts = budget.playouts > 0 ? budget.playouts : (timed ? 0 : 10000);
    if (allocation.unlimited)
        allocation = {options_.defaultMoveSeconds, options_.defaultMoveSeconds, false};
    const StopRule rule{allocation};
    const uint64_t seedBase = options_.seed * 1000003 + searchCount_++ * 7919;
    auto worker = [&](int t) {
        Random random(seedBase + static_cast<uint64_t>(t));
        std::vector<Move> sequence;
        std::vector<uint32_t> path;
        sequence.reserve(1024);
        for (int n = 0; !ctx.stop.load(std::memory_order_relaxed); ++n) {
            if (playouts > 0 && ctx.simulations.load() >= playouts) break;
            simulate(ctx, random, sequence, path);
            if (t != 0 || (n & 31) != 31 || ctx.pondering) continue;
            // Thread 0 watches the clock and whether the best move can still change.
            const Node& r = (*ctx.pool)[ctx.root];
            uint32_t first = 0, second = 0, mostVisited = 0;
            for (uint16_t k = 0; k < r.childCount; ++k) {
                const uint32_t v = (*ctx.pool)[r.firstChild + k].visits.load();
                if (v > first)
                    second = first, first = v, mostVisited = r.firstChild + k;
                else if (v > second)
                    second = v;
            }
            // Unstable: a well-visited move has a better win rate than the most visited one.
            bool unstable = false;
            for (uint16_t k = 0; k < r.childCount && mostVisited != 0; ++k) {
                const Node& c = (*ctx.pool)[r.firstChild + k];
                if (c.visits.load() * 2 >= first &&
                    c.winRate() > (*ctx.pool)[mostVisited].winRate() + 0.02)
                    unstable = true;
            }
            const double elapsed = budget.clock ? budget.clock->now() - budget.startTime : 0;
            const int done = ctx.simulations.load();
            double remaining = playouts > 0 ? playouts - done : 1e18;
            if (timed && elapsed > 0.05)
                remaining = std::min(remaining, done / elapsed * (allocation.maximum - elapsed));
            const bool settled = first - second > remaining;
            const bool stop = timed ? rule.shouldStop(elapsed, unstable, settled) : settled;
            if (stop) {
                report_.stoppedEarly = settled;
                ctx.stop = true;
            }
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < options_.threads; ++t) helpers.emplace_back(worker, t);
    worker(0);
    ctx.stop = true;
    for (auto& h : helpers) h.join();
}

MoveChoice MctsPlayer::chooseMove(const GameHistory& game, Color color,
                                  const SearchBudget& budget) {
    stopPondering();
    Context ctx;
    prepareRoot(game, color, ctx);
    const int size = ctx.rootBoard.size();
    // The game is over for us when the count as it stands wins and either the opponent passed
    // or nothing is left to contest (no dame, both colours on a board at least half full).
    const Board& b = ctx.rootBoard;
    const bool settledBoard = noDame(b) && b.stoneCount(Color::BLACK) > 0 &&
                              b.stoneCount(Color::WHITE) > 0 && 2 * b.emptyCount() < size * size;
    // In KGS's cleanup phase, dead opponent stones must be captured before passing.
    bool deadOpponentStones = false;
    if (budget.cleanup) {
        Random random(options_.seed + game.moves().size());
        for (const Point p : estimateStatus(b, color, 300, random).dead)
            deadOpponentStones |= b.at(p) == opponent(color);
        if (deadOpponentStones) ctx.allowRootPass = false;
    }
    if ((ctx.opponentPassed || settledBoard) && !deadOpponentStones) {
        const bool blackWins = scoreGame(b, game.rules(), game.handicap()).marginHalfPoints > 0;
        if (blackWins == (color == Color::BLACK)) return {PASS, false};
    }
    const double start = budget.clock ? budget.clock->now() : 0;
    runSearch(ctx, budget);
    const Node& r = (*ctx.pool)[ctx.root];
    uint32_t best = 0;
    for (uint16_t k = 0; k < r.childCount; ++k) {
        const uint32_t ci = r.firstChild + k;
        const Node& c = (*ctx.pool)[ci];
        if (c.move == PASS && !ctx.allowRootPass) continue;
        if (best == 0 || c.visits > (*ctx.pool)[best].visits) best = ci;
    }
    report_.simulations = ctx.simulations.load();
    report_.seconds = budget.clock ? budget.clock->now() - start : 0;
    report_.treeNodes = ctx.pool->used();
    if (best == 0) return {PASS, false};
    const Node& chosen = (*ctx.pool)[best];
    report_.bestMove = chosen.move;
    report_.rootWinRate = chosen.realWinRate();
    spdlog::info("{} {}: {} simulations in {:.2f} s, win rate {:.3f}, tree {} nodes{}{}",
                 colorName(color), formatVertex(chosen.move, size), report_.simulations,
                 report_.seconds, report_.rootWinRate, report_.treeNodes,
                 report_.reusedTree ? ", reused" : "", report_.stoppedEarly ? ", settled" : "");
    const bool pastOpening = game.moves().size() > static_cast<size_t>(size * size / 4);
    if (game.moves().size() < lastMoveCount_) previousWinRate_ = 1;  // a new game
    lastMoveCount_ = game.moves().size();
    const bool losing = report_.rootWinRate < options_.resignThreshold &&
                        previousWinRate_ < options_.resignThreshold;
    previousWinRate_ = report_.rootWinRate;
    if (options_.allowResign && pastOpening && losing) return {PASS, true};
    return {chosen.move, false};
}

void MctsPlayer::startPondering(const GameHistory& game) {
    stopPondering();
    ponderContext_ = std::make_unique<Context>();
    ponderContext_->pondering = true;
    prepareRoot(game, game.toMove(), *ponderContext_);
    ponderThread_ = std::thread([this] {
        SearchBudget unlimited;
        unlimited.stop.allocation.unlimited = true;
        unlimited.playouts = 1 << 30;
        runSearch(*ponderContext_, unlimited);
    });
}

void MctsPlayer::stopPondering() {
    if (!ponderThread_.joinable()) return;
    ponderContext_->stop = true;
    ponderThread_.join();
    ponderContext_.reset();
}

std::vector<std::pair<Point, uint32_t>> MctsPlayer::rootChildVisits() const {
    std::vector<std::pair<Point, uint32_t>> out;
    if (root_ == 0) return out;
    const NodePool& pool = *pools_[active_];
    const Node& r = pool[root_];
    for (uint16_t k = 0; k < r.childCount; ++k)
        out.emplace_back(pool[r.firstChild + k].move, pool[r.firstChild + k].visits.load());
    return out;
}

// For tests.
const NodePool& MctsPlayer::treePoolForTests() const {
    return *pools_[active_];
}
uint32_t MctsPlayer::treeRootForTests() const {
    return root_;
}

}  // namespace tianyuan
