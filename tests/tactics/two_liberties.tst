# two_liberties.tst - defending a chain with two liberties before it is laddered: extend at a
# liberty so that the chain has three or more, keeping the opponent's stones cut apart. Fails
# when two-liberty tactics are switched off. (Attacks on two-liberty chains are in ladders.tst
# and nets.tst.)
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

# 10: Two liberties, defend before the ladder. The ladder position of ladders.tst with White to
# move: White's D4 E4 E5 F5 has two liberties (G5, F6) and Black threatens to ladder it. White
# extends at either liberty: F6 (liberties F7, G6, G5) or G5 (H5, G4, G6, F6) gives the chain
# three or more liberties and keeps Black's stones cut apart. Counter-ataris (C5, D6, F3) and
# ladder breakers also save the chain in a narrow sense but let Black seal it in; GNU Go values
# the two extensions about 40% above them.
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
play b D5
play w E5
play w F5
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
play b E6
10 reg_genmove w
#? [F6|G5]*

# 20: Two liberties, defend, colours reversed. The previous position turned round with colours
# swapped: Black's four running stones have the liberties C5 and D4, and Black extends at either
# of them.
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
play b D5
play b E5
play w F5
play b G4
play b G3
play b H3
play b H2
play b J2
play w E4
20 reg_genmove b
#? [D4|C5]*

# 30: Two liberties, defend, reflected. The first position reflected in the diagonal A9-J1:
# White's F6 F5 E5 E4 has the liberties E3 and D4 and Black threatens to ladder it; White
# extends at either liberty.
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
play w E5
play w F5
play b G5
play w E4
play b F4
play w H4
play w J4
play w H3
play w G2
play w G1
play b D5
30 reg_genmove w
#? [D4|E3]*

# 40: Two liberties, defend, reflected and reversed. The reflected position turned round with
# colours swapped: Black's four running stones have the liberties E7 and F6, and Black extends
# at either of them.
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
play b E6
play w C5
play b D5
play b E5
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
play w F5
40 reg_genmove b
#? [F6|E7]*
