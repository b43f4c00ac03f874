# scoring.tst - final_score, final_status_list and tianyuan-count on finished positions whose
# dead-stone judgement is unambiguous (RULES.md, Art. 9 and 11: area counting, komi 7.5 =
# 3 3/4 stones, par = half the board, handicap compensation of N points for N stones).
# GTP results are "B+x", "W+x" or "0" (gomill parses exactly these); final_status_list answers
# one chain per line (stones top row first); tianyuan-count gives the Chinese count.
# The positions use one-point-wide territories ("strips"), so that every chain is clearly
# alive and every invading stone clearly dead.

# ---- 9x9, Black B, D, E columns, White F, H columns: Black area 45, White 36, komi 7.5.
#   9 . X . X X O . O .
#   ...                    (all nine rows alike)
#   1 . X . X X O . O .
boardsize 9
play b B1
play b D1
play b E1
play w F1
play w H1
play b B2
play b D2
play b E2
play w F2
play w H2
play b B3
play b D3
play b E3
play w F3
play w H3
play b B4
play b D4
play b E4
play w F4
play w H4
play b B5
play b D5
play b E5
play w F5
play w H5
play b B6
play b D6
play b E6
play w F6
play w H6
play b B7
play b D7
play b E7
play w F7
play w H7
play b B8
play b D8
play b E8
play w F8
play w H8
play b B9
play b D9
play b E9
play w F9
play w H9
10 final_score
#? [B\+1\.5]
11 tianyuan-count
#? [Black 45 stones, Black wins by 3/4 stone]
12 final_status_list dead
#? []
13 final_status_list seki
#? []
14 final_status_list alive
#? [B9 B8 B7 B6 B5 B4 B3 B2 B1\nD9 E9 D8 E8 D7 E7 D6 E6 D5 E5 D4 E4 D3 E3 D2 E2 D1 E1\nF9 F8 F7 F6 F5 F4 F3 F2 F1\nH9 H8 H7 H6 H5 H4 H3 H2 H1]
# Komi moves the result: 0 = B+9, 9 = a draw "0", 9.5 = W+0.5, -2 = B+11.
15 komi 0
#? []
16 final_score
#? [B\+9]
17 komi 9
#? []
18 final_score
#? [0]
19 tianyuan-count
#? [Black 45 stones, draw]
20 komi 9.5
#? []
21 final_score
#? [W\+0\.5]
22 tianyuan-count
#? [Black 45 stones, White wins by 1/4 stone]
23 komi -2
#? []
24 final_score
#? [B\+11]
25 komi 7.5
#? []
# A dead White stone in Black's strip C and a dead Black stone in White's strip G: listed as
# dead (one per line), not counted, and the score is unchanged.
play w C5
play b G5
30 final_status_list dead
#? [C5\nG5]
31 final_score
#? [B\+1\.5]
32 tianyuan-count
#? [Black 45 stones, Black wins by 3/4 stone]
33 final_status_list alive
#? [B9 B8 B7 B6 B5 B4 B3 B2 B1\nD9 E9 D8 E8 D7 E7 D6 E6 D5 E5 D4 E4 D3 E3 D2 E2 D1 E1\nF9 F8 F7 F6 F5 F4 F3 F2 F1\nH9 H8 H7 H6 H5 H4 H3 H2 H1]
34 final_status_list seki
#? []
# A dead chain of two stones is one line.
play w C7
play w C8
35 final_status_list dead
#? [C8 C7\nC5\nG5]
36 final_score
#? [B\+1\.5]
# Scoring does not change the position.
37 list_stones white
#? [F9 H9 C8 F8 H8 C7 F7 H7 F6 H6 C5 F5 H5 F4 H4 F3 H3 F2 H2 F1 H1]
38 showboard
#? [.*black stones 28, white stones 21]

# The same position loaded from sgf/dead9.sgf (with the dead stones C5 and G5).
390 loadsgf sgf/dead9.sgf
#? [black]
391 final_status_list dead
#? [C5\nG5]
392 final_score
#? [B\+1\.5]
393 tianyuan-count
#? [Black 45 stones, Black wins by 3/4 stone]

# ---- The same split with one-stone walls and open territories (Black E column, White F
# column: Black area 45, White 36). Without invaders all stones are alive: B+1.5.
boardsize 9
play b E1
play w F1
play b E2
play w F2
play b E3
play w F3
play b E4
play w F4
play b E5
play w F5
play b E6
play w F6
play b E7
play w F7
play b E8
play w F8
play b E9
play w F9
40 final_score
#? [B\+1\.5]
41 tianyuan-count
#? [Black 45 stones, Black wins by 3/4 stone]
42 final_status_list dead
#? []
# A lone White stone inside Black's 36-point area (Black to move) is dead: still B+1.5.
# (KGS marks dead stones with final_status_list dead; gomill scores with final_score.)
play w B5
43 final_status_list dead
#? [B5]
44 final_score
#? [B\+1\.5]

# ---- Handicap compensation (RULES.md: with N >= 2 handicap stones White receives N points).
# 9x9, 3 free handicap stones B1 B2 B3 that become part of Black's wall, komi 0. Black area 42
# (columns A-D and E1-E6), White 39: 42 - 39 - 3 = 0, a draw; in Chinese terms Black needs
# 40 1/2 + 1 1/2 = 42.
#   9 . X . X O O . O .
#   7 . X . X O O . O .
#   6 . X . X X O . O .
#   1 . X . X X O . O .
boardsize 9
komi 0
set_free_handicap B1 B2 B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play w E7
play w E8
play w E9
play w F1
play w H1
play w F2
play w H2
play w F3
play w H3
play w F4
play w H4
play w F5
play w H5
play w F6
play w H6
play w F7
play w H7
play w F8
play w H8
play w F9
play w H9
50 final_score
#? [0]
51 tianyuan-count
#? [Black 42 stones, draw]
52 final_status_list dead
#? []
# Compensation n-1 (AGA style): 2 points; none: 0 points.
53 tianyuan-rules handicap-compensation=n-1
#? []
54 final_score
#? [B\+1]
55 tianyuan-count
#? [Black 42 stones, Black wins by 1/2 stone]
56 tianyuan-rules handicap-compensation=none
#? []
57 final_score
#? [B\+3]
# kgs-rules aga = compensation n-1; tromp-taylor = none; chinese = n.
58 kgs-rules aga
#? []
59 final_score
#? [B\+1]
60 kgs-rules tromp-taylor
#? []
61 final_score
#? [B\+3]
62 kgs-rules chinese
#? []
63 final_score
#? [0]
# With komi 7.5 on top of the compensation: 3 - 7.5 - 3 = W+7.5.
64 komi 7.5
#? []
65 final_score
#? [W\+7\.5]
66 tianyuan-count
#? [Black 42 stones, White wins by 3 3/4 stones]
# The same stones played as moves (no handicap): no compensation, 42 - 39 - 0 = B+3 at komi 0.
boardsize 9
komi 0
play b B1
play b D1
play b B2
play b D2
play b B3
play b D3
play b B4
play b D4
play b B5
play b D5
play b B6
play b D6
play b B7
play b D7
play b B8
play b D8
play b B9
play b D9
play b E1
play b E2
play b E3
play b E4
play b E5
play b E6
play w E7
play w E8
play w E9
play w F1
play w H1
play w F2
play w H2
play w F3
play w H3
play w F4
play w H4
play w F5
play w H5
play w F6
play w H6
play w F7
play w H7
play w F8
play w H8
play w F9
play w H9
67 final_score
#? [B\+3]
68 tianyuan-count
#? [Black 42 stones, Black wins by 1 1/2 stones]
komi 7.5
# Fixed handicap stones count the same way. fixed_handicap 2 on 9x9 is C3 G7: here C3 lies
# in Black's strip C, G7 alone in White's strip G (dead). Black B, D, E columns, White F, H
# columns: Black area 45, White 36, komi 0, compensation 2: 45 - 36 - 2 = B+7.
boardsize 9
komi 0
70 fixed_handicap 2
#? [C3 G7]
play w F1
play b B1
play b D1
play b E1
play w H1
play w F2
play b B2
play b D2
play b E2
play w H2
play w F3
play b B3
play b D3
play b E3
play w H3
play w F4
play b B4
play b D4
play b E4
play w H4
play w F5
play b B5
play b D5
play b E5
play w H5
play w F6
play b B6
play b D6
play b E6
play w H6
play w F7
play b B7
play b D7
play b E7
play w H7
play w F8
play b B8
play b D8
play b E8
play w H8
play w F9
play b B9
play b D9
play b E9
play w H9
71 final_status_list dead
#? [G7]
72 final_score
#? [B\+7]
73 tianyuan-count
#? [Black 45 stones, Black wins by 3 1/2 stones]
komi 7.5

# ---- 19x19 Chinese counts (loaded positions; par 180 1/2, komi 3 3/4 stones).
# Black area 185: "Black 185 stones, Black wins by 3/4 stone" = B+1.5.
80 loadsgf sgf/wall19_185.sgf
#? [black]
81 tianyuan-count
#? [Black 185 stones, Black wins by 3/4 stone]
82 final_score
#? [B\+1\.5]
83 final_status_list dead
#? []
# Black area 184: "White wins by 1/4 stone" = W+0.5.
84 loadsgf sgf/wall19_184.sgf
#? [black]
85 tianyuan-count
#? [Black 184 stones, White wins by 1/4 stone]
86 final_score
#? [W\+0\.5]
# Black 184 and one dame point shared: 184 1/2 stones, Black wins by 1/4 stone = B+0.5.
87 loadsgf sgf/wall19_184h.sgf
#? [black]
88 tianyuan-count
#? [Black 184 1/2 stones, Black wins by 1/4 stone]
89 final_score
#? [B\+0\.5]
# The same 185 position built with play commands gives the same count (the komi came from the
# file: 7.5).
boardsize 19
play b B1
play b B2
play b B3
play b B4
play b B5
play b B6
play b B7
play b B8
play b B9
play b B10
play b B11
play b B12
play b B13
play b B14
play b B15
play b B16
play b B17
play b B18
play b B19
play b D1
play b D2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b D10
play b D11
play b D12
play b D13
play b D14
play b D15
play b D16
play b D17
play b D18
play b D19
play b F1
play b F2
play b F3
play b F4
play b F5
play b F6
play b F7
play b F8
play b F9
play b F10
play b F11
play b F12
play b F13
play b F14
play b F15
play b F16
play b F17
play b F18
play b F19
play b H1
play b H2
play b H3
play b H4
play b H5
play b H6
play b H7
play b H8
play b H9
play b H10
play b H11
play b H12
play b H13
play b H14
play b H15
play b H16
play b H17
play b H18
play b H19
play b J1
play b J2
play b J3
play b J4
play b J5
play b J6
play b J7
play b J8
play b J9
play b J10
play b J11
play b J12
play b J13
play b J14
play b J15
play b J16
play b J17
play b J18
play b J19
play b K1
play b K2
play b K3
play b K4
play b K5
play b K6
play b K7
play b K8
play b K9
play b K10
play b K11
play b K12
play b K13
play b K14
play w K15
play w K16
play w K17
play w K18
play w K19
play w L1
play w L2
play w L3
play w L4
play w L5
play w L6
play w L7
play w L8
play w L9
play w L10
play w L11
play w L12
play w L13
play w L14
play w L15
play w L16
play w L17
play w L18
play w L19
play w N1
play w N2
play w N3
play w N4
play w N5
play w N6
play w N7
play w N8
play w N9
play w N10
play w N11
play w N12
play w N13
play w N14
play w N15
play w N16
play w N17
play w N18
play w N19
play w P1
play w P2
play w P3
play w P4
play w P5
play w P6
play w P7
play w P8
play w P9
play w P10
play w P11
play w P12
play w P13
play w P14
play w P15
play w P16
play w P17
play w P18
play w P19
play w R1
play w R2
play w R3
play w R4
play w R5
play w R6
play w R7
play w R8
play w R9
play w R10
play w R11
play w R12
play w R13
play w R14
play w R15
play w R16
play w R17
play w R18
play w R19
90 tianyuan-count
#? [Black 185 stones, Black wins by 3/4 stone]
91 final_score
#? [B\+1\.5]
# A dead White stone in Black's strip E and a dead Black stone in White's strip S change
# nothing.
play w E10
play b S10
92 final_status_list dead
#? [E10\nS10]
93 tianyuan-count
#? [Black 185 stones, Black wins by 3/4 stone]
94 final_score
#? [B\+1\.5]
# Komi 5.5 (chinese-1988, 2 3/4 stones): Black wins by 1 3/4 stones = B+3.5.
95 komi 5.5
#? []
96 tianyuan-count
#? [Black 185 stones, Black wins by 1 3/4 stones]
97 final_score
#? [B\+3\.5]

# ---- Empty board: everything is shared (dame), so only komi counts.
boardsize 19
komi 7.5
100 final_score
#? [W\+7\.5]
101 tianyuan-count
#? [Black 180 1/2 stones, White wins by 3 3/4 stones]
102 final_status_list alive
#? []
