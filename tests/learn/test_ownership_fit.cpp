// The fit of the priors' ownership factors: the bins, and recovery of known factors from
// positions whose played moves were drawn by them.
#include <doctest/doctest.h>

#include <array>
#include <vector>

#include "ownership_fit.h"
#include "random.h"

using namespace tianyuan;

TEST_CASE("ownershipBin: nine bins of width 1/9, the ends included") {
    CHECK(ownershipBin(0.0) == 0);
    CHECK(ownershipBin(0.11) == 0);
    CHECK(ownershipBin(0.12) == 1);
    CHECK(ownershipBin(0.5) == 4);
    CHECK(ownershipBin(0.88) == 7);
    CHECK(ownershipBin(0.9) == 8);
    CHECK(ownershipBin(1.0) == 8);
}

TEST_CASE("fitOwnershipFactors recovers the factors the played moves were drawn with") {
    const std::array<double, OWNERSHIP_BINS> truth = {0.1, 0.6, 1.0, 0.9, 0.8, 0.9, 0.7, 0.4, 0.5};
    Random random(11);
    std::vector<OwnershipSample> samples;
    for (int i = 0; i < 20000; ++i) {
        OwnershipSample s;
        // Candidate strength spread over the bins differently in each position.
        for (int b = 0; b < OWNERSHIP_BINS; ++b) s.strengthByBin[b] = 1 + random.below(20);
        double total = 0;
        for (int b = 0; b < OWNERSHIP_BINS; ++b) total += truth[b] * s.strengthByBin[b];
        double draw = static_cast<double>(random.below(1000000)) / 1000000 * total;
        s.playedBin = OWNERSHIP_BINS - 1;
        for (int b = 0; b < OWNERSHIP_BINS; ++b) {
            draw -= truth[b] * s.strengthByBin[b];
            if (draw < 0) {
                s.playedBin = b;
                break;
            }
        }
        s.playedStrength = 1;
        samples.push_back(s);
    }
    const OwnershipFit fit = fitOwnershipFactors(samples, 200);
    for (int b = 0; b < OWNERSHIP_BINS; ++b) {
        INFO("bin ", b);
        CHECK(fit.factors[b] == doctest::Approx(truth[b]).epsilon(0.12));
    }
    CHECK(fit.logLikelihoodAfter > fit.logLikelihoodBefore);
    int64_t played = 0;
    for (const int64_t n : fit.played) played += n;
    CHECK(played == 20000);
}

TEST_CASE("fitOwnershipFactors: bins never played fall below the played one, and stay positive") {
    std::vector<OwnershipSample> samples(500);
    for (OwnershipSample& s : samples) {
        s.strengthByBin.fill(1.0);
        s.strengthByBin[0] = 0;  // no candidate in bin 0 anywhere
        s.playedBin = 4;
    }
    const OwnershipFit fit = fitOwnershipFactors(samples, 100);
    CHECK(fit.factors[4] == doctest::Approx(1.0));
    for (int b = 0; b < OWNERSHIP_BINS; ++b) {
        INFO("bin ", b);
        CHECK(fit.factors[b] > 0);
        if (b != 4) CHECK(fit.factors[b] < 0.1);
    }
}
