#include "diagram.h"

#include <stdexcept>
#include <vector>

#include "random.h"

namespace tianyuan::test {

namespace {

std::vector<std::string> diagramRows(std::string_view diagram) {
    std::vector<std::string> rows;
    std::string row;
    for (const char c : std::string(diagram) + "\n") {
        if (c == '\n') {
            if (!row.empty()) rows.push_back(row);
            row.clear();
        } else if (c == 'X' || c == 'O' || c == '.' || c == '+') {
            row += c == '+' ? '.' : c;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            throw std::invalid_argument(std::string("bad diagram character '") + c + "'");
        }
    }
    return rows;
}

}  // namespace

Board boardFromDiagram(std::string_view diagram) {
    const std::vector<std::string> rows = diagramRows(diagram);
    const int size = static_cast<int>(rows.size());
    if (size < MIN_BOARD_SIZE || size > MAX_BOARD_SIZE) throw std::invalid_argument("bad size");
    Board board(size);
    for (int r = 0; r < size; ++r) {
        if (static_cast<int>(rows[r].size()) != size) throw std::invalid_argument("ragged row");
        for (int x = 0; x < size; ++x) {
            const char c = rows[r][x];
            if (c == '.') continue;
            board.placeStone(c == 'X' ? Color::BLACK : Color::WHITE, board.point(x, size - 1 - r));
        }
    }
    return board;
}

std::string diagramOf(const Board& board) {
    std::string out;
    for (int y = board.size() - 1; y >= 0; --y) {
        for (int x = 0; x < board.size(); ++x) {
            const Color c = board.at(board.point(x, y));
            out += c == Color::BLACK ? 'X' : c == Color::WHITE ? 'O' : '.';
        }
        if (y > 0) out += '\n';
    }
    return out;
}

std::string normalizeDiagram(std::string_view diagram) {
    std::string out;
    for (const std::string& row : diagramRows(diagram)) out += (out.empty() ? "" : "\n") + row;
    return out;
}

GameHistory historyFromDiagram(std::string_view diagram, Color toMove, Rules rules) {
    const Board board = boardFromDiagram(diagram);
    GameHistory history(board.size(), rules);
    if (!history.setPosition(board, toMove))
        throw std::invalid_argument("position has no-liberty chain");
    return history;
}

Point v(std::string_view vertex, int size) {
    const auto p = tryParseVertex(vertex, size);
    if (!p) throw std::invalid_argument("bad vertex " + std::string(vertex));
    return *p;
}

Points pointsOf(const Board& board, std::initializer_list<const char*> vertices) {
    Points out;
    for (const char* vertex : vertices) out.insert(v(vertex, board.size()));
    return out;
}

Board scatteredPosition(int size, uint64_t seed, int stones) {
    Board board(size);
    Random random(seed);
    for (int i = 0; i < stones; ++i) {
        const Point p =
            board.point(static_cast<int>(random.below(size)), static_cast<int>(random.below(size)));
        if (board.at(p) != Color::EMPTY) continue;
        board.placeStone(random.below(2) ? Color::BLACK : Color::WHITE, p);
        if (!board.allChainsHaveLiberties()) board.removeStone(p);
    }
    return board;
}

}  // namespace tianyuan::test
