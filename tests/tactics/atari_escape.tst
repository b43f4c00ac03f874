# atari_escape.tst - chains in atari: capture first when both chains are in atari, and extend
# out of atari when the extension gets out (the ladder that follows is broken). Each escape
# keeps cutting stones that decide the game alive. Fails when escapes and captures (or ladder
# reading, which tells a working escape from a failing one) are switched off.
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

# 10: Both chains in atari, Black captures first. The three-against-three race of semeai.tst
# after two moves each: Black's C9 C8 C7 and White's D9 D8 D7 are both in atari (liberties B7
# and E7). Black to move captures at E7 and wins the race and the game; anything else loses the
# three stones.
#
#      A B C D E F G H J
#    9 O O X O X X . . .
#    8 O O X O X X . . .
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
play w B9
play b C9
play w D9
play b E9
play b F9
play w A8
play b C8
play w D8
play b E8
play b F8
play w A7
play b C7
play w D7
play b F7
play w A6
play w B6
play w C6
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
play w B8
10 reg_genmove b
#? [E7]

# 20: Both chains in atari, White captures first. The same mutual atari with White to move:
# White captures at B7.
#
#      A B C D E F G H J
#    9 O O X O X X . . .
#    8 O O X O X X . . .
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
play w B9
play b C9
play w D9
play b E9
play b F9
play w A8
play w B8
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
play b E8
20 reg_genmove w
#? [B7]

# 30: Escape from atari when the ladder is broken. The net position of nets.tst after Black's
# mistake E6 (atari from below instead of the net at F6): White's D4 E4 E5 is in atari at F5.
# White F5 escapes: the chain gets the liberties G5 and F6, a ladder towards the H line fails,
# and White breaks up Black's lower side. Not escaping loses three stones and the game.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 O O O O O O O O O
#    7 . . . . . . . O .
#    6 X X X X X . . O .
#    5 . . . X O . . O .
#    4 . . X O O X . O .
#    3 . . . X X . . O .
#    2 . . . . . . . O .
#    1 . . . . . . . O .
boardsize 9
clear_board
komi -4.5
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
play w E5
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
play b E6
30 reg_genmove w
#? [F5]

# 40: Escape from atari, colours reversed. The previous position mirrored with colours swapped:
# Black's E5 E4 F4 is in atari at D5 and escapes there (a ladder runs into Black's wall on the B
# line).
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 X X X X X X X X X
#    7 . X . . . . . . .
#    6 . X . . O O O O O
#    5 . X . . X O . . .
#    4 . X . O X X O . .
#    3 . X . . O O . . .
#    2 . X . . . . . . .
#    1 . X . . . . . . .
boardsize 9
clear_board
komi 4.5
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
play b E5
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
play w E6
40 reg_genmove b
#? [D5]

# 50: Escape from a wrong-side atari. The ladder position of ladders.tst after Black ataried
# from the wrong side (F6 instead of G5): White's D4 E4 E5 F5 is in atari at G5, and White G5
# escapes with three liberties (H5, G4, G6), splitting Black's stones. Any other move lets Black
# capture four stones and win.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 O O . . . . . . .
#    7 . O O . . . . . .
#    6 . . O . X X . . .
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
play b F6
50 reg_genmove w
#? [G5]

# 60: Escape from a wrong-side atari, colours reversed. The previous position turned round with
# colours swapped: Black's running chain is in atari at C5 and escapes there.
#
#      A B C D E F G H J
#    9 . . . X . . . . .
#    8 . . X X . . . . .
#    7 X X . . O O O . .
#    6 . . . O X X O . .
#    5 . . . X X O . . .
#    4 . . . O O . X . .
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
play w E4
play b G4
play b G3
play b H3
play b H2
play b J2
play w D4
60 reg_genmove b
#? [C5]

# 70: Escape from atari on 13x13. The 13x13 net position of nets.tst after Black's wrong atari
# E6: White's D4 E4 E5 escapes at F5 (the ladder that follows breaks on White's H line).
#
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . O . . . . . . . .
#   11 . . . . . . . . . O . . .
#   10 . . O . . . . . . . O . .
#    9 . . . . . . . . . . . . .
#    8 O O O O O O O O O O O O O
#    7 . . . . . . . O X X X X X
#    6 X X X X X . . O X . . . .
#    5 . . . X O . . O X . . X .
#    4 . . X O O X . O X . . . .
#    3 . . . X X . . O X . . . .
#    2 . . . . . . . O X . X . .
#    1 . . . . . . . O X . . . .
boardsize 13
clear_board
komi -23.5
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
play w E5
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
play b E6
70 reg_genmove w
#? [F5]
