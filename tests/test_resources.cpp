// Resources over a long session (issue 13): the search tree's memory follows the tree's real
// size, so that the largest tree of a session (an analysis left running) is not kept for good.
#include <doctest/doctest.h>

#include <fstream>

#include "search_tree.h"

using namespace tianyuan;

namespace {

// Resident memory of this process in KiB (/proc/self/statm: pages).
long residentKiB() {
    std::ifstream statm("/proc/self/statm");
    long size = 0, resident = 0;
    statm >> size >> resident;
    return resident * 4;
}

}  // namespace

TEST_CASE("NodePool::clear gives the pages of the old tree back to the system") {
    const size_t nodes = (64u << 20) / sizeof(Node);  // 64 MiB
    NodePool pool(nodes + 1);
    const long before = residentKiB();
    REQUIRE(pool.allocate(static_cast<uint32_t>(nodes)) == 1);
    for (uint32_t i = 1; i <= nodes; ++i) pool[i].visits = i;  // every page written
    const long full = residentKiB();
    CHECK(full - before > 60 * 1024);
    pool.clear();
    CHECK(residentKiB() - before < 4 * 1024);
    // Handed out again, the nodes are fresh.
    const uint32_t first = pool.allocate(1000);
    REQUIRE(first == 1);
    CHECK(pool[first + 999].visits.load() == 0);
    CHECK(pool[0].visits.load() == 0);
}
