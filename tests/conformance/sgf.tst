# sgf.tst - loadsgf FILE [N] and printsgf [FILE] (GTP v2 6.3.6 and GNU Go's extension;
# CLIENTS.md 2.4, 2.5 and 5). Paths are relative to this file's directory (gogui-regress runs
# the engine there). loadsgf answers the colour to move; "loadsgf FILE N" sets up the position
# just before move N (the regression-suite convention: the colour of move N is to move).
# Files: sgf/game9.sgf = 1 B A2, 2 W A1, 3 B B1 (captures A1), 4 W E5, 5 B pass, 6 W C3,
# 7 B pass (written tt), 8 W G7; KM[6.5].

# The whole game: Black to move, A1 captured, komi taken from the file.
10 loadsgf sgf/game9.sgf
#? [black]
11 list_stones black
#? [A2 B1]
12 list_stones white
#? [G7 E5 C3]
13 tianyuan-rules
#? [chinese komi=6\.5]
14 showboard
#? [.*A B C D E F G H J\s*\n\s*9 .*black to move, move 9, komi 6\.5,.*]
# The moves are history: undo takes back W G7 (move 8), then the pass (move 7).
15 undo
#? []
16 list_stones white
#? [E5 C3]
17 showboard
#? [.*white to move, move 8,.*]
18 undo
#? []
19 showboard
#? [.*black to move, move 7,.*]

# loadsgf FILE N: the position before move N.
20 loadsgf sgf/game9.sgf 1
#? [black]
21 list_stones black
#? []
22 list_stones white
#? []
23 loadsgf sgf/game9.sgf 2
#? [white]
24 list_stones black
#? [A2]
25 loadsgf sgf/game9.sgf 3
#? [black]
26 list_stones white
#? [A1]
# Before move 3 Black may capture A1 with B1, as in the game.
27 is_legal b B1
#? [1]
28 play b B1
#? []
29 list_stones white
#? []
# Before move 4: the capture has been played.
30 loadsgf sgf/game9.sgf 4
#? [white]
31 list_stones white
#? []
32 list_stones black
#? [A2 B1]
# Before move 6: move 5 was Black's pass, so White is to move.
33 loadsgf sgf/game9.sgf 6
#? [white]
34 list_stones white
#? [E5]
# Before move 8 (move 7 was the pass written B[tt]): White to move.
35 loadsgf sgf/game9.sgf 8
#? [white]
36 list_stones white
#? [E5 C3]
# N past the end: the whole game.
37 loadsgf sgf/game9.sgf 9
#? [black]
38 list_stones white
#? [G7 E5 C3]
39 loadsgf sgf/game9.sgf 1000
#? [black]
# sgf/illegal_move.sgf has an illegal move 3 (on an occupied point): the position before it
# still loads (loading the whole file fails with "cannot load file"; see the protocol tests).
400 loadsgf sgf/illegal_move.sgf 3
#? [black]
401 list_stones black
#? [E5]
402 list_stones white
#? [C7]

# A handicap game (HA[2], AB C3 G7, White moves first): before move 1 White is to move and
# only the handicap stones are on the board; the handicap counts in the score.
40 loadsgf sgf/handicap9.sgf 1
#? [white]
41 list_stones black
#? [G7 C3]
42 list_stones white
#? []
43 showboard
#? [.*white to move, move 1, komi 0\.5,.*]
# (Only Black stones: all 81 points are Black's; 81 - 0.5 komi - 2 compensation.)
44 final_score
#? [B\+78\.5]
45 loadsgf sgf/handicap9.sgf
#? [black]
46 list_stones black
#? [G7 C3 E3]
47 list_stones white
#? [E5 D4]
48 printsgf
#? [.*HA\[2\].*AB\[gc\]\[cg\].*;W\[ee\];B\[eg\];W\[df\].*]
49 loadsgf sgf/handicap9.sgf 3
#? [white]

# Setup stones only, PL[W], 13x13: the size comes from SZ, White is to move.
50 loadsgf sgf/setup_white.sgf
#? [white]
51 list_stones black
#? [D10 K4]
52 list_stones white
#? [K10 D4]
53 showboard
#? [\s*A B C D E F G H J K L M N\s*\n\s*13 .*white to move,.*]
# Compressed point lists (AB[aa:ci]).
54 loadsgf sgf/rectangle.sgf
#? [black]
55 list_stones white
#? [E9 E8 E7 E6 E5 E4 E3 E2 E1]
56 showboard
#? [.*black stones 27, white stones 9]

# Komi: KM[3.75] is read as stones (3 3/4 stones = 7.5 points); a file without KM keeps the
# engine's komi; a file without SZ is 19x19.
komi 6
57 loadsgf sgf/komi_stones.sgf
#? [white]
58 tianyuan-rules
#? [chinese]
komi 6
59 loadsgf sgf/no_komi.sgf
#? [black]
60 tianyuan-rules
#? [chinese komi=6]
61 list_stones white
#? [C7]
62 loadsgf sgf/no_size.sgf
#? [black]
63 list_stones black
#? [Q16]
64 showboard
#? [.*T\s*\n\s*19 .*]
# Rules other than komi are kept by loadsgf.
tianyuan-rules ko-rule=situational
65 loadsgf sgf/game9.sgf
#? [black]
66 tianyuan-rules
#? [chinese ko-rule=situational komi=6\.5]
tianyuan-rules chinese

# Variations: only the main line (the first variation at every branch) is played.
70 loadsgf sgf/variations.sgf
#? [white]
71 list_stones black
#? [E5 G3]
72 list_stones white
#? [C7]

# printsgf: an SGF game record with SZ, KM, RU[Chinese] and the moves (pass as B[]).
boardsize 9
komi 6.5
play b E5
play w C3
play b pass
play w G7
80 printsgf
#? [\(;FF\[4\].*SZ\[9\].*]
81 printsgf
#? [.*KM\[6\.5\].*]
82 printsgf
#? [.*RU\[Chinese\].*]
83 printsgf
#? [.*;B\[ee\]\s*;W\[cg\]\s*;B\[\]\s*;W\[gc\]\s*\)]
# printsgf FILE writes the record; loadsgf reads it back to the same position and komi.
84 printsgf /tmp/tianyuan-conformance-printsgf.sgf
#? []
boardsize 13
komi 0
85 loadsgf /tmp/tianyuan-conformance-printsgf.sgf
#? [black]
86 list_stones black
#? [E5]
87 list_stones white
#? [G7 C3]
88 tianyuan-rules
#? [chinese komi=6\.5]
89 showboard
#? [.*black to move, move 5,.*]
# printsgf of a handicap game records HA and the stones as AB, White first; it reads back as
# the same handicap game (the compensation still counts).
boardsize 9
komi 0.5
fixed_handicap 2
play w E5
90 printsgf
#? [.*HA\[2\].*AB\[gc\]\[cg\].*;W\[ee\]\s*\)]
92 printsgf /tmp/tianyuan-conformance-printsgf-handicap.sgf
#? []
boardsize 13
93 loadsgf /tmp/tianyuan-conformance-printsgf-handicap.sgf
#? [black]
94 list_stones black
#? [G7 C3]
95 list_stones white
#? [E5]
96 undo
#? []
97 showboard
#? [.*white to move, move 1, komi 0\.5, black stones 2, white stones 0]
# Only Black stones: 81 points, minus komi 0.5 and compensation 2.
98 final_score
#? [B\+78\.5]
# A set-up position (AB/AW, PL) round trips with its colour to move.
99 loadsgf sgf/setup_white.sgf
#? [white]
100 printsgf
#? [(?=.*SZ\[13\])(?=.*AB\[dd\]\[jj\])(?=.*AW\[jd\]\[dj\])(?=.*PL\[W\]).*]
# printsgf on an empty board is a valid record without moves.
clear_board
101 printsgf
#? [\(;FF\[4\][^;]*\)]

# The forms of real and old (FF[1]-FF[3]) files, as GoGui and GNU Go read them.
# A setup property repeated in one node is merged: all four handicap stones are there.
110 loadsgf sgf/repeated_setup.sgf
#? [white]
111 list_stones black
#? [D16 Q16 R12 D4 Q4]
112 loadsgf sgf/repeated_setup.sgf 1
#? [white]
113 showboard
#? [.*white to move, move 1, komi 0\.5, black stones 4, white stones 0]
# PL[1] and PL[2]: the old numbers for Black and White.
114 loadsgf sgf/pl_two.sgf
#? [white]
115 loadsgf sgf/pl_one.sgf
#? [black]
116 list_stones black
#? [G7 C3]
# FF[3] identifiers with lowercase letters (AddBlack, White), tt as a pass.
117 loadsgf sgf/ff3_identifiers.sgf
#? [black]
118 list_stones black
#? [E5]
119 list_stones white
#? [C7 G3]
120 showboard
#? [.*black to move, move 4,.*]
# A move in the root node; setup and a move in one node (the setup first).
121 loadsgf sgf/mixed_node.sgf
#? [black]
122 list_stones black
#? [E5 G3]
123 list_stones white
#? [C7 C3]
# Mail text before the game, a tree without the ';' of its first node, an empty variation.
124 loadsgf sgf/no_semicolon.sgf
#? [white]
125 list_stones black
#? [E5 G3]
