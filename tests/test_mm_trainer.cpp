// The minorization-maximization fit of the Bradley-Terry team model: packing of teams, storage
// of competitions, and recovery of known strengths from competitions drawn by them.
#include <doctest/doctest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

#include "mm_trainer.h"
#include "random.h"

using namespace tianyuan;

namespace {

std::array<uint32_t, FEATURE_GROUP_COUNT> sizesOf(std::initializer_list<uint32_t> first) {
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes{};
    std::copy(first.begin(), first.end(), sizes.begin());
    return sizes;
}

MoveFeatures team(uint32_t a, uint32_t b) {
    MoveFeatures f;
    f.value[0] = a;
    f.value[1] = b;
    return f;
}

}  // namespace

TEST_CASE("TeamPacking packs every group's value and refuses more than 64 bits") {
    auto sizes = sizesOf({2, 6, 8, 3, 5, 17, 17, 5, 4000, 300000});
    const TeamPacking packing(sizes);
    MoveFeatures f;
    f.value = {2, 0, 8, 1, 5, 17, 3, 5, 4000, 299999};
    const uint64_t packed = packing.pack(f);
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) CHECK(packing.value(packed, g) == f.value[g]);
    const uint64_t without = packed & ~packing.groupBits(1u << 9);
    CHECK(packing.value(without, 9) == 0);
    CHECK(packing.value(without, 8) == 4000);
    sizes[9] = 1u << 30;
    CHECK_THROWS_AS(TeamPacking{sizes}, std::length_error);
}

TEST_CASE("CompetitionSet stores identical teams of a position once, with a count") {
    CompetitionSet set{TeamPacking(sizesOf({3, 3}))};
    const TeamPacking& p = set.packing();
    std::vector<uint64_t> teams = {p.pack(team(1, 0)), p.pack(team(2, 1)), p.pack(team(1, 0))};
    set.addPosition(teams, p.pack(team(2, 1)));
    REQUIRE(set.positions() == 1);
    CHECK(set.teams() == 2);
    CHECK(set.team(set.winner(0)) == p.pack(team(2, 1)));
    CHECK(set.count(set.winner(0)) == 1);
    std::vector<uint64_t> other = {p.pack(team(3, 3))};
    CHECK_THROWS(set.addPosition(other, p.pack(team(1, 1))));
}

TEST_CASE("fitBradleyTerry recovers the strengths that drew the winners") {
    // Group 0: every candidate has one of 3 features; group 1: features 1..3 or none.
    const double truth0[] = {1.0, 4.0, 0.5};
    const double truth1[] = {2.0, 0.25, 8.0};
    CompetitionSet set{TeamPacking(sizesOf({3, 3}))};
    Random random(42);
    std::vector<uint64_t> teams;
    std::vector<double> strengths;
    for (int j = 0; j < 20000; ++j) {
        teams.clear();
        strengths.clear();
        double total = 0;
        for (int k = 0; k < 8; ++k) {
            const uint32_t a = 1 + random.below(3), b = random.below(4);
            teams.push_back(set.packing().pack(team(a, b)));
            strengths.push_back(truth0[a - 1] * (b ? truth1[b - 1] : 1.0));
            total += strengths.back();
        }
        double pick = static_cast<double>(random.next() >> 11) * 0x1.0p-53 * total;
        size_t winner = 0;
        while (winner + 1 < teams.size() && pick >= strengths[winner]) pick -= strengths[winner++];
        const uint64_t won = teams[winner];
        set.addPosition(teams, won);
    }
    std::vector<double> progress;
    MmOptions options;
    options.maxIterations = 100;
    options.tolerance = 1e-9;
    options.progress = [&](int, double ll) { progress.push_back(ll); };
    const MmResult fit = fitBradleyTerry(set, options);
    REQUIRE(fit.gammas.size() == 6);
    // Group 0 is known up to a common factor (every team has one); group 1 against "none".
    for (int v = 0; v < 3; ++v) {
        CHECK(fit.gammas[v] / fit.gammas[0] == doctest::Approx(truth0[v]).epsilon(0.08));
        CHECK(fit.gammas[3 + v] == doctest::Approx(truth1[v]).epsilon(0.08));
    }
    // MM never lowers the likelihood.
    REQUIRE(progress.size() >= 2);
    for (size_t i = 1; i < progress.size(); ++i) CHECK(progress[i] >= progress[i - 1] - 1e-12);
    CHECK(fit.meanLogLikelihood >= progress.back());

    // Fitting group 0 alone leaves group 1 at 1.
    options.groups = 1;
    const MmResult alone = fitBradleyTerry(set, options);
    for (int v = 0; v < 3; ++v) CHECK(alone.gammas[3 + v] == 1.0);
    CHECK(alone.meanLogLikelihood < fit.meanLogLikelihood);
}
