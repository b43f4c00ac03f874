#include "game_records.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sgf.h"

namespace tianyuan {

namespace {

namespace fs = std::filesystem;

// Setup points of one AB/AW value list, with "aa:cc" rectangles expanded. False on a bad point.
bool appendSetupPoints(const std::vector<std::string>& values, int size, std::vector<Point>& out) {
    for (const std::string& value : values) {
        const size_t colon = value.find(':');
        const auto a = tryParseSgfPoint(value.substr(0, colon), size);
        const auto b =
            colon == std::string::npos ? a : tryParseSgfPoint(value.substr(colon + 1), size);
        if (!a || !b || *a == PASS || *b == PASS) return false;
        for (int x = std::min(xOf(size, *a), xOf(size, *b));
             x <= std::max(xOf(size, *a), xOf(size, *b)); ++x)
            for (int y = std::min(yOf(size, *a), yOf(size, *b));
                 y <= std::max(yOf(size, *a), yOf(size, *b)); ++y)
                out.push_back(pointAt(size, x, y));
    }
    return true;
}

// SZ[19] (also the SZ[19:19] form of square boards). 0 when unreadable.
int parseSizeValue(const std::string& text) {
    int size = 0;
    size_t i = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && size < 1000)
        size = size * 10 + (text[i++] - '0');
    if (i == 0) return 0;
    if (i < text.size() && !(text[i] == ':' && text.substr(i + 1) == text.substr(0, i))) return 0;
    return size >= MIN_BOARD_SIZE && size <= MAX_BOARD_SIZE ? size : 0;
}

bool isSetupProperty(const std::string& id) {
    return id == "AB" || id == "AW" || id == "AE";
}

// Appends the move of property B or W to the record; false (with a warning) when unreadable.
bool appendMove(const SgfProperty& property, GameRecord& record) {
    const Color color = property.id == "B" ? Color::BLACK : Color::WHITE;
    const auto p = tryParseSgfPoint(property.values.front(), record.size);
    if (!p) {
        spdlog::warn("{}: unreadable move {}[{}] after {} moves; record ends there", record.source,
                     property.id, property.values.front(), record.moves.size());
        return false;
    }
    record.moves.push_back({color, *p});
    return true;
}

bool hasSgfExtension(const fs::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return ext == ".sgf";
}

void readOneFile(const fs::path& path, std::vector<GameRecord>& out, RecordReadStats& stats) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        spdlog::warn("{}: cannot open", path.string());
        ++stats.skipped;
        return;
    }
    ++stats.files;
    std::string error;
    if (hasSgfExtension(path)) {
        std::ostringstream text;
        text << in.rdbuf();
        GameRecord record;
        if (parseSgfRecord(text.str(), path.string(), record, error)) {
            out.push_back(std::move(record));
            ++stats.records;
        } else {
            spdlog::warn("{}: skipped ({})", path.string(), error);
            ++stats.skipped;
        }
        return;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos) continue;
        const std::string source = path.string() + ":" + std::to_string(number);
        GameRecord record;
        const bool ok = line[first] == '(' ? parseSgfRecord(line, source, record, error)
                                           : parseGameLine(line, source, record, error);
        if (ok) {
            out.push_back(std::move(record));
            ++stats.records;
        } else {
            spdlog::warn("{}: skipped ({})", source, error);
            ++stats.skipped;
        }
    }
}

}  // namespace

bool parseSgfRecord(std::string_view text, std::string_view source, GameRecord& record,
                    std::string& error) {
    std::vector<SgfNode> nodes;
    try {
        nodes = parseSgfMainLine(text);
    } catch (const SgfError& e) {
        error = e.what();
        return false;
    }
    record = GameRecord{};
    record.source = source;
    for (const SgfProperty& property : nodes.front()) {
        if (property.id != "SZ") continue;
        record.size = parseSizeValue(property.values.front());
        if (record.size == 0) {
            error = "unsupported board size SZ[" + property.values.front() + "]";
            return false;
        }
    }
    for (const SgfNode& node : nodes) {
        for (const SgfProperty& property : node) {
            if (isSetupProperty(property.id) && !record.moves.empty()) {
                spdlog::warn("{}: setup stones after move {}; record ends there", record.source,
                             record.moves.size());
                return true;
            }
            if (property.id == "AB" || property.id == "AW") {
                auto& list = property.id == "AB" ? record.blackSetup : record.whiteSetup;
                if (!appendSetupPoints(property.values, record.size, list)) {
                    error = "bad setup point in " + property.id;
                    return false;
                }
            } else if ((property.id == "B" || property.id == "W") &&
                       !appendMove(property, record)) {
                return true;
            }
        }
    }
    return true;
}

bool parseGameLine(std::string_view line, std::string_view source, GameRecord& record,
                   std::string& error) {
    record = GameRecord{};
    record.source = source;
    const size_t start = line.find(';');
    if (start == std::string_view::npos) {
        error = "no move list";
        return false;
    }
    size_t pos = start;
    while (pos < line.size()) {
        const char c = line[pos];
        if (c == ';' || c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++pos;
            continue;
        }
        const size_t open = line.find('[', pos);
        const size_t close = open == std::string_view::npos ? open : line.find(']', open);
        if (close == std::string_view::npos || open != pos + 1 || (c != 'B' && c != 'W')) {
            spdlog::warn("{}: unreadable text at offset {} after {} moves; record ends there",
                         record.source, pos, record.moves.size());
            break;
        }
        const SgfProperty property{std::string(1, c),
                                   {std::string(line.substr(open + 1, close - open - 1))}};
        if (!appendMove(property, record)) break;
        pos = close + 1;
    }
    if (record.moves.empty()) {
        error = "no readable move";
        return false;
    }
    return true;
}

RecordReadStats readGameRecords(const std::string& path, std::vector<GameRecord>& out) {
    RecordReadStats stats;
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        std::vector<fs::path> files;
        for (auto it = fs::recursive_directory_iterator(path, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
            if (it->is_regular_file(ec) && hasSgfExtension(it->path())) files.push_back(it->path());
        if (ec) spdlog::warn("{}: {}", path, ec.message());
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) readOneFile(file, out, stats);
        return stats;
    }
    if (!fs::is_regular_file(path, ec)) {
        spdlog::warn("{}: no such file or directory", path);
        ++stats.skipped;
        return stats;
    }
    readOneFile(path, out, stats);
    return stats;
}

int replayRecord(const GameRecord& record,
                 const std::function<void(const Board& board, int moveIndex)>& visit) {
    Board board(record.size);
    for (const auto& [stones, color] :
         {std::pair{&record.blackSetup, Color::BLACK}, std::pair{&record.whiteSetup, Color::WHITE}})
        for (const Point p : *stones) {
            if (board.at(p) != Color::EMPTY) board.removeStone(p);
            board.placeStone(color, p);
        }
    if (!board.allChainsHaveLiberties()) {
        spdlog::warn("{}: setup stones without liberties; record skipped", record.source);
        return -1;
    }
    int played = 0;
    for (const Move& move : record.moves) {
        if (!board.isLegal(move.color, move.point)) {
            spdlog::warn("{}: move {} ({} {}) is illegal ({}); record counted up to it",
                         record.source, played + 1, colorLetter(move.color),
                         formatVertex(move.point, record.size),
                         board.at(move.point) != Color::EMPTY      ? "occupied"
                         : board.isSuicide(move.color, move.point) ? "suicide"
                                                                   : "ko");
            break;
        }
        visit(board, played);
        board.play(move.color, move.point);
        ++played;
    }
    return played;
}

uint64_t recordFingerprint(const GameRecord& record, int prefix) {
    uint64_t hash = 0xcbf29ce484222325ULL ^ static_cast<uint64_t>(record.size);
    const int n = std::min<int>(prefix, static_cast<int>(record.moves.size()));
    for (int i = 0; i < n; ++i) {
        const Move& m = record.moves[i];
        hash = (hash ^ static_cast<uint64_t>(m.point * 4 + static_cast<int>(m.color))) *
               0x100000001b3ULL;
    }
    return hash;
}

}  // namespace tianyuan
