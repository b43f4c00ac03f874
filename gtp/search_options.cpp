#include "search_options.h"

#include <sstream>
#include <stdexcept>

namespace po = boost::program_options;

namespace tianyuan {

// Boost.Program_options reads a PriorTerm through this overload (found by argument-dependent
// lookup in the type's namespace).
void validate(boost::any& value, const std::vector<std::string>& texts, PriorTerm*, int) {
    po::validators::check_first_occurrence(value);
    try {
        value = parsePriorTerm(po::validators::get_single_string(texts));
    } catch (const std::invalid_argument&) {
        throw po::invalid_option_value(po::validators::get_single_string(texts));
    }
}

PriorTerm parsePriorTerm(const std::string& text) {
    const size_t at = text.find('@');
    PriorTerm term;
    size_t usedVisits = 0, usedRate = 0;
    try {
        if (at == std::string::npos) throw std::invalid_argument(text);
        term.visits = std::stoi(text.substr(0, at), &usedVisits);
        term.winRate = std::stod(text.substr(at + 1), &usedRate);
    } catch (const std::exception&) {
        throw std::invalid_argument("expected VISITS@WINRATE, got '" + text + "'");
    }
    if (usedVisits != at || usedRate != text.size() - at - 1 || term.visits < 0 ||
        term.visits > 10000 || term.winRate < 0 || term.winRate > 1)
        throw std::invalid_argument("expected VISITS@WINRATE (0-10000 @ 0-1), got '" + text + "'");
    return term;
}

std::string formatPriorTerm(const PriorTerm& term) {
    std::ostringstream out;
    out << term.visits << '@' << term.winRate;
    return out.str();
}

namespace {

template <typename T>
po::typed_value<T>* bound(T& field) {
    return po::value(&field)->default_value(field);
}

// Doubles shown as written (0.1, not Boost's 0.10000000000000001) in --help and the man page.
po::typed_value<double>* bound(double& field) {
    std::ostringstream text;
    text << field;
    return po::value(&field)->default_value(field, text.str());
}

po::typed_value<PriorTerm>* bound(PriorTerm& field) {
    return po::value(&field)->default_value(field, formatPriorTerm(field));
}

}  // namespace

po::options_description describeSearchOptions(SearchParams& p, int& maxTreeMiB, bool& noResign) {
    HandPriorParams& h = p.priors;
    maxTreeMiB = static_cast<int>(p.maxTreeBytes >> 20);
    // clang-format off
    po::options_description search("Search (tunable constants; prior terms as VISITS@WINRATE)");
    search.add_options()
        ("threads", bound(p.threads), "search threads (0: one per core)")
        ("max-tree-memory", bound(maxTreeMiB), "MiB the search tree may use, never more")
        ("exploration", bound(p.exploration), "UCB exploration constant on top of RAVE")
        ("rave-equivalence", bound(p.raveEquivalence),
         "visits at which RAVE and the move's own win rate weigh about the same")
        ("large-board", bound(p.largeBoard),
         "boards of at least this many lines use the *-large values below")
        ("exploration-large", bound(p.explorationLarge), "exploration on large boards")
        ("rave-equivalence-large", bound(p.raveEquivalenceLarge),
         "rave-equivalence on large boards")
        ("rave-distance-weight", bound(p.raveDistanceWeight),
         "AMAF credit of a move played early in a simulation: up to 1 + this many times (0: once)")
        ("rave-distance-weight-large", bound(p.raveDistanceWeightLarge),
         "rave-distance-weight on large boards")
        ("expand-visits", bound(p.expandVisits), "real visits before a leaf is expanded")
        ("pattern-priors", bound(p.patternPriors),
         "priors from the learned move patterns (true/false; false: the hand-set prior-* terms)")
        ("pattern-weights", po::value(&p.patternWeights),
         "move-pattern weights file (default: patterns.weights, found as said under 'Data "
         "files' below)")
        ("pattern-prior-even", bound(p.patternPrior.even), "experience every move gets")
        ("pattern-prior-scale", bound(p.patternPrior.scale),
         "a move of probability p gets scale * sqrt(p) simulations at pattern-prior-win-rate")
        ("pattern-prior-scale-large", bound(p.patternPrior.scaleLarge),
         "pattern-prior-scale on large boards")
        ("pattern-prior-win-rate", bound(p.patternPrior.winRate), "see pattern-prior-scale")
        ("pattern-prior-bad-escape", bound(p.patternPrior.badEscape),
         "added for an escape from atari that a ladder catches or that stays in atari")
        ("pattern-prior-race-win", bound(p.patternPrior.raceWin),
         "added for a fill that wins a capture race the opponent would win by moving first "
         "(0@...: off)")
        ("pattern-prior-read-capture", bound(p.patternPrior.readCapture),
         "added for a move that captures an opponent chain of two liberties by reading (a net, "
         "a loose ladder; 0@...: off)")
        ("pattern-prior-read-rescue", bound(p.patternPrior.readRescue),
         "added for a move that saves an own chain of two liberties the opponent would capture "
         "by reading (0@...: off)")
        ("pattern-prior-atari-escape", bound(p.patternPrior.atariEscape),
         "added for a move that saves an own chain in atari: a capture of an adjacent chain in "
         "atari, an extension no ladder catches (0@...: off)")
        ("pattern-prior-atari-escape-rave", bound(p.patternPrior.atariEscapeRave),
         "false: the tree judges those escapes by their own simulations only, not by AMAF "
         "(true/false)")
        ("pattern-prior-read-near-last", bound(p.patternPrior.readNearLast),
         "the two reading terms read only the chains on or next to the last two moves, not "
         "every chain with two liberties (true/false)")
        ("prior-even", bound(h.even), "experience every move gets")
        ("prior-capture", bound(h.capture), "added for a capture")
        ("prior-self-atari", bound(h.selfAtari), "added for a self-atari")
        ("prior-save-atari", bound(h.saveAtari), "added for extending an own chain in atari")
        ("prior-good-shape", bound(h.goodShape), "added for a good 3x3 shape")
        ("prior-near-last", bound(h.nearLast), "added near the last move")
        ("prior-near-last-distance", bound(h.nearLastDistance), "lines that count as near")
        ("prior-opening-line1", bound(h.openingLine1), "added in the opening on the first line")
        ("prior-opening-line2", bound(h.openingLine2), "... on the second line")
        ("prior-opening-line34", bound(h.openingLine34), "... on the third and fourth lines")
        ("prior-pass", bound(h.pass), "the pass move's whole prior")
        ("playout-move-factor", bound(p.playoutMoveFactor),
         "a playout stops after this many moves per board point")
        ("playout-shape-rate", bound(p.playoutShapeRate),
         "chance that a playout plays a good shape next to the last move")
        ("playout-self-atari-retries", bound(p.playoutSelfAtariRetries),
         "random playout moves tried before a self-atari is accepted")
        ("playout-ladders", bound(p.playoutLadders),
         "playouts read escapes from atari as ladders (true/false)")
        ("playout-capture-near-own-last", bound(p.playoutCaptureNearOwnLast),
         "playouts capture chains their own last move left in atari (true/false)")
        ("playout-two-liberty-rate", bound(p.playoutTwoLibertyRate),
         "chance that a playout looks at two-liberty fights at the last move (0: never)")
        ("playout-two-liberty-loose", bound(p.playoutTwoLibertyLoose),
         "those fights without ladder reading, as Pachi's playouts: atari a two-liberty chain "
         "unless it extends to three liberties, extend own ones to three (true/false)")
        ("playout-nakade-rate", bound(p.playoutNakadeRate),
         "chance that a playout plays the vital point of a small eye space (0: never)")
        ("playout-judge-self-atari", bound(p.playoutJudgeSelfAtari),
         "playouts allow self-ataris that kill or destroy an eye (false: avoid every one)")
        ("playout-keep-seki", bound(p.playoutKeepSeki),
         "a playout passes rather than play a self-atari it avoids when no other move is "
         "left, so that it does not break a seki (true/false)")
        ("playout-ko-fight-rate", bound(p.playoutKoFightRate),
         "chance that a playout connects or retakes a ko it took, once the ban lifts (0: never)")
        ("playout-shapes-near-last-but-one", bound(p.playoutShapesNearLastButOne),
         "the playouts' shape step also looks around the player's own last move, not only the "
         "opponent's (true/false)")
        ("playout-ko-fight-rate-large", bound(p.playoutKoFightRateLarge),
         "playout-ko-fight-rate on large boards")
        ("playout-shapes-near-last-but-one-large", bound(p.playoutShapesNearLastButOneLarge),
         "playout-shapes-near-last-but-one on large boards")
        ("playout-pattern-shapes", bound(p.playoutPatternShapes),
         "playouts draw the shape move near the last two moves from the pattern model's light "
         "gammas (true/false; false: the hand-written 3x3 shapes)")
        ("playout-pattern-features", bound(p.playoutPatternFeatures),
         "with playout-pattern-shapes: features rating a candidate: shape (3x3 alone), local "
         "(and distances to the last two moves, edge line), tactical (and the other light "
         "groups, without reading)")
        ("playout-pattern-random-mass", bound(p.playoutPatternRandomMass),
         "with playout-pattern-shapes: gamma mass of a random move against the candidates' "
         "(about 12 for shape, 64 for local, 128 for tactical)")
        ("playout-pattern-shapes-large", bound(p.playoutPatternShapesLarge),
         "playout-pattern-shapes on large boards")
        ("playout-pattern-random-mass-large", bound(p.playoutPatternRandomMassLarge),
         "playout-pattern-random-mass on large boards")
        ("unstable-margin", bound(p.unstableMargin),
         "a win rate this much above the most visited move's makes the search go on")
        ("unstable-visit-ratio", bound(p.unstableVisitRatio),
         "on the clock, the search also goes on while the most visited move has fewer than this "
         "times the second's visits (0: off)")
        ("choose-by-real-visits", bound(p.chooseByRealVisits),
         "play the move with the most real simulations and settle a search on them, not "
         "counting the priors' virtual ones")
        ("resign-threshold", bound(p.resignThreshold),
         "resign when the win rate stays below this")
        ("no-resign", po::bool_switch(&noResign), "never resign")
        ("dynamic-komi-per-stone", bound(p.dynamicKomiPerStone),
         "handicap games: extra komi (points) for White per handicap stone")
        ("dynamic-komi-moves", bound(p.dynamicKomiMoves),
         "share of the board's points, in moves, over which the dynamic komi fades to 0")
        ("cleanup-status-playouts", bound(p.cleanupStatusPlayouts),
         "playouts used to find dead stones in KGS's cleanup phase");
    // clang-format on
    return search;
}

void applySearchOptions(SearchParams& p, int maxTreeMiB, bool noResign) {
    const auto require = [](bool ok, const char* message) {
        if (!ok) throw std::invalid_argument(message);
    };
    require(p.threads >= 0, "--threads must be >= 0");
    require(maxTreeMiB >= 1, "--max-tree-memory must be >= 1");
    require(p.resignThreshold >= 0 && p.resignThreshold <= 1,
            "--resign-threshold must be in [0, 1]");
    require(p.patternPrior.scale >= 0 && p.patternPrior.winRate >= 0 && p.patternPrior.winRate <= 1,
            "--pattern-prior-scale must be >= 0, --pattern-prior-win-rate in [0, 1]");
    require(p.exploration >= 0 && p.explorationLarge >= 0 && p.raveEquivalence > 0 &&
                p.raveEquivalenceLarge > 0 && p.expandVisits >= 0 && p.raveDistanceWeight >= 0 &&
                p.raveDistanceWeight <= 100 && p.raveDistanceWeightLarge >= 0 &&
                p.raveDistanceWeightLarge <= 100,
            "--exploration(-large) must be >= 0, --rave-equivalence(-large) > 0, "
            "--expand-visits >= 0, --rave-distance-weight(-large) in [0, 100]");
    require(p.playoutTwoLibertyRate >= 0 && p.playoutTwoLibertyRate <= 1 &&
                p.playoutNakadeRate >= 0 && p.playoutNakadeRate <= 1 && p.playoutKoFightRate >= 0 &&
                p.playoutKoFightRate <= 1 && p.playoutKoFightRateLarge >= 0 &&
                p.playoutKoFightRateLarge <= 1,
            "--playout-two-liberty-rate, --playout-nakade-rate and "
            "--playout-ko-fight-rate(-large) must be in [0, 1]");
    require(p.playoutMoveFactor > 0 && p.playoutShapeRate >= 0 && p.playoutShapeRate <= 1 &&
                p.playoutSelfAtariRetries >= 1,
            "--playout-move-factor must be > 0, --playout-shape-rate in [0, 1], "
            "--playout-self-atari-retries >= 1");
    require(p.playoutPatternRandomMass >= 0 && p.playoutPatternRandomMassLarge >= 0,
            "--playout-pattern-random-mass(-large) must be >= 0");
    require(p.playoutPatternFeatures == "shape" || p.playoutPatternFeatures == "local" ||
                p.playoutPatternFeatures == "tactical",
            "--playout-pattern-features must be shape, local or tactical");
    require(p.unstableVisitRatio >= 0, "--unstable-visit-ratio must be >= 0");
    require(p.unstableMargin >= 0 && p.dynamicKomiPerStone >= 0 && p.dynamicKomiMoves > 0 &&
                p.cleanupStatusPlayouts >= 1 && p.priors.nearLastDistance >= 0,
            "--unstable-margin, --dynamic-komi-per-stone, --prior-near-last-distance must be "
            ">= 0, --dynamic-komi-moves > 0, --cleanup-status-playouts >= 1");
    p.maxTreeBytes = static_cast<size_t>(maxTreeMiB) << 20;
    p.allowResign = !noResign;
}

}  // namespace tianyuan
