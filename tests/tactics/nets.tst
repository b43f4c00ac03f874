# nets.tst - nets (geta): a chain with two liberties that cannot be laddered (a ladder
# breaker stands in the way) is captured by the loose move diagonally in front of it, after
# which each extension leaves it one liberty. The net point is the only capturing move; the
# natural ataris let the chain out. Fails when two-liberty tactics or ladder reading (which
# tells that the atari fails) are switched off.
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

# 10: Net on 9x9, Black captures. White's three stones D4 E4 E5 have broken into Black's lower
# side and have the liberties E6 and F5. A ladder does not work: after Black E6 White runs along
# F5, G5 into White's wall on the H line (and Black F5 lets White out at E6 towards the seventh
# line). The net (geta) F6 captures: White E6 is answered by E7 and White F5 by G5, each leaving
# White one liberty. If the three stones escape, Black's lower side is lost; komi is set so that
# the capture decides the game.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 O O O O O O O O O
#    7 . . . . . . . O .
#    6 X X X X . . . O .
#    5 . . . X O . . O .
#    4 . . X O O X . O .
#    3 . . . X X . . O .
#    2 . . . . . . . O .
#    1 . . . . . . . O .
boardsize 9
clear_board
komi -9.5
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w H7
play b A6
play b B6
play b C6
play b D6
play w H6
play b D5
play w H5
play b C4
play w D4
play w E4
play b F4
play w H4
play b D3
play b E3
play w H3
play w H2
play w H1
play w E5
10 reg_genmove b
#? [F6]*

# 20: Net on 9x9, colours reversed. The previous position mirrored left to right with colours
# swapped: Black's E5 E4 F4 has the liberties E6 and D5 and cannot be laddered (Black's wall on
# the B line breaks it). White D6 is the net: Black E6 is answered by E7, Black D5 by C5.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 X X X X X X X X X
#    7 . X . . . . . . .
#    6 . X . . . O O O O
#    5 . X . . X O . . .
#    4 . X . O X X O . .
#    3 . X . . O O . . .
#    2 . X . . . . . . .
#    1 . X . . . . . . .
boardsize 9
clear_board
komi 9.5
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b G8
play b H8
play b J8
play b B7
play b B6
play w F6
play w G6
play w H6
play w J6
play b B5
play w F5
play b B4
play w D4
play b E4
play b F4
play w G4
play b B3
play w E3
play w F3
play b B2
play b B1
play b E5
20 reg_genmove w
#? [D6]*

# 30: Net on 13x13, Black captures. The same net inside a 13x13 board: White owns the top, Black
# the lower left and the lower right (behind the J line), White the H line between them. White's
# D4 E4 E5 (liberties E6, F5) escapes a ladder through the H line, but Black F6 nets it. White's
# territory at the top is large, so the komi is strongly negative; with the capture Black wins,
# without it White's stones break up Black's lower left.
#
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . O . . . . . . . .
#   11 . . . . . . . . . O . . .
#   10 . . O . . . . . . . O . .
#    9 . . . . . . . . . . . . .
#    8 O O O O O O O O O O O O O
#    7 . . . . . . . O X X X X X
#    6 X X X X . . . O X . . . .
#    5 . . . X O . . O X . . X .
#    4 . . X O O X . O X . . . .
#    3 . . . X X . . O X . . . .
#    2 . . . . . . . O X . X . .
#    1 . . . . . . . O X . . . .
boardsize 13
clear_board
komi -26.5
play w E12
play w K11
play w C10
play w L10
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w K8
play w L8
play w M8
play w N8
play w H7
play b J7
play b K7
play b L7
play b M7
play b N7
play b A6
play b B6
play b C6
play b D6
play w H6
play b J6
play b D5
play w H5
play b J5
play b M5
play b C4
play w D4
play w E4
play b F4
play w H4
play b J4
play b D3
play b E3
play w H3
play b J3
play w H2
play b J2
play b L2
play w H1
play b J1
play w E5
30 reg_genmove b
#? [F6]*

# 40: Net on 13x13, colours reversed. The 13x13 net mirrored left to right with colours swapped:
# Black's K4 J4 J5 (liberties J6 and H5) cannot be laddered (Black's F line breaks the ladder),
# and White H6 nets it. Komi is reversed as well.
#
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . X . . . .
#   11 . . . X . . . . . . . . .
#   10 . . X . . . . . . . X . .
#    9 . . . . . . . . . . . . .
#    8 X X X X X X X X X X X X X
#    7 O O O O O X . . . . . . .
#    6 . . . . O X . . . O O O O
#    5 . O . . O X . . X O . . .
#    4 . . . . O X . O X X O . .
#    3 . . . . O X . . O O . . .
#    2 . . O . O X . . . . . . .
#    1 . . . . O X . . . . . . .
boardsize 13
clear_board
komi 26.5
play b J12
play b D11
play b C10
play b L10
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b G8
play b H8
play b J8
play b K8
play b L8
play b M8
play b N8
play w A7
play w B7
play w C7
play w D7
play w E7
play b F7
play w E6
play b F6
play w K6
play w L6
play w M6
play w N6
play w B5
play w E5
play b F5
play w K5
play w E4
play b F4
play w H4
play b J4
play b K4
play w L4
play w E3
play b F3
play w J3
play w K3
play w C2
play w E2
play b F2
play w E1
play b F1
play b J5
40 reg_genmove w
#? [H6]*
