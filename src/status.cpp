#include "status.h"

#include "playout.h"

namespace tianyuan {

std::vector<double> estimateOwnership(const Board& board, Color toMove, int playouts,
                                      Random& random) {
    std::vector<double> ownership(MAX_ARRAY_SIZE, 0.0);
    const int size = board.size();
    const int s = board.stride();
    for (int i = 0; i < playouts; ++i) {
        Board end = board;
        runLightPlayout(end, toMove, random, playoutMoveLimit(size));
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Point p = end.point(x, y);
                Color owner = end.at(p);
                if (owner == Color::EMPTY) {  // an eye or dame at the end of a playout
                    bool black = false, white = false;
                    for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                        black |= end.at(n) == Color::BLACK;
                        white |= end.at(n) == Color::WHITE;
                    }
                    owner = black && !white ? Color::BLACK
                                            : (white && !black ? Color::WHITE : Color::EMPTY);
                }
                ownership[p] += owner == Color::BLACK ? 1 : (owner == Color::WHITE ? -1 : 0);
            }
    }
    if (playouts > 0)
        for (double& o : ownership) o /= playouts;
    return ownership;
}

StoneStatus estimateStatus(const Board& board, Color toMove, int playouts, Random& random,
                           double deadThreshold) {
    const std::vector<double> ownership = estimateOwnership(board, toMove, playouts, random);
    const int size = board.size();
    const int s = board.stride();
    StoneStatus status;
    std::vector<char> dead(MAX_ARRAY_SIZE, 0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) == Color::EMPTY || board.chainHead(p) != p) continue;
            const double sign = board.at(p) == Color::BLACK ? 1 : -1;
            double sum = 0;
            Point q = p;
            do {
                sum += sign * ownership[q];
                q = board.nextInChain(q);
            } while (q != p);
            if (sum / board.chainSize(p) < -deadThreshold) {
                q = p;
                do {
                    dead[q] = 1;
                    q = board.nextInChain(q);
                } while (q != p);
            }
        }
    // Seki: alive stones beside an empty point that, dead stones removed, touches alive stones
    // of both colours.
    std::vector<char> seki(MAX_ARRAY_SIZE, 0);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) != Color::EMPTY) continue;
            bool black = false, white = false;
            for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                if (dead[n]) continue;
                black |= board.at(n) == Color::BLACK;
                white |= board.at(n) == Color::WHITE;
            }
            if (!(black && white)) continue;
            for (const Point n : {p - s, p - 1, p + 1, p + s}) {
                if (dead[n] || (board.at(n) != Color::BLACK && board.at(n) != Color::WHITE))
                    continue;
                Point q = board.chainHead(n);
                const Point head = q;
                do {
                    seki[q] = 1;
                    q = board.nextInChain(q);
                } while (q != head);
            }
        }
    for (int y = size - 1; y >= 0; --y)
        for (int x = 0; x < size; ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) == Color::EMPTY) continue;
            if (dead[p])
                status.dead.push_back(p);
            else if (seki[p])
                status.seki.push_back(p);
            else
                status.alive.push_back(p);
        }
    return status;
}

}  // namespace tianyuan
