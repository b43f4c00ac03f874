// Learning the move model from game records and measuring how well it predicts moves: the
// --train-patterns and --predict modes of the executable.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "game_records.h"
#include "pattern_model.h"

namespace tianyuan {

class HeavyPlayoutPolicy;
class Progress;

struct PatternTrainingOptions {
    std::vector<std::string> trainPaths;    // records to learn from (files or directories)
    std::vector<std::string> excludePaths;  // held-out records: their duplicates are not learned
    std::string output;                     // the weights file to write
    uint64_t seed = 1;                      // the sampling of positions for the fit
    int64_t fitPositions = 1'000'000;       // positions sampled for the MM fit (all if fewer)
    int shapeMinCount = 10;                 // a 3x3 shape is kept when played at least this often
    int largeMinCount = 10;                 // the same for a large pattern
    int64_t largeMaxPatterns = 0;           // keep at most this many large patterns (0: no cap)
    int largeMaxSize = 10;                  // the largest pattern size harvested
    int iterations = 40;                    // MM iterations at most for each model
    Progress* progress = nullptr;           // where to show the phases as they go (none: null)
};

struct PatternTrainingReport {
    int games = 0;               // records learned from
    int duplicatesSkipped = 0;   // training records equal to a held-out one
    int64_t harvestedMoves = 0;  // played moves the patterns were counted on
    int shapes = 0;
    int largePatterns = 0;
    int64_t fitPositions = 0;
    int64_t fitCandidates = 0;     // candidate moves stored for the fit
    int64_t fitTeams = 0;          // distinct local teams (features but distances) among them
    size_t fitBytes = 0;           // memory of the stored competitions
    double fullLogLikelihood = 0;  // mean per position on the fitted positions
    double lightLogLikelihood = 0;
    int fullIterations = 0, lightIterations = 0;
    double readSeconds = 0, harvestSeconds = 0, extractSeconds = 0, fitSeconds = 0;
    size_t fileBytes = 0;
};

// Learns both models from the records and writes the weights file. Deterministic for given
// records, options and seed. Throws PatternModelError when the file cannot be written and
// std::runtime_error when there is nothing to learn from.
PatternTrainingReport trainPatternModel(const PatternTrainingOptions& options);

struct PredictionReport {
    int games = 0;
    int64_t positions = 0;  // moves predicted (passes excluded)
    double top1 = 0;        // fraction of positions whose played move is ranked first
    double top5 = 0;        // ... within the first five
    double seconds = 0;     // time spent rating
    // The same by phase of the game: moves 1-30, 31-80, 81-150, 151-.
    static constexpr int PHASES = 4;
    static constexpr int PHASE_ENDS[PHASES] = {30, 80, 150, 1 << 30};
    std::array<int64_t, PHASES> phasePositions{};
    std::array<double, PHASES> phaseTop1{}, phaseTop5{};
};

// Ranks every legal move of every position of the records (passes excluded) by the model of
// `set`, without search. Ties count as broken at random (the expected hit). A record with an
// illegal move counts up to it.
// `progress` (when not null) shows the games done.
PredictionReport measurePrediction(const PatternModel& model, const std::vector<GameRecord>& games,
                                   FeatureSet set, Progress* progress = nullptr);

struct ShapeStepReport {
    int games = 0;
    int64_t positions = 0;        // moves predicted (passes and answers to a pass excluded)
    int64_t notReached = 0;       // positions where an answer to atari comes first: left out
    int64_t notPlayoutMoves = 0;  // played moves a playout never plays (own eyes): left out
    double logLikelihood = 0;     // mean natural log of the played move's probability
    double probability = 0;       // mean probability of the played move
    double candidates = 0;        // share of played moves among the step's candidates
    double stepMass = 0;          // mean probability that the step plays one of its candidates
};

// How well the heavy policy's shape step predicts the records' moves: the step's distribution
// (HeavyPlayoutPolicy::shapeStep), the rest spread evenly over the playout moves (the random
// move, self-atari retries not modelled), over the positions where the policy reaches the step.
ShapeStepReport measureShapeStepPrediction(const HeavyPlayoutPolicy& policy,
                                           const std::vector<GameRecord>& games,
                                           Progress* progress = nullptr);

// The recent moves before move `index` of a record.
RecentMoves recentMovesBefore(const GameRecord& record, int index);

}  // namespace tianyuan
