// GoGui's position commands (GoGui manual, chapters "Setup Commands" and "Compatibility"), which
// let GoGui attach to a game with a few commands instead of one play per move:
//   gogui-play_sequence B D4 W Q16 ...  every move with the rules, all or nothing;
//   gogui-setup B D4 W Q16 ...          setup stones on the empty board after clear_board;
//   gogui-setup_player B|W              the side to move in that setup position.
// GoGui sends colours and vertices in uppercase ("B PASS" for a pass).
#include "engine.h"

namespace tianyuan {

namespace {

// The colour-vertex pairs of a command, parsed before anything is played or placed so that a
// malformed tail changes nothing. `what` names an item in messages ("move", "stone"). A
// well-formed vertex off this board is reported as `offBoardError` naming the item.
std::vector<Move> parseColorVertexPairs(const GtpCommand& c, int size, const std::string& what,
                                        const std::string& offBoardError) {
    if (c.argCount() % 2 != 0)
        throw GtpError("syntax error: " + what + " " + std::to_string(c.argCount() / 2 + 1) + " '" +
                       c.args().back() + "' has no vertex");
    std::vector<Move> items;
    for (size_t i = 0; i < c.argCount(); i += 2) {
        const std::string number = std::to_string(i / 2 + 1);
        const std::string text = c.arg(i) + " " + c.arg(i + 1);
        const auto color = tryParseColor(c.arg(i));
        const auto point = tryParseVertex(c.arg(i + 1), size);
        if (color && !point && tryParseVertex(c.arg(i + 1), MAX_BOARD_SIZE))
            throw GtpError(offBoardError + " " + number + ": " + text + " (off the board)");
        if (!color || !point)
            throw GtpError("syntax error: " + what + " " + number + " '" + text + "'");
        items.push_back({*color, *point});
    }
    return items;
}

std::string describe(const Move& m, int size) {
    return std::string(colorLetter(m.color)) + " " + formatVertex(m.point, size);
}

// gogui-play_sequence: the moves are played on a copy, which replaces the game only when every
// one of them was legal (GoGui expects "a failure and no change" otherwise). The clock sees
// each move as a play command would.
std::string playSequence(EngineState& state, const GtpCommand& c) {
    const int size = state.game.board().size();
    const std::vector<Move> moves = parseColorVertexPairs(c, size, "move", "illegal move");
    GameHistory trial = state.game;
    for (size_t i = 0; i < moves.size(); ++i) {
        const MoveCheck check = trial.play(moves[i].color, moves[i].point);
        if (check != MoveCheck::LEGAL)
            throw GtpError("illegal move " + std::to_string(i + 1) + ": " +
                           describe(moves[i], size) + " (" + std::string(moveCheckText(check)) +
                           ")");
    }
    state.game = std::move(trial);
    for (const Move& m : moves) state.clock.movePlayed(m.color);
    return std::string();
}

// gogui-setup: only on the empty board of a game without moves (GoGui sends it right after
// clear_board and asks for a failure otherwise). The position starts a new history exactly as
// SGF setup stones do in loadsgf: it is the first position of the superko record and there is no
// handicap. Placing stones leaves the side to move alone (Black after clear_board, as on GoGui's
// own board); gogui-setup_player sets it.
std::string setup(GameHistory& game, const GtpCommand& c) {
    const Board& current = game.board();
    const int size = current.size();
    if (!game.moves().empty() || current.emptyCount() != size * size)
        throw GtpError("board not empty");
    const std::vector<Move> stones = parseColorVertexPairs(c, size, "stone", "illegal setup stone");
    Board position(size);
    for (size_t i = 0; i < stones.size(); ++i) {
        const std::string prefix =
            "illegal setup stone " + std::to_string(i + 1) + ": " + describe(stones[i], size);
        if (stones[i].point == PASS) throw GtpError(prefix + " (a pass)");
        if (position.at(stones[i].point) != Color::EMPTY) throw GtpError(prefix + " (occupied)");
        position.placeStone(stones[i].color, stones[i].point);
    }
    // GoGui allows blocks without liberties in a setup and asks an engine that cannot hold
    // them (our rules cannot: such a position never arises in play) to refuse.
    for (size_t i = 0; i < stones.size(); ++i)
        if (position.liberties(stones[i].point) == 0)
            throw GtpError("illegal setup stone " + std::to_string(i + 1) + ": " +
                           describe(stones[i], size) + " (no liberties)");
    if (!game.setPosition(position, game.toMove())) throw GtpError("illegal setup");
    return std::string();
}

// gogui-setup_player: the side to move in the setup position. After a move it would mean
// forgetting the moves (GoGui never sends it then), so it is refused.
std::string setupPlayer(GameHistory& game, const GtpCommand& c) {
    c.expectArgCount(1);
    const Color color = c.argColor(0);
    if (!game.moves().empty()) throw GtpError("moves already played");
    if (!game.setPosition(game.board(), color, game.handicap())) throw GtpError("illegal setup");
    return std::string();
}

}  // namespace

void registerGoguiSetupCommands(Registry& registry, EngineState& state) {
    GameHistory& game = state.game;
    registry.add("gogui-play_sequence",
                 [&state](const GtpCommand& c) { return playSequence(state, c); });
    registry.add("gogui-setup", [&game](const GtpCommand& c) { return setup(game, c); });
    registry.add("gogui-setup_player",
                 [&game](const GtpCommand& c) { return setupPlayer(game, c); });
}

}  // namespace tianyuan
