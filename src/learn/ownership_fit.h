// --fit-ownership: the factors of the priors' ownership feature (ownership_bins.h), fitted on top
// of the fixed pattern model from game records. For a sample of positions, the heavy playout
// policy plays `playouts` games to the end from the position; a legal move's bin is the share of
// them in which the player to move owns the move's point. The factors maximise the likelihood of
// the played moves under "strength of the model times the factor of the move's bin" by
// minorization-maximization (Hunter 2004; Coulom 2007 for Go), each factor with one virtual win
// and one virtual loss against a move of strength 1 as its prior, so that a bin seldom seen stays
// near 1.
#pragma once

#include <array>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "ownership_bins.h"
#include "playout_policy.h"

namespace tianyuan {

class Progress;

// One position of the fit: the model's strengths of its legal moves summed by bin, and the
// played move's bin and strength.
struct OwnershipSample {
    std::array<double, OWNERSHIP_BINS> strengthByBin{};
    int playedBin = 0;
    double playedStrength = 1;
};

struct OwnershipFit {
    std::array<double, OWNERSHIP_BINS> factors{};  // the largest is 1
    std::array<int64_t, OWNERSHIP_BINS> played{};  // played moves per bin
    double logLikelihoodBefore = 0;                // mean per position, every factor 1
    double logLikelihoodAfter = 0;
    int iterations = 0;
};

// The MM fit over `samples` (at most `iterations` rounds; fewer once no factor moves by 1e-6).
OwnershipFit fitOwnershipFactors(const std::vector<OwnershipSample>& samples, int iterations);

// Mean natural log of the played moves' probabilities under `factors`.
double ownershipLogLikelihood(const std::vector<OwnershipSample>& samples,
                              const std::array<double, OWNERSHIP_BINS>& factors);

struct OwnershipFitOptions {
    std::string patternWeights;            // the model the factors go on top of
    std::vector<std::string> recordPaths;  // records to fit on (files or directories)
    HeavyPolicyParams playoutPolicy;       // the playouts that measure ownership (their shape
    bool policyUsesModel = false;          //   model is the loaded one when this is set)
    int playouts = 128;                    // per position
    int64_t positions = 2000;              // sampled (about), passes left out
    int iterations = 100;
    uint64_t seed = 1;
    // Factors to judge on the same positions besides the fitted ones (held-out records: how
    // factors fitted elsewhere predict them); empty: none.
    std::vector<double> given;
};

// Reads the model and records, samples, fits and writes the report with the factors as the
// option's value to `out` (and the log-likelihood under `given` factors when there are nine);
// returns the process exit status (errors go to the log).
int runOwnershipFit(const OwnershipFitOptions& options, std::ostream& out);

}  // namespace tianyuan
