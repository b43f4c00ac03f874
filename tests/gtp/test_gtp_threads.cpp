// The GTP loop with live input, as a GUI drives it: the loop runs on a thread of its own while
// the test writes lines when it chooses, so the input thread, the loop, the search's threads
// and the one stdout writer really run at once (the ThreadSanitizer build runs these): an
// analysis stopped by quit and by the end of input, pondering stopped by the next line, and
// GoGui's interrupt line stopping a long genmove.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>

#include "engine.h"
#include "live_streams.h"
#include "mcts_player.h"
#include "search_engine.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

// The engine's loop on its own thread, reading `input` and writing `output`.
class LiveEngine {
  public:
    explicit LiveEngine(GtpEngine& engine)
        : input(LiveInput::make()),
          loop_([this, &engine] { status = engine.run(input.stream(), output.stream()); }) {}
    ~LiveEngine() {
        input.close();
        if (loop_.joinable()) loop_.join();
    }
    // Ends the input and waits for the loop to return.
    void finish() {
        input.close();
        loop_.join();
    }

    LiveInput& input;
    LiveOutput output;
    int status = -1;

  private:
    std::thread loop_;
};

const MctsPlayer& playerOf(GtpEngine& e) {
    return dynamic_cast<const MctsPlayer&>(*e.state().player);
}

// Whether `text` ends with an analysis answer's closing empty line followed by `next`.
bool analysisClosedBefore(const std::string& text, const std::string& next) {
    const size_t at = text.find("\n\n" + next);
    return at != std::string::npos && text.rfind("info move ", at) != std::string::npos;
}

}  // namespace

TEST_CASE("live GTP: an analysis streams until quit, which ends it and is answered") {
    GtpEngine e = makeSearchEngine(11);
    LiveEngine live(e);
    live.input.send("boardsize 9");
    live.input.send("7 lz-analyze b 2");  // a line every 20 ms
    REQUIRE(live.output.waitForCount("info move ", 3));
    live.input.send("8 quit");
    REQUIRE(live.output.waitForCount("=8 \n\n", 1));
    live.finish();
    CHECK(live.status == 0);
    const std::string text = live.output.text();
    CHECK(text.rfind("= \n\n=7\ninfo move ", 0) == 0);
    CHECK(analysisClosedBefore(text, "=8 \n\n"));
    CHECK(text.size() == text.find("=8 \n\n") + 5);  // nothing after quit's answer
}

TEST_CASE("live GTP: the end of input ends an analysis with its empty line") {
    GtpEngine e = makeSearchEngine(12);
    LiveEngine live(e);
    live.input.send("boardsize 7");
    live.input.send("kata-analyze w 1 ownership true");
    REQUIRE(live.output.waitForCount(" ownership ", 2));
    live.finish();
    CHECK(live.status == 0);
    const std::string text = live.output.text();
    REQUIRE(text.size() >= 2);
    CHECK(text.substr(text.size() - 2) == "\n\n");
    CHECK(text.rfind("info move ") < text.size() - 2);
    CHECK_FALSE(e.state().analysisRunning);
}

TEST_CASE("live GTP: pondering runs after genmove until the next line, which is answered") {
    GtpEngine e = makeSearchEngine(13, 200);
    e.state().options.ponder = true;
    LiveEngine live(e);
    live.input.send("boardsize 9");
    live.input.send("5 genmove b");
    REQUIRE(live.output.waitForCount("=5 ", 1));
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the engine ponders
    live.input.send("6 protocol_version");
    REQUIRE(live.output.waitForCount("=6 2\n\n", 1));
    live.finish();
    CHECK(live.status == 0);
    // The last search was the pondering that protocol_version stopped: White to move, a tree
    // reused from the genmove, and simulations of its own.
    const SearchReport& ponder = playerOf(e).lastReport();
    CHECK(ponder.reusedTree);
    CHECK(ponder.simulations > 0);
    CHECK(e.state().game.moves().size() == 1);
}

TEST_CASE("live GTP: GoGui's interrupt line stops a long genmove, which still plays") {
    GtpEngine e = makeSearchEngine(14, 0);  // by the clock: a minute for the move
    LiveEngine live(e);
    live.input.send("boardsize 9");
    live.input.send("time_settings 0 60 1");
    live.input.send("3 genmove b");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the search runs
    REQUIRE(live.output.text().find("=3") == std::string::npos);
    const auto sent = std::chrono::steady_clock::now();
    live.input.send("# interrupt");
    REQUIRE(live.output.waitForCount("=3 ", 1));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
    CHECK(seconds < 10);  // not the minute the clock allowed
    live.finish();
    CHECK(live.status == 0);
    CHECK(e.state().game.moves().size() == 1);
    CHECK(playerOf(e).lastReport().simulations > 0);
}
