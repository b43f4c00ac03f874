#include "baseline_player.h"

#include <vector>

namespace tianyuan {

std::string BaselineRandomPlayer::describe() const {
    return "baseline random player (legal moves that fill no own eye; pass when none)";
}

MoveChoice BaselineRandomPlayer::chooseMove(const GameHistory& game, Color color,
                                            const SearchBudget&) {
    const Board& board = game.board();
    std::vector<Point> candidates;
    for (const Point p : game.legalMoves(color))
        if (!board.isEyeLike(color, p)) candidates.push_back(p);
    if (candidates.empty()) return {PASS, false};
    return {candidates[random_.below(static_cast<uint32_t>(candidates.size()))], false};
}

}  // namespace tianyuan
