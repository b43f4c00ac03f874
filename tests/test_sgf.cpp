// SGF reading (main line, setup, moves, komi) and writing (round trip).
#include <doctest/doctest.h>

#include "diagram.h"
#include "sgf.h"

using namespace tianyuan;
using namespace tianyuan::test;

TEST_CASE("parseSgfMainLine follows the first variation and unescapes values") {
    const auto nodes =
        parseSgfMainLine("junk before (;GM[1]SZ[9]C[a \\] b];B[ee](;W[dd];B[cc])(;W[ff]))trailing");
    REQUIRE(nodes.size() == 4);
    CHECK(nodes[0][2].id == "C");
    CHECK(nodes[0][2].values[0] == "a ] b");
    CHECK(nodes[2][0].values[0] == "dd");
    CHECK(nodes[3][0].id == "B");
}

TEST_CASE("parseSgfMainLine refuses malformed text") {
    for (const char* bad : {"", "no tree", "(;B[aa]", "(;B[aa)", "(B[aa])", "(;B)", "(;b[aa])"})
        CHECK_THROWS_AS(parseSgfMainLine(bad), SgfError);
}

TEST_CASE("SGF points") {
    CHECK(tryParseSgfPoint("aa", 9) == v("A9", 9));
    CHECK(tryParseSgfPoint("ai", 9) == v("A1", 9));
    CHECK(tryParseSgfPoint("ie", 9) == v("J5", 9));
    CHECK(tryParseSgfPoint("", 19) == PASS);
    CHECK(tryParseSgfPoint("tt", 19) == PASS);
    CHECK_FALSE(tryParseSgfPoint("tt", 21) == PASS);
    CHECK_FALSE(tryParseSgfPoint("ja", 9).has_value());
    CHECK(formatSgfPoint(v("D4", 19), 19) == "dp");
    CHECK(formatSgfPoint(PASS, 19) == "");
}

TEST_CASE("loadSgf: setup, komi in points or stones, moves before move N") {
    const char* sgf = "(;GM[1]FF[4]SZ[5]KM[3.75]AB[aa:ab]AW[ee]PL[W];W[cc];B[dd];W[ce])";
    GameHistory game(19);
    const SgfLoadResult all = loadSgf(sgf, std::nullopt, game);
    CHECK(all.komiHalfPoints == 15);  // 3 3/4 stones = 7.5 points
    CHECK(game.board().size() == 5);
    CHECK(game.moves().size() == 3);
    CHECK(game.toMove() == Color::BLACK);
    CHECK(diagramOf(game.initialBoard()) == normalizeDiagram(R"(
        X . . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . O)"));

    GameHistory before(19);
    loadSgf(sgf, 3, before);  // the position before move 3: two moves played
    CHECK(before.moves().size() == 2);
    CHECK(before.toMove() == Color::WHITE);
    CHECK(before.board().at(v("D2", 5)) == Color::BLACK);

    GameHistory first(19);
    loadSgf(sgf, 1, first);
    CHECK(first.moves().empty());
    CHECK(first.toMove() == Color::WHITE);

    GameHistory points(19);
    CHECK(loadSgf("(;SZ[9]KM[6.5])", std::nullopt, points).komiHalfPoints == 13);
    CHECK_FALSE(loadSgf("(;SZ[9])", std::nullopt, points).komiHalfPoints.has_value());
}

TEST_CASE("loadSgf: handicap stones and the superko record start at the setup position") {
    GameHistory game(19);
    loadSgf("(;SZ[9]HA[2]AB[gc][cg];W[ee])", std::nullopt, game);
    CHECK(game.handicap() == 2);
    CHECK(game.initialBoard().stoneCount(Color::BLACK) == 2);
    CHECK(game.moves().size() == 1);
    CHECK(game.toMove() == Color::BLACK);
}

TEST_CASE("loadSgf refuses bad files and leaves the game unchanged") {
    GameHistory game(9);
    game.play(Color::BLACK, v("E5", 9));
    const uint64_t hash = game.board().hash();
    for (const char* bad : {"(;SZ[26])", "(;SZ[19:13])", "(;SZ[9];B[ee];W[ee])", "(;SZ[9];B[zz])",
                            "(;SZ[9]AB[zz])", "(;SZ[3]AB[ba][ab]AW[aa])", "(;SZ[9]KM[x])", "(;"})
        CHECK_THROWS_AS(loadSgf(bad, std::nullopt, game), SgfError);
    CHECK(game.board().hash() == hash);
    CHECK(game.moves().size() == 1);
}

TEST_CASE("writeSgf round-trips through loadSgf") {
    GameHistory game(9);
    REQUIRE(game.placeHandicap({v("C3", 9), v("G7", 9)}));
    game.play(Color::WHITE, v("E5", 9));
    game.play(Color::BLACK, PASS);
    game.play(Color::WHITE, v("D4", 9));
    const std::string sgf = writeSgf(game, "W+Resign", "test");
    CHECK(sgf.find("RU[Chinese]") != std::string::npos);
    CHECK(sgf.find("KM[7.5]") != std::string::npos);
    CHECK(sgf.find("HA[2]") != std::string::npos);
    CHECK(sgf.find("RE[W+Resign]") != std::string::npos);
    CHECK(sgf.find("\n\n") == std::string::npos);
    GameHistory copy(19);
    loadSgf(sgf, std::nullopt, copy);
    CHECK(copy.moves() == game.moves());
    CHECK(copy.handicap() == 2);
    CHECK(copy.board().hash() == game.board().hash());
    CHECK(copy.toMove() == game.toMove());
}
