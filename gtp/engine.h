// The GTP engine: the state every command works on, the dispatcher and the read-answer loop.
// Only this loop writes to stdout.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_set>

#include "game_clock.h"
#include "history.h"
#include "io.h"
#include "options.h"
#include "player.h"
#include "random.h"
#include "registry.h"

namespace tianyuan {

// The position a shared analysis was made for (position_analysis.h): stones, board size, side
// to move, move count, komi, handicap and its compensation.
using PositionKey = std::tuple<uint64_t, int, Color, size_t, int, int, HandicapCompensation>;
struct PositionAnalysisCache {
    std::optional<RootSnapshot> snapshot;
    PositionKey key{};
};

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
    PositionAnalysisCache positionAnalysis;  // the search shared by judging commands

    // Streamed answers (analysis): a handler may write its answer's first line itself (see
    // openAnswer) and then lines through `output`; its returned text ends the answer, unless
    // it left a background analysis running: then the loop ends the answer at the next line.
    GtpOutput output;      // stdout while run() runs; streamed lines go through it too
    std::string answerId;  // the id of the command being handled
    bool answerOpened = false;
    bool analysisRunning = false;
};

// Writes the first line of the current command's answer ("=id"), for a handler that streams.
void openAnswer(EngineState& state);

// The commands that set the game up rather than continue it by a move (a new board, a loaded
// file, handicap stones, komi or rules, undo): after each, the player forgets its earlier
// searches, so that the next search depends on the position and the settings only.
const std::unordered_set<std::string>& setUpCommands();

// GoGui gfx of the most visited moves (INFLUENCE, LABEL with the share of the visits, TEXT).
std::string bestMovesGfx(const RootSnapshot& snapshot, int boardSize);
// GoGui's live graphics (--live-gfx): a snapshot writer for stderr, and the CLEAR line that ends
// them before the answer.
std::unique_ptr<SearchObserver> makeLiveGfxWriter(int boardSize);
void endLiveGfx();

// genmove's work (also genmove_analyze's): asks the player within the clock's budget, plays
// the move or resigns, charges the clock. Returns the vertex, "pass" or "resign".
std::string generateAndPlay(EngineState& state, Color color, const SearchWatch& watch,
                            bool cleanup = false);

class GtpEngine {
  public:
    // `wallClock` times the moves (tests pass a fake one); it must outlive the engine.
    GtpEngine(EngineOptions options, std::unique_ptr<Player> player,
              const Clock& wallClock = defaultClock());
    ~GtpEngine();
    static const Clock& defaultClock();

    // Handles one raw input line and returns the complete answer ("" for a line to ignore).
    // Never throws: every failure becomes a "?" answer and leaves the state unchanged.
    std::string handleLine(std::string_view raw);
    // As handleLine, for a line as read: one that was too long gets "? line too long ...".
    std::string handleInput(const InputLine& line);

    // Reads lines until quit or end of input, writing and flushing each answer. A line
    // `# interrupt` stops a running search at once (GoGui); any line ends a running analysis.
    // Returns 0, or 1 when stdout could not be written (closed by the client).
    int run(std::istream& in, std::ostream& out);

    EngineState& state() { return state_; }
    const Registry& registry() const { return registry_; }

  private:
    void endBackgroundSearch();

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
void registerAnalysisCommands(Registry& registry, EngineState& state);
// The `lcb` of the analysis lines: the lower end of the 95% Wilson score interval of a win rate
// from `visits` simulations, 0 below two visits as Leela Zero writes it (one playout's 0 or 1
// bounds nothing; Lizzie can show the lcb as the move's win rate).
double winRateLowerBound(double winRate, uint32_t visits);
// GoGui's gogui-play_sequence, gogui-setup and gogui-setup_player.
void registerGoguiSetupCommands(Registry& registry, EngineState& state);
void registerGoguiAnalyzeCommands(Registry& registry, EngineState& state);

}  // namespace tianyuan
