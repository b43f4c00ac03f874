// Play commands: play, genmove, reg_genmove, kgs-genmove_cleanup, undo, gg-undo, showboard,
// and the queries is_legal, list_stones (GNU Go's) and tianyuan-check_move.
#include <spdlog/spdlog.h>

#include "engine.h"

namespace tianyuan {

namespace {

// The time manager's budget for c's move, starting now.
SearchBudget budgetFor(EngineState& state, Color c, bool cleanup) {
    AllocationContext context;
    context.boardSize = state.game.board().size();
    context.emptyPoints = state.game.board().emptyCount();
    context.lagBuffer = state.options.lagBuffer;
    context.method = state.options.timeAllocation;
    context.middleGame = state.options.timeMiddleGame;
    context.spareByoyomiPeriods = state.options.timeSparePeriods;
    // Passed out: answer at once. Not after a resignation: a genmove then takes the game up
    // again, and the move deserves its time.
    context.gameIsOver = state.game.endedByPasses();
    context.maxTimeCap = state.options.maxTime;
    SearchBudget budget;
    budget.stop.allocation = state.clock.allocate(c, context);
    if (!budget.stop.allocation.unlimited)
        spdlog::debug("time for {}: target {:.2f} s, maximum {:.2f} s, lag reserve {:.3f} s",
                      colorName(c), budget.stop.allocation.target, budget.stop.allocation.maximum,
                      state.clock.lagReserve());
    budget.clock = state.wall;
    budget.startTime = state.wall->now();
    budget.playouts = state.options.playouts;
    budget.cleanup = cleanup;
    return budget;
}

// Asks the player; a choice that is not legal (a player bug) becomes a logged pass.
MoveChoice choose(EngineState& state, Color color, bool cleanup, const SearchWatch& watch = {}) {
    state.clock.genmoveStarted(color);
    SearchBudget budget = budgetFor(state, color, cleanup);
    budget.watch = watch;
    MoveChoice choice = state.player->chooseMove(state.game, color, budget);
    if (!choice.resign && !state.game.isLegal(color, choice.point)) {
        spdlog::error("player chose an illegal move {}; passing instead",
                      formatVertex(choice.point, state.game.board().size()));
        choice.point = PASS;
    }
    return choice;
}

std::string answerFor(const MoveChoice& choice, int size) {
    return choice.resign ? "resign" : formatVertex(choice.point, size);
}

GtpHandler genmoveHandler(EngineState& state, bool playIt, bool cleanup) {
    return [&state, playIt, cleanup](const GtpCommand& c) {
        c.expectArgCount(1);
        const Color color = c.argColor(0);
        if (playIt && state.options.liveGfx) {
            const auto writer = makeLiveGfxWriter(state.game.board().size());
            SearchWatch watch;
            watch.observer = writer.get();
            watch.interval = 0.5;
            const std::string move = generateAndPlay(state, color, watch, cleanup);
            endLiveGfx();
            return move;
        }
        if (playIt) return generateAndPlay(state, color, {}, cleanup);
        // A regression query, not a move of the game: a fresh search whose answer depends on
        // the position and the settings only, and nothing left behind (tree, clock).
        state.player->forgetSearches();
        const MoveChoice choice = choose(state, color, cleanup);
        state.player->forgetSearches();
        state.clock.stop();
        return answerFor(choice, state.game.board().size());
    };
}

std::string showboard(const GameHistory& game) {
    const Board& b = game.board();
    return "\n" + b.toText() + "\n" + std::string(colorName(game.toMove())) + " to move, move " +
           std::to_string(game.moves().size() + 1) + ", komi " +
           formatHalfPoints(game.rules().komiHalfPoints) + ", black stones " +
           std::to_string(b.stoneCount(Color::BLACK)) + ", white stones " +
           std::to_string(b.stoneCount(Color::WHITE));
}

}  // namespace

std::string generateAndPlay(EngineState& state, Color color, const SearchWatch& watch,
                            bool cleanup) {
    const MoveChoice choice = choose(state, color, cleanup, watch);
    if (choice.resign)
        state.game.resign(color);
    else
        state.game.play(color, choice.point);
    state.clock.genmoveAnswered(color);
    state.ponderNow = state.options.ponder && !choice.resign;
    return answerFor(choice, state.game.board().size());
}

void registerPlayCommands(Registry& registry, EngineState& state) {
    GameHistory& game = state.game;
    registry.add("play", [&state](const GtpCommand& c) {
        c.expectArgCount(2);
        const Color color = c.argColor(0);
        const Point p = c.argVertex(1, state.game.board().size());
        if (state.game.play(color, p) != MoveCheck::LEGAL) throw GtpError("illegal move");
        state.clock.movePlayed(color);
        return std::string();
    });
    registry.add("genmove", genmoveHandler(state, true, false));
    registry.add("reg_genmove", genmoveHandler(state, false, false));
    registry.add("kgs-genmove_cleanup", genmoveHandler(state, true, true));
    registry.add("undo", [&game](const GtpCommand& c) {
        c.expectArgCount(0);
        if (!game.undo(1)) throw GtpError("cannot undo");
        return std::string();
    });
    registry.add("gg-undo", [&game](const GtpCommand& c) {
        c.expectArgCountBetween(0, 1);
        const int n = c.argCount() == 1 ? c.argInt(0) : 1;
        if (n < 0) throw GtpError("syntax error");
        if (!game.undo(n)) throw GtpError("cannot undo");
        return std::string();
    });
    registry.add("showboard", [&game](const GtpCommand&) { return showboard(game); });
    registry.add("is_legal", [&game](const GtpCommand& c) {
        c.expectArgCount(2);
        const Color color = c.argColor(0);
        const Point p = c.argVertex(1, game.board().size());
        return std::string(game.isLegal(color, p) ? "1" : "0");
    });
    registry.add("tianyuan-check_move", [&game](const GtpCommand& c) {
        c.expectArgCount(2);
        const Color color = c.argColor(0);
        const Point p = c.argVertex(1, game.board().size());
        return std::string(moveCheckText(game.checkMove(color, p)));
    });
    registry.add("list_stones", [&game](const GtpCommand& c) {
        c.expectArgCount(1);
        const Color color = c.argColor(0);
        const Board& b = game.board();
        std::string out;
        for (int y = b.size() - 1; y >= 0; --y)
            for (int x = 0; x < b.size(); ++x)
                if (b.at(b.point(x, y)) == color)
                    out += (out.empty() ? "" : " ") + formatVertex(b.point(x, y), b.size());
        return out;
    });
}

}  // namespace tianyuan
