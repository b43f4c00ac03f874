// The search tree: nodes with atomic statistics in a fixed-capacity pool, so that several
// threads share one tree and the tree can never outgrow its memory cap. The pool's memory is
// reserved, not touched, up front: pages are only used as nodes are handed out.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "types.h"

namespace tianyuan {

// Statistics of the move that leads into this node, from the view of the player who made it.
// `visits` counts a descent as soon as it starts (virtual loss); `wins` (a win counts 1, a draw
// 0.5) is added when the simulation's result is known. Priors are virtual visits and wins given
// at expansion.
struct Node {
    std::atomic<uint32_t> visits{0};
    std::atomic<double> wins{0};
    std::atomic<uint32_t> raveVisits{0};
    std::atomic<double> raveWins{0};
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
