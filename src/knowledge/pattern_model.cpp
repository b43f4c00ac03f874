#include "pattern_model.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>
#include <type_traits>

namespace tianyuan {

namespace {

constexpr char MAGIC[8] = {'T', 'Y', 'P', 'A', 'T', 'T', 'R', 'N'};
constexpr uint32_t FORMAT_VERSION = 1;

uint64_t fnv1a(const unsigned char* data, size_t n) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; ++i) h = (h ^ data[i]) * 0x100000001b3ULL;
    return h;
}

uint64_t loadLittleEndian64(const unsigned char* p) {
    uint64_t v = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&v, p, 8);
    } else {
        for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(p[i]) << (8 * i);
    }
    return v;
}

// The file's checksum: four independent multiply-xor lanes over 8-byte words, then FNV-1a over
// the tail and the lanes. Several bytes per cycle, so that checking a few MB costs about 1 ms.
uint64_t checksum(const unsigned char* data, size_t n) {
    uint64_t lanes[4] = {0x243F6A8885A308D3ULL, 0x13198A2E03707344ULL, 0xA4093822299F31D0ULL,
                         0x082EFA98EC4E6C89ULL};
    size_t i = 0;
    for (; i + 32 <= n; i += 32)
        for (int k = 0; k < 4; ++k) {
            lanes[k] = (lanes[k] ^ loadLittleEndian64(data + i + 8 * k)) * 0x9E3779B97F4A7C15ULL;
            lanes[k] ^= lanes[k] >> 29;
        }
    uint64_t h = fnv1a(data + i, n - i);
    for (const uint64_t lane : lanes) h = (h ^ lane) * 0x100000001b3ULL;
    return h;
}

class Writer {
  public:
    void u32(uint32_t v) {
        for (int i = 0; i < 4; ++i) bytes_.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    void u64(uint64_t v) {
        for (int i = 0; i < 8; ++i) bytes_.push_back(static_cast<unsigned char>(v >> (8 * i)));
    }
    void f32(float v) {
        uint32_t bits;
        std::memcpy(&bits, &v, 4);
        u32(bits);
    }
    void raw(const char* data, size_t n) { bytes_.insert(bytes_.end(), data, data + n); }
    std::vector<unsigned char>& bytes() { return bytes_; }

  private:
    std::vector<unsigned char> bytes_;
};

class Reader {
  public:
    Reader(const std::vector<unsigned char>& bytes, size_t end, const std::string& path)
        : bytes_(bytes), end_(end), path_(path) {}
    uint32_t u32() {
        need(4);
        uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v |= static_cast<uint32_t>(bytes_[pos_++]) << (8 * i);
        return v;
    }
    uint64_t u64() {
        need(8);
        uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(bytes_[pos_++]) << (8 * i);
        return v;
    }
    float f32() {
        const uint32_t bits = u32();
        float v;
        std::memcpy(&v, &bits, 4);
        return v;
    }
    // n values at once (the file is little-endian, like the machines we run on).
    template <typename T>
    void array(T* out, size_t n) {
        need(n * sizeof(T));
        if (n == 0) return;  // `out` may be an empty vector's null data()
        if constexpr (std::endian::native == std::endian::little) {
            std::memcpy(out, bytes_.data() + pos_, n * sizeof(T));
            pos_ += n * sizeof(T);
        } else {
            for (size_t i = 0; i < n; ++i) {
                uint64_t v = 0;
                for (size_t b = 0; b < sizeof(T); ++b)
                    v |= static_cast<uint64_t>(bytes_[pos_++]) << (8 * b);
                if constexpr (std::is_same_v<T, float>) {
                    const auto bits = static_cast<uint32_t>(v);
                    std::memcpy(&out[i], &bits, 4);
                } else {
                    out[i] = static_cast<T>(v);
                }
            }
        }
    }
    void need(size_t n) const {
        if (end_ - pos_ < n) fail("truncated or corrupt (it ends early)");
    }
    size_t remaining() const { return end_ - pos_; }
    [[noreturn]] void fail(const std::string& problem) const {
        throw PatternModelError("pattern weights '" + path_ + "': " + problem);
    }

  private:
    const std::vector<unsigned char>& bytes_;
    size_t end_;
    const std::string& path_;
    size_t pos_ = sizeof(MAGIC);
};

std::array<uint32_t, FEATURE_GROUP_COUNT + 1> offsetsOf(const PatternDictionary& dictionary) {
    std::array<uint32_t, FEATURE_GROUP_COUNT + 1> offsets{};
    const auto sizes = dictionary.groupSizes();
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g) offsets[g + 1] = offsets[g] + sizes[g];
    return offsets;
}

std::vector<unsigned char> readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw PatternModelError(
            "pattern weights '" + path +
            "': cannot open (missing? rebuild with scripts/tools/train_patterns.sh)");
    in.seekg(0, std::ios::end);
    std::vector<unsigned char> bytes(static_cast<size_t>(std::max<std::streamoff>(in.tellg(), 0)));
    in.seekg(0);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!in) throw PatternModelError("pattern weights '" + path + "': cannot read");
    return bytes;
}

}  // namespace

uint32_t featureSchemeFingerprint() {
    // The fixed group sizes and the hash of a reference pattern: both change whenever a feature
    // definition or the large-pattern keys change.
    Writer w;
    for (const uint32_t size : featureGroupSizes(1, 0)) w.u32(size);
    Board board(9);
    board.placeStone(Color::BLACK, board.point(3, 3));
    board.placeStone(Color::WHITE, board.point(5, 4));
    uint64_t hashes[MAX_LARGE_PATTERN_SIZE];
    largePatternHashes(board, board.point(4, 4), Color::BLACK, MAX_LARGE_PATTERN_SIZE, hashes);
    for (int k = MIN_LARGE_PATTERN_SIZE; k <= MAX_LARGE_PATTERN_SIZE; ++k)
        w.u64(hashes[k - MIN_LARGE_PATTERN_SIZE]);
    w.u32(shapeCode(board, board.point(4, 3), Color::WHITE));
    const uint64_t h = fnv1a(w.bytes().data(), w.bytes().size());
    return static_cast<uint32_t>(h ^ (h >> 32));
}

PatternModel::PatternModel() : offsets_(offsetsOf(dictionary_)) {
    featureCount_ = offsets_[FEATURE_GROUP_COUNT];
    full_.assign(featureCount_, 1.0f);
    light_.assign(featureCount_, 1.0f);
}

PatternModel::PatternModel(PatternDictionary dictionary, std::vector<float> fullGammas,
                           std::vector<float> lightGammas)
    : dictionary_(std::move(dictionary)),
      offsets_(offsetsOf(dictionary_)),
      featureCount_(offsets_[FEATURE_GROUP_COUNT]),
      full_(std::move(fullGammas)),
      light_(std::move(lightGammas)) {
    full_.resize(featureCount_, 1.0f);
    light_.resize(featureCount_, 1.0f);
    // The light model never sees a large pattern.
    for (uint32_t i = offsets_[GROUP_LARGE_PATTERN]; i < featureCount_; ++i) light_[i] = 1.0f;
}

double PatternModel::strength(const MoveFeatures& features, FeatureSet set) const {
    const std::vector<float>& gammas = set == FeatureSet::FULL ? full_ : light_;
    double product = 1;
    for (int g = 0; g < FEATURE_GROUP_COUNT; ++g)
        if (features.value[g] != 0) product *= gammas[offsets_[g] + features.value[g] - 1];
    return product;
}

void PatternModel::rate(const Board& board, Color toMove, const RecentMoves& recent, FeatureSet set,
                        bool withPass, std::vector<RatedMove>& out,
                        std::vector<MoveFeatures>& scratch) const {
    extractFeatures(board, toMove, recent, dictionary_, set, withPass, scratch);
    out.resize(scratch.size());
    for (size_t i = 0; i < scratch.size(); ++i)
        out[i] = {scratch[i].point, strength(scratch[i], set)};
}

void toProbabilities(std::vector<RatedMove>& moves) {
    double sum = 0;
    for (const RatedMove& m : moves) sum += m.gamma;
    for (RatedMove& m : moves) m.gamma /= sum;
}

void PatternModel::save(const std::string& path) const {
    Writer w;
    w.raw(MAGIC, sizeof(MAGIC));
    w.u32(FORMAT_VERSION);
    w.u32(featureSchemeFingerprint());
    const auto sizes = dictionary_.groupSizes();
    w.u32(FEATURE_GROUP_COUNT);
    for (const uint32_t size : sizes) w.u32(size);
    w.u32(static_cast<uint32_t>(dictionary_.largePatternMaxSize()));
    for (const uint32_t code : dictionary_.shapes()) w.u32(code);
    for (const uint64_t hash : dictionary_.largePatterns()) w.u64(hash);
    for (const float g : full_) w.f32(g);
    for (uint32_t i = 0; i < offsets_[GROUP_LARGE_PATTERN]; ++i) w.f32(light_[i]);
    w.u64(checksum(w.bytes().data(), w.bytes().size()));
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(w.bytes().data()),
              static_cast<std::streamsize>(w.bytes().size()));
    if (!out.flush()) throw PatternModelError("pattern weights '" + path + "': cannot write");
}

PatternModel PatternModel::load(const std::string& path) {
    const std::vector<unsigned char> bytes = readFile(path);
    if (bytes.size() < sizeof(MAGIC) + 8 || std::memcmp(bytes.data(), MAGIC, sizeof(MAGIC)) != 0)
        throw PatternModelError("pattern weights '" + path + "': not a pattern-weights file");
    const size_t end = bytes.size() - 8;
    Reader r(bytes, end, path);
    const uint32_t version = r.u32();
    if (version != FORMAT_VERSION)
        r.fail("format version " + std::to_string(version) + ", this engine reads version " +
               std::to_string(FORMAT_VERSION) + "; rebuild with scripts/tools/train_patterns.sh");
    uint64_t stored = 0;
    for (int i = 0; i < 8; ++i) stored |= static_cast<uint64_t>(bytes[end + i]) << (8 * i);
    if (stored != checksum(bytes.data(), end)) r.fail("checksum mismatch: the file is corrupt");
    if (r.u32() != featureSchemeFingerprint())
        r.fail("made for other feature definitions; rebuild with scripts/tools/train_patterns.sh");
    if (r.u32() != FEATURE_GROUP_COUNT) r.fail("wrong number of feature groups");
    std::array<uint32_t, FEATURE_GROUP_COUNT> sizes{};
    for (uint32_t& size : sizes) size = r.u32();
    const int maxSize = static_cast<int>(r.u32());
    const auto fixed = featureGroupSizes(1, 0);
    for (int g = 0; g < GROUP_SHAPE_3X3; ++g)
        if (sizes[g] != fixed[g]) r.fail("group sizes differ from this engine's features");
    if (sizes[GROUP_SHAPE_3X3] < 1 || sizes[GROUP_SHAPE_3X3] > PatternDictionary::MAX_SHAPES + 1 ||
        maxSize < MIN_LARGE_PATTERN_SIZE || maxSize > MAX_LARGE_PATTERN_SIZE)
        r.fail("bad header");
    uint64_t features = 0;
    for (const uint32_t size : sizes) features += size;
    const uint64_t shapeCount = sizes[GROUP_SHAPE_3X3] - 1;
    const uint64_t largeCount = sizes[GROUP_LARGE_PATTERN];
    const uint64_t lightCount = features - largeCount;
    if (r.remaining() != 4 * shapeCount + 8 * largeCount + 4 * features + 4 * lightCount)
        r.fail("truncated or corrupt (its length does not match its header)");
    std::vector<uint32_t> shapes(shapeCount);
    r.array(shapes.data(), shapes.size());
    for (const uint32_t code : shapes)
        if (code >= (1u << SHAPE_CODE_BITS)) r.fail("corrupt 3x3 shape code");
    std::vector<uint64_t> large(largeCount);
    r.array(large.data(), large.size());
    std::vector<float> full(features), light(features, 1.0f);
    r.array(full.data(), full.size());
    r.array(light.data(), lightCount);
    for (const auto* table : {&full, &light})
        for (const float g : *table)
            if (!std::isfinite(g) || g <= 0) r.fail("corrupt gamma (not a positive number)");
    PatternDictionary dictionary;
    dictionary.setShapes(shapes);
    dictionary.setLargePatterns(large, maxSize);
    return PatternModel(std::move(dictionary), std::move(full), std::move(light));
}

}  // namespace tianyuan
