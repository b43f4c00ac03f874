// GoGui's Analyze menu: gogui-analyze_commands lists `type/label/command` lines (GoGui's manual,
// "Analyze Commands"), and the tianyuan-* commands below answer in the format of their type.
// The search-based ones share one search of the current position for the side to move with
// final_score and final_status_list (position_analysis.h).
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "engine.h"
#include "position_analysis.h"

namespace tianyuan {

namespace {

const char* const ANALYZE_COMMANDS =
    "dboard/Ownership/tianyuan-ownership\n"
    "gfx/Best Moves/tianyuan-best_moves\n"
    "var/Principal Variation/tianyuan-pv\n"
    "string/Win Rate and Score/tianyuan-winrate\n"
    "string/Playouts' Win Rate/tianyuan-playout_winrate\n"
    "string/Chinese Count/tianyuan-count\n"
    "string/Final Score/final_score\n"
    "plist/Dead Stones/final_status_list dead\n"
    "plist/Seki Stones/final_status_list seki\n"
    "string/Clock/tianyuan-clock\n"
    "param/Search Settings/tianyuan-search_param\n"
    "param/Rules/tianyuan-rules_param";

std::string fixed(double value, int decimals) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// The shared search of the current position (position_analysis.h).
const RootSnapshot& sharedAnalysis(EngineState& state) {
    const RootSnapshot* snapshot = analyseCurrentPosition(state);
    if (!snapshot) throw GtpError("this player cannot search (--player random)");
    return *snapshot;
}

std::string ownershipBoard(const RootSnapshot& s, int size) {
    std::string out;
    for (int y = size - 1; y >= 0; --y) {
        out += '\n';
        for (int x = 0; x < size; ++x) {
            const size_t i = static_cast<size_t>(x + y * size);
            const double v = i < s.blackOwnership.size() ? s.blackOwnership[i] : 0;
            out += (x ? " " : "") + fixed(v, 2);
        }
    }
    return out;
}

}  // namespace

std::string bestMovesGfx(const RootSnapshot& s, int size) {
    std::string labels = "LABEL", influence = "INFLUENCE";
    const double total = std::max<double>(1, s.rootVisits);
    for (size_t k = 0; k < s.moves.size() && k < 10; ++k) {
        const MoveSnapshot& m = s.moves[k];
        if (m.move == PASS) continue;
        const std::string v = formatVertex(m.move, size);
        labels += " " + v + " " + std::to_string(std::lround(100 * m.visits / total));
        influence += " " + v + " " + fixed(m.visits / total, 2);
    }
    return influence + "\n" + labels + "\nTEXT visit share in percent of " +
           std::to_string(s.rootVisits) + " playouts";
}

namespace {

// Writes `text` to stderr (std::cerr) only if that cannot block: a client that never reads our
// stderr must not stop a genmove. When fd 2 is not ready to take PIPE_BUF bytes, or the text is
// longer, it is dropped.
void writeToStderrWithoutWaiting(const std::string& text) {
    pollfd stderrReady{STDERR_FILENO, POLLOUT, 0};
    if (text.size() > PIPE_BUF || poll(&stderrReady, 1, 0) != 1 || !(stderrReady.revents & POLLOUT))
        return;
    std::cerr << text << std::flush;
}

// Live graphics: each snapshot as one block of gfx commands after a `gogui-gfx:` line, ended by
// an empty line, written to stderr in one piece.
class LiveGfxWriter : public SearchObserver {
  public:
    explicit LiveGfxWriter(int size) : size_(size) {}
    void onSnapshot(const RootSnapshot& s) override {
        std::string block = "gogui-gfx:\n" + bestMovesGfx(s, size_);
        if (!s.moves.empty()) {
            block += "\nVAR";
            Color c = s.toMove;
            for (const Point p : s.moves.front().principalVariation) {
                block += std::string(c == Color::BLACK ? " b " : " w ") + formatVertex(p, size_);
                c = opponent(c);
            }
        }
        writeToStderrWithoutWaiting(block + "\n\n");
    }

  private:
    int size_;
};

std::string winRateText(const RootSnapshot& s, int size) {
    if (s.moves.empty()) return "no move to search";
    const MoveSnapshot& best = s.moves.front();
    const double lead = s.scoreMean;
    const bool blackAhead = (s.toMove == Color::BLACK) == (lead >= 0);
    return std::string(colorName(s.toMove)) + " to move: win rate " + fixed(100 * best.winRate, 1) +
           "% with " + formatVertex(best.move, size) + ", score estimate " +
           (blackAhead ? "B+" : "W+") + fixed(std::fabs(lead), 1) + ", " +
           std::to_string(s.rootVisits) + " playouts";
}

// GoGui's param format: one `[type] key value` line per setting.
std::string searchParams(const EngineState& state) {
    return "[string] playouts " + std::to_string(state.options.playouts) + "\n[string] max-time " +
           fixed(state.options.maxTime, 1) + "\n[bool] ponder " +
           (state.options.ponder ? "1" : "0") + "\n[string] analysis-playouts " +
           std::to_string(state.options.analysisPlayouts);
}

void setSearchParam(EngineState& state, const GtpCommand& c) {
    c.expectArgCount(2);
    const std::string& key = c.arg(0);
    if (key == "playouts") {
        const int n = c.argInt(1);
        if (n < 0) throw GtpError("playouts must be 0 (by the clock) or more");
        state.options.playouts = n;
    } else if (key == "max-time") {
        const double t = c.argFloat(1);
        if (t < 0 || t > 86400) throw GtpError("max-time must be 0 to 86400 seconds");
        state.options.maxTime = t;
    } else if (key == "ponder") {
        if (c.arg(1) != "0" && c.arg(1) != "1") throw GtpError("ponder must be 0 or 1");
        state.options.ponder = c.arg(1) == "1";
    } else if (key == "analysis-playouts") {
        const int n = c.argInt(1);
        if (n < 1 || n > 10000000) throw GtpError("analysis-playouts must be 1 to 10000000");
        state.options.analysisPlayouts = n;
    } else {
        throw GtpError("unknown setting '" + key + "'");
    }
}

std::string rulesParams(const Rules& r) {
    return "[list/positional/situational/simple] ko-rule " + std::string(koRuleName(r.koRule)) +
           "\n[list/forbidden/allowed] suicide " + (r.suicideAllowed ? "allowed" : "forbidden") +
           "\n[string] komi " + formatHalfPoints(r.komiHalfPoints) +
           "\n[list/n/n-1/none] handicap-compensation " +
           std::string(handicapCompensationName(r.handicapCompensation));
}

}  // namespace

std::unique_ptr<SearchObserver> makeLiveGfxWriter(int boardSize) {
    return std::make_unique<LiveGfxWriter>(boardSize);
}

void endLiveGfx() {
    writeToStderrWithoutWaiting("gogui-gfx: CLEAR\n");
}

void registerGoguiAnalyzeCommands(Registry& registry, EngineState& state) {
    registry.add("gogui-analyze_commands", [](const GtpCommand& c) {
        c.expectArgCount(0);
        return std::string(ANALYZE_COMMANDS);
    });
    registry.add("tianyuan-ownership", [&state](const GtpCommand& c) {
        c.expectArgCount(0);
        return ownershipBoard(sharedAnalysis(state), state.game.board().size());
    });
    registry.add("tianyuan-best_moves", [&state](const GtpCommand& c) {
        c.expectArgCount(0);
        return bestMovesGfx(sharedAnalysis(state), state.game.board().size());
    });
    registry.add("tianyuan-pv", [&state](const GtpCommand& c) {
        c.expectArgCount(0);
        const RootSnapshot& s = sharedAnalysis(state);
        std::string pv;
        if (!s.moves.empty())
            for (const Point p : s.moves.front().principalVariation)
                pv += (pv.empty() ? "" : " ") + formatVertex(p, state.game.board().size());
        return pv;
    });
    registry.add("tianyuan-winrate", [&state](const GtpCommand& c) {
        c.expectArgCount(0);
        return winRateText(sharedAnalysis(state), state.game.board().size());
    });
    registry.add("tianyuan-playout_winrate", [&state](const GtpCommand& c) {
        if (c.argCount() > 1 || (c.argCount() == 1 && c.arg(0) != "uniform-first"))
            throw GtpError("syntax error: expected no argument or uniform-first");
        const int playouts = state.options.analysisPlayouts;
        const Color toMove = state.game.toMove();
        const std::optional<double> black =
            state.player->playoutWinRate(state.game, toMove, playouts, c.argCount() == 1);
        if (!black) throw GtpError("this player has no playouts");
        return std::string(colorName(toMove)) + " to move: Black wins " + fixed(100 * *black, 1) +
               "% of " + std::to_string(playouts) + " playouts (no search" +
               (c.argCount() == 1 ? ", a uniformly random first move)" : ")");
    });
    registry.add("tianyuan-search_param", [&state](const GtpCommand& c) {
        if (c.argCount() == 0) return searchParams(state);
        setSearchParam(state, c);
        return std::string();
    });
    registry.add("tianyuan-rules_param", [&state](const GtpCommand& c) {
        if (c.argCount() == 0) return rulesParams(state.game.rules());
        c.expectArgCount(2);
        try {
            state.game.setRules(Rules::parse(c.arg(0) + "=" + c.arg(1), state.game.rules()));
        } catch (const RulesError& e) {
            throw GtpError(e.what());
        }
        return std::string();
    });
}

}  // namespace tianyuan
