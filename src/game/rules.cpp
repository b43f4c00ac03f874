#include "rules.h"

#include <array>
#include <cctype>
#include <vector>

namespace tianyuan {

namespace {

struct Preset {
    std::string_view name;
    Rules rules;
};

Rules makeChinese1988() {
    Rules r;
    r.komiHalfPoints = 11;
    return r;
}

const std::array<Preset, 2> PRESETS = {{{"chinese", Rules{}}, {"chinese-1988", makeChinese1988()}}};

std::vector<std::string_view> splitWords(std::string_view text) {
    std::vector<std::string_view> words;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == ',' || text[i] == '\t')) ++i;
        size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != ',' && text[j] != '\t') ++j;
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j;
    }
    return words;
}

// Applies one "key=value" setting; returns an error message or an empty string.
std::string applySetting(Rules& r, std::string_view word) {
    const size_t eq = word.find('=');
    if (eq == std::string_view::npos)
        return "expected a preset or key=value, got '" + std::string(word) + "'";
    const std::string_view key = word.substr(0, eq);
    const std::string_view value = word.substr(eq + 1);
    if (key == "ko-rule") {
        const auto ko = tryParseKoRule(value);
        if (!ko) return "ko-rule must be positional, situational or simple";
        r.koRule = *ko;
    } else if (key == "suicide") {
        if (value != "allowed" && value != "forbidden")
            return "suicide must be allowed or forbidden";
        r.suicideAllowed = value == "allowed";
    } else if (key == "komi") {
        const auto komi = tryParseKomiHalfPoints(value);
        if (!komi) return "komi must be a multiple of 0.5";
        r.komiHalfPoints = *komi;
    } else if (key == "handicap-compensation") {
        const auto hc = tryParseHandicapCompensation(value);
        if (!hc) return "handicap-compensation must be n, n-1 or none";
        r.handicapCompensation = *hc;
    } else {
        return "unknown rule setting '" + std::string(key) + "'";
    }
    return "";
}

std::string parseInto(Rules& r, std::string_view text, const Rules& base) {
    const auto words = splitWords(text);
    if (words.empty()) return "empty rules text";
    r = base;
    size_t first = 0;
    for (const Preset& preset : PRESETS)
        if (words[0] == preset.name) {
            r = preset.rules;
            first = 1;
        }
    for (size_t i = first; i < words.size(); ++i) {
        std::string error = applySetting(r, words[i]);
        if (!error.empty()) return error;
    }
    return "";
}

}  // namespace

Rules Rules::chinese() {
    return PRESETS[0].rules;
}
Rules Rules::chinese1988() {
    return PRESETS[1].rules;
}

int Rules::handicapBonusPoints(int handicapStones) const {
    if (handicapStones < 2) return 0;
    switch (handicapCompensation) {
        case HandicapCompensation::N:
            return handicapStones;
        case HandicapCompensation::N_MINUS_1:
            return handicapStones - 1;
        case HandicapCompensation::NONE:
            return 0;
    }
    return 0;
}

std::string Rules::toString() const {
    // The shortest text: the preset this value differs least from, plus the differences.
    std::string best;
    for (const Preset& preset : PRESETS) {
        const Rules& base = preset.rules;
        std::string out(preset.name);
        if (koRule != base.koRule) out += " ko-rule=" + std::string(koRuleName(koRule));
        if (suicideAllowed != base.suicideAllowed)
            out += suicideAllowed ? " suicide=allowed" : " suicide=forbidden";
        if (komiHalfPoints != base.komiHalfPoints)
            out += " komi=" + formatHalfPoints(komiHalfPoints);
        if (handicapCompensation != base.handicapCompensation)
            out += " handicap-compensation=" +
                   std::string(handicapCompensationName(handicapCompensation));
        if (best.empty() || out.size() < best.size()) best = out;
    }
    return best;
}

std::optional<Rules> Rules::tryParse(std::string_view text, const Rules& base) {
    Rules r;
    if (!parseInto(r, text, base).empty()) return std::nullopt;
    return r;
}

Rules Rules::parse(std::string_view text, const Rules& base) {
    Rules r;
    const std::string error = parseInto(r, text, base);
    if (!error.empty()) throw RulesError("bad rules '" + std::string(text) + "': " + error);
    return r;
}

std::string_view koRuleName(KoRule rule) {
    switch (rule) {
        case KoRule::POSITIONAL:
            return "positional";
        case KoRule::SITUATIONAL:
            return "situational";
        case KoRule::SIMPLE:
            return "simple";
    }
    return "?";
}

std::string_view handicapCompensationName(HandicapCompensation hc) {
    switch (hc) {
        case HandicapCompensation::N:
            return "n";
        case HandicapCompensation::N_MINUS_1:
            return "n-1";
        case HandicapCompensation::NONE:
            return "none";
    }
    return "?";
}

std::optional<KoRule> tryParseKoRule(std::string_view text) {
    for (const KoRule k : {KoRule::POSITIONAL, KoRule::SITUATIONAL, KoRule::SIMPLE})
        if (text == koRuleName(k)) return k;
    return std::nullopt;
}

std::optional<HandicapCompensation> tryParseHandicapCompensation(std::string_view text) {
    for (const auto hc :
         {HandicapCompensation::N, HandicapCompensation::N_MINUS_1, HandicapCompensation::NONE})
        if (text == handicapCompensationName(hc)) return hc;
    return std::nullopt;
}

std::optional<int> tryParseKomiHalfPoints(std::string_view text) {
    // Exact decimal parsing: sign, digits, optional fraction that must equal .0 or .5.
    size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
    long whole = 0;
    size_t digits = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
        whole = whole * 10 + (text[i++] - '0');
        if (whole > 100000) return std::nullopt;
        ++digits;
    }
    int half = 0;
    if (i < text.size() && text[i] == '.') {
        ++i;
        std::string fraction;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
            fraction += text[i++];
        digits += fraction.size();
        while (!fraction.empty() && fraction.back() == '0') fraction.pop_back();
        if (fraction == "5")
            half = 1;
        else if (!fraction.empty())
            return std::nullopt;
    }
    if (i != text.size() || digits == 0) return std::nullopt;
    const int value = static_cast<int>(whole * 2 + half);
    return negative ? -value : value;
}

std::string formatHalfPoints(int halfPoints) {
    const int magnitude = halfPoints < 0 ? -halfPoints : halfPoints;
    std::string out = (halfPoints < 0 ? "-" : "") + std::to_string(magnitude / 2);
    if (magnitude % 2) out += ".5";
    return out;
}

}  // namespace tianyuan
