# semeai.tst - capture races between eyeless chains: count liberties, fill the opponent's
# outside liberties (any of them when they are equivalent), never the shared liberty first,
# and do not self-atari. Fails when escapes and captures or self-atari judgement are switched
# off, and is sensitive to the playout policy's handling of liberties.
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

# 10: Three against three, Black to move wins. Capture race in the top left: Black's C9 C8 C7
# (liberties B9 B8 B7) and White's D9 D8 D7 (liberties E9 E8 E7) are both cut off and eyeless,
# three liberties each, none shared. The side to move wins by filling an outside liberty of the
# other (any of E9, E8, E7: each stone joins Black's wall and is no self-atari). The race
# decides the game.
#
#      A B C D E F G H J
#    9 O . X O . X . . .
#    8 O . X O . X . . .
#    7 O . X O . X . . .
#    6 O O O X X X . . .
#    5 . . O X . . . . .
#    4 . . O X . . . . .
#    3 . . O X X X X X X
#    2 . . O O O O O O O
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 3.5
play w A9
play b C9
play w D9
play b F9
play w A8
play b C8
play w D8
play b F8
play w A7
play b C7
play w D7
play b F7
play w A6
play w B6
play b D6
play b E6
play b F6
play w C5
play b D5
play w C4
play b D4
play w C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w C2
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play w C6
10 reg_genmove b
#? [E9|E8|E7]

# 20: Three against three, White to move wins. The same race with White to move: White fills one
# of Black's liberties B9, B8, B7 and wins by one move.
#
#      A B C D E F G H J
#    9 O . X O . X . . .
#    8 O . X O . X . . .
#    7 O . X O . X . . .
#    6 O O O X X X . . .
#    5 . . O X . . . . .
#    4 . . O X . . . . .
#    3 . . O X X X X X X
#    2 . . O O O O O O O
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 3.5
play w A9
play b C9
play w D9
play b F9
play w A8
play b C8
play w D8
play b F8
play w A7
play b C7
play w D7
play b F7
play w A6
play w B6
play w C6
play b E6
play b F6
play w C5
play b D5
play w C4
play b D4
play w C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w C2
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play b D6
20 reg_genmove w
#? [B9|B8|B7]

# 30: Shared liberty, Black fills from outside. Capture race with a shared liberty: Black's C9
# C8 C7 has the outside liberties B9 B8 and White's E9 E8 D8 D7 has F9 F8; D9 is shared. Two
# outside liberties each, so the side to move wins by filling the opponent's outside liberties:
# Black F9 (or F8), White B9, Black F8, and White's chain has only D9 left while Black still has
# B8 and D9. Filling the shared D9 first takes a liberty from Black's own chain as well and
# loses the race by one move.
#
#      A B C D E F G H J
#    9 O . X . O . X . .
#    8 O . X O O . X . .
#    7 O O X O X X X . .
#    6 . O O X X . . . .
#    5 . . O X . . . . .
#    4 . . O X . . . . .
#    3 . . O X X X X X X
#    2 . . O O O O O O O
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 1.5
play w A9
play b C9
play w E9
play b G9
play w A8
play b C8
play w D8
play w E8
play b G8
play w A7
play b C7
play w D7
play b E7
play b F7
play b G7
play w B6
play w C6
play b D6
play b E6
play w C5
play b D5
play w C4
play b D4
play w C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w C2
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play w B7
30 reg_genmove b
#? [F9|F8]

# 40: Shared liberty, White fills from outside. The same race with White to move: White B9 or
# B8, an outside liberty of Black's chain, wins by one move; White D9 would fill White's own
# shared liberty and lose.
#
#      A B C D E F G H J
#    9 O . X . O . X . .
#    8 O . X O O . X . .
#    7 O O X O X X X . .
#    6 . O O X X . . . .
#    5 . . O X . . . . .
#    4 . . O X . . . . .
#    3 . . O X X X X X X
#    2 . . O O O O O O O
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 1.5
play w A9
play b C9
play w E9
play b G9
play w A8
play b C8
play w D8
play w E8
play b G8
play w A7
play w B7
play b C7
play w D7
play b E7
play b F7
play b G7
play w B6
play w C6
play b D6
play w C5
play b D5
play w C4
play b D4
play w C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w C2
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play b E6
40 reg_genmove w
#? [B9|B8]*

# 50: Shared liberty, Black must not fill it. The same race seen as a blunder check: Black D9
# joins Black's chain but leaves it the two liberties B9 B8 against White's F9 F8 with White to
# move, and White wins the race.
#
#      A B C D E F G H J
#    9 O . X . O . X . .
#    8 O . X O O . X . .
#    7 O O X O X X X . .
#    6 . O O X X . . . .
#    5 . . O X . . . . .
#    4 . . O X . . . . .
#    3 . . O X X X X X X
#    2 . . O O O O O O O
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 1.5
play w A9
play b C9
play w E9
play b G9
play w A8
play b C8
play w D8
play w E8
play b G8
play w A7
play b C7
play w D7
play b E7
play b F7
play b G7
play w B6
play w C6
play b D6
play b E6
play w C5
play b D5
play w C4
play b D4
play w C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w C2
play w D2
play w E2
play w F2
play w G2
play w H2
play w J2
play w B7
50 reg_genmove b
#? [!D9]

# 60: Three against three on 13x13, Black. White owns the left half and Black the right half of
# a 13x13 board; on the top edge Black's F13 F12 F11 (liberties E13 E12 E11, inside White's
# side) and White's G13 G12 G11 (liberties H13 H12 H11, inside Black's side) are cut off and
# eyeless. Three liberties each, none shared: the side to move wins by filling one of the
# other's liberties.
#
#      A B C D E F G H J K L M N
#   13 . . . O . X O . X . . . .
#   12 . . . O . X O . X . . . .
#   11 . O . O . X O . X . X . .
#   10 . . . . O O X X . . . . .
#    9 . . . . . O X . . . . . .
#    8 . . . . . O X . . . . . .
#    7 . . O . . O X . . . . . .
#    6 . . . . . O X . . X . . .
#    5 . . . . . O X . . . . . .
#    4 . . . . . O X . . . . . .
#    3 . . . O . O X . . . . X .
#    2 . . . . . O X . . . . . .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi 13.5
play w D13
play b F13
play w G13
play b J13
play w D12
play b F12
play w G12
play b J12
play w B11
play w D11
play b F11
play w G11
play b J11
play b L11
play w F10
play b G10
play b H10
play w F9
play b G9
play w F8
play b G8
play w C7
play w F7
play b G7
play w F6
play b G6
play b K6
play w F5
play b G5
play w F4
play b G4
play w D3
play w F3
play b G3
play b M3
play w F2
play b G2
play w F1
play b G1
play w E10
60 reg_genmove b
#? [H13|H12|H11]*

# 70: Three against three on 13x13, White. The same race with White to move: White fills E13,
# E12 or E11 and wins.
#
#      A B C D E F G H J K L M N
#   13 . . . O . X O . X . . . .
#   12 . . . O . X O . X . . . .
#   11 . O . O . X O . X . X . .
#   10 . . . . O O X X . . . . .
#    9 . . . . . O X . . . . . .
#    8 . . . . . O X . . . . . .
#    7 . . O . . O X . . . . . .
#    6 . . . . . O X . . X . . .
#    5 . . . . . O X . . . . . .
#    4 . . . . . O X . . . . . .
#    3 . . . O . O X . . . . X .
#    2 . . . . . O X . . . . . .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi 13.5
play w D13
play b F13
play w G13
play b J13
play w D12
play b F12
play w G12
play b J12
play w B11
play w D11
play b F11
play w G11
play b J11
play b L11
play w E10
play w F10
play b G10
play w F9
play b G9
play w F8
play b G8
play w C7
play w F7
play b G7
play w F6
play b G6
play b K6
play w F5
play b G5
play w F4
play b G4
play w D3
play w F3
play b G3
play b M3
play w F2
play b G2
play w F1
play b G1
play b H10
70 reg_genmove w
#? [E13|E12|E11]*

# 80: Three against three on 19x19, Black. A 19x19 endgame: White owns the left, Black the
# right. On the top edge Black's J19 J18 J17 (liberties H19 H18 H17) and White's K19 K18 K17
# (liberties L19 L18 L17) are cut off and eyeless, three liberties each. The side to move wins
# the race by filling one of the other's liberties; on a big board the race is a small part of
# the whole, which makes it harder for playouts.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . O . X O . X . . . . . . .
#   18 . . . . . . O . X O . X . . . . . . .
#   17 . . . . . O O . X O . X . X . . . . .
#   16 . . O . . . . O O X X . . . X . . . .
#   15 . . . O . . . . O X . . . . . X . . .
#   14 . . . . . . . . O X . . . . . . . . .
#   13 . O . . . O . . O X . . X . . . . X .
#   12 . . . . . . . . O X . . . . . . . . .
#   11 . . . . . . . . O X . . . . . . . X .
#   10 . . . O . . . . O X . . . . . X . . .
#    9 . . . . . O . . O X . . X . . . . . .
#    8 . O . . . . . . O X . . . . . . . . .
#    7 . . . . . O . . O X . . X . . . X . .
#    6 . . . . . . . . O X . . . . . . . . .
#    5 . . . . . . . . O X . . . . . . . . .
#    4 . . O O . . . . O X . . . . X X . . .
#    3 . . . . . . O . O X . . . X . . . . .
#    2 . . . . . . . . O X . . . . . . . . .
#    1 . . . . O . . . O X . . . . . . . . .
boardsize 19
clear_board
komi 19.5
play w G19
play b J19
play w K19
play b M19
play w G18
play b J18
play w K18
play b M18
play w F17
play w G17
play b J17
play w K17
play b M17
play b O17
play w C16
play w J16
play b K16
play b L16
play b P16
play w D15
play w J15
play b K15
play b Q15
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
play w J11
play b K11
play b S11
play w D10
play w J10
play b K10
play b Q10
play w F9
play w J9
play b K9
play b N9
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
play w C4
play w D4
play w J4
play b K4
play b P4
play b Q4
play w G3
play w J3
play b K3
play b O3
play w J2
play b K2
play w E1
play w J1
play b K1
play w H16
80 reg_genmove b
#? [L19|L18|L17]*

# 90: Three against three on 19x19, White. The same race with White to move: White fills H19,
# H18 or H17.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . O . X O . X . . . . . . .
#   18 . . . . . . O . X O . X . . . . . . .
#   17 . . . . . O O . X O . X . X . . . . .
#   16 . . O . . . . O O X X . . . X . . . .
#   15 . . . O . . . . O X . . . . . X . . .
#   14 . . . . . . . . O X . . . . . . . . .
#   13 . O . . . O . . O X . . X . . . . X .
#   12 . . . . . . . . O X . . . . . . . . .
#   11 . . . . . . . . O X . . . . . . . X .
#   10 . . . O . . . . O X . . . . . X . . .
#    9 . . . . . O . . O X . . X . . . . . .
#    8 . O . . . . . . O X . . . . . . . . .
#    7 . . . . . O . . O X . . X . . . X . .
#    6 . . . . . . . . O X . . . . . . . . .
#    5 . . . . . . . . O X . . . . . . . . .
#    4 . . O O . . . . O X . . . . X X . . .
#    3 . . . . . . O . O X . . . X . . . . .
#    2 . . . . . . . . O X . . . . . . . . .
#    1 . . . . O . . . O X . . . . . . . . .
boardsize 19
clear_board
komi 19.5
play w G19
play b J19
play w K19
play b M19
play w G18
play b J18
play w K18
play b M18
play w F17
play w G17
play b J17
play w K17
play b M17
play b O17
play w C16
play w H16
play w J16
play b K16
play b P16
play w D15
play w J15
play b K15
play b Q15
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
play w J11
play b K11
play b S11
play w D10
play w J10
play b K10
play b Q10
play w F9
play w J9
play b K9
play b N9
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
play w C4
play w D4
play w J4
play b K4
play b P4
play b Q4
play w G3
play w J3
play b K3
play b O3
play w J2
play b K2
play w E1
play w J1
play b K1
play b L16
90 reg_genmove w
#? [H19|H18|H17]*

# 100: Shared liberty on 13x13, Black. White owns the left, Black the right. On the top edge
# Black's E13 E12 E11 (outside liberties D13 D12) and White's G13 G12 F12 F11 (outside liberties
# H13 H12) share the liberty F13. Two outside liberties each: the side to move wins by filling
# the other's outside liberties; F13 first would lose (it takes a liberty of one's own chain as
# well).
#
#      A B C D E F G H J K L M N
#   13 . . O . X . O . X . . . .
#   12 . . O . X O O . X . . . .
#   11 . . O O X O X X X . . X .
#   10 . . . . O X X X . . . . .
#    9 . . . . O O O X . . . . .
#    8 . . . O . . O X . . X . .
#    7 . . . . . . O X . . . . .
#    6 . O . . . . O X . . . . .
#    5 . . . . O . O X . X . . .
#    4 . . . . . . O X . . . . .
#    3 . . O . . . O X . . X . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
boardsize 13
clear_board
komi 1.5
play w C13
play b E13
play w G13
play b J13
play w C12
play b E12
play w F12
play w G12
play b J12
play w C11
play w D11
play b E11
play w F11
play b G11
play b H11
play b J11
play b M11
play b F10
play b G10
play b H10
play w E9
play w F9
play w G9
play b H9
play w D8
play w G8
play b H8
play b L8
play w G7
play b H7
play w B6
play w G6
play b H6
play w E5
play w G5
play b H5
play b K5
play w G4
play b H4
play w C3
play w G3
play b H3
play b L3
play w G2
play b H2
play w G1
play b H1
play w E10
100 reg_genmove b
#? [H13|H12]*

# 110: Shared liberty on 13x13, White. The same race with White to move: White D13 or D12 wins.
#
#      A B C D E F G H J K L M N
#   13 . . O . X . O . X . . . .
#   12 . . O . X O O . X . . . .
#   11 . . O O X O X X X . . X .
#   10 . . . . O X X X . . . . .
#    9 . . . . O O O X . . . . .
#    8 . . . O . . O X . . X . .
#    7 . . . . . . O X . . . . .
#    6 . O . . . . O X . . . . .
#    5 . . . . O . O X . X . . .
#    4 . . . . . . O X . . . . .
#    3 . . O . . . O X . . X . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
boardsize 13
clear_board
komi 1.5
play w C13
play b E13
play w G13
play b J13
play w C12
play b E12
play w F12
play w G12
play b J12
play w C11
play w D11
play b E11
play w F11
play b G11
play b H11
play b J11
play b M11
play w E10
play b F10
play b H10
play w E9
play w F9
play w G9
play b H9
play w D8
play w G8
play b H8
play b L8
play w G7
play b H7
play w B6
play w G6
play b H6
play w E5
play w G5
play b H5
play b K5
play w G4
play b H4
play w C3
play w G3
play b H3
play b L3
play w G2
play b H2
play w G1
play b H1
play b G10
110 reg_genmove w
#? [D13|D12]*

# 120: Shared liberty on 13x13, White must not fill it. The same race as a blunder check: White
# F13 leaves White's chain the liberties H13 H12 against Black's D13 D12 with Black to move, and
# Black wins.
#
#      A B C D E F G H J K L M N
#   13 . . O . X . O . X . . . .
#   12 . . O . X O O . X . . . .
#   11 . . O O X O X X X . . X .
#   10 . . . . O X X X . . . . .
#    9 . . . . O O O X . . . . .
#    8 . . . O . . O X . . X . .
#    7 . . . . . . O X . . . . .
#    6 . O . . . . O X . . . . .
#    5 . . . . O . O X . X . . .
#    4 . . . . . . O X . . . . .
#    3 . . O . . . O X . . X . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
boardsize 13
clear_board
komi 1.5
play w C13
play b E13
play w G13
play b J13
play w C12
play b E12
play w F12
play w G12
play b J12
play w C11
play w D11
play b E11
play w F11
play b G11
play b H11
play b J11
play b M11
play w E10
play b F10
play b H10
play w E9
play w F9
play w G9
play b H9
play w D8
play w G8
play b H8
play b L8
play w G7
play b H7
play w B6
play w G6
play b H6
play w E5
play w G5
play b H5
play b K5
play w G4
play b H4
play w C3
play w G3
play b H3
play b L3
play w G2
play b H2
play w G1
play b H1
play b G10
120 reg_genmove w
#? [!F13]
