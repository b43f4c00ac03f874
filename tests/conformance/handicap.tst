# handicap.tst - fixed_handicap, place_free_handicap, set_free_handicap and the game after
# them (GTP v2 sections 4.1.1, 4.1.2, 6.3.2; CLIENTS.md 5 and 6.3).
# fixed_handicap answers the vertices of the GTP spec table in the spec's order (2 = two
# opposite corners D4 Q16, 3 = +D16, 4 = +Q4, 5 = 4 + centre, 6 = 4 + the two sides D10 Q10,
# 7 = 6 + centre, 8 = 6 + K4 K16, 9 = 8 + centre). Corners are on the third line below 13x13
# and on the fourth line from 13x13 on (gomill's table, which voids a game on any difference).
# Handicap stones are Black stones on the board, not moves; White moves next.

# 9x9: every n from 2 to 9, exact list and order.
boardsize 9
clear_board
100 fixed_handicap 2
#? [C3 G7]
clear_board
101 fixed_handicap 3
#? [C3 G7 C7]
clear_board
102 fixed_handicap 4
#? [C3 G7 C7 G3]
clear_board
103 fixed_handicap 5
#? [C3 G7 C7 G3 E5]
clear_board
104 fixed_handicap 6
#? [C3 G7 C7 G3 C5 G5]
clear_board
105 fixed_handicap 7
#? [C3 G7 C7 G3 C5 G5 E5]
clear_board
106 fixed_handicap 8
#? [C3 G7 C7 G3 C5 G5 E3 E7]
clear_board
107 fixed_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
108 list_stones black
#? [C7 E7 G7 C5 E5 G5 C3 E3 G3]
109 showboard
#? [.*white to move, move 1,.*black stones 9, white stones 0]

# 13x13: every n from 2 to 9, exact list and order.
boardsize 13
clear_board
200 fixed_handicap 2
#? [D4 K10]
clear_board
201 fixed_handicap 3
#? [D4 K10 D10]
clear_board
202 fixed_handicap 4
#? [D4 K10 D10 K4]
clear_board
203 fixed_handicap 5
#? [D4 K10 D10 K4 G7]
clear_board
204 fixed_handicap 6
#? [D4 K10 D10 K4 D7 K7]
clear_board
205 fixed_handicap 7
#? [D4 K10 D10 K4 D7 K7 G7]
clear_board
206 fixed_handicap 8
#? [D4 K10 D10 K4 D7 K7 G4 G10]
clear_board
207 fixed_handicap 9
#? [D4 K10 D10 K4 D7 K7 G4 G10 G7]
208 list_stones black
#? [D10 G10 K10 D7 G7 K7 D4 G4 K4]
clear_board
209 fixed_handicap 3
#? [D4 K10 D10]
210 list_stones black
#? [D10 K10 D4]

# 19x19: every n from 2 to 9, exact list and order.
boardsize 19
clear_board
300 fixed_handicap 2
#? [D4 Q16]
clear_board
301 fixed_handicap 3
#? [D4 Q16 D16]
clear_board
302 fixed_handicap 4
#? [D4 Q16 D16 Q4]
clear_board
303 fixed_handicap 5
#? [D4 Q16 D16 Q4 K10]
clear_board
304 fixed_handicap 6
#? [D4 Q16 D16 Q4 D10 Q10]
clear_board
305 fixed_handicap 7
#? [D4 Q16 D16 Q4 D10 Q10 K10]
clear_board
306 fixed_handicap 8
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16]
clear_board
307 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]

# Smaller and even boards: at most 4 stones; 12x12 uses the third line (size < 13), 7x7 too.
boardsize 12
400 fixed_handicap 4
#? [C3 K10 C10 K3]
boardsize 12
401 fixed_handicap 2
#? [C3 K10]
boardsize 7
402 fixed_handicap 4
#? [C3 E5 C5 E3]
boardsize 8
403 fixed_handicap 3
#? [C3 F6 C6]
boardsize 10
404 fixed_handicap 4
#? [C3 H8 C8 H3]
boardsize 11
405 fixed_handicap 9
#? [C3 J9 C9 J3 C6 J6 F3 F9 F6]
boardsize 25
406 fixed_handicap 9
#? [D4 W22 D22 W4 D13 W13 N4 N22 N13]

# The stones are on the board afterwards, White is to move, the move counter has not moved.
boardsize 19
500 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
501 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
502 list_stones white
#? []
503 showboard
#? [.*white to move, move 1,.*black stones 9, white stones 0]
# Handicap stones are not history: undo has nothing to take back, so the stones stay after a
# White move is undone.
504 play w C3
#? []
505 undo
#? []
506 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
507 showboard
#? [.*white to move, move 1,.*]
# A handicap point is occupied.
508 is_legal w K10
#? [0]
509 tianyuan-check_move w D4
#? [occupied]
# printsgf records the handicap: HA[9] and the stones as AB.
510 printsgf
#? [.*HA\[9\].*AB(\[[a-s][a-s]\]){9}.*]
# clear_board removes the handicap and gives the move back to Black.
511 clear_board
#? []
512 list_stones black
#? []
513 showboard
#? [.*black to move, move 1,.*]
# 9x9 fixed handicap 2: White plays next, then Black (genmove for White plays a White stone).
boardsize 9
514 fixed_handicap 2
#? [C3 G7]
515 genmove w
#? [[A-HJ][1-9]|pass]
516 showboard
#? [.*black to move, move 2,.*]
517 list_stones black
#? [G7 C3]
518 list_stones white
#? [[A-HJ][1-9]|]

# place_free_handicap n: the engine chooses n distinct points, answers them, puts them on the
# board (gomill forbids pass and duplicates).
boardsize 19
600 place_free_handicap 2
#? [(?!.*\b(\w+)\b.*\b\1\b)[A-HJ-T]\d{1,2} [A-HJ-T]\d{1,2}]
601 showboard
#? [.*white to move, move 1,.*black stones 2, white stones 0]
clear_board
602 place_free_handicap 9
#? [(?!.*\b(\w+)\b.*\b\1\b)[A-HJ-T]\d{1,2}( [A-HJ-T]\d{1,2}){8}]
603 showboard
#? [.*white to move, move 1,.*black stones 9, white stones 0]
# More stones than any fixed layout: still n distinct points (n is not huge).
clear_board
604 place_free_handicap 13
#? [(?!.*\b(\w+)\b.*\b\1\b)[A-HJ-T]\d{1,2}( [A-HJ-T]\d{1,2}){12}]
605 showboard
#? [.*white to move, move 1,.*black stones 13, white stones 0]
boardsize 9
606 place_free_handicap 4
#? [(?!.*\b(\w+)\b.*\b\1\b)[A-HJ]\d( [A-HJ]\d){3}]
607 showboard
#? [.*white to move, move 1,.*black stones 4, white stones 0]
608 printsgf
#? [.*HA\[4\].*]

# set_free_handicap: the controller's points (any case) become Black stones; White moves next.
boardsize 9
700 set_free_handicap A1 b2 C3
#? []
701 list_stones black
#? [C3 B2 A1]
702 showboard
#? [.*white to move, move 1,.*black stones 3, white stones 0]
# White replies with play or genmove (gomill sends set_free_handicap to White, then genmove w).
703 play w E5
#? []
704 showboard
#? [.*black to move, move 2,.*black stones 3, white stones 1]
705 genmove b
#? [[A-HJ][1-9]|pass]
706 list_stones white
#? [E5]
707 printsgf
#? [.*HA\[3\].*AB\[cg\]\[bh\]\[ai\].*;W\[ee\].*]
# genmove for White right after set_free_handicap.
boardsize 9
708 set_free_handicap E5 D4
#? []
709 genmove w
#? [[A-HJ][1-9]|pass]
710 list_stones black
#? [E5 D4]
711 list_stones white
#? [[A-HJ][1-9]|]
712 showboard
#? [.*black to move, move 2,.*]
# Sabaki sends the sorted, deduplicated list; any order is accepted.
boardsize 19
713 set_free_handicap Q16 D4 D16 Q4
#? []
714 list_stones black
#? [D16 Q16 D4 Q4]
# The largest free handicap on 2x2: size*size-1 stones (one empty point left).
boardsize 2
715 set_free_handicap A1 A2 B1
#? []
716 list_stones black
#? [A2 A1 B1]
# White's only point captures all three (a capture, not suicide).
717 is_legal w B2
#? [1]
718 play w B2
#? []
719 list_stones black
#? []
720 list_stones white
#? [B2]

# Handicap given as consecutive "play b" moves (GoGui/twogtp without set_free_handicap, Sabaki
# setup stones) is accepted: several moves of the same colour in a row.
boardsize 19
800 play b D4
#? []
801 play b Q16
#? []
802 play b D16
#? []
803 list_stones black
#? [D16 Q16 D4]
804 showboard
#? [.*white to move, move 4,.*black stones 3, white stones 0]
805 play w Q4
#? []
