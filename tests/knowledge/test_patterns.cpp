// The hand-written 3x3 shape table of the playouts (patterns.h): neighbourhood codes read the
// board north up with walls, hane and cut shapes match for the player to move, and the table is
// symmetric under rotations, reflections and colour swaps.
#include <doctest/doctest.h>

#include <array>

#include "diagram.h"
#include "patterns.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

// The 3x3 grid around a point, row 0 north, and its neighbourhood code (NW N NE W E SW S SE).
using Grid = std::array<std::array<Color, 3>, 3>;
constexpr int ROW[8] = {0, 0, 0, 1, 1, 2, 2, 2};
constexpr int COL[8] = {0, 1, 2, 0, 2, 0, 1, 2};

Grid gridOf(uint16_t code) {
    Grid g{};
    for (int i = 0; i < 8; ++i) g[ROW[i]][COL[i]] = static_cast<Color>((code >> (2 * i)) & 3);
    g[1][1] = Color::EMPTY;
    return g;
}

uint16_t codeOf(const Grid& g) {
    uint16_t code = 0;
    for (int i = 0; i < 8; ++i)
        code = static_cast<uint16_t>(code | static_cast<int>(g[ROW[i]][COL[i]]) << (2 * i));
    return code;
}

Grid rotated(const Grid& g) {  // 90 degrees clockwise
    Grid r{};
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) r[col][2 - row] = g[row][col];
    return r;
}

Grid mirrored(const Grid& g) {
    Grid m{};
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) m[row][2 - col] = g[row][col];
    return m;
}

Grid colourSwapped(const Grid& g) {
    Grid s = g;
    for (auto& row : s)
        for (Color& c : row)
            if (c == B || c == W) c = opponent(c);
    return s;
}

uint16_t codeAt(const Board& b, const char* vertex) {
    return neighbourhoodCode(b, v(vertex, b.size()));
}

}  // namespace

TEST_CASE("pattern: the neighbourhood code reads the board north up, walls included") {
    const Board b = boardFromDiagram(R"(
        . . . . .
        . X O . .
        . . . X .
        . O . . .
        . . . . .)");
    const Grid g = gridOf(codeAt(b, "C3"));
    CHECK(g[0][0] == B);  // B4
    CHECK(g[0][1] == W);  // C4
    CHECK(g[0][2] == Color::EMPTY);
    CHECK(g[1][2] == B);  // D3
    CHECK(g[2][0] == W);  // B2
    const Grid corner = gridOf(codeAt(b, "A1"));
    CHECK(corner[2][0] == Color::WALL);
    CHECK(corner[2][1] == Color::WALL);
    CHECK(corner[1][0] == Color::WALL);
    CHECK(corner[0][0] == Color::WALL);
    CHECK(corner[0][1] == Color::EMPTY);  // A2
    CHECK(corner[0][2] == W);             // B2
    CHECK(codeOf(gridOf(codeAt(b, "C3"))) == codeAt(b, "C3"));
}

TEST_CASE("pattern: hane and cut shapes match for the player to move") {
    // Hane that encloses: own stones NW and NE, the opponent's N.
    const Board hane = boardFromDiagram(R"(
        . . . . .
        . X O X .
        . . . . .
        . . . . .
        . . . . .)");
    CHECK(isGoodPatternMove(hane, v("C3", 5), B));
    // Hane that does not cut: own NW, the opponent's N, empty around.
    const Board hane2 = boardFromDiagram(R"(
        . . . . .
        . X O . .
        . . . . .
        . . . . .
        . . . . .)");
    CHECK(isGoodPatternMove(hane2, v("C3", 5), B));
    // Cut: own NW, the opponent's N and W.
    const Board cut = boardFromDiagram(R"(
        . . . . .
        . X O . .
        . O . . .
        . . . . .
        . . . . .)");
    CHECK(isGoodPatternMove(cut, v("C3", 5), B));
    // The same shapes with colours swapped match for White.
    for (const Board* b : {&hane, &hane2, &cut}) {
        const uint16_t code = neighbourhoodCode(*b, v("C3", 5));
        CHECK(matchesGoodPattern(codeOf(colourSwapped(gridOf(code))), W));
    }
    // Edge: chase along the first line.
    const Board edge = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . . . .
        X . . . .
        O . . . .)");
    CHECK(isGoodPatternMove(edge, v("B1", 5), B));
    // Nothing around: no shape, for either player, in the centre or on the edge.
    const Board empty(5);
    for (const char* p : {"C3", "A1", "C1"}) {
        CHECK_FALSE(isGoodPatternMove(empty, v(p, 5), B));
        CHECK_FALSE(isGoodPatternMove(empty, v(p, 5), W));
    }
    CHECK_FALSE(matchesGoodPattern(0, B));
    CHECK_FALSE(matchesGoodPattern(0, W));
    // A lone own stone next to the point is no shape either.
    const Board lone = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . . . . .
        . . . . .
        . . . . .)");
    CHECK_FALSE(isGoodPatternMove(lone, v("C3", 5), B));
}

TEST_CASE("pattern: the table is symmetric under rotations, reflections and colour swaps") {
    int matchesB = 0, matchesW = 0, asymmetric = 0, colourAsymmetric = 0;
    for (uint32_t code = 0; code < (1u << 16); ++code) {
        const Grid g = gridOf(static_cast<uint16_t>(code));
        const bool b = matchesGoodPattern(static_cast<uint16_t>(code), B);
        const bool w = matchesGoodPattern(static_cast<uint16_t>(code), W);
        matchesB += b;
        matchesW += w;
        Grid t = g;
        for (int s = 0; s < 8; ++s) {
            t = s == 4 ? mirrored(g) : rotated(t);
            const uint16_t c = codeOf(t);
            if (matchesGoodPattern(c, B) != b || matchesGoodPattern(c, W) != w) ++asymmetric;
        }
        const uint16_t swapped = codeOf(colourSwapped(g));
        if (matchesGoodPattern(swapped, W) != b || matchesGoodPattern(swapped, B) != w)
            ++colourAsymmetric;
    }
    CHECK(asymmetric == 0);
    CHECK(colourAsymmetric == 0);
    CHECK(matchesB == matchesW);
    CHECK(matchesB > 100);            // the table is not empty...
    CHECK(matchesB < (1 << 16) / 4);  // ...and far from everything
}
