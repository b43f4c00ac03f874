// Playout policies: how a simulation continues from a leaf of the tree to the end of the game.
// A policy is a parameter of the playout evaluator. The heavy policy answers the last moves
// first (capture what is in atari, save own stones in atari unless they only run into a ladder,
// fill the liberties that win a capture race when that is on, fight over chains with two
// liberties, kill or save a small eye space at its vital point, play a good 3x3 shape next to the
// last move: from the hand-written table, or drawn from the learned model around the last two
// moves, pattern_playout.h), then plays a random legal move that fills no own eye and is no
// pointless self-atari. Pachi and MoGo showed such rules worth hundreds of Elo over uniform
// playouts; each rule here can be switched off (HeavyPolicyParams) to measure it.
#pragma once

#include <memory>
#include <vector>

#include "board.h"
#include "pattern_playout.h"
#include "random.h"

namespace tianyuan {

class PlayoutPolicy {
  public:
    virtual ~PlayoutPolicy() = default;
    // The policy's move for c, the opponent having just played `last` and c `lastButOne`
    // (PASS if none); PASS when nothing is left. Simple ko only; never fills one of c's eyes.
    // The policy may read on `board` itself (ReadingBoard::inPlace) and leaves it as it was.
    virtual Point chooseMove(Board& board, Color c, Point last, Point lastButOne,
                             Random& random) = 0;
    // A new playout starts: forget what the last one's moves left behind.
    virtual void beginPlayout() {}
};

struct HeavyPolicyParams {
    double shapeRate = 0.9;    // chance to play a good shape of the table next to the last move
    int selfAtariRetries = 3;  // random moves tried before a self-atari is accepted
    // Escapes from atari are read as ladders: no running when the chain is caught anyway, and
    // the attackers in atari around it are captured instead. Off: every extension that is no
    // self-atari counts as an escape.
    bool ladders = true;
    bool captureNearOwnLast = true;  // capture opponent chains left in atari by our last move
    double twoLibertyRate = 0.5;     // chance to look at two-liberty fights at the last move
    // Those fights read loosely, as Pachi's playouts do: any atari of the last move's two-liberty
    // chain that its extension at the other liberty would not answer with three liberties, and
    // for own two-liberty chains next to it the captures next to them and the extensions to three
    // liberties. Off: only ataris that catch in a ladder, and defences of chains a ladder catches.
    bool looseTwoLiberty = false;
    double nakadeRate = 0.9;  // chance to play the vital point of a small eye space there
    // Self-ataris that kill (nakade) or destroy an eye (throw-in, snapback) are normal moves.
    // Off: every self-atari is avoided alike.
    bool judgeSelfAtari = true;
    // When every random try is a self-atari to avoid or a run into a ladder, look for a move
    // that is neither over the whole board, and pass when there is none: at the end of a
    // playout the shared liberties of a seki are often all that is left, and filling one gives
    // the seki away. Off: the last try is played.
    bool keepSeki = false;
    // Ko fights (Pachi's korate): once the ban of a ko taken in this playout lifts, its taker
    // connects it, or else the other side retakes it, each with this chance on its move (the
    // two moves after the ko threat); 0: never.
    double koFightRate = 0;
    // The table's shape step also looks around c's own last move (`lastButOne`), not only the
    // opponent's (Pachi's pattern2); off: the last move only.
    bool shapesNearLastButOne = false;
    // The shape step drawn from this model's light gammas around the last two moves
    // (pattern_playout.h; patternShapes.randomMass replaces shapeRate); null: the hand-written
    // 3x3 table.
    std::shared_ptr<const PatternModel> shapeModel;
    PatternShapeParams patternShapes;

    bool operator==(const HeavyPolicyParams&) const = default;
};

// What the heavy policy's shape step plays when it is reached: each point with its probability;
// the rest of the probability goes to a random move. Not reached when an answer to atari comes
// first (the chance rules for nakade and two-liberty fights are not counted).
struct ShapeStepDistribution {
    bool reached = false;
    Point points[ShapeCandidates::CAPACITY];
    double probability[ShapeCandidates::CAPACITY];
    int count = 0;
};

class HeavyPlayoutPolicy : public PlayoutPolicy {
  public:
    explicit HeavyPlayoutPolicy(const HeavyPolicyParams& params = {});
    Point chooseMove(Board& board, Color c, Point last, Point lastButOne, Random& random) override;
    void beginPlayout() override { recentKo_ = PASS; }
    // The distribution of the shape step for c after `last` (not PASS) and `lastButOne`, with
    // the same candidates and exclusions as chooseMove (for measuring the step).
    ShapeStepDistribution shapeStep(const Board& board, Color c, Point last,
                                    Point lastButOne) const;

  private:
    Point koFightMove(const Board& board, Color c, Random& random);

    HeavyPolicyParams params_;
    std::unique_ptr<ShapeRater> shapeRater_;  // with params_.shapeModel only
    // The point of the last ko taken in this playout (PASS: none or expired) and the moves
    // chosen since it was taken.
    Point recentKo_ = PASS;
    int recentKoAge_ = 0;
};

// Plays the policy's moves from `board` (c to move, `last` and `lastButOne` the previous
// moves) until two passes in a row or `maxMoves` moves, appending every move to `record` when
// it is not null. Returns Black area minus White area at the end, every stone alive.
int runPlayout(Board& board, Color c, Point last, Point lastButOne, PlayoutPolicy& policy,
               Random& random, int maxMoves, std::vector<Move>* record);

}  // namespace tianyuan
