// The GTP engine: the state every command works on, the dispatcher and the read-answer loop.
// Only this loop writes to stdout.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

#include "game_clock.h"
#include "history.h"
#include "options.h"
#include "player.h"
#include "random.h"
#include "registry.h"

namespace tianyuan {

struct EngineState {
    explicit EngineState(const Clock& wallClock) : wall(&wallClock), clock(wallClock) {}
    EngineOptions options;
    GameHistory game;
    std::unique_ptr<Player> player;
    Random random;
    const Clock* wall;
    GameClock clock;  // both players' clocks
    bool quit = false;
    bool ponderNow = false;  // set by genmove when --ponder is on: ponder after answering
};

class GtpEngine {
  public:
    // `wallClock` times the moves (tests pass a fake one); it must outlive the engine.
    GtpEngine(EngineOptions options, std::unique_ptr<Player> player,
              const Clock& wallClock = defaultClock());
    static const Clock& defaultClock();

    // Handles one raw input line and returns the complete answer ("" for a line to ignore).
    // Never throws: every failure becomes a "?" answer and leaves the state unchanged.
    std::string handleLine(std::string_view raw);

    // Reads lines until quit or end of input, writing and flushing each answer. Returns 0.
    int run(std::istream& in, std::ostream& out);

    EngineState& state() { return state_; }
    const Registry& registry() const { return registry_; }

  private:
    EngineState state_;
    Registry registry_;
};

// The command families, one file each.
void registerAdminCommands(Registry& registry, EngineState& state);
void registerSetupCommands(Registry& registry, EngineState& state);
void registerPlayCommands(Registry& registry, EngineState& state);
void registerScoreCommands(Registry& registry, EngineState& state);
void registerSgfCommands(Registry& registry, EngineState& state);
void registerTimeCommands(Registry& registry, EngineState& state);
// GoGui's gogui-play_sequence, gogui-setup and gogui-setup_player.
void registerGoguiSetupCommands(Registry& registry, EngineState& state);

}  // namespace tianyuan
