// Resources over a long session (issue 13): the search tree's memory follows the tree's real
// size, so that the largest tree of a session (an analysis left running) is not kept for good.
#include <doctest/doctest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <vector>

#include "search_tree.h"

using namespace tianyuan;

namespace {

// How many of the pages wholly inside nodes [first, last) of the pool are resident (mincore):
// the pool's own pages, whatever else the process (or a sanitizer's runtime) does meanwhile.
size_t residentPages(const NodePool& pool, uint32_t first, uint32_t last) {
    const auto page = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
    const uintptr_t begin = (reinterpret_cast<uintptr_t>(&pool[first]) + page - 1) / page * page;
    const uintptr_t end = reinterpret_cast<uintptr_t>(&pool[last]) / page * page;
    std::vector<unsigned char> resident((end - begin) / page);
    REQUIRE(mincore(reinterpret_cast<void*>(begin), end - begin, resident.data()) == 0);
    size_t count = 0;
    for (unsigned char r : resident) count += r & 1;
    return count;
}

}  // namespace

TEST_CASE("NodePool::clear gives the pages of the old tree back to the system") {
    const size_t nodes = (64u << 20) / sizeof(Node);  // 64 MiB
    const size_t pages = (64u << 20) / static_cast<size_t>(sysconf(_SC_PAGESIZE));
    NodePool pool(nodes + 1);
    const auto last = static_cast<uint32_t>(nodes);
    CHECK(residentPages(pool, 1, last) == 0);  // reserved, not yet used
    REQUIRE(pool.allocate(static_cast<uint32_t>(nodes)) == 1);
    for (uint32_t i = 1; i <= nodes; ++i) pool[i].visits = i;  // every page written
    CHECK(residentPages(pool, 1, last) > pages * 9 / 10);
    pool.clear();
    CHECK(residentPages(pool, 1, last) == 0);
    // Handed out again, the nodes are fresh.
    const uint32_t first = pool.allocate(1000);
    REQUIRE(first == 1);
    CHECK(pool[first + 999].visits.load() == 0);
    CHECK(pool[0].visits.load() == 0);
}
