// The learning modes of the executable: --train-patterns (fit the move-pattern model from game
// records and write the weights file) and --predict (how often the model's first choice, or one
// of its first five, is the move played in records).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "pattern_learning.h"
#include "playout_policy.h"

namespace tianyuan {

// What --predict measures: the model's move prediction on records, or the heavy playout
// policy's shape step.
struct PredictionOptions {
    std::string patternWeights;            // the model to load
    std::vector<std::string> recordPaths;  // records to predict (files or directories)
    bool light = false;                    // the light features instead of the full ones
    bool playoutShapes = false;            // measure the heavy policy's shape step instead
    HeavyPolicyParams playoutPolicy;       // that policy (its shape model is the loaded one
    bool policyUsesModel = false;          //   when this is set, else the hand-written shapes)
};

// Both write their report to `out` and return the process exit status (errors go to the log).
int runPatternTraining(const PatternTrainingOptions& options, std::ostream& out);
int runPrediction(const PredictionOptions& options, std::ostream& out);

}  // namespace tianyuan
