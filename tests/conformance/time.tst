# time.tst - time_settings, kgs-time_settings and time_left are accepted in every form the
# clients send (CLIENTS.md 0.9, 2.1, 4.1, 4.2, 7; RULES.md clocks), and move generation still
# answers under them. The stored values are not visible through GTP, so these tests check that
# each command succeeds (empty answer) and that genmove works afterwards.

# time_settings main byo stones (GTP v2): "0 1 0" = no time limit (GoGui, twogtp without a
# clock); "T 0 0" = absolute time (CGOS); "M B S" = Canadian byo-yomi.
10 time_settings 0 1 0
#? []
11 time_settings 900 0 0
#? []
12 time_settings 300 30 5
#? []
13 time_settings 0 0 0
#? []
14 time_settings 1800 600 25
#? []
# Fractional seconds are accepted as well.
15 time_settings 10.5 2.5 1
#? []

# kgs-time_settings none | absolute M | byoyomi M P N | canadian M T S.
20 kgs-time_settings none
#? []
21 kgs-time_settings absolute 600
#? []
22 kgs-time_settings byoyomi 600 30 5
#? []
23 kgs-time_settings canadian 600 300 25
#? []
24 kgs-time_settings byoyomi 0 10 1
#? []
25 kgs-time_settings absolute 0
#? []

# time_left color time stones: main time (stones 0), byo-yomi (KGS byoyomi: periods left,
# e.g. "time_left b 25 3"), any colour spelling.
kgs-time_settings byoyomi 600 30 5
30 time_left b 25 3
#? []
31 time_left w 600 0
#? []
32 time_left black 12 1
#? []
33 time_left WHITE 30 5
#? []
# GoGui sends "time_left b 0 0" with no clock; CGOS sends fractional seconds; a clock that
# has run over may give a negative time.
34 time_left b 0 0
#? []
35 time_left w 12.75 0
#? []
36 time_left b -1 0
#? []
37 time_left w -0.5 0
#? []

# CGOS sequence: absolute time, time_left before each genmove, lowercase play (a1: a point no
# engine opens on, so the reply to genmove is always legal).
boardsize 9
komi 7.5
time_settings 900 0 0
clear_board
40 time_left b 899.5 0
#? []
41 genmove b
#? [[A-HJ][1-9]]
42 play w a1
#? []
43 time_left b 0.2 0
#? []
44 genmove b
#? [[A-HJ][1-9]|pass]
45 showboard
#? [.*white to move, move 4,.*]

# KGS sequence: kgs-time_settings byoyomi, then time_left in byo-yomi, genmove answers.
boardsize 9
clear_board
kgs-time_settings byoyomi 0 30 5
46 time_left w 25 3
#? []
47 genmove w
#? [[A-HJ][1-9]]
48 time_left b 1 1
#? []
49 genmove b
#? [[A-HJ][1-9]|pass]

# GoGui: no clock ("time_settings 0 1 0"), time_left b 0 0, genmove still answers.
boardsize 9
clear_board
time_settings 0 1 0
50 time_left b 0 0
#? []
51 genmove b
#? [[A-HJ][1-9]]

# Time settings survive clear_board and boardsize (they are not game state), and a new
# time_settings replaces the old one: still accepted in any order.
52 clear_board
#? []
53 time_left w 10 0
#? []
54 boardsize 13
#? []
55 genmove w
#? [[A-HJ-N]([1-9]|1[0-3])]
