// Positions used by more than one test file.
#pragma once

namespace tianyuan::test {

// Triple ko on 9x9. Three kos, each a pair of points: ko1 B7/C7, ko2 G5/H5, ko3 B3/C3.
// At the start White holds ko1 (O on B7) and ko2 (O on G5), Black holds ko3 (X on C3).
inline constexpr const char* TRIPLE_KO = R"(
    . . . . . . . . .
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . X O .
    . . . . . X O . O
    . X O . . . X O .
    X . X O . . . . .
    . X O . . . . . .
    . . . . . . . . .)";

}  // namespace tianyuan::test
