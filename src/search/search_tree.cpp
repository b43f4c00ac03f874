#include "search_tree.h"

#include <algorithm>
#include <deque>
#include <utility>

namespace tianyuan {

NodePool::NodePool(size_t capacity)
    : capacity_(std::max<size_t>(capacity, 2)), nodes_(new Node[capacity_]) {}

uint32_t NodePool::allocate(uint32_t count) {
    // A compare-and-swap loop, not fetch_add then fetch_sub on refusal: a refused request's
    // late fetch_sub could take back nodes another thread had been given meanwhile, and the
    // next allocation would hand them out twice.
    size_t first = used_.load();
    do {
        if (first + count > capacity_) return 0;
    } while (!used_.compare_exchange_weak(first, first + count));
    for (size_t i = first; i < first + count; ++i) {
        Node& n = nodes_[i];
        n.visits = 0;
        n.wins = 0;
        n.raveVisits = 0;
        n.raveWins = 0;
        n.firstChild = 0;
        n.childCount = 0;
        n.state = Node::LEAF;
        n.move = 0;
        n.priorVisits = 0;
        n.priorWins = 0;
    }
    return static_cast<uint32_t>(first);
}

namespace {

void copyStats(const Node& from, Node& to) {
    to.visits = from.visits.load();
    to.wins = from.wins.load();
    to.raveVisits = from.raveVisits.load();
    to.raveWins = from.raveWins.load();
    to.move = from.move;
    to.priorVisits = from.priorVisits;
    to.priorWins = from.priorWins;
}

}  // namespace

uint32_t copySubtree(const NodePool& from, uint32_t root, NodePool& to) {
    to.clear();
    const uint32_t newRoot = to.allocate(1);
    copyStats(from[root], to[newRoot]);
    std::deque<std::pair<uint32_t, uint32_t>> queue = {{root, newRoot}};
    while (!queue.empty()) {
        const auto [oldIndex, newIndex] = queue.front();
        queue.pop_front();
        const Node& old = from[oldIndex];
        const uint16_t count = old.childCount.load();
        if (old.state.load() != Node::EXPANDED || count == 0) continue;
        const uint32_t children = to.allocate(count);
        if (children == 0) continue;  // no room: stays a leaf
        for (uint16_t i = 0; i < count; ++i) {
            copyStats(from[old.firstChild + i], to[children + i]);
            queue.emplace_back(old.firstChild + i, children + i);
        }
        Node& copy = to[newIndex];
        copy.firstChild = children;
        copy.childCount = count;
        copy.state = Node::EXPANDED;
    }
    return newRoot;
}

}  // namespace tianyuan
