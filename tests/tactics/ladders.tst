# ladders.tst - ladders: a chain with two liberties is chased by ataris from the side of its
# head, always keeping it at one liberty after each extension, until it reaches the edge or
# the attacker's stones. The test is whether the engine continues a working ladder from the
# right side (the other atari lets the chain out with three liberties). Positions are ladders
# already under way (four to eight stones are at stake) on 9x9, 13x13 and 19x19; each is
# given once more mirrored or turned with colours (and komi) reversed, so that both colours and
# several directions are tested. Fails when ladder reading is switched off.
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

# 10: Ladder in progress on 9x9, Black continues. White's cutting stone D4 has run out in a
# ladder: the chain D4 E4 E5 F5 now has the two liberties G5 and F6, and Black's stones C4 D3 E3
# D5 E6 F4 are all cut apart by it. Black G5 (atari from the side) keeps the ladder going: White
# F6, Black F7, White G6, Black H6, and so on towards the empty upper right, where the chain
# runs out of room and is captured. Black F6 (the other atari) lets White out at G5 with three
# liberties, and any other move lets White extend; either way White's chain cuts Black into weak
# pieces and Black loses. Komi is set so that the ladder decides the game (GNU Go self-play:
# Black wins after G5, collapses after a pass; the rest of the board is open, so GNU Go's move
# values are the stronger argument: G5 is worth more than twice the next move).
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 O O . . . . . . .
#    7 . O O . . . . . .
#    6 . . O . X . . . .
#    5 . . . X O O . . .
#    4 . . X O O X . . .
#    3 . . X X X . . O O
#    2 . . . . . O O . .
#    1 . . . . . O . . .
boardsize 9
clear_board
komi -8.5
play w A8
play w B8
play w B7
play w C7
play w C6
play b E6
play b D5
play w E5
play b C4
play w D4
play w E4
play b F4
play b C3
play b D3
play b E3
play w H3
play w J3
play w F2
play w G2
play w F1
play w F5
10 reg_genmove b
#? [G5]

# 20: Ladder in progress on 9x9, colours reversed. The previous position turned round (rotated
# by 180 degrees, colours swapped): Black's running chain F6 E6 E5 D5 has the liberties C5 and
# D4. White C5 continues the ladder towards the empty lower left and captures; White D4 lets
# Black out at C5.
#
#      A B C D E F G H J
#    9 . . . X . . . . .
#    8 . . X X . . . . .
#    7 X X . . O O O . .
#    6 . . . O X X O . .
#    5 . . . X X O . . .
#    4 . . . . O . X . .
#    3 . . . . . . X X .
#    2 . . . . . . . X X
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 8.5
play b D9
play b C8
play b D8
play b A7
play b B7
play w E7
play w F7
play w G7
play w D6
play b E6
play b F6
play w G6
play b E5
play w F5
play w E4
play b G4
play b G3
play b H3
play b H2
play b J2
play b D5
20 reg_genmove w
#? [C5]

# 30: Ladder in progress on 13x13, Black continues. An opening on 13x13: White's cutting stone
# D4 has run as far as G6, and the six-stone chain D4 E4 E5 F5 F6 G6 has the liberties H6 and
# G7. Black H6 (from the side of the chain's head) keeps it in a ladder that runs to the upper
# right, where Black's K10 stone ends it; Black G7 lets White out at H6 with three liberties,
# and the six stones then split Black's lower-left stones. GNU Go values H6 far above every
# other move.
#
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . . . X . .
#   11 . . . O . . . . . . . . .
#   10 . . O . . . . . . X . . .
#    9 . . O . . . . . . . . . .
#    8 . . . . . . . . . . . . .
#    7 . . . . . X . . . . . . .
#    6 . . . . X O O . . . . . .
#    5 . . X X O O X . . . . . .
#    4 . . X O O X . . . O . . .
#    3 . . X X X . . . . O . . .
#    2 . . X . . . . O O . . . .
#    1 . . . . . . . . . . . . .
boardsize 13
clear_board
komi 7.5
play b L12
play w D11
play w C10
play b K10
play w C9
play b F7
play b E6
play w F6
play b C5
play b D5
play w E5
play w F5
play b G5
play b C4
play w D4
play w E4
play b F4
play w K4
play b C3
play b D3
play b E3
play w K3
play b C2
play w H2
play w J2
play w G6
30 reg_genmove b
#? [H6]*

# 40: Ladder in progress on 13x13, colours reversed. The previous position mirrored left to
# right with colours swapped: Black's running chain ending at G6 has the liberties F6 and G7;
# White F6 keeps the ladder going towards White's stone at D10 and captures, White G7 lets Black
# out. Komi is reversed as well.
#
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . O . . . . . . . . . .
#   11 . . . . . . . . . X . . .
#   10 . . . O . . . . . . X . .
#    9 . . . . . . . . . . X . .
#    8 . . . . . . . . . . . . .
#    7 . . . . . . . O . . . . .
#    6 . . . . . . X X O . . . .
#    5 . . . . . . O X X O O . .
#    4 . . . X . . . O X X O . .
#    3 . . . X . . . . O O O . .
#    2 . . . . X X . . . . O . .
#    1 . . . . . . . . . . . . .
boardsize 13
clear_board
komi -7.5
play w C12
play b K11
play w D10
play b L10
play b L9
play w H7
play b H6
play w J6
play w G5
play b H5
play b J5
play w K5
play w L5
play b D4
play w H4
play b J4
play b K4
play w L4
play b D3
play w J3
play w K3
play w L3
play b E2
play b F2
play w L2
play b G6
40 reg_genmove w
#? [F6]

# 50: Ladder in progress on 19x19, Black continues. A 19x19 opening with a long ladder under way
# from the lower left: White's eight stones D4-H7 have the liberties J7 and H8. Black J7 keeps
# the ladder going; it runs diagonally to the upper right, where Black's Q16 and R14 stand, and
# the chain is captured. Black H8 lets White out at J7. Capturing eight cutting stones decides
# the game (GNU Go values J7 at about three times the next move).
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . . . . . . . . . . . . . .
#   18 . . . . . . . . . . . . . . . . . . .
#   17 . . . . . O . . . . . . . . . . . . .
#   16 . . . O . . . . . . . . . . . X . . .
#   15 . . . . . . . . . . . . . . . . . . .
#   14 . . O . . . . . . . . . . . . . X . .
#   13 . . . . . . . . . . . . . . . . . . .
#   12 . . . . . . . . . . . . . . . . . . .
#   11 . . . . . . . . . . . . . . . . . . .
#   10 . . . . . . . . . . . . . . . . . . .
#    9 . . . . . . . . . . . . . . . O . . .
#    8 . . . . . . X . . . . . . . . . . . .
#    7 . . . . . X O O . . . . . . . . . . .
#    6 . . X . X O O X . . . . . . . . O . .
#    5 . . . X O O X . . . . . . . . . . . .
#    4 . . X O O X . . . . . . . . . X . . .
#    3 . . X X X X . . . . . . . X . . . . .
#    2 . . . . . . . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
komi 7.5
play w F17
play w D16
play b Q16
play w C14
play b R14
play w Q9
play b G8
play b F7
play w G7
play b C6
play b E6
play w F6
play w G6
play b H6
play w R6
play b D5
play w E5
play w F5
play b G5
play b C4
play w D4
play w E4
play b F4
play b Q4
play b C3
play b D3
play b E3
play b F3
play b O3
play w H7
50 reg_genmove b
#? [J7]

# 60: Ladder in progress on 19x19, colours reversed. The previous position reflected in the
# diagonal A19-T1 with colours swapped: Black's eight stones ending at N12 run in a ladder
# towards White's stones in the lower left (D4, F5). White N11 continues the ladder and
# captures; the other atari lets Black out. Komi is reversed as well.
#
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . . . . . . . . . . . . . .
#   18 . . . . . . . . . . . . . . . . . . .
#   17 . . . . . X . . . . . . . O . O O . .
#   16 . . . X . . . . . . . . . . O X O . .
#   15 . . . . . . . . . . . . . O X X O . .
#   14 . . X . . . . . . . . . O X X O O . .
#   13 . . . . . . . . . . . O X X O . . . .
#   12 . . . . . . . . . . . . X O . . . . .
#   11 . . . . . . . . . . . . . . . . . . .
#   10 . . . . . . . . . . . . . . . . . . .
#    9 . . . . . . . . . . . . . . . . . . .
#    8 . . . . . . . . . . . . . . . . . . .
#    7 . . . . . . . . . . . . . . . . . . .
#    6 . . . . . . . . . . . . . . . . O . .
#    5 . . . . . . . . . . . . . . . . . . .
#    4 . . . O . . . . . . X . . . . O . . .
#    3 . . . . . O . . . . . . . X . . . . .
#    2 . . . . . . . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . . . . . . . .
boardsize 19
clear_board
komi -7.5
play b F17
play w O17
play w Q17
play w R17
play b D16
play w P16
play b Q16
play w R16
play w O15
play b P15
play b Q15
play w R15
play b C14
play w N14
play b O14
play b P14
play w Q14
play w R14
play w M13
play b N13
play b O13
play w P13
play w O12
play w R6
play w D4
play b L4
play w Q4
play w F3
play b O3
play b N12
60 reg_genmove w
#? [N11]

# 70: Ladder in progress on 9x9, reflected. The first 9x9 ladder reflected in the diagonal
# A9-J1, so that it runs towards the lower right: White's F6 F5 E5 E4 has the liberties E3 and
# D4. Black E3 continues the ladder and captures; Black D4 lets White out at E3.
#
#      A B C D E F G H J
#    9 . O . . . . . . .
#    8 . O O . . . . . .
#    7 . . O O . X X . .
#    6 . . . . X O X . .
#    5 . . . X O O X . .
#    4 . . . . O X . O O
#    3 . . . . . . . O .
#    2 . . . . . . O . .
#    1 . . . . . . O . .
boardsize 9
clear_board
komi -8.5
play w B9
play w B8
play w C8
play w C7
play w D7
play b F7
play b G7
play b E6
play w F6
play b G6
play b D5
play w E5
play w F5
play b G5
play b F4
play w H4
play w J4
play w H3
play w G2
play w G1
play w E4
70 reg_genmove b
#? [E3]

# 80: Ladder in progress on 9x9, reflected and reversed. The reflected ladder turned round with
# colours swapped: Black's D4 D5 E5 E6 has the liberties E7 and F6. White E7 continues the
# ladder towards the upper left and captures; White F6 lets Black out.
#
#      A B C D E F G H J
#    9 . . X . . . . . .
#    8 . . X . . . . . .
#    7 . X . . . . . . .
#    6 X X . O X . . . .
#    5 . . O X X O . . .
#    4 . . O X O . . . .
#    3 . . O O . X X . .
#    2 . . . . . . X X .
#    1 . . . . . . . X .
boardsize 9
clear_board
komi 8.5
play b C9
play b C8
play b B7
play b A6
play b B6
play w D6
play w C5
play b D5
play b E5
play w F5
play w C4
play b D4
play w E4
play w C3
play w D3
play b F3
play b G3
play b G2
play b H2
play b H1
play b E6
80 reg_genmove w
#? [E7]
