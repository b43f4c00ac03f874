# seki.tst - mutual life: two groups share liberties that neither can fill without being
# captured. The tests are "don't" tests: filling a shared liberty (or one's own eye) is a
# self-atari that loses the seki and the game; any other move, including a pass, passes. Fails
# when self-atari judgement is switched off.
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

# 10: Eye against eye with a shared liberty, Black. Seki in the top left: Black's corner chain
# (B9 A8 B8 C8) has the eye A9, White's chain (D9 D8 E8 F8 F9) the eye E9, and they share the
# liberty C9. Whoever fills C9 puts both chains in atari with the opponent to move, who captures
# first; filling one's own eye is a self-atari as well. Left alone the seki stands and Black
# wins; losing the corner loses the game. Everything else is settled (dame and passes are
# harmless).
#
#      A B C D E F G H J
#    9 . X . O . O X . .
#    8 X X X O O O X . .
#    7 O O O X X X X . .
#    6 . . O O O X X . .
#    5 . . . . O X . . .
#    4 . O . . O X . . .
#    3 . . . O O X . . .
#    2 . O . . O X . . .
#    1 . . . . O X . . .
boardsize 9
clear_board
komi -3.5
play b B9
play w D9
play w F9
play b G9
play b A8
play b B8
play b C8
play w D8
play w E8
play w F8
play b G8
play w A7
play w B7
play w C7
play b D7
play b E7
play b F7
play b G7
play w C6
play w D6
play w E6
play b F6
play b G6
play w E5
play b F5
play w E4
play b F4
play w D3
play w E3
play b F3
play w B2
play w E2
play b F2
play w E1
play b F1
play w B4
10 reg_genmove b
#? [!(C9|A9)]

# 20: Eye against eye with a shared liberty, White. The same seki with White to move: White C9
# (or filling its own eye E9) is a self-atari that Black answers by capturing White's five
# stones; the seki is worth keeping.
#
#      A B C D E F G H J
#    9 . X . O . O X . .
#    8 X X X O O O X . .
#    7 O O O X X X X . .
#    6 . . O O O O X . .
#    5 . . . . . O X . .
#    4 . O . . . O X . .
#    3 . . . O . O X . .
#    2 . O . . . O X . .
#    1 . . . . . O X . .
boardsize 9
clear_board
komi -3.5
play b B9
play w D9
play w F9
play b G9
play b A8
play b B8
play b C8
play w D8
play w E8
play w F8
play w A7
play w B7
play w C7
play b D7
play b E7
play b F7
play b G7
play w C6
play w D6
play w E6
play w F6
play b G6
play w F5
play b G5
play w B4
play w F4
play b G4
play w D3
play w F3
play b G3
play w B2
play w F2
play b G2
play w F1
play b G1
play b G8
20 reg_genmove w
#? [!(C9|E9)]

# 30: Two shared liberties and no eyes, Black. Seki without eyes: Black's inner chain C9 C8 C7
# D7 and White's inner chain E9 E8 E7 each lie inside the other's wall and both have only the
# liberties D9 and D8. Filling either one puts the filler in atari first, and the opponent
# captures and owns the whole top. With the seki the game is close and Black is ahead at this
# komi; every other move is neutral.
#
#      A B C D E F G H J
#    9 . O X . O X . . .
#    8 . O X . O X . . .
#    7 . O X X O X . . .
#    6 . O O O X X . . .
#    5 . O . O X . . . .
#    4 . O O O X . . . .
#    3 . . . O X . . . .
#    2 . . . O X . . . .
#    1 . . . O X . . . .
boardsize 9
clear_board
komi 8.5
play w B9
play b C9
play w E9
play b F9
play w B8
play b C8
play w E8
play b F8
play w B7
play b C7
play b D7
play w E7
play b F7
play w B6
play w C6
play w D6
play b E6
play b F6
play w D5
play b E5
play w B4
play w C4
play w D4
play b E4
play w D3
play b E3
play w D2
play b E2
play w D1
play b E1
play w B5
30 reg_genmove b
#? [!(D9|D8)]

# 40: Two shared liberties and no eyes, White. The same seki with White to move: White D9 or D8
# is a self-atari (White's three stones have then one liberty) that Black captures at the other
# point, taking the whole top.
#
#      A B C D E F G H J
#    9 . O X . O X . . .
#    8 . O X . O X . . .
#    7 . O X X O X . . .
#    6 . O O O X X . . .
#    5 . O . O X . . . .
#    4 . O O O X . . . .
#    3 . . . O X . . . .
#    2 . . . O X . . . .
#    1 . . . O X . . . .
boardsize 9
clear_board
komi 17.5
play w B9
play b C9
play w E9
play b F9
play w B8
play b C8
play w E8
play b F8
play w B7
play b C7
play b D7
play w E7
play b F7
play w B6
play w C6
play w D6
play b E6
play b F6
play w B5
play w D5
play b E5
play w B4
play w C4
play w D4
play w D3
play b E3
play w D2
play b E2
play w D1
play b E1
play b E4
40 reg_genmove w
#? [!(D9|D8)]

# 50: Seki on 13x13, Black must not fill. White owns the left half, Black the right half. At the
# top the boundary holds a seki without eyes: Black's E13 E12 E11 F11 sits inside White's wall
# and White's G13 G12 G11 inside Black's, and both chains have exactly the liberties F13 and
# F12. Filling either is a self-atari: the opponent captures at the other point and takes the
# whole top. Any other move (or a pass) keeps the seki, which wins for Black at this komi.
#
#      A B C D E F G H J K L M N
#   13 . . . O X . O X . . . . .
#   12 . . . O X . O X . . . . .
#   11 . O . O X X O X . . X . .
#   10 . . . O O O X X . . . . .
#    9 . . . . . O X . . . . . .
#    8 . O . . . O X . X . . . .
#    7 . . . . . O X . . . . . .
#    6 . . . . . O X . . . . . .
#    5 . . . . . O X . . X . . .
#    4 . . O . . O X . . . . . .
#    3 . . . . . O X . . . . . .
#    2 . . . . . O X . . . . X .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi 12.5
play w D13
play b E13
play w G13
play b H13
play w D12
play b E12
play w G12
play b H12
play w B11
play w D11
play b E11
play b F11
play w G11
play b H11
play b L11
play w D10
play w E10
play w F10
play b G10
play b H10
play w F9
play b G9
play w F8
play b G8
play b J8
play w F7
play b G7
play w F6
play b G6
play w F5
play b G5
play b K5
play w C4
play w F4
play b G4
play w F3
play b G3
play w F2
play b G2
play b M2
play w F1
play b G1
play w B8
50 reg_genmove b
#? [!(F13|F12)]

# 60: Seki on 13x13, White must not fill. The same seki with White to move: White F13 or F12
# leaves White's three stones with one liberty and Black captures them; keeping the seki wins
# for White at this komi.
#
#      A B C D E F G H J K L M N
#   13 . . . O X . O X . . . . .
#   12 . . . O X . O X . . . . .
#   11 . O . O X X O X . . X . .
#   10 . . . O O O X X . . . . .
#    9 . . . . . O X . . . . . .
#    8 . O . . . O X . X . . . .
#    7 . . . . . O X . . . . . .
#    6 . . . . . O X . . . . . .
#    5 . . . . . O X . . X . . .
#    4 . . O . . O X . . . . . .
#    3 . . . . . O X . . . . . .
#    2 . . . . . O X . . . . X .
#    1 . . . . . O X . . . . . .
boardsize 13
clear_board
komi 21.5
play w D13
play b E13
play w G13
play b H13
play w D12
play b E12
play w G12
play b H12
play w B11
play w D11
play b E11
play b F11
play w G11
play b H11
play b L11
play w D10
play w E10
play w F10
play b G10
play b H10
play w F9
play b G9
play w B8
play w F8
play b G8
play w F7
play b G7
play w F6
play b G6
play w F5
play b G5
play b K5
play w C4
play w F4
play b G4
play w F3
play b G3
play w F2
play b G2
play b M2
play w F1
play b G1
play b J8
60 reg_genmove w
#? [!(F13|F12)]

# 70: Eye against eye, colours reversed, White. The first seki mirrored with colours swapped:
# White's corner chain H9 J8 H8 G8 has the eye J9, Black's F9 F8 E8 D8 D9 the eye E9, and G9 is
# shared. White G9 (or filling its own eye J9) is a self-atari that loses the corner. Komi is
# reversed as well.
#
#      A B C D E F G H J
#    9 . . O X . X . O .
#    8 . . O X X X O O O
#    7 . . O O O O X X X
#    6 . . O O X X X . .
#    5 . . . O X . . . .
#    4 . . . O X . . X .
#    3 . . . O X X . . .
#    2 . . . O X . . X .
#    1 . . . O X . . . .
boardsize 9
clear_board
komi 3.5
play w C9
play b D9
play b F9
play w H9
play w C8
play b D8
play b E8
play b F8
play w G8
play w H8
play w J8
play w C7
play w D7
play w E7
play w F7
play b G7
play b H7
play b J7
play w C6
play w D6
play b E6
play b F6
play b G6
play w D5
play b E5
play w D4
play b E4
play w D3
play b E3
play b F3
play w D2
play b E2
play b H2
play w D1
play b E1
play b H4
70 reg_genmove w
#? [!(G9|J9)]

# 80: Seki on 19x19, Black must not fill. The seki of the 13x13 position on a 19x19 board:
# Black's H19 H18 H17 J17 and White's K19 K18 K17 share the only liberties J19 and J18; filling
# either is a self-atari that gives the opponent the whole top.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . O X . O X . . . . . . . .
#   18 . . . . . . O X . O X . . . . . . . .
#   17 . . . . . O O X X O X . . X . . . . .
#   16 . . O . . . O O O X X . . . X . . . .
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
komi 18.5
play w G19
play b H19
play w K19
play b L19
play w G18
play b H18
play w K18
play b L18
play w F17
play w G17
play b H17
play b J17
play w K17
play b L17
play b O17
play w C16
play w G16
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
#? [!(J19|J18)]

# 90: Seki on 19x19, White must not fill. The same seki with White to move: White J19 or J18
# loses the three stones and the top.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . O X . O X . . . . . . . .
#   18 . . . . . . O X . O X . . . . . . . .
#   17 . . . . . O O X X O X . . X . . . . .
#   16 . . O . . . O O O X X . . . X . . . .
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
komi 27.5
play w G19
play b H19
play w K19
play b L19
play w G18
play b H18
play w K18
play b L18
play w F17
play w G17
play b H17
play b J17
play w K17
play b L17
play b O17
play w C16
play w G16
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
#? [!(J19|J18)]
