// Fitting the generalized Bradley-Terry model of move features by minorization-maximization
// (Hunter 2004; Coulom, "Computing Elo ratings of move patterns in the game of Go", 2007).
//
// Every training position is a competition between the teams of features of its candidate
// moves, won by the move that was played. MM updates one group at a time: for a feature i of
// group g, gamma_i <- W_i / sum_j (C_ij / E_j), W_i its wins, E_j the total strength of position
// j and C_ij the strength of i's teammates summed over the candidates of j with i. Each feature
// also gets one virtual win and one virtual loss against an opponent of strength 1, a prior that
// keeps rare features near 1.
//
// Storage, the limit on how many positions can be fitted: a candidate's features other than the
// two distances (its "local team": shapes, tactics, edge) are packed into 64 bits and stored once
// in a dictionary shared by all positions (the same local teams come back in position after
// position); the candidate itself is 4 bytes: the local team's index and its two distance values.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

#include "move_features.h"

namespace tianyuan {

// The bit layout of a packed team for given group sizes (a group of size 0 takes no bits).
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
    // Precondition: the group sizes of the features to come (distances included).
    explicit CompetitionSet(const std::array<uint32_t, FEATURE_GROUP_COUNT>& groupSizes);

    // Room for this many positions and candidates (the vectors would otherwise double).
    void reserve(size_t positions, size_t candidates);

    // Adds a position: its candidates' features and the index of the played one. Throws
    // std::invalid_argument for a bad winner and std::length_error when the dictionary of local
    // teams is full (more than MAX_LOCAL_TEAMS).
    void addPosition(const std::vector<MoveFeatures>& candidates, size_t winner);

    const TeamPacking& localPacking() const { return local_; }
    const std::array<uint32_t, FEATURE_GROUP_COUNT>& groupSizes() const { return sizes_; }
    size_t positions() const { return start_.size() - 1; }
    size_t candidates() const { return candidates_.size(); }
    size_t localTeams() const { return localTeams_.size(); }
    size_t bytes() const;  // memory held (the dictionary's index included)

    // Position j's candidates are [begin(j), end(j)); the played one is winner(j).
    size_t begin(size_t j) const { return start_[j]; }
    size_t end(size_t j) const { return start_[j + 1]; }
    size_t winner(size_t j) const { return start_[j] + winner_[j]; }
    // Candidate k: its local team and its distance values, packed as index << 10 | last << 5 |
    // before last.
    uint32_t candidate(size_t k) const { return candidates_[k]; }
    static uint32_t localIndexOf(uint32_t candidate) { return candidate >> 10; }
    static uint32_t distanceLastOf(uint32_t candidate) { return candidate >> 5 & 31; }
    static uint32_t distanceBeforeLastOf(uint32_t candidate) { return candidate & 31; }
    uint64_t localTeam(uint32_t index) const { return localTeams_[index]; }

    static constexpr uint32_t MAX_LOCAL_TEAMS = 1u << 22;

  private:
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes_;
    TeamPacking local_;
    std::vector<uint64_t> localTeams_;
    std::unordered_map<uint64_t, uint32_t> localIndex_;
    std::vector<uint32_t> candidates_;
    std::vector<uint64_t> start_{0};
    std::vector<uint16_t> winner_;
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
