// Reading game records (SGF, directories of SGF, the Tygem one-game-per-line format) and
// replaying them: odd properties tolerated, unreadable records skipped, an illegal move ends the
// replay without a crash.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "diagram.h"
#include "game_records.h"
#include "sgf.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

namespace fs = std::filesystem;

// A fresh empty directory under the system's temporary directory, removed at the end.
class TempDir {
  public:
    explicit TempDir(const std::string& name)
        : path_(fs::temp_directory_path() / ("tianyuan-test-" + name)) {
        fs::remove_all(path_);
        fs::create_directories(path_);
    }
    ~TempDir() { fs::remove_all(path_); }
    fs::path path() const { return path_; }
    void write(const std::string& relative, const std::string& text) const {
        fs::create_directories((path_ / relative).parent_path());
        std::ofstream(path_ / relative) << text;
    }

  private:
    fs::path path_;
};

}  // namespace

TEST_CASE("parseSgfRecord reads size, setup, moves and passes, tolerating odd properties") {
    GameRecord r;
    std::string error;
    const char* sgf =
        "(;GM[1]FF[3]SZ[9]HA[2]AddBlack[cc][gg]AW[ee]XYZ[odd]C[comment]PW[x]"
        ";W[dd]C[hi];B[tt];W[](;B[ab])(;B[ba]))";
    REQUIRE(parseSgfRecord(sgf, "test.sgf", r, error));
    CHECK(r.source == "test.sgf");
    CHECK(r.size == 9);
    CHECK(r.blackSetup == std::vector<Point>{v("C7", 9), v("G3", 9)});
    CHECK(r.whiteSetup == std::vector<Point>{v("E5", 9)});
    REQUIRE(r.moves.size() == 4);
    CHECK(r.moves[0] == Move{Color::WHITE, v("D6", 9)});
    CHECK(r.moves[1] == Move{Color::BLACK, PASS});  // tt is a pass up to 19x19
    CHECK(r.moves[2] == Move{Color::WHITE, PASS});
    CHECK(r.moves[3] == Move{Color::BLACK, v("A8", 9)});  // the main line
}

TEST_CASE("parseSgfRecord: unreadable records fail with a reason, bad moves end the record") {
    GameRecord r;
    std::string error;
    CHECK_FALSE(parseSgfRecord("not sgf", "a", r, error));
    CHECK_FALSE(error.empty());
    CHECK_FALSE(parseSgfRecord("(;SZ[9:13];B[aa])", "b", r, error));
    CHECK(error.find("size") != std::string::npos);
    CHECK_FALSE(parseSgfRecord("(;SZ[9]AB[zz];B[aa])", "c", r, error));
    REQUIRE(parseSgfRecord("(;SZ[19:19];B[pd];W[zz];B[dd])", "d", r, error));
    CHECK(r.size == 19);
    CHECK(r.moves.size() == 1);
    REQUIRE(parseSgfRecord("(;SZ[9];B[aa];AB[cc];W[bb])", "e", r, error));
    CHECK(r.moves.size() == 1);  // setup after a move ends the record
}

TEST_CASE("parseSgfRecord: repeated setup properties, bad points and sizes with the reason") {
    GameRecord r;
    std::string error;
    REQUIRE(parseSgfRecord("(;SZ[19]HA[3]AB[pd]AB[dp]AB[pp];W[dd])", "a", r, error));
    CHECK(r.blackSetup.size() == 3);
    CHECK_FALSE(parseSgfRecord("(;SZ[9]AB[cc]AB[zz])", "b", r, error));
    CHECK(error == "bad point AB[zz]");
    CHECK_FALSE(parseSgfRecord("(;SZ[99])", "c", r, error));
    CHECK(error == "board size 99 is outside 2..25");
}

TEST_CASE("readGameLines: one game per line, overlong lines skipped") {
    std::istringstream in("1\t;B[pd];W[dd]\n" + std::string(MAX_RECORD_LINE_BYTES + 1, ';') +
                          "\n\n2\t;B[qd]");
    std::vector<GameRecord> records;
    const RecordReadStats stats = readGameLines(in, "t.txt", records);
    CHECK(stats.records == 2);
    CHECK(stats.skipped == 1);
    REQUIRE(records.size() == 2);
    CHECK(records[1].source == "t.txt:4");
    CHECK(records[1].moves.size() == 1);
}

TEST_CASE("parseGameLine reads the Tygem format") {
    GameRecord r;
    std::string error;
    REQUIRE(parseGameLine("185585285\t;B[pd];W[dd];B[];W[qp]\r", "t.txt:3", r, error));
    CHECK(r.source == "t.txt:3");
    CHECK(r.size == 19);
    REQUIRE(r.moves.size() == 4);
    CHECK(r.moves[0] == Move{Color::BLACK, v("Q16", 19)});
    CHECK(r.moves[1] == Move{Color::WHITE, v("D16", 19)});
    CHECK(r.moves[2] == Move{Color::BLACK, PASS});
    CHECK(r.moves[3] == Move{Color::WHITE, v("R4", 19)});
    REQUIRE(parseGameLine("7\t;B[pd];W[d", "t", r, error));  // a cut-off record: what can be read
    CHECK(r.moves.size() == 1);
    CHECK_FALSE(parseGameLine("7\tnothing", "t", r, error));
    CHECK_FALSE(parseGameLine("7\t;X[aa]", "t", r, error));
}

TEST_CASE("readGameRecords: directories recursively, line files, missing paths") {
    TempDir dir("records");
    dir.write("a/one.sgf", "(;SZ[9];B[ee];W[cc])");
    dir.write("a/b/two.SGF", "(;SZ[9];B[dd])");
    dir.write("a/b/broken.sgf", "(;SZ[9];B[dd]C[cut");
    dir.write("a/notes.txt", "not read: only .sgf files in directories");
    dir.write("games.txt", "1\t;B[pd];W[dd]\n\n2\t;B[qd]\n(;SZ[9];B[aa])\nbad line\n");
    std::vector<GameRecord> records;
    const RecordReadStats inDir = readGameRecords((dir.path() / "a").string(), records);
    CHECK(inDir.files == 3);
    CHECK(inDir.records == 2);
    CHECK(inDir.skipped == 1);
    REQUIRE(records.size() == 2);
    CHECK(records[0].moves.size() == 1);  // a/b/two.SGF sorts before a/one.sgf
    CHECK(records[1].moves.size() == 2);

    records.clear();
    const RecordReadStats lines = readGameRecords((dir.path() / "games.txt").string(), records);
    CHECK(lines.records == 3);
    CHECK(lines.skipped == 1);
    REQUIRE(records.size() == 3);
    CHECK(records[2].size == 9);  // a line in SGF form
    CHECK(records[1].source.ends_with("games.txt:3"));

    const RecordReadStats missing = readGameRecords((dir.path() / "nothing").string(), records);
    CHECK(missing.skipped == 1);
    CHECK(records.size() == 3);

    dir.write("huge.sgf", "(;SZ[9];B[ee]C[");
    fs::resize_file(dir.path() / "huge.sgf", MAX_SGF_FILE_BYTES + 1);  // sparse
    const RecordReadStats huge = readGameRecords((dir.path() / "huge.sgf").string(), records);
    CHECK(huge.skipped == 1);
    CHECK(records.size() == 3);
}

TEST_CASE("replayRecord stops at an illegal move and counts the moves before it") {
    GameRecord r;
    std::string error;
    // Move 4 plays on an occupied point.
    REQUIRE(parseSgfRecord("(;SZ[5];B[cc];W[dd];B[bb];W[cc];B[aa])", "illegal.sgf", r, error));
    std::vector<int> visited;
    std::vector<int> stones;
    CHECK(replayRecord(r, [&](const Board& board, int index) {
              visited.push_back(index);
              stones.push_back(board.stoneCount(Color::BLACK) + board.stoneCount(Color::WHITE));
          }) == 3);
    CHECK(visited == std::vector<int>{0, 1, 2});
    CHECK(stones == std::vector<int>{0, 1, 2});

    // A ko retaken at once is illegal too; setup stones come first.
    REQUIRE(
        parseSgfRecord("(;SZ[4]AB[ba][ab][bc]AW[ca][db][cc];B[cb];W[bb];B[cb])", "ko", r, error));
    CHECK(replayRecord(r, [](const Board&, int) {}) == 2);  // W takes the ko, B may not retake

    // Setup stones without liberties: nothing is replayed.
    REQUIRE(parseSgfRecord("(;SZ[2]AB[aa]AW[ba][ab];B[bb])", "dead", r, error));
    CHECK(replayRecord(r, [](const Board&, int) {}) == -1);
}

TEST_CASE("recordFingerprint: same moves, same fingerprint") {
    GameRecord a, b, c;
    std::string error;
    REQUIRE(parseGameLine("1\t;B[pd];W[dd];B[pp]", "x", a, error));
    REQUIRE(parseSgfRecord("(;SZ[19]PB[someone];B[pd];W[dd];B[pp])", "y", b, error));
    REQUIRE(parseGameLine("1\t;B[pd];W[dd];B[pq]", "z", c, error));
    CHECK(recordFingerprint(a) == recordFingerprint(b));
    CHECK(recordFingerprint(a) != recordFingerprint(c));
    CHECK(recordFingerprint(a, 2) == recordFingerprint(c, 2));
}
