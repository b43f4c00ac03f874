// SGF commands: loadsgf FILE [N] (the position before move N) and printsgf [FILE].
#include <spdlog/spdlog.h>

#include <fstream>

#include "engine.h"
#include "scoring.h"
#include "sgf.h"
#include "version.h"

namespace tianyuan {

void registerSgfCommands(Registry& registry, EngineState& state) {
    GameHistory& game = state.game;
    // Failures answer "cannot load file: " and the reason (the spec's text, then ours).
    registry.add("loadsgf", [&game](const GtpCommand& c) {
        c.expectArgCountBetween(1, 2);
        std::optional<int> beforeMove;
        if (c.argCount() == 2) beforeMove = c.argInt(1);
        if (beforeMove && *beforeMove < 1) throw GtpError("move number must be 1 or more");
        GameHistory loaded = game;
        try {
            const SgfLoadResult result = loadSgf(readSgfFile(c.arg(0)), beforeMove, loaded);
            for (const std::string& warning : result.warnings)
                spdlog::warn("loadsgf {}: {}", c.arg(0), warning);
            if (result.komiHalfPoints) {
                Rules rules = loaded.rules();
                rules.komiHalfPoints = *result.komiHalfPoints;
                loaded.setRules(rules);
            }
        } catch (const SgfError& e) {
            spdlog::warn("loadsgf {}: {}", c.arg(0), e.what());
            throw GtpError("cannot load file: " + std::string(e.what()));
        }
        game = loaded;
        return std::string(colorName(game.toMove()));
    });
    registry.add("printsgf", [&state](const GtpCommand& c) {
        c.expectArgCountBetween(0, 1);
        const GameHistory& g = state.game;
        std::string result;
        if (g.resigned()) result = std::string(colorLetter(opponent(*g.resigned()))) + "+Resign";
        const std::string sgf = writeSgf(g, result, "Tianyuan:" TIANYUAN_VERSION);
        if (c.argCount() == 0) return sgf;
        std::ofstream out(c.arg(0), std::ios::binary);
        if (!(out << sgf)) throw GtpError("cannot write file " + c.arg(0));
        return std::string();
    });
}

}  // namespace tianyuan
