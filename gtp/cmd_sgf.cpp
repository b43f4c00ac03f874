// SGF commands: loadsgf FILE [N] (the position before move N) and printsgf [FILE].
#include <spdlog/spdlog.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "engine.h"
#include "scoring.h"
#include "sgf.h"
#include "version.h"

namespace tianyuan {

namespace {

// Whether writing to `path` could desynchronise or hang GTP: our own stdout (/dev/stdout,
// /proc/self/fd/1, the terminal), whose answers the SGF would break, or a FIFO or socket, whose
// opening waits for a reader that may never come.
bool isUnsafeTarget(const std::string& path) {
    struct stat file = {};
    struct stat out = {};
    if (stat(path.c_str(), &file) != 0) return false;  // a new file
    if (S_ISFIFO(file.st_mode) || S_ISSOCK(file.st_mode)) return true;
    return fstat(STDOUT_FILENO, &out) == 0 && file.st_dev == out.st_dev &&
           file.st_ino == out.st_ino;
}

}  // namespace

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
        if (isUnsafeTarget(c.arg(0))) throw GtpError("cannot write file " + c.arg(0));
        std::ofstream out(c.arg(0), std::ios::binary);
        if (!(out << sgf)) throw GtpError("cannot write file " + c.arg(0));
        return std::string();
    });
}

}  // namespace tianyuan
