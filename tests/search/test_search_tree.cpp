// The search tree's storage: the AMAF statistics (packed, halved before they overflow, lossy but
// consistent under threads), the node pool (consecutive fresh nodes, a full pool refusing,
// concurrent allocation without overlap) and copySubtree (statistics, shape, a pool too small).
#include <doctest/doctest.h>

#include <algorithm>
#include <barrier>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

#include "random.h"
#include "search_tree.h"
#include "tree_checks.h"

using namespace tianyuan;
using namespace tianyuan::test;

// ---------------------------------------------------------------------------------------------
// RaveStats.

TEST_CASE("search tree: RAVE statistics add weighted visits and half wins") {
    RaveStats rave;
    CHECK(rave.load().visits == 0);
    CHECK(rave.load().winRate() == 0.5);
    rave.add(1, 2);  // a win
    rave.add(3, 0);  // a loss of weight 3
    rave.add(2, 2);  // a draw of weight 2
    CHECK(rave.load().visits == 6);
    CHECK(rave.load().halfWins == 4);
    CHECK(rave.load().winRate() == doctest::Approx(2.0 / 6));
    // Near 2^31 visits both halve first: neither field overflows, the rate stays.
    const uint32_t big = (1u << 31) - 2;
    rave.store({big, big / 2});  // a win rate of 0.25
    rave.add(4, 8);
    CHECK(rave.load().visits == big / 2 + 4);
    CHECK(rave.load().halfWins == big / 4 + 8);
    CHECK(rave.load().winRate() == doctest::Approx(0.25).epsilon(1e-6));
    // Odd visits, every one a win: the half wins stay at most twice the visits.
    const uint32_t odd = (1u << 31) - 1;
    rave.store({odd, 2 * odd});
    rave.add(1, 2);
    CHECK(rave.load().visits == (1u << 30) + 1);
    CHECK(rave.load().halfWins == odd + 2);
    CHECK(rave.load().winRate() <= 1.0);
}

TEST_CASE("search tree: RAVE adds racing on one node may be lost, never mixed") {
    // Two threads add to the same statistics, one only wins, one only losses: an add may be
    // lost to the other thread's, but visits and wins always come from the same adds (each
    // win adds 2 half wins with its visit).
    constexpr int ADDS = 200000;
    RaveStats rave;
    std::barrier sync(2);
    auto worker = [&](uint32_t halfWins) {
        sync.arrive_and_wait();
        for (int i = 0; i < ADDS; ++i) rave.add(1, halfWins);
    };
    std::thread winner(worker, 2u), loser(worker, 0u);
    winner.join();
    loser.join();
    const RaveStats::Value v = rave.load();
    CHECK(v.visits > 0);
    CHECK(v.visits <= 2u * ADDS);
    CHECK(v.halfWins % 2 == 0);
    CHECK(v.halfWins <= 2 * v.visits);
}

// ---------------------------------------------------------------------------------------------
// NodePool and copySubtree.

TEST_CASE("search tree: the pool hands out consecutive fresh nodes until it is full") {
    NodePool pool(10);  // index 0 reserved: 9 usable nodes
    CHECK(pool.capacity() == 10);
    CHECK(pool.used() == 1);
    const uint32_t a = pool.allocate(4);
    CHECK(a == 1);
    pool[a + 2].visits = 7;
    pool[a + 2].state = Node::EXPANDED;
    const uint32_t b = pool.allocate(5);
    CHECK(b == 5);
    CHECK(pool.used() == 10);
    CHECK(pool.allocate(1) == 0);  // full
    CHECK(pool.used() == 10);      // a refused allocation takes nothing
    pool.clear();
    CHECK(pool.used() == 1);
    const uint32_t c = pool.allocate(9);
    REQUIRE(c == 1);
    // Nodes are reset as they are handed out again.
    CHECK(pool[3].visits.load() == 0);
    CHECK(pool[3].state.load() == Node::LEAF);
    CHECK(pool.allocate(1) == 0);
    CHECK(NodePool(0).capacity() == 2);  // room for a root at least
}

TEST_CASE("search tree: concurrent allocations never overlap, even when the pool overflows") {
    // Threads alternate a request that can never fit (it raises the count for a moment) with
    // small ones, in a pool a few dozen nodes short of full. Refused requests must not make
    // the pool hand out the same nodes twice: with a fetch_add / fetch_sub pair they do, when
    // a refused small request's fetch_sub lands after another thread's success.
    constexpr int THREADS = 4;
    constexpr int ROUNDS = 2000;
    constexpr size_t CAPACITY = 256;
    constexpr size_t FREE = 64;
    NodePool pool(CAPACITY);
    std::vector<std::vector<std::pair<uint32_t, uint32_t>>> blocks(THREADS);
    std::barrier sync(THREADS + 1);
    int overlaps = 0, overfull = 0, lost = 0;
    auto worker = [&](int t) {
        Random random(1000 + t);
        for (int round = 0; round < ROUNDS; ++round) {
            sync.arrive_and_wait();  // the pool was cleared and mostly filled
            blocks[t].clear();
            for (int refusedInARow = 0; refusedInARow < 50;) {
                pool.allocate(CAPACITY);  // never fits
                const uint32_t count = 1 + random.below(2);
                const uint32_t first = pool.allocate(count);
                if (first == 0) {
                    ++refusedInARow;
                    continue;
                }
                refusedInARow = 0;
                blocks[t].emplace_back(first, count);
            }
            sync.arrive_and_wait();  // the main thread checks
            sync.arrive_and_wait();
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < THREADS; ++t) threads.emplace_back(worker, t);
    for (int round = 0; round < ROUNDS; ++round) {
        pool.clear();
        REQUIRE(pool.allocate(CAPACITY - 1 - FREE) == 1);
        sync.arrive_and_wait();
        sync.arrive_and_wait();
        std::vector<std::pair<uint32_t, uint32_t>> all;
        for (const auto& b : blocks) all.insert(all.end(), b.begin(), b.end());
        std::sort(all.begin(), all.end());
        size_t handedOut = 0;
        for (size_t i = 0; i < all.size(); ++i) {
            handedOut += all[i].second;
            if (all[i].first + all[i].second > CAPACITY) ++overfull;
            if (i + 1 < all.size() && all[i].first + all[i].second > all[i + 1].first) ++overlaps;
        }
        // Every small request was refused 50 times in a row at the end: the pool is full.
        if (handedOut != FREE || pool.used() != CAPACITY) ++lost;
        sync.arrive_and_wait();
    }
    for (auto& t : threads) t.join();
    CHECK(overlaps == 0);
    CHECK(overfull == 0);
    CHECK(lost == 0);
}

namespace {

// A small tree by hand: root (move PASS) with three children; the second has two children.
uint32_t buildTree(NodePool& pool) {
    const uint32_t root = pool.allocate(1);
    pool[root].visits = 30;
    const uint32_t kids = pool.allocate(3);
    for (uint32_t k = 0; k < 3; ++k) {
        Node& c = pool[kids + k];
        c.move = static_cast<uint16_t>(10 + k);
        c.visits = 10 + k;
        c.wins = 5 + k;
        c.rave.store({20 + k, 9 + k});
        c.priorVisits = 4;
    }
    pool[root].firstChild = kids;
    pool[root].childCount = 3;
    pool[root].state = Node::EXPANDED;
    const uint32_t grand = pool.allocate(2);
    for (uint32_t k = 0; k < 2; ++k) {
        pool[grand + k].move = static_cast<uint16_t>(40 + k);
        pool[grand + k].visits = 3 + k;
    }
    pool[kids + 1].firstChild = grand;
    pool[kids + 1].childCount = 2;
    pool[kids + 1].state = Node::EXPANDED;
    return root;
}

}  // namespace

TEST_CASE("search tree: copySubtree copies statistics and shape, breadth first within room") {
    NodePool from(64);
    const uint32_t root = buildTree(from);
    const uint32_t middle = from[root].firstChild + 1;

    SUBCASE("the whole tree") {
        NodePool to(64);
        to.allocate(20);  // old content is cleared first
        const uint32_t r = copySubtree(from, root, to);
        CHECK(r == 1);
        CHECK(to.used() == 7);
        CHECK(to[r].visits.load() == 30);
        REQUIRE(to[r].state.load() == Node::EXPANDED);
        REQUIRE(to[r].childCount.load() == 3);
        for (uint32_t k = 0; k < 3; ++k) {
            const Node& a = from[from[root].firstChild + k];
            const Node& b = to[to[r].firstChild + k];
            CHECK(b.move == a.move);
            CHECK(b.visits.load() == a.visits.load());
            CHECK(b.wins.load() == a.wins.load());
            CHECK(b.rave.load().visits == a.rave.load().visits);
            CHECK(b.rave.load().halfWins == a.rave.load().halfWins);
            CHECK(b.priorVisits == a.priorVisits);
            CHECK(b.realVisits() == a.realVisits());
        }
        const Node& m = to[to[r].firstChild + 1];
        REQUIRE(m.state.load() == Node::EXPANDED);
        CHECK(to[m.firstChild].move == 40);
        CHECK(to[m.firstChild + 1].visits.load() == 4);
        CHECK(to[to[r].firstChild].state.load() == Node::LEAF);
        CHECK(treeProblem(to, r) == "");
    }
    SUBCASE("a subtree becomes the root") {
        NodePool to(64);
        const uint32_t r = copySubtree(from, middle, to);
        CHECK(to.used() == 4);
        CHECK(to[r].move == 11);
        CHECK(to[r].visits.load() == 11);
        REQUIRE(to[r].childCount.load() == 2);
        CHECK(to[to[r].firstChild].move == 40);
    }
    SUBCASE("a pool too small: nodes whose children do not fit stay leaves") {
        NodePool to(5);  // root and its three children only
        const uint32_t r = copySubtree(from, root, to);
        CHECK(to.used() == 5);
        REQUIRE(to[r].childCount.load() == 3);
        const Node& m = to[to[r].firstChild + 1];
        CHECK(m.state.load() == Node::LEAF);
        CHECK(m.childCount.load() == 0);
        CHECK(m.firstChild.load() == 0);
        CHECK(m.visits.load() == 11);  // statistics are kept
        NodePool tiny(2);
        const uint32_t t = copySubtree(from, root, tiny);
        CHECK(tiny[t].state.load() == Node::LEAF);
        CHECK(tiny[t].visits.load() == 30);
    }
}
