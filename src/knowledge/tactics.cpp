#include "tactics.h"

#include <algorithm>

#include "liberties.h"

namespace tianyuan {

namespace {

// A few points with set semantics; linear search, as the sets here hold a handful.
template <int N>
struct PointList {
    Point points[N];
    int count = 0;
    bool contains(Point p) const {
        for (int i = 0; i < count; ++i)
            if (points[i] == p) return true;
        return false;
    }
    // False when p is new and there is no room left.
    bool add(Point p) {
        if (contains(p)) return true;
        if (count == N) return false;
        points[count++] = p;
        return true;
    }
};

template <int N>
int copyOut(const PointList<N>& list, Point* out, int max) {
    int written = 0;
    for (int i = 0; i < list.count && written < max; ++i) out[written++] = list.points[i];
    return written;
}

// The chains of the opponent of the chain at `chain` that touch it and are in atari, by head,
// written to `out`. False when there are more than `out` holds (never seen in play).
template <int N>
bool attackersInAtari(const Board& board, Point chain, PointList<N>& out) {
    const int s = board.stride();
    const Color attacker = opponent(board.at(chain));
    Point q = chain;
    do {
        for (const Point n : {q - s, q - 1, q + 1, q + s})
            if (board.at(n) == attacker && board.liberties(n) == 1 && !out.add(board.chainHead(n)))
                return false;
        q = board.nextInChain(q);
    } while (q != chain);
    return true;
}

// The points where the owner of the chain at `chain` captures an adjacent chain in atari.
template <int N>
void capturePointsAround(const Board& board, Point chain, PointList<N>& out) {
    PointList<16> heads;
    attackersInAtari(board, chain, heads);
    for (int i = 0; i < heads.count; ++i) out.add(board.libertyOf(heads.points[i]));
}

// ---------------------------------------------------------------------------------------------
// The ladder reader. It plays on one scratch board (ReadingBoard::scratch) and takes each move
// back once its branch is read (Board::playUndoable, Board::undo). The defender escapes by
// extending or by capturing an adjacent attacker chain in atari; the attacker ataris at either
// liberty of a chain with two. A chain with three liberties has escaped.

// A ladder running corner to corner takes about 4 * size plies (an atari and an extension per
// step, two steps per diagonal point). The play budget bounds side branches, explored when both
// ataris look promising. Running out of either counts as an escape.
constexpr int LADDER_PLAY_BUDGET = 600;

struct LadderSearch {
    int maxPlies;
    int playsLeft = LADDER_PLAY_BUDGET;
    bool exhausted(int ply) const { return ply >= maxPlies || playsLeft <= 0; }
};

LadderSearch ladderSearchFor(const Board& board) {
    return LadderSearch{4 * board.size() + 8};
}

using AtariHeads = PointList<16>;

// Spares a defender node the scan of the whole (long) chain for attacker chains in atari. When
// the defender's last move was a plain extension (one stone joined, nothing captured), only
// attacker chains next to the extension can have joined the list of the previous defender node:
// a chain loses liberties only to a stone on one of them, the extension's own (the attacker's
// reply, played on a liberty of the extended chain, is one of its neighbours and merges with the
// attacker chains it touches), and touches the chain anew only through the new stone. Captures
// by the attacker's reply only give attacker chains liberties.
struct AtariHint {
    const AtariHeads* before = nullptr;  // null: scan the chain
    Point extension = PASS;
};

void attackersInAtariAfter(const Board& board, Color attacker, const AtariHint& hint,
                           AtariHeads& out) {
    const auto consider = [&](Point stone) {
        if (board.at(stone) == attacker && board.liberties(stone) == 1)
            out.add(board.chainHead(stone));
    };
    for (int i = 0; i < hint.before->count; ++i) consider(hint.before->points[i]);
    const int s = board.stride();
    const Point e = hint.extension;
    for (const Point n : {e - s, e - 1, e + 1, e + s}) consider(n);
}

// `endsTried`: the caller found that no promising atari ends the ladder at once (endsLadder).
bool attackerCatches(Board& board, Point chain, LadderSearch& search, int ply,
                     const AtariHint& hint, bool endsTried = false);

// The liberty of a two-liberty chain that is not `atari` (libs: both of them).
Point otherLiberty(const Point libs[2], Point atari) {
    return atari == libs[0] ? libs[1] : libs[0];
}

// Whether p is next to a stone of the chain at `chain`.
bool touchesChain(const Board& board, Point chain, Point p) {
    const int s = board.stride();
    const Point head = board.chainHead(chain);
    const Color owner = board.at(chain);
    for (const Point n : {p - s, p - 1, p + 1, p + s})
        if (board.at(n) == owner && board.chainHead(n) == head) return true;
    return false;
}

// Plays `move` for c on `board`, reads the branch with then(board) and takes the move back.
// Precondition: board.isLegal(c, move).
template <typename Then>
bool afterMove(Board& board, Color c, Point move, Then&& then) {
    Board::MoveUndo undo;
    board.playUndoable(c, move, undo);
    const bool result = then(board);
    board.undo(undo);
    return result;
}

// The chain's owner has played an escape: true when the chain is safe from the ladder.
bool escapedAfter(Board& board, Point chain, LadderSearch& search, int ply, const AtariHint& hint) {
    const int libs = board.liberties(chain);
    if (libs >= 3) return true;
    if (libs <= 1) return false;
    return !attackerCatches(board, chain, search, ply, hint);
}

// The stones of the chain at `stones` next to a stone of the chain at `chain`.
int stonesTouching(const Board& board, Point stones, Point chain) {
    int count = 0;
    Point q = stones;
    do {
        count += touchesChain(board, chain, q);
        q = board.nextInChain(q);
    } while (q != stones);
    return count;
}

// The chain at `chain`, in atari, escapes by capturing at `move` (not its liberty; the capture
// of one or more of the attacker chains `inAtari`) when that surely leaves it three liberties:
// its liberty, and the captured stones next to it, seen without playing.
bool capturesToThreeLiberties(const Board& board, Point chain, Point move,
                              const AtariHeads& inAtari) {
    int freed = 0;
    for (int i = 0; i < inAtari.count; ++i)
        if (board.libertyOf(inAtari.points[i]) == move)
            freed += stonesTouching(board, inAtari.points[i], chain);
    return 1 + freed >= 3;
}

// The chain at `chain` has one liberty and its owner is to move: true when every escape fails.
bool defenderCaught(Board& board, Point chain, LadderSearch& search, int ply,
                    const AtariHint& hint) {
    if (search.exhausted(ply)) return false;
    const Color defender = board.at(chain);
    const Color attacker = opponent(defender);
    const Point liberty = board.libertyOf(chain);
    if (emptyNeighbourCount(board, liberty, PASS) >= 3) return false;  // extends to 3 liberties
    AtariHeads inAtari;
    if (hint.before)
        attackersInAtariAfter(board, attacker, hint, inAtari);
    else if (!attackersInAtari(board, chain, inAtari))
        return false;  // too many to read: count it as an escape
    PointList<8> escapes;
    for (int i = 0; i < inAtari.count; ++i) {
        const Point capture = board.libertyOf(inAtari.points[i]);
        if (board.isLegal(defender, capture)) escapes.add(capture);
    }
    if (board.isLegal(defender, liberty)) escapes.add(liberty);
    const int sizeBefore = board.chainSize(chain);
    const int attackerStones = board.stoneCount(attacker);
    for (int i = 0; i < escapes.count; ++i) {
        const Point move = escapes.points[i];
        if (move != liberty && capturesToThreeLiberties(board, chain, move, inAtari)) {
            --search.playsLeft;  // as if played: the same budget for the reads that follow
            return false;
        }
        const bool escaped = afterMove(board, defender, move, [&](Board& b) {
            --search.playsLeft;
            const bool plain = move == liberty && b.chainSize(chain) == sizeBefore + 1 &&
                               b.stoneCount(attacker) == attackerStones;
            return escapedAfter(b, chain, search, ply + 1,
                                plain ? AtariHint{&inAtari, move} : AtariHint{});
        });
        if (escaped) return false;
    }
    return true;
}

// The ataris worth reading against a chain with the liberties a and b: an atari at one of them
// fails at once when the other has three empty neighbours besides it (the defender extends
// there to three liberties; captures only add liberties). Returns how many were written.
int promisingAtaris(const Board& board, Color attacker, const Point libs[2], Point ataris[2]) {
    int count = 0;
    for (int i = 0; i < 2; ++i) {
        const Point atari = libs[i];
        const Point other = libs[1 - i];
        if (emptyNeighbourCount(board, other, atari) >= 3) continue;
        if (board.isLegal(attacker, atari)) ataris[count++] = atari;
    }
    return count;
}

// The defender's extension at `other`, after the attacker's atari at `atari`, gives the chain at
// most one liberty: no merge with another defender chain, no capture, one empty neighbour at
// most. Decided without playing.
bool extensionIsHopeless(const Board& board, Point chain, Point atari, Point other) {
    const int s = board.stride();
    const Color defender = board.at(chain);
    int room = 0;
    for (const Point n : {other - s, other - 1, other + 1, other + s}) {
        const Color nc = board.at(n);
        if (n == atari || nc == Color::WALL) continue;
        if (nc == Color::EMPTY && ++room > 1) return false;
        if (nc == defender && board.chainHead(n) != board.chainHead(chain)) return false;
        if (nc != defender && nc != Color::EMPTY && board.liberties(n) == 1) return false;
    }
    return true;
}

// An atari that ends the ladder at once, found without a scratch board (saving the copy a
// second branch would need): it captures nothing and is no self-atari, the extension is
// hopeless, and no attacker chain next to the chain is in atari.
bool endsLadder(const Board& board, Point chain, Point atari, Point other, const AtariHint& hint) {
    const Color attacker = opponent(board.at(chain));
    if (!extensionIsHopeless(board, chain, atari, other)) return false;
    if (board.capturesAny(attacker, atari) || board.isSelfAtari(attacker, atari)) return false;
    AtariHeads inAtari;
    if (hint.before)
        attackersInAtariAfter(board, attacker, hint, inAtari);
    else if (!attackersInAtari(board, chain, inAtari))
        return false;
    return inAtari.count == 0;
}

// The chain at `chain` has two liberties and the attacker is to move: true when an atari at one
// of them leads to the capture.
bool attackerCatches(Board& board, Point chain, LadderSearch& search, int ply,
                     const AtariHint& hint, bool endsTried) {
    if (search.exhausted(ply)) return false;
    const Color attacker = opponent(board.at(chain));
    Point libs[2];
    if (chainLiberties(board, chain, libs, 2) != 2) return false;
    Point ataris[2];
    const int count = promisingAtaris(board, attacker, libs, ataris);
    // Only where the defender's node would be read, so that the answer is the one reading gives.
    if (!endsTried && ply + 1 < search.maxPlies && search.playsLeft > 1) {
        for (int i = 0; i < count; ++i)
            if (endsLadder(board, chain, ataris[i], otherLiberty(libs, ataris[i]), hint))
                return true;
    }
    for (int i = 0; i < count; ++i) {
        const bool caught = afterMove(board, attacker, ataris[i], [&](Board& b) {
            --search.playsLeft;
            // A move that captured defender stones next to the chain may not be an atari.
            return b.liberties(chain) == 1 && defenderCaught(b, chain, search, ply + 1, hint);
        });
        if (caught) return true;
    }
    return false;
}

// The owner of the chain at `chain` plays `move`: true when the chain then has three liberties
// or two that cannot be laddered. Precondition: isLegal(owner, move).
bool isSafeAfter(ReadingBoard& position, Point chain, Point move) {
    const Board& board = position.board();
    // Verdicts that need no scratch board. A move next to the chain joins it: at least the
    // liberties the joined stones would have without its captures. A capture away from the
    // chain (of an attacker in atari, the only such move read here) frees at least one point
    // next to the chain and takes none of its liberties: three at least from two.
    if (touchesChain(board, chain, move)) {
        if (libertiesIfPlayed(board, board.at(chain), move, PASS, 3) >= 3) return true;
    } else if (board.liberties(chain) >= 2 && board.capturesAny(board.at(chain), move)) {
        return true;
    }
    return afterMove(position.scratch(), board.at(chain), move, [&](Board& b) {
        LadderSearch search = ladderSearchFor(b);
        return escapedAfter(b, chain, search, 0, AtariHint{});
    });
}

bool canBeLaddered(ReadingBoard& position, Point chain) {
    const Board& board = position.board();
    Point libs[2];
    if (chainLiberties(board, chain, libs, 2) != 2) return false;
    Point ataris[2];
    const int count = promisingAtaris(board, opponent(board.at(chain)), libs, ataris);
    if (count == 0) return false;
    for (int i = 0; i < count; ++i)  // as attackerCatches would find first, without playing
        if (endsLadder(board, chain, ataris[i], otherLiberty(libs, ataris[i]), {})) return true;
    LadderSearch search = ladderSearchFor(board);
    return attackerCatches(position.scratch(), chain, search, 0, AtariHint{}, true);
}

// ---------------------------------------------------------------------------------------------
// Eye-space shapes.

// The points of colour `a` or `b` orthogonally connected to `start` (start itself whatever its
// colour) written to `region`. False when there are more than N.
template <int N>
bool floodRegion(const Board& board, Point start, Color a, Color b, PointList<N>& region) {
    const int s = board.stride();
    region.count = 0;
    region.add(start);
    for (int i = 0; i < region.count; ++i) {
        const Point q = region.points[i];
        for (const Point n : {q - s, q - 1, q + 1, q + s}) {
            const Color nc = board.at(n);
            if ((nc == a || nc == b) && !region.add(n)) return false;
        }
    }
    return true;
}

template <int N>
int degreeIn(const PointList<N>& region, Point p, int s) {
    return region.contains(p - s) + region.contains(p - 1) + region.contains(p + 1) +
           region.contains(p + s);
}

// The vital point of a killing shape (see nakadeVitalPoint), PASS for any other shape. Every
// point off the vital point v and its neighbours must touch two of them: it is then a diagonal
// of v closing a 2x2 block, which leaves the six named shapes (the 2x3 rectangle and the square
// four have no unique v).
template <int N>
Point killingShapeVitalPoint(const PointList<N>& region, int s) {
    Point vital = PASS;
    int best = -1;
    bool unique = false;
    for (int i = 0; i < region.count; ++i) {
        const int d = degreeIn(region, region.points[i], s);
        if (d == best) unique = false;
        if (d > best) best = d, vital = region.points[i], unique = true;
    }
    if (!unique) return PASS;
    for (int i = 0; i < region.count; ++i) {
        const Point p = region.points[i];
        if (p == vital || areAdjacent(p, vital, s)) continue;
        int touching = 0;
        for (const Point n : {p - s, p - 1, p + 1, p + s})
            touching += region.contains(n) && areAdjacent(n, vital, s);
        if (touching < 2) return PASS;
    }
    return vital;
}

// An eye space of this shape makes one eye at most once the attacker has played its vital
// point (or at once: three points or fewer, the square four).
template <int N>
bool isDeadShape(const PointList<N>& region, int s) {
    if (region.count <= 3) return true;
    if (region.count > 6) return false;
    if (region.count == 4) {
        bool square = true;
        for (int i = 0; i < 4; ++i) square = square && degreeIn(region, region.points[i], s) == 2;
        if (square) return true;
    }
    return killingShapeVitalPoint(region, s) != PASS;
}

// ---------------------------------------------------------------------------------------------
// Self-atari excuses.

// Diagonals of p held by c, plus one when p is on the edge: two make p a false eye for the
// opponent (the rule of Board::isEyeLike).
int hostileDiagonals(const Board& board, Color c, Point p) {
    const int s = board.stride();
    int count = 0;
    bool edge = false;
    for (const Point d : {p - s - 1, p - s + 1, p + s - 1, p + s + 1}) {
        count += board.at(d) == c;
        edge = edge || board.at(d) == Color::WALL;
    }
    return count + edge;
}

// Only the opponent's stones (or the edge) around q, p apart: q lies inside its eye space.
bool enclosedBy(const Board& board, Color owner, Point q, Point p) {
    const int s = board.stride();
    for (const Point n : {q - s, q - 1, q + 1, q + s})
        if (n != p && board.at(n) != owner && board.at(n) != Color::WALL) return false;
    return true;
}

// c's lone stone at p is in atari at its liberty L, and the opponent's capture there either
// leaves the capturing chain in atari (a snapback) or fills an eye point L of the opponent and
// leaves p a false eye (two-point eye {p, L} destroyed). The cheap conditions come first: the
// capturing stone has no empty neighbour but p (both), p has two hostile diagonals (false eye).
bool isUsefulThrowIn(const Board& board, Color c, Point p) {
    const Color opp = opponent(c);
    const Point liberty = selfAtariLiberty(board, c, p);
    if (liberty == PASS) return false;  // only when the precondition is broken
    if (emptyNeighbourCount(board, liberty, p) != 0) return false;
    const bool falseEyePossible =
        hostileDiagonals(board, c, p) >= 2 && enclosedBy(board, opp, liberty, p);
    if (!board.capturesAny(c, p) && !board.capturesAny(opp, liberty)) {
        // The two moves take the stone at p and nothing else: without playing them. p's other
        // neighbours stay the opponent's or the edge and its diagonals unchanged, so it is a
        // false eye exactly when falseEyePossible. The capturing chain (the stone at L and the
        // opponent's chains next to it) keeps p as its one liberty when none of those chains
        // had one but L and p; retaking is legal unless it is a lone stone (a ko).
        if (falseEyePossible) return true;
        const int s = board.stride();
        bool joined = false;
        for (const Point n : {liberty - s, liberty - 1, liberty + 1, liberty + s}) {
            if (board.at(n) != opp) continue;
            joined = true;
            const int libs = board.liberties(n);
            if (libs > 2 || (libs == 2 && !touchesChain(board, n, p))) return false;
        }
        return joined;
    }
    Board scratch = board;
    scratch.play(c, p);
    if (!scratch.isLegal(opp, liberty)) return false;
    scratch.play(opp, liberty);
    if (scratch.at(p) != Color::EMPTY) return false;
    // One liberty left means p; retaking must be legal (a lone capturing stone makes a ko).
    if (scratch.liberties(liberty) == 1 && scratch.isLegal(c, p)) return true;
    return falseEyePossible && !scratch.isEyeLike(opp, p);
}

// c's chain through p (two or more stones) is in atari: it lies in a small area enclosed by the
// opponent, and capturing it leaves a connected dead eye space. A move that leaves a bordering
// opponent chain in atari too fills shared liberties: a race or a seki, where filling only hands
// the opponent the first capture; with `sealed`, it still counts when no bordering chain has a
// liberty outside the area (the capture leaves the opponent nothing but the dead space).
bool isNakadeFill(const Board& board, Color c, Point p, bool sealed) {
    PointList<7> area;
    if (!floodRegion(board, p, Color::EMPTY, c, area)) return false;
    const Point liberty = selfAtariLiberty(board, c, p);
    PointList<7> left;  // the area once the capturing stone stands on the liberty
    for (int i = 0; i < area.count; ++i)
        if (area.points[i] != liberty) left.add(area.points[i]);
    const int s = board.stride();
    PointList<7> reached;  // connectivity of `left`, grown from p
    reached.add(p);
    for (int i = 0; i < reached.count; ++i) {
        const Point q = reached.points[i];
        for (const Point n : {q - s, q - 1, q + 1, q + s})
            if (left.contains(n)) reached.add(n);
    }
    if (reached.count != left.count || !isDeadShape(left, s)) return false;
    bool atari = false, outside = false;
    for (int i = 0; i < area.count; ++i)
        for (const Point n :
             {area.points[i] - s, area.points[i] - 1, area.points[i] + 1, area.points[i] + s}) {
            if (board.at(n) != opponent(c)) continue;
            const Point head = board.chainHead(n);
            bool pIsLiberty = false;
            for (const Point m : {p - s, p - 1, p + 1, p + s})
                pIsLiberty |= board.at(m) == opponent(c) && board.chainHead(m) == head;
            atari |= board.liberties(n) - (pIsLiberty ? 1 : 0) <= 1;
            if (atari && !sealed) return false;
            outside |= sealed && chainTouches(board, n, [&](Point q) {
                           return board.at(q) == Color::EMPTY && q != p && !area.contains(q);
                       });
        }
    return !atari || (sealed && !outside);
}

}  // namespace

bool isCaughtInLadder(const Board& board, Point chain) {
    // The common case, a liberty with room around it, needs no scratch board.
    if (emptyNeighbourCount(board, board.libertyOf(chain), PASS) >= 3) return false;
    Board scratch = board;
    LadderSearch search = ladderSearchFor(board);
    return defenderCaught(scratch, chain, search, 0, AtariHint{});
}

bool canBeLaddered(const Board& board, Point chain) {
    ReadingBoard position(board);
    return canBeLaddered(position, chain);
}

int escapeMoves(const Board& board, Point chain, Point* out, int max) {
    ReadingBoard position(board);
    return escapeMoves(position, chain, out, max);
}

int escapeMoves(ReadingBoard& position, Point chain, Point* out, int max) {
    const Board& board = position.board();
    const Color owner = board.at(chain);
    PointList<8> moves;
    PointList<8> captures;
    capturePointsAround(board, chain, captures);
    for (int i = 0; i < captures.count; ++i)
        if (board.isLegal(owner, captures.points[i])) moves.add(captures.points[i]);
    const Point liberty = board.libertyOf(chain);
    if (!moves.contains(liberty) && board.isLegal(owner, liberty) &&
        !board.isSelfAtari(owner, liberty)) {
        if (emptyNeighbourCount(board, liberty, PASS) >= 3 || isSafeAfter(position, chain, liberty))
            moves.add(liberty);
    }
    return copyOut(moves, out, max);
}

int allAtariEscapes(const Board& board, Color c, Point* out, int max) {
    ReadingBoard position(board);
    PointList<64> found;
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Point p = board.point(x, y);
            if (board.at(p) != c || board.chainHead(p) != p || board.liberties(p) != 1) continue;
            Point escapes[8];
            const int n = escapeMoves(position, p, escapes, 8);
            for (int i = 0; i < n; ++i) found.add(escapes[i]);
        }
    return copyOut(found, out, max);
}

int twoLibertyAttacks(const Board& board, Point chain, Point* out, int max) {
    ReadingBoard position(board);
    return twoLibertyAttacks(position, chain, out, max);
}

int twoLibertyAttacks(ReadingBoard& position, Point chain, Point* out, int max) {
    const Board& board = position.board();
    const Color attacker = opponent(board.at(chain));
    Point libs[2];
    if (chainLiberties(board, chain, libs, 2) != 2) return 0;
    Point ataris[2];
    const int count = promisingAtaris(board, attacker, libs, ataris);
    // The reading's own first verdict (attackerCatches), without playing; the other ataris are
    // read on the scratch board.
    bool caught[2] = {false, false};
    for (int i = 0; i < count; ++i)
        caught[i] = endsLadder(board, chain, ataris[i], otherLiberty(libs, ataris[i]), {});
    for (int i = 0; i < count; ++i) {
        if (caught[i]) continue;
        LadderSearch search = ladderSearchFor(board);
        caught[i] = afterMove(position.scratch(), attacker, ataris[i], [&](Board& b) {
            return b.liberties(chain) == 1 && defenderCaught(b, chain, search, 0, AtariHint{});
        });
    }
    PointList<2> found;
    for (int i = 0; i < count; ++i)
        if (caught[i]) found.add(ataris[i]);
    return copyOut(found, out, max);
}

int twoLibertyDefences(const Board& board, Point chain, Point* out, int max) {
    ReadingBoard position(board);
    return twoLibertyDefences(position, chain, out, max);
}

int twoLibertyDefences(ReadingBoard& position, Point chain, Point* out, int max) {
    const Board& board = position.board();
    if (!canBeLaddered(position, chain)) return 0;
    const Color owner = board.at(chain);
    PointList<8> candidates;
    chainLiberties(board, chain, candidates.points, 2);
    candidates.count = 2;
    capturePointsAround(board, chain, candidates);
    PointList<8> defences;
    for (int i = 0; i < candidates.count; ++i) {
        const Point move = candidates.points[i];
        if (board.isLegal(owner, move) && isSafeAfter(position, chain, move)) defences.add(move);
    }
    return copyOut(defences, out, max);
}

Point nakadeVitalPoint(const Board& board, Point inside) {
    if (!board.isOnBoard(inside) || board.at(inside) != Color::EMPTY) return PASS;
    // The empty region through `inside`, given up as soon as it holds more than six points or
    // touches stones of both colours: neither is a killing shape's eye space. Most regions
    // next to a playout's last move fail one of the two after a few points.
    const int s = board.stride();
    PointList<6> region;
    region.add(inside);
    Color owner = Color::EMPTY;
    for (int i = 0; i < region.count; ++i) {
        const Point q = region.points[i];
        for (const Point n : {q - s, q - 1, q + 1, q + s}) {
            const Color nc = board.at(n);
            if (nc == Color::EMPTY) {
                if (!region.add(n)) return PASS;
            } else if (nc != Color::WALL) {
                if (owner != Color::EMPTY && nc != owner) return PASS;
                owner = nc;
            }
        }
    }
    if (region.count < 3 || owner == Color::EMPTY) return PASS;
    return killingShapeVitalPoint(region, s);
}

bool isBadSelfAtari(const Board& board, Color c, Point p, bool sealedNakade) {
    if (!board.isSelfAtari(c, p)) return false;
    const int s = board.stride();
    bool joinsChain = false;
    for (const Point n : {p - s, p - 1, p + 1, p + s}) joinsChain = joinsChain || board.at(n) == c;
    return joinsChain ? !isNakadeFill(board, c, p, sealedNakade) : !isUsefulThrowIn(board, c, p);
}

}  // namespace tianyuan
