// Score-aware values: the share of a simulation's value that its margin earns, and how it fades
// with the empty points of the leaf.
#include <doctest/doctest.h>

#include "playout_evaluator.h"

using namespace tianyuan;

TEST_CASE("score bonus: a bigger win is worth more, a smaller loss less bad, fading to nothing") {
    const int area = 361;
    const double bonus = 0.1, points = 0.1;  // the whole bonus for a margin of 36.1 points
    // An empty board: the whole bonus.
    CHECK(valueWithScoreBonus(1, 36.1, 1.0, area, bonus, points) == doctest::Approx(1.0));
    CHECK(valueWithScoreBonus(1, 0.5, 1.0, area, bonus, points) ==
          doctest::Approx(0.9 + 0.1 * (0.5 + 0.5 * 0.5 / 36.1)));
    CHECK(valueWithScoreBonus(0, -36.1, 1.0, area, bonus, points) == doctest::Approx(0.0));
    CHECK(valueWithScoreBonus(0, -0.5, 1.0, area, bonus, points) > 0.04);
    // Margins beyond the whole bonus count as the whole bonus.
    CHECK(valueWithScoreBonus(1, 200, 1.0, area, bonus, points) == doctest::Approx(1.0));
    CHECK(valueWithScoreBonus(0, -200, 1.0, area, bonus, points) == doctest::Approx(0.0));
    // A win is always worth more than a loss, and more with the margin.
    double previous = -1;
    for (const double margin : {-50.0, -10.0, -0.5, 0.5, 10.0, 30.0}) {
        const double v = valueWithScoreBonus(margin > 0 ? 1 : 0, margin, 1.0, area, bonus, points);
        CHECK(v > previous);
        if (margin > 0) CHECK(v > 0.9);
        if (margin < 0) CHECK(v < 0.1);
        previous = v;
    }
    // Half the board empty: half the share; a full board: win or loss alone.
    CHECK(valueWithScoreBonus(1, 0.5, 0.5, area, bonus, points) ==
          doctest::Approx(0.95 + 0.05 * (0.5 + 0.5 * 0.5 / 36.1)));
    CHECK(valueWithScoreBonus(1, 0.5, 0.0, area, bonus, points) == 1.0);
    CHECK(valueWithScoreBonus(0.5, 0, 1.0, area, bonus, points) == doctest::Approx(0.5));
}
