// GoGui's gogui-play_sequence, gogui-setup and gogui-setup_player through GtpEngine::handleLine,
// in the forms GoGui's GtpSynchronizer sends them (uppercase colours, "B PASS"): the rules on
// every move, all-or-nothing failures, the setup position in the superko record.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "baseline_player.h"
#include "engine.h"

using namespace tianyuan;

namespace {

GtpEngine makeEngine(const Clock& wall = GtpEngine::defaultClock()) {
    EngineOptions options;
    options.seed = 42;
    options.statusPlayouts = 200;
    return GtpEngine(options, std::make_unique<BaselineRandomPlayer>(42), wall);
}

// The answer text without "= " / "? " and the trailing empty line.
std::string answerText(GtpEngine& e, const std::string& line, char status) {
    const std::string answer = e.handleLine(line);
    INFO(line << " -> " << answer);
    REQUIRE(answer.size() >= 4);
    CHECK(answer[0] == status);
    return answer.substr(answer.find(' ') + 1, answer.size() - answer.find(' ') - 3);
}
std::string ok(GtpEngine& e, const std::string& line) {
    return answerText(e, line, '=');
}
std::string fail(GtpEngine& e, const std::string& line) {
    return answerText(e, line, '?');
}

// The whole game as the engine would save it (first position, side to move, every move, komi,
// handicap), the current stones, the side to move and the simple-ko point.
std::string fullState(GtpEngine& e) {
    const GameHistory& g = e.state().game;
    return ok(e, "printsgf") + "|" + g.board().snapshot() + "|" +
           std::string(colorName(g.toMove())) + "|" + std::to_string(g.board().koPoint()) + "|" +
           std::to_string(g.moves().size());
}

// A ko on 9x9 (rules_ko.tst): Black C5 D6 D4 and White F5 E6 E4 around D5/E5, Black E5 in atari,
// White D5 takes it (move 8), threats at G7/G6, Black E5 takes back (move 11), two passes. White
// D5 now would repeat the position after move 10: superko.
const std::vector<std::string> KO_MOVES = {"B C5", "B D6",   "B D4",  "W F5", "W E6",
                                           "W E4", "B E5",   "W D5",  "B G7", "W G6",
                                           "B E5", "W PASS", "B PASS"};

// The first n moves of KO_MOVES, space separated.
std::string koMoves(size_t n) {
    std::string out;
    for (size_t i = 0; i < n; ++i) out += (i ? " " : "") + KO_MOVES[i];
    return out;
}

}  // namespace

TEST_CASE("gogui-play_sequence plays the moves as the same play commands would") {
    GtpEngine bySequence = makeEngine();
    GtpEngine byPlay = makeEngine();
    for (GtpEngine* e : {&bySequence, &byPlay}) ok(*e, "boardsize 9");
    CHECK(ok(bySequence, "gogui-play_sequence " + koMoves(13)) == "");
    for (const std::string& move : KO_MOVES) ok(byPlay, "play " + move);
    CHECK(fullState(bySequence) == fullState(byPlay));
    CHECK(bySequence.state().game.moves().size() == 13);
    // Both captures happened: E5 taken by White's D5, then D5 by Black's E5.
    CHECK(ok(bySequence, "list_stones black") == "G7 D6 C5 E5 D4");
    CHECK(ok(bySequence, "list_stones white") == "E6 G6 F5 E4");
    CHECK(ok(bySequence, "showboard").find("white to move, move 14,") != std::string::npos);
    // Lowercase, long colour names and a single move are accepted too; so is an empty sequence.
    ok(bySequence, "gogui-play_sequence white a1 black pass");
    ok(bySequence, "gogui-play_sequence b J9");
    ok(bySequence, "gogui-play_sequence");
    CHECK(bySequence.state().game.moves().size() == 16);
    // Moves of one colour in a row, as GoGui sends them without its fill-passes option.
    ok(bySequence, "gogui-play_sequence W A9 W B9");
    CHECK(bySequence.state().game.moves().size() == 18);
}

TEST_CASE("gogui-play_sequence: a move on a point freed by a capture earlier in the sequence") {
    GtpEngine e = makeEngine();
    ok(e, "boardsize 9");
    // Black B1 captures White A1; Black's A1 later is legal only because that point was freed.
    ok(e, "gogui-play_sequence B A2 W A1 B B1 W E5 B A1 W B2");
    CHECK(ok(e, "list_stones black") == "A2 A1 B1");
    CHECK(ok(e, "list_stones white") == "E5 B2");
    CHECK(e.state().game.moves().size() == 6);
}

TEST_CASE("gogui-play_sequence is all or nothing") {
    GtpEngine e = makeEngine();
    ok(e, "boardsize 9");
    ok(e, "play B A9");
    ok(e, "play W J1");
    const std::string before = fullState(e);
    const std::pair<std::string, std::string> cases[] = {
        // An illegal move at the end, in the middle and first; the rules' reason is given.
        {"B D4 W D5 B A9", "illegal move 3: B A9 (occupied)"},
        {"B D4 W J1 B D5", "illegal move 2: W J1 (occupied)"},
        {"W A9", "illegal move 1: W A9 (occupied)"},
        // The simple ko: White takes at D5 (move 8), Black retakes at once.
        {koMoves(8) + " B E5", "illegal move 9: B E5 (ko)"},
        // Suicide: Black A1 inside White A2/B1.
        {"W A2 W B1 B A1", "illegal move 3: B A1 (suicide)"},
        // Off the board, and malformed items, all named.
        {"B D4 W K10", "illegal move 2: W K10 (off the board)"},
        {"B D4 W Z99", "syntax error: move 2 'W Z99'"},
        {"B D4 X D5", "syntax error: move 2 'X D5'"},
        {"B D4 W I5", "syntax error: move 2 'W I5'"},
        {"B D4 W", "syntax error: move 2 'W' has no vertex"},
        {"D4 B", "syntax error: move 1 'D4 B'"},
        // Every item is parsed before any is played: the syntax error is the one reported.
        {"B A9 W D5 X", "syntax error: move 3 'X' has no vertex"},
    };
    for (const auto& [moves, message] : cases) {
        CHECK(fail(e, "gogui-play_sequence " + moves) == message);
        CHECK(fullState(e) == before);
    }
    // The failed sequences left no trace: the start of the first one plays now.
    ok(e, "gogui-play_sequence B D4 W D5");
    CHECK(e.state().game.moves().size() == 4);
}

TEST_CASE("gogui-play_sequence: superko inside a sequence and across its start") {
    GtpEngine e = makeEngine();
    ok(e, "boardsize 9");
    CHECK(fail(e, "gogui-play_sequence " + koMoves(13) + " W D5") ==
          "illegal move 14: W D5 (superko)");
    CHECK(e.state().game.moves().empty());
    CHECK(ok(e, "list_stones black") == "");
    // Under the simple ko rule the same cycle is allowed.
    ok(e, "tianyuan-rules ko-rule=simple");
    ok(e, "gogui-play_sequence " + koMoves(13) + " W D5");
    CHECK(e.state().game.moves().size() == 14);
    ok(e, "tianyuan-rules ko-rule=positional");
    // The superko record reaches back before the sequence: the repeated position comes from
    // moves sent earlier by gogui-play_sequence and play.
    ok(e, "gg-undo 14");
    ok(e, "gogui-play_sequence " + koMoves(11));
    ok(e, "play W PASS");
    ok(e, "play B PASS");
    CHECK(fail(e, "gogui-play_sequence W D5") == "illegal move 1: W D5 (superko)");
    CHECK(fail(e, "gogui-play_sequence W PASS B PASS W D5") == "illegal move 3: W D5 (superko)");
    CHECK(e.state().game.moves().size() == 13);
}

TEST_CASE("gogui-play_sequence and the clock: each move as play, nothing on a failure") {
    struct FakeClock : Clock {
        double t = 1000;
        double now() const override { return t; }
    } wall;
    GtpEngine e = makeEngine(wall);
    ok(e, "boardsize 9");
    ok(e, "time_settings 900 0 0");
    const std::string black = ok(e, "genmove b");  // White's clock runs from the answer
    REQUIRE(tryParseVertex(black, 9).value_or(PASS) != PASS);
    CHECK(e.state().clock.running() == Color::WHITE);
    wall.t += 12.25;
    fail(e, "gogui-play_sequence W PASS B PASS W " + black);
    CHECK(e.state().clock.state(Color::WHITE).mainLeft == 900);
    CHECK(e.state().clock.running() == Color::WHITE);
    ok(e, "gogui-play_sequence W PASS B PASS");
    CHECK(e.state().clock.state(Color::WHITE).mainLeft == 887.75);
    CHECK(e.state().clock.state(Color::BLACK).mainLeft == 900);
    CHECK_FALSE(e.state().clock.running().has_value());
}

TEST_CASE("gogui-setup and gogui-setup_player as GoGui sends them after clear_board") {
    GtpEngine e = makeEngine();
    ok(e, "boardsize 9");
    ok(e, "clear_board");
    CHECK(ok(e, "gogui-setup B D5 B E5 W F6") == "");
    CHECK(e.state().game.moves().empty());
    CHECK(e.state().game.handicap() == 0);
    CHECK(ok(e, "list_stones black") == "D5 E5");
    CHECK(ok(e, "list_stones white") == "F6");
    CHECK(e.state().game.toMove() == Color::BLACK);  // until gogui-setup_player
    ok(e, "gogui-setup_player W");
    CHECK(e.state().game.toMove() == Color::WHITE);
    CHECK(ok(e, "showboard")
              .find("white to move, move 1, komi 7.5, black stones 2, white "
                    "stones 1") != std::string::npos);
    ok(e, "gogui-setup_player black");
    CHECK(e.state().game.toMove() == Color::BLACK);
    ok(e, "gogui-setup_player w");
    // Queries on the setup position.
    CHECK(ok(e, "is_legal w D5") == "0");
    CHECK(ok(e, "tianyuan-check_move b F6") == "occupied");
    CHECK(ok(e, "is_legal w E6") == "1");
    // The position is the game's first one: saved as AB/AW with PL, and undo cannot go before it.
    const std::string sgf = ok(e, "printsgf");
    CHECK(sgf.find("AB[de][ee]AW[fd]PL[W]") != std::string::npos);
    CHECK(fail(e, "undo") == "cannot undo");
    ok(e, "gogui-play_sequence W E6 B F5");
    ok(e, "gg-undo 2");
    CHECK(ok(e, "list_stones black") == "D5 E5");
    CHECK(e.state().game.toMove() == Color::WHITE);
    // clear_board forgets it.
    ok(e, "clear_board");
    CHECK(ok(e, "list_stones black") == "");
    CHECK(e.state().game.toMove() == Color::BLACK);
}

TEST_CASE("gogui-setup: the position is the first one of the superko record") {
    // Send two, return one (sgf/send_two.sgf): after B A1 and W C1 (taking A1 and B1), the
    // retake at B1 would recreate the setup position.
    GtpEngine e = makeEngine();
    ok(e, "boardsize 5");
    ok(e, "gogui-setup B C3 B C2 B D2 B B1 B D1 W A3 W B3 W A2 W B2");
    ok(e, "gogui-setup_player B");
    ok(e, "gogui-play_sequence B A1 W C1");
    CHECK(ok(e, "tianyuan-check_move b B1") == "superko");
    CHECK(fail(e, "gogui-play_sequence B B1") == "illegal move 1: B B1 (superko)");
    CHECK(ok(e, "list_stones black") == "C3 C2 D2 D1");
}

TEST_CASE("gogui-setup refuses bad stones and non-empty positions, changing nothing") {
    GtpEngine e = makeEngine();
    ok(e, "boardsize 9");
    const std::string empty = fullState(e);
    const std::pair<const char*, const char*> cases[] = {
        {"B D4 W D4", "illegal setup stone 2: W D4 (occupied)"},
        {"B D4 B D4", "illegal setup stone 2: B D4 (occupied)"},
        {"B E5 B PASS", "illegal setup stone 2: B pass (a pass)"},
        {"B E5 W K10", "illegal setup stone 2: W K10 (off the board)"},
        {"B E5 W Z99", "syntax error: stone 2 'W Z99'"},
        {"B E5 E W5", "syntax error: stone 2 'E W5'"},
        {"B E5 W", "syntax error: stone 2 'W' has no vertex"},
        // A white stone without liberties, and a two-stone white chain without any.
        {"W A1 B A2 B B1", "illegal setup stone 1: W A1 (no liberties)"},
        {"B C1 B C2 B A2 B B2 W A1 W B1", "illegal setup stone 5: W A1 (no liberties)"},
    };
    for (const auto& [stones, message] : cases) {
        CHECK(fail(e, std::string("gogui-setup ") + stones) == message);
        CHECK(fullState(e) == empty);
    }
    // Not on a board with stones (handicap or an earlier setup) nor after a move.
    ok(e, "set_free_handicap C3 G7");
    std::string before = fullState(e);
    CHECK(fail(e, "gogui-setup W E5") == "board not empty");
    CHECK(fullState(e) == before);
    ok(e, "clear_board");
    ok(e, "gogui-setup B E5");
    before = fullState(e);
    CHECK(fail(e, "gogui-setup W D5") == "board not empty");
    CHECK(fullState(e) == before);
    ok(e, "clear_board");
    ok(e, "play B PASS");
    before = fullState(e);
    CHECK(fail(e, "gogui-setup W D5") == "board not empty");
    CHECK(fullState(e) == before);
}

TEST_CASE("gogui-setup_player: a colour, and only before the first move") {
    GtpEngine e = makeEngine();
    ok(e, "boardsize 9");
    ok(e, "set_free_handicap C3 G7");
    // After handicap stones: the handicap stays, only the side to move changes.
    ok(e, "gogui-setup_player B");
    CHECK(e.state().game.handicap() == 2);
    CHECK(e.state().game.toMove() == Color::BLACK);
    const std::string before = fullState(e);
    CHECK(fail(e, "gogui-setup_player") == "syntax error");
    CHECK(fail(e, "gogui-setup_player E") == "syntax error");
    CHECK(fail(e, "gogui-setup_player B W") == "syntax error");
    CHECK(fullState(e) == before);
    ok(e, "play B E5");
    const std::string afterMove = fullState(e);
    CHECK(fail(e, "gogui-setup_player B") == "moves already played");
    CHECK(fullState(e) == afterMove);
}

TEST_CASE("GoGui's attach order: setup, side to move, then the moves in one command") {
    GtpEngine e = makeEngine();
    for (const char* line : {"boardsize 9", "clear_board", "komi 6.5", "time_settings 0 1 0",
                             "gogui-setup B C3 B G7 W E5", "gogui-setup_player W",
                             "gogui-play_sequence W C7 B G3 W E3 B E7"})
        ok(e, line);
    CHECK(e.state().game.moves().size() == 4);
    CHECK(e.state().game.toMove() == Color::WHITE);
    CHECK(ok(e, "list_stones white") == "C7 E5 E3");
    // Later syncs navigate with gg-undo and gogui-play_sequence.
    ok(e, "gg-undo 3");
    ok(e, "gogui-play_sequence B D4 W F4");
    CHECK(ok(e, "list_stones black") == "G7 D4 C3");
    CHECK(e.state().game.moves().size() == 3);
}

TEST_CASE("the GoGui commands are listed and known") {
    GtpEngine e = makeEngine();
    const std::string list = ok(e, "list_commands");
    for (const std::string name : {"gogui-play_sequence", "gogui-setup", "gogui-setup_player"}) {
        CHECK(("\n" + list + "\n").find("\n" + name + "\n") != std::string::npos);
        CHECK(ok(e, "known_command " + name) == "true");
    }
    // GoGui's older name for the sequence command is not ours.
    CHECK(ok(e, "known_command play_sequence") == "false");
}
