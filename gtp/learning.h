// The learning modes of the executable: --train-patterns (fit the move-pattern model from game
// records and write the weights file) and --predict (how often the model's first choice, or one
// of its first five, is the move played in records).
#pragma once

#include <ostream>

#include "options.h"

namespace tianyuan {

// Both write their report to `out` and return the process exit status (errors go to the log).
int runPatternTraining(const EngineOptions& options, std::ostream& out);
int runPrediction(const EngineOptions& options, std::ostream& out);

}  // namespace tianyuan
