#include "scoring.h"

namespace tianyuan {

namespace {

// "184", "184 1/2" from a count in half stones.
std::string halfStones(int halves) {
    std::string out = std::to_string(halves / 2);
    if (halves % 2) out += " 1/2";
    return out;
}

// "3/4 stone", "1 stone", "1 1/4 stones" from a count in quarter stones (> 0).
std::string quarterStones(int quarters) {
    static const char* const FRACTIONS[] = {"", "1/4", "1/2", "3/4"};
    const int whole = quarters / 4;
    const int rest = quarters % 4;
    std::string out;
    if (whole > 0) out = std::to_string(whole);
    if (rest > 0) out += (out.empty() ? "" : " ") + std::string(FRACTIONS[rest]);
    return out + (quarters > 4 ? " stones" : " stone");
}

}  // namespace

AreaCount countArea(const Board& input, const std::vector<Point>& dead) {
    Board board = input;
    for (const Point p : dead)
        if (board.isOnBoard(p) && board.at(p) != Color::EMPTY) board.removeStone(p);

    AreaCount count;
    count.black = board.stoneCount(Color::BLACK);
    count.white = board.stoneCount(Color::WHITE);
    const int s = board.stride();
    std::vector<bool> visited(MAX_ARRAY_SIZE, false);
    std::vector<Point> region;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point start = board.point(x, y);
            if (board.at(start) != Color::EMPTY || visited[start]) continue;
            // Flood one empty region and note which colours it touches.
            bool touchesBlack = false, touchesWhite = false;
            region.assign(1, start);
            visited[start] = true;
            for (size_t i = 0; i < region.size(); ++i) {
                const Point q = region[i];
                for (const Point n : {q - s, q - 1, q + 1, q + s}) {
                    const Color c = board.at(n);
                    touchesBlack |= c == Color::BLACK;
                    touchesWhite |= c == Color::WHITE;
                    if (c == Color::EMPTY && !visited[n]) {
                        visited[n] = true;
                        region.push_back(n);
                    }
                }
            }
            const int n = static_cast<int>(region.size());
            if (touchesBlack && !touchesWhite)
                count.black += n;
            else if (touchesWhite && !touchesBlack)
                count.white += n;
            else
                count.shared += n;
        }
    }
    return count;
}

Score scoreGame(const Board& board, const Rules& rules, int handicapStones,
                const std::vector<Point>& dead) {
    Score score;
    score.area = countArea(board, dead);
    score.boardSize = board.size();
    score.komiHalfPoints = rules.komiHalfPoints;
    score.compensationPoints = rules.handicapBonusPoints(handicapStones);
    score.marginHalfPoints =
        2 * (score.area.black - score.area.white) - rules.whiteBonusHalfPoints(handicapStones);
    return score;
}

std::string formatGtpResult(int marginHalfPoints) {
    if (marginHalfPoints == 0) return "0";
    const char* winner = marginHalfPoints > 0 ? "B+" : "W+";
    return winner + formatHalfPoints(marginHalfPoints > 0 ? marginHalfPoints : -marginHalfPoints);
}

std::string formatChineseCount(const Score& score) {
    // The margin in stones is half the margin in points, so quarter stones = half points.
    const int quarters = score.marginHalfPoints;
    std::string out = "Black " + halfStones(2 * score.area.black + score.area.shared) + " stones, ";
    if (quarters == 0) return out + "draw";
    out += quarters > 0 ? "Black wins by " : "White wins by ";
    return out + quarterStones(quarters > 0 ? quarters : -quarters);
}

int playoutAreaDifference(const Board& board) {
    int difference = board.stoneCount(Color::BLACK) - board.stoneCount(Color::WHITE);
    for (int i = 0; i < board.emptyCount(); ++i)
        difference += playoutOwner(board, board.emptyAt(i));
    return difference;
}

}  // namespace tianyuan
