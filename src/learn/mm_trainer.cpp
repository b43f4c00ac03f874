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

namespace {

bool isDistanceGroup(int g) {
    return g == GROUP_DISTANCE_LAST || g == GROUP_DISTANCE_BEFORE_LAST;
}

std::array<uint32_t, FEATURE_GROUP_COUNT> withoutDistances(
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes) {
    sizes[GROUP_DISTANCE_LAST] = sizes[GROUP_DISTANCE_BEFORE_LAST] = 0;
    return sizes;
}

}  // namespace

CompetitionSet::CompetitionSet(const std::array<uint32_t, FEATURE_GROUP_COUNT>& groupSizes)
    : sizes_(groupSizes), local_(withoutDistances(groupSizes)) {}

void CompetitionSet::reserve(size_t positions, size_t candidates) {
    candidates_.reserve(candidates);
    start_.reserve(positions + 1);
    winner_.reserve(positions);
}

void CompetitionSet::addPosition(const std::vector<MoveFeatures>& candidates, size_t winner) {
    if (winner >= candidates.size())
        throw std::invalid_argument("the winner is not among the candidates");
    static_assert(DISTANCE_VALUES < 32);
    for (const MoveFeatures& f : candidates) {
        const uint64_t team = local_.pack(f);
        auto [it, added] = localIndex_.try_emplace(team, static_cast<uint32_t>(localTeams_.size()));
        if (added) {
            if (localTeams_.size() >= MAX_LOCAL_TEAMS)
                throw std::length_error("more than 2^22 distinct local teams; fit fewer positions");
            localTeams_.push_back(team);
        }
        const uint32_t last = std::min(f.value[GROUP_DISTANCE_LAST], sizes_[GROUP_DISTANCE_LAST]);
        const uint32_t before =
            std::min(f.value[GROUP_DISTANCE_BEFORE_LAST], sizes_[GROUP_DISTANCE_BEFORE_LAST]);
        candidates_.push_back(it->second << 10 | last << 5 | before);
    }
    start_.push_back(candidates_.size());
    winner_.push_back(static_cast<uint16_t>(winner));
}

size_t CompetitionSet::bytes() const {
    return candidates_.capacity() * sizeof(uint32_t) + localTeams_.capacity() * sizeof(uint64_t) +
           localIndex_.size() * (sizeof(uint64_t) + sizeof(uint32_t) + 2 * sizeof(void*)) +
           localIndex_.bucket_count() * sizeof(void*) + start_.capacity() * sizeof(uint64_t) +
           winner_.capacity() * sizeof(uint16_t);
}

namespace {

// The gammas as one table per group, value v at index v (index 0: no feature, gamma 1).
struct GroupGammas {
    std::array<std::vector<double>, FEATURE_GROUP_COUNT> table;

    explicit GroupGammas(const std::array<uint32_t, FEATURE_GROUP_COUNT>& sizes) {
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) table[g].assign(sizes[g] + 1, 1.0);
    }
};

// One pass over the competitions: the denominators of group g's update (when g >= 0) and the
// mean log-likelihood. `fitted` says which groups take part (others count as absent).
class MmPass {
  public:
    MmPass(const CompetitionSet& data, uint32_t fitted) : data_(data), fitted_(fitted) {
        keep_ = data.localPacking().groupBits(fitted);
    }

    double run(const GroupGammas& gammas, int g, std::vector<double>& denominators) {
        const TeamPacking& packing = data_.localPacking();
        // The strength of every local team, and its value in group g, once per pass.
        const bool localGroup = g >= 0 && g < FEATURE_GROUP_COUNT && !isDistanceGroup(g);
        localStrength_.resize(data_.localTeams());
        localValue_.assign(localGroup ? data_.localTeams() : 0, 0);
        for (uint32_t i = 0; i < data_.localTeams(); ++i) {
            const uint64_t team = data_.localTeam(i) & keep_;
            double product = 1;
            for (int h = 0; h < FEATURE_GROUP_COUNT; ++h)
                if (!isDistanceGroup(h)) product *= gammas.table[h][packing.value(team, h)];
            localStrength_[i] = product;
            if (localGroup) localValue_[i] = packing.value(team, g);
        }
        const std::vector<double>& last = gammas.table[GROUP_DISTANCE_LAST];
        const std::vector<double>& before = gammas.table[GROUP_DISTANCE_BEFORE_LAST];
        const uint32_t distanceMask = (fitted_ >> GROUP_DISTANCE_LAST & 1 ? 31u << 5 : 0) |
                                      (fitted_ >> GROUP_DISTANCE_BEFORE_LAST & 1 ? 31u : 0);
        const std::vector<double>& own = gammas.table[g >= 0 ? g : 0];
        double logLikelihood = 0;
        for (size_t j = 0; j < data_.positions(); ++j) {
            const size_t begin = data_.begin(j), end = data_.end(j);
            strength_.resize(end - begin);
            double total = 0;
            for (size_t k = begin; k < end; ++k) {
                const uint32_t c = data_.candidate(k) & (~uint32_t{1023} | distanceMask);
                const double s = localStrength_[CompetitionSet::localIndexOf(c)] *
                                 last[CompetitionSet::distanceLastOf(c)] *
                                 before[CompetitionSet::distanceBeforeLastOf(c)];
                strength_[k - begin] = s;
                total += s;
            }
            logLikelihood += std::log(strength_[data_.winner(j) - begin] / total);
            if (g < 0) continue;
            for (size_t k = begin; k < end; ++k) {
                const uint32_t c = data_.candidate(k) & (~uint32_t{1023} | distanceMask);
                const uint32_t v = g == GROUP_DISTANCE_LAST ? CompetitionSet::distanceLastOf(c)
                                   : g == GROUP_DISTANCE_BEFORE_LAST
                                       ? CompetitionSet::distanceBeforeLastOf(c)
                                       : localValue_[CompetitionSet::localIndexOf(c)];
                if (v != 0) denominators[v] += strength_[k - begin] / own[v] / total;
            }
        }
        return logLikelihood / static_cast<double>(data_.positions());
    }

    // How often each value of each group is in the played move's team.
    std::array<std::vector<double>, FEATURE_GROUP_COUNT> wins() const {
        std::array<std::vector<double>, FEATURE_GROUP_COUNT> wins;
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) wins[g].assign(data_.groupSizes()[g] + 1, 0);
        const TeamPacking& packing = data_.localPacking();
        for (size_t j = 0; j < data_.positions(); ++j) {
            const uint32_t c = data_.candidate(data_.winner(j));
            const uint64_t team = data_.localTeam(CompetitionSet::localIndexOf(c)) & keep_;
            for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
                if (!isDistanceGroup(g)) wins[g][packing.value(team, g)] += 1;
            if (fitted_ >> GROUP_DISTANCE_LAST & 1)
                wins[GROUP_DISTANCE_LAST][CompetitionSet::distanceLastOf(c)] += 1;
            if (fitted_ >> GROUP_DISTANCE_BEFORE_LAST & 1)
                wins[GROUP_DISTANCE_BEFORE_LAST][CompetitionSet::distanceBeforeLastOf(c)] += 1;
        }
        return wins;
    }

  private:
    const CompetitionSet& data_;
    uint32_t fitted_;
    uint64_t keep_ = 0;
    std::vector<double> localStrength_, strength_;
    std::vector<uint32_t> localValue_;
};

}  // namespace

MmResult fitBradleyTerry(const CompetitionSet& data, const MmOptions& options) {
    GroupGammas gammas(data.groupSizes());
    MmPass pass(data, options.groups);
    const auto wins = pass.wins();
    std::vector<double> denominators;
    MmResult result;
    double previous = -INFINITY;
    for (int iteration = 1; iteration <= options.maxIterations; ++iteration) {
        double before = 0;
        bool first = true;
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) {
            if (!(options.groups >> g & 1) || data.groupSizes()[g] == 0) continue;
            std::vector<double>& own = gammas.table[g];
            denominators.assign(own.size(), 0);
            const double ll = pass.run(gammas, g, denominators);
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
    result.meanLogLikelihood = pass.run(gammas, -1, denominators);
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
        result.gammas.insert(result.gammas.end(), gammas.table[g].begin() + 1,
                             gammas.table[g].end());
    return result;
}

}  // namespace tianyuan
