// Every tunable constant of the search and the player in one value, filled from conf/*.conf and
// the command line (gtp/options.cpp), so that tuning never needs a rebuild. The defaults here are
// those of conf/default.conf (a unit test keeps the two equal).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace tianyuan {

// Virtual experience a prior term gives a move: `visits` simulations at `winRate`.
struct PriorTerm {
    int visits = 0;
    double winRate = 0.5;
    bool operator==(const PriorTerm&) const = default;
};

// The hand-set prior terms: every move gets `even`; each matching term adds its experience.
struct HandPriorParams {
    PriorTerm even{10, 0.5};
    PriorTerm capture{10, 1.0};
    PriorTerm selfAtari{10, 0.0};  // not given to captures
    PriorTerm saveAtari{10, 0.8};  // extends an own chain in atari (not by a self-atari)
    PriorTerm goodShape{10, 0.7};  // a 3x3 shape of patterns.h
    PriorTerm nearLast{10, 0.6};   // within two lines of the last move
    int nearLastDistance = 2;
    PriorTerm openingLine1{10, 0.1};  // in the opening (more than 3/5 of the board empty)
    PriorTerm openingLine2{10, 0.3};
    PriorTerm openingLine34{10, 0.6};
    PriorTerm pass{20, 0.05};  // replaces every other term
    bool operator==(const HandPriorParams&) const = default;
};

// The learned priors (pattern_priors.h): every move gets `even`; a move of probability p under
// the pattern model adds `scale * sqrt(p)` simulations at `winRate` (`scaleLarge` on large
// boards, see SearchParams::largeBoard); an escape that a ladder catches or that stays in atari
// adds `badEscape`, a fill that wins a capture race adds `raceWin`, a capture or a rescue found
// by reading adds `readCapture` or `readRescue`, an escape of an own chain in atari `atariEscape`.
struct PatternPriorParams {
    PriorTerm even{10, 0.5};
    double scale = 300;
    double scaleLarge = 300;
    double winRate = 1.0;
    PriorTerm badEscape{50, 0.0};
    // Added for a fill that wins a capture race the opponent would win by moving first
    // (semeai.h allRaceMoves); 0 visits: off.
    PriorTerm raceWin{0, 1.0};
    // Added for a move that captures an opponent chain of two liberties by reading (a net, a
    // loose ladder: capture_reading.h), and for one that saves an own chain of two liberties
    // the opponent would capture so; 0 visits: off.
    PriorTerm readCapture{0, 1.0};
    PriorTerm readRescue{0, 1.0};
    // Read only the chains with a stone on or next to the last two moves (the local fights)
    // instead of every chain with two liberties on the board.
    bool readNearLast = false;
    // Added for a move that saves an own chain in atari (tactics.h allAtariEscapes: a capture
    // of an adjacent chain in atari, an extension no ladder catches), which the pattern model
    // may rate low when its shape is rare (capturing stones inside one's own wall); 0 visits:
    // off.
    PriorTerm atariEscape{0, 1.0};
    // Those escapes are judged by their own simulations, not by AMAF (MovePrior::withoutRave).
    bool atariEscapeRave = true;
    bool operator==(const PatternPriorParams&) const = default;
};

struct SearchParams {
    // Resources.
    int threads = 0;                   // 0: one per core
    size_t maxTreeBytes = 256u << 20;  // both node pools together
    uint64_t seed = 1;

    // Tree policy: value = (1-b) Q + b AMAF + exploration sqrt(ln N / n), b = r / (r + n + r n / e)
    // with r AMAF visits, n visits and e = raveEquivalence.
    // Small boards' values measured best against Pachi on 9x9; large boards' (at least
    // `largeBoard` lines) are Pachi's, measured as one package (with the *Large distance weight
    // and playout settings below) in 19x19 self-play (docs/strength.md, issue 22).
    double exploration = 0;
    double raveEquivalence = 500;
    int largeBoard = 13;
    double explorationLarge = 0;
    double raveEquivalenceLarge = 4000;
    // AMAF credit by how early the move came (as Pachi's distance_rave): a move first played at
    // index f of a simulation of L moves, credited at depth j, counts 1 + D (L - f) / (L - j)
    // times (integer division), from 1 (late) to D + 1 (f = j, the move played at once); D = 0
    // counts every move once (off until measured).
    int raveDistanceWeight = 0;
    int raveDistanceWeightLarge = 3;
    int expandVisits = 8;        // real visits before a leaf is expanded
    HandPriorParams priors;      // the pass term always; the others when patternPriors is off
    bool patternPriors = true;   // priors from the learned pattern model (else the hand-set ones)
    std::string patternWeights;  // its weights file (empty: conf/patterns.weights, see gtp)
    PatternPriorParams patternPrior;

    // Playouts (heavy policy).
    double playoutMoveFactor = 3;   // a playout stops after this many moves per board point
    double playoutShapeRate = 0.9;  // chance to play a good shape next to the last move
    int playoutSelfAtariRetries = 3;
    bool playoutLadders = true;             // escapes from atari read as ladders
    bool playoutCaptureNearOwnLast = true;  // capture chains our last move left in atari
    double playoutTwoLibertyRate = 0.5;     // chance to look at two-liberty fights
    bool playoutTwoLibertyLoose = false;    // ...read without ladders, as Pachi does
    double playoutNakadeRate = 0.9;         // chance to play a small eye space's vital point
    bool playoutJudgeSelfAtari = true;      // nakade and throw-ins are fine self-ataris
    bool playoutKeepSeki = false;   // pass rather than play a self-atari to avoid (off: measure)
    double playoutKoFightRate = 0;  // chance to connect or retake a ko of the playout (0: off)
    bool playoutShapesNearLastButOne = false;  // shapes around our own last move too
    double playoutKoFightRateLarge = 0.4;      // the two above on large boards
    bool playoutShapesNearLastButOneLarge = true;
    // The shape step drawn from the pattern model's light gammas around the last two moves
    // instead of the hand-written 3x3 table (pattern_playout.h): a candidate of gamma g with
    // probability g / (sum + random mass), else a random move (playoutShapeRate is not used).
    bool playoutPatternShapes = false;
    // Features that rate a candidate: "shape" (3x3 alone), "local" (and the distances to the last
    // two moves and the edge line) or "tactical" (and the other light groups, without reading).
    std::string playoutPatternFeatures = "local";
    // The best mass for predicting strong players' moves: about 12 for shape, 64-96 for local,
    // 128 for tactical (docs/design.md, the playouts).
    double playoutPatternRandomMass = 64;
    // The two above on large boards: measured in 19x19 games against Pachi (docs/strength.md).
    bool playoutPatternShapesLarge = true;
    double playoutPatternRandomMassLarge = 1;

    // Stopping: the search is unstable (and goes on to the maximum time) when a child with at
    // least half the visits of the most visited one has a win rate higher by this margin, or
    // (unstableVisitRatio > 0) when the most visited has fewer than unstableVisitRatio times
    // the visits of the second (Pachi's best2_ratio; 0: off).
    double unstableMargin = 0.02;
    double unstableVisitRatio = 0;
    // The move played, and the lead that settles a search, by the simulations each move really
    // had (as Pachi chooses), not counting the priors' virtual ones (which break ties).
    bool chooseByRealVisits = false;
    double defaultMoveSeconds = 1.0;  // thinking time when no clock and no playout count is set

    // The player.
    double resignThreshold = 0.05;  // resign below this win rate on two genmoves running
    bool allowResign = true;
    double dynamicKomiPerStone = 7;   // handicap games: extra komi for White per handicap stone,
    double dynamicKomiMoves = 0.4;    // fading to 0 over this share of the board's points
    int cleanupStatusPlayouts = 300;  // KGS cleanup: playouts to find dead stones

    // The values for the root's board (PatternPriors picks its scale per leaf the same way,
    // PlayoutEvaluator its playout policy).
    double explorationFor(int boardSize) const {
        return boardSize >= largeBoard ? explorationLarge : exploration;
    }
    double raveEquivalenceFor(int boardSize) const {
        return boardSize >= largeBoard ? raveEquivalenceLarge : raveEquivalence;
    }
    int raveDistanceWeightFor(int boardSize) const {
        return boardSize >= largeBoard ? raveDistanceWeightLarge : raveDistanceWeight;
    }
    bool playoutPatternShapesFor(int boardSize) const {
        return boardSize >= largeBoard ? playoutPatternShapesLarge : playoutPatternShapes;
    }
    double playoutPatternRandomMassFor(int boardSize) const {
        return boardSize >= largeBoard ? playoutPatternRandomMassLarge : playoutPatternRandomMass;
    }
    // On some board size the playouts' shapes come from the pattern model: it must be loaded.
    bool playoutPatternShapesAnywhere() const {
        return playoutPatternShapes || playoutPatternShapesLarge;
    }

    bool operator==(const SearchParams&) const = default;
};

}  // namespace tianyuan
