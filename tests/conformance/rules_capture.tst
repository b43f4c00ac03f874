# rules_capture.tst - liberties, capture and forbidden points (RULES.md, Art. 3-5 and 19):
# captures in the centre, on the edge and in the corner; a move that captures two chains; a
# move without liberties of its own that captures (legal: not suicide, Art. 4.2); suicide of one
# and of several stones refused under Chinese rules (is_legal 0, tianyuan-check_move suicide,
# the board unchanged); snapback; suicide allowed by kgs-rules tromp-taylor / new_zealand.
# Refusals are checked with is_legal / tianyuan-check_move / list_stones, since any '?' answer
# fails a numbered test.

# Capture in the centre: White E5 surrounded on four sides.
boardsize 9
play w E5
play b D5
play b F5
play b E6
10 tianyuan-check_move b E4
#? [legal]
11 play b E4
#? []
12 list_stones white
#? []
13 list_stones black
#? [E6 D5 F5 E4]
14 showboard
#? [.*\n\s*5 \. \. \. X \. X \. \. \. 5\s*\n.*white stones 0]
# The captured point is empty again: both colours may play there, White's stone there would be
# suicide (four Black neighbours with liberties).
15 tianyuan-check_move w E5
#? [suicide]
16 is_legal b E5
#? [1]

# Capture on the edge (three neighbours) and in the corner (two neighbours).
boardsize 9
play w E1
play b D1
play b F1
20 play b E2
#? []
21 list_stones white
#? []
play w A1
play b A2
22 play b B1
#? []
23 list_stones white
#? []
24 list_stones black
#? [A2 E2 B1 D1 F1]

# A chain of several stones is captured as a whole when its last liberty is filled.
boardsize 9
play w C3
play w D3
play w E3
play b B3
play b F3
play b C4
play b D4
play b E4
play b C2
play b D2
30 list_stones white
#? [C3 D3 E3]
31 play b E2
#? []
32 list_stones white
#? []
33 showboard
#? [.*white stones 0]

# Capture, not suicide (Art. 4.2): Black A1 has no liberty of its own but removes White A2 and
# B1 (two separate chains, both in atari), so it is legal and captures both.
#   3 X . .
#   2 O X .
#   1 . O X
boardsize 9
play w A2
play w B1
play b A3
play b B2
play b C1
40 is_legal b A1
#? [1]
41 tianyuan-check_move b A1
#? [legal]
# For White, A1 would join A2 and B1 into a chain without liberties that captures nothing.
42 tianyuan-check_move w A1
#? [suicide]
43 play b A1
#? []
44 list_stones white
#? []
45 list_stones black
#? [A3 B2 A1 C1]

# Suicide of one stone is refused (Chinese rules): White A1 between Black A2 and B1.
boardsize 9
play b A2
play b B1
50 is_legal w A1
#? [0]
51 tianyuan-check_move w A1
#? [suicide]
52 tianyuan-check_move white a1
#? [suicide]
# Black may play there (it only fills an own liberty).
53 is_legal b A1
#? [1]
# Suicide in the centre: White E5 inside four Black stones.
play b D5
play b F5
play b E6
play b E4
54 is_legal w E5
#? [0]
55 tianyuan-check_move w E5
#? [suicide]
# Nothing changed and White is still free to play elsewhere.
56 list_stones white
#? []
57 list_stones black
#? [E6 D5 F5 E4 A2 B1]
58 is_legal w J9
#? [1]

# Suicide of several stones: White B1 would join White A1 into a chain without liberties that
# captures nothing (Black A2's chain keeps the liberty A3).
#   2 X X .
#   1 O . X
boardsize 9
play w A1
play b A2
play b B2
play b C1
60 is_legal w B1
#? [0]
61 tianyuan-check_move w B1
#? [suicide]
62 list_stones white
#? [A1]
# Black B1 captures A1 instead.
63 play b B1
#? []
64 list_stones white
#? []

# Snapback: Black throws in at C1, White captures it with D1, Black takes back at C1 and
# captures the five White stones (no ko: White's capturing stone belongs to a larger chain).
#   3 . X X X .
#   2 X O O O X
#   1 X O . . X
boardsize 9
play w B1
play w B2
play w C2
play w D2
play b A1
play b A2
play b B3
play b C3
play b D3
play b E2
play b E1
70 play b C1
#? []
71 play w D1
#? []
72 list_stones black
#? [B3 C3 D3 A2 E2 A1 E1]
73 tianyuan-check_move b C1
#? [legal]
74 play b C1
#? []
75 list_stones white
#? []
76 list_stones black
#? [B3 C3 D3 A2 E2 A1 C1 E1]

# Suicide allowed (kgs-rules tromp-taylor): the multi-stone suicide is legal and removes the
# suicided stones; the opponent gains nothing on the board.
boardsize 9
play w A1
play b A2
play b B2
play b C1
80 kgs-rules tromp-taylor
#? []
81 tianyuan-check_move w B1
#? [legal]
82 is_legal w B1
#? [1]
83 play w B1
#? []
84 list_stones white
#? []
85 list_stones black
#? [A2 B2 C1]
86 showboard
#? [.*black to move, move 6,.*black stones 3, white stones 0]
# White A1 again would recreate the position before the suicide: positional superko.
87 is_legal w A1
#? [0]
88 tianyuan-check_move w A1
#? [superko]
# undo brings the suicided stone back.
89 undo
#? []
90 list_stones white
#? [A1]
# A single-stone suicide leaves the board as it was, so even with suicide allowed it is
# refused (it would repeat the position).
play b pass
play b E4
play b D5
play b F5
play b E6
91 is_legal w E5
#? [0]
92 list_stones white
#? [A1]
# kgs-rules new_zealand also allows the multi-stone suicide.
93 kgs-rules new_zealand
#? []
94 is_legal w B1
#? [1]
# Back to Chinese rules: refused again.
95 kgs-rules chinese
#? []
96 is_legal w B1
#? [0]
97 tianyuan-check_move w B1
#? [suicide]
# The same through tianyuan-rules.
98 tianyuan-rules suicide=allowed
#? []
99 is_legal w B1
#? [1]
100 tianyuan-rules suicide=forbidden
#? []
101 is_legal w B1
#? [0]
