// Last good reply with forgetting: what a won simulation stores, what a lost one forgets, LGR-2
// before LGR-1, and the heavy policy replaying a stored reply only where it is a playout move.
#include <doctest/doctest.h>

#include <memory>
#include <vector>

#include "diagram.h"
#include "last_good_reply.h"
#include "playout_policy.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

constexpr Color B = Color::BLACK;
constexpr Color W = Color::WHITE;

Point at(const char* vertex) {
    return v(vertex, 9);
}

std::vector<Move> moves(std::initializer_list<const char*> vertices, Color first = B) {
    std::vector<Move> out;
    Color c = first;
    for (const char* vertex : vertices) {
        out.push_back({c, vertex[0] == '-' ? PASS : at(vertex)});
        c = opponent(c);
    }
    return out;
}

}  // namespace

TEST_CASE("last good reply: the winner's replies are stored, the loser's forgotten") {
    LastGoodReplies replies;
    CHECK(replies.reply(W, PASS, at("E5")) == PASS);  // nothing learnt yet
    // Black E5, White C3, Black G7, White C7: White won, its replies are stored.
    replies.learn(moves({"E5", "C3", "G7", "C7"}), W);
    CHECK(replies.reply(W, PASS, at("E5")) == at("C3"));
    CHECK(replies.reply(W, at("C3"), at("G7")) == at("C7"));  // LGR-2
    CHECK(replies.reply(W, at("D4"), at("G7")) == at("C7"));  // LGR-1 after another move
    CHECK(replies.reply(B, at("E5"), at("C3")) == PASS);      // the loser's: not stored
    // Black's replies win another simulation: stored for Black.
    replies.learn(moves({"E5", "C3", "G3"}), B);
    CHECK(replies.reply(B, at("E5"), at("C3")) == at("G3"));
    // White plays C3 after E5 again and loses: the reply is forgotten, others stay.
    replies.learn(moves({"E5", "C3", "G3"}), B);
    CHECK(replies.reply(W, PASS, at("E5")) == PASS);
    CHECK(replies.reply(W, at("C3"), at("G7")) == at("C7"));
    // A losing reply that is not the one stored forgets nothing.
    replies.learn(moves({"E5", "C3", "G7", "D7"}), B);
    CHECK(replies.reply(W, at("C3"), at("G7")) == at("C7"));
    // A draw teaches nothing; a pass is never a reply, nor answered.
    replies.learn(moves({"E5", "D5"}), Color::EMPTY);
    CHECK(replies.reply(W, PASS, at("E5")) == PASS);
    replies.learn(moves({"E5", "-", "D5"}), B);
    CHECK(replies.reply(W, PASS, at("E5")) == PASS);
    CHECK(replies.reply(B, at("E5"), PASS) == PASS);
    replies.clear();
    CHECK(replies.reply(W, at("C3"), at("G7")) == PASS);
}

TEST_CASE("last good reply: LGR-2 comes before LGR-1") {
    LastGoodReplies replies;
    replies.learn(moves({"C3", "E5", "F5"}), B);  // after C3 E5: F5 (and after E5: F5)
    replies.learn(moves({"G7", "E5", "D5"}), B);  // after G7 E5: D5 (and after E5: D5)
    CHECK(replies.reply(B, at("C3"), at("E5")) == at("F5"));
    CHECK(replies.reply(B, at("G7"), at("E5")) == at("D5"));
    CHECK(replies.reply(B, at("A1"), at("E5")) == at("D5"));  // LGR-1: the latest
}

TEST_CASE("last good reply: the heavy policy replays it where it is a playout move") {
    Board b = boardFromDiagram(R"(
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .)");
    auto replies = std::make_shared<LastGoodReplies>();
    HeavyPolicyParams params;
    params.nakadeRate = 0;
    params.twoLibertyRate = 0;
    params.shapeRate = 0;
    params.lastGoodReplies = replies;
    HeavyPlayoutPolicy policy(params);
    Random random(1);
    replies->learn(moves({"E5", "C7"}), W);
    for (int i = 0; i < 20; ++i) CHECK(policy.chooseMove(b, W, at("E5"), PASS, random) == at("C7"));
    // Without the table, moves everywhere.
    params.lastGoodReplies = nullptr;
    HeavyPlayoutPolicy plain(params);
    int c7 = 0;
    for (int i = 0; i < 200; ++i) c7 += plain.chooseMove(b, W, at("E5"), PASS, random) == at("C7");
    CHECK(c7 < 20);
    // A stored reply on an occupied point (here the last move's own) is not played.
    replies->learn(moves({"C7", "E5"}, W), B);  // Black "answered" C7 at E5, now occupied
    const Point p = policy.chooseMove(b, B, at("C7"), PASS, random);
    CHECK(p != at("E5"));
    CHECK(b.at(p) == Color::EMPTY);
}
