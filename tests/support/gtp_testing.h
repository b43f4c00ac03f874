// Helpers for tests that drive a GtpEngine through handleLine: an engine with the random
// baseline player, the text of an answer that must succeed or fail, and a snapshot of everything
// a failed command must leave alone.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "baseline_player.h"
#include "engine.h"

namespace tianyuan::test {

// An engine whose player is the random baseline (fast; for everything but the search).
inline GtpEngine makeBaselineEngine(uint64_t seed = 42) {
    EngineOptions options;
    options.seed = seed;
    options.statusPlayouts = 200;
    return GtpEngine(options, std::make_unique<BaselineRandomPlayer>(seed));
}

// The answer text without "= " / "? " and the trailing empty line; fails the test when the
// status is not `status`.
inline std::string answerWithStatus(GtpEngine& e, const std::string& line, char status) {
    const std::string answer = e.handleLine(line);
    INFO(line << " -> " << answer);
    REQUIRE(answer.size() >= 4);
    CHECK(answer[0] == status);
    return answer.substr(answer.find(' ') + 1, answer.size() - answer.find(' ') - 3);
}

inline std::string ok(GtpEngine& e, const std::string& line) {
    return answerWithStatus(e, line, '=');
}

inline std::string fail(GtpEngine& e, const std::string& line) {
    return answerWithStatus(e, line, '?');
}

// Everything a failed command must leave alone: stones, moves, rules, handicap, side to move,
// size and the time settings.
inline std::string snapshot(GtpEngine& e) {
    const GameHistory& g = e.state().game;
    return g.board().snapshot() + "|" + std::to_string(g.moves().size()) + "|" +
           g.rules().toString() + "|" + std::to_string(g.handicap()) + "|" +
           std::string(colorName(g.toMove())) + "|" + std::to_string(g.board().size()) + "|" +
           describe(e.state().clock.settings());
}

}  // namespace tianyuan::test
