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

// A seki without eyes on 7x7: the black chain E7 E6 E5 F5 and the white chain C7 C6 C5 D5
// share the liberties D7 and D6; whoever plays there puts its own chain in atari. Black also
// owns A7, B2, C1; White G7, F2, G1.
inline constexpr const char* SEKI_7X7 = R"(
    . X O . X O .
    X X O . X O O
    X X O O X X O
    X X X X O O O
    X X X X O O O
    X . X X O . O
    X X . X O O .)";

// Capture races of tests/tactics/semeai.tst (10 and 30), Black to move in both.
// Three against three: Black's C9 C8 C7 (liberties B9 B8 B7) and White's D9 D8 D7 (E9 E8 E7),
// none shared: the side to move wins by filling the other's outside liberties.
inline constexpr const char* RACE_THREE_AGAINST_THREE = R"(
    O . X O . X . . .
    O . X O . X . . .
    O . X O . X . . .
    O O O X X X . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X X X X X X
    . . O O O O O O O
    . . . . . . . . .)";

// A shared liberty: Black's C9 C8 C7 (B9 B8, and D9) against White's E9 E8 D8 D7 (F9 F8, and
// D9): the side to move wins by filling outside, and loses by filling D9.
inline constexpr const char* RACE_SHARED_LIBERTY = R"(
    O . X . O . X . .
    O . X O O . X . .
    O O X O X X X . .
    . O O X X . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X X X X X X
    . . O O O O O O O
    . . . . . . . . .)";

// tests/tactics/nets.tst 10: White's D4 E4 E5 (liberties E6 and F5) cannot be laddered, as
// White's wall on the H line breaks the ladder; Black's net F6 captures it, and White to move
// saves it by extending at E6 or F5.
inline constexpr const char* NET_9X9 = R"(
    . . . . . . . . .
    O O O O O O O O O
    . . . . . . . O .
    X X X X . . . O .
    . . . X O . . O .
    . . X O O X . O .
    . . . X X . . O .
    . . . . . . . O .
    . . . . . . . O .)";

// White C3 D3 (liberty D2), White E4 (E5) and Black C4 D4 (D5) are all in atari: White saves
// C3 D3 only by capturing at D5, Black saves C4 D4 by capturing at D2 (or E4 at E5); each side's
// extension is a self-atari.
inline constexpr const char* BOTH_IN_ATARI_5X5 = R"(
    . . O . .
    . O X X O
    . X O O X
    . . X . X
    . . . . .)";

}  // namespace tianyuan::test
