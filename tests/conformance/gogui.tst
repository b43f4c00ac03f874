# gogui.tst - GoGui's position commands in the exact forms GoGui's GtpSynchronizer sends them
# (uppercase colours and vertices, "B PASS"): on attach `boardsize`, `clear_board`, `komi`,
# `time_settings`, then `gogui-setup B .. W ..` (black stones first) and `gogui-setup_player B|W`,
# then the moves in one `gogui-play_sequence`; on later syncs `gg-undo n` and another sequence.
# The refusals (illegal moves, bad setups: a failure that changes nothing) cannot be required in
# this format; tests/gtp/test_gtp_gogui_setup.cpp checks them.

# GoGui probes these names in list_commands before it uses them.
10 known_command gogui-play_sequence
#? [true]
11 known_command gogui-setup
#? [true]
12 known_command gogui-setup_player
#? [true]
13 list_commands
#? [(?=.*^gogui-play_sequence$)(?=.*^gogui-setup$)(?=.*^gogui-setup_player$)(?=.*^gg-undo$).*]

# ---- Attach to a 9x9 game with setup stones, White to move, and four moves.
boardsize 9
clear_board
komi 6.5
time_settings 0 1 0
20 gogui-setup B C3 B G7 B E5 W C7 W G3
#? []
21 gogui-setup_player W
#? []
22 showboard
#? [.*white to move, move 1, komi 6\.5, black stones 3, white stones 2.*]
23 gogui-play_sequence W D6 B F4 W PASS B D4
#? []
24 list_stones black
#? [G7 E5 D4 F4 C3]
25 list_stones white
#? [C7 D6 G3]
26 showboard
#? [.*white to move, move 5,.*]
# The setup is the game's first position: SGF setup properties, then the moves.
27 printsgf
#? [.*AB\[gc\]\[ee\]\[cg\]AW\[cc\]\[gg\]PL\[W\].*;W\[dd\];B\[ff\];W\[(tt)?\];B\[df\].*]
# Navigating back (gg-undo) and to another branch (a new sequence).
28 gg-undo 3
#? []
29 gogui-play_sequence B E7 W E3
#? []
30 list_stones black
#? [E7 G7 E5 C3]
31 showboard
#? [.*black to move, move 4,.*]
# Undo cannot go past the setup position.
32 gg-undo 3
#? []
33 list_stones white
#? [C7 G3]
34 is_legal b E5
#? [0]
35 is_legal w D5
#? [1]

# ---- Captures inside a sequence: White's A1 taken by Black's B1, Black then on A1.
clear_board
40 gogui-play_sequence B A2 W A1 B B1 W E5 B A1
#? []
41 list_stones black
#? [A2 A1 B1]
42 list_stones white
#? [E5]

# ---- The ko of rules_ko.tst in one sequence: White takes at D5, threats, Black retakes, two
# passes; White's D5 now would repeat an earlier position (superko) but a pass is legal.
clear_board
50 gogui-play_sequence B C5 B D6 B D4 W F5 W E6 W E4 B E5 W D5 B G7 W G6 B E5 W PASS B PASS
#? []
51 list_stones white
#? [E6 G6 F5 E4]
52 tianyuan-check_move w D5
#? [superko]
53 is_legal w pass
#? [1]

# ---- The setup position is the first one of the superko record: send two, return one
# (sgf/send_two.sgf as setup stones). B A1, W C1 takes two; B B1 would recreate the setup.
boardsize 5
60 gogui-setup B C3 B C2 B D2 B B1 B D1 W A3 W B3 W A2 W B2
#? []
61 gogui-setup_player B
#? []
62 gogui-play_sequence B A1 W C1
#? []
63 tianyuan-check_move b B1
#? [superko]
64 list_stones black
#? [C3 C2 D2 D1]

# The Analyze menu: type/label/command lines; GoGui's interrupt marker.
70 gogui-analyze_commands
#? [dboard/Ownership/tianyuan-ownership\ngfx/.*]
71 known_command gogui-interrupt
#? [true]
