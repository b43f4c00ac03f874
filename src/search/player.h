// The interface between the GTP front end and whatever chooses moves.
#pragma once

#include <optional>
#include <string>

#include "game_clock.h"
#include "history.h"
#include "search_observer.h"
#include "time_allocation.h"

namespace tianyuan {

// What a move may cost: a time rule from the time manager and the clock to measure it with,
// or a fixed number of playouts.
struct SearchBudget {
    StopRule stop;                 // stop.allocation.unlimited when there is no clock
    const Clock* clock = nullptr;  // measures elapsed time for `stop`
    double startTime = 0;          // clock->now() when the genmove line arrived
    int playouts = 0;      // > 0: exactly this many playouts, whatever the clock; 0: by the clock
    bool cleanup = false;  // KGS cleanup phase: capture every dead stone before passing
    SearchWatch watch;     // snapshots while thinking (genmove_analyze)
};

// A search of a position until stopped, for live analysis.
struct AnalysisRequest {
    Color toMove = Color::BLACK;       // whose moves are analysed
    std::vector<Point> excludedMoves;  // never considered for that player's first move
    const Clock* clock = nullptr;      // times the snapshots; must outlive the analysis
    SearchWatch watch;
};

struct MoveChoice {
    Point point = PASS;
    bool resign = false;
};

class Player {
  public:
    virtual ~Player() = default;
    // A short description for logs and gomill-describe_engine.
    virtual std::string describe() const = 0;
    // Chooses a move for `color` in the game's current position within `budget`: a legal point
    // (superko included), PASS, or resignation.
    virtual MoveChoice chooseMove(const GameHistory& game, Color color,
                                  const SearchBudget& budget) = 0;
    // Forgets what earlier searches left behind (a tree kept for reuse, the streak that leads
    // to resignation): the next search depends on its position and settings only. Called when
    // the game is set up rather than continued by a move, and around regression queries.
    virtual void forgetSearches() {}
    // Pondering: think on the opponent's time until the next command. Optional.
    virtual void startPondering(const GameHistory&) {}
    // Stops any background search, pondering or analysis, and waits for it to end.
    virtual void stopPondering() {}
    // Live analysis: searches `game`'s position in the background, snapshots going to
    // request.watch.observer from the search's thread, until stopPondering(). Returns false when
    // this player cannot analyse.
    virtual bool startAnalysis(const GameHistory& /*game*/, const AnalysisRequest& /*request*/) {
        return false;
    }
    // A search of `game`'s position for `color` with `playouts` simulations, nothing played and
    // no state kept for the game (resignation, clock): the final snapshot with score estimates
    // and ownership, for analysis commands. nullopt when this player cannot search. `clock`
    // times the search (may be null).
    virtual std::optional<RootSnapshot> analysePosition(const GameHistory& /*game*/,
                                                        Color /*color*/, int /*playouts*/,
                                                        const Clock* /*clock*/) {
        return std::nullopt;
    }
    // Black's share of wins (a draw half) over `playouts` of this player's playouts from
    // `game`'s position, `color` first, with no search: how its playouts alone judge the
    // position (the outcome benchmark's playout proxy). With `uniformFirstMove` each playout's
    // first move is a uniformly random one that fills no own eye (as Pachi's montecarlo engine
    // plays them), not the policy's. nullopt when it has none.
    virtual std::optional<double> playoutWinRate(const GameHistory& /*game*/, Color /*color*/,
                                                 int /*playouts*/, bool /*uniformFirstMove*/) {
        return std::nullopt;
    }
    // Asks a running chooseMove or analysis to finish soon with what it has; safe from any
    // thread (GoGui's interrupt).
    virtual void interrupt() {}
};

}  // namespace tianyuan
