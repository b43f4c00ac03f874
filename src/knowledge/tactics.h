// Tactical reading on a Board, shared by the move features (trainer, priors) and the playout
// policy: ladders, atari fights, the vital point of a small enclosed eye space and self-atari
// judgement, built on the liberty reading of liberties.h. Every function leaves the board it is
// given unchanged: reading plays its moves on a ReadingBoard and takes them back.
#pragma once

#include <optional>

#include "board.h"

namespace tianyuan {

// The board a reading plays its moves on and takes them back from. By default a copy of the
// position, made when the first move is played and shared by every reading through this object.
// inPlace: the caller's own board, which no one else may read meanwhile (a playout's board, not
// the search's shared root); it is left as it was, and no copy is made.
class ReadingBoard {
  public:
    explicit ReadingBoard(const Board& board) : board_(&board) {}
    static ReadingBoard inPlace(Board& board) { return ReadingBoard(board, &board); }
    ReadingBoard(const ReadingBoard&) = delete;
    ReadingBoard& operator=(const ReadingBoard&) = delete;

    // The position, as it is between readings.
    const Board& board() const { return *board_; }
    // The board to play on; every move played on it is taken back before the reading returns.
    Board& scratch() {
        if (!scratch_) scratch_ = &copy_.emplace(*board_);
        return *scratch_;
    }

  private:
    ReadingBoard(const Board& board, Board* scratch) : board_(&board), scratch_(scratch) {}
    const Board* board_;
    Board* scratch_ = nullptr;
    std::optional<Board> copy_;
};

// Ladders. The owner of the chain at `chain`, which has exactly one liberty, is to move and
// tries to save it by extending at that liberty (or by capturing an adjacent attacker chain
// that is itself in atari). True when no such escape works: after every escape the attacker
// can keep the chain in atari, move after move, until it is captured (a ladder that works for
// the attacker). Reading is bounded; an unresolved ladder counts as an escape (false).
// Precondition: at(chain) is a stone and liberties(chain) == 1.
bool isCaughtInLadder(const Board& board, Point chain);

// The chain at `chain` has exactly two liberties and its opponent is to move: true when an
// atari at one of them catches it in a ladder (isCaughtInLadder after the atari).
// Precondition: at(chain) is a stone and liberties(chain) == 2.
bool canBeLaddered(const Board& board, Point chain);

// Atari fights built on the ladder reader, and self-atari judgement.

// Escapes for the chain at `chain`, in atari, its owner to move: every legal capture of an
// adjacent opponent chain in atari (each gives the chain a liberty back), then the extension at
// the liberty when it is no self-atari and the extended chain is not caught in a ladder.
// Writes up to `max` distinct points to `out`, returns how many. Precondition: at(chain) is a
// stone and liberties(chain) == 1.
int escapeMoves(const Board& board, Point chain, Point* out, int max);
int escapeMoves(ReadingBoard& position, Point chain, Point* out, int max);

// The escapes (escapeMoves) of every chain of c in atari on the board: distinct points, up to
// `max`, written to `out`; returns how many.
int allAtariEscapes(const Board& board, Color c, Point* out, int max);

// Ataris that capture the chain at `chain` (two liberties, its opponent to move): a legal atari
// at one of its liberties after which the chain is caught in a ladder (isCaughtInLadder; this
// covers a chain that cannot extend to three liberties). Up to `max` points to `out`, returns
// how many. Precondition: at(chain) is a stone and liberties(chain) == 2.
int twoLibertyAttacks(const Board& board, Point chain, Point* out, int max);
int twoLibertyAttacks(ReadingBoard& position, Point chain, Point* out, int max);

// The matching defence: the chain at `chain` (two liberties, its owner to move) can be laddered
// (canBeLaddered); the moves that save it are the extensions at a liberty and the captures of
// adjacent opponent chains in atari after which it has three liberties or two that cannot be
// laddered. Returns 0 when the chain is not threatened. Up to `max` points to `out`.
// Precondition: at(chain) is a stone and liberties(chain) == 2.
int twoLibertyDefences(const Board& board, Point chain, Point* out, int max);
int twoLibertyDefences(ReadingBoard& position, Point chain, Point* out, int max);

// Nakade. The empty region holding `inside` (orthogonally connected empty points): when it has
// 3 to 6 points, is bounded by stones of one colour only (and the edge) and has a killing shape,
// returns its vital point; otherwise PASS. Killing shapes: one point v with more neighbours in
// the region than any other, every other point next to v or next to two neighbours of v. They
// are exactly straight and bent three (the middle), the pyramid four (its centre), the bulky
// five (the point with three neighbours), the crossed five and the rabbity six (their centre);
// square, straight, bent and zigzag four, the other fives and sixes give PASS.
// Any `inside` is accepted (a stone, a wall or PASS gives PASS).
Point nakadeVitalPoint(const Board& board, Point inside);

// Self-ataris a strong playout should not play. True when c at p is a self-atari
// (Board::isSelfAtari: so never a capture) and none of these excuses holds:
// - nakade: the chain of two or more stones lies in an area of at most 7 points enclosed by the
//   opponent, and once the opponent captures it at its last liberty the area left is connected
//   and dead (3 points or fewer, a square four, or a killing shape for nakadeVitalPoint), and
//   no bordering opponent chain is left in atari too (that is a race or a seki) unless
//   `sealedNakade` and none of them has a liberty outside the area (a straight three's middle
//   stone joined by a second: the capture leaves the dead space only);
// - a one-stone throw-in whose capture leaves the capturing chain in atari (a snapback), or
//   whose capture fills a point enclosed by the opponent and leaves p a false eye of the
//   opponent (not Board::isEyeLike): a two-point eye destroyed.
// Cheap tests first: only a self-atari that passes them is played out on a scratch copy.
// Precondition: board.isLegal(c, p), p not PASS.
bool isBadSelfAtari(const Board& board, Color c, Point p, bool sealedNakade = false);

}  // namespace tianyuan
