// Pattern priors: progressive bias from the pattern model's probabilities, the tactical term
// for escapes into a ladder, the pass term, the evaluator's choice of priors, and the one place
// the evaluators are assembled (makeEvaluatorFactory).
#include <doctest/doctest.h>

#include <unistd.h>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "diagram.h"
#include "pattern_priors.h"
#include "playout_evaluator.h"
#include "positions.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

// A model that knows no shapes: every gamma 1 except the capture group's, `captureGamma`.
std::shared_ptr<const PatternModel> flatModel(float captureGamma) {
    PatternDictionary dictionary;
    uint32_t count = 0;
    for (const uint32_t size : dictionary.groupSizes()) count += size;
    std::vector<float> full(count, 1.0f), light(count, 1.0f);
    PatternModel probe(dictionary, full, light);
    for (uint32_t v = 1; v <= CAPTURE_VALUES; ++v)
        full[probe.groupOffset(GROUP_CAPTURE) + v - 1] = captureGamma;
    return std::make_shared<const PatternModel>(std::move(dictionary), full, light);
}

struct Rated {
    std::vector<Point> moves;
    std::vector<MovePrior> priors;
    const MovePrior& at(Point p) const {
        for (size_t i = 0; i < moves.size(); ++i)
            if (moves[i] == p) return priors[i];
        FAIL("move not rated");
        return priors[0];
    }
};

// Every legal move of `toMove` and the pass, rated by PatternPriors.
Rated rateAll(const Board& board, Color toMove, Point last, const PatternModel& model,
              const PatternPriorParams& params = {}, PriorTerm pass = {20, 0.05},
              int largeBoard = 13) {
    Rated r;
    for (int i = 0; i < board.emptyCount(); ++i)
        if (board.isLegal(toMove, board.emptyAt(i))) r.moves.push_back(board.emptyAt(i));
    r.moves.push_back(PASS);
    r.priors.resize(r.moves.size());
    PatternPriors priors(std::shared_ptr<const PatternModel>(&model, [](const PatternModel*) {}),
                         params, pass, largeBoard);
    const LeafPosition leaf{board, toMove, last, PASS, 15};
    priors.rate(leaf, r.moves, r.priors);
    return r;
}

const char* const CAPTURE_POSITION = R"(
    . O O . .
    O . O . .
    . . X X X
    X X O O .
    . . X X .)";

}  // namespace

TEST_CASE("pattern priors: probable moves start with more wins; probabilities add up to 1") {
    const Board board = boardFromDiagram(CAPTURE_POSITION);
    const auto model = flatModel(20.0f);
    const Rated r = rateAll(board, B, PASS, *model);
    double total = 0;
    for (size_t i = 0; i < r.moves.size(); ++i) total += r.priors[i].probability;
    CHECK(total == doctest::Approx(1.0));
    const MovePrior& capture = r.at(v("E2", 5));
    const MovePrior& plain = r.at(v("A1", 5));
    CHECK(capture.probability == doctest::Approx(20 * plain.probability));
    CHECK(capture.visits > plain.visits);
    CHECK(capture.winRate > plain.winRate);
    // even 10@0.5 plus scale sqrt(p) simulations at win rate 1.
    const double pattern = PatternPriorParams{}.scale * std::sqrt(capture.probability);
    CHECK(capture.visits == static_cast<int>(std::lround(10 + pattern)));
    CHECK(capture.winRate == doctest::Approx((5 + pattern) / (10 + pattern)));
    // The pass keeps its own term.
    CHECK(r.at(PASS).visits == 20);
    CHECK(r.at(PASS).winRate == doctest::Approx(0.05));
    CHECK(r.at(PASS).probability == 0);

    // Scale 0: only the even term.
    PatternPriorParams evenOnly;
    evenOnly.scale = 0;
    const Rated flat = rateAll(board, B, PASS, *model, evenOnly);
    CHECK(flat.at(v("E2", 5)).visits == 10);
    CHECK(flat.at(v("E2", 5)).winRate == doctest::Approx(0.5));

    // A board of at least largeBoard lines takes scaleLarge: this 5x5 board counts as large
    // when largeBoard is 5.
    PatternPriorParams large;
    large.scaleLarge = 300;
    const Rated big = rateAll(board, B, PASS, *model, large, {20, 0.05}, 5);
    const double largeVisits = 300 * std::sqrt(big.at(v("E2", 5)).probability);
    CHECK(big.at(v("E2", 5)).visits == static_cast<int>(std::lround(10 + largeVisits)));
}

TEST_CASE("pattern priors: an escape a ladder catches is penalised") {
    const Board edge = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O . . . . . . .
        O X O . . . . . .
        . . . . . . . . .)");
    const auto model = flatModel(1.0f);
    const Rated r = rateAll(edge, B, v("C2", 9), *model);
    const MovePrior& ladder = r.at(v("B1", 9));
    const MovePrior& other = r.at(v("H8", 9));
    CHECK(ladder.probability == doctest::Approx(other.probability));
    CHECK(ladder.visits == other.visits + 50);
    CHECK(ladder.winRate < other.winRate / 2);
}

TEST_CASE("pattern priors: the fills that win a capture race get raceWin") {
    // tests/tactics/semeai.tst 10: Black's C9-C7 against White's D9-D7, three liberties each,
    // Black to move: E9, E8 and E7 win the race.
    const Board race = boardFromDiagram(RACE_THREE_AGAINST_THREE);
    const auto model = flatModel(1.0f);
    PatternPriorParams on;
    on.raceWin = {50, 1.0};
    const Rated off = rateAll(race, B, v("D7", 9), *model);
    const Rated r = rateAll(race, B, v("D7", 9), *model, on);
    for (const char* fill : {"E9", "E8", "E7"}) {
        CAPTURE(fill);
        CHECK(r.at(v(fill, 9)).visits == off.at(v(fill, 9)).visits + 50);
        CHECK(r.at(v(fill, 9)).winRate > off.at(v(fill, 9)).winRate);
    }
    // Black's own liberties and moves elsewhere: unchanged.
    for (const char* other : {"B9", "H8", "A1"}) {
        CAPTURE(other);
        CHECK(r.at(v(other, 9)).visits == off.at(v(other, 9)).visits);
    }
}

TEST_CASE("pattern priors: captures and rescues found by reading get their terms") {
    // A net (capture_reading.h): Black F6 captures White's D4 E4 E5; White to move saves the
    // chain at E6 or F5.
    const Board net = boardFromDiagram(NET_9X9);
    const auto model = flatModel(1.0f);
    PatternPriorParams on;
    on.readCapture = {40, 1.0};
    on.readRescue = {60, 1.0};
    const Rated offB = rateAll(net, B, v("E5", 9), *model);
    const Rated onB = rateAll(net, B, v("E5", 9), *model, on);
    CHECK(onB.at(v("F6", 9)).visits == offB.at(v("F6", 9)).visits + 40);
    CHECK(onB.at(v("F6", 9)).winRate > offB.at(v("F6", 9)).winRate);
    const Rated offW = rateAll(net, W, v("F4", 9), *model);
    const Rated onW = rateAll(net, W, v("F4", 9), *model, on);
    int rescued = 0;
    for (const char* save : {"E6", "F5"})
        rescued += onW.at(v(save, 9)).visits == offW.at(v(save, 9)).visits + 60;
    CHECK(rescued >= 1);
    // The ataris that fail, and moves elsewhere: unchanged.
    for (const char* other : {"E6", "F5", "A1", "J9"}) {
        CAPTURE(other);
        CHECK(onB.at(v(other, 9)).visits == offB.at(v(other, 9)).visits);
    }
    CHECK(onW.at(v("F6", 9)).visits == offW.at(v("F6", 9)).visits);
    // Read near the last moves only: after E5 (on the chain) the net is found, after a move
    // far away it is not.
    PatternPriorParams near = on;
    near.readNearLast = true;
    CHECK(rateAll(net, B, v("E5", 9), *model, near).at(v("F6", 9)).visits ==
          onB.at(v("F6", 9)).visits);
    CHECK(rateAll(net, B, v("A1", 9), *model, near).at(v("F6", 9)).visits ==
          rateAll(net, B, v("A1", 9), *model).at(v("F6", 9)).visits);
}

TEST_CASE("pattern priors: the escapes of own chains in atari get their term, without AMAF") {
    // White C3 D3 is in atari (liberty D2) and escapes by capturing Black C4 D4 at D5, a move
    // the pattern model may rate low for its shape.
    const Board board = boardFromDiagram(BOTH_IN_ATARI_5X5);
    const auto model = flatModel(1.0f);
    PatternPriorParams on;
    on.atariEscape = {80, 1.0};
    const Rated off = rateAll(board, W, v("E3", 5), *model);
    const Rated r = rateAll(board, W, v("E3", 5), *model, on);
    CHECK(r.at(v("D5", 5)).visits == off.at(v("D5", 5)).visits + 80);
    CHECK(r.at(v("D5", 5)).winRate > off.at(v("D5", 5)).winRate);
    // The self-atari D2 and moves elsewhere: unchanged; so is every move of Black, whose
    // escape D2 is marked for Black only.
    for (const char* other : {"D2", "A1", "E5"}) {
        CAPTURE(other);
        CHECK(r.at(v(other, 5)).visits == off.at(v(other, 5)).visits);
    }
    const Rated black = rateAll(board, B, v("C5", 5), *model, on);
    CHECK(black.at(v("D2", 5)).visits ==
          rateAll(board, B, v("C5", 5), *model).at(v("D2", 5)).visits + 80);
    // Judged without AMAF only with atariEscapeRave false, and only the escapes (the term may
    // be off).
    CHECK_FALSE(r.at(v("D5", 5)).withoutRave);
    PatternPriorParams noRave;
    noRave.atariEscapeRave = false;
    const Rated judged = rateAll(board, W, v("E3", 5), *model, noRave);
    CHECK(judged.at(v("D5", 5)).withoutRave);
    CHECK(judged.at(v("D5", 5)).visits == off.at(v("D5", 5)).visits);
    for (const char* other : {"D2", "A1", "E5"}) CHECK_FALSE(judged.at(v(other, 5)).withoutRave);
}

TEST_CASE("the playout evaluator uses pattern priors only with a model and the switch on") {
    const Board board = boardFromDiagram(CAPTURE_POSITION);
    const auto model = flatModel(20.0f);
    const std::vector<Point> moves = {v("E2", 5), v("A1", 5)};
    const LeafPosition leaf{board, B, PASS, PASS, 15};
    Random random(1);
    const auto priorsOf = [&](const SearchParams& params, std::shared_ptr<const PatternModel> m) {
        std::vector<MovePrior> out(moves.size());
        HeavyPlayoutEvaluatorFactory(params, std::move(m)).make()->priors(leaf, moves, out, random);
        return out;
    };
    SearchParams params;
    CHECK(priorsOf(params, model)[0].probability > 0);
    CHECK(priorsOf(params, nullptr)[0].probability == 0);  // hand priors
    params.patternPriors = false;
    CHECK(priorsOf(params, model)[0].probability == 0);
}

TEST_CASE("makeEvaluatorFactory loads the model only when the parameters ask for it") {
    const Board board = boardFromDiagram(CAPTURE_POSITION);
    const std::vector<Point> moves = {v("E2", 5), v("A1", 5)};
    const LeafPosition leaf{board, B, PASS, PASS, 15};
    Random random(1);
    const auto capturePrior = [&](const EvaluatorFactory& factory) {
        std::vector<MovePrior> out(moves.size());
        factory.make()->priors(leaf, moves, out, random);
        return out[0];
    };
    const std::string missing = "/nonexistent/patterns.weights";
    SearchParams params;
    params.patternPriors = false;
    params.playoutPatternShapes = params.playoutPatternShapesLarge = false;
    // Neither switch on: no file is read, and the priors are the hand-set ones.
    CHECK(capturePrior(*makeEvaluatorFactory(params, missing)).probability == 0);
    // Either switch on: the file must load.
    params.patternPriors = true;
    CHECK_THROWS_AS(makeEvaluatorFactory(params, missing), PatternModelError);
    params.patternPriors = false;
    params.playoutPatternShapes = true;
    CHECK_THROWS_AS(makeEvaluatorFactory(params, missing), PatternModelError);
    params.playoutPatternShapes = false;
    params.playoutPatternShapesLarge = true;  // on large boards only: loaded all the same
    CHECK_THROWS_AS(makeEvaluatorFactory(params, missing), PatternModelError);
    // A model that loads gives the pattern priors.
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("tianyuan-test-evaluators-" + std::to_string(getpid()) + ".weights"))
                                 .string();
    flatModel(20.0f)->save(path);
    params.patternPriors = true;
    params.playoutPatternShapes = false;
    const auto factory = makeEvaluatorFactory(params, path);
    std::filesystem::remove(path);
    CHECK(capturePrior(*factory).probability > 0);
}
