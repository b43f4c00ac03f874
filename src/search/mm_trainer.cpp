#include "mm_trainer.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>
#include <string>

namespace tianyuan {

TeamPacking::TeamPacking(const std::array<uint32_t, FEATURE_GROUP_COUNT>& groupSizes)
    : sizes_(groupSizes) {
    int shift = 0;
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) {
        const int bits = std::bit_width(sizes_[g]);  // values 0..size
        shift_[g] = shift;
        mask_[g] = bits == 0 ? 0 : (uint64_t{1} << bits) - 1;
        shift += bits;
    }
    if (shift > 64)
        throw std::length_error("a team needs " + std::to_string(shift) +
                                " bits; at most 64 fit (fewer patterns needed)");
}

uint64_t TeamPacking::pack(const MoveFeatures& features) const {
    uint64_t team = 0;
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
        team |= static_cast<uint64_t>(std::min(features.value[g], sizes_[g])) << shift_[g];
    return team;
}

uint64_t TeamPacking::groupBits(uint32_t groups) const {
    uint64_t bits = 0;
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
        if (groups >> g & 1) bits |= mask_[g] << shift_[g];
    return bits;
}

void CompetitionSet::addPosition(std::vector<uint64_t>& candidates, uint64_t winner) {
    std::sort(candidates.begin(), candidates.end());
    for (size_t i = 0; i < candidates.size();) {
        size_t j = i;
        while (j < candidates.size() && candidates[j] == candidates[i]) ++j;
        if (candidates[i] == winner) winner_.push_back(teams_.size());
        teams_.push_back(candidates[i]);
        counts_.push_back(static_cast<uint16_t>(j - i));
        i = j;
    }
    start_.push_back(teams_.size());
    if (winner_.size() != start_.size() - 1)
        throw std::invalid_argument("the winner is not among the candidates");
}

size_t CompetitionSet::bytes() const {
    return teams_.capacity() * sizeof(uint64_t) + counts_.capacity() * sizeof(uint16_t) +
           start_.capacity() * sizeof(uint64_t) + winner_.capacity() * sizeof(uint64_t);
}

namespace {

// The gammas as one table per group, value v at index v (index 0: no feature, gamma 1).
struct GroupGammas {
    std::array<std::vector<double>, FEATURE_GROUP_COUNT> table;

    explicit GroupGammas(const TeamPacking& packing) {
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
            table[g].assign(packing.groupSizes()[g] + 1, 1.0);
    }
    double strength(const TeamPacking& packing, uint64_t team, uint64_t keep) const {
        team &= keep;
        double product = 1;
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) product *= table[g][packing.value(team, g)];
        return product;
    }
};

// One pass: the denominators of group g's update (when g >= 0) and the mean log-likelihood.
double mmPass(const CompetitionSet& data, const GroupGammas& gammas, uint64_t keep, int g,
              std::vector<double>& denominators, std::vector<double>& scratch) {
    const TeamPacking& packing = data.packing();
    double logLikelihood = 0;
    for (size_t j = 0; j < data.positions(); ++j) {
        const size_t begin = data.begin(j), end = data.end(j);
        scratch.resize(end - begin);
        double total = 0;
        for (size_t k = begin; k < end; ++k) {
            scratch[k - begin] = gammas.strength(packing, data.team(k), keep);
            total += data.count(k) * scratch[k - begin];
        }
        logLikelihood += std::log(scratch[data.winner(j) - begin] / total);
        if (g < 0) continue;
        const std::vector<double>& own = gammas.table[g];
        for (size_t k = begin; k < end; ++k) {
            const uint32_t v = packing.value(data.team(k) & keep, g);
            if (v != 0) denominators[v] += data.count(k) * scratch[k - begin] / own[v] / total;
        }
    }
    return logLikelihood / static_cast<double>(data.positions());
}

}  // namespace

MmResult fitBradleyTerry(const CompetitionSet& data, const MmOptions& options) {
    const TeamPacking& packing = data.packing();
    const uint64_t keep = packing.groupBits(options.groups);
    GroupGammas gammas(packing);
    // Wins of every feature: how often it is in the played move's team.
    std::array<std::vector<double>, FEATURE_GROUP_COUNT> wins;
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) wins[g].assign(gammas.table[g].size(), 0);
    for (size_t j = 0; j < data.positions(); ++j) {
        const uint64_t team = data.team(data.winner(j)) & keep;
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) wins[g][packing.value(team, g)] += 1;
    }
    std::vector<double> scratch, denominators;
    MmResult result;
    double previous = -INFINITY;
    for (int iteration = 1; iteration <= options.maxIterations; ++iteration) {
        double before = 0;
        bool first = true;
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) {
            if (!(options.groups >> g & 1) || packing.groupSizes()[g] == 0) continue;
            std::vector<double>& own = gammas.table[g];
            denominators.assign(own.size(), 0);
            const double ll = mmPass(data, gammas, keep, g, denominators, scratch);
            if (first) before = ll;
            first = false;
            // The prior: a virtual win and a virtual loss against a team of strength 1.
            for (size_t v = 1; v < own.size(); ++v)
                own[v] = (wins[g][v] + 1) / (denominators[v] + 2 / (own[v] + 1));
        }
        result.iterations = iteration;
        if (options.progress) options.progress(iteration, before);
        if (before - previous < options.tolerance) break;
        previous = before;
    }
    result.meanLogLikelihood = mmPass(data, gammas, keep, -1, denominators, scratch);
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
        result.gammas.insert(result.gammas.end(), gammas.table[g].begin() + 1,
                             gammas.table[g].end());
    return result;
}

}  // namespace tianyuan
