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

// The point contents (bit i: Color i) a shape cell accepts for the player `own`.
unsigned acceptedColors(char want, Color own) {
    const auto bit = [](Color c) { return 1u << static_cast<unsigned>(c); };
    const Color opp = opponent(own);
    switch (want) {
        case '?':
            return bit(Color::EMPTY) | bit(Color::BLACK) | bit(Color::WHITE) | bit(Color::WALL);
        case 'X':
            return bit(own);
        case 'O':
            return bit(opp);
        case '.':
            return bit(Color::EMPTY);
        case 'x':
            return bit(opp) | bit(Color::EMPTY);
        case 'o':
            return bit(own) | bit(Color::EMPTY);
        case '#':
            return bit(Color::WALL);
        default:
            return 0;
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

// Sets `flag` in out[code] for every code whose cells i..7 take accepted contents (the cells
// before i are already in `code`): the matching codes are enumerated, not searched for, so the
// table is built in well under a millisecond.
void markMatches(const unsigned accepted[8], int i, uint16_t code, uint8_t flag,
                 std::vector<uint8_t>& out) {
    if (i == 8) {
        out[code] |= flag;
        return;
    }
    for (unsigned c = 0; c < 4; ++c)
        if (accepted[i] & (1u << c))
            markMatches(accepted, i + 1, static_cast<uint16_t>(code | (c << (2 * i))), flag, out);
}

// Bit 0: good for Black to play, bit 1: good for White.
const std::vector<uint8_t>& table() {
    static const std::vector<uint8_t> t = [] {
        std::vector<uint8_t> out(1 << 16, 0);
        for (const Color own : {Color::BLACK, Color::WHITE})
            for (const std::string_view shape : SHAPES)
                for (int s = 0; s < 8; ++s) {
                    unsigned accepted[8];
                    for (int i = 0; i < 8; ++i)
                        accepted[i] =
                            acceptedColors(shapeCell(shape, s, CELL_ROW[i], CELL_COL[i]), own);
                    markMatches(accepted, 0, 0, own == Color::BLACK ? 1 : 2, out);
                }
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
