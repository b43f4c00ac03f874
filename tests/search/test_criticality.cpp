// Criticality (criticality.h): the covariance of owning a point and winning, from recorded
// final positions; nothing before the minimum of samples or before a refresh.
#include <doctest/doctest.h>

#include "criticality.h"
#include "diagram.h"

using namespace tianyuan;
using namespace tianyuan::test;

namespace {

// A 5x5 final position: Black owns the left two columns, White the right two, and the middle
// column's C3 (the point that decides) belongs to `c3`; the rest of the middle column is
// White's.
Board finalBoard(char c3) {
    std::string diagram = "X X O O O\nX X O O O\nX X ? O O\nX X O O O\nX X O O O";
    diagram[diagram.find('?')] = c3;
    return boardFromDiagram(diagram);
}

}  // namespace

TEST_CASE("criticality: the point whose owner wins is critical, settled points are not") {
    Criticality criticality(5, 4);
    const Point c3 = v("C3", 5), a1 = v("A1", 5), e5 = v("E5", 5);
    // Two Black wins with C3 Black's, two White wins with C3 White's.
    criticality.record(finalBoard('X'), 1.0);
    criticality.record(finalBoard('X'), 1.0);
    criticality.record(finalBoard('O'), 0.0);
    criticality.refresh();
    CHECK(criticality.at(c3) == 0);  // three samples of the four needed
    criticality.record(finalBoard('O'), 0.0);
    criticality.refresh();
    CHECK(criticality.samples() == 4);
    // P(the winner owns C3) = 1, P(Black owns) P(Black wins) + P(White owns) P(White wins) = 1/2.
    CHECK(criticality.at(c3) == doctest::Approx(0.5));
    // Points always one side's, whoever wins: 0.
    CHECK(criticality.at(a1) == doctest::Approx(0.0));
    CHECK(criticality.at(e5) == doctest::Approx(0.0));
}

TEST_CASE("criticality: a point owned against the result is negative; draws count for neither") {
    Criticality criticality(5, 1);
    const Point c3 = v("C3", 5);
    // C3 Black's in White's wins and White's in Black's: owning it goes with losing.
    criticality.record(finalBoard('X'), 0.0);
    criticality.record(finalBoard('O'), 1.0);
    criticality.refresh();
    CHECK(criticality.at(c3) == doctest::Approx(-0.5));
    // Two draws: nobody wins, so the winner owns nothing, and the win rates fall to 1/4 each.
    criticality.record(finalBoard('X'), 0.5);
    criticality.record(finalBoard('O'), 0.5);
    criticality.refresh();
    CHECK(criticality.at(c3) == doctest::Approx(0 - (0.5 * 0.25 + 0.5 * 0.25)));
}
