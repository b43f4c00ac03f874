// Playout policies: how a simulation continues from a leaf of the tree to the end of the game.
// A policy is a parameter of the playout evaluator. The heavy policy answers the last move first
// (capture the stone just played when it is in atari, save own stones it put in atari, good 3x3
// shapes around it), then plays a random legal move that fills no own eye and is not a
// self-atari. Pachi and MoGo showed these few rules worth hundreds of Elo over uniform playouts.
#pragma once

#include <vector>

#include "board.h"
#include "random.h"

namespace tianyuan {

class PlayoutPolicy {
  public:
    virtual ~PlayoutPolicy() = default;
    // The policy's move for c, the opponent having just played `last` (PASS if none); PASS
    // when nothing is left. Simple ko only; never fills one of c's eyes.
    virtual Point chooseMove(const Board& board, Color c, Point last, Random& random) = 0;
};

struct HeavyPolicyParams {
    double shapeRate = 0.9;    // chance to play a good shape next to the last move
    int selfAtariRetries = 3;  // random moves tried before a self-atari is accepted
};

class HeavyPlayoutPolicy : public PlayoutPolicy {
  public:
    explicit HeavyPlayoutPolicy(const HeavyPolicyParams& params = {}) : params_(params) {}
    Point chooseMove(const Board& board, Color c, Point last, Random& random) override;

  private:
    HeavyPolicyParams params_;
};

// Plays the policy's moves from `board` (c to move, `last` the previous move) until two passes
// in a row or `maxMoves` moves, appending every move to `record` when it is not null.
// Returns Black area minus White area at the end, every stone alive.
int runPlayout(Board& board, Color c, Point last, PlayoutPolicy& policy, Random& random,
               int maxMoves, std::vector<Move>* record);

}  // namespace tianyuan
