// The search tree: nodes with atomic statistics in a fixed-capacity pool, so that several
// threads share one tree and the tree can never outgrow its memory cap. The pool's memory is
// reserved, not touched, up front: pages are only used as nodes are handed out.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "types.h"

namespace tianyuan {

// AMAF statistics: weighted visits and wins in half wins (a win 2, a draw 1), packed in one word
// so that a reader always sees the two of the same updates. Threads add to it with a relaxed load
// and store, no locked instruction: the children of every node on a simulation's path are
// credited, and a locked add on each of them, on cache lines the other threads write too, cost
// two threads a quarter of their time. An add that races with another thread's may be lost, as
// in Fuego's and Pachi's lock-free trees: a few lost simulations, never a visit without its win.
class RaveStats {
  public:
    struct Value {
        uint32_t visits = 0;
        uint32_t halfWins = 0;
        // 0.5 before any visit.
        double winRate() const { return visits ? 0.5 * halfWins / visits : 0.5; }
    };
    Value load() const { return unpack(packed_.load(std::memory_order_relaxed)); }
    void store(Value v) { packed_.store(pack(v), std::memory_order_relaxed); }
    // Adds `weight` visits and `halfWins` (at most 2 x weight); both halve first when the visits
    // would pass 2^31, so that neither field ever overflows (the visits rounded up, so that the
    // half wins stay at most twice the visits).
    void add(uint32_t weight, uint32_t halfWins) {
        Value v = load();
        if (v.visits >= (1u << 31) - weight) v = {(v.visits + 1) / 2, v.halfWins / 2};
        store({v.visits + weight, v.halfWins + halfWins});
    }

  private:
    static uint64_t pack(Value v) { return uint64_t{v.visits} << 32 | v.halfWins; }
    static Value unpack(uint64_t p) {
        return {static_cast<uint32_t>(p >> 32), static_cast<uint32_t>(p)};
    }
    std::atomic<uint64_t> packed_{0};
};

// Statistics of the move that leads into this node, from the view of the player who made it.
// `visits` counts a descent as soon as it starts (virtual loss); `wins` (a win counts 1, a draw
// 0.5) is added when the simulation's result is known. Priors are virtual visits and wins given
// at expansion.
struct Node {
    std::atomic<uint32_t> visits{0};
    std::atomic<double> wins{0};
    RaveStats rave;
    std::atomic<uint32_t> firstChild{0};  // pool index of the first child; 0: none
    std::atomic<uint16_t> childCount{0};
    std::atomic<uint8_t> state{0};  // LEAF, EXPANDING or EXPANDED
    bool withoutRave = false;       // selection ignores the AMAF statistics (MovePrior)
    uint16_t move = 0;              // a Point, PASS for a pass
    uint16_t priorVisits = 0;       // the virtual visits of the priors, part of `visits`
    float priorWins = 0;            // the virtual wins of the priors, part of `wins`
    float probability = 0;          // the evaluator's policy share of this move (for analysis)

    static constexpr uint8_t LEAF = 0, EXPANDING = 1, EXPANDED = 2;

    // Visits by real simulations (virtual losses of running ones included).
    uint32_t realVisits() const { return visits.load(std::memory_order_relaxed) - priorVisits; }
    // Win rate of real simulations only (0.5 before any).
    double realWinRate() const {
        const uint32_t v = realVisits();
        return v ? (wins.load(std::memory_order_relaxed) - priorWins) / v : 0.5;
    }
    double winRate() const {
        const uint32_t v = visits.load(std::memory_order_relaxed);
        return v ? wins.load(std::memory_order_relaxed) / v : 0.5;
    }
};

class NodePool {
  public:
    // Room for `capacity` nodes; index 0 is reserved as "none". The memory is reserved, and a
    // node is only written (so its page only used) when it is handed out.
    explicit NodePool(size_t capacity);
    ~NodePool();
    NodePool(const NodePool&) = delete;
    NodePool& operator=(const NodePool&) = delete;

    Node& operator[](uint32_t index) { return nodes_[index]; }
    const Node& operator[](uint32_t index) const { return nodes_[index]; }
    // Reserves `count` consecutive fresh nodes; 0 when the pool is full (the caller stays a
    // leaf).
    uint32_t allocate(uint32_t count);
    // Forgets every node (they are made fresh again as they are handed out) and gives their
    // pages back to the system, so that resident memory follows the tree's real size: the
    // largest tree of a long session (an analysis left running) is not kept for good.
    void clear();
    size_t used() const { return used_.load(); }
    size_t capacity() const { return capacity_; }

  private:
    size_t capacity_;
    Node* nodes_;  // reserved address space for capacity_ nodes, constructed when handed out
    std::atomic<size_t> used_{1};
};

// Copies the subtree under `from[root]` into `to` (cleared first), breadth first, as far as
// `to` has room; nodes whose children do not fit become leaves. Returns the new root's index.
uint32_t copySubtree(const NodePool& from, uint32_t root, NodePool& to);

// The real visits of a node's children, summed (0 when it is not expanded).
uint64_t sumOfChildRealVisits(const NodePool& pool, const Node& node);

// "" when every node under `root` is consistent while no search runs: wins within visits,
// priors within visits, RAVE wins within RAVE visits, no node left EXPANDING, children inside
// the used part of the pool and reached once, a node's children never really visited more often
// than the node itself (each descent through a node visits at most one child), and a child's
// RAVE visits (credited only while its parent is on the path, at most `raveWeightMax` each time)
// within that many times the parent's real visits. Otherwise the first problem found. `nodes`
// receives the number of nodes reached.
std::string treeProblem(const NodePool& pool, uint32_t root, size_t* nodes = nullptr,
                        uint32_t raveWeightMax = 1);

}  // namespace tianyuan
