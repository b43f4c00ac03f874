#include "patterns.h"

#include <array>
#include <string_view>
#include <vector>

namespace tianyuan {

namespace {

// Shapes for the player to move, the candidate move in the centre. Rows top to bottom.
// X: own stone, O: opponent stone, .: empty, ?: anything, x: not own (opponent or empty),
// o: not opponent (own or empty), #: off the board.
constexpr std::string_view SHAPES[] = {
    "XOX"
    "..."
    "???",  // hane that encloses
    "XO."
    "..."
    "?.?",  // hane that does not cut
    "XO?"
    "X.."
    "x.?",  // hane from a bent line (magari)
    ".O."
    "X.."
    "...",  // diagonal attachment
    "XO?"
    "O.o"
    "?o?",  // cut, unprotected
    "XO?"
    "O.X"
    "???",  // cut after a peep
    "?X?"
    "O.O"
    "ooo",  // pushing through between two stones
    "OX?"
    "o.O"
    "???",  // cut through a knight's move
    "X.?"
    "O.?"
    "###",  // edge: chase along the first line
    "OX?"
    "X.O"
    "###",  // edge: block the cut
    "?X?"
    "x.O"
    "###",  // edge: block the connection
    "?XO"
    "x.x"
    "###",  // edge: descend (sagari)
    "?OX"
    "X.O"
    "###",  // edge: cut
};

// Neighbour order of the code: NW N NE W E SW S SE (row, column in the 3x3 grid).
constexpr int CELL_ROW[8] = {0, 0, 0, 1, 1, 2, 2, 2};
constexpr int CELL_COL[8] = {0, 1, 2, 0, 2, 0, 1, 2};

bool cellMatches(char want, Color have, Color own) {
    const Color opp = opponent(own);
    switch (want) {
        case '?':
            return true;
        case 'X':
            return have == own;
        case 'O':
            return have == opp;
        case '.':
            return have == Color::EMPTY;
        case 'x':
            return have == opp || have == Color::EMPTY;
        case 'o':
            return have == own || have == Color::EMPTY;
        case '#':
            return have == Color::WALL;
        default:
            return false;
    }
}

// The shape cell seen at (row, col) after symmetry `s` (4 rotations x optional mirror).
char shapeCell(std::string_view shape, int s, int row, int col) {
    if (s & 4) col = 2 - col;
    for (int k = 0; k < (s & 3); ++k) {  // rotate 90 degrees
        const int r = col, c = 2 - row;
        row = r;
        col = c;
    }
    return shape[static_cast<size_t>(row * 3 + col)];
}

bool codeMatches(uint16_t code, Color own) {
    for (const std::string_view shape : SHAPES)
        for (int s = 0; s < 8; ++s) {
            bool all = true;
            for (int i = 0; i < 8 && all; ++i) {
                const auto have = static_cast<Color>((code >> (2 * i)) & 3);
                all = cellMatches(shapeCell(shape, s, CELL_ROW[i], CELL_COL[i]), have, own);
            }
            if (all) return true;
        }
    return false;
}

// Bit 0: good for Black to play, bit 1: good for White.
const std::vector<uint8_t>& table() {
    static const std::vector<uint8_t> t = [] {
        std::vector<uint8_t> out(1 << 16, 0);
        for (uint32_t code = 0; code < (1u << 16); ++code)
            out[code] = static_cast<uint8_t>(
                (codeMatches(static_cast<uint16_t>(code), Color::BLACK) ? 1 : 0) |
                (codeMatches(static_cast<uint16_t>(code), Color::WHITE) ? 2 : 0));
        return out;
    }();
    return t;
}

}  // namespace

uint16_t neighbourhoodCode(const Board& board, Point p) {
    const int s = board.stride();
    const Point cells[8] = {p + s - 1, p + s, p + s + 1, p - 1, p + 1, p - s - 1, p - s, p - s + 1};
    uint16_t code = 0;
    for (int i = 0; i < 8; ++i)
        code = static_cast<uint16_t>(code | (static_cast<int>(board.at(cells[i])) << (2 * i)));
    return code;
}

bool matchesGoodPattern(uint16_t code, Color toMove) {
    return (table()[code] & (toMove == Color::BLACK ? 1 : 2)) != 0;
}

}  // namespace tianyuan
