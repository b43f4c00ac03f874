// Fitting the generalized Bradley-Terry model of move features by minorization-maximization
// (Hunter 2004; Coulom, "Computing Elo ratings of move patterns in the game of Go", 2007).
//
// Every training position is a competition between the teams of features of its candidate
// moves, won by the move that was played. A team is packed into one 64-bit word (each group's
// value in a few bits), and identical teams of a position are stored once with a count, so a
// position costs about 10 bytes per distinct candidate. MM updates one group at a time: for a
// feature i of group g, gamma_i <- W_i / sum_j (C_ij / E_j), W_i its wins, E_j the total
// strength of position j and C_ij the strength of i's teammates summed over the candidates of j
// with i. Each feature also gets one virtual win and one virtual loss against an opponent of
// strength 1, a prior that keeps rare features near 1.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "move_features.h"

namespace tianyuan {

// The bit layout of a packed team for given group sizes.
class TeamPacking {
  public:
    // Precondition: the values of all groups fit in 64 bits together (checked: throws
    // std::length_error naming the total otherwise).
    explicit TeamPacking(const std::array<uint32_t, FEATURE_GROUP_COUNT>& groupSizes);

    uint64_t pack(const MoveFeatures& features) const;
    uint32_t value(uint64_t team, int group) const {
        return static_cast<uint32_t>((team >> shift_[group]) & mask_[group]);
    }
    // The bits of the groups in `groups` (bit g set for group g).
    uint64_t groupBits(uint32_t groups) const;
    const std::array<uint32_t, FEATURE_GROUP_COUNT>& groupSizes() const { return sizes_; }

  private:
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes_{};
    std::array<int, FEATURE_GROUP_COUNT> shift_{};
    std::array<uint64_t, FEATURE_GROUP_COUNT> mask_{};
};

// The training competitions.
class CompetitionSet {
  public:
    explicit CompetitionSet(const TeamPacking& packing) : packing_(packing) {}

    // Adds a position whose candidate teams are `candidates` (reordered by the call) and whose
    // played move's team is `winner`. Precondition: winner is one of the candidates.
    void addPosition(std::vector<uint64_t>& candidates, uint64_t winner);

    const TeamPacking& packing() const { return packing_; }
    size_t positions() const { return start_.size() - 1; }
    size_t teams() const { return teams_.size(); }
    size_t bytes() const;  // memory held

    // Position j's teams are [begin(j), end(j)); its winner's team is at winner(j).
    size_t begin(size_t j) const { return start_[j]; }
    size_t end(size_t j) const { return start_[j + 1]; }
    size_t winner(size_t j) const { return winner_[j]; }
    uint64_t team(size_t k) const { return teams_[k]; }
    uint32_t count(size_t k) const { return counts_[k]; }

  private:
    TeamPacking packing_;
    std::vector<uint64_t> teams_;
    std::vector<uint16_t> counts_;
    std::vector<uint64_t> start_{0};
    std::vector<uint64_t> winner_;
};

struct MmOptions {
    uint32_t groups = (1u << FEATURE_GROUP_COUNT) - 1;  // the groups to fit (bit g: group g)
    int maxIterations = 40;   // each iteration updates every fitted group once
    double tolerance = 1e-5;  // stop when the mean log-likelihood gains less in one iteration
    // Called after each iteration with its number and the mean log-likelihood per position
    // before the iteration's updates.
    std::function<void(int iteration, double meanLogLikelihood)> progress;
};

struct MmResult {
    // One gamma per feature id (groupOffset + value - 1 in the order of the group sizes); groups
    // that were not fitted keep gamma 1.
    std::vector<double> gammas;
    int iterations = 0;
    double meanLogLikelihood = 0;  // of the final gammas
};

// Fits the gammas of the competitions. Precondition: at least one position.
MmResult fitBradleyTerry(const CompetitionSet& data, const MmOptions& options);

}  // namespace tianyuan
