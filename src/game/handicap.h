// Handicap placement: the fixed layouts of GTP v2 section 4.1.1 and free-placement checks.
#pragma once

#include <string>
#include <vector>

#include "types.h"

namespace tianyuan {

// The largest n fixed_handicap accepts on a board of `size`: 0 below 7x7, 4 on 7x7 and on
// even sizes, 9 on odd sizes from 9x9.
int maxFixedHandicap(int size);

// The GTP fixed layout for n stones, in the spec's order (D4 Q16 D16 Q4 ... on 19x19). Corner
// stones stand on the third line below 13x13 and on the fourth line from 13x13. Empty when
// n < 2 or n > maxFixedHandicap(size).
std::vector<Point> fixedHandicapPoints(int size, int n);

// Checks a free placement (set_free_handicap): at least 2 stones, at most size*size - 1,
// distinct points on the board. Returns an empty string when valid, else the reason.
std::string checkFreeHandicap(int size, const std::vector<Point>& stones);

}  // namespace tianyuan
