#include <doctest/doctest.h>

#include "diagram.h"

using namespace tianyuan;
using namespace tianyuan::test;

TEST_CASE("diagram round trip") {
    const char* d = R"(
        . X O
        X . O
        . . .)";
    const Board b = boardFromDiagram(d);
    CHECK(b.size() == 3);
    CHECK(b.at(v("B3", 3)) == Color::BLACK);
    CHECK(b.at(v("C3", 3)) == Color::WHITE);
    CHECK(diagramOf(b) == normalizeDiagram(d));
}
