#include "capture_reading.h"

#include "liberties.h"

namespace tianyuan {

namespace {

// The plays one reading may make, and the plies in which the attacker tries nets (after them
// only ataris: the ladders and loose ladders that follow a net). Running out counts as an escape.
constexpr int READ_PLAY_BUDGET = 400;
constexpr int NET_PLIES = 4;

struct Reading {
    int maxPlies;
    int playsLeft = READ_PLAY_BUDGET;
    bool exhausted(int ply) const { return ply >= maxPlies || playsLeft <= 0; }
};

Reading readingFor(const Board& board) {
    return Reading{4 * board.size() + 8};  // a ladder from corner to corner, as in tactics.cpp
}

constexpr int MAX_MOVES = 12;

struct Moves {
    Point points[MAX_MOVES];
    int count = 0;
    void add(Point p) {
        for (int i = 0; i < count; ++i)
            if (points[i] == p) return;
        if (count < MAX_MOVES) points[count++] = p;
    }
};

bool defenderEscapes(const Board& board, Point chain, Reading& reading, int ply);

// The attacker's tries against the chain at `chain` (two liberties): an atari at either
// liberty, then within NET_PLIES the empty points next to a liberty (nets). None is a self-atari
// that captures nothing.
Moves attackerMoves(const Board& board, Point chain, int ply) {
    const Color attacker = opponent(board.at(chain));
    Point libs[2];
    chainLiberties(board, chain, libs, 2);
    Moves moves;
    const auto consider = [&](Point p) {
        if (board.isLegal(attacker, p) &&
            (!board.isSelfAtari(attacker, p) || board.capturesAny(attacker, p)))
            moves.add(p);
    };
    for (const Point lib : libs) consider(lib);
    if (ply < NET_PLIES) {
        const int s = board.stride();
        for (const Point lib : libs)
            for (const Point n : {lib - s, lib - 1, lib + 1, lib + s})
                if (board.at(n) == Color::EMPTY && n != libs[0] && n != libs[1]) consider(n);
    }
    return moves;
}

// The defender's tries for the chain at `chain`: captures of adjacent attacker chains in atari,
// then extensions at its liberties.
Moves defenderMoves(const Board& board, Point chain) {
    const Color defender = board.at(chain);
    const Color attacker = opponent(defender);
    const int s = board.stride();
    Moves moves;
    Point q = chain;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s})
            if (board.at(n) == attacker && board.liberties(n) == 1) {
                const Point capture = board.libertyOf(n);
                if (board.isLegal(defender, capture)) moves.add(capture);
            }
        q = board.nextInChain(q);
    } while (q != chain);
    Point libs[2];
    const int n = chainLiberties(board, chain, libs, 2);
    for (int i = 0; i < n; ++i)
        if (board.isLegal(defender, libs[i])) moves.add(libs[i]);
    return moves;
}

// The attacker is to move: true when it captures the chain at `chain` by reading.
bool attackerCaptures(const Board& board, Point chain, Reading& reading, int ply) {
    if (board.at(chain) == Color::EMPTY) return true;
    const int libs = board.liberties(chain);
    const Color attacker = opponent(board.at(chain));
    if (libs == 1) return board.isLegal(attacker, board.libertyOf(chain));
    if (libs > 2 || reading.exhausted(ply)) return false;
    const Moves moves = attackerMoves(board, chain, ply);
    for (int i = 0; i < moves.count; ++i) {
        Board next = board;
        next.play(attacker, moves.points[i]);
        --reading.playsLeft;
        if (!defenderEscapes(next, chain, reading, ply + 1)) return true;
    }
    return false;
}

// The chain's owner is to move: true when some move saves the chain at `chain`.
bool defenderEscapes(const Board& board, Point chain, Reading& reading, int ply) {
    if (board.at(chain) == Color::EMPTY) return false;
    if (board.liberties(chain) >= 3 || reading.exhausted(ply)) return true;
    const Color defender = board.at(chain);
    const Moves moves = defenderMoves(board, chain);
    for (int i = 0; i < moves.count; ++i) {
        Board next = board;
        next.play(defender, moves.points[i]);
        --reading.playsLeft;
        if (!attackerCaptures(next, chain, reading, ply + 1)) return true;
    }
    return false;
}

}  // namespace

int captureMoves(const Board& board, Point chain, Point* out, int max) {
    const int libs = board.liberties(chain);
    const Color attacker = opponent(board.at(chain));
    int count = 0;
    if (libs == 1) {
        const Point capture = board.libertyOf(chain);
        if (max > 0 && board.isLegal(attacker, capture)) out[count++] = capture;
        return count;
    }
    if (libs != 2) return 0;
    const Moves moves = attackerMoves(board, chain, 0);
    for (int i = 0; i < moves.count && count < max; ++i) {
        Board next = board;
        next.play(attacker, moves.points[i]);
        Reading reading = readingFor(board);
        if (!defenderEscapes(next, chain, reading, 1)) out[count++] = moves.points[i];
    }
    return count;
}

int rescueMoves(const Board& board, Point chain, Point* out, int max) {
    Reading threat = readingFor(board);
    if (!attackerCaptures(board, chain, threat, 0)) return 0;
    const Color defender = board.at(chain);
    const Moves moves = defenderMoves(board, chain);
    int count = 0;
    for (int i = 0; i < moves.count && count < max; ++i) {
        Board next = board;
        next.play(defender, moves.points[i]);
        Reading reading = readingFor(board);
        if (!attackerCaptures(next, chain, reading, 1)) out[count++] = moves.points[i];
    }
    return count;
}

namespace {

// The heads of the chains of colour `owner` with two liberties: every one on the board, or
// those with a stone on or next to a point of `near` when it is not empty. Up to `max`.
int twoLibertyChains(const Board& board, Color owner, std::span<const Point> near, Point* heads,
                     int max) {
    int count = 0;
    const auto add = [&](Point p) {
        if (board.at(p) != owner || board.liberties(p) != 2) return;
        const Point head = board.chainHead(p);
        for (int i = 0; i < count; ++i)
            if (heads[i] == head) return;
        if (count < max) heads[count++] = head;
    };
    if (near.empty()) {  // each chain from its head only
        for (int y = 0; y < board.size(); ++y)
            for (int x = 0; x < board.size(); ++x)
                if (const Point p = board.point(x, y); board.chainHead(p) == p) add(p);
        return count;
    }
    const int s = board.stride();
    for (const Point p : near)
        if (p != PASS)
            for (const Point q : {p, p - s, p - 1, p + 1, p + s}) add(q);
    return count;
}

// Runs read(head, moves, max) for each chain of twoLibertyChains and gathers the distinct
// points it writes.
template <typename Read>
int overTwoLibertyChains(const Board& board, Color owner, std::span<const Point> near, Point* out,
                         int max, Read read) {
    Point heads[MAX_ARRAY_SIZE];
    const int chains = twoLibertyChains(board, owner, near, heads, MAX_ARRAY_SIZE);
    int count = 0;
    for (int c = 0; c < chains; ++c) {
        Point moves[MAX_MOVES];
        const int n = read(heads[c], moves, MAX_MOVES);
        for (int i = 0; i < n; ++i) {
            bool seen = false;
            for (int j = 0; j < count && !seen; ++j) seen = out[j] == moves[i];
            if (!seen && count < max) out[count++] = moves[i];
        }
    }
    return count;
}

// A chain of the opponent of the chain at `chain` next to it has at most two liberties: the
// chain's owner may win a race against it, a rescue that rescueMoves does not read.
bool touchesWeakAttacker(const Board& board, Point chain) {
    const Color attacker = opponent(board.at(chain));
    return chainTouches(
        board, chain, [&](Point n) { return board.at(n) == attacker && board.liberties(n) <= 2; });
}

}  // namespace

int allCaptureMoves(const Board& board, Color c, Point* out, int max, std::span<const Point> near) {
    return overTwoLibertyChains(
        board, opponent(c), near, out, max, [&](Point chain, Point* m, int n) {
            const int found = captureMoves(board, chain, m, n);
            if (found == 0 || touchesWeakAttacker(board, chain)) return found;
            Point saves[MAX_MOVES];
            return rescueMoves(board, chain, saves, MAX_MOVES) > 0 ? found : 0;
        });
}

int allRescueMoves(const Board& board, Color c, Point* out, int max, std::span<const Point> near) {
    return overTwoLibertyChains(board, c, near, out, max, [&](Point chain, Point* m, int n) {
        return rescueMoves(board, chain, m, n);
    });
}

}  // namespace tianyuan
