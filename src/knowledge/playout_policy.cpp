#include "playout_policy.h"

#include <algorithm>

#include "liberties.h"
#include "patterns.h"
#include "playout.h"
#include "scoring.h"
#include "tactics.h"

namespace tianyuan {

namespace {

constexpr int MAX_CANDIDATES = 16;

struct Candidates {
    Point points[MAX_CANDIDATES];
    int count = 0;
    bool contains(Point p) const {
        for (int i = 0; i < count; ++i)
            if (points[i] == p) return true;
        return false;
    }
    void add(Point p) {
        if (!contains(p) && count < MAX_CANDIDATES) points[count++] = p;
    }
    Point pick(Random& random) const { return points[random.below(static_cast<uint32_t>(count))]; }
};

bool isStone(Color c) {
    return c == Color::BLACK || c == Color::WHITE;
}

// Captures of the opponent chain at `stone` when it is in atari.
void addCapture(const Board& board, Color c, Point stone, Candidates& out) {
    if (board.at(stone) != opponent(c) || board.liberties(stone) != 1) return;
    const Point lib = board.libertyOf(stone);
    if (board.isLegal(c, lib)) out.add(lib);
}

// The heads of the chains read so far around one move (from its eight neighbours at most): a
// chain touching it on two sides is read once.
struct ChainsRead {
    Point heads[8];
    int count = 0;
    // False when the chain at p was read before; else remembers it.
    bool firstTime(const Board& board, Point p) {
        const Point head = board.chainHead(p);
        if (std::find(heads, heads + count, head) != heads + count) return false;
        heads[count++] = head;
        return true;
    }
};

// Escapes of the own chain at `stone` when it is in atari: with ladder reading, the captures of
// attackers in atari and an extension that is not caught; without, any extension that is no
// self-atari. An extension that only runs into a ladder goes to `hopeless`. Chains in `read`
// are skipped.
void addEscapes(ReadingBoard& position, Color c, Point stone, bool ladders, ChainsRead& read,
                Candidates& out, Candidates& hopeless) {
    const Board& board = position.board();
    if (board.at(stone) != c || board.liberties(stone) != 1 || !read.firstTime(board, stone))
        return;
    const Point lib = board.libertyOf(stone);
    if (ladders) {
        Point escapes[8];
        const int n = escapeMoves(position, stone, escapes, 8);
        bool extends = false;
        for (int i = 0; i < n; ++i) {
            out.add(escapes[i]);
            extends |= escapes[i] == lib;
        }
        if (!extends) hopeless.add(lib);
        return;
    }
    if (board.isLegal(c, lib) && !board.isSelfAtari(c, lib)) out.add(lib);
}

// The answers to atari around the last moves: capture the last move's chain, save own chains it
// put in atari, and capture opponent chains our own last move left in atari. Extensions into a
// ladder go to `hopeless`.
void atariAnswers(ReadingBoard& position, Color c, Point last, Point lastButOne,
                  const HeavyPolicyParams& params, Candidates& out, Candidates& hopeless) {
    const Board& board = position.board();
    const int s = board.stride();
    if (board.at(last) == opponent(c)) {
        addCapture(board, c, last, out);
        ChainsRead read;
        for (const Point n : {last - s, last - 1, last + 1, last + s})
            addEscapes(position, c, n, params.ladders, read, out, hopeless);
    }
    if (params.captureNearOwnLast && lastButOne != PASS && board.at(lastButOne) == c)
        for (const Point n : {lastButOne - s, lastButOne - 1, lastButOne + 1, lastButOne + s})
            addCapture(board, c, n, out);
}

// Two-liberty fights at the last move: ataris that capture the opponent's chains next to it
// (caught in a ladder), and the moves that save own two-liberty chains next to it from that.
void twoLibertyAnswers(ReadingBoard& position, Color c, Point last, Candidates& out) {
    const Board& board = position.board();
    const int s = board.stride();
    Point moves[8];
    ChainsRead read;
    for (const Point n : {last, last - s, last - 1, last + 1, last + s}) {
        if (!isStone(board.at(n)) || board.liberties(n) != 2 || !read.firstTime(board, n)) continue;
        const int count = board.at(n) == c ? twoLibertyDefences(position, n, moves, 8)
                                           : twoLibertyAttacks(position, n, moves, 8);
        for (int i = 0; i < count; ++i) out.add(moves[i]);
    }
}

// The vital points of small eye spaces next to the last move.
void nakadeAnswers(const Board& board, Color c, Point last, Candidates& out) {
    const int s = board.stride();
    for (const Point n : {last - s, last - 1, last + 1, last + s}) {
        if (board.at(n) != Color::EMPTY) continue;
        const Point vital = nakadeVitalPoint(board, n);
        if (vital != PASS && board.isLegal(c, vital)) out.add(vital);
    }
}

// Whether p is a self-atari the policy avoids: when judging, a bad one (isBadSelfAtari, which
// with keepSeki excuses a sealed nakade too: the fill is never forced by running out of tries),
// else any.
bool avoidedSelfAtari(const Board& board, Color c, Point p, const HeavyPolicyParams& params) {
    return params.judgeSelfAtari ? isBadSelfAtari(board, c, p, params.keepSeki)
                                 : board.isSelfAtari(c, p);
}

// A move the shape step never plays and the random step plays only when its tries run out: a
// run into a ladder (in `hopeless`) or a self-atari to avoid.
bool rejectedMove(const Board& board, Color c, Point p, const HeavyPolicyParams& params,
                  const Candidates& hopeless) {
    return hopeless.contains(p) || avoidedSelfAtari(board, c, p, params);
}

// Loose two-liberty fights (Pachi's two-liberty check, without ladder reading): ataris of the last
// move's chain when it has two liberties, unless the extension at the other liberty would give
// it three; for own two-liberty chains next to the last move, the captures of opponent chains in
// atari next to them and the extensions to three liberties or more. Self-ataris the policy
// avoids are left out.
void looseTwoLibertyAnswers(const Board& board, Color c, Point last,
                            const HeavyPolicyParams& params, Candidates& out) {
    const int s = board.stride();
    Point libs[2];
    if (board.at(last) == opponent(c) && board.liberties(last) == 2) {
        chainLiberties(board, last, libs, 2);
        for (int i = 0; i < 2; ++i)
            if (board.isLegal(c, libs[i]) &&
                libertiesIfPlayed(board, opponent(c), libs[1 - i], libs[i], 3) < 3 &&
                !avoidedSelfAtari(board, c, libs[i], params))
                out.add(libs[i]);
    }
    ChainsRead read;
    for (const Point n : {last - s, last - 1, last + 1, last + s}) {
        if (board.at(n) != c || board.liberties(n) != 2 || !read.firstTime(board, n)) continue;
        const Point head = board.chainHead(n);
        Point q = head;
        do {
            for (const Point m : {q - s, q - 1, q + 1, q + s}) addCapture(board, c, m, out);
            q = board.nextInChain(q);
        } while (q != head);
        chainLiberties(board, head, libs, 2);
        for (const Point l : libs)
            if (board.isLegal(c, l) && libertiesIfPlayed(board, c, l, PASS, 3) >= 3) out.add(l);
    }
}

// Good 3x3 shapes next to the last move, except the rejected ones.
void patternAnswers(const Board& board, Color c, Point last, const HeavyPolicyParams& params,
                    const Candidates& hopeless, Candidates& out) {
    const int s = board.stride();
    for (const Point q : {last - s - 1, last - s, last - s + 1, last - 1, last + 1, last + s - 1,
                          last + s, last + s + 1}) {
        if (board.at(q) != Color::EMPTY || !isGoodPatternMove(board, q, c)) continue;
        if (board.isPlayoutMove(c, q) && !rejectedMove(board, c, q, params, hopeless)) out.add(q);
    }
}

// The table's shape step: good shapes next to the last move and, with shapesNearLastButOne,
// next to c's own last move.
void tableShapes(const Board& board, Color c, Point last, Point lastButOne,
                 const HeavyPolicyParams& params, const Candidates& hopeless, Candidates& out) {
    patternAnswers(board, c, last, params, hopeless, out);
    if (params.shapesNearLastButOne && lastButOne != PASS)
        patternAnswers(board, c, lastButOne, params, hopeless, out);
}

// The first playout move for c, from a random empty point on, that is not rejected; PASS
// when there is none.
Point acceptableMove(const Board& board, Color c, const HeavyPolicyParams& params,
                     const Candidates& hopeless, Random& random) {
    const int n = board.emptyCount();
    const int start = static_cast<int>(random.below(static_cast<uint32_t>(n)));
    for (int i = 0; i < n; ++i) {
        const Point q = board.emptyAt((start + i) % n);
        if (board.isPlayoutMove(c, q) && !rejectedMove(board, c, q, params, hopeless)) return q;
    }
    return PASS;
}

}  // namespace

HeavyPlayoutPolicy::HeavyPlayoutPolicy(const HeavyPolicyParams& params)
    : params_(params),
      shapeRater_(params.shapeModel
                      ? std::make_unique<ShapeRater>(params.shapeModel, params.patternShapes)
                      : nullptr) {}

Point HeavyPlayoutPolicy::chooseMove(Board& board, Color c, Point last, Point lastButOne,
                                     Random& random) {
    ReadingBoard position = ReadingBoard::inPlace(board);
    if (params_.koFightRate > 0) {
        const Point ko = koFightMove(board, c, random);
        if (ko != PASS) return ko;
    }
    Candidates hopeless;  // extensions that only run into a ladder: played by no rule
    if (last != PASS) {
        Candidates urgent;
        atariAnswers(position, c, last, lastButOne, params_, urgent, hopeless);
        if (urgent.count > 0) return urgent.pick(random);
        Candidates answers;
        if (params_.nakadeRate > 0 && random.chance(params_.nakadeRate))
            nakadeAnswers(board, c, last, answers);
        if (answers.count == 0 && params_.twoLibertyRate > 0 &&
            random.chance(params_.twoLibertyRate)) {
            if (params_.looseTwoLiberty)
                looseTwoLibertyAnswers(board, c, last, params_, answers);
            else
                twoLibertyAnswers(position, c, last, answers);
        }
        if (answers.count > 0) return answers.pick(random);
        if (shapeRater_) {
            // Drawn from the learned model around the last two moves, then a random move.
            const Point shape = shapeRater_->draw(
                board, c, last, lastButOne, shapeCandidates(board, c, last, lastButOne), random,
                [&](Point q) { return rejectedMove(board, c, q, params_, hopeless); });
            if (shape != PASS) return shape;
        } else {
            Candidates shapes;
            tableShapes(board, c, last, lastButOne, params_, hopeless, shapes);
            if (shapes.count > 0 && random.chance(params_.shapeRate)) return shapes.pick(random);
        }
    }
    // A random move; a bad self-atari or a run into a ladder is tried again a few times before
    // it is accepted, or with keepSeki before the whole board is searched.
    Point p = PASS;
    for (int attempt = 0; attempt < params_.selfAtariRetries; ++attempt) {
        p = randomPlayoutMove(board, c, random);
        if (p == PASS) return p;
        if (!rejectedMove(board, c, p, params_, hopeless)) return p;
    }
    return params_.keepSeki ? acceptableMove(board, c, params_, hopeless, random) : p;
}

// The ko rule: a ko taken in this playout bans its point for the next move (age 1 is the ko
// threat); at age 2 its taker may connect it, at age 3 the other side may retake it; then it
// is forgotten.
Point HeavyPlayoutPolicy::koFightMove(const Board& board, Color c, Random& random) {
    if (board.koPoint() != PASS) {
        recentKo_ = board.koPoint();
        recentKoAge_ = 1;
        return PASS;
    }
    if (recentKo_ == PASS) return PASS;
    const Point ko = recentKo_;
    if (++recentKoAge_ >= 3) recentKo_ = PASS;
    if (board.at(ko) != Color::EMPTY || !random.chance(params_.koFightRate)) return PASS;
    if (!board.isLegal(c, ko) || avoidedSelfAtari(board, c, ko, params_)) return PASS;
    return ko;
}

ShapeStepDistribution HeavyPlayoutPolicy::shapeStep(const Board& board, Color c, Point last,
                                                    Point lastButOne) const {
    Candidates urgent, hopeless;
    ReadingBoard position(board);
    atariAnswers(position, c, last, lastButOne, params_, urgent, hopeless);
    ShapeStepDistribution out;
    out.reached = urgent.count == 0;
    if (!out.reached) return out;
    if (shapeRater_) {
        ShapeCandidates candidates = shapeCandidates(board, c, last, lastButOne);
        candidates.filter([&](Point q) { return !rejectedMove(board, c, q, params_, hopeless); });
        double sum = params_.patternShapes.randomMass;
        for (int i = 0; i < candidates.count; ++i) {
            out.points[i] = candidates.points[i];
            out.probability[i] = shapeRater_->gamma(board, c, last, lastButOne, out.points[i]);
            sum += out.probability[i];
        }
        out.count = candidates.count;
        for (int i = 0; i < out.count; ++i) out.probability[i] /= sum;
        return out;
    }
    Candidates shapes;
    tableShapes(board, c, last, lastButOne, params_, hopeless, shapes);
    out.count = shapes.count;
    for (int i = 0; i < shapes.count; ++i) {
        out.points[i] = shapes.points[i];
        out.probability[i] = params_.shapeRate / shapes.count;
    }
    return out;
}

int runPlayout(Board& board, Color c, Point last, Point lastButOne, PlayoutPolicy& policy,
               Random& random, int maxMoves, std::vector<Move>* record) {
    policy.beginPlayout();
    int passes = last == PASS ? 1 : 0;
    for (int moves = 0; passes < 2 && moves < maxMoves; ++moves) {
        const Point p = policy.chooseMove(board, c, last, lastButOne, random);
        board.play(c, p);
        if (record) record->push_back({c, p});
        passes = p == PASS ? passes + 1 : 0;
        lastButOne = last;
        last = p;
        c = opponent(c);
    }
    return playoutAreaDifference(board);
}

}  // namespace tianyuan
