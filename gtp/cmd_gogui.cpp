// GoGui's synchronisation commands (GtpSynchronizer in GoGui's source): gogui-play_sequence
// (many moves in one command when GoGui attaches to a game or jumps in it), gogui-setup (the
// set-up stones of a position, sent right after clear_board) and gogui-setup_player (who moves
// after them). Each is all or nothing: on any error the game is as before.
#include "engine.h"

namespace tianyuan {

namespace {

// COLOUR VERTEX pairs; a syntax error if the count is odd or a word is malformed.
std::vector<Move> parseMoveList(const GtpCommand& c, int size, const char* offBoardMessage) {
    if (c.argCount() % 2 != 0) throw GtpError("syntax error");
    std::vector<Move> moves;
    for (size_t i = 0; i < c.argCount(); i += 2)
        moves.push_back({c.argColor(i), c.argVertex(i + 1, size, offBoardMessage)});
    return moves;
}

std::string describe(const Move& m, int size) {
    return std::string(m.color == Color::BLACK ? "B " : "W ") + formatVertex(m.point, size);
}

}  // namespace

void registerGoguiCommands(Registry& registry, EngineState& state) {
    registry.add("gogui-play_sequence", [&state](const GtpCommand& c) {
        const int size = state.game.board().size();
        const std::vector<Move> moves = parseMoveList(c, size, "illegal move");
        GameHistory after = state.game;
        for (const Move& m : moves) {
            const MoveCheck check = after.play(m.color, m.point);
            if (check != MoveCheck::LEGAL)
                throw GtpError("illegal move: " + describe(m, size) + " (" +
                               std::string(moveCheckText(check)) + ")");
        }
        state.game = std::move(after);
        for (const Move& m : moves) state.clock.movePlayed(m.color);
        return std::string();
    });
    registry.add("gogui-setup", [&state](const GtpCommand& c) {
        const Board& current = state.game.board();
        const int size = current.size();
        const std::vector<Move> stones = parseMoveList(c, size, "bad vertex list");
        if (!state.game.moves().empty() || current.emptyCount() != size * size)
            throw GtpError("board not empty");
        Board position(size);
        for (const Move& s : stones) {
            if (s.point == PASS) throw GtpError("bad vertex list");
            if (position.at(s.point) != Color::EMPTY)
                throw GtpError("point set up twice: " + formatVertex(s.point, size));
            position.placeStone(s.color, s.point);
        }
        if (!state.game.setPosition(position, Color::BLACK))
            throw GtpError("set-up stones without liberties");
        return std::string();
    });
    registry.add("gogui-setup_player", [&state](const GtpCommand& c) {
        c.expectArgCount(1);
        const Color color = c.argColor(0);
        if (!state.game.moves().empty()) throw GtpError("moves already played");
        if (!state.game.setPosition(state.game.board(), color, state.game.handicap()))
            throw GtpError("cannot set the player to move");  // not reached: the board is valid
        return std::string();
    });
}

}  // namespace tianyuan
