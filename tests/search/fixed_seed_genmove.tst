# Fixed-seed genmove answers (conf/default.conf, --seed 7 --threads 1 --playouts 1000), recorded
# with the build of df2d0e1 before the restructuring of issue 20, the 19x19 ones again when the
# large boards took Pachi's settings and again when they took the learned playout shapes
# (issue 22): a change of the search, its knowledge or its settings that alters any answer shows
# here. Run by scripts/checks/check_fixed_seed.sh; after a deliberate change of play, record
# them again with that script's --record.
# 9x9, even game, komi 7.5: the engine plays both sides (tree reuse between moves)
boardsize 9
clear_board
komi 7.5
1 genmove b
#? [E5]
2 genmove w
#? [E7]
3 genmove b
#? [E3]
4 genmove w
#? [E2]
5 genmove b
#? [D2]
6 genmove w
#? [F3]
7 genmove b
#? [E4]
8 genmove w
#? [G4]
9 genmove b
#? [G5]
10 genmove w
#? [H5]
11 genmove b
#? [G6]
12 genmove w
#? [H6]
13 genmove b
#? [G7]
14 genmove w
#? [H7]
15 genmove b
#? [H8]
16 genmove w
#? [J8]
17 genmove b
#? [G8]
18 genmove w
#? [F2]
19 genmove b
#? [D7]
20 genmove w
#? [D6]
21 genmove b
#? [C7]
22 genmove w
#? [E6]
23 genmove b
#? [E8]
24 genmove w
#? [C6]
25 genmove b
#? [C4]
26 genmove w
#? [B7]
27 genmove b
#? [B8]
28 genmove w
#? [B6]
29 genmove b
#? [F5]
30 genmove w
#? [A8]
31 final_score
#? [W\+0\.5]
# 9x9 regression queries: a fresh search each
boardsize 9
clear_board
komi 6.5
play b E5
play w C4
play b D3
32 reg_genmove w
#? [C3]
33 reg_genmove b
#? [C3]
# 9x9 endings: passing when the count wins, cleanup captures dead stones first
loadsgf ../conformance/sgf/dead9.sgf
34 genmove w
#? [G6]
35 genmove b
#? [C6]
36 genmove w
#? [G4]
loadsgf ../conformance/sgf/dead9.sgf
37 kgs-genmove_cleanup w
#? [G6]
38 kgs-genmove_cleanup b
#? [C6]
# 19x19, even game
boardsize 19
clear_board
komi 7.5
39 genmove b
#? [R3]
40 genmove w
#? [D3]
41 genmove b
#? [D16]
42 genmove w
#? [Q16]
43 genmove b
#? [R14]
44 genmove w
#? [O17]
45 genmove b
#? [D5]
46 genmove w
#? [C5]
47 genmove b
#? [C6]
48 genmove w
#? [C4]
49 genmove b
#? [D6]
50 genmove w
#? [F3]
51 genmove b
#? [D10]
52 genmove w
#? [F17]
53 genmove b
#? [D14]
54 genmove w
#? [J16]
# 19x19, four handicap stones: White's bonus (komi, compensation, dynamic komi)
boardsize 19
clear_board
komi 0.5
fixed_handicap 4
55 genmove w
#? [C6]
56 genmove b
#? [F3]
57 genmove w
#? [R6]
58 genmove b
#? [O3]
59 genmove w
#? [O17]
60 genmove b
#? [O16]
61 genmove w
#? [N16]
62 genmove b
#? [O15]
63 genmove w
#? [P17]
64 genmove b
#? [Q17]
65 genmove w
#? [K17]
66 genmove b
#? [N17]
67 genmove w
#? [N18]
68 genmove b
#? [M17]
69 genmove w
#? [M18]
70 genmove b
#? [L17]
# 9x9, three handicap stones placed freely
boardsize 9
clear_board
komi 0.5
place_free_handicap 3
71 genmove w
#? [E7]
72 genmove b
#? [F5]
73 genmove w
#? [D7]
74 genmove b
#? [C6]
75 genmove w
#? [C8]
76 genmove b
#? [B8]
77 genmove w
#? [D8]
78 genmove b
#? [F8]
79 genmove w
#? [B9]
80 genmove b
#? [A8]
