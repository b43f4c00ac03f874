// GameHistory rules on concrete positions: global repetition (Art. 6, 20) under the three ko
// settings, passes and the end of the game (Art. 7), undo, setup and handicap stones.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "diagram.h"
#include "positions.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

Rules withKoRule(KoRule rule) {
    Rules r = Rules::chinese();
    r.koRule = rule;
    return r;
}

bool contains(const std::vector<Point>& points, Point p) {
    return std::find(points.begin(), points.end(), p) != points.end();
}

// Plays a move that must be legal, checking it first with checkMove.
void playLegal(GameHistory& h, Color c, const char* vertex) {
    const Point p = std::string(vertex) == "pass" ? PASS : v(vertex, h.board().size());
    INFO(colorLetter(c), " ", vertex);
    REQUIRE(h.checkMove(c, p) == MoveCheck::LEGAL);
    REQUIRE(h.play(c, p) == MoveCheck::LEGAL);
}

// A refused move: play() reports `expected` and changes nothing.
void checkRefused(GameHistory& h, Color c, const char* vertex, MoveCheck expected) {
    const Point p = v(vertex, h.board().size());
    INFO(colorLetter(c), " ", vertex, " expected ", moveCheckText(expected));
    const size_t movesBefore = h.moves().size();
    const uint64_t hashBefore = h.board().hash();
    const std::string diagramBefore = diagramOf(h.board());
    const Color toMoveBefore = h.toMove();
    CHECK(h.checkMove(c, p) == expected);
    CHECK_FALSE(h.isLegal(c, p));
    CHECK_FALSE(contains(h.legalMoves(c), p));
    CHECK(h.play(c, p) == expected);
    CHECK(h.moves().size() == movesBefore);
    CHECK(h.board().hash() == hashBefore);
    CHECK(diagramOf(h.board()) == diagramBefore);
    CHECK(h.toMove() == toMoveBefore);
}

// (TRIPLE_KO: tests/support/positions.h)

// The 6-move cycle, each move a legal ko capture (never the immediate retake of the ko just
// taken): B C7 takes ko1, W B3 takes ko3, B H5 takes ko2, W B7 takes ko1 back, B C3 takes ko3
// back, and W G5 would take ko2 back, recreating TRIPLE_KO exactly with Black to move.
struct Step {
    Color color;
    const char* vertex;
    const char* captured;
};
const Step TRIPLE_KO_CYCLE[6] = {{B, "C7", "B7"}, {W, "B3", "C3"}, {B, "H5", "G5"},
                                 {W, "B7", "C7"}, {B, "C3", "B3"}, {W, "G5", "H5"}};

void playTripleKoFirstFive(GameHistory& h) {
    for (int i = 0; i < 5; ++i) {
        const Step& s = TRIPLE_KO_CYCLE[i];
        playLegal(h, s.color, s.vertex);
        CHECK(h.board().at(v(s.captured, 9)) == Color::EMPTY);
        CHECK(h.board().koPoint() == v(s.captured, 9));  // each capture is a simple ko
        CHECK_FALSE(h.lastMoveRepeated());
    }
}

// Send two, return one (5x5). Black throws in at A1, making A1-B1 a two-stone chain with the
// single liberty C1; White captures the two at C1; the White stone on C1 then has only B1, and
// Black's retake at B1 captures it (one stone, but B1 then has two liberties, so it is no simple
// ko) and recreates SEND_TWO exactly, now with White to move.
const char* SEND_TWO = R"(
    . . . . .
    . . . . .
    O O X . .
    O O X X .
    . X . X .)";

void sendTwoTakeTwo(GameHistory& h) {
    playLegal(h, B, "A1");  // send two
    CHECK(h.board().liberties(v("A1", 5)) == 1);
    playLegal(h, W, "C1");  // take two
    CHECK(h.board().at(v("A1", 5)) == Color::EMPTY);
    CHECK(h.board().at(v("B1", 5)) == Color::EMPTY);
    CHECK(h.board().liberties(v("C1", 5)) == 1);
    CHECK(h.board().koPoint() == PASS);
    CHECK(h.board().isLegal(B, v("B1", 5)));  // the board alone sees no ko
}

}  // namespace

TEST_CASE("history: triple ko is refused by positional superko") {
    GameHistory h = historyFromDiagram(TRIPLE_KO, B);
    playTripleKoFirstFive(h);
    CHECK(h.checkMove(W, v("B3", 9)) == MoveCheck::KO);  // the ko just taken
    const std::vector<Point> legal = h.legalMoves(W);
    CHECK(contains(legal, v("E5", 9)));
    CHECK_FALSE(contains(legal, v("G5", 9)));
    CHECK_FALSE(contains(legal, v("B3", 9)));
    checkRefused(h, W, "G5", MoveCheck::SUPERKO);
    playLegal(h, W, "pass");  // White may still pass
}

TEST_CASE("history: triple ko is refused by situational superko (same player to move)") {
    GameHistory h = historyFromDiagram(TRIPLE_KO, B, withKoRule(KoRule::SITUATIONAL));
    playTripleKoFirstFive(h);
    checkRefused(h, W, "G5", MoveCheck::SUPERKO);
}

TEST_CASE("history: triple ko cycles under the simple ko rule and is reported") {
    GameHistory h = historyFromDiagram(TRIPLE_KO, B, withKoRule(KoRule::SIMPLE));
    playTripleKoFirstFive(h);
    CHECK(h.checkMove(W, v("B3", 9)) == MoveCheck::KO);  // simple ko still applies
    CHECK(contains(h.legalMoves(W), v("G5", 9)));
    playLegal(h, W, "G5");
    CHECK(diagramOf(h.board()) == normalizeDiagram(TRIPLE_KO));
    CHECK(h.board().hash() == boardFromDiagram(TRIPLE_KO).hash());
    CHECK(h.lastMoveRepeated());
    // The cycle can go round again; every move now repeats an earlier position.
    playLegal(h, B, "C7");
    CHECK(h.lastMoveRepeated());
    playLegal(h, W, "E5");  // a new stone: a new position
    CHECK_FALSE(h.lastMoveRepeated());
    CHECK(h.moves().size() == 8);
}

TEST_CASE("history: send two, return one") {
    SUBCASE("refused under positional superko") {
        GameHistory h = historyFromDiagram(SEND_TWO, B);
        sendTwoTakeTwo(h);
        checkRefused(h, B, "B1", MoveCheck::SUPERKO);
        playLegal(h, B, "E5");  // elsewhere is fine
    }
    SUBCASE("allowed under the simple ko rule, and reported as a repetition") {
        GameHistory h = historyFromDiagram(SEND_TWO, B, withKoRule(KoRule::SIMPLE));
        sendTwoTakeTwo(h);
        CHECK_FALSE(h.lastMoveRepeated());
        playLegal(h, B, "B1");
        CHECK(diagramOf(h.board()) == normalizeDiagram(SEND_TWO));
        CHECK(h.lastMoveRepeated());
    }
    SUBCASE("allowed under situational superko: the arrangement recurs with White to move") {
        // The start had Black to move; after the retake White is to move, so the whole
        // situation is new.
        GameHistory h = historyFromDiagram(SEND_TWO, B, withKoRule(KoRule::SITUATIONAL));
        sendTwoTakeTwo(h);
        playLegal(h, B, "B1");
        CHECK(diagramOf(h.board()) == normalizeDiagram(SEND_TWO));
        CHECK(h.toMove() == W);
    }
}

TEST_CASE("history: situational superko refuses the same arrangement with the same player") {
    // White to move at the start and passes: SEND_TWO has now been seen with either player to
    // move, so the retake (which leaves White to move) is refused under both readings.
    for (const KoRule rule : {KoRule::SITUATIONAL, KoRule::POSITIONAL}) {
        INFO(koRuleName(rule));
        GameHistory h = historyFromDiagram(SEND_TWO, W, withKoRule(rule));
        playLegal(h, W, "pass");
        sendTwoTakeTwo(h);
        checkRefused(h, B, "B1", MoveCheck::SUPERKO);
    }
    // Without the pass (Black simply moving first although White was to play, which the
    // history accepts), the same stones recur with White to move, as at the start.
    GameHistory h = historyFromDiagram(SEND_TWO, W, withKoRule(KoRule::SITUATIONAL));
    sendTwoTakeTwo(h);
    checkRefused(h, B, "B1", MoveCheck::SUPERKO);
}

TEST_CASE("history: a ko retake after passes differs between the ko rules") {
    const char* ko = R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)";
    for (const KoRule rule : {KoRule::POSITIONAL, KoRule::SITUATIONAL, KoRule::SIMPLE}) {
        INFO(koRuleName(rule));
        GameHistory h = historyFromDiagram(ko, B, withKoRule(rule));
        playLegal(h, B, "C3");
        CHECK(h.checkMove(W, v("B3", 5)) == MoveCheck::KO);
        // A pass is never a repetition, even right after a ko capture.
        CHECK(h.checkMove(W, PASS) == MoveCheck::LEGAL);
        CHECK(h.isLegal(W, PASS));
        playLegal(h, W, "pass");
        CHECK_FALSE(h.lastMoveRepeated());
        CHECK(h.consecutivePasses() == 1);
        CHECK_FALSE(h.isOver());
        playLegal(h, B, "pass");
        CHECK(h.consecutivePasses() == 2);
        CHECK(h.isOver());
        // The passes cleared the simple ko, but the retake recreates the start with Black to
        // move: superko (either reading) still refuses it.
        if (rule == KoRule::SIMPLE) {
            playLegal(h, W, "B3");
            CHECK(h.lastMoveRepeated());
            CHECK(h.consecutivePasses() == 0);
            CHECK_FALSE(h.isOver());
        } else {
            checkRefused(h, W, "B3", MoveCheck::SUPERKO);
        }
    }
}

TEST_CASE("history: passes") {
    GameHistory h(9);
    CHECK(h.consecutivePasses() == 0);
    CHECK_FALSE(h.isOver());
    playLegal(h, B, "pass");
    CHECK(h.consecutivePasses() == 1);
    CHECK(h.toMove() == W);
    CHECK_FALSE(h.endedByPasses());
    playLegal(h, W, "D4");
    CHECK(h.consecutivePasses() == 0);
    playLegal(h, B, "pass");
    playLegal(h, W, "pass");
    CHECK(h.consecutivePasses() == 2);
    CHECK(h.endedByPasses());
    CHECK(h.isOver());
    playLegal(h, B, "pass");  // passing again repeats the arrangement, but is still legal
    CHECK(h.consecutivePasses() == 3);
    CHECK_FALSE(h.lastMoveRepeated());
    CHECK(h.moves().size() == 5);
    CHECK(h.moves().back() == Move{B, PASS});
}

TEST_CASE("history: play refuses occupied, suicide, ko and superko without changing state") {
    const char* d = R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . O
        . . . O .)";
    GameHistory h = historyFromDiagram(d, B);
    checkRefused(h, B, "B3", MoveCheck::OCCUPIED);
    checkRefused(h, W, "B3", MoveCheck::OCCUPIED);
    checkRefused(h, B, "E1", MoveCheck::SUICIDE);
    CHECK(h.checkMove(W, v("E1", 5)) == MoveCheck::LEGAL);
    playLegal(h, B, "C3");
    checkRefused(h, W, "B3", MoveCheck::KO);
    checkRefused(h, W, "C3", MoveCheck::OCCUPIED);
    CHECK(moveCheckText(MoveCheck::LEGAL) == "legal");
    CHECK(moveCheckText(MoveCheck::OCCUPIED) == "occupied");
    CHECK(moveCheckText(MoveCheck::SUICIDE) == "suicide");
    CHECK(moveCheckText(MoveCheck::KO) == "ko");
    CHECK(moveCheckText(MoveCheck::SUPERKO) == "superko");

    GameHistory s = historyFromDiagram(SEND_TWO, B);
    sendTwoTakeTwo(s);
    checkRefused(s, B, "B1", MoveCheck::SUPERKO);
    CHECK(s.moves().size() == 2);
}

TEST_CASE("history: suicide setting") {
    const char* d = R"(
        . . . . .
        . . . . .
        . . O . .
        O O . O .
        X . O . .)";
    Rules rules = Rules::chinese();
    rules.suicideAllowed = true;
    GameHistory h = historyFromDiagram(d, B, rules);
    CHECK(h.checkMove(B, v("C2", 5)) == MoveCheck::SUICIDE);  // a lone stone: still refused
    CHECK(h.checkMove(B, v("B1", 5)) == MoveCheck::LEGAL);    // two stones: allowed
    playLegal(h, B, "B1");
    CHECK(h.board().stoneCount(B) == 0);
    CHECK(h.moves().size() == 1);
    GameHistory strict = historyFromDiagram(d, B);
    checkRefused(strict, B, "B1", MoveCheck::SUICIDE);
}

TEST_CASE("history: colours need not alternate") {
    GameHistory h(9);
    playLegal(h, B, "C3");
    playLegal(h, B, "D4");
    CHECK(h.toMove() == W);
    playLegal(h, W, "E5");
    playLegal(h, W, "F6");
    CHECK(h.toMove() == B);
    CHECK(h.moves().size() == 4);
    CHECK(h.board().stoneCount(B) == 2);
    CHECK(h.board().stoneCount(W) == 2);
    GameHistory w(9);
    playLegal(w, W, "E5");  // White may even move first
    CHECK(w.toMove() == B);
}

TEST_CASE("history: undo across captures restores stones and hash") {
    const char* d = R"(
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .)";
    GameHistory h = historyFromDiagram(d, W);
    const uint64_t startHash = h.board().hash();
    playLegal(h, W, "E5");
    const std::string afterOne = diagramOf(h.board());
    const uint64_t afterOneHash = h.board().hash();
    playLegal(h, B, "C2");  // captures C3
    CHECK(h.board().at(v("C3", 5)) == Color::EMPTY);
    playLegal(h, W, "A1");
    playLegal(h, B, "C3");
    CHECK(h.moves().size() == 4);

    REQUIRE(h.undo(2));
    CHECK(h.board().at(v("C3", 5)) == Color::EMPTY);
    CHECK(h.moves().size() == 2);
    CHECK(h.toMove() == W);
    REQUIRE(h.undo());
    CHECK(diagramOf(h.board()) == afterOne);  // the captured stone is back
    CHECK(h.board().hash() == afterOneHash);
    CHECK(h.board().liberties(v("C3", 5)) == 1);
    CHECK(h.board().stoneCount(W) == 2);
    CHECK(h.toMove() == B);
    REQUIRE(h.undo(1));
    CHECK(diagramOf(h.board()) == normalizeDiagram(d));
    CHECK(h.board().hash() == startHash);
    CHECK(h.moves().empty());
    CHECK(h.toMove() == W);  // the set-up player to move
}

TEST_CASE("history: undo(n) over several moves") {
    GameHistory h = historyFromDiagram(SEND_TWO, B);
    std::vector<std::string> diagrams{diagramOf(h.board())};
    std::vector<uint64_t> hashes{h.board().hash()};
    for (const char* m : {"A1", "C1", "E5", "pass", "A4"}) {
        playLegal(h, h.toMove(), m);
        diagrams.push_back(diagramOf(h.board()));
        hashes.push_back(h.board().hash());
    }
    for (const int n : {2, 1, 2}) {
        const size_t target = h.moves().size() - static_cast<size_t>(n);
        REQUIRE(h.undo(n));
        CHECK(h.moves().size() == target);
        CHECK(diagramOf(h.board()) == diagrams[target]);
        CHECK(h.board().hash() == hashes[target]);
    }
    CHECK(h.moves().empty());
    CHECK(h.toMove() == B);
    // The superko record was unwound with the moves: replaying them works, and the retake is
    // again refused.
    sendTwoTakeTwo(h);
    checkRefused(h, B, "B1", MoveCheck::SUPERKO);
}

TEST_CASE("history: undone positions are forgotten by superko") {
    GameHistory h(5);
    playLegal(h, B, "C3");
    REQUIRE(h.undo());
    CHECK(h.board().stoneCount(B) == 0);
    playLegal(h, B, "C3");  // the position after C3 is no longer part of the game
    CHECK_FALSE(h.lastMoveRepeated());
}

TEST_CASE("history: undo across a ko capture restores the ko state") {
    const char* ko = R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)";
    GameHistory h = historyFromDiagram(ko, B);
    const Point b3 = v("B3", 5), c3 = v("C3", 5);
    playLegal(h, B, "C3");
    CHECK(h.checkMove(W, b3) == MoveCheck::KO);
    playLegal(h, W, "E5");
    CHECK(h.checkMove(W, b3) == MoveCheck::LEGAL);
    playLegal(h, B, "E1");
    CHECK(h.checkMove(W, b3) == MoveCheck::LEGAL);

    REQUIRE(h.undo(2));  // back to just after the ko capture
    CHECK(h.board().koPoint() == b3);
    CHECK(h.board().koColor() == W);
    checkRefused(h, W, "B3", MoveCheck::KO);
    REQUIRE(h.undo());  // before the capture: Black may capture, White's B3 is occupied
    CHECK(diagramOf(h.board()) == normalizeDiagram(ko));
    CHECK(h.board().koPoint() == PASS);
    CHECK(h.checkMove(B, c3) == MoveCheck::LEGAL);
    playLegal(h, B, "C3");
    checkRefused(h, W, "B3", MoveCheck::KO);
    playLegal(h, W, "E5");
    playLegal(h, B, "E1");
    playLegal(h, W, "B3");  // the retake after the exchange, as before
    CHECK(h.checkMove(B, c3) == MoveCheck::KO);
    REQUIRE(h.undo());
    CHECK(h.checkMove(W, b3) == MoveCheck::LEGAL);
    CHECK(h.board().koPoint() == PASS);
}

TEST_CASE("history: undo with too little to undo changes nothing") {
    GameHistory empty(9);
    CHECK_FALSE(empty.undo());
    CHECK_FALSE(empty.undo(1));
    CHECK(empty.moves().empty());
    CHECK(empty.board().hash() == 0);
    CHECK(empty.toMove() == B);

    GameHistory h = historyFromDiagram(SEND_TWO, B);
    playLegal(h, B, "A1");
    playLegal(h, W, "C1");
    const std::string before = diagramOf(h.board());
    const uint64_t hash = h.board().hash();
    CHECK_FALSE(h.undo(3));
    CHECK(h.moves().size() == 2);
    CHECK(diagramOf(h.board()) == before);
    CHECK(h.board().hash() == hash);
    CHECK(h.toMove() == B);
    CHECK(h.checkMove(B, v("B1", 5)) == MoveCheck::SUPERKO);  // the record is intact too
}

TEST_CASE("history: undo of a resignation") {
    GameHistory h(9);
    playLegal(h, B, "E5");
    const uint64_t hash = h.board().hash();
    h.resign(W);
    CHECK(h.isOver());
    CHECK_FALSE(h.endedByPasses());  // over, but not passed out
    CHECK(h.resigned() == W);
    REQUIRE(h.undo());
    CHECK_FALSE(h.resigned().has_value());
    CHECK_FALSE(h.isOver());
    CHECK(h.moves().size() == 1);
    CHECK(h.board().hash() == hash);
    CHECK(h.toMove() == W);

    h.resign(W);
    REQUIRE(h.undo(2));  // the resignation and the move
    CHECK_FALSE(h.resigned().has_value());
    CHECK(h.moves().empty());
    CHECK(h.board().hash() == 0);

    h.resign(B);
    CHECK_FALSE(h.undo(2));  // only the resignation exists
    CHECK(h.resigned() == B);
}

TEST_CASE("history: setPosition seeds the superko record") {
    const Board position = boardFromDiagram(SEND_TWO);
    GameHistory h(5);
    playLegal(h, B, "E5");
    REQUIRE(h.setPosition(position, B));
    CHECK(h.moves().empty());
    CHECK(h.toMove() == B);
    CHECK(diagramOf(h.initialBoard()) == normalizeDiagram(SEND_TWO));
    CHECK(h.board().hash() == position.hash());
    sendTwoTakeTwo(h);
    // Only the set-up position has these stones: the retake is refused because it was seeded.
    checkRefused(h, B, "B1", MoveCheck::SUPERKO);
    // A position is not forgotten when the history is restarted from itself by undo.
    REQUIRE(h.undo(2));
    sendTwoTakeTwo(h);
    checkRefused(h, B, "B1", MoveCheck::SUPERKO);
}

TEST_CASE("history: setPosition refuses bad positions and keeps the state") {
    GameHistory h(5);
    playLegal(h, B, "C3");
    const uint64_t hash = h.board().hash();
    CHECK_FALSE(h.setPosition(boardFromDiagram(". . .\n. . .\n. X ."), W));  // size 3 vs 5
    const Board noLiberty = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . . . .
        O . . . .
        X O . . .)");
    CHECK_FALSE(h.setPosition(noLiberty, W));
    CHECK(h.moves().size() == 1);
    CHECK(h.board().hash() == hash);
    CHECK(h.toMove() == W);
}

TEST_CASE("history: placeHandicap") {
    GameHistory h(9);
    const std::vector<Point> stones{v("C3", 9), v("G7", 9), v("C7", 9)};
    REQUIRE(h.placeHandicap(stones));
    CHECK(h.handicap() == 3);
    CHECK(h.toMove() == W);
    CHECK(h.moves().empty());
    CHECK(h.board().stoneCount(B) == 3);
    for (const Point p : stones) CHECK(h.board().at(p) == B);
    CHECK(h.initialBoard().hash() == h.board().hash());
    const uint64_t hash = h.board().hash();

    // A second call finds the board not empty.
    CHECK_FALSE(h.placeHandicap({v("G3", 9), v("E5", 9)}));
    CHECK(h.handicap() == 3);
    CHECK(h.board().hash() == hash);
    CHECK(h.toMove() == W);

    GameHistory d(9);
    CHECK_FALSE(d.placeHandicap({v("C3", 9), v("G7", 9), v("C3", 9)}));  // duplicate
    CHECK_FALSE(d.placeHandicap({v("C3", 9), PASS}));                    // not on the board
    CHECK(d.handicap() == 0);
    CHECK(d.board().stoneCount(B) == 0);
    CHECK(d.toMove() == B);

    GameHistory moved(9);
    playLegal(moved, B, "pass");  // a move (even a pass) was played: too late for handicap
    CHECK_FALSE(moved.placeHandicap({v("C3", 9), v("G7", 9)}));
    CHECK(moved.handicap() == 0);
    CHECK(moved.board().stoneCount(B) == 0);
    CHECK(moved.moves().size() == 1);

    GameHistory setUp(9);
    Board withStone(9);
    withStone.placeStone(W, v("E5", 9));
    REQUIRE(setUp.setPosition(withStone, B));
    CHECK_FALSE(setUp.placeHandicap({v("C3", 9), v("G7", 9)}));
    CHECK(setUp.handicap() == 0);
    CHECK(setUp.board().hash() == withStone.hash());
}

TEST_CASE("history: placeHandicap seeds the superko record") {
    // 2x2 board, one handicap stone on A1. White captures it and Black retakes with the last
    // liberty of White's three stones, which would bring back exactly the handicap position.
    GameHistory h(2);
    REQUIRE(h.placeHandicap({v("A1", 2)}));
    CHECK(h.handicap() == 1);
    CHECK(h.toMove() == W);
    playLegal(h, W, "B2");
    playLegal(h, B, "pass");
    playLegal(h, W, "A2");  // A1 and the white pair now share the last liberty B1
    playLegal(h, B, "pass");
    playLegal(h, W, "B1");  // captures A1
    CHECK(h.board().stoneCount(B) == 0);
    CHECK(h.board().liberties(v("B1", 2)) == 1);
    checkRefused(h, B, "A1", MoveCheck::SUPERKO);

    GameHistory simple(2, withKoRule(KoRule::SIMPLE));
    REQUIRE(simple.placeHandicap({v("A1", 2)}));
    for (const char* m : {"B2", "pass", "A2", "pass", "B1"}) playLegal(simple, simple.toMove(), m);
    playLegal(simple, B, "A1");
    CHECK(simple.lastMoveRepeated());
    CHECK(simple.board().stoneCount(W) == 0);
    CHECK(simple.board().stoneCount(B) == 1);
}

TEST_CASE("history: recentMove counts back from the last move, PASS before the first") {
    GameHistory h(9);
    CHECK(h.recentMove(0) == PASS);
    playLegal(h, B, "E5");
    CHECK(h.recentMove(0) == v("E5", 9));
    CHECK(h.recentMove(1) == PASS);
    playLegal(h, W, "pass");
    playLegal(h, B, "C3");
    CHECK(h.recentMove(0) == v("C3", 9));
    CHECK(h.recentMove(1) == PASS);
    CHECK(h.recentMove(2) == v("E5", 9));
    CHECK(h.recentMove(3) == PASS);
}
