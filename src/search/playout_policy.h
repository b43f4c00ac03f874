// Playout policies: how a simulation continues from a leaf of the tree to the end of the game.
// A policy is a parameter of the playout evaluator. The heavy policy answers the last moves
// first (capture what is in atari, save own stones in atari unless they only run into a ladder,
// fight over chains with two liberties, kill or save a small eye space at its vital point, play a
// good 3x3 shape next to the last move), then plays a random legal move that fills no own eye and
// is no pointless self-atari. Pachi and MoGo showed such rules worth hundreds of Elo over
// uniform playouts; each rule here can be switched off (HeavyPolicyParams) to measure it.
#pragma once

#include <vector>

#include "board.h"
#include "random.h"

namespace tianyuan {

class PlayoutPolicy {
  public:
    virtual ~PlayoutPolicy() = default;
    // The policy's move for c, the opponent having just played `last` and c `lastButOne`
    // (PASS if none); PASS when nothing is left. Simple ko only; never fills one of c's eyes.
    virtual Point chooseMove(const Board& board, Color c, Point last, Point lastButOne,
                             Random& random) = 0;
};

struct HeavyPolicyParams {
    double shapeRate = 0.9;    // chance to play a good shape next to the last move
    int selfAtariRetries = 3;  // random moves tried before a self-atari is accepted
    // Escapes from atari are read as ladders: no running when the chain is caught anyway, and
    // the attackers in atari around it are captured instead. Off: every extension that is no
    // self-atari counts as an escape.
    bool ladders = true;
    bool captureNearOwnLast = true;  // capture opponent chains left in atari by our last move
    double twoLibertyRate = 0.5;     // chance to look at two-liberty fights at the last move
    double nakadeRate = 0.9;         // chance to play the vital point of a small eye space there
    // Self-ataris that kill (nakade) or destroy an eye (throw-in, snapback) are normal moves.
    // Off: every self-atari is avoided alike.
    bool judgeSelfAtari = true;
};

class HeavyPlayoutPolicy : public PlayoutPolicy {
  public:
    explicit HeavyPlayoutPolicy(const HeavyPolicyParams& params = {}) : params_(params) {}
    Point chooseMove(const Board& board, Color c, Point last, Point lastButOne,
                     Random& random) override;

  private:
    HeavyPolicyParams params_;
};

// Plays the policy's moves from `board` (c to move, `last` and `lastButOne` the previous
// moves) until two passes in a row or `maxMoves` moves, appending every move to `record` when
// it is not null. Returns Black area minus White area at the end, every stone alive.
int runPlayout(Board& board, Color c, Point last, Point lastButOne, PlayoutPolicy& policy,
               Random& random, int maxMoves, std::vector<Move>* record);

}  // namespace tianyuan
