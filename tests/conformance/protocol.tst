# protocol.tst - GTP v2 protocol details that can be checked through success answers
# (CLIENTS.md sections 0 and 5): ids echoed ('=N ' with the space is checked by the runner for
# every numbered command), id 0 and large ids, comments and extra spaces on a command line,
# colours and vertices in any case, pass in any case, vertices written in uppercase, the
# letter I skipped, the largest (25x25, Z25) and smallest (2x2) boards.

# Ids: 0 and a large id are echoed like any other.
0 protocol_version
#? [2]
987654321 protocol_version
#? [2]
# A comment after the command and runs of spaces are ignored (GTP 2.10 preprocessing).
10    name   # a trailing comment is not an argument
#? [Tianyuan]
11 known_command   play   # comment
#? [true]

# Colours: b, B, black, Black, BLACK, w, W, white, White, WHITE are all accepted.
boardsize 9
clear_board
20 play b A1
#? []
21 play W B1
#? []
22 play black C1
#? []
23 play WHITE D1
#? []
24 play Black E1
#? []
25 play white F1
#? []
26 play B G1
#? []
27 play w H1
#? []
# Stones are listed in uppercase, and the letter after H is J (no I).
28 list_stones black
#? [A1 C1 E1 G1]
29 list_stones WHITE
#? [B1 D1 F1 H1]
30 list_stones White
#? [B1 D1 F1 H1]

# Vertices: lowercase and uppercase input (CGOS sends "play b e5", Sabaki "play B E5").
31 play b e5
#? []
32 play w J9
#? []
33 play b j8
#? []
34 list_stones b
#? [J8 E5 A1 C1 E1 G1]
35 list_stones w
#? [J9 B1 D1 F1 H1]
# is_legal with lowercase and uppercase vertices and colours agrees (E5 is occupied).
36 is_legal b e5
#? [0]
37 is_legal B E5
#? [0]
38 is_legal w d5
#? [1]
39 is_legal W D5
#? [1]

# pass in any case: the board does not change, the colour to move does.
40 play b pass
#? []
41 play w PASS
#? []
42 play b Pass
#? []
43 showboard
#? [.*white to move, move 15,.*black stones 6, white stones 5]
44 is_legal w pass
#? [1]
45 is_legal b PASS
#? [1]

# 25x25 is the largest board: column Z exists (A..Z without I), Z25 is the top right corner.
46 boardsize 25
#? []
47 is_legal b Z25
#? [1]
48 is_legal w z25
#? [1]
49 is_legal b A1
#? [1]
50 play b Z25
#? []
51 play w z1
#? []
52 play b a25
#? []
53 list_stones black
#? [A25 Z25]
54 list_stones white
#? [Z1]
55 showboard
#? [.*A B C D E F G H J K L M N O P Q R S T U V W X Y Z.*]
56 showboard
#? [!.* I .*]

# 2x2 is the smallest board.
60 boardsize 2
#? []
61 play b A1
#? []
62 play w b2
#? []
63 list_stones black
#? [A1]
64 list_stones white
#? [B2]
65 is_legal b A2
#? [1]
66 is_legal b B1
#? [1]
67 showboard
#? [.*A B\s*\n\s*2 \. O 2\s*\n\s*1 X \. 1\s*\n.*]

# showboard: a multi-line answer without empty lines, black stones X, white O, the colour to
# move and the move number.
70 boardsize 5
#? []
71 play b C3
#? []
72 play w D4
#? []
73 showboard
#? [(?!.*\n\s*\n).*\n\s*5 \. \. \. \. \. 5\s*\n\s*4 \. \. \. O \. 4\s*\n\s*3 \. \. X \. \. 3\s*\n\s*2 \. \. \. \. \. 2\s*\n\s*1 \. \. \. \. \. 1\s*\n.*black to move, move 3.*]

# Commands after errors would still work; here after many commands the engine is alive.
80 protocol_version
#? [2]
