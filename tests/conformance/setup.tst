# setup.tst - boardsize, clear_board, komi and the rule settings (kgs-rules, tianyuan-rules).
# CLIENTS.md 0.4 and 6.1: komi survives boardsize and clear_board (Sabaki sends komi before
# boardsize+clear_board; GoGui resends komi only when it changes). 6.2: boardsize also clears
# the board, even for the same size. RULES.md: the default rules are Chinese (positional
# superko, no suicide, komi 7.5, handicap compensation n).

# The defaults (conf/regress.conf sets rules = chinese): 19x19, komi 7.5.
10 tianyuan-rules
#? [chinese]
11 showboard
#? [.*A B C D E F G H J K L M N O P Q R S T\s*\n\s*19 .*komi 7\.5,.*]
12 gomill-describe_engine
#? [.*^rules: chinese$.*]

# komi: integer, negative, half, zero; the engine stores it exactly.
20 komi 6.5
#? []
21 tianyuan-rules
#? [chinese komi=6\.5]
22 komi 0
#? []
23 tianyuan-rules
#? [chinese komi=0]
24 komi -3.5
#? []
25 tianyuan-rules
#? [chinese komi=-3\.5]
26 komi 6
#? []
27 tianyuan-rules
#? [chinese komi=6]
28 komi 7.5
#? []
29 tianyuan-rules
#? [chinese]
# gomill sends komi as Python str(float), e.g. "7.0".
30 komi 7.0
#? []
31 tianyuan-rules
#? [chinese komi=7]
32 komi 0.5
#? []
33 tianyuan-rules
#? [chinese komi=0\.5]
# komi 5.5 is the 1988 Chinese komi (2 3/4 stones): either spelling of the same rules is fine.
34 komi 5.5
#? []
35 tianyuan-rules
#? [chinese-1988|chinese komi=5\.5]
36 showboard
#? [.*komi 5\.5,.*]

# komi survives clear_board ...
40 komi 6.5
#? []
41 clear_board
#? []
42 tianyuan-rules
#? [chinese komi=6\.5]
43 showboard
#? [.*komi 6\.5,.*]
# ... and boardsize (another size and the same size) ...
44 boardsize 13
#? []
45 tianyuan-rules
#? [chinese komi=6\.5]
46 boardsize 13
#? []
47 gomill-describe_engine
#? [.*^rules: chinese komi=6\.5$.*]
# ... also in the order Sabaki uses (komi first, then boardsize and clear_board).
48 komi 0.5
#? []
49 boardsize 9
#? []
50 clear_board
#? []
51 showboard
#? [.*komi 0\.5,.*]

# boardsize clears the board even when the size does not change (popojan/goban#19).
boardsize 9
play b E5
play w C3
60 boardsize 9
#? []
61 list_stones black
#? []
62 list_stones white
#? []
63 showboard
#? [.*black to move, move 1,.*]
# clear_board clears the stones, the move history (undo has nothing to take back: the next
# command shows move 1) and the colour to move.
play b E5
play w C3
play b pass
70 clear_board
#? []
71 list_stones black
#? []
72 list_stones white
#? []
73 showboard
#? [.*black to move, move 1,.*black stones 0, white stones 0]
# The cleared board is a new game: E5 is playable again and nothing is ko-forbidden.
74 is_legal w E5
#? [1]

# boardsize: every size from 2 to 25 is accepted, and the board has that size.
80 boardsize 2
#? []
81 showboard
#? [\s*A B\s*\n.*]
82 boardsize 7
#? []
83 boardsize 8
#? []
84 boardsize 13
#? []
85 boardsize 19
#? []
86 boardsize 25
#? []
87 showboard
#? [\s*A B C D E F G H J K L M N O P Q R S T U V W X Y Z\s*\n\s*25 .*]
88 is_legal b Z25
#? [1]

# kgs-rules: chinese (positional superko), aga (situational superko, compensation n-1),
# new_zealand (situational, suicide allowed, no compensation), tromp-taylor (positional,
# suicide allowed, no compensation). Komi stays with the komi command.
komi 7.5
90 kgs-rules aga
#? []
91 tianyuan-rules
#? [(?=.*ko-rule=situational)(?=.*handicap-compensation=n-1)(?!.*suicide)(?!.*komi)chinese.*]
92 kgs-rules new_zealand
#? []
93 tianyuan-rules
#? [(?=.*ko-rule=situational)(?=.*suicide=allowed)(?=.*handicap-compensation=none)(?!.*komi)chinese.*]
94 kgs-rules tromp-taylor
#? []
95 tianyuan-rules
#? [(?!.*ko-rule)(?=.*suicide=allowed)(?=.*handicap-compensation=none)(?!.*komi)chinese.*]
96 kgs-rules chinese
#? []
97 tianyuan-rules
#? [chinese]
# kgs-rules leaves komi alone.
98 komi 0.5
#? []
99 kgs-rules aga
#? []
100 tianyuan-rules
#? [(?=.*komi=0\.5)(?=.*ko-rule=situational).*]
101 kgs-rules chinese
#? []
102 tianyuan-rules
#? [chinese komi=0\.5]
103 komi 7.5
#? []

# tianyuan-rules: get (no argument) and set (a preset and/or key=value settings), round trip.
110 tianyuan-rules ko-rule=simple
#? []
111 tianyuan-rules
#? [chinese ko-rule=simple]
112 tianyuan-rules ko-rule=situational suicide=allowed
#? []
113 tianyuan-rules
#? [chinese ko-rule=situational suicide=allowed]
114 tianyuan-rules handicap-compensation=n-1
#? []
115 tianyuan-rules
#? [chinese ko-rule=situational suicide=allowed handicap-compensation=n-1]
116 tianyuan-rules chinese
#? []
117 tianyuan-rules
#? [chinese]
118 tianyuan-rules chinese komi=6.5 ko-rule=simple
#? []
119 tianyuan-rules
#? [chinese ko-rule=simple komi=6\.5]
# The komi set through tianyuan-rules is the komi the game uses.
120 showboard
#? [.*komi 6\.5,.*]
121 tianyuan-rules chinese-1988
#? []
122 tianyuan-rules
#? [chinese-1988]
123 showboard
#? [.*komi 5\.5,.*]
# Commas separate settings too.
124 tianyuan-rules chinese,ko-rule=situational,komi=7.5
#? []
125 tianyuan-rules
#? [chinese ko-rule=situational]
126 tianyuan-rules ko-rule=positional suicide=forbidden handicap-compensation=n
#? []
127 tianyuan-rules
#? [chinese]
# Rules survive clear_board and boardsize like komi.
128 tianyuan-rules ko-rule=simple komi=0
#? []
129 clear_board
#? []
130 boardsize 19
#? []
131 tianyuan-rules
#? [chinese ko-rule=simple komi=0]
