# play.tst - play (alternating or not), genmove, reg_genmove, kgs-genmove_cleanup, undo,
# gg-undo, showboard, list_stones and is_legal on ordinary positions (CLIENTS.md 0.5, 5, 6.4).
# Positions where the choice is forced keep the genmove tests valid for any correct player.

# play answers empty and puts the stone on the board; colours need not alternate.
boardsize 9
10 play b E5
#? []
11 play b D5
#? []
12 play b C5
#? []
13 play w E4
#? []
14 play w D4
#? []
15 list_stones black
#? [C5 D5 E5]
16 list_stones white
#? [D4 E4]
17 showboard
#? [.*black to move, move 6,.*black stones 3, white stones 2]
# After three Black moves and two White moves, Black plays again: still fine, and White twice.
18 play b F5
#? []
19 play w F4
#? []
20 play w G4
#? []
21 showboard
#? [.*\n\s*5 \. \. X X X X \. \. \. 5\s*\n\s*4 \. \. \. O O O O \. \. 4\s*\n.*black to move, move 9,.*]
# is_legal: occupied points are 0 for both colours, empty points 1.
22 is_legal b E5
#? [0]
23 is_legal w E5
#? [0]
24 is_legal w E6
#? [1]
25 tianyuan-check_move b E4
#? [occupied]
26 tianyuan-check_move w J9
#? [legal]
27 tianyuan-check_move b pass
#? [legal]

# genmove on an empty board answers an uppercase vertex and plays it; genmove twice for the
# same colour (Sabaki#307) plays two stones of that colour.
boardsize 9
30 genmove b
#? [[A-HJ][1-9]]
31 list_stones black
#? [[A-HJ][1-9]]
32 showboard
#? [.*white to move, move 2,.*black stones 1, white stones 0]
33 genmove b
#? [[A-HJ][1-9]]
34 list_stones black
#? [[A-HJ][1-9] [A-HJ][1-9]]
35 genmove W
#? [[A-HJ][1-9]]
36 list_stones white
#? [[A-HJ][1-9]]
37 genmove white
#? [[A-HJ][1-9]|pass]
38 showboard
#? [.*black to move, move 5,.*]

# A forced position on 3x3: Black's only legal move that fills no own eye is A1, which captures
# the two White stones A2 and B1 (B3 is Black's own eye).
#   3 X . X
#   2 O X X
#   1 . O X
boardsize 3
play w A2
play w B1
play b A3
play b C3
play b B2
play b C2
play b C1
# reg_genmove answers the move without playing it.
40 reg_genmove b
#? [A1]
41 list_stones white
#? [A2 B1]
42 list_stones black
#? [A3 C3 B2 C2 C1]
43 showboard
#? [.*white to move, move 8,.*]
# reg_genmove is repeatable and does not change the position.
44 reg_genmove black
#? [A1]
# kgs-genmove_cleanup answers and plays (the capture).
45 kgs-genmove_cleanup b
#? [A1]
46 list_stones white
#? []
47 list_stones black
#? [A3 C3 B2 C2 A1 C1]
48 showboard
#? [.*white to move, move 9,.*black stones 6, white stones 0]
# genmove on the same position after undo: the same forced capture, played.
49 undo
#? []
50 list_stones white
#? [A2 B1]
51 genmove b
#? [A1]
52 list_stones white
#? []

# A position without any legal move for White: on 2x2 with Black on A1 and B2, White's A2 and
# B1 are suicide. genmove must answer pass and record it. (Komi 100 keeps White winning, so a
# player that resigns hopeless games has no reason to resign here.)
boardsize 2
komi 100
play b A1
play b B2
60 is_legal w A2
#? [0]
61 is_legal w B1
#? [0]
62 genmove w
#? [pass]
63 showboard
#? [.*black to move, move 4,.*black stones 2, white stones 0]
64 reg_genmove w
#? [pass]
65 kgs-genmove_cleanup w
#? [pass]
komi 7.5

# undo restores captured stones: Black captures E5 with E4, undo brings E5 back.
boardsize 9
play w E5
play b D5
play b F5
play b E6
70 play b E4
#? []
71 list_stones white
#? []
72 undo
#? []
73 list_stones white
#? [E5]
74 list_stones black
#? [E6 D5 F5]
75 showboard
#? [.*white to move, move 5,.*black stones 3, white stones 1]
# ... and the capture can be played again.
76 play b E4
#? []
77 list_stones white
#? []
# undo of a pass gives the move back.
78 play w pass
#? []
79 undo
#? []
80 showboard
#? [.*white to move, move 6,.*]

# gg-undo n takes back n moves; gg-undo without argument takes back one; gg-undo 0 nothing.
boardsize 9
play b A1
play w B1
play b C1
play w D1
play b E1
90 gg-undo 2
#? []
91 list_stones black
#? [A1 C1]
92 list_stones white
#? [B1]
93 showboard
#? [.*white to move, move 4,.*]
94 gg-undo
#? []
95 list_stones black
#? [A1]
96 gg-undo 0
#? []
97 list_stones black
#? [A1]
98 list_stones white
#? [B1]
99 gg-undo 2
#? []
100 list_stones black
#? []
101 list_stones white
#? []
102 showboard
#? [.*black to move, move 1,.*]
# A captured chain of several stones comes back with gg-undo across the capture.
play w A1
play w A2
play b B1
play b B2
play b B3
play b A3
103 list_stones white
#? []
104 gg-undo 1
#? []
105 list_stones white
#? [A2 A1]
106 list_stones black
#? [B3 B2 B1]

# list_stones lists top row first, left to right, in uppercase, separated by single spaces.
boardsize 19
play b T19
play b A1
play b K10
play b J10
play b H10
play b A19
play w T1
110 list_stones black
#? [A19 T19 H10 J10 K10 A1]
111 list_stones white
#? [T1]
