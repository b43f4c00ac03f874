// Counting what a playout policy plays over many seeds, for the policy tests.
#pragma once

#include <map>

#include "playout_policy.h"

namespace tianyuan::test {

// How often the heavy policy picks each point over seeds 1..trials.
inline std::map<Point, int> moveCounts(const Board& board, Color c, Point last, int trials,
                                       const HeavyPolicyParams& params = {},
                                       Point lastButOne = PASS) {
    std::map<Point, int> counts;
    HeavyPlayoutPolicy policy(params);
    Board scratch = board;  // the policy reads on it and leaves it as it was
    for (int seed = 1; seed <= trials; ++seed) {
        Random random(static_cast<uint64_t>(seed));
        ++counts[policy.chooseMove(scratch, c, last, lastButOne, random)];
    }
    return counts;
}

inline int countOf(const std::map<Point, int>& counts, Point p) {
    return counts.count(p) ? counts.at(p) : 0;
}

}  // namespace tianyuan::test
