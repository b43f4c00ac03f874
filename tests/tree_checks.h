// Consistency checks of a search tree, shared by the node-pool and the search tests.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "search.h"
#include "search_tree.h"

namespace tianyuan::test {

// The root's children after a search: move and visits (priors included), in tree order.
inline std::vector<std::pair<Point, uint32_t>> rootChildVisits(const Search& search) {
    std::vector<std::pair<Point, uint32_t>> out;
    const NodePool& pool = search.pool();
    const Node& r = pool[search.root()];
    for (uint16_t k = 0; k < r.childCount; ++k)
        out.emplace_back(pool[r.firstChild + k].move, pool[r.firstChild + k].visits.load());
    return out;
}

inline uint64_t sumOfChildRealVisits(const NodePool& pool, const Node& n) {
    uint64_t sum = 0;
    if (n.state.load() != Node::EXPANDED) return 0;
    for (uint16_t k = 0; k < n.childCount; ++k) sum += pool[n.firstChild + k].realVisits();
    return sum;
}

// "" when every node under `root` is consistent once the search has finished: wins within
// visits, priors within visits, RAVE wins within RAVE visits, children inside the used part of
// the pool, a node's children never really visited more often than the node itself, and a
// child's RAVE visits (credited only while its parent is on the path) within the parent's real
// visits. Otherwise the first problem found. `nodes` receives the number of nodes reached.
inline std::string treeProblem(const NodePool& pool, uint32_t root, size_t* nodes = nullptr) {
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
        if (n.raveWins.load() > n.raveVisits.load()) return at + "raveWins > raveVisits";
        if (n.state.load() == Node::EXPANDING) return at + "left EXPANDING";
        if (n.state.load() != Node::EXPANDED) continue;
        if (n.childCount == 0) return at + "expanded without children";
        if (n.firstChild == 0 || n.firstChild + n.childCount > pool.used())
            return at + "children outside the used pool";
        if (sumOfChildRealVisits(pool, n) > n.realVisits())
            return at + "children visited more than the node";
        for (uint16_t k = 0; k < n.childCount; ++k) {
            const Node& c = pool[n.firstChild + k];
            if (c.raveVisits.load() > n.realVisits())
                return at + "child RAVE visits > the node's real visits";
            stack.push_back(n.firstChild + k);
        }
    }
    if (nodes) *nodes = count;
    return "";
}

}  // namespace tianyuan::test
