// libFuzzer target: bytes -> the game-record readers of --predict and --train-patterns (one game
// per line, and the whole input as one SGF record), then the replays of --predict: the move
// model's ranking (full and light) and the playout shape step's prediction, with the model of
// conf/patterns.weights. Invariants: records hold only points of their board; the figures are
// finite and within their ranges.
#include <cmath>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string_view>

#include "fuzz_support.h"
#include "game_records.h"
#include "pattern_learning.h"
#include "pattern_model.h"
#include "playout_evaluator.h"

using namespace tianyuan;

namespace {

// Moves replayed per record: enough to reach captures, ko and ladders, few enough to keep the
// fuzzer fast.
constexpr size_t MAX_REPLAYED_MOVES = 40;

std::shared_ptr<const PatternModel> model;
std::unique_ptr<HeavyPlayoutPolicy> policy;

bool onBoard(const GameRecord& record, Point p) {
    return p == PASS || Board(record.size).isOnBoard(p);
}

void checkRecord(const GameRecord& record) {
    FUZZ_CHECK(record.size >= MIN_BOARD_SIZE && record.size <= MAX_BOARD_SIZE, record.source);
    for (const auto* stones : {&record.blackSetup, &record.whiteSetup})
        for (const Point p : *stones) FUZZ_CHECK(p != PASS && onBoard(record, p), "setup point");
    for (const Move& m : record.moves) FUZZ_CHECK(onBoard(record, m.point), "move point");
}

bool within(double x, double low, double high) {
    return std::isfinite(x) && x >= low - 1e-9 && x <= high + 1e-9;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    fuzz::quietLogging();
    model = std::make_shared<const PatternModel>(
        PatternModel::load(fuzz::sourceFile("conf/patterns.weights")));
    SearchParams params;
    params.playoutPatternShapes = true;
    policy = std::make_unique<HeavyPlayoutPolicy>(heavyPolicyParams(params, model));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<GameRecord> records;
    std::istringstream lines{std::string(text)};
    const RecordReadStats stats = readGameLines(lines, "fuzz.txt", records);
    FUZZ_CHECK(stats.records == static_cast<int>(records.size()), "record count");
    GameRecord whole;
    std::string error;
    if (parseSgfRecord(text, "fuzz.sgf", whole, error))
        records.push_back(whole);
    else
        FUZZ_CHECK(!error.empty() && error.find('\n') == std::string::npos, error);

    int64_t moves = 0;
    for (GameRecord& record : records) {
        checkRecord(record);
        recordFingerprint(record);
        if (record.moves.size() > MAX_REPLAYED_MOVES) record.moves.resize(MAX_REPLAYED_MOVES);
        moves += static_cast<int64_t>(record.moves.size());
    }
    for (const FeatureSet set : {FeatureSet::FULL, FeatureSet::LIGHT}) {
        const PredictionReport r = measurePrediction(*model, records, set);
        FUZZ_CHECK(r.positions <= moves, "positions");
        FUZZ_CHECK(within(r.top1, 0, 1) && within(r.top5, 0, 1) && r.top1 <= r.top5 + 1e-9,
                   "top1 " + std::to_string(r.top1) + " top5 " + std::to_string(r.top5));
    }
    const ShapeStepReport s = measureShapeStepPrediction(*policy, records);
    FUZZ_CHECK(s.positions <= moves, "shape positions");
    if (s.positions > 0)
        FUZZ_CHECK(within(s.probability, 0, 1) && std::isfinite(s.logLikelihood) &&
                       within(s.stepMass, 0, 1) && within(s.candidates, 0, 1),
                   "shape step figures");
    return 0;
}
