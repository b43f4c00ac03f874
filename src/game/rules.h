// The rule settings of a game, as a value with named presets that round-trip through text.
// Scoring is always area counting (Chinese rules, Art. 9); the settings are those RULES.md
// leaves to the organiser.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tianyuan {

// Which earlier positions a move may not recreate (RULES.md, Art. 6 and 20).
enum class KoRule {
    POSITIONAL,   // no earlier arrangement of stones
    SITUATIONAL,  // no earlier arrangement with the same player to move
    SIMPLE,       // only the immediate recapture of a single-stone ko
};

// The points White receives for N >= 2 handicap stones.
enum class HandicapCompensation { N, N_MINUS_1, NONE };

class RulesError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct Rules {
    KoRule koRule = KoRule::POSITIONAL;
    bool suicideAllowed = false;
    int komiHalfPoints = 15;  // komi stored exactly, in half points: 15 = 7.5
    HandicapCompensation handicapCompensation = HandicapCompensation::N;

    static Rules chinese();      // positional superko, no suicide, komi 7.5, compensation n
    static Rules chinese1988();  // as chinese with the older 2 3/4-stone komi (5.5 points)

    // Points of compensation White receives for `handicapStones` (0 for fewer than 2 stones).
    int handicapBonusPoints(int handicapStones) const;
    // Everything White receives at the count, in half points: komi plus the compensation for
    // `handicapStones`. The one such sum: the count (scoring.h) and the search's root use it.
    int whiteBonusHalfPoints(int handicapStones) const {
        return komiHalfPoints + 2 * handicapBonusPoints(handicapStones);
    }

    // Text form: a preset name ("chinese", "chinese-1988") optionally followed by settings that
    // override it, separated by spaces or commas: "chinese ko-rule=simple komi=6.5
    // suicide=allowed handicap-compensation=n-1". Settings alone start from `base`.
    // toString gives the shortest such text; parse(toString(r)) == r for every r.
    std::string toString() const;
    // Text that does not start with a preset applies its settings to `base`.
    static std::optional<Rules> tryParse(std::string_view text, const Rules& base = chinese());
    // Throws RulesError with a readable message.
    static Rules parse(std::string_view text, const Rules& base = chinese());

    bool operator==(const Rules&) const = default;
};

std::string_view koRuleName(KoRule rule);
std::string_view handicapCompensationName(HandicapCompensation hc);
std::optional<KoRule> tryParseKoRule(std::string_view text);
std::optional<HandicapCompensation> tryParseHandicapCompensation(std::string_view text);

// Komi text: a decimal number that is a whole multiple of 0.5 ("7.5", "-3", "0.5", "6.50").
std::optional<int> tryParseKomiHalfPoints(std::string_view text);
std::string formatHalfPoints(int halfPoints);  // 15 -> "7.5", -4 -> "-2", 0 -> "0"

}  // namespace tianyuan
