// Board-level rules on concrete positions: captures (Art. 4), the capture-before-suicide order
// (Art. 4.2), forbidden points (Art. 5, 19), simple ko, eye shapes, hashes and vertex text.
#include <doctest/doctest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "board_difference.h"
#include "diagram.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

// "" when every incremental field of `b` (hash, counts, empty list, chains and their liberties)
// agrees with a board freshly built from b's diagram; otherwise the first difference.
std::string mismatch(const Board& b) {
    const Board fresh = boardFromDiagram(diagramOf(b));
    if (b.hash() != fresh.hash()) return "hash";
    for (const Color c : {Color::BLACK, Color::WHITE})
        if (b.stoneCount(c) != fresh.stoneCount(c)) return "stoneCount";
    if (b.emptyCount() != fresh.emptyCount()) return "emptyCount";
    std::set<Point> empties;
    for (int i = 0; i < b.emptyCount(); ++i) empties.insert(b.emptyAt(i));
    if (static_cast<int>(empties.size()) != b.emptyCount()) return "duplicate in empty list";
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Point p = b.point(x, y);
            const std::string at = formatVertex(p, b.size());
            if (b.at(p) == Color::EMPTY) {
                if (empties.count(p) != 1) return "empty point missing from list: " + at;
                continue;
            }
            if (b.liberties(p) != fresh.liberties(p)) return "liberties at " + at;
            if (b.chainSize(p) != fresh.chainSize(p)) return "chainSize at " + at;
            int n = 0;
            Point q = p;
            do {
                if (b.at(q) != b.at(p) || b.chainHead(q) != b.chainHead(p))
                    return "chain list at " + at;
                q = b.nextInChain(q);
            } while (q != p && ++n <= b.size() * b.size());
            if (n + 1 != b.chainSize(p)) return "chain list length at " + at;
        }
    return "";
}

// A small deterministic random source for random play.
struct XorShift {
    uint64_t state;
    uint64_t operator()() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }
};

// The board must show exactly `diagram`, with all incremental state consistent.
void checkPosition(const Board& b, const char* diagram) {
    CHECK(diagramOf(b) == normalizeDiagram(diagram));
    CHECK(b.hash() == boardFromDiagram(diagram).hash());
    CHECK(mismatch(b) == "");
    CHECK(b.consistencyProblem() == "");
}

// hashAfter(c, p) agrees with play(c, p) for every point c may play at (suicide included).
void checkHashAfterEverywhere(const Board& b) {
    for (const Color c : {Color::BLACK, Color::WHITE}) {
        CHECK(b.hashAfter(c, PASS) == b.hash());
        for (int y = 0; y < b.size(); ++y)
            for (int x = 0; x < b.size(); ++x) {
                const Point p = b.point(x, y);
                if (!b.isLegal(c, p, true)) continue;
                Board after = b;
                after.play(c, p);
                INFO(colorLetter(c), " ", formatVertex(p, b.size()));
                CHECK(b.hashAfter(c, p) == after.hash());
            }
    }
}

}  // namespace

TEST_CASE("board: single-stone capture in the centre") {
    Board b = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .)");
    const int n = 5;
    CHECK(b.liberties(v("B3", n)) == 3);
    CHECK(b.liberties(v("C3", n)) == 1);
    CHECK(b.isLegal(Color::BLACK, v("C2", n)));
    CHECK(b.play(Color::BLACK, v("C2", n)) == 1);
    checkPosition(b, R"(
        . . . . .
        . . X . .
        . X . X .
        . . X . .
        . . . . .)");
    CHECK(b.at(v("C3", n)) == Color::EMPTY);
    CHECK(b.liberties(v("B3", n)) == 4);  // C3 is a new liberty of every capturer
    CHECK(b.liberties(v("C4", n)) == 4);
    CHECK(b.liberties(v("D3", n)) == 4);
    CHECK(b.liberties(v("C2", n)) == 4);
    CHECK(b.stoneCount(Color::BLACK) == 4);
    CHECK(b.stoneCount(Color::WHITE) == 0);
    CHECK(b.emptyCount() == 21);
    CHECK(b.koPoint() == PASS);  // the capturer has four liberties: no ko
}

TEST_CASE("board: multi-stone capture on the edge") {
    Board b = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . . . .
        . X X . .
        X O O . .)");
    const int n = 5;
    CHECK(b.liberties(v("B1", n)) == 1);
    CHECK(b.chainSize(v("C1", n)) == 2);
    CHECK(b.liberties(v("B2", n)) == 4);
    CHECK(b.liberties(v("A1", n)) == 1);
    CHECK(b.play(Color::BLACK, v("D1", n)) == 2);
    checkPosition(b, R"(
        . . . . .
        . . . . .
        . . . . .
        . X X . .
        X . . X .)");
    CHECK(b.liberties(v("B2", n)) == 6);
    CHECK(b.liberties(v("A1", n)) == 2);
    CHECK(b.liberties(v("D1", n)) == 3);
    CHECK(b.stoneCount(Color::BLACK) == 4);
    CHECK(b.stoneCount(Color::WHITE) == 0);
    CHECK(b.emptyCount() == 21);
    CHECK(b.koPoint() == PASS);
}

TEST_CASE("board: captures in the corner") {
    const int n = 5;
    SUBCASE("one stone") {
        Board b = boardFromDiagram(R"(
            O X . . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .)");
        CHECK(b.liberties(v("B5", n)) == 2);
        CHECK(b.play(Color::BLACK, v("A4", n)) == 1);
        checkPosition(b, R"(
            . X . . .
            X . . . .
            . . . . .
            . . . . .
            . . . . .)");
        CHECK(b.liberties(v("B5", n)) == 3);
        CHECK(b.liberties(v("A4", n)) == 3);
        CHECK(b.koPoint() == PASS);
        CHECK(b.emptyCount() == 23);
    }
    SUBCASE("three stones, by White in the opposite corner") {
        Board b = boardFromDiagram(R"(
            . . . . .
            . . . . X
            . . . . .
            . . . O X
            . . O X X)");
        CHECK(b.liberties(v("E1", n)) == 1);
        CHECK(b.chainSize(v("D1", n)) == 3);
        CHECK(b.liberties(v("D2", n)) == 2);
        CHECK(b.liberties(v("C1", n)) == 2);
        CHECK(b.play(Color::WHITE, v("E3", n)) == 3);
        checkPosition(b, R"(
            . . . . .
            . . . . X
            . . . . O
            . . . O .
            . . O . .)");
        CHECK(b.liberties(v("D2", n)) == 4);
        CHECK(b.liberties(v("C1", n)) == 3);
        CHECK(b.liberties(v("E3", n)) == 2);
        CHECK(b.liberties(v("E4", n)) == 2);  // not captured: E5 and D4 remain
        CHECK(b.stoneCount(Color::BLACK) == 1);
        CHECK(b.stoneCount(Color::WHITE) == 3);
        CHECK(b.emptyCount() == 21);
        CHECK(b.koPoint() == PASS);
    }
}

TEST_CASE("board: a move without liberties that captures is legal (Art. 4.2)") {
    const int n = 5;
    // Black A1 has no empty neighbour, but it takes the last liberty of two white stones.
    Board b = boardFromDiagram(R"(
        . . . . .
        . . . . .
        X . . . .
        O X . . .
        . O X . .)");
    CHECK_FALSE(b.isSuicide(Color::BLACK, v("A1", n)));
    CHECK(b.isLegal(Color::BLACK, v("A1", n)));
    CHECK(b.isSuicide(Color::WHITE, v("A1", n)));  // for White it connects into no liberty
    CHECK_FALSE(b.isLegal(Color::WHITE, v("A1", n)));
    CHECK(b.hashAfter(Color::BLACK, v("A1", n)) ==
          boardFromDiagram(". . . . .\n. . . . .\nX . . . .\n. X . . .\nX . X . .").hash());
    CHECK(b.play(Color::BLACK, v("A1", n)) == 2);
    checkPosition(b, R"(
        . . . . .
        . . . . .
        X . . . .
        . X . . .
        X . X . .)");
    CHECK(b.liberties(v("A1", n)) == 2);
    CHECK(b.koPoint() == PASS);  // two stones captured: never a ko
}

TEST_CASE("board: single-stone suicide is refused even when suicide is allowed") {
    const int n = 5;
    const Board b = boardFromDiagram(R"(
        . . . . .
        . . O . .
        . O . O .
        . . O . .
        . . . . .)");
    CHECK(b.isSuicide(Color::BLACK, v("C3", n)));
    CHECK_FALSE(b.isLegal(Color::BLACK, v("C3", n)));
    CHECK_FALSE(b.isLegal(Color::BLACK, v("C3", n), true));  // it would change nothing
    CHECK_FALSE(b.isSuicide(Color::WHITE, v("C3", n)));
    CHECK(b.isLegal(Color::WHITE, v("C3", n)));
    Board corner = boardFromDiagram(R"(
        . . .
        O . .
        . O .)");
    CHECK(corner.isSuicide(Color::BLACK, v("A1", 3)));
    CHECK_FALSE(corner.isLegal(Color::BLACK, v("A1", 3)));
    CHECK_FALSE(corner.isLegal(Color::BLACK, v("A1", 3), true));
    CHECK(corner.isLegal(Color::WHITE, v("A1", 3)));
}

TEST_CASE("board: multi-stone suicide") {
    const int n = 5;
    Board b = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . . . .
        O O O . .
        X . O . .)");
    const Point b1 = v("B1", n);
    CHECK(b.isSuicide(Color::BLACK, b1));
    CHECK_FALSE(b.isLegal(Color::BLACK, b1));
    CHECK(b.isLegal(Color::BLACK, b1, true));
    CHECK(b.isLegal(Color::WHITE, b1));  // White captures A1
    const char* result = R"(
        . . . . .
        . . . . .
        . . . . .
        O O O . .
        . . O . .)";
    CHECK(b.hashAfter(Color::BLACK, b1) == boardFromDiagram(result).hash());
    const int whiteLibs = b.liberties(v("A2", n));
    CHECK(b.play(Color::BLACK, b1) == 0);  // a suicide captures nothing
    checkPosition(b, result);
    CHECK(b.liberties(v("A2", n)) == whiteLibs + 1);  // A1 freed, B1 still a liberty
    CHECK(b.stoneCount(Color::BLACK) == 0);
    CHECK(b.stoneCount(Color::WHITE) == 4);
    CHECK(b.emptyCount() == 21);
    CHECK(b.koPoint() == PASS);
}

TEST_CASE("board: simple ko") {
    const int n = 5;
    const char* start = R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)";
    Board b = boardFromDiagram(start);
    const Point b3 = v("B3", n), c3 = v("C3", n);
    CHECK(b.isLegal(Color::BLACK, c3));
    CHECK(b.play(Color::BLACK, c3) == 1);
    checkPosition(b, R"(
        . . . . .
        . X O . .
        X . X O .
        . X O . .
        . . . . .)");
    CHECK(b.koPoint() == b3);
    CHECK(b.koColor() == Color::WHITE);
    CHECK_FALSE(b.isSuicide(Color::WHITE, b3));  // the recapture would capture ...
    CHECK_FALSE(b.isLegal(Color::WHITE, b3));    // ... but is forbidden by ko
    CHECK_FALSE(b.isLegal(Color::WHITE, b3, true));
    CHECK(b.isLegal(Color::BLACK, b3));  // Black may fill the ko
    CHECK(b.isLegal(Color::WHITE, v("E5", n)));

    SUBCASE("allowed after an exchange elsewhere") {
        b.play(Color::WHITE, v("E5", n));
        CHECK(b.koPoint() == PASS);
        CHECK(b.isLegal(Color::WHITE, b3));
        b.play(Color::BLACK, v("E1", n));
        CHECK(b.isLegal(Color::WHITE, b3));
        CHECK(b.play(Color::WHITE, b3) == 1);
        checkPosition(b, R"(
            . . . . O
            . X O . .
            X O . O .
            . X O . .
            . . . . X)");
        CHECK(b.koPoint() == c3);  // now Black may not retake at once
        CHECK(b.koColor() == Color::BLACK);
        CHECK_FALSE(b.isLegal(Color::BLACK, c3));
    }
    SUBCASE("allowed after a pass") {
        CHECK(b.play(Color::WHITE, PASS) == 0);
        CHECK(b.koPoint() == PASS);
        CHECK(b.koColor() == Color::EMPTY);
        CHECK(b.isLegal(Color::WHITE, b3));
        CHECK(b.hashAfter(Color::WHITE, b3) == boardFromDiagram(start).hash());
        CHECK(b.play(Color::WHITE, b3) == 1);
        checkPosition(b, start);
    }
}

TEST_CASE("board: snapback is not ko") {
    const int n = 5;
    Board b = boardFromDiagram(R"(
        . . . . .
        . . . . .
        X X . . .
        O O X . .
        . . X . .)");
    const Point a1 = v("A1", n), b1 = v("B1", n);
    // Black throws in at A1: a lone stone in atari that puts White in atari too.
    CHECK(b.play(Color::BLACK, a1) == 0);
    CHECK(b.liberties(a1) == 1);
    CHECK(b.liberties(v("A2", n)) == 1);
    // White captures one stone, but the capturing stone joins a chain of three: no ko.
    CHECK(b.play(Color::WHITE, b1) == 1);
    CHECK(b.chainSize(b1) == 3);
    CHECK(b.liberties(b1) == 1);
    CHECK(b.koPoint() == PASS);
    // So Black may retake at once, capturing the whole chain.
    CHECK(b.isLegal(Color::BLACK, a1));
    CHECK(b.play(Color::BLACK, a1) == 3);
    checkPosition(b, R"(
        . . . . .
        . . . . .
        X X . . .
        . . X . .
        X . X . .)");
    CHECK(b.koPoint() == PASS);
}

TEST_CASE("board: liberty counts after merges count shared liberties once") {
    const int n = 5;
    Board b = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X . . .
        . . . . .
        . . . . .)");
    // C3 joins B3 and C4 (two chains); B4 is a liberty of both.
    b.play(Color::BLACK, v("C3", n));
    CHECK(b.chainSize(v("B3", n)) == 3);
    CHECK(b.liberties(v("B3", n)) == 7);  // A3 B4 B2 C2 D3 D4 C5
    CHECK(mismatch(b) == "");
    b.play(Color::WHITE, v("B4", n));  // fills the shared liberty
    CHECK(b.liberties(v("C4", n)) == 6);
    CHECK(b.liberties(v("B4", n)) == 2);  // A4 B5
    // D4 grows one chain: D3 was already a liberty, D5 and E4 are new.
    b.play(Color::BLACK, v("D4", n));
    CHECK(b.chainSize(v("D4", n)) == 4);
    CHECK(b.liberties(v("D4", n)) == 7);  // A3 B2 C2 D3 C5 D5 E4
    CHECK(mismatch(b) == "");
    // D3 joins the chain to the lone D2 around the empty C2, a liberty of three of its stones.
    b.play(Color::BLACK, v("B2", n));
    b.play(Color::BLACK, v("D2", n));
    b.play(Color::BLACK, v("C1", n));
    CHECK(b.chainSize(v("C3", n)) == 5);
    CHECK(b.chainSize(v("D2", n)) == 1);
    b.play(Color::BLACK, v("D3", n));
    CHECK(b.chainSize(v("C3", n)) == 7);
    checkPosition(b, R"(
        . . . . .
        . O X X .
        . X X X .
        . X . X .
        . . X . .)");
    CHECK(b.liberties(v("C3", n)) == 10);  // A3 A2 B1 C2 D1 E2 E3 E4 D5 C5
    CHECK(b.chainSize(v("C1", n)) == 1);
    CHECK(b.liberties(v("C1", n)) == 3);
}

TEST_CASE("board: isEyeLike true and false eyes") {
    const int n = 5;
    SUBCASE("centre") {
        const Board eye = boardFromDiagram(R"(
            . . . . .
            . X X X .
            . X . X .
            . X X X .
            . . . . .)");
        CHECK(eye.isEyeLike(Color::BLACK, v("C3", n)));
        CHECK_FALSE(eye.isEyeLike(Color::WHITE, v("C3", n)));
        CHECK_FALSE(eye.isEyeLike(Color::BLACK, v("B3", n)));  // occupied
        CHECK_FALSE(eye.isEyeLike(Color::BLACK, v("A3", n)));  // empty neighbours
        const Board oneEnemy = boardFromDiagram(R"(
            . . . . .
            . O X X .
            . X . X .
            . X X X .
            . . . . .)");
        CHECK(oneEnemy.isEyeLike(Color::BLACK, v("C3", n)));
        const Board twoEnemies = boardFromDiagram(R"(
            . . . . .
            . O X X .
            . X . X .
            . X X O .
            . . . . .)");
        CHECK_FALSE(twoEnemies.isEyeLike(Color::BLACK, v("C3", n)));
        const Board emptyDiagonals = boardFromDiagram(R"(
            . . . . .
            . . X . .
            . X . X .
            . . X . .
            . . . . .)");
        CHECK(emptyDiagonals.isEyeLike(Color::BLACK, v("C3", n)));
    }
    SUBCASE("edge") {
        const Board eye = boardFromDiagram(R"(
            . . . . .
            . . . . .
            . . . . .
            . X X X .
            . X . X .)");
        CHECK(eye.isEyeLike(Color::BLACK, v("C1", n)));
        const Board falseEye = boardFromDiagram(R"(
            . . . . .
            . . . . .
            . . . . .
            . O X X .
            . X . X .)");
        CHECK_FALSE(falseEye.isEyeLike(Color::BLACK, v("C1", n)));
        const Board whiteEye = boardFromDiagram(R"(
            . O . O .
            . O O O .
            . . . . .
            . . . . .
            . . . . .)");
        CHECK(whiteEye.isEyeLike(Color::WHITE, v("C5", n)));
        CHECK_FALSE(whiteEye.isEyeLike(Color::BLACK, v("C5", n)));
    }
    SUBCASE("corner") {
        const Board eye = boardFromDiagram(R"(
            . . . . .
            . . . . .
            . . . . .
            X . . . .
            . X . . .)");
        CHECK(eye.isEyeLike(Color::BLACK, v("A1", n)));
        const Board falseEye = boardFromDiagram(R"(
            . . . . .
            . . . . .
            . . . . .
            X O . . .
            . X . . .)");
        CHECK_FALSE(falseEye.isEyeLike(Color::BLACK, v("A1", n)));
    }
}

TEST_CASE("board: hashAfter equals the hash after play") {
    const char* diagrams[] = {
        // ko, captures of one and two stones, suicide of one and two stones, snapback
        R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)",
        R"(
        . . . . .
        . . . . .
        X . . . .
        O X . . .
        . O X . .)",
        R"(
        . O . . .
        O . O . .
        O O O . .
        O O O . .
        X . O . .)",
        R"(
        . . . . .
        . . . . .
        X X . . .
        O O X . .
        X . X . .)",
        R"(
        . X O . X
        X O . O X
        O . O X .
        . O X O .
        X O . X O)",
    };
    for (const char* d : diagrams) {
        INFO(d);
        const Board b = boardFromDiagram(d);
        REQUIRE(b.allChainsHaveLiberties());
        checkHashAfterEverywhere(b);
    }
}

TEST_CASE("board: random play keeps the incremental state consistent") {
    XorShift next{12345};
    for (const bool suicideAllowed : {false, true}) {
        for (int game = 0; game < 3; ++game) {
            Board b(game == 0 ? 5 : 9);
            Color c = Color::BLACK;
            for (int move = 0; move < 250; ++move) {
                std::vector<Point> legal;
                for (int i = 0; i < b.emptyCount(); ++i)
                    if (b.isLegal(c, b.emptyAt(i), suicideAllowed)) legal.push_back(b.emptyAt(i));
                const Point p =
                    legal.empty() || next() % 20 == 0 ? PASS : legal[next() % legal.size()];
                const uint64_t expected = b.hashAfter(c, p);
                b.play(c, p);
                INFO("game ", game, " move ", move, "\n", b.toText());
                REQUIRE(b.hash() == expected);
                REQUIRE(mismatch(b) == "");
                c = opponent(c);
            }
        }
    }
}

namespace {

// Plays c at each of `moves` (GTP vertices) with playUndoable, takes them back one by one, and
// checks the board against its state before each.
void checkUndo(const char* diagram, Color c, std::initializer_list<const char*> moves) {
    Board b = boardFromDiagram(diagram);
    std::vector<Board> before;
    std::vector<Board::MoveUndo> undos(moves.size());
    int i = 0;
    for (const char* m : moves) {
        const Point p = *tryParseVertex(m, b.size());
        REQUIRE(b.isLegal(c, p));
        before.push_back(b);
        Board played = b;
        const int captured = played.play(c, p);
        CHECK(b.playUndoable(c, p, undos[i++]) == captured);
        CHECK(difference(b, played) == "");
        c = opponent(c);
    }
    while (i > 0) {
        b.undo(undos[--i]);
        INFO("after taking back move ", i + 1, "\n", b.toText());
        CHECK(difference(b, before[i]) == "");
        CHECK(b.consistencyProblem() == "");
    }
}

}  // namespace

TEST_CASE("board: undo takes back captures, merges and ko exactly") {
    // Black's C4 joins four chains; E3 and D2 capture White's D3.
    checkUndo(R"(
        . . . . . .
        . . X O . .
        . X . X O .
        . O X O . .
        . . O . . .
        . . . . . .
    )",
              Color::BLACK, {"C4", "F6", "E3", "F5", "D2"});
    // A ko: Black takes at C3; the ko point and its colour come back with the white stone.
    checkUndo(R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .
    )",
              Color::BLACK, {"C3", "A1", "A2"});
    // Three stones captured on the edge, then stones on two of their points: a captured chain
    // links through the chain fields of its points, which those moves overwrote.
    checkUndo(R"(
        . . . . .
        . . . . .
        X X X . .
        O O O X .
        . . . . .
    )",
              Color::BLACK, {"C1", "E5", "B1", "E4", "A1", "B2", "C2", "E3"});
}

TEST_CASE("board: random undoable play taken back restores every field") {
    XorShift next{777};
    int captures = 0, merges = 0;
    for (int game = 0; game < 60; ++game) {
        Board b(game % 3 == 0 ? 5 : game % 3 == 1 ? 7 : 9);
        Color c = Color::BLACK;
        // A position from random play, then a stack of undoable moves taken back.
        const int prefix = static_cast<int>(next() % 60);
        for (int move = 0; move < prefix + 40; ++move) {
            std::vector<Point> legal;
            for (int i = 0; i < b.emptyCount(); ++i)
                if (b.isLegal(c, b.emptyAt(i))) legal.push_back(b.emptyAt(i));
            if (legal.empty()) break;
            const Point p = legal[next() % legal.size()];
            if (move < prefix) {
                b.play(c, p);
                c = opponent(c);
                continue;
            }
            std::vector<Board> before;
            std::vector<Board::MoveUndo> undos(30);
            int depth = 0;
            for (; depth < 30; ++depth) {
                std::vector<Point> options;
                for (int i = 0; i < b.emptyCount(); ++i)
                    if (b.isLegal(c, b.emptyAt(i))) options.push_back(b.emptyAt(i));
                if (options.empty()) break;
                const Point q = options[next() % options.size()];
                before.push_back(b);
                captures += b.playUndoable(c, q, undos[depth]) > 0;
                merges += b.chainSize(q) > 1;
                c = opponent(c);
            }
            for (int d = depth - 1; d >= 0; --d) {
                b.undo(undos[d]);
                c = opponent(c);
                INFO("game ", game, " depth ", d, "\n", b.toText());
                REQUIRE(difference(b, before[d]) == "");
            }
            REQUIRE(b.consistencyProblem() == "");
            break;
        }
    }
    CHECK(captures > 100);  // the sequences went through captures and merges
    CHECK(merges > 100);
}

TEST_CASE("point coordinates: the table agrees with xOf and yOf on every size") {
    for (int size = MIN_BOARD_SIZE; size <= MAX_BOARD_SIZE; ++size) {
        const PointXY* xy = pointCoordinates(size);
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point p = pointAt(size, x, y);
                CHECK(xy[p].x == x);
                CHECK(xy[p].y == y);
            }
    }
}

TEST_CASE("vertex parsing and formatting") {
    CHECK(tryParseVertex("A1", 19) == pointAt(19, 0, 0));  // bottom left
    CHECK(tryParseVertex("a1", 19) == pointAt(19, 0, 0));
    CHECK(tryParseVertex("H8", 19) == pointAt(19, 7, 7));
    CHECK(tryParseVertex("J8", 19) == pointAt(19, 8, 7));  // no I: J is the ninth column
    CHECK(tryParseVertex("j8", 19) == pointAt(19, 8, 7));
    CHECK(tryParseVertex("T19", 19) == pointAt(19, 18, 18));
    CHECK(tryParseVertex("t19", 19) == pointAt(19, 18, 18));
    CHECK(tryParseVertex("K10", 19) == pointAt(19, 9, 9));
    CHECK(tryParseVertex("Z25", 25) == pointAt(25, 24, 24));
    CHECK(tryParseVertex("z25", 25) == pointAt(25, 24, 24));
    CHECK(tryParseVertex("B2", 2) == pointAt(2, 1, 1));
    CHECK(tryParseVertex("pass", 19) == PASS);
    CHECK(tryParseVertex("PASS", 19) == PASS);
    CHECK(tryParseVertex("Pass", 9) == PASS);

    const char* bad19[] = {"I5",  "i5",  "A0",  "A05",  "A00",   "",    "A",   "1",
                           "5A",  "AA1", "A1A", "A-1",  "A+1",   " A1", "A1 ", "U1",
                           "T20", "A20", "Z25", "A100", "passs", "pas", "@1",  "[1"};
    for (const char* text : bad19) {
        INFO("'", text, "'");
        CHECK_FALSE(tryParseVertex(text, 19).has_value());
    }
    CHECK_FALSE(tryParseVertex("J9", 8).has_value());  // J is the ninth column
    CHECK_FALSE(tryParseVertex("A10", 9).has_value());
    CHECK_FALSE(tryParseVertex("Z26", 25).has_value());
    CHECK_FALSE(tryParseVertex("A26", 25).has_value());
    CHECK_FALSE(tryParseVertex("Y25", 24).has_value());

    CHECK(formatVertex(pointAt(19, 0, 0), 19) == "A1");
    CHECK(formatVertex(pointAt(19, 7, 0), 19) == "H1");
    CHECK(formatVertex(pointAt(19, 8, 0), 19) == "J1");
    CHECK(formatVertex(pointAt(19, 18, 18), 19) == "T19");
    CHECK(formatVertex(pointAt(25, 24, 24), 25) == "Z25");
    CHECK(formatVertex(pointAt(9, 4, 4), 9) == "E5");
    CHECK(tryParseVertex(formatVertex(PASS, 19), 19) == PASS);

    // Every point of every size round-trips, is uppercase, never uses I, never is a wall.
    for (int size = MIN_BOARD_SIZE; size <= MAX_BOARD_SIZE; ++size) {
        const Board b(size);
        std::set<std::string> seen;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point p = b.point(x, y);
                const std::string text = formatVertex(p, size);
                INFO(size, " ", text);
                CHECK(text.find('I') == std::string::npos);
                CHECK(text[0] >= 'A');
                CHECK(text[0] <= 'Z');
                CHECK(text.substr(1) == std::to_string(y + 1));
                CHECK(tryParseVertex(text, size) == p);
                std::string lower = text;
                lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
                CHECK(tryParseVertex(lower, size) == p);
                seen.insert(text);
            }
        CHECK(static_cast<int>(seen.size()) == size * size);
        for (int x = 0; x < 26; ++x)
            for (int row = 0; row <= 26; ++row) {
                const std::string text =
                    std::string(1, static_cast<char>('A' + x)) + std::to_string(row);
                const auto p = tryParseVertex(text, size);
                if (p) CHECK(b.isOnBoard(*p));
            }
    }
}

TEST_CASE("tryParseColor") {
    for (const char* text : {"b", "B", "black", "BLACK", "Black", "bLaCk"})
        CHECK(tryParseColor(text) == Color::BLACK);
    for (const char* text : {"w", "W", "white", "WHITE", "White"})
        CHECK(tryParseColor(text) == Color::WHITE);
    for (const char* text :
         {"", "x", "o", "bl", "blac", "blackk", "whites", "empty", " b", "b ", "wall", "e"}) {
        INFO("'", text, "'");
        CHECK_FALSE(tryParseColor(text).has_value());
    }
}
