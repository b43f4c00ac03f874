# admin.tst - administrative commands (GTP v2 section 6.3.1 and the client extensions of
# CLIENTS.md 2.3, 3, 4): protocol_version, name, version, known_command, list_commands, the CPU
# time queries (cputime, gomill-cpu_time), gomill-describe_engine and the end-of-game notices
# of KGS and CGOS.

# protocol_version must be exactly 2 (GoGui switches to GTP v1 on anything else).
10 protocol_version
#? [2]

# name: the engine's name, one line.
20 name
#? [Tianyuan]

# version: a dotted version number, one line.
30 version
#? [\d+\.\d+(\.\d+)?\S*]

# known_command: "true" for every standard command and every extension we list.
40 known_command protocol_version
#? [true]
41 known_command name
#? [true]
42 known_command version
#? [true]
43 known_command known_command
#? [true]
44 known_command list_commands
#? [true]
45 known_command quit
#? [true]
46 known_command boardsize
#? [true]
47 known_command clear_board
#? [true]
48 known_command komi
#? [true]
49 known_command fixed_handicap
#? [true]
50 known_command place_free_handicap
#? [true]
51 known_command set_free_handicap
#? [true]
52 known_command play
#? [true]
53 known_command genmove
#? [true]
54 known_command undo
#? [true]
55 known_command time_settings
#? [true]
56 known_command time_left
#? [true]
57 known_command final_score
#? [true]
58 known_command final_status_list
#? [true]
59 known_command loadsgf
#? [true]
60 known_command reg_genmove
#? [true]
61 known_command showboard
#? [true]
62 known_command kgs-time_settings
#? [true]
63 known_command kgs-genmove_cleanup
#? [true]
64 known_command kgs-rules
#? [true]
65 known_command kgs-game_over
#? [true]
66 known_command cgos-gameover
#? [true]
67 known_command cputime
#? [true]
68 known_command gomill-cpu_time
#? [true]
69 known_command gomill-describe_engine
#? [true]
70 known_command gg-undo
#? [true]
71 known_command is_legal
#? [true]
72 known_command list_stones
#? [true]
73 known_command printsgf
#? [true]
74 known_command tianyuan-rules
#? [true]
75 known_command tianyuan-count
#? [true]
76 known_command tianyuan-check_move
#? [true]
# GoGui's interrupt marker and the analysis commands (Leela Zero's, KataGo's).
84 known_command gogui-interrupt
#? [true]
85 known_command kata-analyze
#? [true]
86 known_command lz-genmove_analyze
#? [true]

# known_command: "false" for unknown names, for names differing only in case (command names are
# case sensitive), for GTP v1 names and for GNU Go-only commands.
80 known_command no_such_command
#? [false]
81 known_command GENMOVE
#? [false]
82 known_command genmove_black
#? [false]
83 known_command attack
#? [false]

# list_commands: one command per line, each standard command on a line of its own (MULTILINE:
# ^ and $ match at line breaks), no blank line, no leading/trailing spaces on any line.
90 list_commands
#? [(?=.*^protocol_version$)(?=.*^name$)(?=.*^version$)(?=.*^known_command$)(?=.*^list_commands$)(?=.*^quit$)(?=.*^boardsize$)(?=.*^clear_board$)(?=.*^komi$)(?=.*^play$)(?=.*^genmove$).*]
91 list_commands
#? [(?=.*^fixed_handicap$)(?=.*^place_free_handicap$)(?=.*^set_free_handicap$)(?=.*^undo$)(?=.*^time_settings$)(?=.*^time_left$)(?=.*^final_score$)(?=.*^final_status_list$)(?=.*^loadsgf$)(?=.*^reg_genmove$)(?=.*^showboard$).*]
92 list_commands
#? [(?=.*^kgs-time_settings$)(?=.*^kgs-genmove_cleanup$)(?=.*^kgs-rules$)(?=.*^kgs-game_over$)(?=.*^cgos-gameover$)(?=.*^cputime$)(?=.*^gomill-cpu_time$)(?=.*^gomill-describe_engine$)(?=.*^gg-undo$)(?=.*^is_legal$)(?=.*^list_stones$)(?=.*^printsgf$).*]
93 list_commands
#? [(?=.*^tianyuan-rules$)(?=.*^tianyuan-count$)(?=.*^tianyuan-check_move$).*]
# Every line is a single lowercase command name made of [a-z0-9_-] (no blank line, no spaces).
94 list_commands
#? [[a-z][a-z0-9_-]*(\n[a-z][a-z0-9_-]*)*]
# The list has no GTP v1 names (GoGui would take them as a sign of an old engine).
95 list_commands
#? [!.*^(genmove_black|genmove_white|black|white|help)$.*]

# cputime (GNU Go/GoGui/twogtp) and gomill-cpu_time: CPU seconds as a non-negative float.
100 cputime
#? [\d+(\.\d+)?]
101 gomill-cpu_time
#? [\d+(\.\d+)?]

# gomill-describe_engine: several lines, naming the engine and the active rules.
110 gomill-describe_engine
#? [Tianyuan .*\n.*rules: chinese.*]

# The end-of-game notices are accepted with an empty answer: kgs-game_over has no argument,
# cgos-gameover takes the result.
120 kgs-game_over
#? []
121 cgos-gameover B+Resign
#? []
122 cgos-gameover W+0.5
#? []
123 cgos-gameover B+Time
#? []
# The engine keeps working after the notices (KGS may start another game on the same process).
124 protocol_version
#? [2]
