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
    for (const char* bad : {"", "no tree", "(;B[aa)", "(b[aa])", "(;B)", "(;b[aa])", "()",
                            "(;B[aa][bb]x)", "(;B[aa](;W[bb]);B[cc])"})
        CHECK_THROWS_AS(parseSgfMainLine(bad), SgfError);
}

TEST_CASE("parseSgfMainLine merges a property repeated in one node") {
    const auto nodes = parseSgfMainLine("(;AB[pd]C[x]AB[dd][qq]C[y];B[aa]B[bb])");
    REQUIRE(nodes.size() == 2);
    REQUIRE(nodes[0].size() == 2);
    CHECK(nodes[0][0].id == "AB");
    CHECK(nodes[0][0].values == std::vector<std::string>{"pd", "dd", "qq"});
    CHECK(nodes[0][1].values == std::vector<std::string>{"x", "y"});
    CHECK(nodes[1][0].values == std::vector<std::string>{"aa", "bb"});
}

TEST_CASE("parseSgfMainLine reads the old forms: FF[3] identifiers, no ';', empty variations") {
    // FF[3]: lowercase letters of identifiers are dropped.
    auto nodes = parseSgfMainLine("(;FF[3]SiZe[9]AddBlack[cc];Black[dd];thisisaWhitemove[ee])");
    REQUIRE(nodes.size() == 3);
    CHECK(nodes[0][1].id == "SZ");
    CHECK(nodes[0][2].id == "AB");
    CHECK(nodes[1][0].id == "B");
    CHECK(nodes[2][0].id == "W");
    // A game tree or a variation without the ';' of its first node.
    nodes = parseSgfMainLine("mail header (SZ[9];B[ee](W[cc];B[dd])(W[gg]))");
    REQUIRE(nodes.size() == 4);
    CHECK(nodes[2][0].values[0] == "cc");
    // An empty variation is ignored: the next one is the main line.
    nodes = parseSgfMainLine("(;SZ[9]()(;B[ee])(;B[cc]))");
    REQUIRE(nodes.size() == 2);
    CHECK(nodes[1][0].values[0] == "ee");
    // Text before the game may hold parentheses.
    CHECK(parseSgfMainLine("From: a (see below)\n(;SZ[9];B[ee])").size() == 2);
    // Only the first game tree of a collection.
    CHECK(parseSgfMainLine("(;SZ[9];B[ee])(;SZ[13];B[aa];W[bb])").size() == 2);
}

TEST_CASE("parseSgfMainLine: the limits of hostile files, with the line of the problem") {
    const auto nested = [](int depth) {
        std::string text;
        for (int i = 0; i < depth; ++i) text += "(;B[aa]";
        return text + std::string(depth, ')');
    };
    const int limit = MAX_SGF_VARIATION_DEPTH;
    CHECK(parseSgfMainLine(nested(limit)).size() == static_cast<size_t>(limit));
    CHECK_THROWS_WITH_AS(parseSgfMainLine("(;C[x]" + nested(limit) + ")"),
                         "variations nested deeper than 10000 (line 1)", SgfError);
    // Off the main line, deep variations are read without keeping their values.
    CHECK(parseSgfMainLine("(;C[x](;B[aa])" + nested(limit - 1) + ")").size() == 2);

    std::string many = "(;SZ[9]";
    for (size_t i = 0; i < MAX_SGF_MAIN_LINE_NODES; ++i) many += ";";
    CHECK_THROWS_WITH_AS(parseSgfMainLine(many + ")"),
                         "more than 100000 nodes in the main line (line 1)", SgfError);
    std::string values = "(;C";
    for (size_t i = 0; i <= MAX_SGF_MAIN_LINE_VALUES; ++i) values += "[]";
    CHECK_THROWS_WITH_AS(parseSgfMainLine(values + ")"),
                         "more than 1000000 property values in the main line (line 1)", SgfError);
    CHECK_THROWS_WITH_AS(parseSgfMainLine("(;SZ[9]\n;B[ee]\n;W[cc"),
                         "the file ends inside a property value (truncated?) (line 3)", SgfError);
    bool complete = true;
    CHECK(parseSgfMainLine("(;SZ[9]\n;B[ee]\n(;W[cc]", &complete).size() == 3);  // no ')'
    CHECK_FALSE(complete);
    CHECK(parseSgfMainLine("(;SZ[9];B[ee])", &complete).size() == 2);
    CHECK(complete);
    CHECK_THROWS_WITH_AS(parseSgfMainLine("(;SZ[9];[ee])"),
                         "a value without a property identifier (line 1)", SgfError);
    CHECK_THROWS_WITH_AS(parseSgfMainLine("(;B\n)"), "property B has no value (line 2)", SgfError);
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

TEST_CASE("loadSgf: a repeated AB keeps every handicap stone") {
    GameHistory game(19);
    loadSgf("(;SZ[19]HA[4]AB[pd]AB[dp]AB[pp][dd];W[qf])", std::nullopt, game);
    CHECK(game.initialBoard().stoneCount(Color::BLACK) == 4);
    CHECK(game.handicap() == 4);
    for (const char* stone : {"Q16", "D4", "Q4", "D16"})
        CHECK(game.initialBoard().at(v(stone, 19)) == Color::BLACK);
    loadSgf("(;SZ[9]AW[cc]AB[gg]AW[ee]AE[aa]AE[bb])", std::nullopt, game);
    CHECK(game.board().stoneCount(Color::WHITE) == 2);
}

TEST_CASE("loadSgf: PL in the old forms 1 and 2, in any case and spelling, or empty") {
    const std::pair<const char*, Color> cases[] = {
        {"PL[1]", Color::BLACK}, {"PL[2]", Color::WHITE},     {"PL[b]", Color::BLACK},
        {"PL[w]", Color::WHITE}, {"PL[White]", Color::WHITE}, {"PL[BLACK]", Color::BLACK},
        {"PL[]", Color::BLACK},  {"PL[ W ]", Color::WHITE}};
    for (const auto& [pl, color] : cases) {
        GameHistory game(19);
        loadSgf(std::string("(;SZ[9]AB[cc]") + pl + ")", std::nullopt, game);
        CHECK_MESSAGE(game.toMove() == color, pl);
    }
    GameHistory game(19);
    CHECK_THROWS_WITH_AS(loadSgf("(;SZ[9]PL[3])", std::nullopt, game), "bad player PL[3]",
                         SgfError);
    CHECK_THROWS_AS(loadSgf("(;SZ[9]PL[bw])", std::nullopt, game), SgfError);
}

TEST_CASE("loadSgf: passes as tt up to 19x19 and as B[], FF[3] identifiers") {
    GameHistory game(19);
    loadSgf("(;FF[3]GaMe[1]SiZe[19];Black[tt];White[];Black[dd])", std::nullopt, game);
    REQUIRE(game.moves().size() == 3);
    CHECK(game.moves()[0] == Move{Color::BLACK, PASS});
    CHECK(game.moves()[1] == Move{Color::WHITE, PASS});
    CHECK(game.moves()[2] == Move{Color::BLACK, v("D16", 19)});
    loadSgf("(;SZ[21];B[tt])", std::nullopt, game);  // a point on boards above 19x19
    CHECK(game.moves()[0] == Move{Color::BLACK, v("U2", 21)});
}

TEST_CASE("loadSgf: old nodes with a move in the root, setup and a move, or two moves") {
    GameHistory game(19);
    // Setup applies before the move of its node; both moves of a node count, as written.
    loadSgf("(;SZ[9]B[ee];AB[cc]W[dd];W[gg]B[gc])", std::nullopt, game);
    REQUIRE(game.moves().size() == 3);
    CHECK(game.board().at(v("C7", 9)) == Color::BLACK);
    CHECK(game.moves()[1] == Move{Color::WHITE, v("G3", 9)});
    CHECK(game.moves()[2] == Move{Color::BLACK, v("G7", 9)});
    // Before move 3 (W G3): White is to move after White's move 2, so the history starts
    // afresh from that position (as the setup did before move 2).
    loadSgf("(;SZ[9]B[ee];AB[cc]W[dd];W[gg]B[gc])", 3, game);
    CHECK(game.moves().empty());
    CHECK(game.board().at(v("D6", 9)) == Color::WHITE);
}

TEST_CASE("loadSgf: SZ forms, KI komi, empty game-info values") {
    GameHistory game(19);
    CHECK(loadSgf("(;SZ[ 9 ]KI[13])", std::nullopt, game).komiHalfPoints == 13);
    CHECK(game.board().size() == 9);
    CHECK(loadSgf("(;SZ[9:9]KM[5.5]KI[13])", std::nullopt, game).komiHalfPoints == 11);
    CHECK_FALSE(loadSgf("(;SZ[]KM[]HA[])", std::nullopt, game).komiHalfPoints.has_value());
    CHECK(game.board().size() == 19);
    CHECK(game.handicap() == 0);
}

TEST_CASE("loadSgf: AE/AB cycles over many nodes give the last position; in one node, an error") {
    std::string cycle = "(;SZ[9]";
    for (int i = 0; i < 1000; ++i) cycle += ";AB[ee];AE[ee];B[ee];AE[ee]";
    GameHistory game(19);
    loadSgf(cycle + ";AB[cc])", std::nullopt, game);
    CHECK(game.board().stoneCount(Color::BLACK) == 1);
    CHECK(game.board().at(v("C7", 9)) == Color::BLACK);
    CHECK_THROWS_WITH_AS(loadSgf("(;SZ[9];B[aa];AE[ee]AB[ee])", std::nullopt, game),
                         "setup point E5 is in both AE and AB of one node (after move 1)",
                         SgfError);
}

TEST_CASE("loadSgf: what real records hold: no final ')', a repeated position, PL after a move") {
    GameHistory game(19);
    // GNU Go's regression files include one without its final ')': loaded, with a warning.
    SgfLoadResult result = loadSgf("(;SZ[9];B[ee];W[cc]\n", std::nullopt, game);
    CHECK(game.moves().size() == 2);
    REQUIRE(result.warnings.size() == 1);
    CHECK(result.warnings[0].find("truncated?") != std::string::npos);
    // A game played under other rules may repeat a position: the move is loaded as recorded,
    // and the game's own rules (positional superko here) apply from there on.
    const std::string tripleKo =
        "(;SZ[9]AB[bb][ac][bd][gd][fe][bf][gf][ag][cg][bh]AW[cb][bc][dc][cd][hd][ge][ie][cf][hf]"
        "[dg][ch]PL[B];B[cc];W[bg];B[he];W[bc];B[cg];W[ge])";
    result = loadSgf(tripleKo, std::nullopt, game);
    CHECK(game.moves().size() == 6);
    CHECK(game.rules().koRule == KoRule::POSITIONAL);
    REQUIRE(result.warnings.size() == 1);
    CHECK(result.warnings[0] ==
          "move 6 W[ge] repeats an earlier position (superko); loaded as recorded");
    CHECK(game.checkMove(Color::BLACK, v("C7", 9)) == MoveCheck::SUPERKO);
    // The simple ko is still refused: such a record is broken.
    CHECK_THROWS_WITH_AS(
        loadSgf("(;SZ[9]AB[bb][ac][bd]AW[cb][bc][dc][cd]PL[B];B[cc];W[bc])", std::nullopt, game),
        "move 2 W[bc] at B7 is illegal (ko)", SgfError);
    // PL in a node with a move (old editors) names the player after the move.
    loadSgf("(;FF[3]SZ[9]AB[cc];B[tt]PL[B])", std::nullopt, game);
    CHECK(game.toMove() == Color::BLACK);
    CHECK(game.board().stoneCount(Color::BLACK) == 1);
}

TEST_CASE("loadSgf before move N: the colour of move N is to move (the regression convention)") {
    GameHistory game(19);
    loadSgf("(;SZ[9]AB[cc];W[ee];B[gg];B[dd])", 1, game);  // White's move first, without PL
    CHECK(game.toMove() == Color::WHITE);
    CHECK(game.moves().empty());
    loadSgf("(;SZ[9]AB[cc];W[ee];B[gg];B[dd])", 3, game);  // Black plays twice running
    CHECK(game.toMove() == Color::BLACK);
    CHECK(game.board().at(v("G3", 9)) == Color::BLACK);
    CHECK(game.board().at(v("D6", 9)) == Color::EMPTY);
}

TEST_CASE("loadSgf: handicap stones and the superko record start at the setup position") {
    GameHistory game(19);
    loadSgf("(;SZ[9]HA[2]AB[gc][cg];W[ee])", std::nullopt, game);
    CHECK(game.handicap() == 2);
    CHECK(game.initialBoard().stoneCount(Color::BLACK) == 2);
    CHECK(game.moves().size() == 1);
    CHECK(game.toMove() == Color::BLACK);
}

TEST_CASE("loadSgf refuses bad files with the reason and leaves the game unchanged") {
    GameHistory game(9);
    game.play(Color::BLACK, v("E5", 9));
    const uint64_t hash = game.board().hash();
    const std::pair<const char*, const char*> cases[] = {
        {"(;SZ[26])", "board size 26 is outside 2..25"},
        {"(;SZ[0])", "board size 0 is outside 2..25"},
        {"(;SZ[99999999999999999999])", "bad board size SZ[99999999999999999999]"},
        {"(;SZ[-5])", "bad board size SZ[-5]"},
        {"(;SZ[19:13])", "board size SZ[19:13] is not square"},
        {"(;SZ[9];B[ee];W[ee])", "move 2 W[ee] at E5 is illegal (occupied)"},
        {"(;SZ[9];B[zz])", "move 1 B[zz] is not a point of the board"},
        {"(;SZ[9]AB[zz])", "bad point AB[zz]"},
        {"(;SZ[9]AB[aa:zz])", "bad point AB[aa:zz]"},
        {"(;SZ[3]AB[ba][ab]AW[aa])",
         "setup leaves the white stone at A3 without liberties (before the first move)"},
        {"(;SZ[9]AB[cc]AW[cc])",
         "setup point C7 is in both AB and AW of one node (before the first move)"},
        {"(;SZ[9]KM[x])", "bad komi KM[x]"},
        {"(;SZ[9]KM[1e999])", "bad komi KM[1e999]"},
        {"(;SZ[9]HA[99999999999])", "bad handicap HA[99999999999]"},
        {"(;SZ[9]HA[81])", "bad handicap HA[81]"},
        {"(;SZ[9];B[a\nb])", "move 1 B[a?b] is not a point of the board"},
        {"(;SZ[9];B[ee]C[cut", "the file ends inside a property value (truncated?) (line 1)"}};
    for (const auto& [bad, reason] : cases) {
        CHECK_THROWS_WITH_AS(loadSgf(bad, std::nullopt, game), reason, SgfError);
        CHECK(game.board().hash() == hash);
        CHECK(game.moves().size() == 1);
    }
    const std::string longValue(100, 'x');
    CHECK_THROWS_WITH_AS(loadSgf("(;SZ[9]KM[" + longValue + "])", std::nullopt, game),
                         "bad komi KM[xxxxxxxxxxxxxxxxxxxxxxxx...]", SgfError);
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

TEST_CASE("writeSgf writes PL when HA alone would make a reader start with White") {
    // Found by fuzz_sgf (tests/fuzz/corpus/fuzz_sgf/crash-ha-without-stones): HA[2] without
    // stones and PL[B] reloaded with White to move.
    GameHistory game(19);
    loadSgf("(;SZ[9]HA[2]PL[B])", std::nullopt, game);
    CHECK(game.toMove() == Color::BLACK);
    const std::string record = writeSgf(game, "", "test");
    CHECK(record.find("PL[B]") != std::string::npos);
    GameHistory copy(19);
    loadSgf(record, std::nullopt, copy);
    CHECK(copy.toMove() == Color::BLACK);
    CHECK(copy.handicap() == 2);
}
