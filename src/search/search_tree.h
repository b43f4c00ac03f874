// The search tree: nodes with atomic statistics in a fixed-capacity pool, so that several
// threads share one tree and the tree can never outgrow its memory cap.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "types.h"

namespace tianyuan {

// Statistics of the move that leads into this node, from the view of the player who made it.
// `visits` counts a descent as soon as it starts (virtual loss); `wins` is added when the
// simulation's result is known. Priors are virtual visits and wins given at expansion.
struct Node {
    std::atomic<uint32_t> visits{0};
    std::atomic<uint32_t> wins{0};
    std::atomic<uint32_t> raveVisits{0};
    std::atomic<uint32_t> raveWins{0};
    std::atomic<uint32_t> firstChild{0};  // pool index of the first child; 0: none
    std::atomic<uint16_t> childCount{0};
    std::atomic<uint8_t> state{0};  // LEAF, EXPANDING or EXPANDED
    uint16_t move = 0;              // a Point, PASS for a pass
    uint16_t priorVisits = 0;       // the virtual visits of the priors, part of `visits`
    uint16_t priorWins = 0;         // the virtual wins of the priors, part of `wins`

    static constexpr uint8_t LEAF = 0, EXPANDING = 1, EXPANDED = 2;

    // Visits by real simulations (virtual losses of running ones included).
    uint32_t realVisits() const { return visits.load(std::memory_order_relaxed) - priorVisits; }
    // Win rate of real simulations only (0.5 before any).
    double realWinRate() const {
        const uint32_t v = realVisits();
        return v ? static_cast<double>(wins.load(std::memory_order_relaxed) - priorWins) / v : 0.5;
    }
    double winRate() const {
        const uint32_t v = visits.load(std::memory_order_relaxed);
        return v ? static_cast<double>(wins.load(std::memory_order_relaxed)) / v : 0.5;
    }
};

class NodePool {
  public:
    // Room for `capacity` nodes; index 0 is reserved as "none".
    explicit NodePool(size_t capacity);
    Node& operator[](uint32_t index) { return nodes_[index]; }
    const Node& operator[](uint32_t index) const { return nodes_[index]; }
    // Reserves `count` consecutive nodes; 0 when the pool is full (the caller stays a leaf).
    uint32_t allocate(uint32_t count);
    // Forgets every node (they are reset as they are allocated again).
    void clear() { used_.store(1); }
    size_t used() const { return used_.load(); }
    size_t capacity() const { return capacity_; }

  private:
    size_t capacity_;
    std::unique_ptr<Node[]> nodes_;
    std::atomic<size_t> used_{1};
};

// Copies the subtree under `from[root]` into `to` (cleared first), breadth first, as far as
// `to` has room; nodes whose children do not fit become leaves. Returns the new root's index.
uint32_t copySubtree(const NodePool& from, uint32_t root, NodePool& to);

}  // namespace tianyuan
