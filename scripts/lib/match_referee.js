'use strict';
/*
 * match_referee.js - the match runner's own referee (Node.js standard library only).
 *
 *   const { Referee, parseVertex, formatVertex } = require('./lib/match_referee');
 *   const ref = new Referee(9);
 *   ref.play('b', 'D4')   // -> { ok: true, captures: 0 }  or  { ok: false, reason: 'suicide' }
 *   ref.areaScore(7.5)    // -> { black, white, diff }  (diff = black - white - komi)
 *
 * Rules: Chinese-style stones, captures of the opponent first, suicide (a move whose own group has no
 * liberty after the captures) illegal, positional superko (a move may not recreate any earlier board
 * position, whoever was to move). Passes are always legal and do not change the position. The referee
 * does not check whose turn it is; the runner alternates colours itself.
 *
 * Scoring: Tromp-Taylor area count, every stone on the board counted alive (as CGOS does): a point
 * scores for a colour if it holds a stone of that colour, or it is empty and every empty region it
 * belongs to touches stones of that colour only.
 *
 * Vertices are GTP vertices: a column letter A-Z without I, then the row number counted from the bottom
 * (A1 is the lower left corner), or 'pass'. parseVertex(text, size) -> { pass: true } | { index, x, y }
 * (x column from the left, y row from the top, index = y * size + x) | null when malformed or off the board.
 */

const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

function colorOf(c) {
    const s = String(c).toLowerCase();
    if (s === 'b' || s === 'black') return BLACK;
    if (s === 'w' || s === 'white') return WHITE;
    throw new Error(`bad colour: ${c}`);
}

function parseVertex(text, size) {
    const s = String(text).trim();
    if (/^pass$/i.test(s)) return { pass: true };
    const m = /^([A-HJ-Z])(\d{1,2})$/i.exec(s);
    if (!m) return null;
    const x = COLUMNS.indexOf(m[1].toUpperCase());
    const row = parseInt(m[2], 10);
    if (x < 0 || x >= size || row < 1 || row > size || String(row) !== m[2]) return null;
    const y = size - row;
    return { pass: false, x, y, index: y * size + x };
}

function formatVertex(move, size) {
    if (move.pass) return 'pass';
    return COLUMNS[move.x] + String(size - move.y);
}

class Referee {
    constructor(size) {
        if (!(size >= 2 && size <= 25)) throw new Error(`bad board size: ${size}`);
        this.size = size;
        this.board = new Uint8Array(size * size);
        this.neighbours = [];
        for (let i = 0; i < size * size; i++) {
            const x = i % size, y = (i - x) / size, n = [];
            if (x > 0) n.push(i - 1);
            if (x < size - 1) n.push(i + 1);
            if (y > 0) n.push(i - size);
            if (y < size - 1) n.push(i + size);
            this.neighbours.push(n);
        }
        this.seen = new Set([this.key()]);  // every position so far (positional superko)
        this.captured = { [BLACK]: 0, [WHITE]: 0 };  // stones of that colour taken off the board
        this.moves = [];  // { color: 'b'|'w', vertex }
    }

    key() { return Buffer.from(this.board).toString('latin1'); }

    // The group containing `start` and whether it has a liberty.
    group(start) {
        const color = this.board[start];
        const stones = [start];
        const mark = new Uint8Array(this.board.length);
        mark[start] = 1;
        let liberty = false;
        for (let k = 0; k < stones.length; k++) {
            for (const n of this.neighbours[stones[k]]) {
                if (mark[n]) continue;
                const c = this.board[n];
                if (c === EMPTY) liberty = true;
                else if (c === color) { mark[n] = 1; stones.push(n); }
            }
        }
        return { stones, liberty };
    }

    // Would the move be legal? Same answer as play() without changing anything.
    check(color, vertex) {
        const saved = this.board.slice();
        const capturedSaved = { ...this.captured };
        const r = this._place(color, vertex, false);
        this.board = saved;
        this.captured = capturedSaved;
        return r;
    }

    // Places stones of one colour before the first move (handicap): no captures, not moves; the
    // position after them is the first one of the game's history.
    setup(color, vertices) {
        for (const v of vertices) {
            const move = parseVertex(v, this.size);
            if (!move || move.pass) return { ok: false, reason: `'${v}' is not a point of the ${this.size}x${this.size} board` };
            if (this.board[move.index] !== EMPTY) return { ok: false, reason: `${v} is given twice or occupied` };
            this.board[move.index] = colorOf(color);
        }
        this.seen = new Set([this.key()]);
        return { ok: true };
    }

    play(color, vertex) {
        const r = this._place(color, vertex, true);
        if (r.ok) this.moves.push({ color: colorOf(color) === BLACK ? 'b' : 'w', vertex: r.vertex });
        return r;
    }

    _place(color, vertex, commit) {
        const c = colorOf(color);
        const move = typeof vertex === 'string' ? parseVertex(vertex, this.size) : vertex;
        if (!move) return { ok: false, reason: `not a vertex of the ${this.size}x${this.size} board` };
        if (move.pass) return { ok: true, captures: 0, vertex: 'pass' };
        const name = formatVertex(move, this.size);
        if (this.board[move.index] !== EMPTY) return { ok: false, reason: `${name} is occupied` };
        const before = commit ? this.board.slice() : null;
        this.board[move.index] = c;
        const other = c === BLACK ? WHITE : BLACK;
        let captures = 0;
        let lastCaptured = -1;
        for (const n of this.neighbours[move.index]) {
            if (this.board[n] !== other) continue;
            const g = this.group(n);
            if (g.liberty) continue;
            for (const s of g.stones) { this.board[s] = EMPTY; lastCaptured = s; }
            captures += g.stones.length;
        }
        const own = this.group(move.index);
        let reason = null;
        if (!own.liberty) reason = `${name} is suicide`;
        const key = this.key();
        if (!reason && this.seen.has(key)) {
            // Name the simple ko case: one stone captured, retaking at once.
            const koLike = captures === 1 && own.stones.length === 1 && this.moves.length > 0 &&
                this.moves[this.moves.length - 1].vertex === formatVertex({ pass: false, x: lastCaptured % this.size, y: Math.floor(lastCaptured / this.size) }, this.size);
            reason = koLike ? `${name} retakes a ko (positional superko)` : `${name} repeats an earlier position (positional superko)`;
        }
        if (reason) {
            if (before) this.board = before;
            return { ok: false, reason };
        }
        if (commit) {
            this.seen.add(key);
            this.captured[other] += captures;
        }
        return { ok: true, captures, vertex: name };
    }

    // Tromp-Taylor area count, all stones alive.
    areaScore(komi) {
        const n = this.board.length;
        let black = 0, white = 0;
        const mark = new Uint8Array(n);
        for (let i = 0; i < n; i++) {
            const c = this.board[i];
            if (c === BLACK) { black++; continue; }
            if (c === WHITE) { white++; continue; }
            if (mark[i]) continue;
            // Flood the empty region; note which colours it touches.
            const region = [i];
            mark[i] = 1;
            let touchB = false, touchW = false;
            for (let k = 0; k < region.length; k++) {
                for (const m of this.neighbours[region[k]]) {
                    const d = this.board[m];
                    if (d === BLACK) touchB = true;
                    else if (d === WHITE) touchW = true;
                    else if (!mark[m]) { mark[m] = 1; region.push(m); }
                }
            }
            if (touchB && !touchW) black += region.length;
            else if (touchW && !touchB) white += region.length;
        }
        return { black, white, diff: black - white - komi };
    }

    // A text diagram (for debugging and the self-test).
    toString() {
        const rows = [];
        for (let y = 0; y < this.size; y++) {
            let r = String(this.size - y).padStart(2) + ' ';
            for (let x = 0; x < this.size; x++) r += ' ' + '.XO'[this.board[y * this.size + x]];
            rows.push(r);
        }
        rows.push('   ' + [...COLUMNS.slice(0, this.size)].map((c) => ' ' + c).join(''));
        return rows.join('\n');
    }
}

// Result string of a board count: 'B+3.5', 'W+0.5', '0' (draw).
function scoreResult(diff) {
    if (diff === 0) return '0';
    return (diff > 0 ? 'B+' : 'W+') + String(Math.abs(diff));
}

module.exports = { Referee, parseVertex, formatVertex, scoreResult, colorOf, BLACK, WHITE, EMPTY };
