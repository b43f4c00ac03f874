// The playouts' shape step drawn from the learned model (pattern_playout.h): candidates around
// the last two moves without own eyes or illegal points, draws proportional to the light gammas
// against the random-move mass, bad self-ataris rejected, the local and tactical ratings equal to
// the model's features, the measurement of the step on game records, and the switch: off, the
// policy does not see the model.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <vector>

#include "diagram.h"
#include "pattern_learning.h"
#include "pattern_playout.h"
#include "playout_evaluator.h"
#include "playout_policy.h"
#include "policy_counts.h"
#include "tactics.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

// A model that knows the 3x3 shapes of the given points (for `toMove`, one shape each, no two
// equal) with the given light gammas, and rates every other shape `otherShapes`; every other
// gamma is 1.
std::shared_ptr<const PatternModel> shapeModel(const Board& board, Color toMove,
                                               const std::vector<std::pair<Point, float>>& known,
                                               float otherShapes = 1.0f) {
    PatternDictionary dictionary;
    std::vector<uint32_t> codes;
    for (const auto& [p, gamma] : known)
        codes.push_back(canonicalShapeCode(shapeCode(board, p, toMove)));
    dictionary.setShapes(codes);
    uint32_t count = 0;
    for (const uint32_t size : dictionary.groupSizes()) count += size;
    std::vector<float> full(count, 1.0f), light(count, 1.0f);
    const PatternModel probe(dictionary, full, light);
    const uint32_t shapes = probe.groupOffset(GROUP_SHAPE_3X3);
    for (size_t i = 0; i < known.size(); ++i) light[shapes + i] = known[i].second;
    light[shapes + known.size()] = otherShapes;
    return std::make_shared<const PatternModel>(std::move(dictionary), full, light);
}

HeavyPolicyParams modelPolicy(std::shared_ptr<const PatternModel> model, double randomMass,
                              PlayoutPatternFeatures features = PlayoutPatternFeatures::SHAPE) {
    HeavyPolicyParams params;
    params.shapeModel = std::move(model);
    params.patternShapes.randomMass = randomMass;
    params.patternShapes.features = features;
    return params;
}

bool contains(const ShapeCandidates& candidates, Point p) {
    return std::find(candidates.points, candidates.points + candidates.count, p) !=
           candidates.points + candidates.count;
}

// White E5 has just answered Black E6: open board, no atari, no two-liberty chain.
const char* const OPEN_POSITION = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . . O . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)";

}  // namespace

TEST_CASE("pattern playouts: the candidates are the playout moves around the last two moves") {
    const Board b = boardFromDiagram(OPEN_POSITION);
    const ShapeCandidates around = shapeCandidates(b, B, v("E5", 9), v("E6", 9));
    // 7 empty points around E5 and 7 around E6, of which D5, F5, D6 and F6 are shared.
    CHECK(around.count == 10);
    for (const char* p : {"D4", "E4", "F4", "D5", "F5", "D6", "F6", "D7", "E7", "F7"})
        CHECK(contains(around, v(p, 9)));
    CHECK(shapeCandidates(b, B, v("E5", 9), PASS).count == 7);
    CHECK(shapeCandidates(b, B, PASS, PASS).count == 0);
}

TEST_CASE("pattern playouts: a huge gamma next to the last move is played almost always") {
    const Board b = boardFromDiagram(OPEN_POSITION);
    const Point last = v("E5", 9), target = v("E4", 9);
    // E4 (under White's stone) has a shape no other candidate has.
    const ShapeCandidates around = shapeCandidates(b, B, last, v("E6", 9));
    for (int i = 0; i < around.count; ++i)
        if (around.points[i] != target)
            REQUIRE(canonicalShapeCode(shapeCode(b, around.points[i], B)) !=
                    canonicalShapeCode(shapeCode(b, target, B)));
    const auto model = shapeModel(b, B, {{target, 1e6f}});
    const int trials = 500;
    const auto counts = moveCounts(b, B, last, trials, modelPolicy(model, 1), v("E6", 9));
    CHECK(countOf(counts, target) >= trials - 5);
    // A huge random mass: E4 only about as often as any other point.
    const auto diluted = moveCounts(b, B, last, trials, modelPolicy(model, 1e9), v("E6", 9));
    CHECK(countOf(diluted, target) < trials / 20);
}

TEST_CASE("pattern playouts: a gamma near 0 is never drawn; the rest follows the gammas") {
    const Board b = boardFromDiagram(OPEN_POSITION);
    const Point last = v("E5", 9), never = v("E4", 9), favoured = v("E7", 9);
    const auto model = shapeModel(b, B, {{never, 1e-12f}, {favoured, 9.0f}});
    HeavyPolicyParams params = modelPolicy(model, 1);
    ShapeRater rater(params.shapeModel, params.patternShapes);
    const ShapeCandidates around = shapeCandidates(b, B, last, v("E6", 9));
    REQUIRE(contains(around, never));
    // Candidates: E4 ~0, E7 9, eight others 1; random mass 1: E7 with 9/18, a random move 1/18.
    std::map<Point, int> counts;
    Random random(3);
    const int trials = 20000;
    for (int i = 0; i < trials; ++i)
        ++counts[rater.draw(b, B, last, v("E6", 9), around, random, [](Point) { return false; })];
    CHECK(countOf(counts, never) == 0);
    CHECK(countOf(counts, favoured) / double(trials) == doctest::Approx(0.5).epsilon(0.05));
    CHECK(countOf(counts, PASS) / double(trials) == doctest::Approx(1.0 / 18).epsilon(0.15));
    CHECK(countOf(counts, v("F4", 9)) / double(trials) == doctest::Approx(1.0 / 18).epsilon(0.15));
    // The policy's distribution of the step says the same.
    HeavyPlayoutPolicy policy(params);
    const ShapeStepDistribution step = policy.shapeStep(b, B, last, v("E6", 9));
    REQUIRE(step.reached);
    REQUIRE(step.count == 10);
    double mass = 0;
    for (int i = 0; i < step.count; ++i) {
        mass += step.probability[i];
        if (step.points[i] == favoured) CHECK(step.probability[i] == doctest::Approx(0.5));
        if (step.points[i] == never) CHECK(step.probability[i] < 1e-12);
    }
    CHECK(mass == doctest::Approx(17.0 / 18));
}

TEST_CASE("pattern playouts: rejected points are left out and the draw repeated") {
    const Board b = boardFromDiagram(OPEN_POSITION);
    const Point last = v("E5", 9), rejected = v("E4", 9);
    const auto model = shapeModel(b, B, {{rejected, 1e6f}});
    const HeavyPolicyParams params = modelPolicy(model, 0);
    ShapeRater rater(params.shapeModel, params.patternShapes);
    const ShapeCandidates around = shapeCandidates(b, B, last, PASS);
    std::map<Point, int> counts;
    Random random(5);
    int asked = 0;
    for (int i = 0; i < 6000; ++i)
        ++counts[rater.draw(b, B, last, PASS, around, random, [&](Point p) {
            ++asked;
            return p == rejected;
        })];
    // No random mass: always one of the six others, about equally often.
    CHECK(countOf(counts, rejected) == 0);
    CHECK(countOf(counts, PASS) == 0);
    CHECK(counts.size() == 6);
    for (const auto& [p, n] : counts) CHECK(n == doctest::Approx(1000).epsilon(0.15));
    CHECK(asked < 2 * 6000 + 10);  // mostly E4, then the one drawn instead
}

TEST_CASE("pattern playouts: own eyes, illegal points and bad self-ataris are never chosen") {
    // White F5 has just played next to the suicide point G5 and the bad self-atari F6 (one
    // stone left with the liberty E6); Black's previous move D4 is next to its own eye D3.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . O . . .
        . . . . . . O . .
        . . . . . O . O .
        . . . X . . O . .
        . . X . X . . . .
        . . . X . . . . .
        . . . . . . . . .)");
    const Point last = v("F5", 9), before = v("D4", 9);
    const Point eye = v("D3", 9), suicide = v("G5", 9), selfAtari = v("F6", 9);
    REQUIRE(b.isEyeLike(B, eye));
    REQUIRE_FALSE(b.isLegal(B, suicide));
    REQUIRE(b.isLegal(B, selfAtari));
    REQUIRE(isBadSelfAtari(b, B, selfAtari));
    const ShapeCandidates around = shapeCandidates(b, B, last, before);
    CHECK_FALSE(contains(around, eye));
    CHECK_FALSE(contains(around, suicide));
    CHECK(contains(around, selfAtari));  // a playout move: the policy's judgement rejects it
    // Every shape rated enormously, the self-atari most of all, no random mass to speak of.
    const auto model = shapeModel(b, B, {{selfAtari, 1e9f}}, 1e6f);
    for (const auto features : {PlayoutPatternFeatures::SHAPE, PlayoutPatternFeatures::LOCAL,
                                PlayoutPatternFeatures::TACTICAL}) {
        const auto counts = moveCounts(b, B, last, 300, modelPolicy(model, 1e-9, features), before);
        for (const auto& [p, n] : counts) {
            INFO("picked ", formatVertex(p, 9));
            CHECK(p != eye);
            CHECK(p != suicide);
            CHECK(p != selfAtari);
            CHECK(contains(around, p));
        }
    }
}

TEST_CASE("pattern playouts: the simple-ko point is not a candidate") {
    // Black C3 has just taken White's B3: White may not retake at once.
    Board b = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . X O . . . .
        X O . O . . .
        . X O . . . .
        . . . . . . .)");
    b.play(B, v("C3", 7));
    REQUIRE(b.koPoint() == v("B3", 7));
    const ShapeCandidates around = shapeCandidates(b, W, v("C3", 7), PASS);
    CHECK_FALSE(contains(around, v("B3", 7)));
    CHECK(contains(around, v("D4", 7)));
    const auto model = shapeModel(b, W, {}, 1e6f);
    for (const auto& [p, n] : moveCounts(b, W, v("C3", 7), 200, modelPolicy(model, 1e-9)))
        CHECK(p != v("B3", 7));
}

TEST_CASE("pattern playouts: local and tactical ratings are the model's light strengths") {
    // A model with a distinct gamma for every feature: the rater's product must equal
    // PatternModel::strength over the features tacticalFeatures gives (playout budget).
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . O . . . . . .
        . . X O . . X . .
        . X O X O . . . .
        . . . X . . O . .
        . . . . . . . . .
        . O . . X . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    PatternDictionary dictionary;
    dictionary.setShapes({canonicalShapeCode(shapeCode(b, v("C5", 9), B))});
    uint32_t count = 0;
    for (const uint32_t size : dictionary.groupSizes()) count += size;
    std::vector<float> full(count, 1.0f), light(count);
    for (uint32_t i = 0; i < count; ++i) light[i] = 0.5f + static_cast<float>(i % 7) * 0.25f;
    const auto model = std::make_shared<const PatternModel>(dictionary, full, light);
    const Point last = v("E6", 9), before = v("D5", 9);
    RecentMoves recent;
    recent.last = last;
    recent.beforeLast = before;
    for (const auto features : {PlayoutPatternFeatures::LOCAL, PlayoutPatternFeatures::TACTICAL}) {
        ShapeRater rater(model, {features, 1});
        int rated = 0;
        for (int i = 0; i < b.emptyCount(); ++i) {
            const Point p = b.emptyAt(i);
            if (!b.isLegal(B, p)) continue;
            MoveFeatures f;
            tacticalFeatures(b, B, recent, p, f, TacticalBudget::PLAYOUT);
            if (features == PlayoutPatternFeatures::LOCAL)
                for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
                    if (g != GROUP_DISTANCE_LAST && g != GROUP_DISTANCE_BEFORE_LAST &&
                        g != GROUP_EDGE)
                        f.value[g] = 0;
            f.value[GROUP_SHAPE_3X3] = model->dictionary().shapeValue(shapeCode(b, p, B));
            INFO(formatVertex(p, 9));
            CHECK(rater.gamma(b, B, last, before, p) ==
                  doctest::Approx(model->strength(f, FeatureSet::LIGHT)));
            ++rated;
        }
        CHECK(rated > 60);
    }
}

TEST_CASE("pattern playouts: measuring the step on a record") {
    // White D4 answers Black C3: the eight points around C3 are the candidates, each gamma 1,
    // random mass 2: D4 has 1/10 from the step and 2/10 spread over the 80 empty points.
    const Board empty(9);
    const auto model = shapeModel(empty, B, {}, 1.0f);
    HeavyPlayoutPolicy policy(modelPolicy(model, 2));
    GameRecord record;
    std::string error;
    REQUIRE(parseSgfRecord("(;SZ[9];B[cg];W[df])", "tiny", record, error));
    const ShapeStepReport r = measureShapeStepPrediction(policy, {record});
    CHECK(r.games == 1);
    CHECK(r.positions == 1);  // the first move answers no move
    const double p = 1.0 / 10 + 2.0 / 10 / 80;
    CHECK(r.probability == doctest::Approx(p));
    CHECK(r.logLikelihood == doctest::Approx(std::log(p)));
    CHECK(r.candidates == doctest::Approx(1.0));
    CHECK(r.stepMass == doctest::Approx(0.8));
}

TEST_CASE("pattern playouts: the switch off keeps the hand-written shapes and their draws") {
    const Board empty(9);
    const auto model = shapeModel(empty, B, {}, 1.0f);
    SearchParams params;
    REQUIRE_FALSE(params.playoutPatternShapes);
    CHECK(heavyPolicyParams(params, model).shapeModel == nullptr);
    // By default the learned shapes are on from the large boards' size, with their own mass.
    CHECK(heavyPolicyParams(params, model, params.largeBoard - 1).shapeModel == nullptr);
    const HeavyPolicyParams large = heavyPolicyParams(params, model, params.largeBoard);
    CHECK(large.shapeModel == model);
    CHECK(large.patternShapes.randomMass == params.playoutPatternRandomMassLarge);
    CHECK(params.playoutPatternRandomMassLarge != params.playoutPatternRandomMass);
    params.playoutPatternShapes = true;
    CHECK(heavyPolicyParams(params, model).shapeModel == model);
    CHECK(heavyPolicyParams(params, nullptr).shapeModel == nullptr);
    // Off, with a model at hand: the same playouts as the policy that never heard of one.
    params.playoutPatternShapes = false;
    HeavyPlayoutPolicy plain(HeavyPolicyParams{}), off(heavyPolicyParams(params, model));
    params.playoutPatternShapes = true;
    HeavyPlayoutPolicy on(heavyPolicyParams(params, model));
    std::vector<Move> a, b, c;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        Board x(9), y(9), z(9);
        Random ra(seed), rb(seed), rc(seed);
        runPlayout(x, B, PASS, PASS, plain, ra, 243, &a);
        runPlayout(y, B, PASS, PASS, off, rb, 243, &b);
        runPlayout(z, B, PASS, PASS, on, rc, 243, &c);
    }
    CHECK(a == b);
    CHECK(a != c);
}
