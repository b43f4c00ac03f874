#include "game_records.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <istream>

#include "sgf.h"

namespace tianyuan {

namespace {

namespace fs = std::filesystem;

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

// One line of at most MAX_RECORD_LINE_BYTES; a longer one is read to its end, dropped and
// reported in `tooLong`. False at the end of the input.
bool readBoundedLine(std::istream& in, std::string& line, bool& tooLong) {
    line.clear();
    tooLong = false;
    std::streambuf& buffer = *in.rdbuf();
    bool any = false;
    for (int c = buffer.sbumpc(); c != std::char_traits<char>::eof(); c = buffer.sbumpc()) {
        any = true;
        if (c == '\n') return true;
        if (line.size() < MAX_RECORD_LINE_BYTES)
            line += static_cast<char>(c);
        else
            tooLong = true;
    }
    return any;
}

void readOneFile(const fs::path& path, std::vector<GameRecord>& out, RecordReadStats& stats) {
    if (hasSgfExtension(path)) {
        std::string text;
        try {
            text = readSgfFile(path.string());
        } catch (const SgfError& e) {
            spdlog::warn("{}: {}", path.string(), e.what());
            ++stats.skipped;
            return;
        }
        ++stats.files;
        GameRecord record;
        std::string error;
        if (parseSgfRecord(text, path.string(), record, error)) {
            out.push_back(std::move(record));
            ++stats.records;
        } else {
            spdlog::warn("{}: skipped ({})", path.string(), error);
            ++stats.skipped;
        }
        return;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        spdlog::warn("{}: cannot open", path.string());
        ++stats.skipped;
        return;
    }
    ++stats.files;
    const RecordReadStats lines = readGameLines(in, path.string(), out);
    stats.records += lines.records;
    stats.skipped += lines.skipped;
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
    try {
        record.size = parseSgfSize(nodes.front());
        for (const SgfNode& node : nodes) {
            for (const SgfProperty& property : node) {
                if (isSetupProperty(property.id) && !record.moves.empty()) {
                    spdlog::warn("{}: setup stones after move {}; record ends there", record.source,
                                 record.moves.size());
                    return true;
                }
                if (property.id == "AB" || property.id == "AW") {
                    auto& list = property.id == "AB" ? record.blackSetup : record.whiteSetup;
                    const auto points =
                        parseSgfPointList(property.values, record.size, property.id);
                    list.insert(list.end(), points.begin(), points.end());
                } else if ((property.id == "B" || property.id == "W") &&
                           !appendMove(property, record)) {
                    return true;
                }
            }
        }
    } catch (const SgfError& e) {
        error = e.what();
        return false;
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

RecordReadStats readGameLines(std::istream& in, const std::string& name,
                              std::vector<GameRecord>& out) {
    RecordReadStats stats;
    std::string line;
    bool tooLong = false;
    for (int number = 1; readBoundedLine(in, line, tooLong); ++number) {
        const std::string source = name + ":" + std::to_string(number);
        if (tooLong) {
            spdlog::warn("{}: skipped (longer than {} bytes)", source, MAX_RECORD_LINE_BYTES);
            ++stats.skipped;
            continue;
        }
        const size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos) continue;
        GameRecord record;
        std::string error;
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
    return stats;
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
