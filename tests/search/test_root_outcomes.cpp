// The analysis results of a search run (root_outcomes.h): margins per root move against White's
// bonus, for the player to move, and ownership from Black's side.
#include <doctest/doctest.h>

#include "diagram.h"
#include "root_outcomes.h"

using namespace tianyuan;
using namespace tianyuan::test;

TEST_CASE("RootOutcomes: margins for the player to move, per root move, and ownership") {
    const Board root(5);
    const Point c3 = v("C3", 5);
    // White to move; White's bonus 1 point. Black's margins: 5 - 1 = 4 with a lone Black stone
    // on C3 (it and its four neighbours), -5 - 1 = -6 with a lone White one.
    RootOutcomes outcomes(root, Color::WHITE, 2, {c3, PASS});
    const Board blackC3 = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . .)");
    const Board whiteC3 = boardFromDiagram(R"(
        . . . . .
        . . . . .
        . . O . .
        . . . . .
        . . . . .)");
    outcomes.record(blackC3, 0);  // through C3
    outcomes.record(whiteC3, 0);
    outcomes.record(whiteC3, RootOutcomes::NO_CHILD);  // no root move: counts for the root only

    RootSnapshot snapshot;
    for (const Point move : {c3, PASS, v("A1", 5)}) {
        snapshot.moves.emplace_back();
        snapshot.moves.back().move = move;
    }
    outcomes.addTo(snapshot);
    CHECK(snapshot.outcomeSamples == 3);
    CHECK(snapshot.scoreMean == doctest::Approx(8.0 / 3));  // Black's -8/3 seen by White
    REQUIRE(snapshot.blackOwnership.size() == 25);
    CHECK(snapshot.blackOwnership[2 + 2 * 5] == doctest::Approx(-1.0 / 3));  // C3
    CHECK(snapshot.blackOwnership[0] == 0);                                  // A1: nobody's
    const MoveSnapshot& throughC3 = snapshot.moves[0];
    CHECK(throughC3.scoreSamples == 2);
    CHECK(throughC3.scoreMean == doctest::Approx(1.0));  // Black's (4 - 6) / 2, for White
    CHECK(throughC3.scoreStdev == doctest::Approx(5.0));
    CHECK(snapshot.moves[1].scoreSamples == 0);  // the pass: a root move nobody went through
    CHECK(snapshot.moves[2].scoreSamples == 0);  // not a root move

    RootSnapshot none;
    RootOutcomes(root, Color::BLACK, 15, {c3}).addTo(none);
    CHECK(none.outcomeSamples == 0);
    CHECK(none.blackOwnership.empty());
}
