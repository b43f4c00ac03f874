#include "handicap.h"

#include <set>

namespace tianyuan {

int maxFixedHandicap(int size) {
    if (size < 7) return 0;
    if (size == 7 || size % 2 == 0) return 4;
    return 9;
}

std::vector<Point> fixedHandicapPoints(int size, int n) {
    if (n < 2 || n > maxFixedHandicap(size)) return {};
    const int low = size >= 13 ? 3 : 2;  // 0-based: fourth line from 13x13, else third
    const int high = size - 1 - low;
    const int mid = size / 2;
    // Order of the spec: two opposite corners, a third and fourth corner, then the sides; the
    // centre comes last for odd n.
    const int corners[4][2] = {{low, low}, {high, high}, {low, high}, {high, low}};
    const int sides[4][2] = {{low, mid}, {high, mid}, {mid, low}, {mid, high}};
    std::vector<Point> out;
    for (int i = 0; i < 4 && static_cast<int>(out.size()) < n; ++i)
        out.push_back(pointAt(size, corners[i][0], corners[i][1]));
    const int sideCount = n >= 8 ? 4 : (n >= 6 ? 2 : 0);
    for (int i = 0; i < sideCount; ++i) out.push_back(pointAt(size, sides[i][0], sides[i][1]));
    if (n % 2 == 1 && n >= 5) out.push_back(pointAt(size, mid, mid));
    return out;
}

std::string checkFreeHandicap(int size, const std::vector<Point>& stones) {
    if (stones.size() < 2) return "at least two handicap stones are needed";
    if (static_cast<int>(stones.size()) > size * size - 1) return "too many handicap stones";
    std::set<Point> seen;
    for (const Point p : stones) {
        if (p == PASS) return "pass is not a handicap stone";
        if (p < 0 || p >= arraySizeFor(size) || xOf(size, p) < 0 || xOf(size, p) >= size ||
            yOf(size, p) < 0 || yOf(size, p) >= size)
            return "a handicap stone is off the board";
        if (!seen.insert(p).second) return "repeated vertex " + formatVertex(p, size);
    }
    return "";
}

}  // namespace tianyuan
