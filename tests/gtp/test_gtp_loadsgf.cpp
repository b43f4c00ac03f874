// loadsgf of missing, huge, truncated and hostile files: one test per class, each checking the
// exact "? cannot load file: reason" answer and that the game is unchanged.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "baseline_player.h"
#include "engine.h"
#include "sgf.h"

using namespace tianyuan;

namespace {

namespace fs = std::filesystem;

// An engine in the middle of a 9x9 game, and files in a fresh temporary directory.
class LoadsgfFixture {
  public:
    LoadsgfFixture()
        : dir_(fs::temp_directory_path() / "tianyuan-test-loadsgf"),
          engine_(EngineOptions{}, std::make_unique<BaselineRandomPlayer>(1)) {
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        for (const char* line : {"boardsize 9", "komi 6.5", "play b E5", "play w C3"})
            REQUIRE(engine_.handleLine(line) == "= \n\n");
    }
    ~LoadsgfFixture() { fs::remove_all(dir_); }

    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return (dir_ / name).string();
    }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    // The whole game: record (size, komi, setup, moves) and the side to move.
    std::string state() { return engine_.handleLine("printsgf") + engine_.handleLine("showboard"); }

    // Checks that "loadsgf ARGS" fails with exactly `reason` and changes nothing.
    void expectFailure(const std::string& args, const std::string& reason) {
        const std::string before = state();
        CHECK(engine_.handleLine("loadsgf " + args) == "? " + reason + "\n\n");
        CHECK(state() == before);
    }
    // The same for a file NAME holding TEXT: "cannot load file: REASON".
    void expectRefused(const std::string& name, const std::string& text,
                       const std::string& reason) {
        expectFailure(write(name, text), "cannot load file: " + reason);
    }
    std::string answer(const std::string& line) { return engine_.handleLine(line); }

  private:
    fs::path dir_;
    GtpEngine engine_;
};

// `depth` variations, each inside the one before, each of one node with a comment.
std::string nested(int depth) {
    std::string text;
    for (int i = 0; i < depth; ++i) text += "(;C[variation]";
    return text + std::string(depth, ')');
}

}  // namespace

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: a missing file or a directory") {
    expectFailure(path("missing.sgf"), "cannot load file: no such file");
    expectFailure(path("missing.sgf") + " 3", "cannot load file: no such file");
    fs::create_directories(path("directory.sgf"));
    expectFailure(path("directory.sgf"), "cannot load file: not a regular file");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: a file above the size limit") {
    const std::string file = write("huge.sgf", "(;SZ[9]C[");
    fs::resize_file(file, MAX_SGF_FILE_BYTES + 1);  // sparse: no disk used
    expectFailure(file, "cannot load file: the file is larger than 64 MiB");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: truncated files") {
    expectRefused("cut_value.sgf", "(;GM[1]SZ[9]\n;B[ee]\n;W[c",
                  "the file ends inside a property value (truncated?) (line 3)");
    expectRefused("cut_identifier.sgf", "(;GM[1]SZ[9];B[ee];W", "property W has no value (line 1)");
    expectRefused("empty.sgf", "", "no game tree: no '(;' in the text");
    // Cut between nodes, only the final ')' missing (as in some real files): what it holds.
    CHECK(answer("loadsgf " + write("cut_tree.sgf", "(;GM[1]SZ[9];B[ee];W[cc]")) == "= black\n\n");
    CHECK(answer("list_stones white") == "= C7\n\n");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: variations nested too deeply") {
    expectRefused("deep.sgf", "(;SZ[9]" + nested(MAX_SGF_VARIATION_DEPTH) + ")",
                  "variations nested deeper than 10000 (line 1)");
    CHECK(answer("loadsgf " + write("deep_ok.sgf", "(;SZ[9]" + nested(100) + ")")) ==
          "= black\n\n");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: absurd board sizes") {
    expectRefused("size0.sgf", "(;SZ[0])", "board size 0 is outside 2..25");
    expectRefused("size_big.sgf", "(;SZ[2147483647])", "board size 2147483647 is outside 2..25");
    expectRefused("size_huge.sgf", "(;SZ[18446744073709551617])",
                  "bad board size SZ[18446744073709551617]");
    expectRefused("size_rect.sgf", "(;SZ[19:9])", "board size SZ[19:9] is not square");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: too many nodes or values in the main line") {
    std::string nodes = "(;SZ[9]";
    for (size_t i = 0; i < MAX_SGF_MAIN_LINE_NODES; ++i) nodes += ";B[]";
    expectRefused("nodes.sgf", nodes + ")", "more than 100000 nodes in the main line (line 1)");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: illegal setup") {
    expectRefused("occupied.sgf", "(;SZ[9]AB[cc][dd]AW[ee][dd])",
                  "setup point D6 is in both AB and AW of one node "
                  "(before the first move)");
    expectRefused("no_liberties.sgf", "(;SZ[9]AB[ba][ab]AW[aa];W[ee])",
                  "setup leaves the white stone at A9 without liberties "
                  "(before the first move)");
    expectRefused("later.sgf", "(;SZ[9];B[ee];W[cc];AW[de][fe][ed][ef])",
                  "setup leaves the black stone at E5 without liberties "
                  "(after move 2)");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: AE/AB cycles") {
    expectRefused("cycle_node.sgf", "(;SZ[9]AB[ee]AE[ee])",
                  "setup point E5 is in both AE and AB of one node "
                  "(before the first move)");
    // Across nodes a cycle is legal SGF: 5,000 rounds end in the last node's position.
    std::string cycle = "(;SZ[9]";
    for (int i = 0; i < 5000; ++i) cycle += ";AB[ee];AE[ee];W[ee];AE[ee]";
    CHECK(answer("loadsgf " + write("cycle.sgf", cycle + ";AW[aa]PL[B])")) == "= black\n\n");
    CHECK(answer("list_stones white") == "= A9\n\n");
    CHECK(answer("list_stones black") == "= \n\n");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: move numbers past the end, zero or negative") {
    const std::string file = write("game.sgf", "(;SZ[9]KM[5.5];B[ee];W[cc];B[gg])");
    expectFailure(file + " 0", "move number must be 1 or more");
    expectFailure(file + " -3", "move number must be 1 or more");
    expectFailure(file + " 99999999999", "syntax error");
    CHECK(answer("loadsgf " + file + " 1000000") == "= white\n\n");  // the whole game
    CHECK(answer("list_stones black") == "= E5 G3\n\n");
}

TEST_CASE_FIXTURE(LoadsgfFixture, "loadsgf: illegal moves and bad values, each message one line") {
    expectRefused("illegal.sgf", "(;SZ[9];B[ee];W[ee])",
                  "move 2 W[ee] at E5 is illegal (occupied)");
    expectRefused("off.sgf", "(;SZ[9];B[ee];W[\nzz\n])",
                  "move 2 W[?zz?] is not a point of the board");
    expectRefused("komi.sgf", "(;SZ[9]KM[six])", "bad komi KM[six]");
    expectRefused("handicap.sgf", "(;SZ[9]HA[-2])", "bad handicap HA[-2]");
    expectRefused("player.sgf", "(;SZ[9]PL[X])", "bad player PL[X]");
}
