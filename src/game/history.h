// The game history: owns every rule that needs the past. The move list with undo to any depth,
// the record of every earlier position for superko (never a window), handicap and setup stones,
// passes, the end of the game and resignation. The Board below it only knows simple ko.
#pragma once

#include <optional>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "board.h"
#include "rules.h"

namespace tianyuan {

enum class MoveCheck { LEGAL, OCCUPIED, SUICIDE, KO, SUPERKO };
std::string_view moveCheckText(MoveCheck check);  // "occupied", "suicide", ...

class GameHistory {
  public:
    explicit GameHistory(int size = 19, Rules rules = Rules::chinese());

    // A new game on an empty board of `size`; rules (and so komi) are kept.
    void clear(int size);
    void clear() { clear(board_.size()); }

    const Board& board() const { return board_; }
    const Board& initialBoard() const { return initial_; }
    const Rules& rules() const { return rules_; }
    void setRules(const Rules& rules) { rules_ = rules; }
    const std::vector<Move>& moves() const { return moves_; }
    // The point of the move `back` moves before the last (0: the last move), PASS for a pass
    // or when the game has fewer moves.
    Point recentMove(size_t back) const {
        return back < moves_.size() ? moves_[moves_.size() - 1 - back].point : PASS;
    }
    int handicap() const { return handicap_; }
    Color toMove() const;

    // Handicap stones (fixed or free) on an empty board before any move: Black stones, not in
    // the move list, White to move next. Returns false with the state unchanged unless the board
    // is empty, no move was played and the points are distinct on-board points.
    bool placeHandicap(const std::vector<Point>& stones);

    // Starts the history afresh from a set-up position (SGF AB/AW): the position is the first
    // one of the superko record. Returns false with the state unchanged if the sizes differ or
    // some chain of `position` has no liberty.
    bool setPosition(const Board& position, Color toMove, int handicapStones = 0);

    // Whether c may play at p now under the active rules, and if not, why. PASS is legal.
    // Precondition: p is PASS or a point on the board.
    MoveCheck checkMove(Color c, Point p) const;
    bool isLegal(Color c, Point p) const { return checkMove(c, p) == MoveCheck::LEGAL; }
    // Every legal move of c on the board, pass excluded.
    std::vector<Point> legalMoves(Color c) const;

    // Plays a legal move (colours need not alternate) and returns LEGAL; otherwise returns the
    // reason and changes nothing. A move after a resignation takes the game up again.
    MoveCheck play(Color c, Point p);
    void resign(Color c) { resigned_ = c; }
    std::optional<Color> resigned() const { return resigned_; }

    // Takes back the last n moves (a resignation counts as one); false and unchanged if fewer
    // exist. Captured stones come back; ko and superko state are those of the earlier position.
    bool undo(int n = 1);

    int consecutivePasses() const;
    // The last two moves were passes: the game ended by Art. 7.3 (a move takes it up again).
    bool endedByPasses() const { return consecutivePasses() >= 2; }
    // Ended by two consecutive passes or by a resignation.
    bool isOver() const { return resigned_.has_value() || endedByPasses(); }
    // The last move recreated an earlier arrangement of stones. Possible under the simple ko
    // rule (a long cycle) and under situational superko (the same stones with the other player
    // to move); never under positional superko.
    bool lastMoveRepeated() const { return lastMoveRepeated_; }

  private:
    struct PositionRecord {
        uint64_t hash;
        Color toMove;
    };
    bool seenBefore(const Board& after, uint64_t hash, Color nextToMove, bool situational) const;
    void recordPosition(Color nextToMove);
    void applyMove(const Move& m);  // m is known legal
    void restart(const Board& position, Color toMove, int handicapStones);

    Rules rules_;
    Board initial_;
    Board board_;
    Color initialToMove_ = Color::BLACK;
    int handicap_ = 0;
    std::vector<Move> moves_;
    std::optional<Color> resigned_;
    bool lastMoveRepeated_ = false;
    // positions_[i] and snapshots_[i] describe the position after i moves.
    std::vector<PositionRecord> positions_;
    std::vector<std::string> snapshots_;
    std::unordered_multimap<uint64_t, int> byHash_;
};

}  // namespace tianyuan
