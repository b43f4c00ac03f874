// Rules: presets, the text form and its parser, handicap compensation, komi text.
#include <doctest/doctest.h>

#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "rules.h"

using namespace tianyuan;

namespace {

const KoRule ALL_KO_RULES[] = {KoRule::POSITIONAL, KoRule::SITUATIONAL, KoRule::SIMPLE};
const HandicapCompensation ALL_COMPENSATIONS[] = {
    HandicapCompensation::N, HandicapCompensation::N_MINUS_1, HandicapCompensation::NONE};
// Komi in half points: negative, zero, 0.5, the two presets' values and some others.
const int KOMI_VALUES[] = {-15, -7, -1, 0, 1, 2, 11, 12, 13, 14, 15, 16, 181, -722};

std::vector<Rules> allRules() {
    std::vector<Rules> out;
    for (const KoRule ko : ALL_KO_RULES)
        for (const bool suicide : {false, true})
            for (const HandicapCompensation hc : ALL_COMPENSATIONS)
                for (const int komi : KOMI_VALUES) {
                    Rules r;
                    r.koRule = ko;
                    r.suicideAllowed = suicide;
                    r.handicapCompensation = hc;
                    r.komiHalfPoints = komi;
                    out.push_back(r);
                }
    return out;
}

}  // namespace

TEST_CASE("Rules presets") {
    const Rules c = Rules::chinese();
    CHECK(c.koRule == KoRule::POSITIONAL);
    CHECK(c.suicideAllowed == false);
    CHECK(c.komiHalfPoints == 15);
    CHECK(c.handicapCompensation == HandicapCompensation::N);
    CHECK(Rules{} == c);  // the default is the Chinese preset

    const Rules old = Rules::chinese1988();
    CHECK(old.koRule == KoRule::POSITIONAL);
    CHECK(old.suicideAllowed == false);
    CHECK(old.komiHalfPoints == 11);  // 2 3/4 stones = 5.5 points
    CHECK(old.handicapCompensation == HandicapCompensation::N);
    CHECK(old != c);

    CHECK(c.toString() == "chinese");
    CHECK(old.toString() == "chinese-1988");
    CHECK(Rules::parse("chinese") == c);
    CHECK(Rules::parse("chinese-1988") == old);
}

TEST_CASE("Rules::toString of single changes from chinese") {
    Rules r = Rules::chinese();
    r.koRule = KoRule::SIMPLE;
    CHECK(r.toString() == "chinese ko-rule=simple");
    r = Rules::chinese();
    r.koRule = KoRule::SITUATIONAL;
    CHECK(r.toString() == "chinese ko-rule=situational");
    r = Rules::chinese();
    r.suicideAllowed = true;
    CHECK(r.toString() == "chinese suicide=allowed");
    r = Rules::chinese();
    r.komiHalfPoints = 13;
    CHECK(r.toString() == "chinese komi=6.5");
    r = Rules::chinese();
    r.handicapCompensation = HandicapCompensation::N_MINUS_1;
    CHECK(r.toString() == "chinese handicap-compensation=n-1");
    r.handicapCompensation = HandicapCompensation::NONE;
    CHECK(r.toString() == "chinese handicap-compensation=none");
}

TEST_CASE("Rules round trip: parse(toString(r)) == r for every combination") {
    const std::vector<Rules> all = allRules();
    CHECK(all.size() == 3 * 2 * 3 * std::size(KOMI_VALUES));
    for (const Rules& r : all) {
        const std::string text = r.toString();
        CAPTURE(text);
        CHECK(Rules::parse(text) == r);
        const std::optional<Rules> parsed = Rules::tryParse(text);
        REQUIRE(parsed.has_value());
        CHECK(*parsed == r);
    }
    // Different rules give different texts.
    for (size_t i = 0; i < all.size(); ++i)
        for (size_t j = i + 1; j < all.size(); ++j)
            if (!(all[i] == all[j])) CHECK(all[i].toString() != all[j].toString());
}

TEST_CASE("Rules::toString gives the shortest text (rules.h contract)") {
    // rules.h: "toString gives the shortest such text". Every r can also be written as either
    // preset followed by the settings that differ from it; toString must not be longer.
    auto textFrom = [](const char* name, const Rules& preset, const Rules& r) {
        std::string out = name;
        if (r.koRule != preset.koRule) out += " ko-rule=" + std::string(koRuleName(r.koRule));
        if (r.suicideAllowed != preset.suicideAllowed)
            out += r.suicideAllowed ? " suicide=allowed" : " suicide=forbidden";
        if (r.komiHalfPoints != preset.komiHalfPoints)
            out += " komi=" + formatHalfPoints(r.komiHalfPoints);
        if (r.handicapCompensation != preset.handicapCompensation)
            out += " handicap-compensation=" +
                   std::string(handicapCompensationName(r.handicapCompensation));
        return out;
    };
    for (const Rules& r : allRules()) {
        const std::string text = r.toString();
        for (const std::string& alternative : {textFrom("chinese", Rules::chinese(), r),
                                               textFrom("chinese-1988", Rules::chinese1988(), r)}) {
            CAPTURE(text);
            CAPTURE(alternative);
            REQUIRE(Rules::parse(alternative) == r);
            CHECK(text.size() <= alternative.size());
        }
    }
}

TEST_CASE("Rules::parse: presets with overrides") {
    Rules expected = Rules::chinese();
    expected.koRule = KoRule::SIMPLE;
    expected.komiHalfPoints = 13;
    CHECK(Rules::parse("chinese ko-rule=simple, komi=6.5") == expected);
    CHECK(Rules::parse("chinese ko-rule=simple komi=6.5") == expected);
    CHECK(Rules::parse("chinese,ko-rule=simple,komi=6.5") == expected);
    CHECK(Rules::parse("  chinese \t ko-rule=simple ,, komi=6.5  ") == expected);
    CHECK(Rules::parse("chinese komi=6.5 ko-rule=simple") == expected);
    // Settings alone start from "chinese".
    CHECK(Rules::parse("ko-rule=simple komi=6.5") == expected);
    CHECK(Rules::parse("komi=7.5") == Rules::chinese());

    // chinese-1988 is overridden in the same way.
    Rules old = Rules::chinese1988();
    old.suicideAllowed = true;
    old.handicapCompensation = HandicapCompensation::N_MINUS_1;
    CHECK(Rules::parse("chinese-1988 suicide=allowed handicap-compensation=n-1") == old);
    CHECK(Rules::parse("chinese-1988 komi=7.5") == Rules::chinese());
    CHECK(Rules::parse("chinese komi=5.5") == Rules::chinese1988());

    // Every value of every setting.
    CHECK(Rules::parse("ko-rule=positional").koRule == KoRule::POSITIONAL);
    CHECK(Rules::parse("ko-rule=situational").koRule == KoRule::SITUATIONAL);
    CHECK(Rules::parse("ko-rule=simple").koRule == KoRule::SIMPLE);
    CHECK(Rules::parse("suicide=allowed").suicideAllowed == true);
    CHECK(Rules::parse("suicide=forbidden").suicideAllowed == false);
    CHECK(Rules::parse("chinese suicide=allowed suicide=forbidden") == Rules::chinese());
    CHECK(Rules::parse("handicap-compensation=n").handicapCompensation == HandicapCompensation::N);
    CHECK(Rules::parse("handicap-compensation=n-1").handicapCompensation ==
          HandicapCompensation::N_MINUS_1);
    CHECK(Rules::parse("handicap-compensation=none").handicapCompensation ==
          HandicapCompensation::NONE);
    CHECK(Rules::parse("komi=0").komiHalfPoints == 0);
    CHECK(Rules::parse("komi=0.5").komiHalfPoints == 1);
    CHECK(Rules::parse("komi=-3.5").komiHalfPoints == -7);
    CHECK(Rules::parse("komi=+2").komiHalfPoints == 4);
}

TEST_CASE("Rules::tryParse rejects bad text") {
    const char* const bad[] = {
        "",
        "   ",
        " , ,",
        "japanese",
        "Chinese-2002",
        "chinese unknown=1",
        "chinese komi=7.25",
        "komi=7.25",
        "chinese komi=",
        "chinese komi=abc",
        "chinese komi",
        "chinese =7.5",
        "chinese ko-rule=superko",
        "chinese ko-rule=",
        "chinese suicide=yes",
        "chinese suicide=true",
        "chinese handicap-compensation=2",
        "chinese handicap-compensation=n+1",
        "komi=6.5 chinese",  // the preset comes first
        "chinese chinese-1988",
        "chinese komi=6.5 extra",
    };
    for (const char* text : bad) {
        CAPTURE(text);
        CHECK_FALSE(Rules::tryParse(text).has_value());
        CHECK_THROWS_AS(Rules::parse(text), RulesError);
    }
}

TEST_CASE("Rules::parse throws RulesError with a readable message") {
    auto messageOf = [](const char* text) -> std::string {
        try {
            Rules::parse(text);
        } catch (const RulesError& e) {
            return e.what();
        }
        return "";
    };
    const std::string unknown = messageOf("chinese colour=blue");
    CHECK(unknown.find("colour") != std::string::npos);
    const std::string komi = messageOf("chinese komi=7.25");
    CHECK(komi.find("komi") != std::string::npos);
    const std::string ko = messageOf("chinese ko-rule=superko");
    CHECK(ko.find("ko-rule") != std::string::npos);
    CHECK_FALSE(messageOf("").empty());
    // RulesError is a std::runtime_error.
    CHECK_THROWS_AS(Rules::parse("nonsense"), std::runtime_error);
}

TEST_CASE("koRuleName / handicapCompensationName round trip") {
    CHECK(koRuleName(KoRule::POSITIONAL) == "positional");
    CHECK(koRuleName(KoRule::SITUATIONAL) == "situational");
    CHECK(koRuleName(KoRule::SIMPLE) == "simple");
    CHECK(handicapCompensationName(HandicapCompensation::N) == "n");
    CHECK(handicapCompensationName(HandicapCompensation::N_MINUS_1) == "n-1");
    CHECK(handicapCompensationName(HandicapCompensation::NONE) == "none");
    for (const KoRule k : ALL_KO_RULES) CHECK(tryParseKoRule(koRuleName(k)) == k);
    for (const HandicapCompensation hc : ALL_COMPENSATIONS)
        CHECK(tryParseHandicapCompensation(handicapCompensationName(hc)) == hc);
    CHECK_FALSE(tryParseKoRule("").has_value());
    CHECK_FALSE(tryParseKoRule("superko").has_value());
    CHECK_FALSE(tryParseHandicapCompensation("").has_value());
    CHECK_FALSE(tryParseHandicapCompensation("n-2").has_value());
}

TEST_CASE("handicapBonusPoints") {
    Rules r = Rules::chinese();
    struct Case {
        HandicapCompensation hc;
        int stones;
        int points;
    };
    const Case cases[] = {
        {HandicapCompensation::N, 0, 0},         {HandicapCompensation::N, 1, 0},
        {HandicapCompensation::N, 2, 2},         {HandicapCompensation::N, 3, 3},
        {HandicapCompensation::N, 9, 9},         {HandicapCompensation::N_MINUS_1, 0, 0},
        {HandicapCompensation::N_MINUS_1, 1, 0}, {HandicapCompensation::N_MINUS_1, 2, 1},
        {HandicapCompensation::N_MINUS_1, 3, 2}, {HandicapCompensation::N_MINUS_1, 9, 8},
        {HandicapCompensation::NONE, 0, 0},      {HandicapCompensation::NONE, 1, 0},
        {HandicapCompensation::NONE, 2, 0},      {HandicapCompensation::NONE, 9, 0},
    };
    for (const Case& c : cases) {
        CAPTURE(handicapCompensationName(c.hc));
        CAPTURE(c.stones);
        r.handicapCompensation = c.hc;
        CHECK(r.handicapBonusPoints(c.stones) == c.points);
    }
    // Komi plays no part in the compensation.
    r = Rules::chinese1988();
    CHECK(r.handicapBonusPoints(4) == 4);
}

TEST_CASE("whiteBonusHalfPoints: komi plus twice the compensation, in half points") {
    Rules r = Rules::chinese();  // komi 7.5, compensation n
    CHECK(r.whiteBonusHalfPoints(0) == 15);
    CHECK(r.whiteBonusHalfPoints(1) == 15);      // one stone: no compensation
    CHECK(r.whiteBonusHalfPoints(4) == 15 + 8);  // a 4-stone handicap game: 7.5 + 4 points
    r.handicapCompensation = HandicapCompensation::N_MINUS_1;
    CHECK(r.whiteBonusHalfPoints(4) == 15 + 6);
    r.handicapCompensation = HandicapCompensation::NONE;
    CHECK(r.whiteBonusHalfPoints(4) == 15);
    r = Rules::parse("komi=-3.5 handicap-compensation=n");
    CHECK(r.whiteBonusHalfPoints(9) == -7 + 18);
}

TEST_CASE("tryParseKomiHalfPoints") {
    // rules.h: "a decimal number that is a whole multiple of 0.5".
    CHECK(tryParseKomiHalfPoints("7.5") == 15);
    CHECK(tryParseKomiHalfPoints("-3") == -6);
    CHECK(tryParseKomiHalfPoints("+2.5") == 5);
    CHECK(tryParseKomiHalfPoints("6.50") == 13);
    CHECK(tryParseKomiHalfPoints("6.500000") == 13);
    CHECK(tryParseKomiHalfPoints("0") == 0);
    CHECK(tryParseKomiHalfPoints("-0") == 0);
    CHECK(tryParseKomiHalfPoints("0.5") == 1);
    CHECK(tryParseKomiHalfPoints("-0.5") == -1);
    CHECK(tryParseKomiHalfPoints("-3.5") == -7);
    CHECK(tryParseKomiHalfPoints("7.0") == 14);
    CHECK(tryParseKomiHalfPoints("007.5") == 15);
    CHECK(tryParseKomiHalfPoints("361") == 722);
    // Decimal numbers without digits on one side of the point, as C's strtod and sscanf("%f")
    // (and so most GTP controllers) accept them. The implementation takes them too.
    CHECK(tryParseKomiHalfPoints(".5") == 1);
    CHECK(tryParseKomiHalfPoints("-.5") == -1);
    CHECK(tryParseKomiHalfPoints("7.") == 14);

    // Not multiples of 0.5, or not numbers at all.
    CHECK_FALSE(tryParseKomiHalfPoints("7.25").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7.05").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("0.1").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7.55").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("abc").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints(".").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("-").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("+").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("-.").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("--1").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("+-1").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7.5.").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7..5").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7,5").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints(" 7.5").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7.5 ").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("7.5x").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("1e1").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("0x10").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("inf").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("nan").has_value());
    // Far beyond int: refused, never wrapped around.
    CHECK_FALSE(tryParseKomiHalfPoints("99999999999999999999").has_value());
    CHECK_FALSE(tryParseKomiHalfPoints("-99999999999999999999.5").has_value());
}

TEST_CASE("formatHalfPoints") {
    CHECK(formatHalfPoints(15) == "7.5");
    CHECK(formatHalfPoints(-4) == "-2");
    CHECK(formatHalfPoints(0) == "0");
    CHECK(formatHalfPoints(1) == "0.5");
    CHECK(formatHalfPoints(-1) == "-0.5");
    CHECK(formatHalfPoints(2) == "1");
    CHECK(formatHalfPoints(11) == "5.5");
    CHECK(formatHalfPoints(-7) == "-3.5");
    CHECK(formatHalfPoints(722) == "361");
    // And back.
    for (int h = -1000; h <= 1000; ++h) {
        CAPTURE(h);
        CHECK(tryParseKomiHalfPoints(formatHalfPoints(h)) == h);
    }
}
