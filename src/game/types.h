// Basic value types shared by every module: colours, points and moves.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tianyuan {

// The content of a board point. WALL marks the off-board sentinels around the playing area.
enum class Color : uint8_t { EMPTY = 0, BLACK = 1, WHITE = 2, WALL = 3 };

// The other player. Precondition: c is BLACK or WHITE.
constexpr Color opponent(Color c) {
    return c == Color::BLACK ? Color::WHITE : Color::BLACK;
}

// "B" / "W" style names used in diagnostics and SGF; "black" / "white" for prose.
std::string_view colorLetter(Color c);
std::string_view colorName(Color c);

// Parses a GTP colour: b, w, black, white in any case.
std::optional<Color> tryParseColor(std::string_view text);

// An index into the padded one-dimensional board array (see Board). 0 is always a wall, so it
// doubles as the pass move.
using Point = int;
constexpr Point PASS = 0;

constexpr int MIN_BOARD_SIZE = 2;
constexpr int MAX_BOARD_SIZE = 25;

// Layout of the padded array for a board of `size`: one sentinel column shared between rows and
// one sentinel row above and below. Row 1 (GTP) is y = 0.
constexpr int strideFor(int size) {
    return size + 1;
}
constexpr int arraySizeFor(int size) {
    return (size + 2) * strideFor(size) + 1;
}
constexpr int MAX_ARRAY_SIZE = arraySizeFor(MAX_BOARD_SIZE);
constexpr Point pointAt(int size, int x, int y) {
    return (y + 1) * strideFor(size) + x + 1;
}
constexpr int xOf(int size, Point p) {
    return p % strideFor(size) - 1;
}
constexpr int yOf(int size, Point p) {
    return p / strideFor(size) - 1;
}
// xOf and yOf of every point of the padded array of a board of `size` (the wall's values mean
// nothing), for hot paths that would otherwise divide by the stride.
struct PointXY {
    int8_t x, y;
};
const PointXY* pointCoordinates(int size);  // arraySizeFor(size) entries

// GTP vertices: letters A..Z without I from the left, row numbers from the bottom, "pass".
// Input is case-insensitive; output is uppercase. tryParseVertex returns nullopt for anything
// malformed or off a board of `size` (it never returns a wall point).
std::optional<Point> tryParseVertex(std::string_view text, int size);
std::string formatVertex(Point p, int size);

// A move in a game: a colour and a point (PASS for a pass).
struct Move {
    Color color = Color::BLACK;
    Point point = PASS;
    bool operator==(const Move&) const = default;
};

}  // namespace tianyuan
