# nakade.tst - killing (and saving) groups whose eye space is a dead shape: straight and bent
# three, pyramid four, bulky five, rabbity six. The attacker plays the vital point (the point
# touching all the others) and the defender must take it first. One position needs a nakade
# self-atari (two stones played into the eye space, which the defender's capture leaves as a
# single eye). Fails when nakade knowledge or self-atari judgement is switched off.
#
# Every position is a whole board: the rest is settled (or, on the bigger boards, an opening
# where GNU Go values the tested move far above every other), and komi is set so that the
# tactic decides the game: between the results of GNU Go self-play after the right move and
# after the wrong one (or a pass). Each answer was checked by reasoning (the comments) and by
# GNU Go 3.8 (`gnugo --mode gtp --chinese-rules`), whose reg_genmove agrees with every pattern
# below; its tactical and owl readers were used to list every move that works. The stones are
# set up with `play`, the last one being the move that just happened.
# A '*' after a pattern marks a known failure of tianyuan at the budget of conf/tactics.conf;
# remove it when the engine gets the position right (scripts/checks/run_tactical_suite.sh reports
# "unexpected PASS!"). Never change an expected answer to match an engine.

# 10: Bent three in the corner, Black kills. White's corner group G9 G8 H8 H7 J7 is sealed in by
# Black's wall; its only space is the bent three H9 J9 J8. J9 is the vital point: it touches
# both other points, so after Black J9 White can make at most one eye (White H9 or J8 is a self-
# atari that Black captures, and capturing the nakade stone later leaves a two-point space, one
# eye). The corner decides the game: with it dead Black wins; if White gets J9 White lives with
# two eyes (H9, J8) and wins.
#
#      A B C D E F G H J
#    9 . . . . O X O . .
#    8 . . . . O X O O .
#    7 . . O . O X X O O
#    6 . . . O O X . X X
#    5 . . O O X X . . .
#    4 . O O X X . . . .
#    3 . O X X . . . X .
#    2 . O X . . . . . .
#    1 . O X . . . . . .
boardsize 9
clear_board
komi 7.5
play w E9
play b F9
play w E8
play b F8
play w G8
play w H8
play w C7
play w E7
play b F7
play b G7
play w H7
play w J7
play w D6
play w E6
play b F6
play b H6
play b J6
play w C5
play w D5
play b E5
play b F5
play w B4
play w C4
play b D4
play b E4
play w B3
play b C3
play b D3
play b H3
play w B2
play b C2
play w B1
play b C1
play w G9
10 reg_genmove b
#? [J9]

# 20: Bent three in the corner, White lives. The same position with White to move: White J9
# makes two real eyes (H9 and J8, their diagonal points G8 and H7 are White), so the corner
# group lives and White wins; anything else lets Black kill it at J9.
#
#      A B C D E F G H J
#    9 . . . . O X O . .
#    8 . . . . O X O O .
#    7 . . O . O X X O O
#    6 . . . O O X . X X
#    5 . . O O X X . . .
#    4 . O O X X . . . .
#    3 . O X X . . . X .
#    2 . O X . . . . . .
#    1 . O X . . . . . .
boardsize 9
clear_board
komi 7.5
play w E9
play b F9
play w G9
play w E8
play b F8
play w G8
play w H8
play w C7
play w E7
play b F7
play w H7
play w J7
play w D6
play w E6
play b F6
play b H6
play b J6
play w C5
play w D5
play b E5
play b F5
play w B4
play w C4
play b D4
play b E4
play w B3
play b C3
play b D3
play b H3
play w B2
play b C2
play w B1
play b C1
play b G7
20 reg_genmove w
#? [J9]

# 30: Straight three on the top edge, Black kills. White's group on the top edge (C9 C8 D8 E8 F8
# G8 G9) is sealed in by Black's wall on the seventh line; its space is the straight three D9 E9
# F9. Black E9, the middle, leaves White two single points that each are a self-atari to fill,
# so the group dies. Killed, the group gives Black the whole top and the game; alive, White
# wins. White's lower side is solid, Black's wall on rows 4-7 cannot be cut.
#
#      A B C D E F G H J
#    9 . X O . . . O X .
#    8 . X O O O O O X .
#    7 . X X X X X X X .
#    6 . . . . . . . . .
#    5 O O O X X X X X X
#    4 . . . X X X X X X
#    3 O O O O O O O O O
#    2 . . . . . . . . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 2.5
play b B9
play w C9
play b H9
play b B8
play w C8
play w D8
play w E8
play w F8
play w G8
play b H8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play w A5
play w B5
play w C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w G9
30 reg_genmove b
#? [E9]

# 40: Straight three on the top edge, White lives. The same position with White to move: White
# E9 splits the straight three into two real eyes (D9 and F9, with C8/E8 and E8/G8 White), the
# group lives and White wins.
#
#      A B C D E F G H J
#    9 . X O . . . O X .
#    8 . X O O O O O X .
#    7 . X X X X X X X .
#    6 . . . . . . . . .
#    5 O O O X X X X X X
#    4 . . . X X X X X X
#    3 O O O O O O O O O
#    2 . . . . . . . . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 2.5
play b B9
play w C9
play w G9
play b B8
play w C8
play w D8
play w E8
play w F8
play w G8
play b H8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play w A5
play w B5
play w C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play b H9
40 reg_genmove w
#? [E9]

# 50: Bulky five in the corner, Black kills. White's corner group F9 F8 G8 G7 H7 J7 encloses the
# bulky five G9 H9 J9 H8 J8 (a square plus G9). Its vital point is H9, the one point touching
# three others: after Black H9 every White move inside leaves a dead shape (Black answers at the
# remaining key point), so the group dies and Black wins. White to move at H9 would make an eye
# at G9 and a second one in J9 J8 H8. The rest of the board is settled: White's left side and
# Black's lower right.
#
#      A B C D E F G H J
#    9 . . . O X O . . .
#    8 . . . O X O O . .
#    7 . . . O X X O O O
#    6 . . . O X X X X X
#    5 . . . O X . . . .
#    4 . . . O X . . . .
#    3 . . O O X . . . .
#    2 . . O X X . . . .
#    1 . . O X . . . . .
boardsize 9
clear_board
komi 2.5
play w D9
play b E9
play w D8
play b E8
play w F8
play w G8
play w D7
play b E7
play b F7
play w G7
play w H7
play w J7
play w D6
play b E6
play b F6
play b G6
play b H6
play b J6
play w D5
play b E5
play w D4
play b E4
play w C3
play w D3
play b E3
play w C2
play b D2
play b E2
play w C1
play b D1
play w F9
50 reg_genmove b
#? [H9]

# 60: Pyramid four on the bottom edge, Black kills. White's group C1 C2 D2 D3 E3 F3 F2 G2 G1 in
# the bottom is sealed in by Black; its space is the pyramid four D1 E1 F1 E2. The centre E1
# touches the three other points: Black E1 leaves White unable to make two eyes (White D1 and F1
# end in a mutual atari that Black wins by capturing at E2), while White E1 would make three
# single eyes. The group decides the game.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 O O O O O O . . .
#    6 X X X X X O O O O
#    5 . . . . X X X X X
#    4 . . X X X X X . .
#    3 . X X O O O X X .
#    2 . X O O . O O X .
#    1 . X O . . . O X .
boardsize 9
clear_board
komi 6.5
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play b A6
play b B6
play b C6
play b D6
play b E6
play w F6
play w G6
play w H6
play w J6
play b E5
play b F5
play b G5
play b H5
play b J5
play b C4
play b D4
play b E4
play b F4
play b G4
play b B3
play b C3
play w D3
play w E3
play w F3
play b G3
play b H3
play b B2
play w C2
play w D2
play w G2
play b H2
play b B1
play w C1
play w G1
play b H1
play w F2
60 reg_genmove b
#? [E1]

# 70: Pyramid four on the bottom edge, White lives. The same position with White to move: White
# E1 turns the pyramid four into three single real eyes (D1, F1, E2), the group lives and White
# wins.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 O O O O O O . . .
#    6 X X X X X O O O O
#    5 . . . . X X X X X
#    4 . . X X X X X . .
#    3 . X X O O O X X .
#    2 . X O O . O O X .
#    1 . X O . . . O X .
boardsize 9
clear_board
komi 6.5
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play b A6
play b B6
play b C6
play b D6
play b E6
play w F6
play w G6
play w H6
play w J6
play b E5
play b F5
play b G5
play b H5
play b J5
play b C4
play b D4
play b E4
play b F4
play b G4
play b B3
play b C3
play w D3
play w E3
play w F3
play b G3
play b H3
play b B2
play w C2
play w D2
play w F2
play w G2
play b B1
play w C1
play w G1
play b H1
play b H2
70 reg_genmove w
#? [E1]*

# 80: Bulky five in the corner, White lives. The bulky five of the previous position with White
# to move: White H9, the vital point, leaves the single eye G9 and the three points J9 J8 H8
# (another eye whatever Black does), so the corner group lives and White wins. White J9 lives
# too: the space left, G9 H9 H8 J8, is a bent four, which gives two eyes whichever point Black
# takes (GNU Go's owl reader agrees that exactly these two moves live).
#
#      A B C D E F G H J
#    9 . . . O X O . . .
#    8 . . . O X O O . .
#    7 . . . O X X O O O
#    6 . . . O X X X X X
#    5 . . . O X . . . .
#    4 . . . O X . . . .
#    3 . . O O X . . . .
#    2 . . O X X . . . .
#    1 . . O X . . . . .
boardsize 9
clear_board
komi 2.5
play w D9
play w F9
play w D8
play b E8
play w F8
play w G8
play w D7
play b E7
play b F7
play w G7
play w H7
play w J7
play w D6
play b E6
play b F6
play b G6
play b H6
play b J6
play w D5
play b E5
play w D4
play b E4
play w C3
play w D3
play b E3
play w C2
play b D2
play b E2
play w C1
play b D1
play b E9
80 reg_genmove w
#? [H9|J9]

# 90: Nakade with a stone already inside, Black kills by a self-atari. White's group on the top
# edge has the space D9 E9 F9, and a Black stone already sits at D9 (in atari). Black E9 is a
# self-atari of two stones, and it is the only move: if White captures them at F9 the space left
# (D9 E9) is a single eye and White is dead. Left alone, White E9 captures D9 and makes two eyes
# (D9 and F9); Black F9 instead would be captured together with D9 by White E9. A self-atari
# that is right: playouts and priors must not forbid it.
#
#      A B C D E F G H J
#    9 . X O X . . O X .
#    8 . X O O O O O X .
#    7 . X X X X X X X .
#    6 . . . . . . . . .
#    5 O O O X X X X X X
#    4 . . . X X X X X X
#    3 O O O O O O O O O
#    2 . . . . . . . . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 2.5
play b B9
play w C9
play b D9
play b H9
play b B8
play w C8
play w D8
play w E8
play w F8
play w G8
play b H8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play w A5
play w B5
play w C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w G9
90 reg_genmove b
#? [E9]

# 100: Nakade with a stone already inside, White captures and lives. The same position with
# White to move: White E9 captures the stone at D9 and leaves two real eyes, D9 and F9. F9
# instead would let Black E9 (nakade) kill.
#
#      A B C D E F G H J
#    9 . X O X . . O X .
#    8 . X O O O O O X .
#    7 . X X X X X X X .
#    6 . . . . . . . . .
#    5 O O O X X X X X X
#    4 . . . X X X X X X
#    3 O O O O O O O O O
#    2 . . . . . . . . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 2.5
play w C9
play b D9
play w G9
play b H9
play b B8
play w C8
play w D8
play w E8
play w F8
play w G8
play b H8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play w A5
play w B5
play w C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w A3
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play b B9
100 reg_genmove w
#? [E9]

# 110: Rabbity six on 13x13, Black kills. White owns the left half, Black the right half;
# White's corner group J13 ... N11 is sealed in by Black's wall (H13-H10, J10-N9) and its space
# is the rabbity six K13 L13 K12 L12 M12 L11. L12 touches the four other points around it: Black
# L12 leaves White unable to make two eyes (the space falls apart into pieces Black can fill or
# answer), while White L12 would make eyes at M12, L11 and in K12 K13 L13. The corner (twenty
# points) decides the game.
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X X O . . O O
#   12 . . . . . O X X O . . . O
#   11 . . O . . O X X O O . O O
#   10 . . . . . O X X X O O O X
#    9 . . . . . O X . X X X X X
#    8 . . . . . O X . . . . . .
#    7 . . . O . O X . . . . . .
#    6 . . . . . O X . . . . X .
#    5 . . . . . O X . . . . . .
#    4 . O . . . O X . . X . . .
#    3 . . . . . O X . . . . . .
#    2 . . . . . O X . X . . . .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi -4.5
play w F13
play b G13
play b H13
play w J13
play w M13
play w F12
play b G12
play b H12
play w J12
play w N12
play w C11
play w F11
play b G11
play b H11
play w J11
play w K11
play w M11
play w N11
play w F10
play b G10
play b H10
play b J10
play w K10
play w L10
play w M10
play b N10
play w F9
play b G9
play b J9
play b K9
play b L9
play b M9
play b N9
play w F8
play b G8
play w D7
play w F7
play b G7
play w F6
play b G6
play b M6
play w F5
play b G5
play w B4
play w F4
play b G4
play b K4
play w F3
play b G3
play w F2
play b G2
play b J2
play w F1
play b G1
play w N13
110 reg_genmove b
#? [L12]

# 120: Rabbity six on 13x13, White lives. The same position with White to move: White L12
# divides the space into the eyes M12 and L11 and the bent three K12 K13 L13, so the group lives
# and White wins. K12 and L13 live as well: each leaves a five-point space (K13 L13 L12 M12 L11,
# or K12 K13 L12 M12 L11) that is no killing shape; after Black takes L12 White makes one eye at
# the corner point and captures the intruder for the second (GNU Go's owl reader accepts exactly
# these three moves).
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X X O . . O O
#   12 . . . . . O X X O . . . O
#   11 . . O . . O X X O O . O O
#   10 . . . . . O X X X O O O X
#    9 . . . . . O X . X X X X X
#    8 . . . . . O X . . . . . .
#    7 . . . O . O X . . . . . .
#    6 . . . . . O X . . . . X .
#    5 . . . . . O X . . . . . .
#    4 . O . . . O X . . X . . .
#    3 . . . . . O X . . . . . .
#    2 . . . . . O X . X . . . .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi -4.5
play w F13
play b G13
play b H13
play w J13
play w M13
play w N13
play w F12
play b G12
play b H12
play w J12
play w N12
play w C11
play w F11
play b G11
play b H11
play w J11
play w K11
play w M11
play w N11
play w F10
play b G10
play b H10
play b J10
play w K10
play w L10
play w M10
play b N10
play w F9
play b G9
play b J9
play b K9
play b L9
play b M9
play w F8
play b G8
play w D7
play w F7
play b G7
play w F6
play b G6
play b M6
play w F5
play b G5
play w B4
play w F4
play b G4
play b K4
play w F3
play b G3
play w F2
play b G2
play b J2
play w F1
play b G1
play b N9
120 reg_genmove w
#? [L12|K12|L13]

# 130: Straight three on 13x13, Black kills. White owns the left half, Black the right half.
# White's group J13 J12 K12 L12 M12 N12 N13 on the top edge is sealed in by Black (H13 H12,
# H11-N11) and its space is the straight three K13 L13 M13. Black L13, the middle point, kills;
# White L13 would make the eyes K13 and M13.
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X X O . . . O
#   12 . . . . . O X X O O O O O
#   11 . . O . . O X X X X X X X
#   10 . . . . . O X . . . . . .
#    9 . . . . . O X . . . . X .
#    8 . . . O . O X . . . . . .
#    7 . . . . . O X . . . . . .
#    6 . . . . . O X . . . X . .
#    5 . O . . . O X . . . . . .
#    4 . . . . . O X . . . . . .
#    3 . . . . . O X . . X . . .
#    2 . . . . . O X . . . . . .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi 3.5
play w F13
play b G13
play b H13
play w J13
play w F12
play b G12
play b H12
play w J12
play w K12
play w L12
play w M12
play w N12
play w C11
play w F11
play b G11
play b H11
play b J11
play b K11
play b L11
play b M11
play b N11
play w F10
play b G10
play w F9
play b G9
play b M9
play w D8
play w F8
play b G8
play w F7
play b G7
play w F6
play b G6
play b L6
play w B5
play w F5
play b G5
play w F4
play b G4
play w F3
play b G3
play b K3
play w F2
play b G2
play w F1
play b G1
play w N13
130 reg_genmove b
#? [L13]

# 140: Straight three on 13x13, White lives. The same position with White to move: White L13
# makes two eyes (K13, M13) and the group lives.
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X X O . . . O
#   12 . . . . . O X X O O O O O
#   11 . . O . . O X X X X X X X
#   10 . . . . . O X . . . . . .
#    9 . . . . . O X . . . . X .
#    8 . . . O . O X . . . . . .
#    7 . . . . . O X . . . . . .
#    6 . . . . . O X . . . X . .
#    5 . O . . . O X . . . . . .
#    4 . . . . . O X . . . . . .
#    3 . . . . . O X . . X . . .
#    2 . . . . . O X . . . . . .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi 3.5
play w F13
play b G13
play b H13
play w J13
play w N13
play w F12
play b G12
play b H12
play w J12
play w K12
play w L12
play w M12
play w N12
play w C11
play w F11
play b G11
play b H11
play b J11
play b K11
play b L11
play b M11
play w F10
play b G10
play w F9
play b G9
play b M9
play w D8
play w F8
play b G8
play w F7
play b G7
play w F6
play b G6
play b L6
play w B5
play w F5
play b G5
play w F4
play b G4
play w F3
play b G3
play b K3
play w F2
play b G2
play w F1
play b G1
play b N11
140 reg_genmove w
#? [L13]

# 150: Bent three in the 13x13 corner, Black kills. White's corner group L1 L2 M2 M3 N3 in
# Black's half is sealed in by K1 K2 K3 L3 L4 M4 N4; its space is the bent three M1 N1 N2. The
# corner point N1 touches both others: Black N1 kills, White N1 would make the eyes M1 and N2.
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X . . . . . .
#   12 . . . . . O X . . . X . .
#   11 . . . . . O X . . . . . .
#   10 . . O . . O X . . . . . .
#    9 . . . . . O X . . X . . .
#    8 . . . . . O X . . . . . .
#    7 . . . . . O X . . . . . .
#    6 . . . O . O X . X . . . .
#    5 . . . . . O X . . . . . .
#    4 . O . . . O X . . . X X X
#    3 . . . . . O X . . X X O O
#    2 . . . . . O X . . X O O .
#    1 . . . . . O X . . X O . .
boardsize 13
clear_board
komi 5.5
play w F13
play b G13
play w F12
play b G12
play b L12
play w F11
play b G11
play w C10
play w F10
play b G10
play w F9
play b G9
play b K9
play w F8
play b G8
play w F7
play b G7
play w D6
play w F6
play b G6
play b J6
play w F5
play b G5
play w B4
play w F4
play b G4
play b L4
play b M4
play b N4
play w F3
play b G3
play b K3
play b L3
play w M3
play w F2
play b G2
play b K2
play w L2
play w M2
play w F1
play b G1
play b K1
play w L1
play w N3
150 reg_genmove b
#? [N1]

# 160: Bent three in the 13x13 corner, White lives. The same corner with White to move: White N1
# makes two real eyes (M1 and N2).
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X . . . . . .
#   12 . . . . . O X . . . X . .
#   11 . . . . . O X . . . . . .
#   10 . . O . . O X . . . . . .
#    9 . . . . . O X . . X . . .
#    8 . . . . . O X . . . . . .
#    7 . . . . . O X . . . . . .
#    6 . . . O . O X . X . . . .
#    5 . . . . . O X . . . . . .
#    4 . O . . . O X . . . X X X
#    3 . . . . . O X . . X X O O
#    2 . . . . . O X . . X O O .
#    1 . . . . . O X . . X O . .
boardsize 13
clear_board
komi 5.5
play w F13
play b G13
play w F12
play b G12
play b L12
play w F11
play b G11
play w C10
play w F10
play b G10
play w F9
play b G9
play b K9
play w F8
play b G8
play w F7
play b G7
play w D6
play w F6
play b G6
play b J6
play w F5
play b G5
play w B4
play w F4
play b G4
play b L4
play b M4
play w F3
play b G3
play b K3
play b L3
play w M3
play w N3
play w F2
play b G2
play b K2
play w L2
play w M2
play w F1
play b G1
play b K1
play w L1
play b N4
160 reg_genmove w
#? [N1]

# 170: Pyramid four, colours reversed, White kills. The pyramid four of the earlier positions
# turned round with colours swapped: Black's group on the top edge has the space D9 E9 F9 E8;
# White E9, the centre, kills it, Black E9 would make three eyes. Komi is reversed as well.
#
#      A B C D E F G H J
#    9 . O X . . . X O .
#    8 . O X X . X X O .
#    7 . O O X X X O O .
#    6 . . O O O O O . .
#    5 O O O O O . . . .
#    4 X X X X O O O O O
#    3 . . . X X X X X X
#    2 . . . . . . . . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi -5.5
play w B9
play b C9
play b G9
play w H9
play w B8
play b C8
play b F8
play b G8
play w H8
play w B7
play w C7
play b D7
play b E7
play b F7
play w G7
play w H7
play w C6
play w D6
play w E6
play w F6
play w G6
play w A5
play w B5
play w C5
play w D5
play w E5
play b A4
play b B4
play b C4
play b D4
play w E4
play w F4
play w G4
play w H4
play w J4
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play b D8
170 reg_genmove w
#? [E9]

# 180: Pyramid four, colours reversed, Black lives. The same position with Black to move: Black
# E9 makes three single eyes and lives.
#
#      A B C D E F G H J
#    9 . O X . . . X O .
#    8 . O X X . X X O .
#    7 . O O X X X O O .
#    6 . . O O O O O . .
#    5 O O O O O . . . .
#    4 X X X X O O O O O
#    3 . . . X X X X X X
#    2 . . . . . . . . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi -5.5
play w B9
play b C9
play b G9
play w H9
play b C8
play b D8
play b F8
play b G8
play w H8
play w B7
play w C7
play b D7
play b E7
play b F7
play w G7
play w H7
play w C6
play w D6
play w E6
play w F6
play w G6
play w A5
play w B5
play w C5
play w D5
play w E5
play b A4
play b B4
play b C4
play b D4
play w E4
play w F4
play w G4
play w H4
play w J4
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w B8
180 reg_genmove b
#? [E9]*

# 190: Bent three in the 19x19 corner, Black kills. White owns the left of a 19x19 board, Black
# the right. White's corner group R19 R18 S18 S17 T17 is sealed in by Black (Q19 Q18 Q17 R17 R16
# S16 T16); its space is the bent three S19 T19 T18, whose middle is the corner point T19. Black
# T19 kills; White T19 would make the eyes S19 and T18.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . . . O X . . . . . X O . .
#   18 . . . . . . . . O X . . . . . X O O .
#   17 . . . . . O . . O X . . . . . X X O O
#   16 . . O . . . . . O X . . . . . . X X X
#   15 . . . O . . . . O X . . . . . . . . .
#   14 . . . . . . . . O X . . . . . . . . .
#   13 . O . . . O . . O X . . X . . . . X .
#   12 . . . . . . . . O X . . . X X . . . .
#   11 . . . . . . . . O X . . . . . . . X .
#   10 . . O O . . O . O X . X . . . X . . .
#    9 . . . . . O . . O X . . X . . . X . .
#    8 . O . . . . . . O X . . . . . . . . .
#    7 . . . . . O . . O X . . X . . . X . .
#    6 . . . . . . . . O X . . . . . . . . .
#    5 . . . . . . . . O X . . . . X . . . .
#    4 . . O O . O . . O X . . . . . X . . .
#    3 . . O . . . O . O X . X . X . . X . .
#    2 . . . . . . . . O X . . . . . . . . .
#    1 . . . . O . . . O X . . . . . . . . .
boardsize 19
clear_board
komi 11.5
play w J19
play b K19
play b Q19
play w R19
play w J18
play b K18
play b Q18
play w R18
play w S18
play w F17
play w J17
play b K17
play b Q17
play b R17
play w S17
play w C16
play w J16
play b K16
play b R16
play b S16
play b T16
play w D15
play w J15
play b K15
play w J14
play b K14
play w B13
play w F13
play w J13
play b K13
play b N13
play b S13
play w J12
play b K12
play b O12
play b P12
play w J11
play b K11
play b S11
play w C10
play w D10
play w G10
play w J10
play b K10
play b M10
play b Q10
play w F9
play w J9
play b K9
play b N9
play b R9
play w B8
play w J8
play b K8
play w F7
play w J7
play b K7
play b N7
play b R7
play w J6
play b K6
play w J5
play b K5
play b P5
play w C4
play w D4
play w F4
play w J4
play b K4
play b Q4
play w C3
play w G3
play w J3
play b K3
play b M3
play b O3
play b R3
play w J2
play b K2
play w E1
play w J1
play b K1
play w T17
190 reg_genmove b
#? [T19]

# 200: Bent three in the 19x19 corner, White lives. The same corner with White to move: White
# T19 makes two real eyes.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . . . O X . . . . . X O . .
#   18 . . . . . . . . O X . . . . . X O O .
#   17 . . . . . O . . O X . . . . . X X O O
#   16 . . O . . . . . O X . . . . . . X X X
#   15 . . . O . . . . O X . . . . . . . . .
#   14 . . . . . . . . O X . . . . . . . . .
#   13 . O . . . O . . O X . . X . . . . X .
#   12 . . . . . . . . O X . . . X X . . . .
#   11 . . . . . . . . O X . . . . . . . X .
#   10 . . O O . . O . O X . X . . . X . . .
#    9 . . . . . O . . O X . . X . . . X . .
#    8 . O . . . . . . O X . . . . . . . . .
#    7 . . . . . O . . O X . . X . . . X . .
#    6 . . . . . . . . O X . . . . . . . . .
#    5 . . . . . . . . O X . . . . X . . . .
#    4 . . O O . O . . O X . . . . . X . . .
#    3 . . O . . . O . O X . X . X . . X . .
#    2 . . . . . . . . O X . . . . . . . . .
#    1 . . . . O . . . O X . . . . . . . . .
boardsize 19
clear_board
komi 11.5
play w J19
play b K19
play b Q19
play w R19
play w J18
play b K18
play b Q18
play w R18
play w S18
play w F17
play w J17
play b K17
play b Q17
play b R17
play w S17
play w T17
play w C16
play w J16
play b K16
play b R16
play b S16
play w D15
play w J15
play b K15
play w J14
play b K14
play w B13
play w F13
play w J13
play b K13
play b N13
play b S13
play w J12
play b K12
play b O12
play b P12
play w J11
play b K11
play b S11
play w C10
play w D10
play w G10
play w J10
play b K10
play b M10
play b Q10
play w F9
play w J9
play b K9
play b N9
play b R9
play w B8
play w J8
play b K8
play w F7
play w J7
play b K7
play b N7
play b R7
play w J6
play b K6
play w J5
play b K5
play b P5
play w C4
play w D4
play w F4
play w J4
play b K4
play b Q4
play w C3
play w G3
play w J3
play b K3
play b M3
play b O3
play b R3
play w J2
play b K2
play w E1
play w J1
play b K1
play b T16
200 reg_genmove w
#? [T19]

# 210: Pyramid four on 13x13, Black kills. White's group K1 K2 L2 L3 M3 N3 N2 in Black's half of
# a 13x13 board is sealed in by J1-J3, K3 and K4-N4; its space is the pyramid four L1 M1 N1 M2.
# The centre M1 touches the other three: Black M1 kills (White L1 and N1 end in a mutual atari
# that Black wins at M2), White M1 would make three single eyes.
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X . . . . . .
#   12 . . . . . O X . . . . X .
#   11 . . O . . O X . . . . . .
#   10 . . . . . O X . . . X . .
#    9 . . . . . O X . . . . . .
#    8 . . . . . O X . . . . . .
#    7 . . . O . O X . . X . . .
#    6 . . . . . O X . . . . . .
#    5 . . . . . O X . . . . . .
#    4 . O . . . O X . . X X X X
#    3 . . . . . O X . X X O O O
#    2 . . . . . O X . X O O . O
#    1 . . . . . O X . X O . . .
boardsize 13
clear_board
komi 2.5
play w F13
play b G13
play w F12
play b G12
play b M12
play w C11
play w F11
play b G11
play w F10
play b G10
play b L10
play w F9
play b G9
play w F8
play b G8
play w D7
play w F7
play b G7
play b K7
play w F6
play b G6
play w F5
play b G5
play w B4
play w F4
play b G4
play b K4
play b L4
play b M4
play b N4
play w F3
play b G3
play b J3
play b K3
play w L3
play w M3
play w N3
play w F2
play b G2
play b J2
play w K2
play w L2
play w F1
play b G1
play b J1
play w K1
play w N2
210 reg_genmove b
#? [M1]

# 220: Pyramid four on 13x13, White lives. The same position with White to move: White M1 makes
# three eyes (L1, N1, M2) and lives.
#
#      A B C D E F G H J K L M N
#   13 . . . . . O X . . . . . .
#   12 . . . . . O X . . . . X .
#   11 . . O . . O X . . . . . .
#   10 . . . . . O X . . . X . .
#    9 . . . . . O X . . . . . .
#    8 . . . . . O X . . . . . .
#    7 . . . O . O X . . X . . .
#    6 . . . . . O X . . . . . .
#    5 . . . . . O X . . . . . .
#    4 . O . . . O X . . X X X X
#    3 . . . . . O X . X X O O O
#    2 . . . . . O X . X O O . O
#    1 . . . . . O X . X O . . .
boardsize 13
clear_board
komi 2.5
play w F13
play b G13
play w F12
play b G12
play b M12
play w C11
play w F11
play b G11
play w F10
play b G10
play b L10
play w F9
play b G9
play w F8
play b G8
play w D7
play w F7
play b G7
play b K7
play w F6
play b G6
play w F5
play b G5
play w B4
play w F4
play b G4
play b K4
play b L4
play b M4
play w F3
play b G3
play b J3
play b K3
play w L3
play w M3
play w N3
play w F2
play b G2
play b J2
play w K2
play w L2
play w N2
play w F1
play b G1
play b J1
play w K1
play b N4
220 reg_genmove w
#? [M1]
