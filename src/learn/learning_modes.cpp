#include "learning_modes.h"

#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>

#include "progress.h"

namespace tianyuan {

namespace {

// Reads every record of `paths` (readGameRecords), showing each path on `progress`.
std::vector<GameRecord> readRecords(const std::vector<std::string>& paths, Progress& progress) {
    std::vector<GameRecord> games;
    for (const std::string& path : paths) {
        progress.update("reading records: " + path, true);
        readGameRecords(path, games);
    }
    return games;
}

}  // namespace

int runPatternTraining(const PatternTrainingOptions& options, std::ostream& out) {
    PatternTrainingReport r;
    Progress progress(std::cerr, Progress::stderrIsTerminal());
    PatternTrainingOptions training = options;
    training.progress = &progress;
    try {
        r = trainPatternModel(training);
    } catch (const std::exception& e) {
        progress.finish();
        spdlog::error("--train-patterns: {}", e.what());
        return 1;
    }
    progress.finish();
    char line[512];
    std::snprintf(line, sizeof line,
                  "games %d (held-out duplicates left out %d), moves harvested %lld\n"
                  "3x3 shapes %d, large patterns %d (size <= %d, played >= %d times)\n"
                  "fit positions %lld, candidates %lld, distinct local teams %lld, memory %.0f MB\n"
                  "full model: %d iterations, mean log-likelihood %.4f\n"
                  "light model: %d iterations, mean log-likelihood %.4f\n"
                  "seconds: read %.1f harvest %.1f extract %.1f fit %.1f\n"
                  "wrote %s (%zu bytes)\n",
                  r.games, r.duplicatesSkipped, static_cast<long long>(r.harvestedMoves), r.shapes,
                  r.largePatterns, training.largeMaxSize, training.largeMinCount,
                  static_cast<long long>(r.fitPositions), static_cast<long long>(r.fitCandidates),
                  static_cast<long long>(r.fitTeams), r.fitBytes / 1048576.0, r.fullIterations,
                  r.fullLogLikelihood, r.lightIterations, r.lightLogLikelihood, r.readSeconds,
                  r.harvestSeconds, r.extractSeconds, r.fitSeconds, training.output.c_str(),
                  r.fileBytes);
    out << line << std::flush;
    return 0;
}

int runPrediction(const PredictionOptions& options, std::ostream& out) {
    PatternModel model;
    try {
        const auto start = std::chrono::steady_clock::now();
        model = PatternModel::load(options.patternWeights);
        spdlog::info(
            "loaded {} in {:.1f} ms", options.patternWeights,
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    } catch (const PatternModelError& e) {
        spdlog::error("{}", e.what());
        return 1;
    }
    Progress progress(std::cerr, Progress::stderrIsTerminal());
    const std::vector<GameRecord> games = readRecords(options.recordPaths, progress);
    if (options.playoutShapes) {
        HeavyPolicyParams params = options.playoutPolicy;
        if (options.policyUsesModel)
            params.shapeModel = std::make_shared<const PatternModel>(std::move(model));
        const HeavyPlayoutPolicy policy(params);
        const ShapeStepReport r = measureShapeStepPrediction(policy, games, &progress);
        progress.finish();
        char line[256];
        std::snprintf(line, sizeof line,
                      "games %d positions %lld log-likelihood %.4f probability %.4f "
                      "candidates %.4f step %.4f\n",
                      r.games, static_cast<long long>(r.positions), r.logLikelihood, r.probability,
                      r.candidates, r.stepMass);
        out << line << std::flush;
        return 0;
    }
    const PredictionReport r = measurePrediction(
        model, games, options.light ? FeatureSet::LIGHT : FeatureSet::FULL, &progress);
    progress.finish();
    int first = 1;
    for (int phase = 0; phase < PredictionReport::PHASES; ++phase) {
        const bool last = phase == PredictionReport::PHASES - 1;
        spdlog::info("moves {}-{}: positions {} top1 {:.4f} top5 {:.4f}", first,
                     last ? std::string() : std::to_string(PredictionReport::PHASE_ENDS[phase]),
                     r.phasePositions[phase], r.phaseTop1[phase], r.phaseTop5[phase]);
        first = PredictionReport::PHASE_ENDS[phase] + 1;
    }
    spdlog::info("{:.1f} us per position", r.positions ? r.seconds * 1e6 / r.positions : 0.0);
    char line[160];
    std::snprintf(line, sizeof line, "games %d positions %lld top1 %.4f top5 %.4f\n", r.games,
                  static_cast<long long>(r.positions), r.top1, r.top5);
    out << line << std::flush;
    return 0;
}

}  // namespace tianyuan
