#include "types.h"

#include <array>
#include <cctype>

namespace tianyuan {

namespace {

std::string lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

const PointXY* pointCoordinates(int size) {
    static const auto tables = [] {
        std::array<std::array<PointXY, MAX_ARRAY_SIZE>, MAX_BOARD_SIZE + 1> out{};
        for (int n = MIN_BOARD_SIZE; n <= MAX_BOARD_SIZE; ++n)
            for (Point p = 0; p < arraySizeFor(n); ++p)
                out[n][p] = {static_cast<int8_t>(xOf(n, p)), static_cast<int8_t>(yOf(n, p))};
        return out;
    }();
    return tables[size].data();
}

std::string_view colorLetter(Color c) {
    switch (c) {
        case Color::BLACK:
            return "B";
        case Color::WHITE:
            return "W";
        default:
            return "-";
    }
}

std::string_view colorName(Color c) {
    switch (c) {
        case Color::BLACK:
            return "black";
        case Color::WHITE:
            return "white";
        case Color::EMPTY:
            return "empty";
        default:
            return "wall";
    }
}

std::optional<Color> tryParseColor(std::string_view text) {
    const std::string s = lowercase(text);
    if (s == "b" || s == "black") return Color::BLACK;
    if (s == "w" || s == "white") return Color::WHITE;
    return std::nullopt;
}

std::optional<Point> tryParseVertex(std::string_view text, int size) {
    const std::string s = lowercase(text);
    if (s == "pass") return PASS;
    if (s.size() < 2 || s.size() > 3) return std::nullopt;
    const char letter = s[0];
    if (letter < 'a' || letter > 'z' || letter == 'i') return std::nullopt;
    const int x = letter - 'a' - (letter > 'i' ? 1 : 0);
    int row = 0;
    for (size_t i = 1; i < s.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
        row = row * 10 + (s[i] - '0');
    }
    if (s[1] == '0') return std::nullopt;  // no leading zeros: "A05" is not a vertex
    if (x >= size || row < 1 || row > size) return std::nullopt;
    return pointAt(size, x, row - 1);
}

std::string formatVertex(Point p, int size) {
    if (p == PASS) return "pass";
    const int x = xOf(size, p);
    const char letter = static_cast<char>('A' + x + (x >= 8 ? 1 : 0));
    return std::string(1, letter) + std::to_string(yOf(size, p) + 1);
}

}  // namespace tianyuan
