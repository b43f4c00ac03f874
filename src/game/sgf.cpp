#include "sgf.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace tianyuan {

namespace {

class Parser {
  public:
    explicit Parser(std::string_view text) : text_(text) {}

    std::vector<SgfNode> mainLine() {
        pos_ = text_.find('(');
        if (pos_ == std::string_view::npos) throw SgfError("no game tree");
        std::vector<SgfNode> nodes;
        parseTree(&nodes, 0);
        if (nodes.empty()) throw SgfError("empty game tree");
        return nodes;
    }

  private:
    void skipSpace() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    }
    char peek() {
        skipSpace();
        return pos_ < text_.size() ? text_[pos_] : '\0';
    }
    void expect(char c) {
        if (peek() != c)
            throw SgfError(std::string("expected '") + c + "' at offset " + std::to_string(pos_));
        ++pos_;
    }

    // (nodes subtrees): the nodes go to `out` when it is not null (the main line).
    void parseTree(std::vector<SgfNode>* out, int depth) {
        if (depth > 10000) throw SgfError("variations nested too deeply");
        expect('(');
        if (peek() != ';') throw SgfError("a game tree must start with a node");
        while (peek() == ';') {
            ++pos_;
            SgfNode node = parseNode();
            if (out) out->push_back(std::move(node));
        }
        bool first = true;
        while (peek() == '(') {
            parseTree(first ? out : nullptr, depth + 1);
            first = false;
        }
        expect(')');
    }

    SgfNode parseNode() {
        SgfNode node;
        while (true) {
            const char c = peek();
            if (!std::isalpha(static_cast<unsigned char>(c))) break;
            std::string id;
            while (pos_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[pos_]))) {
                // FF[3] allowed lowercase letters inside identifiers ("AddBlack" = AB).
                if (std::isupper(static_cast<unsigned char>(text_[pos_]))) id += text_[pos_];
                ++pos_;
            }
            if (id.empty()) throw SgfError("property without an uppercase identifier");
            SgfProperty property{id, {}};
            while (peek() == '[') property.values.push_back(parseValue());
            if (property.values.empty()) throw SgfError("property " + id + " has no value");
            node.push_back(std::move(property));
        }
        return node;
    }

    std::string parseValue() {
        ++pos_;  // '['
        std::string value;
        while (pos_ < text_.size() && text_[pos_] != ']') {
            if (text_[pos_] == '\\' && pos_ + 1 < text_.size()) ++pos_;
            value += text_[pos_++];
        }
        if (pos_ >= text_.size()) throw SgfError("unterminated property value");
        ++pos_;  // ']'
        return value;
    }

    std::string_view text_;
    size_t pos_ = 0;
};

const std::vector<std::string>* find(const SgfNode& node, std::string_view id) {
    for (const SgfProperty& p : node)
        if (p.id == id) return &p.values;
    return nullptr;
}

int parseSize(const SgfNode& root) {
    const auto* values = find(root, "SZ");
    if (!values) return 19;
    const std::string& text = values->front();
    char* end = nullptr;
    const long size = std::strtol(text.c_str(), &end, 10);
    if (end == text.c_str() || *end != '\0')
        throw SgfError("unsupported board size SZ[" + text + "] (square boards only)");
    if (size < MIN_BOARD_SIZE || size > MAX_BOARD_SIZE)
        throw SgfError("board size " + text + " is outside 2..25");
    return static_cast<int>(size);
}

int parseKomi(const std::string& text) {
    char* end = nullptr;
    const double komi = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || !std::isfinite(komi) || std::fabs(komi) > 1000)
        throw SgfError("bad komi KM[" + text + "]");
    if (komi * 2 == std::floor(komi * 2)) return static_cast<int>(komi * 2);
    // Chinese files sometimes give komi in stones: KM[3.75] is 3 3/4 stones = 7.5 points.
    if (komi * 4 == std::floor(komi * 4)) return static_cast<int>(komi * 4);
    return static_cast<int>(std::lround(komi * 2));
}

// AB/AW/AE values, with compressed "aa:cc" rectangles expanded.
std::vector<Point> parsePointList(const std::vector<std::string>& values, int size) {
    std::vector<Point> points;
    for (const std::string& value : values) {
        const size_t colon = value.find(':');
        if (colon == std::string::npos) {
            const auto p = tryParseSgfPoint(value, size);
            if (!p || *p == PASS) throw SgfError("bad setup point [" + value + "]");
            points.push_back(*p);
            continue;
        }
        const auto a = tryParseSgfPoint(value.substr(0, colon), size);
        const auto b = tryParseSgfPoint(value.substr(colon + 1), size);
        if (!a || !b || *a == PASS || *b == PASS) throw SgfError("bad point range [" + value + "]");
        for (int x = std::min(xOf(size, *a), xOf(size, *b));
             x <= std::max(xOf(size, *a), xOf(size, *b)); ++x)
            for (int y = std::min(yOf(size, *a), yOf(size, *b));
                 y <= std::max(yOf(size, *a), yOf(size, *b)); ++y)
                points.push_back(pointAt(size, x, y));
    }
    return points;
}

// Applies a node's setup properties to `board`; returns whether there were any.
bool applySetup(const SgfNode& node, Board& board) {
    bool any = false;
    for (const auto& [id, color] : {std::pair{"AE", Color::EMPTY}, std::pair{"AB", Color::BLACK},
                                    std::pair{"AW", Color::WHITE}}) {
        const auto* values = find(node, id);
        if (!values) continue;
        any = true;
        for (const Point p : parsePointList(*values, board.size())) {
            if (board.at(p) != Color::EMPTY) board.removeStone(p);
            if (color != Color::EMPTY) board.placeStone(color, p);
        }
    }
    if (any && !board.allChainsHaveLiberties()) throw SgfError("setup stones without liberties");
    return any;
}

std::optional<Color> parsePlayer(const SgfNode& node) {
    const auto* values = find(node, "PL");
    if (!values) return std::nullopt;
    const auto color = tryParseColor(values->front());
    if (!color) throw SgfError("bad PL[" + values->front() + "]");
    return color;
}

}  // namespace

std::vector<SgfNode> parseSgfMainLine(std::string_view text) {
    return Parser(text).mainLine();
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
    const std::vector<SgfNode> nodes = parseSgfMainLine(text);
    const int size = parseSize(nodes.front());
    SgfLoadResult result;
    if (const auto* km = find(nodes.front(), "KM")) result.komiHalfPoints = parseKomi(km->front());
    int handicap = 0;
    if (const auto* ha = find(nodes.front(), "HA")) handicap = std::atoi(ha->front().c_str());
    if (handicap < 2) handicap = 0;

    GameHistory loaded(size, game.rules());
    Board position(size);
    Color toMove = handicap >= 2 ? Color::WHITE : Color::BLACK;
    bool started = false;  // moves are being played on `loaded`
    int moveNumber = 0;
    bool reachedLimit = false;
    for (const SgfNode& node : nodes) {
        if (reachedLimit) break;
        if (started) {
            Board board = loaded.board();
            if (applySetup(node, board)) {
                if (!loaded.setPosition(board, loaded.toMove(), loaded.handicap()))
                    throw SgfError("bad setup position");
            }
        } else {
            applySetup(node, position);
        }
        if (const auto pl = parsePlayer(node)) {
            if (started)
                loaded.setPosition(loaded.board(), *pl, loaded.handicap());
            else
                toMove = *pl;
        }
        for (const auto& [id, color] :
             {std::pair{"B", Color::BLACK}, std::pair{"W", Color::WHITE}}) {
            const auto* values = find(node, id);
            if (!values) continue;
            if (beforeMove && moveNumber + 1 >= *beforeMove) {
                reachedLimit = true;
                break;
            }
            if (!started) {
                if (!loaded.setPosition(position, toMove, handicap)) throw SgfError("bad setup");
                started = true;
            }
            const auto p = tryParseSgfPoint(values->front(), size);
            if (!p) throw SgfError("bad move " + std::string(id) + "[" + values->front() + "]");
            ++moveNumber;
            if (loaded.play(color, *p) != MoveCheck::LEGAL)
                throw SgfError("illegal move " + std::to_string(moveNumber) + ": " + id + "[" +
                               values->front() + "]");
        }
    }
    if (!started && !loaded.setPosition(position, toMove, handicap)) throw SgfError("bad setup");
    game = loaded;
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
    if (first.emptyCount() != size * size || firstToMove != Color::BLACK)
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
