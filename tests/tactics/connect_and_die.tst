# connect_and_die.tst - connect and die (oiotoshi) in capture races: an atari after which the
# defender's connection leaves the connected chain with a single liberty. The attacker must
# find the atari that prepares it; the defender's tests check that winning the race first
# (filling the outside liberty) is found. Fails when escapes and captures (the connection is
# an escape that fails) or self-atari judgement are switched off.
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

# 10: Connect and die on the first line, Black wins the race. Capture race at the bottom:
# Black's A1-F3 chain (no eyes) has the liberties G2 G1 (White's wall on rows 4-5 and G3 shuts
# it in) and White's B2 C2 D2 B1 and E1 sit inside it, with Black's C1 already in atari. Black
# E2 puts both White chains in atari at D1; if White connects there (capturing C1), the whole
# White chain B2-E1 has the single liberty C1 and Black takes six stones (connect and die).
# Black D1 is suicide, and any slower move lets White fill G2 and win the race, so E2 is the
# only move.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . X . . . X . .
#    7 . . . . . . . . O
#    6 X X X X X X X O O
#    5 O O O O O O O O .
#    4 O O O O O O O . .
#    3 X X X X X X O . .
#    2 X O O O . X . . .
#    1 X O X . O X . . .
boardsize 9
clear_board
komi -2.5
play b C8
play b G8
play w J7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play w H6
play w J6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b A2
play w B2
play w C2
play w D2
play b F2
play b A1
play w B1
play b C1
play w E1
play b F1
play w G3
10 reg_genmove b
#? [E2]

# 20: Connect and die, White to move wins the race first. The same race with White to move:
# White G2 leaves Black's chain one liberty (G1), so Black's E2 comes too late (White captures
# the big chain first). G1 works too, a little less simply: Black's E2 then leaves Black's own
# chain in atari at G2, and after Black G2 (atari on G1) White H2 puts the chain back in atari;
# Black must capture at H1 and White J1 wins (Black's G1 connects into atari, E2 leaves one
# liberty). GNU Go's reader only names G2.
#
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . X . . . X . .
#    7 . . . . . . . . O
#    6 X X X X X X X O O
#    5 O O O O O O O O .
#    4 O O O O O O O . .
#    3 X X X X X X O . .
#    2 X O O O . X . . .
#    1 X O X . O X . . .
boardsize 9
clear_board
komi -2.5
play b C8
play b G8
play w J7
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play w H6
play w J6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play w G3
play b A2
play w B2
play w C2
play w D2
play b F2
play b A1
play w B1
play b C1
play w E1
play b F1
20 reg_genmove w
#? [G2|G1]

# 30: Connect and die, colours reversed. The first position mirrored, turned upside down and
# with colours swapped: White's eyeless chain D9-J7 has the liberties C8 C9, Black's F8 G8 H8 H9
# and E9 sit inside it and White's G9 is in atari. White E8 puts both Black chains in atari at
# F9; connecting there (capturing G9) leaves the whole Black chain with the single liberty G9
# and White takes six stones. White wins the race with E8 only.
#
#      A B C D E F G H J
#    9 . . . O X . O X O
#    8 . . . O . X X X O
#    7 . . X O O O O O O
#    6 . . X X X X X X X
#    5 . X X X X X X X X
#    4 X X O O O O O O O
#    3 X . . . . . . . .
#    2 . . O . . . O . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 3.5
play w D9
play b E9
play w G9
play b H9
play w J9
play w D8
play b F8
play b G8
play b H8
play w J8
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A4
play b B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
play b A3
play w C2
play w G2
play b C7
30 reg_genmove w
#? [E8]

# 40: Connect and die reversed, Black to move wins first. The reversed race with Black to move:
# Black C8 (or C9, see the second position) fills a liberty of White's eyeless chain first and
# wins the race.
#
#      A B C D E F G H J
#    9 . . . O X . O X O
#    8 . . . O . X X X O
#    7 . . X O O O O O O
#    6 . . X X X X X X X
#    5 . X X X X X X X X
#    4 X X O O O O O O O
#    3 X . . . . . . . .
#    2 . . O . . . O . .
#    1 . . . . . . . . .
boardsize 9
clear_board
komi 3.5
play b E9
play w G9
play b H9
play w J9
play w D8
play b F8
play b G8
play b H8
play w J8
play b C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A4
play b B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
play b A3
play w C2
play w G2
play w D9
40 reg_genmove b
#? [C8|C9]
