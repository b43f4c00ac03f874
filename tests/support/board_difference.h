// Comparing two boards field by field, for the tests of undo and of reading in place.
#pragma once

#include <string>

#include "board.h"

namespace tianyuan::test {

// "" when a and b agree in every field a reader of the board sees, the order of the empty list
// and the links of each chain included; otherwise the first difference.
inline std::string difference(const Board& a, const Board& b) {
    if (a.hash() != b.hash()) return "hash";
    if (a.koPoint() != b.koPoint() || a.koColor() != b.koColor()) return "ko";
    for (const Color c : {Color::BLACK, Color::WHITE})
        if (a.stoneCount(c) != b.stoneCount(c)) return "stoneCount";
    if (a.emptyCount() != b.emptyCount()) return "emptyCount";
    for (int i = 0; i < a.emptyCount(); ++i)
        if (a.emptyAt(i) != b.emptyAt(i)) return "empty list at " + std::to_string(i);
    for (int y = 0; y < a.size(); ++y)
        for (int x = 0; x < a.size(); ++x) {
            const Point p = a.point(x, y);
            const std::string at = formatVertex(p, a.size());
            if (a.at(p) != b.at(p)) return "colour at " + at;
            if (a.at(p) == Color::EMPTY) {
                if (a.isPlayoutMove(Color::BLACK, p) != b.isPlayoutMove(Color::BLACK, p))
                    return "empty neighbours at " + at;
                continue;
            }
            if (a.chainHead(p) != b.chainHead(p) || a.nextInChain(p) != b.nextInChain(p))
                return "chain links at " + at;
            if (a.liberties(p) != b.liberties(p) || a.chainSize(p) != b.chainSize(p))
                return "chain counts at " + at;
        }
    return "";
}

}  // namespace tianyuan::test
