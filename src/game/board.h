// The board: stones, chains with real liberty counts, captures, the simple-ko point and a
// Zobrist hash, all maintained incrementally. It knows nothing of history: superko, passes and
// game end belong to GameHistory. This is the search's hot path.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "invariants.h"
#include "types.h"

namespace tianyuan {

class Board {
  public:
    // An empty board. Precondition: MIN_BOARD_SIZE <= size <= MAX_BOARD_SIZE.
    explicit Board(int size = 19);
    // Copies hold only the part of the arrays that a board of this size uses (a 19x19 board
    // copies 60% of the bytes of a 25x25 one, a 9x9 one 16%): tactical reading and the search
    // copy boards often.
    Board(const Board& other) { copyFrom(other); }
    Board& operator=(const Board& other) {
        if (this != &other) copyFrom(other);
        return *this;
    }

    int size() const { return size_; }
    int stride() const { return strideFor(size_); }
    Point point(int x, int y) const { return pointAt(size_, x, y); }
    Color at(Point p) const { return color_[p]; }
    bool isOnBoard(Point p) const {
        return p > 0 && p < arraySizeFor(size_) && color_[p] != Color::WALL;
    }

    // Chain queries. Precondition: at(p) is BLACK or WHITE.
    Point chainHead(Point p) const { return head_[p]; }
    int liberties(Point p) const { return libs_[head_[p]]; }
    int chainSize(Point p) const { return chainSize_[head_[p]]; }
    Point nextInChain(Point p) const { return next_[p]; }  // circular list through the chain

    uint64_t hash() const { return hash_; }
    int stoneCount(Color c) const { return stones_[static_cast<int>(c)]; }

    // Simple ko: the point `koColor()` may not play at on the next move (PASS when none).
    Point koPoint() const { return koPoint_; }
    Color koColor() const { return koColor_; }

    // The empty points, in no particular order; kept incrementally for playouts.
    int emptyCount() const { return emptyCount_; }
    Point emptyAt(int i) const { return empties_[i]; }

    // Move tests. isSuicide: a stone of c at the empty point p would have no liberties and
    // capture nothing. isLegal: p is empty, not the simple-ko point, and not suicide (with
    // suicideAllowed, only a lone stone's suicide, which changes nothing, is refused). PASS is
    // always legal. Neither looks at history (superko is GameHistory's job).
    bool isSuicide(Color c, Point p) const;
    bool isLegal(Color c, Point p, bool suicideAllowed = false) const;
    // p is empty and surrounded by c (or walls) with too few enemy diagonals to be false.
    bool isEyeLike(Color c, Point p) const;
    // isLegal without suicide and not filling one of c's own eyes: the light playout test.
    // Precondition: at(p) == EMPTY. A point with an empty neighbour is neither an eye nor
    // suicide, which settles most points with one load.
    bool isPlayoutMove(Color c, Point p) const {
        if (emptyNeighbours_[p] > 0) return p != koPoint_ || c != koColor_;
        return isPlayoutMoveSurrounded(c, p);
    }

    // Tactical helpers for the playout policy and the priors (not used by light playouts).
    // A liberty of the chain at p (PASS if it has none). Precondition: at(p) is a stone.
    Point libertyOf(Point p) const;
    // A stone of c at the empty point p would capture at least one opponent chain.
    bool capturesAny(Color c, Point p) const;
    // A stone of c at the empty point p would leave its chain with exactly one liberty without
    // capturing anything. Precondition: isLegal(c, p).
    bool isSelfAtari(Color c, Point p) const;

    // The hash the board would have after c plays at p, without playing it.
    // Precondition: isLegal(c, p, true).
    uint64_t hashAfter(Color c, Point p) const;

    // Plays c at p (PASS only clears the ko point) and returns the number of stones captured;
    // a suicide (when allowed) removes the mover's own chain and returns 0.
    // Precondition: isLegal(c, p, true).
    int play(Color c, Point p) {
        if constexpr (CHECK_INVARIANTS) checkPlayable(p);
        const int captured = playMove(c, p);
        if constexpr (CHECK_INVARIANTS) checkAfterMove(p);
        return captured;
    }

    // What undo needs to take one move back: reading plays and takes back moves on one board
    // where a copy per branch would cost more (a 19x19 board is about 5.5 kB).
    struct MoveUndo {
        struct Merge {
            uint16_t big, small;  // small joined big
            uint16_t bigLibs;     // big's liberties just before
            uint16_t neighbour;   // the neighbouring chain that lost p as a liberty first
            uint16_t neighbourLibs;
        };
        Point point = PASS;
        Color color = Color::EMPTY;
        uint64_t hash = 0;
        Point koPoint = PASS;
        Color koColor = Color::EMPTY;
        std::array<int, 4> stones{};
        int pointIndex = 0;       // p's place in the empty list
        Point movedEmpty = PASS;  // the empty point that took it
        // p's chain fields before: a captured chain that held p links through them.
        uint16_t pointHead = 0, pointNext = 0, pointSize = 0, pointLibs = 0;
        int mergeCount = 0;
        Merge merges[4];
        int opponentCount = 0;
        uint16_t opponents[4];  // the distinct opponent chains that lost p as a liberty
        int captureCount = 0;
        uint16_t captures[4];
    };
    // play, recording in `undo` what undo needs. Precondition: p != PASS and isLegal(c, p)
    // (no suicide).
    int playUndoable(Color c, Point p, MoveUndo& undo) {
        if constexpr (CHECK_INVARIANTS) checkUndoable(c, p);
        const int captured = playMoveRecorded(c, p, undo);
        if constexpr (CHECK_INVARIANTS) checkAfterMove(p);
        return captured;
    }
    // Takes back the move `undo` recorded. Moves are taken back in the reverse order of their
    // playing; the board is then as it was, the order of the empty points included.
    void undo(const MoveUndo& undo);

    // Setup: puts a stone of c on the empty point p without any capture or move semantics.
    // Precondition: at(p) == EMPTY. The caller must ensure no chain is left without liberties.
    void placeStone(Color c, Point p);
    // Setup: removes the chain-free stone at p (rebuilds chains). Precondition: at(p) is a stone.
    void removeStone(Point p);

    // True when every chain on the board has at least one liberty.
    bool allChainsHaveLiberties() const;

    // Consistency checks (board_checks.cpp). With CHECK_INVARIANTS (debug and sanitizer
    // builds) play checks problemAround every move and the whole board every 64th move of a
    // thread; placeStone and removeStone check the whole board every time.
    // "" when every field kept incrementally agrees with the stones: walls, stone counts, the
    // empty list and the empty-neighbour counts, chains (one head, a circular list of
    // chainSize stones, connected and maximal), liberty counts, the Zobrist hash and the ko
    // point; otherwise the first problem found. Walks the whole board.
    std::string consistencyProblem() const;
    // The cheap check after a move at p: "" when the chains at and next to p are whole with
    // the right liberty counts, stones and empty points add up to the board and the ko point
    // is empty.
    std::string problemAround(Point p) const;

    // Rows top (row size) to bottom, ". X O" per point with GTP coordinates around it.
    std::string toText() const;
    // The stones only, one char per point ('.', 'X', 'O'), row 1 first: equal strings mean equal
    // positions on boards of the same size.
    std::string snapshot() const;

    static uint64_t zobrist(Color c, Point p);

  private:
    friend struct BoardCorruption;  // tests only: breaks invariants on purpose

    void copyFrom(const Board& other);
    int playMove(Color c, Point p) { return playMoveImpl<false>(c, p, nullptr); }  // unchecked
    int playMoveRecorded(Color c, Point p, MoveUndo& undo) {
        return playMoveImpl<true>(c, p, &undo);
    }
    template <bool Record>
    int playMoveImpl(Color c, Point p, MoveUndo* undo);
    std::string pointsProblem() const;
    std::string chainProblem(Point head) const;
    void checkPlayable(Point p) const;
    void checkUndoable(Color c, Point p) const;  // checkPlayable, and no pass, no suicide
    void checkAfterMove(Point p) const;
    void checkConsistency() const;
    bool isPlayoutMoveSurrounded(Color c, Point p) const;  // isPlayoutMove, no empty neighbour
    void addEmpty(Point p);
    void removeEmpty(Point p);
    void setStone(Color c, Point p);
    void mergeChains(Point big, Point small);  // small joins big; fixes big's liberties
    int countLiberties(Point head);
    int removeChain(Point head);
    // Adds delta to the liberties of each distinct chain of `owner` next to q.
    void changeLibertiesAround(Point q, Color owner, int delta);
    void rebuildChains();

    int size_;
    uint64_t hash_ = 0;
    Point koPoint_ = PASS;
    Color koColor_ = Color::EMPTY;
    int emptyCount_ = 0;
    std::array<int, 4> stones_{};
    std::array<Color, MAX_ARRAY_SIZE> color_;
    std::array<uint16_t, MAX_ARRAY_SIZE> head_;
    std::array<uint16_t, MAX_ARRAY_SIZE> next_;
    std::array<uint16_t, MAX_ARRAY_SIZE> libs_;
    std::array<uint16_t, MAX_ARRAY_SIZE> chainSize_;
    std::array<uint16_t, MAX_ARRAY_SIZE> emptyIndex_;
    std::array<uint16_t, MAX_ARRAY_SIZE> empties_;
    std::array<uint8_t, MAX_ARRAY_SIZE> emptyNeighbours_;  // empty orthogonal neighbours
};

}  // namespace tianyuan
