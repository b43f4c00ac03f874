#include "playout_policy.h"

#include "patterns.h"
#include "playout.h"
#include "scoring.h"

namespace tianyuan {

namespace {

constexpr int MAX_CANDIDATES = 16;

struct Candidates {
    Point points[MAX_CANDIDATES];
    int count = 0;
    void add(Point p) {
        for (int i = 0; i < count; ++i)
            if (points[i] == p) return;
        if (count < MAX_CANDIDATES) points[count++] = p;
    }
    Point pick(Random& random) const { return points[random.below(static_cast<uint32_t>(count))]; }
};

// Captures of the last move's chain and escapes of own chains it put in atari.
void tacticalAnswers(const Board& board, Color c, Point last, Candidates& out) {
    const int s = board.stride();
    if (board.at(last) != opponent(c)) return;
    if (board.liberties(last) == 1) {
        const Point lib = board.libertyOf(last);
        if (board.isLegal(c, lib)) out.add(lib);
    }
    for (const Point n : {last - s, last - 1, last + 1, last + s}) {
        if (board.at(n) != c || board.liberties(n) != 1) continue;
        const Point lib = board.libertyOf(n);
        if (board.isLegal(c, lib) && !board.isSelfAtari(c, lib)) out.add(lib);
    }
}

void patternAnswers(const Board& board, Color c, Point last, Candidates& out) {
    const int s = board.stride();
    for (const Point q : {last - s - 1, last - s, last - s + 1, last - 1, last + 1, last + s - 1,
                          last + s, last + s + 1}) {
        if (board.at(q) != Color::EMPTY || !isGoodPatternMove(board, q, c)) continue;
        if (board.isPlayoutMove(c, q) && !board.isSelfAtari(c, q)) out.add(q);
    }
}

}  // namespace

Point HeavyPlayoutPolicy::chooseMove(const Board& board, Color c, Point last, Random& random) {
    if (last != PASS) {
        Candidates tactical;
        tacticalAnswers(board, c, last, tactical);
        if (tactical.count > 0) return tactical.pick(random);
        Candidates shapes;
        patternAnswers(board, c, last, shapes);
        if (shapes.count > 0 && random.chance(params_.shapeRate)) return shapes.pick(random);
    }
    // A random move; a self-atari is tried again a few times before it is accepted.
    Point p = PASS;
    for (int attempt = 0; attempt < params_.selfAtariRetries; ++attempt) {
        p = randomPlayoutMove(board, c, random);
        if (p == PASS || !board.isSelfAtari(c, p)) return p;
    }
    return p;
}

int runPlayout(Board& board, Color c, Point last, PlayoutPolicy& policy, Random& random,
               int maxMoves, std::vector<Move>* record) {
    int passes = last == PASS ? 1 : 0;
    for (int moves = 0; passes < 2 && moves < maxMoves; ++moves) {
        const Point p = policy.chooseMove(board, c, last, random);
        board.play(c, p);
        if (record) record->push_back({c, p});
        passes = p == PASS ? passes + 1 : 0;
        last = p;
        c = opponent(c);
    }
    return playoutAreaDifference(board);
}

}  // namespace tianyuan
