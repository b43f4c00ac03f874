#include "pattern_learning.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_set>

#include "mm_trainer.h"
#include "playout_policy.h"
#include "progress.h"
#include "random.h"

namespace tianyuan {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Shows "<phase>: game i/n, ... elapsed, about ... left" after each game (at most a few times a
// second; nothing without a progress line).
void showGames(Progress* progress, const char* phase, size_t done, size_t total,
               Clock::time_point start, const std::string& more = "") {
    if (progress == nullptr || !progress->enabled()) return;
    progress->update(std::string(phase) + ": game " +
                         Progress::pace(static_cast<double>(done), static_cast<double>(total),
                                        secondsSince(start)) +
                         more,
                     done == total);
}

std::vector<GameRecord> readAll(const std::vector<std::string>& paths, Progress* progress) {
    std::vector<GameRecord> games;
    for (const std::string& path : paths) {
        if (progress != nullptr)
            progress->update(
                "reading records: " + path + " (" + std::to_string(games.size()) + " games so far)",
                true);
        const RecordReadStats stats = readGameRecords(path, games);
        spdlog::info("{}: {} records from {} files, {} skipped", path, stats.records, stats.files,
                     stats.skipped);
    }
    return games;
}

// Pattern counts over the played moves of the training games.
struct Harvest {
    std::vector<uint32_t> shapeCounts = std::vector<uint32_t>(size_t{1} << SHAPE_CODE_BITS, 0);
    std::vector<std::vector<uint64_t>> largeBySize;  // one hash per played move and size
    int64_t moves = 0;
    int64_t positions = 0;  // passes included
};

Harvest harvestPatterns(const std::vector<GameRecord>& games, int maxSize, Progress* progress) {
    const auto start = Clock::now();
    size_t done = 0;
    Harvest harvest;
    harvest.largeBySize.resize(maxSize - MIN_LARGE_PATTERN_SIZE + 1);
    uint64_t hashes[MAX_LARGE_PATTERN_SIZE];
    for (const GameRecord& game : games) {
        replayRecord(game, [&](const Board& board, int index) {
            ++harvest.positions;
            const Move& move = game.moves[index];
            if (move.point == PASS) return;
            ++harvest.moves;
            ++harvest.shapeCounts[canonicalShapeCode(shapeCode(board, move.point, move.color))];
            largePatternHashes(board, move.point, move.color, maxSize, hashes);
            for (size_t k = 0; k < harvest.largeBySize.size(); ++k)
                harvest.largeBySize[k].push_back(hashes[k]);
        });
        showGames(progress, "harvesting patterns", ++done, games.size(), start);
    }
    return harvest;
}

std::vector<uint32_t> frequentShapes(const std::vector<uint32_t>& counts, int minCount) {
    std::vector<std::pair<uint32_t, uint32_t>> kept;  // count, code
    for (uint32_t code = 0; code < counts.size(); ++code)
        if (counts[code] >= static_cast<uint32_t>(minCount)) kept.push_back({counts[code], code});
    std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    if (kept.size() > PatternDictionary::MAX_SHAPES) kept.resize(PatternDictionary::MAX_SHAPES);
    std::vector<uint32_t> codes;
    for (const auto& [count, code] : kept) codes.push_back(code);
    return codes;
}

// The large patterns played at least minCount times, most frequent first (smaller sizes first
// among equals, so that a cap never keeps a pattern without its smaller ones).
std::vector<uint64_t> frequentLargePatterns(std::vector<std::vector<uint64_t>>& bySize,
                                            int minCount, int64_t maxPatterns) {
    std::vector<std::tuple<uint32_t, int, uint64_t>> kept;  // count, size, hash
    for (size_t k = 0; k < bySize.size(); ++k) {
        std::vector<uint64_t>& hashes = bySize[k];
        std::sort(hashes.begin(), hashes.end());
        for (size_t i = 0; i < hashes.size();) {
            size_t j = i;
            while (j < hashes.size() && hashes[j] == hashes[i]) ++j;
            if (j - i >= static_cast<size_t>(minCount))
                kept.push_back({static_cast<uint32_t>(j - i), static_cast<int>(k), hashes[i]});
            i = j;
        }
        std::vector<uint64_t>().swap(hashes);
    }
    std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) {
        if (std::get<0>(a) != std::get<0>(b)) return std::get<0>(a) > std::get<0>(b);
        return std::tie(std::get<1>(a), std::get<2>(a)) < std::tie(std::get<1>(b), std::get<2>(b));
    });
    if (maxPatterns > 0 && static_cast<int64_t>(kept.size()) > maxPatterns)
        kept.resize(maxPatterns);
    std::vector<uint64_t> hashes;
    std::unordered_set<uint64_t> seen;
    for (const auto& entry : kept)
        if (seen.insert(std::get<2>(entry)).second) hashes.push_back(std::get<2>(entry));
    return hashes;
}

// The competitions of a seeded random sample of about `wanted` of the `total` positions.
CompetitionSet sampleCompetitions(const std::vector<GameRecord>& games,
                                  const PatternDictionary& dictionary, int64_t wanted,
                                  int64_t total, uint64_t seed, Progress* progress) {
    const auto start = Clock::now();
    size_t done = 0;
    CompetitionSet set(dictionary.groupSizes());
    const double keep = total <= wanted ? 1.0 : static_cast<double>(wanted) / total;
    // About 270 candidates in a 19x19 position of a game of 200 moves; a little more is reserved
    // so that the largest vector is not doubled at the end.
    const auto expected = static_cast<size_t>(std::min(wanted, total));
    set.reserve(expected + expected / 50, expected * 290);
    Random random(seed);
    std::vector<MoveFeatures> features;
    for (const GameRecord& game : games) {
        replayRecord(game, [&](const Board& board, int index) {
            if (static_cast<double>(random.next() >> 11) * 0x1.0p-53 >= keep) return;
            const Move& move = game.moves[index];
            extractFeatures(board, move.color, recentMovesBefore(game, index), dictionary,
                            FeatureSet::FULL, true, features);
            size_t winner = 0;
            while (features[winner].point != move.point) ++winner;
            set.addPosition(features, winner);
        });
        showGames(progress, "sampling positions", ++done, games.size(), start,
                  ", " + std::to_string(set.positions()) + " positions");
    }
    return set;
}

std::vector<float> toFloats(const std::vector<double>& gammas) {
    return {gammas.begin(), gammas.end()};
}

MmResult fitModel(const CompetitionSet& set, uint32_t groups, int iterations, const char* name,
                  Progress* progress) {
    MmOptions options;
    options.groups = groups;
    options.maxIterations = iterations;
    const auto start = Clock::now();
    options.progress = [=](int iteration, double ll) {
        spdlog::info("{} model: iteration {} mean log-likelihood {:.5f}", name, iteration, ll);
        if (progress == nullptr) return;
        // The time left is for all the iterations allowed; the fit may converge sooner.
        char likelihood[48];
        std::snprintf(likelihood, sizeof likelihood, ", mean log-likelihood %.4f", ll);
        progress->update(std::string("fitting the ") + name + " model: iteration " +
                             Progress::pace(iteration, iterations, secondsSince(start)) +
                             likelihood,
                         true);
    };
    return fitBradleyTerry(set, options);
}

}  // namespace

RecentMoves recentMovesBefore(const GameRecord& record, int index) {
    RecentMoves recent;
    if (index >= 1) {
        recent.last = record.moves[index - 1].point;
        recent.lastWasPass = recent.last == PASS;
    }
    if (index >= 2) recent.beforeLast = record.moves[index - 2].point;
    return recent;
}

PatternTrainingReport trainPatternModel(const PatternTrainingOptions& options) {
    PatternTrainingReport report;
    auto start = Clock::now();
    std::vector<GameRecord> games = readAll(options.trainPaths, options.progress);
    std::unordered_set<uint64_t> heldOut;
    for (const GameRecord& game : readAll(options.excludePaths, options.progress))
        heldOut.insert(recordFingerprint(game));
    const size_t before = games.size();
    std::erase_if(games, [&](const GameRecord& g) { return heldOut.count(recordFingerprint(g)); });
    report.duplicatesSkipped = static_cast<int>(before - games.size());
    report.games = static_cast<int>(games.size());
    if (games.empty()) throw std::runtime_error("no training records could be read");
    report.readSeconds = secondsSince(start);

    start = Clock::now();
    const int maxSize =
        std::clamp(options.largeMaxSize, MIN_LARGE_PATTERN_SIZE, MAX_LARGE_PATTERN_SIZE);
    Harvest harvest = harvestPatterns(games, maxSize, options.progress);
    PatternDictionary dictionary;
    dictionary.setShapes(frequentShapes(harvest.shapeCounts, options.shapeMinCount));
    dictionary.setLargePatterns(
        frequentLargePatterns(harvest.largeBySize, options.largeMinCount, options.largeMaxPatterns),
        maxSize);
    report.harvestedMoves = harvest.moves;
    report.shapes = static_cast<int>(dictionary.shapes().size());
    report.largePatterns = static_cast<int>(dictionary.largePatterns().size());
    report.harvestSeconds = secondsSince(start);
    spdlog::info("harvest: {} moves, {} shapes, {} large patterns", harvest.moves, report.shapes,
                 report.largePatterns);

    start = Clock::now();
    const CompetitionSet set = sampleCompetitions(
        games, dictionary, options.fitPositions, harvest.positions, options.seed, options.progress);
    report.fitPositions = static_cast<int64_t>(set.positions());
    report.fitCandidates = static_cast<int64_t>(set.candidates());
    report.fitTeams = static_cast<int64_t>(set.localTeams());
    report.fitBytes = set.bytes();
    report.extractSeconds = secondsSince(start);
    spdlog::info("fit data: {} positions, {} candidates, {} local teams, {} MB", set.positions(),
                 set.candidates(), set.localTeams(), set.bytes() >> 20);

    start = Clock::now();
    const uint32_t all = (1u << FEATURE_GROUP_COUNT) - 1;
    const MmResult full = fitModel(set, all, options.iterations, "full", options.progress);
    const MmResult light = fitModel(set, all & ~(1u << GROUP_LARGE_PATTERN), options.iterations,
                                    "light", options.progress);
    report.fullLogLikelihood = full.meanLogLikelihood;
    report.lightLogLikelihood = light.meanLogLikelihood;
    report.fullIterations = full.iterations;
    report.lightIterations = light.iterations;
    report.fitSeconds = secondsSince(start);

    const PatternModel model(std::move(dictionary), toFloats(full.gammas), toFloats(light.gammas));
    if (options.progress != nullptr) options.progress->update("writing " + options.output, true);
    model.save(options.output);
    if (options.progress != nullptr) options.progress->finish();
    report.fileBytes = std::filesystem::file_size(options.output);
    return report;
}

PredictionReport measurePrediction(const PatternModel& model, const std::vector<GameRecord>& games,
                                   FeatureSet set, Progress* progress) {
    PredictionReport report;
    size_t done = 0;
    std::vector<RatedMove> rated;
    std::vector<MoveFeatures> scratch;
    const auto start = Clock::now();
    for (const GameRecord& game : games) {
        const int played = replayRecord(game, [&](const Board& board, int index) {
            const Move& move = game.moves[index];
            if (move.point == PASS) return;
            model.rate(board, move.color, recentMovesBefore(game, index), set, false, rated,
                       scratch);
            double own = 0;
            for (const RatedMove& m : rated)
                if (m.point == move.point) own = m.gamma;
            int greater = 0, equal = 0;
            for (const RatedMove& m : rated) {
                greater += m.gamma > own;
                equal += m.gamma == own;
            }
            // With ties broken at random, the played move is within the first k with
            // probability (k - greater) / equal, clamped to [0, 1].
            int phase = 0;
            while (index >= PredictionReport::PHASE_ENDS[phase]) ++phase;
            report.phaseTop1[phase] += std::clamp((1.0 - greater) / equal, 0.0, 1.0);
            report.phaseTop5[phase] += std::clamp((5.0 - greater) / equal, 0.0, 1.0);
            ++report.phasePositions[phase];
            ++report.positions;
        });
        if (played >= 0) ++report.games;
        if (progress != nullptr && progress->enabled()) {
            char hits[64];
            double top1 = 0;
            for (int phase = 0; phase < PredictionReport::PHASES; ++phase)
                top1 += report.phaseTop1[phase];
            std::snprintf(hits, sizeof hits, ", %lld positions, top1 %.4f",
                          static_cast<long long>(report.positions),
                          report.positions ? top1 / static_cast<double>(report.positions) : 0.0);
            showGames(progress, "predicting", ++done, games.size(), start, hits);
        }
    }
    report.seconds = secondsSince(start);
    for (int phase = 0; phase < PredictionReport::PHASES; ++phase) {
        report.top1 += report.phaseTop1[phase];
        report.top5 += report.phaseTop5[phase];
        const double n = std::max<double>(1, static_cast<double>(report.phasePositions[phase]));
        report.phaseTop1[phase] /= n;
        report.phaseTop5[phase] /= n;
    }
    if (report.positions > 0) {
        report.top1 /= static_cast<double>(report.positions);
        report.top5 /= static_cast<double>(report.positions);
    }
    return report;
}

ShapeStepReport measureShapeStepPrediction(const HeavyPlayoutPolicy& policy,
                                           const std::vector<GameRecord>& games,
                                           Progress* progress) {
    ShapeStepReport report;
    const auto start = Clock::now();
    size_t done = 0;
    for (const GameRecord& game : games) {
        const int played = replayRecord(game, [&](const Board& board, int index) {
            const Move& move = game.moves[index];
            const RecentMoves recent = recentMovesBefore(game, index);
            if (move.point == PASS || recent.last == PASS) return;
            if (!board.isPlayoutMove(move.color, move.point)) {
                ++report.notPlayoutMoves;
                return;
            }
            const ShapeStepDistribution step =
                policy.shapeStep(board, move.color, recent.last, recent.beforeLast);
            if (!step.reached) {
                ++report.notReached;
                return;
            }
            int playoutMoves = 0;
            for (int i = 0; i < board.emptyCount(); ++i)
                playoutMoves += board.isPlayoutMove(move.color, board.emptyAt(i));
            double mass = 0, own = 0;
            for (int i = 0; i < step.count; ++i) {
                mass += step.probability[i];
                if (step.points[i] == move.point) {
                    own = step.probability[i];
                    report.candidates += 1;
                }
            }
            const double p = own + (1 - mass) / playoutMoves;
            report.logLikelihood += std::log(p);
            report.probability += p;
            report.stepMass += mass;
            ++report.positions;
        });
        if (played >= 0) ++report.games;
        showGames(progress, "predicting the playouts' shape step", ++done, games.size(), start,
                  ", " + std::to_string(report.positions) + " positions");
    }
    const double n = std::max<double>(1, static_cast<double>(report.positions));
    report.logLikelihood /= n;
    report.probability /= n;
    report.candidates /= n;
    report.stepMass /= n;
    return report;
}

}  // namespace tianyuan
