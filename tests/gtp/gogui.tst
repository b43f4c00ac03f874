# gogui.tst - GoGui's extension commands as GoGui's GtpSynchronizer sends them (GoGui source,
# GtpSynchronizer.java): gogui-play_sequence for many moves at once, gogui-setup right after
# clear_board for set-up stones, then gogui-setup_player; gogui-analyze_commands for the
# Analyze menu. (gogui-regress cannot expect an error answer: the errors, and the state they
# leave unchanged, are checked in tests/test_gtp_gogui.cpp.)

boardsize 9
clear_board
# A sequence with a capture: White's D5 is taken by Black's D6.
10 gogui-play_sequence B D4 W D5 B E5 W E4 B C5 W F4 B D6
#? []
11 list_stones white
#? [E4 F4]
12 list_stones black
#? [D6 C5 E5 D4]

# Set-up stones, then who moves.
clear_board
20 gogui-setup B C3 B C4 W D3 W D4
#? []
21 list_stones black
#? [C4 C3]
22 gogui-setup_player W
#? []
23 genmove w
#? [!pass|resign]
24 list_stones black
#? [C4 C3]

# The Analyze menu: type/label/command lines.
30 gogui-analyze_commands
#? [dboard/Ownership/tianyuan-ownership\ngfx/.*]
31 known_command gogui-interrupt
#? [true]
