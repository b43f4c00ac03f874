#include "sgf.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>

namespace tianyuan {

namespace {

const std::vector<std::string>* find(const SgfNode& node, std::string_view id) {
    for (const SgfProperty& p : node)
        if (p.id == id) return &p.values;
    return nullptr;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// A whole non-negative decimal number, or nullopt (also on overflow).
std::optional<int> parseNumber(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

// KM in points (a quarter value is stones, see loadSgf), else SGB's KI in half points.
std::optional<int> parseKomi(const SgfNode& root) {
    if (const auto* km = find(root, "KM")) {
        const std::string text(trim(km->front()));
        if (text.empty()) return std::nullopt;
        char* end = nullptr;
        const double komi = std::strtod(text.c_str(), &end);
        if (*end != '\0' || !std::isfinite(komi) || std::fabs(komi) > 1000)
            throw SgfError("bad komi KM[" + printableSgfValue(text) + "]");
        if (komi * 2 == std::floor(komi * 2)) return static_cast<int>(komi * 2);
        // Chinese files sometimes give komi in stones: KM[3.75] is 3 3/4 stones = 7.5 points.
        if (komi * 4 == std::floor(komi * 4)) return static_cast<int>(komi * 4);
        return static_cast<int>(std::lround(komi * 2));
    }
    if (const auto* ki = find(root, "KI")) {
        const auto halfPoints = parseNumber(trim(ki->front()));
        if (!halfPoints || *halfPoints > 2000)
            throw SgfError("bad komi KI[" + printableSgfValue(ki->front()) + "]");
        return halfPoints;
    }
    return std::nullopt;
}

// HA: 0 for none (and for HA[0], HA[1]); at most the points of the board.
int parseHandicap(const SgfNode& root, int size) {
    const auto* ha = find(root, "HA");
    if (!ha || trim(ha->front()).empty()) return 0;
    const auto stones = parseNumber(trim(ha->front()));
    if (!stones || *stones >= size * size)
        throw SgfError("bad handicap HA[" + printableSgfValue(ha->front()) + "]");
    return *stones >= 2 ? *stones : 0;
}

// PL: B or W in any case and spelling (black, White), or the old 1 and 2; empty: none.
std::optional<Color> parsePlayer(const SgfNode& node) {
    const auto* values = find(node, "PL");
    if (!values) return std::nullopt;
    const std::string_view text = trim(values->front());
    if (text.empty()) return std::nullopt;
    if (text == "1") return Color::BLACK;
    if (text == "2") return Color::WHITE;
    const char first = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    if (first == 'b' && (text.size() == 1 || tryParseColor(text))) return Color::BLACK;
    if (first == 'w' && (text.size() == 1 || tryParseColor(text))) return Color::WHITE;
    throw SgfError("bad player PL[" + printableSgfValue(values->front()) + "]");
}

// Where in the game a problem is, for messages.
std::string placeInGame(int movesPlayed) {
    return movesPlayed == 0 ? "before the first move" : "after move " + std::to_string(movesPlayed);
}

// Applies a node's setup properties AE, AB, AW to `board`; returns whether there were any.
// A point may not get two different values in one node; the position must leave every chain a
// liberty.
bool applySetup(const SgfNode& node, Board& board, int movesPlayed) {
    const int size = board.size();
    std::vector<const char*> assigned(static_cast<size_t>(pointAt(size, size - 1, size - 1)) + 1,
                                      nullptr);
    bool any = false;
    for (const auto& [id, color] : {std::pair{"AE", Color::EMPTY}, std::pair{"AB", Color::BLACK},
                                    std::pair{"AW", Color::WHITE}}) {
        const auto* values = find(node, id);
        if (!values) continue;
        any = true;
        for (const Point p : parseSgfPointList(*values, size, id)) {
            const char*& by = assigned[static_cast<size_t>(p)];
            if (by && by != id)
                throw SgfError("setup point " + formatVertex(p, size) + " is in both " + by +
                               " and " + id + " of one node (" + placeInGame(movesPlayed) + ")");
            by = id;
            if (board.at(p) != Color::EMPTY) board.removeStone(p);
            if (color != Color::EMPTY) board.placeStone(color, p);
        }
    }
    if (!any) return false;
    for (int i = 0; i < size * size; ++i) {
        const Point p = pointAt(size, i % size, i / size);
        if (board.at(p) != Color::EMPTY && board.liberties(p) == 0)
            throw SgfError("setup leaves the " + std::string(colorName(board.at(p))) +
                           " stone at " + formatVertex(p, size) + " without liberties (" +
                           placeInGame(movesPlayed) + ")");
    }
    return true;
}

// The moves of a node, B and W in the order written (old files may hold both in one node).
std::vector<std::pair<Color, const std::string*>> movesOf(const SgfNode& node) {
    std::vector<std::pair<Color, const std::string*>> moves;
    for (const SgfProperty& p : node)
        if (p.id == "B" || p.id == "W")
            moves.push_back({p.id == "B" ? Color::BLACK : Color::WHITE, &p.values.front()});
    return moves;
}

// Replays the main line into a new game of the file's size. Recorded moves are played with the
// simple ko rule (records of games under other rules may repeat a position; such a move is
// loaded as recorded, with a warning); the game's own rules apply from the loaded position on.
class Loader {
  public:
    Loader(const std::vector<SgfNode>& nodes, const Rules& rules)
        : nodes_(nodes),
          rules_(rules),
          size_(parseSgfSize(nodes.front())),
          handicap_(parseHandicap(nodes.front(), size_)),
          game_(size_, replayRules(rules)),
          position_(size_),
          toMove_(handicap_ >= 2 ? Color::WHITE : Color::BLACK) {}

    GameHistory load(std::optional<int> beforeMove, std::vector<std::string>& warnings) {
        for (const SgfNode& node : nodes_) {
            setUp(node);
            const auto moves = movesOf(node);
            for (const auto& [color, value] : moves) {
                if (beforeMove && moveNumber_ + 1 >= *beforeMove) {
                    // The regression-suite convention: the colour of move N is to move.
                    setToMove(color);
                    return finish(warnings);
                }
                play(color, *value);
            }
            // PL in a node with moves (old files) names the player after them.
            if (!moves.empty())
                if (const auto player = parsePlayer(node)) setToMove(*player);
        }
        return finish(warnings);
    }

  private:
    static Rules replayRules(Rules rules) {
        rules.koRule = KoRule::SIMPLE;
        return rules;
    }

    void setUp(const SgfNode& node) {
        std::optional<Color> player;
        if (movesOf(node).empty()) player = parsePlayer(node);
        if (!started_) {
            applySetup(node, position_, moveNumber_);
            if (player) toMove_ = *player;
            return;
        }
        // Setup after moves: the history starts afresh from the position it gives.
        Board board = game_.board();
        if (applySetup(node, board, moveNumber_) || player)
            game_.setPosition(board, player ? *player : game_.toMove(), handicap_);
    }

    void setToMove(Color color) {
        if (!started_)
            toMove_ = color;
        else if (game_.toMove() != color)
            game_.setPosition(game_.board(), color, handicap_);
    }

    void play(Color color, const std::string& value) {
        start();
        ++moveNumber_;
        const std::string move = "move " + std::to_string(moveNumber_) + " " +
                                 std::string(colorLetter(color)) + "[" + printableSgfValue(value) +
                                 "]";
        const auto p = tryParseSgfPoint(value, size_);
        if (!p) throw SgfError(move + " is not a point of the board");
        const MoveCheck check = game_.play(color, *p);
        if (check != MoveCheck::LEGAL)
            throw SgfError(move + " at " + formatVertex(*p, size_) + " is illegal (" +
                           std::string(moveCheckText(check)) + ")");
        if (game_.lastMoveRepeated() && repeated_.empty())
            repeated_ = move + " repeats an earlier position (superko); loaded as recorded";
    }

    void start() {
        if (started_) return;
        game_.setPosition(position_, toMove_, handicap_);  // applySetup checked the liberties
        started_ = true;
    }

    GameHistory finish(std::vector<std::string>& warnings) {
        start();
        game_.setRules(rules_);
        if (!repeated_.empty()) warnings.push_back(repeated_);
        return game_;
    }

    const std::vector<SgfNode>& nodes_;
    const Rules rules_;
    const int size_;
    const int handicap_;
    GameHistory game_;
    Board position_;  // the first position, until the first move
    Color toMove_;
    bool started_ = false;
    int moveNumber_ = 0;
    std::string repeated_;  // the first move that repeated a position
};

}  // namespace

std::string readSgfFile(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (!fs::exists(status)) throw SgfError("no such file");
    if (!fs::is_regular_file(status)) throw SgfError("not a regular file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw SgfError("cannot open the file");
    std::string text;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<size_t>(in.gcount()));
        if (text.size() > MAX_SGF_FILE_BYTES)
            throw SgfError("the file is larger than " + std::to_string(MAX_SGF_FILE_BYTES >> 20) +
                           " MiB");
    }
    if (in.bad()) throw SgfError("cannot read the file");
    return text;
}

int parseSgfSize(const SgfNode& root) {
    const auto* values = find(root, "SZ");
    if (!values) return 19;
    const std::string_view text = trim(values->front());
    if (text.empty()) return 19;
    const size_t colon = text.find(':');
    const auto columns = parseNumber(trim(text.substr(0, colon)));
    const auto rows =
        colon == std::string_view::npos ? columns : parseNumber(trim(text.substr(colon + 1)));
    if (!columns || !rows) throw SgfError("bad board size SZ[" + printableSgfValue(text) + "]");
    if (*columns != *rows)
        throw SgfError("board size SZ[" + printableSgfValue(text) + "] is not square");
    if (*columns < MIN_BOARD_SIZE || *columns > MAX_BOARD_SIZE)
        throw SgfError("board size " + std::to_string(*columns) + " is outside " +
                       std::to_string(MIN_BOARD_SIZE) + ".." + std::to_string(MAX_BOARD_SIZE));
    return *columns;
}

std::vector<Point> parseSgfPointList(const std::vector<std::string>& values, int size,
                                     std::string_view id) {
    std::vector<Point> points;
    for (const std::string& value : values) {
        const size_t colon = value.find(':');
        const auto a = tryParseSgfPoint(value.substr(0, colon), size);
        const auto b =
            colon == std::string::npos ? a : tryParseSgfPoint(value.substr(colon + 1), size);
        if (!a || !b || *a == PASS || *b == PASS)
            throw SgfError("bad point " + std::string(id) + "[" + printableSgfValue(value) + "]");
        for (int x = std::min(xOf(size, *a), xOf(size, *b));
             x <= std::max(xOf(size, *a), xOf(size, *b)); ++x)
            for (int y = std::min(yOf(size, *a), yOf(size, *b));
                 y <= std::max(yOf(size, *a), yOf(size, *b)); ++y)
                points.push_back(pointAt(size, x, y));
    }
    return points;
}

std::optional<Point> tryParseSgfPoint(std::string_view text, int size) {
    if (text.empty() || (size <= 19 && text == "tt")) return PASS;
    if (text.size() != 2) return std::nullopt;
    const int x = text[0] - 'a';
    const int row = text[1] - 'a';
    if (x < 0 || x >= size || row < 0 || row >= size) return std::nullopt;
    return pointAt(size, x, size - 1 - row);
}

std::string formatSgfPoint(Point p, int size) {
    if (p == PASS) return "";
    return {static_cast<char>('a' + xOf(size, p)),
            static_cast<char>('a' + size - 1 - yOf(size, p))};
}

SgfLoadResult loadSgf(std::string_view text, std::optional<int> beforeMove, GameHistory& game) {
    bool complete = true;
    const std::vector<SgfNode> nodes = parseSgfMainLine(text, &complete);
    SgfLoadResult result;
    if (!complete)
        result.warnings.push_back(
            "the file ends before the ')' of its game tree (truncated?); "
            "loaded what it holds");
    result.komiHalfPoints = parseKomi(nodes.front());
    game = Loader(nodes, game.rules()).load(beforeMove, result.warnings);
    return result;
}

std::string writeSgf(const GameHistory& game, std::string_view result, std::string_view program) {
    const Board& first = game.initialBoard();
    const int size = first.size();
    std::string out = "(;FF[4]GM[1]CA[UTF-8]AP[" + std::string(program) + "]SZ[" +
                      std::to_string(size) + "]RU[Chinese]KM[" +
                      formatHalfPoints(game.rules().komiHalfPoints) + "]";
    if (game.handicap() >= 2) out += "HA[" + std::to_string(game.handicap()) + "]";
    for (const Color color : {Color::BLACK, Color::WHITE}) {
        std::string list;
        for (int y = size - 1; y >= 0; --y)
            for (int x = 0; x < size; ++x)
                if (first.at(pointAt(size, x, y)) == color)
                    list += "[" + formatSgfPoint(pointAt(size, x, y), size) + "]";
        if (!list.empty()) out += (color == Color::BLACK ? "AB" : "AW") + list;
    }
    const Color firstToMove = game.moves().empty() ? game.toMove() : game.moves().front().color;
    // PL whenever a reader could guess otherwise (HA[2] alone makes White first).
    if (first.emptyCount() != size * size || firstToMove != Color::BLACK || game.handicap() >= 2)
        out += "PL[" + std::string(colorLetter(firstToMove)) + "]";
    if (!result.empty()) out += "RE[" + std::string(result) + "]";
    out += "\n";
    int count = 0;
    for (const Move& m : game.moves()) {
        out += ";" + std::string(colorLetter(m.color)) + "[" + formatSgfPoint(m.point, size) + "]";
        if (++count % 10 == 0) out += "\n";
    }
    return out + ")\n";
}

}  // namespace tianyuan
