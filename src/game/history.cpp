#include "history.h"

#include <set>

namespace tianyuan {

std::string_view moveCheckText(MoveCheck check) {
    switch (check) {
        case MoveCheck::LEGAL:
            return "legal";
        case MoveCheck::OCCUPIED:
            return "occupied";
        case MoveCheck::SUICIDE:
            return "suicide";
        case MoveCheck::KO:
            return "ko";
        case MoveCheck::SUPERKO:
            return "superko";
    }
    return "?";
}

GameHistory::GameHistory(int size, Rules rules) : rules_(rules), initial_(size), board_(size) {
    restart(Board(size), Color::BLACK, 0);
}

void GameHistory::clear(int size) {
    restart(Board(size), Color::BLACK, 0);
}

void GameHistory::restart(const Board& position, Color toMove, int handicapStones) {
    initial_ = position;
    board_ = position;
    initialToMove_ = toMove;
    handicap_ = handicapStones;
    moves_.clear();
    resigned_.reset();
    lastMoveRepeated_ = false;
    positions_.clear();
    snapshots_.clear();
    byHash_.clear();
    recordPosition(toMove);
}

Color GameHistory::toMove() const {
    return moves_.empty() ? initialToMove_ : opponent(moves_.back().color);
}

bool GameHistory::placeHandicap(const std::vector<Point>& stones) {
    if (!moves_.empty() || board_.emptyCount() != board_.size() * board_.size()) return false;
    const std::set<Point> distinct(stones.begin(), stones.end());
    if (distinct.size() != stones.size()) return false;
    Board position(board_.size());
    for (const Point p : stones) {
        if (!position.isOnBoard(p)) return false;
        position.placeStone(Color::BLACK, p);
    }
    if (!position.allChainsHaveLiberties()) return false;  // only a nearly full board
    restart(position, stones.empty() ? Color::BLACK : Color::WHITE,
            static_cast<int>(stones.size()));
    return true;
}

bool GameHistory::setPosition(const Board& position, Color toMove, int handicapStones) {
    if (position.size() != board_.size() || !position.allChainsHaveLiberties()) return false;
    restart(position, toMove, handicapStones);
    return true;
}

void GameHistory::recordPosition(Color nextToMove) {
    const int index = static_cast<int>(positions_.size());
    positions_.push_back({board_.hash(), nextToMove});
    snapshots_.push_back(board_.snapshot());
    byHash_.emplace(board_.hash(), index);
}

bool GameHistory::seenBefore(const Board& after, uint64_t hash, Color nextToMove,
                             bool situational) const {
    const auto [first, last] = byHash_.equal_range(hash);
    if (first == last) return false;
    // A hash hit is confirmed on the full position, so a Zobrist collision can never forbid a
    // legal move.
    const std::string snapshot = after.snapshot();
    for (auto it = first; it != last; ++it) {
        const PositionRecord& record = positions_[it->second];
        if (situational && record.toMove != nextToMove) continue;
        if (snapshots_[it->second] == snapshot) return true;
    }
    return false;
}

MoveCheck GameHistory::checkMove(Color c, Point p) const {
    if (p == PASS) return MoveCheck::LEGAL;  // a pass is never a repetition
    if (board_.at(p) != Color::EMPTY) return MoveCheck::OCCUPIED;
    if (!board_.isLegal(c, p, rules_.suicideAllowed)) {
        return board_.koPoint() == p && board_.koColor() == c ? MoveCheck::KO : MoveCheck::SUICIDE;
    }
    if (rules_.koRule == KoRule::SIMPLE) return MoveCheck::LEGAL;
    const uint64_t hash = board_.hashAfter(c, p);
    if (byHash_.count(hash) == 0) return MoveCheck::LEGAL;
    Board after = board_;
    after.play(c, p);
    const bool situational = rules_.koRule == KoRule::SITUATIONAL;
    return seenBefore(after, hash, opponent(c), situational) ? MoveCheck::SUPERKO
                                                             : MoveCheck::LEGAL;
}

std::vector<Point> GameHistory::legalMoves(Color c) const {
    std::vector<Point> out;
    for (int y = 0; y < board_.size(); ++y)
        for (int x = 0; x < board_.size(); ++x) {
            const Point p = board_.point(x, y);
            if (board_.at(p) == Color::EMPTY && isLegal(c, p)) out.push_back(p);
        }
    return out;
}

MoveCheck GameHistory::play(Color c, Point p) {
    const MoveCheck check = checkMove(c, p);
    if (check != MoveCheck::LEGAL) return check;
    applyMove({c, p});
    resigned_.reset();
    return MoveCheck::LEGAL;
}

void GameHistory::applyMove(const Move& m) {
    board_.play(m.color, m.point);
    moves_.push_back(m);
    lastMoveRepeated_ =
        m.point != PASS && seenBefore(board_, board_.hash(), opponent(m.color), false);
    recordPosition(opponent(m.color));
}

bool GameHistory::undo(int n) {
    if (n < 0) return false;
    if (n == 0) return true;
    const int fromResign = resigned_ ? 1 : 0;
    const int movesToTake = n - fromResign;
    if (movesToTake > static_cast<int>(moves_.size())) return false;
    std::vector<Move> kept(moves_.begin(), moves_.end() - movesToTake);
    // Replaying from the first position restores captures, ko and the superko record exactly.
    restart(initial_, initialToMove_, handicap_);
    for (const Move& m : kept) applyMove(m);
    return true;
}

int GameHistory::consecutivePasses() const {
    int count = 0;
    for (auto it = moves_.rbegin(); it != moves_.rend() && it->point == PASS; ++it) ++count;
    return count;
}

}  // namespace tianyuan
