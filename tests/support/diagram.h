// ASCII board diagrams for tests. Rows are given top (highest row number) to bottom, one
// character per point, spaces ignored: 'X' black, 'O' white, '.' or '+' empty. Example:
//     const Board b = boardFromDiagram(R"(
//         . X O .
//         X . X O
//         . X O .
//         . . . .)");
#pragma once

#include <cstdint>
#include <initializer_list>
#include <set>
#include <string>
#include <string_view>

#include "board.h"
#include "history.h"

namespace tianyuan::test {

// Builds the position with setup placement (no captures). The size is the number of rows;
// every row must have that many points. Fails the current test (via exception) on bad input.
Board boardFromDiagram(std::string_view diagram);

// The same diagram form for a board, for comparisons in CHECK(diagramOf(b) == ...).
std::string diagramOf(const Board& board);

// Normalises a diagram literal the way diagramOf writes it (rows joined by '\n', no spaces).
std::string normalizeDiagram(std::string_view diagram);

// A GameHistory whose first position is the diagram, with `toMove` to play.
GameHistory historyFromDiagram(std::string_view diagram, Color toMove = Color::BLACK,
                               Rules rules = Rules::chinese());

// Shorthand for a vertex on a board of `size`: v("D4", 19). Throws on a bad vertex.
Point v(std::string_view vertex, int size);

// The points of `vertices` on `board`, as a set to compare with what a function found.
using Points = std::set<Point>;
Points pointsOf(const Board& board, std::initializer_list<const char*> vertices);

// A position with `stones` stones of random colour scattered at random by `seed` (a stone that
// would leave a chain without liberties is taken back).
Board scatteredPosition(int size, uint64_t seed, int stones);

}  // namespace tianyuan::test
