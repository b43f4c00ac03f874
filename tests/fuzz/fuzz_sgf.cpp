// libFuzzer target: bytes -> the SGF reader and loadSgf into a game, as loadsgf does.
// Invariants: a failure (SgfError) leaves the game unchanged and says why on one line; a loaded
// game has a legal position, reloads to the same game from its own record (writeSgf), and loads
// again with a move number (a prefix of a loadable file is loadable).
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "sgf.h"

using namespace tianyuan;

namespace {

std::string describe(const GameHistory& game) {
    return writeSgf(game, "", "fuzz") + " to move " + std::string(colorName(game.toMove()));
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    fuzz::quietLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    GameHistory game(9);
    game.play(Color::BLACK, pointAt(9, 4, 4));
    const std::string before = describe(game);
    try {
        loadSgf(text, std::nullopt, game);
    } catch (const SgfError& e) {
        const std::string message = e.what();
        FUZZ_CHECK(!message.empty() && message.find('\n') == std::string::npos, message);
        FUZZ_CHECK(describe(game) == before, "a failed load changed the game");
        return 0;
    }
    FUZZ_CHECK(game.board().allChainsHaveLiberties(), describe(game));
    const std::string record = writeSgf(game, "", "fuzz");
    GameHistory reloaded(19);
    loadSgf(record, std::nullopt, reloaded);  // an SgfError here escapes: a crash to look at
    FUZZ_CHECK(describe(reloaded) == describe(game), record);
    FUZZ_CHECK(reloaded.moves() == game.moves(), record);
    const int beforeMove = 1 + static_cast<int>(size % 7);
    GameHistory prefix(19);
    loadSgf(text, beforeMove, prefix);
    FUZZ_CHECK(prefix.moves().size() < static_cast<size_t>(beforeMove), "too many moves");
    return 0;
}
