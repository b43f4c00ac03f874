// Live analysis as Leela Zero and KataGo define it, for Sabaki, Lizzie and CGOS's viewers:
// analyze, lz-analyze, kata-analyze (a background search whose `info` lines stream until the
// next input line) and genmove_analyze, lz-genmove_analyze, kata-genmove_analyze (genmove with
// the same lines while it thinks, then `play V`). Arguments: [colour] [interval] then key-value
// pairs: interval, minmoves, maxmoves, avoid, allow, ownership, pvVisits (docs/ in KataGo's
// GTP extensions; README "Analysis"). cgos-genmove_analyze answers CGOS's JSON form.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine.h"

namespace tianyuan {

namespace {

enum class Dialect { LEELA, KATA };  // integer win rates (0-10000), or floats and scores

struct AnalyzeArgs {
    Color color = Color::BLACK;
    double interval = 1.0;  // seconds
    size_t minMoves = 0;
    size_t maxMoves = 400;
    bool ownership = false;
    bool pvVisits = false;
    std::vector<Point> excluded;  // root moves of `color` that avoid/allow rule out
};

std::vector<Point> parseVertexList(const std::string& text, int size) {
    std::vector<Point> points;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t comma = std::min(text.find(',', start), text.size());
        const std::string word = text.substr(start, comma - start);
        const auto p = tryParseVertex(word, size);
        if (!p) throw GtpError("bad vertex '" + word + "' in avoid/allow");
        points.push_back(*p);
        start = comma + 1;
    }
    return points;
}

int nonNegative(const GtpCommand& c, size_t i) {
    const int v = c.argInt(i);
    if (v < 0) throw GtpError("syntax error");
    return v;
}

bool parseBool(const std::string& text) {
    if (text == "true") return true;
    if (text == "false") return false;
    throw GtpError("expected true or false, got '" + text + "'");
}

// [colour] [interval] key value ...; the colour defaults to the side to move.
AnalyzeArgs parseAnalyzeArgs(const GtpCommand& c, const GameHistory& game) {
    AnalyzeArgs a;
    a.color = game.toMove();
    const int size = game.board().size();
    size_t i = 0;
    if (i < c.argCount() && tryParseColor(c.arg(i))) a.color = c.argColor(i++);
    if (i < c.argCount() && std::isdigit(static_cast<unsigned char>(c.arg(i)[0])))
        a.interval = nonNegative(c, i++) / 100.0;
    std::vector<Point> allowed;
    bool allowGiven = false;
    while (i < c.argCount()) {
        const std::string& key = c.arg(i++);
        if (key == "interval") {
            a.interval = nonNegative(c, i++) / 100.0;
        } else if (key == "minmoves") {
            a.minMoves = static_cast<size_t>(nonNegative(c, i++));
        } else if (key == "maxmoves") {
            a.maxMoves = static_cast<size_t>(nonNegative(c, i++));
        } else if (key == "ownership") {
            a.ownership = parseBool(c.arg(i++));
        } else if (key == "pvVisits") {
            a.pvVisits = parseBool(c.arg(i++));
        } else if (key == "avoid" || key == "allow") {
            // avoid|allow COLOUR VERTEX,VERTEX,... UNTILDEPTH: only the first move is
            // restricted here (UNTILDEPTH >= 1); a colour that is not to move changes nothing.
            const Color who = c.argColor(i);
            const std::vector<Point> points = parseVertexList(c.arg(i + 1), size);
            if (nonNegative(c, i + 2) < 1) throw GtpError("untilDepth must be at least 1");
            i += 3;
            if (who != a.color) continue;
            if (key == "avoid") {
                a.excluded.insert(a.excluded.end(), points.begin(), points.end());
            } else {
                allowGiven = true;
                allowed.insert(allowed.end(), points.begin(), points.end());
            }
        } else {
            throw GtpError("unknown analyze argument '" + key + "'");
        }
    }
    a.interval = std::max(a.interval, 0.01);
    if (allowGiven) {
        const Board& b = game.board();
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (std::find(allowed.begin(), allowed.end(), b.point(x, y)) == allowed.end())
                    a.excluded.push_back(b.point(x, y));
        if (std::find(allowed.begin(), allowed.end(), PASS) == allowed.end())
            a.excluded.push_back(PASS);
    }
    return a;
}

std::string number(double value, int decimals) {
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

// Writes one `info ... pv ...` line per snapshot through the engine's output.
class AnalysisPrinter : public SearchObserver {
  public:
    AnalysisPrinter(GtpOutput& output, Dialect dialect, const AnalyzeArgs& args, int size)
        : output_(output), dialect_(dialect), args_(args), size_(size) {}

    // A snapshot with no move to show writes nothing: an empty line would end the answer.
    void onSnapshot(const RootSnapshot& s) override {
        const std::string line = format(s);
        if (!line.empty()) output_.write(line + "\n");
    }

    std::string format(const RootSnapshot& s) const {
        std::string line;
        const size_t count = std::min(s.moves.size(), args_.maxMoves);
        for (size_t k = 0; k < count; ++k) {
            const MoveSnapshot& m = s.moves[k];
            const double winRate = m.visits > 0 ? m.winRate : 0;
            if (!line.empty()) line += ' ';
            line += "info move " + vertex(m.move) + " visits " + std::to_string(m.visits);
            if (dialect_ == Dialect::LEELA) {
                line += " winrate " + std::to_string(permyriad(winRate)) + " prior " +
                        std::to_string(permyriad(m.probability)) + " lcb " +
                        std::to_string(permyriad(winRateLowerBound(winRate, m.visits)));
            } else {
                const double score = m.scoreSamples > 0 ? m.scoreMean : s.scoreMean;
                const double lcb = winRateLowerBound(winRate, m.visits);
                line += " utility " + number(2 * winRate - 1, 6) + " winrate " +
                        number(winRate, 6) + " scoreMean " + number(score, 3) + " scoreStdev " +
                        number(m.scoreStdev, 3) + " scoreLead " + number(score, 3) +
                        " scoreSelfplay " + number(score, 3) + " prior " +
                        number(m.probability, 6) + " lcb " + number(lcb, 6) + " utilityLcb " +
                        number(2 * lcb - 1, 6);
            }
            line += " order " + std::to_string(k) + " pv";
            for (const Point p : m.principalVariation) line += ' ' + vertex(p);
            if (args_.pvVisits) {
                line += " pvVisits";
                for (const uint32_t v : m.pvVisits) line += ' ' + std::to_string(v);
            }
        }
        if (dialect_ == Dialect::KATA && args_.ownership && !line.empty()) line += ownership(s);
        return line;
    }

  private:
    static int permyriad(double x) { return static_cast<int>(std::lround(10000 * x)); }
    std::string vertex(Point p) const { return formatVertex(p, size_); }

    // size*size values for the analysed player, rows from the top (A19 first) as KataGo does.
    std::string ownership(const RootSnapshot& s) const {
        std::string out = " ownership";
        const double sign = args_.color == Color::BLACK ? 1 : -1;
        for (int y = size_ - 1; y >= 0; --y)
            for (int x = 0; x < size_; ++x) {
                const size_t i = static_cast<size_t>(x + y * size_);
                const double v = i < s.blackOwnership.size() ? sign * s.blackOwnership[i] : 0;
                out += ' ' + number(v, 4);
            }
        return out;
    }

    GtpOutput& output_;
    Dialect dialect_;
    AnalyzeArgs args_;
    int size_;
};

SearchWatch watchFor(AnalysisPrinter& printer, const AnalyzeArgs& args, Dialect dialect) {
    SearchWatch watch;
    watch.observer = &printer;
    watch.interval = args.interval;
    watch.minMoves = args.minMoves;
    watch.collectOutcomes = dialect == Dialect::KATA;
    return watch;
}

GtpHandler analyzeHandler(EngineState& state, Dialect dialect) {
    // The printer lives as long as the engine: the background search uses it until the loop
    // stops the analysis, after this handler has returned.
    auto printer = std::make_shared<std::unique_ptr<AnalysisPrinter>>();
    return [&state, dialect, printer](const GtpCommand& c) {
        const AnalyzeArgs args = parseAnalyzeArgs(c, state.game);
        *printer = std::make_unique<AnalysisPrinter>(state.output, dialect, args,
                                                     state.game.board().size());
        AnalysisRequest request;
        request.toMove = args.color;
        request.excludedMoves = args.excluded;
        request.clock = state.wall;
        request.watch = watchFor(**printer, args, dialect);
        openAnswer(state);
        state.analysisRunning = state.player->startAnalysis(state.game, request);
        if (!state.analysisRunning) spdlog::warn("{}: this player cannot analyse", c.name());
        return std::string();
    };
}

GtpHandler genmoveAnalyzeHandler(EngineState& state, Dialect dialect) {
    return [&state, dialect](const GtpCommand& c) {
        const AnalyzeArgs args = parseAnalyzeArgs(c, state.game);
        AnalysisPrinter printer(state.output, dialect, args, state.game.board().size());
        openAnswer(state);
        return "play " + generateAndPlay(state, args.color, watchFor(printer, args, dialect));
    };
}

// Keeps the last snapshot of a search (the one at its end).
class LastSnapshot : public SearchObserver {
  public:
    void onSnapshot(const RootSnapshot& s) override {
        snapshot = s;
        seen = true;
    }
    RootSnapshot snapshot;
    bool seen = false;
};

// CGOS's analysis JSON (zakki/cgos, "GTP tournament game expansion"): from the player's side;
// each move's `pv` is the line after the move; ownership is size*size characters of
// A-Z a-z 0-9 + / for -1..1, rows from the top.
std::string cgosJson(const RootSnapshot& s, int size) {
    static const char* const CHARS =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const double winRate = s.moves.empty() ? 0.5 : s.moves.front().winRate;
    std::string json = "{\"winrate\":" + number(winRate, 4) +
                       ",\"score\":" + number(s.scoreMean, 2) +
                       ",\"visits\":" + std::to_string(s.rootVisits) + ",\"moves\":[";
    const size_t count = std::min<size_t>(s.moves.size(), 10);
    for (size_t k = 0; k < count; ++k) {
        const MoveSnapshot& m = s.moves[k];
        std::string pv;
        for (size_t i = 1; i < m.principalVariation.size(); ++i)
            pv += (i > 1 ? " " : "") + formatVertex(m.principalVariation[i], size);
        json += std::string(k ? "," : "") + "{\"move\":\"" + formatVertex(m.move, size) +
                "\",\"visits\":" + std::to_string(m.visits) +
                ",\"winrate\":" + number(m.winRate, 4) +
                ",\"score\":" + number(m.scoreSamples ? m.scoreMean : s.scoreMean, 2) +
                ",\"prior\":" + number(m.probability, 4) + ",\"pv\":\"" + pv + "\"}";
    }
    json += "]";
    if (s.blackOwnership.size() == static_cast<size_t>(size * size)) {
        const double sign = s.toMove == Color::BLACK ? 1 : -1;
        json += ",\"ownership\":\"";
        for (int y = size - 1; y >= 0; --y)
            for (int x = 0; x < size; ++x) {
                const double v = sign * s.blackOwnership[static_cast<size_t>(x + y * size)];
                json += CHARS[std::lround(std::clamp((v + 1) / 2, 0.0, 1.0) * 62)];
            }
        json += "\"";
    }
    return json + "}";
}

}  // namespace

double winRateLowerBound(double winRate, uint32_t visits) {
    if (visits < 2) return 0;
    const double z = 1.96, n = visits, p = std::clamp(winRate, 0.0, 1.0);
    const double centre = p + z * z / (2 * n);
    const double spread = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    return std::clamp((centre - spread) / (1 + z * z / n), 0.0, 1.0);
}

void registerAnalysisCommands(Registry& registry, EngineState& state) {
    registry.add("analyze", analyzeHandler(state, Dialect::LEELA));
    registry.add("lz-analyze", analyzeHandler(state, Dialect::LEELA));
    registry.add("kata-analyze", analyzeHandler(state, Dialect::KATA));
    registry.add("genmove_analyze", genmoveAnalyzeHandler(state, Dialect::LEELA));
    registry.add("lz-genmove_analyze", genmoveAnalyzeHandler(state, Dialect::LEELA));
    registry.add("kata-genmove_analyze", genmoveAnalyzeHandler(state, Dialect::KATA));
    // CGOS's client: `=`, one line of JSON analysis, `play V`; clock and resignation as genmove.
    registry.add("cgos-genmove_analyze", [&state](const GtpCommand& c) {
        c.expectArgCount(1);
        const Color color = c.argColor(0);
        LastSnapshot last;
        SearchWatch watch;
        watch.observer = &last;
        watch.interval = 1e9;  // only the snapshot at the end
        watch.collectOutcomes = true;
        openAnswer(state);
        const std::string move = generateAndPlay(state, color, watch);
        if (last.seen && !last.snapshot.moves.empty())
            state.output.write(cgosJson(last.snapshot, state.game.board().size()) + "\n");
        return "play " + move;
    });
    // GoGui enables its Interrupt button for engines that list this, and then writes a line
    // `# interrupt` while a command runs (GtpInput hands it to the player at once).
    registry.add("gogui-interrupt", [](const GtpCommand& c) {
        c.expectArgCount(0);
        return std::string();
    });
}

}  // namespace tianyuan
