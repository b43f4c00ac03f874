// GTP framing: preprocessing, command parsing, typed arguments, answer formatting.
#include <doctest/doctest.h>

#include "protocol.h"

using namespace tianyuan;

TEST_CASE("preprocessLine follows the spec's order") {
    CHECK(preprocessLine("play b d4\r") == "play b d4");
    CHECK(preprocessLine("pl\x01"
                         "ay b\x7f d4") == "play b d4");
    CHECK(preprocessLine("play\tb\td4") == "play b d4");
    CHECK(preprocessLine("name # a comment") == "name");
    CHECK(preprocessLine("# only a comment") == "");
    CHECK(preprocessLine("   \t  ") == "");
    CHECK(preprocessLine("") == "");
    CHECK(preprocessLine("# interrupt") == "");
}

TEST_CASE("GtpCommand splits id, name and arguments") {
    const GtpCommand a("12 play b D4");
    CHECK(a.id() == "12");
    CHECK(a.name() == "play");
    REQUIRE(a.argCount() == 2);
    CHECK(a.arg(1) == "D4");
    const GtpCommand b("genmove   w");
    CHECK(b.id().empty());
    CHECK(b.name() == "genmove");
    CHECK(b.argColor(0) == Color::WHITE);
    const GtpCommand onlyId("7");
    CHECK(onlyId.id() == "7");
    CHECK(onlyId.name().empty());
}

TEST_CASE("typed arguments throw syntax error") {
    const GtpCommand c("cmd 19 x 7.5 -3 B pass Z25 T20 I5 +4");
    CHECK(c.argInt(0) == 19);
    CHECK_THROWS_WITH_AS(c.argInt(1), "syntax error", GtpError);
    CHECK(c.argFloat(2) == doctest::Approx(7.5));
    CHECK(c.argInt(3) == -3);
    CHECK(c.argInt(9) == 4);
    CHECK_THROWS_WITH_AS(c.argInt(2), "syntax error", GtpError);
    CHECK(c.argColor(4) == Color::BLACK);
    CHECK_THROWS_WITH_AS(c.argColor(1), "syntax error", GtpError);
    CHECK(c.argVertex(5, 19) == PASS);
    CHECK(c.argVertex(6, 25) == pointAt(25, 24, 24));
    CHECK_THROWS_WITH_AS(c.argVertex(7, 19), "illegal move", GtpError);  // T20: off a 19x19
    CHECK_THROWS_WITH_AS(c.argVertex(8, 19), "syntax error", GtpError);  // no column I
    CHECK_THROWS_WITH_AS(c.arg(10), "syntax error", GtpError);
    CHECK_THROWS_AS(c.expectArgCount(3), GtpError);
    CHECK_NOTHROW(c.expectArgCountBetween(10, 12));
}

TEST_CASE("formatAnswer: status, id, one trailing empty line, none inside") {
    CHECK(formatAnswer("", true, "") == "= \n\n");
    CHECK(formatAnswer("7", true, "D4") == "=7 D4\n\n");
    CHECK(formatAnswer("3", false, "illegal move") == "?3 illegal move\n\n");
    CHECK(formatAnswer("", true, "a\n\nb\n\n\n") == "= a\nb\n\n");
    CHECK(formatAnswer("", true, "\n  A B\n1 . .") == "= \n  A B\n1 . .\n\n");
    CHECK(formatAnswer("", true, "x\r\ny\n") == "= x\ny\n\n");
}
