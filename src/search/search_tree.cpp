#include "search_tree.h"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <new>
#include <utility>
#include <vector>

namespace tianyuan {

// The pool is an anonymous private mapping: the kernel hands out a page of it only when it is
// first written, so a large cap costs nothing until the tree grows (the first genmove is not
// slowed by zeroing the whole cap, and the resident memory follows the tree's real size).
NodePool::NodePool(size_t capacity) : capacity_(std::max<size_t>(capacity, 2)) {
    void* memory = mmap(nullptr, capacity_ * sizeof(Node), PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED) throw std::bad_alloc();
    nodes_ = static_cast<Node*>(memory);
    new (&nodes_[0]) Node();  // index 0 ("none") is never handed out but may be read
}

NodePool::~NodePool() {
    munmap(nodes_, capacity_ * sizeof(Node));  // Node is trivially destructible
}

void NodePool::clear() {
    const size_t used = used_.exchange(1);
    // Whole pages after node 0 (which stays as it is); they come back zero-filled, which is what
    // a fresh Node is, when the tree grows into them again.
    const auto page = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
    const uintptr_t begin = (reinterpret_cast<uintptr_t>(&nodes_[1]) + page - 1) / page * page;
    const uintptr_t end = reinterpret_cast<uintptr_t>(&nodes_[used]) / page * page;
    if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED);
}

uint32_t NodePool::allocate(uint32_t count) {
    // A compare-and-swap loop, not fetch_add then fetch_sub on refusal: a refused request's
    // late fetch_sub could take back nodes another thread had been given meanwhile, and the
    // next allocation would hand them out twice.
    size_t first = used_.load();
    do {
        if (first + count > capacity_) return 0;
    } while (!used_.compare_exchange_weak(first, first + count));
    for (size_t i = first; i < first + count; ++i) new (&nodes_[i]) Node();
    return static_cast<uint32_t>(first);
}

namespace {

void copyStats(const Node& from, Node& to) {
    to.visits = from.visits.load();
    to.wins = from.wins.load();
    to.rave.store(from.rave.load());
    to.move = from.move;
    to.priorVisits = from.priorVisits;
    to.priorWins = from.priorWins;
    to.probability = from.probability;
    to.withoutRave = from.withoutRave;
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

uint64_t sumOfChildRealVisits(const NodePool& pool, const Node& node) {
    uint64_t sum = 0;
    if (node.state.load() != Node::EXPANDED) return 0;
    for (uint16_t k = 0; k < node.childCount; ++k) sum += pool[node.firstChild + k].realVisits();
    return sum;
}

std::string treeProblem(const NodePool& pool, uint32_t root, size_t* nodes,
                        uint32_t raveWeightMax) {
    std::vector<uint32_t> stack = {root};
    size_t count = 0;
    while (!stack.empty()) {
        const uint32_t i = stack.back();
        stack.pop_back();
        ++count;
        if (count > pool.used()) return "more nodes reached than allocated (shared children?)";
        const Node& n = pool[i];
        const std::string at = "node " + std::to_string(i) + ": ";
        if (n.wins.load() > n.visits.load()) return at + "wins > visits";
        if (n.priorVisits > n.visits.load()) return at + "priorVisits > visits";
        if (const RaveStats::Value r = n.rave.load(); r.halfWins > 2 * uint64_t{r.visits})
            return at + "RAVE wins > RAVE visits";
        if (n.state.load() == Node::EXPANDING) return at + "left EXPANDING";
        if (n.state.load() != Node::EXPANDED) continue;
        if (n.childCount == 0) return at + "expanded without children";
        if (n.firstChild == 0 || n.firstChild + n.childCount > pool.used())
            return at + "children outside the used pool";
        if (sumOfChildRealVisits(pool, n) > n.realVisits())
            return at + "children visited more than the node";
        for (uint16_t k = 0; k < n.childCount; ++k) {
            const Node& c = pool[n.firstChild + k];
            if (c.rave.load().visits > uint64_t{raveWeightMax} * n.realVisits())
                return at + "child RAVE visits > the node's real visits times the largest weight";
            stack.push_back(n.firstChild + k);
        }
    }
    if (nodes) *nodes = count;
    return "";
}

}  // namespace tianyuan
