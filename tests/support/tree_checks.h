// Consistency checks of a search tree, shared by the node-pool and the search tests.
#pragma once

#include <cstdint>
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

// sumOfChildRealVisits and treeProblem, the tree's consistency checks, are in search_tree.h
// (the search runs treeProblem itself after every run in debug and sanitizer builds).

}  // namespace tianyuan::test
