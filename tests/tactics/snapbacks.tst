# snapbacks.tst - snapbacks in capture races: the opponent's chain has only a two-point space
# (a false eye) left; a throw-in there is a self-atari, but capturing it leaves the capturing
# chain with one liberty, and the thrower retakes the whole chain. Both points of the space
# work, by symmetry. The engine must play the self-atari (self-atari judgement must excuse a
# snapback) before the opponent fills its outside liberties; the defender's tests check that
# filling the outside liberty first wins.
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

# 10: Snapback decides a capture race, Black throws in. Black's top group B9-G9 (no eyes) is
# shut in by White's wall and has two liberties, A9 and A8; inside it White's C9 C8 D8 E8 F8 F9
# has only the two-point space D9 E9. If White gets to move first White fills A8 and captures
# Black. Black wins by a throw-in: Black D9 (or E9, the same by symmetry) is a self-atari that
# puts White in atari; White's capture at E9 leaves White's seven stones with the single liberty
# D9, and Black takes them back (snapback). Any other move loses the race and the game.
#
#      A B C D E F G H J
#    9 . X O . . O X O .
#    8 . X O O O O X O .
#    7 O X X X X X X O .
#    6 O O O O O O O O X
#    5 . . O X X X X X X
#    4 . . O X . . . . .
#    3 . O O X . . . X .
#    2 . . O X . . . . .
#    1 . . O X . . . . .
boardsize 9
clear_board
komi 1.5
play b B9
play w C9
play w F9
play b G9
play w H9
play b B8
play w C8
play w D8
play w E8
play w F8
play b G8
play w H8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play w H7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play b J6
play w C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C4
play b D4
play w B3
play w C3
play b D3
play b H3
play w C2
play b D2
play w C1
play b D1
play w A7
10 reg_genmove b
#? [D9|E9]

# 20: Snapback race, White to move fills the outside liberty. The same race with White to move:
# White A8 leaves Black's group one liberty (A9), and Black's snapback throw-in comes too late
# because White captures first. White A9 also works: it is a self-atari, but Black's capture at
# A8 fills Black's own last liberty and White retakes the whole group at A9 (a snapback for
# White).
#
#      A B C D E F G H J
#    9 . X O . . O X O .
#    8 . X O O O O X O .
#    7 O X X X X X X O .
#    6 O O O O O O O O X
#    5 . . O X X X X X X
#    4 . . O X . . . . .
#    3 . O O X . . . X .
#    2 . . O X . . . . .
#    1 . . O X . . . . .
boardsize 9
clear_board
komi 1.5
play b B9
play w C9
play w F9
play b G9
play w H9
play b B8
play w C8
play w D8
play w E8
play w F8
play b G8
play w H8
play w A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play w H7
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C4
play b D4
play w B3
play w C3
play b D3
play b H3
play w C2
play b D2
play w C1
play b D1
play b J6
20 reg_genmove w
#? [A8|A9]*

# 30: Snapback on 13x13, Black throws in. The top-left race on a larger board: White owns the
# top, Black the bottom. Black's group B13-G13 has the liberties A13 and A12; White's C13 C12
# D12 E12 F12 F13 inside it has only the space D13 E13. Black D13 or E13 is the snapback throw-
# in that wins the race; anything else lets White fill A12 and capture.
#
#      A B C D E F G H J K L M N
#   13 . X O . . O X O . . . . .
#   12 . X O O O O X O . . . . .
#   11 O X X X X X X O . . . . .
#   10 O O O O O O O O . . . . .
#    9 O . . . . . . . O . . . .
#    8 O . . O . . . . . . . . .
#    7 O O O O O O O O O O O O O
#    6 X X X X X X X X X X X X X
#    5 . . . . . . . . . . . . .
#    4 . . . . X . . . . X . . .
#    3 . . . . . . . . . . . . .
#    2 . . X . . . . . . . X . .
#    1 . . . . . . . . . . . . .
boardsize 13
clear_board
komi 5.5
play b B13
play w C13
play w F13
play b G13
play w H13
play b B12
play w C12
play w D12
play w E12
play w F12
play b G12
play w H12
play w A11
play b B11
play b C11
play b D11
play b E11
play b F11
play b G11
play w H11
play w A10
play w B10
play w C10
play w D10
play w E10
play w F10
play w G10
play w H10
play w A9
play w J9
play w A8
play w D8
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play w K7
play w L7
play w M7
play w N7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b K6
play b L6
play b M6
play b N6
play b E4
play b K4
play b C2
play b L2
play w A7
30 reg_genmove b
#? [D13|E13]

# 40: Snapback on 13x13, White fills the outside liberty. The same position with White to move:
# White A12 (or the snapback A13) leaves Black one liberty, and White captures before Black's
# throw-in can work.
#
#      A B C D E F G H J K L M N
#   13 . X O . . O X O . . . . .
#   12 . X O O O O X O . . . . .
#   11 O X X X X X X O . . . . .
#   10 O O O O O O O O . . . . .
#    9 O . . . . . . . O . . . .
#    8 O . . O . . . . . . . . .
#    7 O O O O O O O O O O O O O
#    6 X X X X X X X X X X X X X
#    5 . . . . . . . . . . . . .
#    4 . . . . X . . . . X . . .
#    3 . . . . . . . . . . . . .
#    2 . . X . . . . . . . X . .
#    1 . . . . . . . . . . . . .
boardsize 13
clear_board
komi 5.5
play b B13
play w C13
play w F13
play b G13
play w H13
play b B12
play w C12
play w D12
play w E12
play w F12
play b G12
play w H12
play w A11
play b B11
play b C11
play b D11
play b E11
play b F11
play b G11
play w H11
play w A10
play w B10
play w C10
play w D10
play w E10
play w F10
play w G10
play w H10
play w A9
play w J9
play w A8
play w D8
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play w K7
play w L7
play w M7
play w N7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b K6
play b L6
play b M6
play b N6
play b E4
play b C2
play b L2
play b K4
40 reg_genmove w
#? [A12|A13]

# 50: Snapback for White, colours reversed. The first position turned round (rotated by 180
# degrees, colours swapped): White's eyeless bottom group C1 C2 C3-H3 H2 H1 has the liberties J1
# and J2, and Black's D1 D2 E2 F2 G2 G1 inside it only the space E1 F1. White F1 or E1 is the
# snapback throw-in that wins the race.
#
#      A B C D E F G H J
#    9 . . . . . O X . .
#    8 . . . . . O X . .
#    7 . O . . . O X X .
#    6 . . . . . O X . .
#    5 O O O O O O X . .
#    4 O X X X X X X X X
#    3 . X O O O O O O X
#    2 . X O X X X X O .
#    1 . X O X . . X O .
boardsize 9
clear_board
komi -0.5
play w F9
play b G9
play w F8
play b G8
play w B7
play w F7
play b G7
play b H7
play w F6
play b G6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play b G5
play w A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play b B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play b B2
play w C2
play b D2
play b E2
play b F2
play b G2
play w H2
play b B1
play w C1
play b D1
play b G1
play w H1
play b J3
50 reg_genmove w
#? [F1|E1]
