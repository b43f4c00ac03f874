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

TEST_CASE("CompetitionSet stores each local team once, with the distances per candidate") {
    auto sizes = sizesOf({3, 3});
    sizes[GROUP_DISTANCE_LAST] = DISTANCE_VALUES;
    CompetitionSet set(sizes);
    std::vector<MoveFeatures> teams = {team(1, 0), team(2, 1), team(1, 0)};
    teams[0].value[GROUP_DISTANCE_LAST] = 5;
    teams[2].value[GROUP_DISTANCE_LAST] = 17;
    teams[2].value[GROUP_DISTANCE_BEFORE_LAST] = 3;  // a group of size 0: not stored
    set.addPosition(teams, 1);
    set.addPosition(teams, 0);
    REQUIRE(set.positions() == 2);
    CHECK(set.candidates() == 6);
    CHECK(set.localTeams() == 2);  // team(1, 0) and team(2, 1), whatever the distances
    CHECK(set.winner(0) == 1);
    CHECK(set.winner(1) == 3);
    const uint32_t c = set.candidate(2);
    CHECK(CompetitionSet::localIndexOf(c) == CompetitionSet::localIndexOf(set.candidate(0)));
    CHECK(CompetitionSet::distanceLastOf(c) == 17);
    CHECK(CompetitionSet::distanceBeforeLastOf(c) == 0);
    CHECK(CompetitionSet::distanceLastOf(set.candidate(0)) == 5);
    CHECK(set.localPacking().value(set.localTeam(1), 1) == 1);
    CHECK_THROWS(set.addPosition(teams, 3));
}

TEST_CASE("fitBradleyTerry recovers the strengths that drew the winners") {
    // Group 0: every candidate has one of 3 features; group 1: features 1..3 or none; the
    // distance to the last move favours close moves (values 1 and 2).
    const double truth0[] = {1.0, 4.0, 0.5};
    const double truth1[] = {2.0, 0.25, 8.0};
    const auto truthDistance = [](uint32_t v) { return v == 1 ? 3.0 : v == 2 ? 2.0 : 1.0; };
    auto sizes = sizesOf({3, 3});
    sizes[GROUP_DISTANCE_LAST] = DISTANCE_VALUES;
    CompetitionSet set(sizes);
    Random random(42);
    std::vector<MoveFeatures> teams;
    std::vector<double> strengths;
    for (int j = 0; j < 20000; ++j) {
        teams.clear();
        strengths.clear();
        double total = 0;
        for (int k = 0; k < 8; ++k) {
            MoveFeatures& t = teams.emplace_back(team(1 + random.below(3), random.below(4)));
            t.value[GROUP_DISTANCE_LAST] = 1 + random.below(DISTANCE_VALUES);
            strengths.push_back(truth0[t.value[0] - 1] * (t.value[1] ? truth1[t.value[1] - 1] : 1) *
                                truthDistance(t.value[GROUP_DISTANCE_LAST]));
            total += strengths.back();
        }
        double pick = static_cast<double>(random.next() >> 11) * 0x1.0p-53 * total;
        size_t winner = 0;
        while (winner + 1 < teams.size() && pick >= strengths[winner]) pick -= strengths[winner++];
        set.addPosition(teams, winner);
    }
    std::vector<double> progress;
    MmOptions options;
    options.maxIterations = 50;
    options.tolerance = 1e-7;
    options.progress = [&](int, double ll) { progress.push_back(ll); };
    const MmResult fit = fitBradleyTerry(set, options);
    REQUIRE(fit.gammas.size() == 6 + DISTANCE_VALUES);
    // Group 0 is known up to a common factor (every team has one); group 1 against "none";
    // the distances up to a common factor too, against value 6.
    const double* distance = fit.gammas.data() + 6;
    for (int v = 0; v < 3; ++v) {
        CHECK(fit.gammas[v] / fit.gammas[0] == doctest::Approx(truth0[v]).epsilon(0.08));
        CHECK(fit.gammas[3 + v] == doctest::Approx(truth1[v]).epsilon(0.08));
    }
    CHECK(distance[0] / distance[5] == doctest::Approx(3.0).epsilon(0.15));
    CHECK(distance[1] / distance[5] == doctest::Approx(2.0).epsilon(0.15));
    CHECK(distance[12] / distance[5] == doctest::Approx(1.0).epsilon(0.15));
    // MM never lowers the likelihood.
    REQUIRE(progress.size() >= 2);
    for (size_t i = 1; i < progress.size(); ++i) CHECK(progress[i] >= progress[i - 1] - 1e-12);
    CHECK(fit.meanLogLikelihood >= progress.back());

    // Fitting group 0 alone leaves the others at 1.
    options.groups = 1;
    const MmResult alone = fitBradleyTerry(set, options);
    for (size_t i = 3; i < alone.gammas.size(); ++i) CHECK(alone.gammas[i] == 1.0);
    CHECK(alone.meanLogLikelihood < fit.meanLogLikelihood);
}
