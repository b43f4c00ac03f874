// The heavy playout policy and its helpers: answers to the last move (capture it, save own
// stones it put in atari without a self-atari, good shapes around it), no own-eye filling,
// playouts that end legally, reading on the playout's board that leaves it as it was, the
// options (keepSeki, koFightRate, shapesNearLastButOne); Board::isSelfAtari,
// capturesAny and libertyOf. The 3x3 shape table: test_patterns.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

#include "board_difference.h"
#include "diagram.h"
#include "patterns.h"
#include "playout_policy.h"
#include "policy_counts.h"
#include "positions.h"
#include "scoring.h"
#include "tactics.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

bool isNeighbourOf(const Board& board, Point p, Point q) {
    const int s = board.stride();
    for (const Point n : {q - s - 1, q - s, q - s + 1, q - 1, q + 1, q + s - 1, q + s, q + s + 1})
        if (p == n) return true;
    return false;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Board helpers.

TEST_CASE("playout policy: Board::capturesAny and libertyOf") {
    const Board b = boardFromDiagram(R"(
        . . . . .
        . X O . .
        X O . O .
        . X O X .
        . . X . .)");
    const auto at = [&](const char* vertex) { return v(vertex, 5); };
    // White B3 and C2 each have the single liberty C3; D3 has D4, E3 and C3.
    REQUIRE(b.liberties(at("B3")) == 1);
    CHECK(b.libertyOf(at("B3")) == at("C3"));
    REQUIRE(b.liberties(at("C2")) == 1);
    CHECK(b.libertyOf(at("C2")) == at("C3"));
    CHECK(b.capturesAny(B, at("C3")));
    CHECK_FALSE(b.capturesAny(W, at("C3")));  // White's own stones in atari: no capture
    CHECK_FALSE(b.capturesAny(B, at("E3")));  // D3 keeps D4 and C3
    CHECK_FALSE(b.capturesAny(B, at("A5")));
    // A chain with several liberties: libertyOf gives one of them.
    const Point lib = b.libertyOf(at("D3"));
    CHECK((lib == at("D4") || lib == at("E3") || lib == at("C3")));
    // A multi-stone chain whose liberty touches a stone other than the one asked about.
    const Board chain = boardFromDiagram(R"(
        . X X X X
        . O O O O
        . X X X X
        . . . . .
        . . . . .)");
    for (const char* stone : {"B4", "C4", "D4", "E4"}) {
        INFO(stone);
        CHECK(chain.libertyOf(v(stone, 5)) == v("A4", 5));
    }
    CHECK(chain.capturesAny(B, v("A4", 5)));
}

TEST_CASE("playout policy: Board::isSelfAtari") {
    const auto check = [](const char* diagram, Color c, const char* vertex, bool expected) {
        const Board b = boardFromDiagram(diagram);
        const Point p = v(vertex, b.size());
        INFO(diagram, colorLetter(c), " ", vertex);
        REQUIRE(b.isLegal(c, p));
        CHECK(b.isSelfAtari(c, p) == expected);
    };
    // A lone stone with one liberty left.
    check(R"(
        . . . . .
        . . . . .
        . O . . .
        O . O . .
        . . . . .)",
          B, "B2", true);
    // The same point, but it captures C2 (in atari): not a self-atari.
    check(R"(
        . . . . .
        . . . . .
        . O X . .
        O . O X .
        . . X . .)",
          B, "B2", false);
    // Joining a chain: C2 has liberties B2 and C3; filling B2 leaves only C3.
    check(R"(
        . . . . .
        . . . . .
        . O . . .
        O . X O .
        . O O . .)",
          B, "B2", true);
    // The same join with a second liberty left (D3 opened up).
    check(R"(
        . . . . .
        . . . . .
        . O . . .
        O . X . .
        . O O . .)",
          B, "B2", false);
    // Two chains sharing their other liberty count it once.
    check(R"(
        . . . . .
        . O O O .
        O X . X O
        . O X O .
        . . . . .)",
          B, "C3", true);
    // Two empty neighbours: never a self-atari.
    check(R"(
        . . . . .
        . . . . .
        . . O . .
        . O . . .
        . . . . .)",
          B, "C2", false);
    // Joining a chain with three liberties: never a self-atari.
    check(R"(
        . . . . .
        . . O . .
        . O . O .
        . . X . .
        . . . . .)",
          B, "C3", false);
    // In the corner: one liberty left after the move.
    check(R"(
        . . . . .
        . . . . .
        . . . . .
        O . . . .
        . . . . .)",
          B, "A1", true);
}

// ---------------------------------------------------------------------------------------------
// The heavy policy's moves.

TEST_CASE("playout policy: the last move's chain in atari is captured") {
    // White just played C3, a lone stone in atari: Black takes it at C2.
    const Board one = boardFromDiagram(R"(
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .)");
    const auto lone = moveCounts(one, B, v("C3", 5), 200);
    CHECK(lone.size() == 1);
    CHECK(lone.count(v("C2", 5)) == 1);
    // White just played D4, joining C4 into a two-stone chain in atari: Black takes both at D3.
    const Board two = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . X X . . .
        . X O O X . .
        . . X . . . .
        . . . . . . .
        . . . . . . .)");
    const auto counts = moveCounts(two, B, v("D4", 7), 200);
    CHECK(counts.size() == 1);
    CHECK(counts.count(v("D3", 7)) == 1);
    // Without the last move to answer, the capture is just one random move among many.
    const auto blind = moveCounts(two, B, PASS, 200);
    CHECK(blind.size() > 10);
}

TEST_CASE("playout policy: own stones put in atari are saved by an extension") {
    // White's D3 put Black's C3 in atari; C2 gives it three liberties.
    const Board b = boardFromDiagram(R"(
        . . . . .
        . . O . .
        . O X O .
        . . . . .
        . . . . .)");
    const auto counts = moveCounts(b, B, v("D3", 5), 200);
    CHECK(counts.size() == 1);
    CHECK(counts.count(v("C2", 5)) == 1);
    // When the stone that gave atari is itself in atari, capturing it is an answer too.
    const Board counter = boardFromDiagram(R"(
        . . . . .
        . . O X .
        . O X O X
        . . . . .
        . . . . .)");
    REQUIRE(counter.liberties(v("D3", 5)) == 1);
    const auto answers = moveCounts(counter, B, v("D3", 5), 400);
    CHECK(answers.size() == 2);
    CHECK(answers.count(v("C2", 5)) == 1);
    CHECK(answers.count(v("D2", 5)) == 1);
    for (const auto& [p, n] : answers) CHECK(n > 100);  // a fair pick between them
}

TEST_CASE("playout policy: an extension that is itself a self-atari is not a tactical answer") {
    // White's B2 put Black's A2 in atari; extending to A1 would leave A1-A2 with one liberty
    // (B1), so the policy plays elsewhere (a random move is retried when it is a self-atari).
    const Board b = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O . . . . . .
        X O . . . . .
        . . . . . . .)");
    const Point extension = v("A1", 7);
    REQUIRE(b.liberties(v("A2", 7)) == 1);
    REQUIRE(b.isSelfAtari(B, extension));
    const auto counts = moveCounts(b, B, v("B2", 7), 400);
    const int chosen = counts.count(extension) ? counts.at(extension) : 0;
    CHECK(chosen < 400 / 20);
    CHECK(counts.size() > 1);
}

TEST_CASE("playout policy: a chain caught in a ladder does not run; without ladders it does") {
    // White's D3 put Black's D4 in atari; extending at E4 leaves two liberties and runs into a
    // ladder that works for White (nothing on the way to the upper right), so with ladder
    // reading Black plays elsewhere, and without it always extends.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O . . . . .
        . . O X . . . . .
        . . . O O . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    const Point run = v("E4", 9);
    REQUIRE(b.liberties(v("D4", 9)) == 1);
    REQUIRE(isCaughtInLadder(b, v("D4", 9)));
    const auto reading = moveCounts(b, B, v("D3", 9), 300);
    CHECK(countOf(reading, run) < 300 / 10);
    HeavyPolicyParams blind;
    blind.ladders = false;
    const auto running = moveCounts(b, B, v("D3", 9), 300, blind);
    CHECK(countOf(running, run) == 300);
}

TEST_CASE("playout policy: a chain our last move left in atari is captured") {
    // Black's last move C4 put White's C3 in atari; White answered far away (G7). Black takes.
    const Board b = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . O
        . . . . . . .
        . . X . . . .
        . X O X . . .
        . . . . . . .
        . . . . . . .)");
    const Point take = v("C2", 7);
    const auto counts = moveCounts(b, B, v("G6", 7), 200, {}, v("C4", 7));
    CHECK(countOf(counts, take) == 200);
    HeavyPolicyParams off;
    off.captureNearOwnLast = false;
    CHECK(countOf(moveCounts(b, B, v("G6", 7), 200, off, v("C4", 7)), take) < 200 / 4);
}

TEST_CASE("playout policy: a two-liberty chain at the last move is taken by a ladder atari") {
    // White's last move E5 made a two-liberty chain D5-E5 (liberties D6 and E6; C5, C6, F5, D4
    // and E4 are Black): one of Black's ataris catches it in a ladder, and the two-liberty rule
    // always answers with such an atari.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . . . .
        . . X O O X . . .
        . . . X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    REQUIRE(b.liberties(v("E5", 9)) == 2);
    HeavyPolicyParams always;
    always.twoLibertyRate = 1;
    always.nakadeRate = 0;
    const auto counts = moveCounts(b, B, v("E5", 9), 200, always);
    Point attacks[4];
    const int n = twoLibertyAttacks(b, v("E5", 9), attacks, 4);
    REQUIRE(n >= 1);
    int attackCount = 0;
    for (int i = 0; i < n; ++i) attackCount += countOf(counts, attacks[i]);
    CHECK(attackCount == 200);
    // Without the rule other answers (shapes next to the last move, random moves) appear too.
    HeavyPolicyParams never = always;
    never.twoLibertyRate = 0;
    const auto other = moveCounts(b, B, v("E5", 9), 200, never);
    int without = 0;
    for (int i = 0; i < n; ++i) without += countOf(other, attacks[i]);
    CHECK(without < 200);
}

namespace {

// The two-liberty rule at every move, read loosely or by ladders, without the nakade rule.
HeavyPolicyParams twoLibertyOnly(bool loose) {
    HeavyPolicyParams params;
    params.twoLibertyRate = 1;
    params.looseTwoLiberty = loose;
    params.nakadeRate = 0;
    return params;
}

}  // namespace

TEST_CASE("playout policy: loose two-liberty fights atari where the chain cannot extend to three") {
    // White's last move E5 made D5-E5 with two liberties, D6 and E6. White's extension at E6
    // would join F6 and have three liberties, at D6 only two: the loose rule ataris at E6 only.
    // Black's chains next to E5 have three liberties or more, so there is nothing to defend.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . O . . .
        . . X O O X X . .
        . . . X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    REQUIRE(b.liberties(v("E5", 9)) == 2);
    const auto counts = moveCounts(b, B, v("E5", 9), 200, twoLibertyOnly(true));
    CHECK(countOf(counts, v("E6", 9)) == 200);
    // The ladder rule plays only ataris that catch in a ladder: not always E6 here.
    const auto other = moveCounts(b, B, v("E5", 9), 200, twoLibertyOnly(false));
    CHECK(countOf(other, v("E6", 9)) < 200);
}

TEST_CASE("playout policy: loose two-liberty fights extend an own chain to three liberties") {
    // White's last move F5 left Black's E5 with two liberties, E6 and E4; either extension gives
    // it four. No atari is worth reading (each liberty has three empty neighbours besides), so
    // the ladder rule leaves the stone alone; the loose rule extends every time.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O X O . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    REQUIRE(b.liberties(v("E5", 9)) == 2);
    const auto counts = moveCounts(b, B, v("F5", 9), 200, twoLibertyOnly(true));
    CHECK(countOf(counts, v("E6", 9)) + countOf(counts, v("E4", 9)) == 200);
    CHECK(countOf(counts, v("E6", 9)) > 0);
    CHECK(countOf(counts, v("E4", 9)) > 0);
    const auto other = moveCounts(b, B, v("F5", 9), 200, twoLibertyOnly(false));
    CHECK(countOf(other, v("E6", 9)) + countOf(other, v("E4", 9)) < 200);
}

TEST_CASE("playout policy: the vital point of a small eye space next to the last move") {
    // White's corner has a straight three eye space A1-C1 next to White's last move C2: Black
    // kills at its middle, B1 (a self-atari that the judgement allows: nakade).
    const Board b = boardFromDiagram(R"(
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        O O O O . .
        . . . O . .)");
    const Point vital = v("B1", 6);
    REQUIRE(nakadeVitalPoint(b, v("A1", 6)) == vital);
    HeavyPolicyParams always;
    always.nakadeRate = 1;
    CHECK(countOf(moveCounts(b, B, v("C2", 6), 200, always), vital) == 200);
    HeavyPolicyParams never = always;
    never.nakadeRate = 0;
    CHECK(countOf(moveCounts(b, B, v("C2", 6), 200, never), vital) < 200 / 2);
}

namespace {

// Eight of the 29 empty points (the dominoes in White's wall) are self-ataris for Black.
constexpr const char* DOMINO_WALL = R"(
    . . O . . O O
    O O O O O O O
    . . O . . O O
    O O O O O O O
    . . . . . . .
    . . . . . . .
    . . . . . . .)";

}  // namespace

TEST_CASE("playout policy: random moves avoid self-ataris, but accept one after retries") {
    const Board b = boardFromDiagram(DOMINO_WALL);
    int selfAtari = 0, selfAtariPoints = 0;
    for (int i = 0; i < b.emptyCount(); ++i) selfAtariPoints += b.isSelfAtari(B, b.emptyAt(i));
    REQUIRE(selfAtariPoints == 8);
    const int trials = 1000;
    for (const auto& [p, n] : moveCounts(b, B, PASS, trials)) {
        REQUIRE(p != PASS);
        if (b.isSelfAtari(B, p)) selfAtari += n;
    }
    INFO("self-ataris ", selfAtari, " of ", trials);
    CHECK(selfAtari < trials / 10);  // (8/29)^3 = 2% with three tries, 28% with one
    CHECK(selfAtari > 0);            // the third try is accepted
}

TEST_CASE(
    "playout policy: with keepSeki, a self-atari only when nothing else is left, then a pass") {
    const Board open = boardFromDiagram(DOMINO_WALL);
    HeavyPolicyParams keep;
    keep.keepSeki = true;
    for (const auto& [p, n] : moveCounts(open, B, PASS, 1000, keep)) {
        INFO("picked ", formatVertex(p, 7));
        CHECK(p != PASS);
        CHECK_FALSE(open.isSelfAtari(B, p));
    }
    // A seki without eyes: Black's only moves left are the shared liberties D7 and D6. Off,
    // the random step fills one of them once its tries run out; on, it passes, whatever the
    // last move (the answers to it fill neither).
    const Board seki = boardFromDiagram(SEKI_7X7);
    const Points shared = pointsOf(seki, {"D7", "D6"});
    for (const Point last : {PASS, v("D5", 7), v("C7", 7), v("F2", 7)}) {
        INFO("last ", formatVertex(last, 7));
        const auto off = moveCounts(seki, B, last, 100);
        int filled = 0;
        for (const auto& [p, n] : off) filled += shared.count(p) ? n : 0;
        CHECK(filled == 100);
        const auto on = moveCounts(seki, B, last, 100, keep);
        CHECK(countOf(on, PASS) == 100);
    }
    // So a playout from the seki, after a pass, ends with Black's pass and the seki's count:
    // Black 26 points, White 21, the shared liberties nobody's (countArea: seki).
    Board board = seki;
    HeavyPlayoutPolicy policy(keep);
    Random random(7);
    std::vector<Move> record;
    CHECK(runPlayout(board, B, PASS, PASS, policy, random, 100, &record) == 26 - 21);
    REQUIRE(record.size() == 1);
    CHECK(record[0].point == PASS);
}

TEST_CASE("playout policy: with keepSeki, playouts that fill the board leave a seki standing") {
    // SEKI_7X7 with A2 and A1 empty: Black's corner has points to fill before only the seki's
    // shared liberties D7 and D6 are left, so either side may be the one to move then. Off, that
    // side fills one once its tries run out and the seki falls; on, both pass.
    const Board b = boardFromDiagram(R"(
        . X O . X O .
        X X O . X O O
        X X O O X X O
        X X X X O O O
        X X X X O O O
        . . X X O . O
        . X . X O O .)");
    const auto standing = [&](const HeavyPolicyParams& params) {
        HeavyPlayoutPolicy policy(params);
        int count = 0;
        for (uint64_t seed = 1; seed <= 100; ++seed) {
            Board board = b;
            Random random(seed);
            runPlayout(board, seed % 2 ? B : W, PASS, PASS, policy, random, 200, nullptr);
            count += board.at(v("E7", 7)) == B && board.at(v("C7", 7)) == W &&
                     board.at(v("D7", 7)) == Color::EMPTY && board.at(v("D6", 7)) == Color::EMPTY;
        }
        return count;
    };
    HeavyPolicyParams keep;
    keep.keepSeki = true;
    CHECK(standing(keep) == 100);
    CHECK(standing(HeavyPolicyParams{}) < 10);
}

TEST_CASE("playout policy: with koFightRate, a ko taken in the playout is connected or retaken") {
    // Black D4 has just taken the ko at C4; White may not retake before a move elsewhere.
    Board start = boardFromDiagram(R"(
        . . . . . . .
        . . . . . . .
        . . X O . . .
        . X O . O . .
        . . X O . . .
        . . . . . . .
        . . . . . . .)");
    start.play(B, v("D4", 7));
    const Point ko = v("C4", 7);
    REQUIRE(start.at(ko) == Color::EMPTY);
    REQUIRE_FALSE(start.isLegal(W, ko));
    HeavyPolicyParams fight;
    fight.koFightRate = 1;
    Random random(3);

    // A new playout from `start`: White, banned from C4, chooses, and its threat is A7.
    Board board;
    const auto afterThreat = [&](HeavyPlayoutPolicy& policy) {
        policy.beginPlayout();
        board = start;
        CHECK(policy.chooseMove(board, W, v("D4", 7), PASS, random) != ko);
        board.play(W, v("A7", 7));
    };

    // Black, the taker, connects.
    HeavyPlayoutPolicy connecting(fight);
    afterThreat(connecting);
    CHECK(connecting.chooseMove(board, B, v("A7", 7), v("D4", 7), random) == ko);

    // Black plays elsewhere instead (G1); then White retakes.
    HeavyPlayoutPolicy retaking(fight);
    afterThreat(retaking);
    retaking.chooseMove(board, B, v("A7", 7), v("D4", 7), random);
    board.play(B, v("G1", 7));
    CHECK(retaking.chooseMove(board, W, v("G1", 7), v("A7", 7), random) == ko);

    // A new playout forgets the ko: Black does not fill its own eye-like point C4.
    HeavyPlayoutPolicy forgetting(fight);
    afterThreat(forgetting);
    forgetting.beginPlayout();
    for (int i = 0; i < 20; ++i)
        CHECK(forgetting.chooseMove(board, B, v("A7", 7), v("D4", 7), random) != ko);
}

TEST_CASE("playout policy: good shapes next to the last move are preferred") {
    // Black D5, White E5 just played: hane answers such as E4 and E6 match.
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    const Point last = v("E5", 9);
    std::vector<Point> shapes;
    for (int i = 0; i < b.emptyCount(); ++i) {
        const Point p = b.emptyAt(i);
        if (isNeighbourOf(b, p, last) && isGoodPatternMove(b, p, B)) shapes.push_back(p);
    }
    REQUIRE_FALSE(shapes.empty());
    CHECK(std::find(shapes.begin(), shapes.end(), v("E4", 9)) != shapes.end());
    CHECK(std::find(shapes.begin(), shapes.end(), v("E6", 9)) != shapes.end());
    const auto fraction = [&](Point lastMove) {
        const auto counts = moveCounts(b, B, lastMove, 1000);
        int inShape = 0;
        for (const auto& [p, n] : counts)
            if (std::find(shapes.begin(), shapes.end(), p) != shapes.end()) inShape += n;
        return inShape / 1000.0;
    };
    const double answering = fraction(last);
    const double blind = fraction(PASS);
    INFO("answering ", answering, " blind ", blind);
    CHECK(answering > 0.8);  // 90% of the time, one of the shapes
    CHECK(blind < 0.2);      // about shapes.size() / 79 by chance
}

TEST_CASE("playout policy: with shapesNearLastButOne, shapes around the own last move too") {
    // Black's own last move D5 touches White E5; White's last move H2 is far away, with no good
    // shape around it (and four liberties: no two-liberty fight). Only the option looks at the
    // shapes around D5 (the hane E4, E6).
    const Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . O .
        . . . . . . . . .)");
    const Point last = v("H2", 9), own = v("D5", 9);
    std::vector<Point> nearLast, nearOwn;
    for (int i = 0; i < b.emptyCount(); ++i) {
        const Point p = b.emptyAt(i);
        if (!isGoodPatternMove(b, p, B)) continue;
        if (isNeighbourOf(b, p, last)) nearLast.push_back(p);
        if (isNeighbourOf(b, p, own)) nearOwn.push_back(p);
    }
    REQUIRE(nearLast.empty());
    REQUIRE(std::find(nearOwn.begin(), nearOwn.end(), v("E4", 9)) != nearOwn.end());
    const auto fraction = [&](const HeavyPolicyParams& params) {
        const auto counts = moveCounts(b, B, last, 1000, params, own);
        int inShape = 0;
        for (const auto& [p, n] : counts)
            if (std::find(nearOwn.begin(), nearOwn.end(), p) != nearOwn.end()) inShape += n;
        return inShape / 1000.0;
    };
    HeavyPolicyParams both;
    both.shapesNearLastButOne = true;
    const double on = fraction(both);
    const double off = fraction(HeavyPolicyParams{});
    INFO("on ", on, " off ", off);
    CHECK(on > 0.8);   // 90% of the time, one of the shapes
    CHECK(off < 0.2);  // about nearOwn.size() / 78 by chance
}

TEST_CASE("playout policy: own eyes are never filled") {
    // Black's A7, C7, A5 and C5 are eyes; the rest of the board is open.
    const Board b = boardFromDiagram(R"(
        . X . X . . .
        X X X X . . .
        . X . X . . .
        X X X X . . .
        . . . . . O .
        . . . . . . .
        . . . . . . .)");
    std::vector<Point> eyes;
    for (int i = 0; i < b.emptyCount(); ++i)
        if (b.isEyeLike(B, b.emptyAt(i))) eyes.push_back(b.emptyAt(i));
    REQUIRE(eyes.size() == 4);
    for (const Point last : {PASS, v("F3", 7), v("E6", 7)}) {
        const auto counts = moveCounts(b, B, last, 300);
        for (const auto& [p, n] : counts) {
            INFO("picked ", formatVertex(p, 7));
            CHECK(std::find(eyes.begin(), eyes.end(), p) == eyes.end());
            CHECK(b.isLegal(B, p));
        }
    }
    // Nothing but own eyes left: pass.
    const Board onlyEyes = boardFromDiagram(R"(
        . X . X .
        X X X X X
        X . X . X
        X X X X X
        . X . X .)");
    const auto counts = moveCounts(onlyEyes, B, v("B4", 5), 100);
    CHECK(counts.size() == 1);
    CHECK(counts.count(PASS) == 1);
    // White may play into Black's eyes only where that is legal: never here (all suicide).
    const auto white = moveCounts(onlyEyes, W, v("B4", 5), 100);
    CHECK(white.size() == 1);
    CHECK(white.count(PASS) == 1);
}

// ---------------------------------------------------------------------------------------------
// runPlayout with the heavy policy.

namespace {

// Replays `record` from `start` with c first: every move legal, colours alternating, no own eye
// filled. Returns the final board through `end`; "" or the first problem.
std::string replay(const Board& start, Color c, const std::vector<Move>& record, Board& end) {
    end = start;
    for (size_t i = 0; i < record.size(); ++i) {
        const Move& m = record[i];
        const std::string at = "move " + std::to_string(i) + " " +
                               std::string(colorLetter(m.color)) + " " +
                               formatVertex(m.point, start.size());
        if (m.color != c) return at + ": colours do not alternate";
        if (m.point != PASS) {
            if (!end.isLegal(c, m.point)) return at + ": illegal";
            if (end.isEyeLike(c, m.point)) return at + ": fills an own eye";
        }
        end.play(c, m.point);
        c = opponent(c);
    }
    return "";
}

}  // namespace

TEST_CASE("playout policy: heavy playouts end with two passes or at the move limit, legally") {
    // A semeai with Black's A4-D4 in atari, and a 9x9 game after one move.
    const Board semeai = boardFromDiagram(R"(
        . . . . . . .
        X X X X X X X
        O O O O O O .
        X X X X . X .
        O O O O O O O
        . . . . . . .
        . . . . . . .)");
    struct Start {
        Board board;
        Color toMove;
        Point last;
    };
    Board opened(9);
    opened.play(B, opened.point(4, 4));
    const std::vector<Start> starts = {{Board(9), B, PASS},
                                       {Board(5), W, PASS},
                                       {opened, W, opened.point(4, 4)},
                                       {semeai, W, semeai.point(5, 3)}};
    int endedByPasses = 0;
    for (size_t s = 0; s < starts.size(); ++s) {
        for (uint64_t seed = 1; seed <= 25; ++seed) {
            INFO("start ", s, " seed ", seed);
            const Start& st = starts[s];
            Board board = st.board;
            Random random(seed);
            HeavyPlayoutPolicy policy;
            std::vector<Move> record;
            const int limit = 3 * board.size() * board.size();
            const int difference =
                runPlayout(board, st.toMove, st.last, PASS, policy, random, limit, &record);
            REQUIRE_FALSE(record.empty());
            CHECK(static_cast<int>(record.size()) <= limit);
            const size_t n = record.size();
            const bool twoPasses =
                (n >= 2 && record[n - 1].point == PASS && record[n - 2].point == PASS) ||
                (st.last == PASS && n == 1 && record[0].point == PASS);
            CHECK((twoPasses || static_cast<int>(n) == limit));
            // No earlier pair of passes: the playout stops at the first.
            for (size_t i = 1; i + 1 < n; ++i)
                CHECK_FALSE((record[i - 1].point == PASS && record[i].point == PASS));
            endedByPasses += twoPasses;
            Board replayed(board.size());
            CHECK(replay(st.board, st.toMove, record, replayed) == "");
            CHECK(replayed.hash() == board.hash());
            CHECK(diagramOf(replayed) == diagramOf(board));
            CHECK(difference == playoutAreaDifference(replayed));
            CHECK(board.allChainsHaveLiberties());
        }
    }
    CHECK(endedByPasses >= 90);  // playouts normally finish the game
}

TEST_CASE("playout policy: a playout without a record and with a tiny move limit") {
    Board board(9);
    Random random(3);
    HeavyPlayoutPolicy policy;
    const int difference = runPlayout(board, B, PASS, PASS, policy, random, 5, nullptr);
    CHECK(board.stoneCount(B) + board.stoneCount(W) <= 5);
    CHECK(difference == playoutAreaDifference(board));
}

TEST_CASE("playout policy: reading on the playout's own board leaves it exactly as it was") {
    // The policy reads ladders on the board it is given (ReadingBoard::inPlace), playing and
    // taking back moves. Over heavy playouts on 9x9 and 13x13, with the two-liberty answers on
    // every move, the board after each choice must equal its copy from before, field by field.
    HeavyPolicyParams params;
    params.twoLibertyRate = 1;
    int fights = 0;  // choices with a chain of one or two liberties on or next to the last move
    for (const int size : {9, 13}) {
        for (uint64_t seed = 1; seed <= 10; ++seed) {
            Board board(size);
            Random random(seed);
            HeavyPlayoutPolicy policy(params);
            policy.beginPlayout();
            Color c = B;
            Point last = PASS, lastButOne = PASS;
            int passes = 0;
            for (int move = 0; move < 3 * size * size && passes < 2; ++move) {
                if (last != PASS) {
                    const int s = board.stride();
                    bool fight = false;
                    for (const Point n : {last, last - s, last - 1, last + 1, last + s})
                        fight = fight ||
                                ((board.at(n) == B || board.at(n) == W) && board.liberties(n) <= 2);
                    fights += fight;
                }
                const Board before = board;
                const Point p = policy.chooseMove(board, c, last, lastButOne, random);
                INFO("size ", size, " seed ", seed, " move ", move, "\n", before.toText());
                REQUIRE(difference(board, before) == "");
                board.play(c, p);
                passes = p == PASS ? passes + 1 : 0;
                lastButOne = last;
                last = p;
                c = opponent(c);
            }
        }
    }
    CHECK(fights > 500);
}
