// Capture reading: a small attack and defence search over chains with two liberties, beyond
// the ladder reader of tactics.h. The attacker plays ataris at a liberty or, in the first plies,
// a net (geta): a point next to a liberty that takes the chain's room away; the defender extends
// at a liberty or captures an adjacent attacker chain in atari. A chain with three liberties
// after its owner's move has escaped, and so has one the budget leaves unresolved. This finds
// nets and loose ladders, which tactics.h (ataris only, read one at a time) does not; approach
// moves, counter-ataris and snapbacks are outside it. Used by the tree's priors (issue 22).
#pragma once

#include <span>

#include "board.h"

namespace tianyuan {

// The moves of the opponent of the chain at `chain`, to move, that capture it by reading: the
// capture itself for a chain in atari; for a chain with two liberties, each atari or net after
// which no defence escapes. Writes up to `max` distinct points to `out`, returns how many; 0
// for a chain with three liberties or more. Precondition: at(chain) is a stone.
int captureMoves(const Board& board, Point chain, Point* out, int max);

// The moves of the chain's owner, to move, that save the chain at `chain` (two liberties) when
// its opponent, to move, would capture it by reading: the extensions and captures after which
// no capture works. 0 when the chain is not threatened, or when nothing saves it.
// Precondition: at(chain) is a stone and liberties(chain) == 2.
int rescueMoves(const Board& board, Point chain, Point* out, int max);

// Over every chain with two liberties on the board, or, when `near` is not empty, over those
// with a stone on or next to one of its points (the last moves; PASS is skipped): c's captures
// of the opponent's (captureMoves) and c's rescues of its own (rescueMoves). Distinct points,
// up to `max`. Only the urgent captures: of chains that their owner, to move, could still save
// (rescueMoves) or that touch a chain of c with two liberties or fewer (a race, which the owner
// may win by attacking it); a chain that neither applies to is dead already, and taking it now
// gains nothing (on 9x9, priors for every capture pulled the search into such settled fights).
int allCaptureMoves(const Board& board, Color c, Point* out, int max,
                    std::span<const Point> near = {});
int allRescueMoves(const Board& board, Color c, Point* out, int max,
                   std::span<const Point> near = {});

}  // namespace tianyuan
