#include "ownership_fit.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <ostream>

#include "game_records.h"
#include "learning_modes.h"
#include "pattern_learning.h"
#include "pattern_model.h"
#include "playout.h"
#include "progress.h"
#include "scoring.h"

namespace tianyuan {

double ownershipLogLikelihood(const std::vector<OwnershipSample>& samples,
                              const std::array<double, OWNERSHIP_BINS>& factors) {
    if (samples.empty()) return 0;
    double sum = 0;
    for (const OwnershipSample& s : samples) {
        double total = 0;
        for (int b = 0; b < OWNERSHIP_BINS; ++b) total += factors[b] * s.strengthByBin[b];
        sum += std::log(s.playedStrength * factors[s.playedBin] / total);
    }
    return sum / static_cast<double>(samples.size());
}

OwnershipFit fitOwnershipFactors(const std::vector<OwnershipSample>& samples, int iterations) {
    OwnershipFit fit;
    fit.factors.fill(1.0);
    for (const OwnershipSample& s : samples) ++fit.played[s.playedBin];
    fit.logLikelihoodBefore = ownershipLogLikelihood(samples, fit.factors);
    for (fit.iterations = 0; fit.iterations < iterations; ++fit.iterations) {
        // g_b <- (W_b + 1) / (sum over positions of C_b / E + 2 / (g_b + 1)), where C_b is the
        // position's strength in bin b and E its total under the current factors; the prior is
        // one win and one loss against a move of strength 1.
        std::array<double, OWNERSHIP_BINS> denominator{};
        for (const OwnershipSample& s : samples) {
            double total = 0;
            for (int b = 0; b < OWNERSHIP_BINS; ++b) total += fit.factors[b] * s.strengthByBin[b];
            for (int b = 0; b < OWNERSHIP_BINS; ++b) denominator[b] += s.strengthByBin[b] / total;
        }
        double largestChange = 0;
        for (int b = 0; b < OWNERSHIP_BINS; ++b) {
            const double g = (static_cast<double>(fit.played[b]) + 1) /
                             (denominator[b] + 2 / (fit.factors[b] + 1));
            largestChange = std::max(largestChange, std::fabs(g - fit.factors[b]) / fit.factors[b]);
            fit.factors[b] = g;
        }
        if (largestChange < 1e-6) break;
    }
    double largest = 0;
    for (const double g : fit.factors) largest = std::max(largest, g);
    for (double& g : fit.factors) g /= largest;
    fit.logLikelihoodAfter = ownershipLogLikelihood(samples, fit.factors);
    return fit;
}

namespace {

// The sample of one position: `playouts` playouts from it for the mover's share of each point,
// the model's strength of each legal move (no pass), the played move's bin. False when the
// played move is not among the model's candidates.
bool samplePosition(const Board& board, Color toMove, const RecentMoves& recent, Point played,
                    const PatternModel& model, HeavyPlayoutPolicy& policy, int playouts,
                    Random& random, std::vector<MoveFeatures>& features, OwnershipSample& out) {
    extractFeatures(board, toMove, recent, model.dictionary(), FeatureSet::FULL, false, features);
    bool found = false;
    for (const MoveFeatures& f : features) found = found || f.point == played;
    if (!found) return false;
    std::vector<int> moverOwns(MAX_ARRAY_SIZE, 0);
    const int sign = toMove == Color::BLACK ? 1 : -1;
    for (int i = 0; i < playouts; ++i) {
        Board b = board;
        policy.beginPlayout();
        runPlayout(b, toMove, recent.last, recent.beforeLast, policy, random,
                   playoutMoveLimit(b.size()), nullptr);
        for (const MoveFeatures& f : features)
            if (playoutOwner(b, f.point) == sign) ++moverOwns[f.point];
    }
    out = OwnershipSample{};
    for (const MoveFeatures& f : features) {
        const double s = model.strength(f, FeatureSet::FULL);
        const int bin = ownershipBin(static_cast<double>(moverOwns[f.point]) / playouts);
        out.strengthByBin[bin] += s;
        if (f.point == played) {
            out.playedBin = bin;
            out.playedStrength = s;
        }
    }
    return true;
}

}  // namespace

int runOwnershipFit(const OwnershipFitOptions& options, std::ostream& out) {
    const auto start = std::chrono::steady_clock::now();
    std::shared_ptr<const PatternModel> model;
    try {
        model = std::make_shared<const PatternModel>(PatternModel::load(options.patternWeights));
    } catch (const PatternModelError& e) {
        spdlog::error("{}", e.what());
        return 1;
    }
    Progress progress(std::cerr, Progress::stderrIsTerminal());
    const std::vector<GameRecord> games = readRecords(options.recordPaths, progress);
    int64_t total = 0;
    for (const GameRecord& game : games) total += static_cast<int64_t>(game.moves.size());
    if (total == 0 || options.playouts < 1) {
        progress.finish();
        spdlog::error("--fit-ownership: no moves in the records, or no playouts");
        return 1;
    }
    HeavyPolicyParams params = options.playoutPolicy;
    if (options.policyUsesModel) params.shapeModel = model;
    HeavyPlayoutPolicy policy(params);
    const double keep =
        total <= options.positions ? 1.0 : static_cast<double>(options.positions) / total;
    Random random(options.seed);
    std::vector<MoveFeatures> features;
    std::vector<OwnershipSample> samples;
    size_t done = 0;
    for (const GameRecord& game : games) {
        replayRecord(game, [&](const Board& board, int index) {
            if (static_cast<double>(random.next() >> 11) * 0x1.0p-53 >= keep) return;
            const Move& move = game.moves[index];
            if (move.point == PASS) return;
            OwnershipSample sample;
            if (samplePosition(board, move.color, recentMovesBefore(game, index), move.point,
                               *model, policy, options.playouts, random, features, sample))
                samples.push_back(sample);
        });
        progress.update("sampling: game " + std::to_string(++done) + " of " +
                        std::to_string(games.size()) + ", " + std::to_string(samples.size()) +
                        " positions");
    }
    progress.finish();
    if (samples.empty()) {
        spdlog::error("--fit-ownership: no position sampled");
        return 1;
    }
    const OwnershipFit fit = fitOwnershipFactors(samples, options.iterations);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char line[256];
    std::snprintf(line, sizeof line,
                  "games %zu positions %zu playouts %d iterations %d seconds %.0f\n"
                  "log-likelihood per position: before %.4f after %.4f\n",
                  games.size(), samples.size(), options.playouts, fit.iterations, seconds,
                  fit.logLikelihoodBefore, fit.logLikelihoodAfter);
    out << line;
    if (options.given.size() == OWNERSHIP_BINS) {
        std::array<double, OWNERSHIP_BINS> given{};
        std::copy(options.given.begin(), options.given.end(), given.begin());
        std::snprintf(line, sizeof line,
                      "log-likelihood per position with the given factors %.4f\n",
                      ownershipLogLikelihood(samples, given));
        out << line;
    }
    out << "played moves by bin:";
    for (const int64_t n : fit.played) out << ' ' << n;
    out << "\npattern-prior-ownership = ";
    for (int b = 0; b < OWNERSHIP_BINS; ++b) {
        std::snprintf(line, sizeof line, "%s%.3g", b > 0 ? "," : "", fit.factors[b]);
        out << line;
    }
    out << '\n' << std::flush;
    return 0;
}

}  // namespace tianyuan
