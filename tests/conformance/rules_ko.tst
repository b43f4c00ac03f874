# rules_ko.tst - global repetition (RULES.md, Art. 6 and 20) through GTP: simple ko refused and
# allowed again after a ko threat; positional superko (default) on a triple ko and on "send two,
# return one"; situational superko (tianyuan-rules ko-rule=situational, kgs-rules aga) allowing
# the same arrangement with the other player to move; the simple ko rule allowing a cycle;
# passes never repetitions; undo across a capture and a ko restoring the ko state.
# Refusals are checked with is_legal / tianyuan-check_move, never with a failing play.

# ---- Simple ko (9x9). Black C5 D6 D4 and White F5 E6 E4 around the ko at D5/E5.
#   6 . . . X O . .
#   5 . . X . . O .
#   4 . . . X O . .
boardsize 9
play b C5
play b D6
play b D4
play w F5
play w E6
play w E4
play b E5
# White captures E5 by playing D5 ...
10 play w D5
#? []
11 list_stones black
#? [D6 C5 D4]
# ... and Black may not retake at once.
12 is_legal b E5
#? [0]
13 tianyuan-check_move b E5
#? [ko]
14 tianyuan-check_move B e5
#? [ko]
# The ko forbids only Black's immediate retake: White may fill there, Black may play elsewhere.
15 is_legal w E5
#? [1]
16 is_legal b J9
#? [1]
# A pass is legal even with a ko on the board (a pass is never a repetition).
17 is_legal b pass
#? [1]
18 tianyuan-check_move b pass
#? [legal]
# Ko threat and answer: now Black may retake, capturing D5.
play b G7
play w G6
19 tianyuan-check_move b E5
#? [legal]
20 play b E5
#? []
21 list_stones white
#? [E6 G6 F5 E4]
# And White, in turn, may not retake at once.
22 tianyuan-check_move w D5
#? [ko]
23 is_legal w D5
#? [0]

# ---- Undo across the ko: undoing Black's retake brings D5 back and E5 is empty again.
30 undo
#? []
31 list_stones white
#? [E6 G6 D5 F5 E4]
32 list_stones black
#? [G7 D6 C5 D4]
# The position before the retake is restored; Black's retake (after the threats) is legal.
33 tianyuan-check_move b E5
#? [legal]
# Undoing three more moves (G6, G7 and White's capture D5) brings E5 back; White may capture.
34 gg-undo 3
#? []
35 list_stones black
#? [D6 C5 E5 D4]
36 list_stones white
#? [E6 F5 E4]
37 tianyuan-check_move w D5
#? [legal]
# Replaying the capture recreates the ko: Black's retake is refused again.
38 play w D5
#? []
39 tianyuan-check_move b E5
#? [ko]

# ---- Passes clear the simple ko, but the retake after "take, pass, pass" recreates a whole
# earlier position: refused by positional (and situational) superko, allowed by the simple ko
# rule (where a cycle is possible).
play b G7
play w G6
play b E5
# White passes; Black passes; the game would be over, but play may continue.
40 play w pass
#? []
41 play b pass
#? []
42 is_legal w pass
#? [1]
# White D5 recreates the position after White's first capture (Black to move): superko.
43 tianyuan-check_move w D5
#? [superko]
44 is_legal w D5
#? [0]
45 tianyuan-rules ko-rule=situational
#? []
46 tianyuan-check_move w D5
#? [superko]
47 tianyuan-rules ko-rule=simple
#? []
48 tianyuan-check_move w D5
#? [legal]
49 play w D5
#? []
50 list_stones black
#? [G7 D6 C5 D4]
51 tianyuan-rules ko-rule=positional
#? []
# More passes: a pass never repeats a position, however many there are.
52 play b pass
#? []
53 play w pass
#? []
54 play b pass
#? []
55 play w pass
#? []
56 showboard
#? [.*black to move, move 19,.*]
57 is_legal b pass
#? [1]

# ---- Triple ko (loaded from sgf/triple_ko.sgf, Black to move). Kos at B7/C7 (White holds),
# G5/H5 (White holds), B3/C3 (Black holds). Each of the five moves is a legal ko capture; the
# sixth (W G5) would recreate the loaded position: positional superko refuses it.
60 loadsgf sgf/triple_ko.sgf
#? [black]
61 play b C7
#? []
62 play w B3
#? []
63 play b H5
#? []
64 play w B7
#? []
65 play b C3
#? []
66 list_stones white
#? [C8 B7 D7 C6 H6 J5 C4 H4 D3 C2]
67 tianyuan-check_move w G5
#? [superko]
68 is_legal w G5
#? [0]
# B3 is the simple ko just taken.
69 tianyuan-check_move w B3
#? [ko]
# White may still play elsewhere or pass.
70 is_legal w E5
#? [1]
71 is_legal w pass
#? [1]
# Situational superko refuses it too (the same stones with Black to move, as at the start).
72 tianyuan-rules ko-rule=situational
#? []
73 tianyuan-check_move w G5
#? [superko]
# The simple ko rule allows the cycle: the loaded position comes back.
74 tianyuan-rules ko-rule=simple
#? []
75 play w G5
#? []
76 list_stones white
#? [C8 B7 D7 C6 H6 G5 J5 C4 H4 D3 C2]
77 list_stones black
#? [B8 A7 B6 G6 F5 B4 G4 A3 C3 B2]
# ... and round again.
78 play b C7
#? []
79 list_stones white
#? [C8 D7 C6 H6 G5 J5 C4 H4 D3 C2]
80 tianyuan-rules ko-rule=positional
#? []
# Undo across the cycle: after taking back W G5 and B C7, positional superko refuses G5 again.
81 gg-undo 2
#? []
82 tianyuan-check_move w G5
#? [superko]

# ---- Send two, return one (loaded from sgf/send_two.sgf, 5x5, Black to move). Black throws in
# at A1 (A1-B1 in atari), White captures both with C1, Black's retake at B1 captures C1 and
# recreates the loaded position with White to move. It is no simple ko (two stones were taken).
90 loadsgf sgf/send_two.sgf
#? [black]
91 play b A1
#? []
92 play w C1
#? []
93 list_stones black
#? [C3 C2 D2 D1]
# Positional superko (the default): refused.
94 tianyuan-check_move b B1
#? [superko]
95 is_legal b B1
#? [0]
96 is_legal b E5
#? [1]
# Situational superko: the arrangement appeared with Black to move, now White would be to move:
# allowed.
97 tianyuan-rules ko-rule=situational
#? []
98 tianyuan-check_move b B1
#? [legal]
99 is_legal b B1
#? [1]
# kgs-rules aga and new_zealand are situational too; kgs-rules chinese and tromp-taylor are
# positional.
100 kgs-rules aga
#? []
101 is_legal b B1
#? [1]
102 kgs-rules new_zealand
#? []
103 is_legal b B1
#? [1]
104 kgs-rules tromp-taylor
#? []
105 is_legal b B1
#? [0]
106 kgs-rules chinese
#? []
107 is_legal b B1
#? [0]
# Under situational superko the retake is played and the loaded position is back.
108 tianyuan-rules ko-rule=situational
#? []
109 play b B1
#? []
110 list_stones black
#? [C3 C2 D2 B1 D1]
111 list_stones white
#? [A3 B3 A2 B2]
112 showboard
#? [.*white to move, move 4,.*]
# The simple ko rule allows it too.
113 tianyuan-rules ko-rule=simple
#? []
114 undo
#? []
115 tianyuan-check_move b B1
#? [legal]
116 tianyuan-rules ko-rule=positional
#? []
117 tianyuan-check_move b B1
#? [superko]

# ---- Send two, return one built with play commands (5x5). The last set-up stone is White's,
# so the arrangement is first seen with Black to move.
boardsize 5
play b C3
play b C2
play b D2
play b B1
play b D1
play w A3
play w B3
play w A2
play w B2
120 play b A1
#? []
121 play w C1
#? []
122 tianyuan-check_move b B1
#? [superko]
123 tianyuan-rules ko-rule=situational
#? []
124 tianyuan-check_move b B1
#? [legal]
# Situational superko refuses the same arrangement with the same player to move: when the
# set-up ends with a Black stone (White to move), the retake (also leaving White to move) is
# refused by both readings.
boardsize 5
play w A3
play w B3
play w A2
play w B2
play b C3
play b C2
play b D2
play b B1
play b D1
125 play b A1
#? []
126 play w C1
#? []
127 tianyuan-check_move b B1
#? [superko]
128 tianyuan-rules ko-rule=positional
#? []
129 tianyuan-check_move b B1
#? [superko]

# ---- Ko and superko state after loadsgf: the moves of the file are replayed as history, so
# the simple ko and the superko record are those of the game (sgf/ko9.sgf ends with White's
# ko capture D5; sgf/triple_ko_moves.sgf holds the first five moves of the triple-ko cycle).
tianyuan-rules chinese
140 loadsgf sgf/ko9.sgf
#? [black]
141 tianyuan-check_move b E5
#? [ko]
142 loadsgf sgf/ko9.sgf 8
#? [white]
143 tianyuan-check_move w D5
#? [legal]
144 loadsgf sgf/triple_ko_moves.sgf
#? [white]
145 tianyuan-check_move w G5
#? [superko]
146 tianyuan-check_move w B3
#? [ko]
147 is_legal w G5
#? [0]
# Before move 5 (B C3) the retake of ko3 is legal for Black.
148 loadsgf sgf/triple_ko_moves.sgf 5
#? [black]
149 tianyuan-check_move b C3
#? [legal]
