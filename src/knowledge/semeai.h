// Capture races (semeai) between two adjacent chains with few liberties, read by counting: each
// side's outside liberties (which only the other fills), its one-point eyes (which the other can
// fill only as the capturing move) and the liberties they share. A small exact search over those
// counts (fill an outside liberty, fill a shared one, or pass) gives the verdict with either
// side to move, so the reader knows when a fill is urgent: it wins the race for the side to
// move, which would not win it if the other side moved first. Approach moves, captures of
// third chains and liberties gained by capturing are outside the model.
#pragma once

#include "board.h"

namespace tianyuan {

// Chains of more liberties than this are not read as racing.
constexpr int MAX_RACE_LIBERTIES = 5;

// The counts of a race between the mover's chain X and the other's chain Y.
struct RaceCounts {
    int moverOutside = 0;  // X's liberties that are not Y's (eyes not included)
    int moverEyes = 0;     // X's liberties that are one-point eyes of X
    int otherOutside = 0;
    int otherEyes = 0;
    int shared = 0;  // liberties of both
};

enum class RaceResult { MOVER_WINS, SEKI, MOVER_LOSES };

// The best move in the counted race and its result (fill an outside liberty of the other chain,
// fill a shared liberty, or pass, which may be best when every fill loses).
enum class RaceMove { FILL_OUTSIDE, FILL_SHARED, PASS };
struct RaceVerdict {
    RaceResult result = RaceResult::SEKI;
    RaceMove move = RaceMove::PASS;
};

// The race read from the counts, the mover to move. Rules of the model: a move fills one
// liberty of the other chain (outside, or shared, which takes one from both); a fill that
// leaves the other chain none captures it and wins; one that leaves the mover's own chain none
// is suicide and not allowed; an eye can be filled only as the capturing move; two passes in a
// row end the race in seki. Counts above MAX_RACE_LIBERTIES are clamped.
RaceVerdict readRaceCounts(const RaceCounts& counts);

// The race between c's chain at `own` and the opponent's adjacent chain at `opp`, each with 2 to
// MAX_RACE_LIBERTIES liberties: the points where c's move wins a race that c would not win if
// the opponent moved first (the fills of the outside, or of the shared liberties, that the
// counting says win; a fill that is a self-atari for c or illegal is left out). Writes up to
// `max` points to `out` and returns how many: 0 when the chains do not race, or the race is
// already won, or cannot be won. Leaves the board unchanged.
// Precondition: at(own) == c, at(opp) == opponent(c).
int urgentRaceMoves(const Board& board, Color c, Point own, Point opp, Point* out, int max);

// The urgent race moves for c anywhere on the board (every pair of adjacent racing chains). Up to
// `max` distinct points to `out`; returns how many.
int allRaceMoves(const Board& board, Color c, Point* out, int max);

// The counts of the race between the chains at `own` (the mover's) and `opp`; false when they
// are not adjacent or either has fewer than 2 or more than MAX_RACE_LIBERTIES liberties.
bool countRace(const Board& board, Point own, Point opp, RaceCounts& counts);

}  // namespace tianyuan
