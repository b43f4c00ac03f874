// The pattern model: strengths and probabilities of moves, the weights file round trip, and a
// clear error for a missing, foreign, truncated or corrupt file.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "diagram.h"
#include "pattern_learning.h"
#include "pattern_model.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

namespace fs = std::filesystem;

constexpr Color B = Color::BLACK;

const char* const POSITION = R"(
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . X O X O . .
    . . . . . . .
    . . . . . . .
    . . . . . . .)";

// A small model: two shapes, the patterns around C3 for Black, gammas i + 1.5 by feature id.
PatternModel smallModel() {
    const Board board = boardFromDiagram(POSITION);
    PatternDictionary dictionary;
    dictionary.setShapes({canonicalShapeCode(shapeCode(board, v("C3", 7), B)),
                          canonicalShapeCode(shapeCode(board, v("D3", 7), B))});
    uint64_t hashes[MAX_LARGE_PATTERN_SIZE];
    largePatternHashes(board, v("C3", 7), B, 6, hashes);
    dictionary.setLargePatterns({hashes[0], hashes[1], hashes[2]}, 6);
    const auto sizes = dictionary.groupSizes();
    uint32_t count = 0;
    for (const uint32_t size : sizes) count += size;
    std::vector<float> full(count), light(count);
    for (uint32_t i = 0; i < count; ++i) {
        full[i] = static_cast<float>(i) + 1.5f;
        light[i] = 1.0f / (static_cast<float>(i) + 1.5f);
    }
    return PatternModel(std::move(dictionary), full, light);
}

std::string writeTemp(const std::string& name, const std::vector<char>& bytes) {
    const fs::path path = fs::temp_directory_path() / ("tianyuan-test-" + name);
    std::ofstream(path, std::ios::binary).write(bytes.data(), static_cast<long>(bytes.size()));
    return path.string();
}

std::vector<char> readBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string loadError(const std::string& path) {
    try {
        PatternModel::load(path);
    } catch (const PatternModelError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("PatternModel rates moves by the product of their gammas") {
    const PatternModel model = smallModel();
    const Board board = boardFromDiagram(POSITION);
    RecentMoves recent;
    recent.last = v("E4", 7);
    std::vector<RatedMove> rated;
    std::vector<MoveFeatures> features;
    model.rate(board, B, recent, FeatureSet::FULL, true, rated, features);
    REQUIRE(rated.size() == features.size());
    CHECK(rated.front().point == PASS);
    for (size_t i = 0; i < rated.size(); ++i) {
        double product = 1;
        for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
            if (features[i].value[g] != 0)
                product *=
                    model.gammas(FeatureSet::FULL)[model.groupOffset(g) + features[i].value[g] - 1];
        CHECK(rated[i].gamma == doctest::Approx(product));
    }
    // C3 matches the large pattern of size 6 (value 3); the light model ignores it.
    const auto c3 = std::find_if(features.begin(), features.end(),
                                 [](const MoveFeatures& f) { return f.point == v("C3", 7); });
    REQUIRE(c3 != features.end());
    CHECK(c3->value[GROUP_LARGE_PATTERN] == 3);
    CHECK(model.gammas(FeatureSet::LIGHT)[model.groupOffset(GROUP_LARGE_PATTERN)] == 1.0f);
    toProbabilities(rated);
    double sum = 0;
    for (const RatedMove& m : rated) sum += m.gamma;
    CHECK(sum == doctest::Approx(1.0));
}

TEST_CASE("the weights file round-trips") {
    const PatternModel model = smallModel();
    const std::string path = (fs::temp_directory_path() / "tianyuan-test-round.weights").string();
    model.save(path);
    const PatternModel loaded = PatternModel::load(path);
    CHECK(loaded.featureCount() == model.featureCount());
    CHECK(loaded.gammas(FeatureSet::FULL) == model.gammas(FeatureSet::FULL));
    CHECK(loaded.gammas(FeatureSet::LIGHT) == model.gammas(FeatureSet::LIGHT));
    CHECK(loaded.dictionary().shapes() == model.dictionary().shapes());
    CHECK(loaded.dictionary().largePatterns() == model.dictionary().largePatterns());
    CHECK(loaded.dictionary().largePatternMaxSize() == 6);
    fs::remove(path);
}

TEST_CASE("a missing, foreign, truncated or corrupt weights file gives a clear error") {
    const std::string good = (fs::temp_directory_path() / "tianyuan-test-good.weights").string();
    smallModel().save(good);
    const std::vector<char> bytes = readBytes(good);
    fs::remove(good);

    const std::string missing = loadError("/nonexistent/patterns.weights");
    CHECK(missing.find("/nonexistent/patterns.weights") != std::string::npos);
    CHECK(missing.find("cannot open") != std::string::npos);

    CHECK(loadError(writeTemp("text.weights", {'h', 'e', 'l', 'l', 'o'}))
              .find("not a pattern-weights file") != std::string::npos);

    std::vector<char> truncated(bytes.begin(), bytes.end() - 20);
    CHECK(loadError(writeTemp("short.weights", truncated)).find("corrupt") != std::string::npos);

    std::vector<char> flipped = bytes;
    flipped[flipped.size() / 2] ^= 0x10;
    const std::string corrupt = loadError(writeTemp("flipped.weights", flipped));
    CHECK(corrupt.find("checksum") != std::string::npos);
    CHECK(corrupt.find("tianyuan-test-flipped.weights") != std::string::npos);

    std::vector<char> version = bytes;
    version[8] = 99;
    CHECK(loadError(writeTemp("version.weights", version)).find("version 99") != std::string::npos);
    for (const char* name : {"text.weights", "short.weights", "flipped.weights", "version.weights"})
        fs::remove(fs::temp_directory_path() / (std::string("tianyuan-test-") + name));
}

TEST_CASE("measurePrediction counts positions up to an illegal move, passes excluded") {
    // The flat model rates every move 1: a hit is then one chance in the number of legal moves.
    const PatternModel flat;
    GameRecord record;
    std::string error;
    REQUIRE(parseSgfRecord("(;SZ[3];B[bb];W[];B[aa];W[bb])", "tiny", record, error));
    const PredictionReport r = measurePrediction(flat, {record}, FeatureSet::FULL);
    CHECK(r.games == 1);
    CHECK(r.positions == 2);  // B[bb], B[aa]; the pass is not predicted
    CHECK(r.top1 == doctest::Approx((1.0 / 9 + 1.0 / 8) / 2));
    CHECK(r.top5 == doctest::Approx((5.0 / 9 + 5.0 / 8) / 2));
}
