// A GTP engine with the real search player, small and fast for unit tests: one thread, a small
// tree, no pattern weights file (hand-set priors), few playouts.
#pragma once

#include <memory>

#include "engine.h"
#include "mcts_player.h"
#include "playout_evaluator.h"

namespace tianyuan::test {

inline GtpEngine makeSearchEngine(uint64_t seed, int playouts = 300) {
    EngineOptions options;
    options.seed = seed;
    options.playouts = playouts;
    options.statusPlayouts = 200;
    options.analysisPlayouts = playouts;
    SearchParams params;
    params.seed = seed;
    params.threads = 1;
    params.maxTreeBytes = 8u << 20;
    params.patternPriors = false;  // no weights file: hand-set priors, hand-written shapes
    params.playoutPatternShapesLarge = false;
    options.search = params;
    return GtpEngine(options, std::make_unique<MctsPlayer>(
                                  params, makeEvaluatorFactory(params, options.patternWeights)));
}

}  // namespace tianyuan::test
