// The search's seam to Go knowledge: what a leaf is worth and which of its moves look good.
// The tree code never knows where either comes from. Each search thread owns one Evaluator
// (made by an EvaluatorFactory) and calls it synchronously, so an evaluator keeps per-thread
// scratch state without locks; a batching neural evaluator could sit behind the same calls.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "board.h"
#include "random.h"

namespace tianyuan {

// A position in the tree: the board, the player to move, the last two moves (PASS when there
// was none or it was a pass) and what White receives at the count (komi, handicap compensation
// and dynamic komi, in half points).
struct LeafPosition {
    const Board& board;
    Color toMove;
    Point last;
    Point lastButOne;
    int whiteBonusHalfPoints;
};

// Prior knowledge of one candidate move: virtual experience (`visits` simulations at
// `winRate`) and the move's share of the evaluator's policy (for analysis; 0 when unknown).
struct MovePrior {
    int visits = 0;
    double winRate = 0.5;
    double probability = 0;
    // The tree judges the move by its own simulations only, not by AMAF: a tactical answer
    // (an escape from atari) is worth something now and often nothing later, and AMAF credits
    // it with the later plays too.
    bool withoutRave = false;
};

class Evaluator {
  public:
    virtual ~Evaluator() = default;
    // Priors for the candidate moves of a node being expanded, one per move in the same order
    // (`out.size() == moves.size()`; moves are legal under simple ko, PASS may be among them).
    virtual void priors(const LeafPosition& leaf, std::span<const Point> moves,
                        std::span<MovePrior> out, Random& random) = 0;
    // Black's expected result from the leaf (1 a win, 0.5 a draw, 0 a loss). `board` is the
    // leaf's board and may be played on. Moves the evaluation plays are appended to `played`
    // (for AMAF); it may append none.
    virtual double value(const LeafPosition& leaf, Board& board, Random& random,
                         std::vector<Move>& played) = 0;
};

class EvaluatorFactory {
  public:
    virtual ~EvaluatorFactory() = default;
    virtual std::unique_ptr<Evaluator> make() const = 0;
};

// Black's result of a finished count: area difference (Black minus White, in points) against
// White's bonus (in half points). The one scoring rule of the search: 1, 0.5 (a draw) or 0.
inline double blackResult(int areaDifference, int whiteBonusHalfPoints) {
    const int margin = 2 * areaDifference - whiteBonusHalfPoints;
    return margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5;
}

}  // namespace tianyuan
