// Scoring commands: final_score, final_status_list, tianyuan-count, and the end-of-game notices
// of KGS (kgs-game_over) and CGOS (cgos-gameover).
#include <spdlog/spdlog.h>

#include <set>

#include "engine.h"
#include "position_analysis.h"
#include "scoring.h"

namespace tianyuan {

namespace {

Score currentScore(EngineState& state) {
    const StoneStatus status = currentStoneStatus(state);
    return scoreGame(state.game.board(), state.game.rules(), state.game.handicap(), status.dead);
}

// One chain per line, in board order.
std::string chainsByLine(const Board& board, const std::vector<Point>& stones) {
    const std::set<Point> wanted(stones.begin(), stones.end());
    std::set<Point> done;
    std::string out;
    for (const Point p : stones) {
        const Point head = board.chainHead(p);
        if (!done.insert(head).second) continue;
        std::string line;
        for (int y = board.size() - 1; y >= 0; --y)
            for (int x = 0; x < board.size(); ++x) {
                const Point q = board.point(x, y);
                if (board.at(q) == board.at(p) && board.chainHead(q) == head && wanted.count(q))
                    line += (line.empty() ? "" : " ") + formatVertex(q, board.size());
            }
        out += line + "\n";
    }
    return out;
}

}  // namespace

void registerScoreCommands(Registry& registry, EngineState& state) {
    registry.add("final_score", [&state](const GtpCommand&) {
        return formatGtpResult(currentScore(state).marginHalfPoints);
    });
    registry.add("final_status_list", [&state](const GtpCommand& c) {
        c.expectArgCount(1);
        const std::string& which = c.arg(0);
        if (which != "alive" && which != "dead" && which != "seki") throw GtpError("syntax error");
        const StoneStatus status = currentStoneStatus(state);
        const auto& stones =
            which == "alive" ? status.alive : (which == "dead" ? status.dead : status.seki);
        return chainsByLine(state.game.board(), stones);
    });
    registry.add("tianyuan-count",
                 [&state](const GtpCommand&) { return formatChineseCount(currentScore(state)); });
    registry.add("kgs-game_over", [](const GtpCommand&) {
        spdlog::info("KGS: game over");
        return std::string();
    });
    registry.add("cgos-gameover", [](const GtpCommand& c) {
        spdlog::info("CGOS: game over, result {}", c.argCount() ? c.arg(0) : "?");
        return std::string();
    });
}

}  // namespace tianyuan
