// The learned move model: the pattern vocabularies (pattern_vocabulary.h) and two weight tables
// (gammas) over the features of move_features.h, the full model (every group) for the search's
// priors and the light one (no large patterns) for the playout policy. A move's strength is the
// product of the gammas of its features; its probability is its strength over the sum of the
// strengths of all moves.
//
// The weights file (conf/patterns.weights, made by `tianyuan --train-patterns`) is a small
// little-endian binary: a magic and version, a fingerprint of the feature definitions, the group
// sizes, the 3x3 shape codes, the large-pattern hashes, the gammas of both models and a checksum.
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "move_features.h"
#include "pattern_vocabulary.h"

namespace tianyuan {

class PatternModelError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct RatedMove {
    Point point = PASS;
    double gamma = 1;  // or a probability after toProbabilities
};

class PatternModel {
  public:
    // A model that knows no pattern and rates every move 1.
    PatternModel();
    // A model over `dictionary` with the gammas of both sets (one per feature id, indexed by
    // groupOffset + value - 1; the light table's large-pattern entries are ignored).
    // Precondition: both tables have featureCount() entries, all positive and finite.
    PatternModel(PatternDictionary dictionary, std::vector<float> fullGammas,
                 std::vector<float> lightGammas);

    // Reads a weights file. Throws PatternModelError naming the file and the problem (missing,
    // not a weights file, another version or feature definition, truncated, corrupt).
    static PatternModel load(const std::string& path);
    // Writes the weights file. Throws PatternModelError when the file cannot be written.
    void save(const std::string& path) const;

    const PatternDictionary& dictionary() const { return dictionary_; }
    uint32_t featureCount() const { return featureCount_; }
    uint32_t groupOffset(int group) const { return offsets_[group]; }
    const std::vector<float>& gammas(FeatureSet set) const {
        return set == FeatureSet::FULL ? full_ : light_;
    }

    // The strength of a move with these features under the model of `set`.
    double strength(const MoveFeatures& features, FeatureSet set) const;

    // The strength of every legal move of `toMove` (pass first when `withPass`), in board order.
    // `scratch` avoids an allocation per call.
    void rate(const Board& board, Color toMove, const RecentMoves& recent, FeatureSet set,
              bool withPass, std::vector<RatedMove>& out, std::vector<MoveFeatures>& scratch) const;

  private:
    PatternDictionary dictionary_;
    std::array<uint32_t, FEATURE_GROUP_COUNT + 1> offsets_{};
    uint32_t featureCount_ = 0;
    std::vector<float> full_, light_;
};

// Replaces strengths by probabilities (strength over the sum). Precondition: a positive sum.
void toProbabilities(std::vector<RatedMove>& moves);

// A fingerprint of the feature definitions (fixed group sizes, large-pattern keys): a weights
// file made for other definitions is refused.
uint32_t featureSchemeFingerprint();

}  // namespace tianyuan
