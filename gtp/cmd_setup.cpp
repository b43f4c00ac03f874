// Setup commands: boardsize, clear_board, komi, the three handicap commands and the rules
// (kgs-rules, tianyuan-rules).
#include <spdlog/spdlog.h>

#include <cmath>
#include <set>

#include "engine.h"
#include "handicap.h"

namespace tianyuan {

namespace {

void requireEmptyBoard(const GameHistory& game) {
    const Board& b = game.board();
    if (!game.moves().empty() || b.emptyCount() != b.size() * b.size())
        throw GtpError("board not empty");
}

std::string vertexList(const std::vector<Point>& points, int size) {
    std::string out;
    for (const Point p : points) out += (out.empty() ? "" : " ") + formatVertex(p, size);
    return out;
}

// The engine's own free placement: the fixed layout while it exists, then a regular lattice
// between the third/fourth lines; fewer stones than asked only when the lattice is full.
std::vector<Point> chooseFreeHandicap(int size, int n) {
    std::vector<Point> points = fixedHandicapPoints(size, std::min(n, maxFixedHandicap(size)));
    std::set<Point> used(points.begin(), points.end());
    const int low = size >= 13 ? 3 : (size >= 7 ? 2 : (size >= 4 ? 1 : 0));
    const int high = size - 1 - low;
    for (int step = std::max(1, (high - low) / 4); step >= 1 && static_cast<int>(points.size()) < n;
         --step)
        for (int y = low; y <= high && static_cast<int>(points.size()) < n; y += step)
            for (int x = low; x <= high && static_cast<int>(points.size()) < n; x += step)
                if (used.insert(pointAt(size, x, y)).second) points.push_back(pointAt(size, x, y));
    return points;
}

// kgs-rules names mapped onto our settings; komi is left to the komi command.
Rules rulesForKgsName(const std::string& name, const Rules& current) {
    Rules r = current;
    if (name == "chinese") {
        r.koRule = KoRule::POSITIONAL;
        r.suicideAllowed = false;
        r.handicapCompensation = HandicapCompensation::N;
    } else if (name == "aga") {
        r.koRule = KoRule::SITUATIONAL;
        r.suicideAllowed = false;
        r.handicapCompensation = HandicapCompensation::N_MINUS_1;
    } else if (name == "new_zealand") {
        r.koRule = KoRule::SITUATIONAL;
        r.suicideAllowed = true;
        r.handicapCompensation = HandicapCompensation::NONE;
    } else if (name == "tromp-taylor" || name == "tromp_taylor") {
        r.koRule = KoRule::POSITIONAL;
        r.suicideAllowed = true;
        r.handicapCompensation = HandicapCompensation::NONE;
    } else if (name == "japanese") {
        throw GtpError(
            "unsupported rules: japanese (territory counting); tianyuan plays area rules");
    } else {
        throw GtpError("unknown rules: " + name);
    }
    return r;
}

}  // namespace

void registerSetupCommands(Registry& registry, EngineState& state) {
    GameHistory& game = state.game;
    GameClock& clock = state.clock;
    registry.add("boardsize", [&game, &clock](const GtpCommand& c) {
        c.expectArgCount(1);
        const int size = c.argInt(0);
        if (size < MIN_BOARD_SIZE || size > MAX_BOARD_SIZE) throw GtpError("unacceptable size");
        game.clear(size);
        clock.reset();
        return std::string();
    });
    registry.add("clear_board", [&game, &clock](const GtpCommand&) {
        game.clear();
        clock.reset();
        return std::string();
    });
    registry.add("komi", [&game](const GtpCommand& c) {
        c.expectArgCount(1);
        const double komi = c.argFloat(0);
        if (std::fabs(komi) > 10000) throw GtpError("komi out of range");
        Rules rules = game.rules();
        rules.komiHalfPoints = static_cast<int>(std::lround(komi * 2));
        if (rules.komiHalfPoints != komi * 2)
            spdlog::warn("komi {} is not a multiple of 0.5; using {}", c.arg(0),
                         formatHalfPoints(rules.komiHalfPoints));
        game.setRules(rules);
        return std::string();
    });
    registry.add("fixed_handicap", [&game](const GtpCommand& c) {
        c.expectArgCount(1);
        const int n = c.argInt(0);
        requireEmptyBoard(game);
        const int size = game.board().size();
        const std::vector<Point> points = fixedHandicapPoints(size, n);
        if (points.empty()) throw GtpError("invalid number of stones");
        game.placeHandicap(points);
        return vertexList(points, size);
    });
    registry.add("place_free_handicap", [&game](const GtpCommand& c) {
        c.expectArgCount(1);
        const int n = c.argInt(0);
        requireEmptyBoard(game);
        const int size = game.board().size();
        if (n < 2 || n > size * size - 1) throw GtpError("invalid number of stones");
        const std::vector<Point> points = chooseFreeHandicap(size, n);
        if (!game.placeHandicap(points)) throw GtpError("invalid number of stones");
        return vertexList(points, size);
    });
    registry.add("set_free_handicap", [&game](const GtpCommand& c) {
        requireEmptyBoard(game);
        const int size = game.board().size();
        std::vector<Point> points;
        for (size_t i = 0; i < c.argCount(); ++i) {
            const auto p = tryParseVertex(c.arg(i), size);
            if (!p) throw GtpError("bad vertex list");
            points.push_back(*p);
        }
        if (!checkFreeHandicap(size, points).empty() || !game.placeHandicap(points))
            throw GtpError("bad vertex list");
        return std::string();
    });
    registry.add("kgs-rules", [&game](const GtpCommand& c) {
        c.expectArgCount(1);
        game.setRules(rulesForKgsName(c.arg(0), game.rules()));
        return std::string();
    });
    registry.add("tianyuan-rules", [&game](const GtpCommand& c) {
        if (c.argCount() == 0) return game.rules().toString();
        std::string text;
        for (const std::string& word : c.args()) text += (text.empty() ? "" : " ") + word;
        try {
            game.setRules(Rules::parse(text, game.rules()));
        } catch (const RulesError& e) {
            throw GtpError(e.what());
        }
        return std::string();
    });
}

}  // namespace tianyuan
