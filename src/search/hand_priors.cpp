#include "hand_priors.h"

#include <algorithm>
#include <cstdlib>

#include "patterns.h"

namespace tianyuan {

void HandPriors::rate(const LeafPosition& leaf, std::span<const Point> moves,
                      std::span<MovePrior> out) const {
    const Board& board = leaf.board;
    const bool opening = board.emptyCount() > board.size() * board.size() * 3 / 5;
    for (size_t i = 0; i < moves.size(); ++i)
        out[i] = rateMove(board, leaf.toMove, moves[i], leaf.last, opening);
}

MovePrior HandPriors::rateMove(const Board& board, Color c, Point p, Point last,
                               bool opening) const {
    if (p == PASS) return {params_.pass.visits, params_.pass.winRate, 0};
    double visits = params_.even.visits, wins = params_.even.visits * params_.even.winRate;
    const auto add = [&](const PriorTerm& term) {
        visits += term.visits;
        wins += term.visits * term.winRate;
    };
    const int s = board.stride();
    const bool selfAtari = board.isSelfAtari(c, p);  // false for a capture
    if (board.capturesAny(c, p))
        add(params_.capture);
    else if (selfAtari)
        add(params_.selfAtari);
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (!selfAtari && board.at(n) == c && board.liberties(n) == 1) {
            add(params_.saveAtari);
            break;
        }
    if (isGoodPatternMove(board, p, c)) add(params_.goodShape);
    const int size = board.size();
    if (last != PASS) {
        const int dx = std::abs(xOf(size, p) - xOf(size, last));
        const int dy = std::abs(yOf(size, p) - yOf(size, last));
        if (std::max(dx, dy) <= params_.nearLastDistance) add(params_.nearLast);
    }
    if (opening) {
        const int x = xOf(size, p), y = yOf(size, p);
        const int line = std::min({x, y, size - 1 - x, size - 1 - y});
        if (line == 0)
            add(params_.openingLine1);
        else if (line == 1)
            add(params_.openingLine2);
        else if (line <= 3)
            add(params_.openingLine34);
    }
    return {static_cast<int>(visits), visits > 0 ? wins / visits : 0.5, 0};
}

}  // namespace tianyuan
