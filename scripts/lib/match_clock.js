'use strict';
/*
 * match_clock.js - the match runner's game clocks (Node.js standard library only).
 *
 *   const { parseTimeSpec, SideClock } = require('./lib/match_clock');
 *   const spec = parseTimeSpec('byoyomi:300:30:5');   // throws on a bad spec
 *   const clock = new SideClock(spec);
 *   clock.timeLeft({ kgsByoyomi: true })  // -> { seconds, stones } for 'time_left <colour> <seconds> <stones>'
 *   clock.available()                     // seconds this side may think now before losing on time
 *   clock.charge(elapsedSeconds)          // -> true if the side is still alive, false if it lost on time
 *
 * Specs (what the runner enforces; same semantics as the engine's own clock model in src/time_clock.cpp):
 *   absolute:MAIN                  sudden death: MAIN seconds for the whole game.
 *   byoyomi:MAIN:PERIOD:PERIODS    main time, then PERIODS periods of PERIOD seconds: a move ending within the
 *                                  current period is free (the period restarts in full); every period used up
 *                                  in full is lost; losing the last one loses the game.
 *   canadian:MAIN:PERIOD:STONES    main time, then STONES moves in PERIOD seconds, the period restarting in full
 *                                  after the STONES-th move.
 *   carryover:MAIN:PERIOD:STONES   as canadian, but time left over at the end of a period carries over to the
 *                                  next one.
 * A move that runs past the end of main time continues in the first period with the rest of its time.
 * MAIN may be 0 (overtime from the first move).
 *
 * The clock also keeps mainUsed (seconds of main time used), enteredOvertime, periodsUsed (byo-yomi periods
 * lost), moves and movesInOvertime (moves that started in overtime; not the one that runs from main time into
 * the first period).
 */

function parseTimeSpec(text) {
    const parts = String(text).trim().split(':');
    const system = parts[0].toLowerCase().replace(/[-_]/g, '');
    const nums = parts.slice(1).map((p) => (/^\d+(\.\d+)?$/.test(p) ? Number(p) : NaN));
    const bad = (why) => new Error(`bad --time spec '${text}': ${why}`);
    if (nums.some((v) => Number.isNaN(v))) throw bad('values must be non-negative numbers');
    if (system === 'absolute') {
        if (nums.length !== 1) throw bad('expected absolute:SECONDS');
        if (nums[0] <= 0) throw bad('absolute time must be positive');
        return { system: 'absolute', main: nums[0], period: 0, periods: 0, stones: 0, text };
    }
    if (system === 'byoyomi') {
        if (nums.length !== 3) throw bad('expected byoyomi:MAIN:PERIOD:PERIODS');
        if (nums[1] <= 0 || nums[2] < 1 || !Number.isInteger(nums[2])) throw bad('PERIOD must be > 0 and PERIODS a whole number >= 1');
        return { system: 'byoyomi', main: nums[0], period: nums[1], periods: nums[2], stones: 0, text };
    }
    if (system === 'canadian' || system === 'carryover') {
        if (nums.length !== 3) throw bad(`expected ${system}:MAIN:PERIOD:STONES`);
        if (nums[1] <= 0 || nums[2] < 1 || !Number.isInteger(nums[2])) throw bad('PERIOD must be > 0 and STONES a whole number >= 1');
        return { system, main: nums[0], period: nums[1], periods: 0, stones: nums[2], text };
    }
    throw bad('the system must be absolute, byoyomi, canadian or carryover');
}

function describeTimeSpec(s) {
    if (!s) return 'no time limit';
    switch (s.system) {
        case 'absolute': return `sudden death ${s.main} s`;
        case 'byoyomi': return `byo-yomi ${s.main} s + ${s.periods} x ${s.period} s`;
        case 'canadian': return `canadian ${s.main} s + ${s.stones} moves in ${s.period} s`;
        default: return `carry-over ${s.main} s + ${s.stones} moves in ${s.period} s`;
    }
}

// SGF OT[] text.
function sgfOvertime(s) {
    if (!s || s.system === 'absolute') return '';
    if (s.system === 'byoyomi') return `${s.periods}x${s.period} byo-yomi`;
    if (s.system === 'canadian') return `${s.stones}/${s.period} Canadian`;
    return `${s.stones}/${s.period} Canadian (carry-over)`;
}

class SideClock {
    constructor(spec) {
        this.spec = spec;
        this.mainLeft = spec.main;
        this.inOvertime = false;
        this.periodLeft = 0;
        this.periodsLeft = 0;
        this.stonesLeft = 0;
        this.lost = false;
        this.mainUsed = 0;
        this.enteredOvertime = false;
        this.periodsUsed = 0;
        this.moves = 0;
        this.movesInOvertime = 0;
        if (spec.main <= 0 && this.hasOvertime()) this._startOvertime();
    }

    hasOvertime() { return this.spec.system !== 'absolute'; }

    _startOvertime() {
        const s = this.spec;
        this.inOvertime = true;
        this.enteredOvertime = true;
        this.mainLeft = 0;
        this.periodLeft = s.period;
        this.periodsLeft = s.system === 'byoyomi' ? s.periods : 1;
        this.stonesLeft = s.system === 'byoyomi' ? 0 : s.stones;
    }

    // Seconds the side may use for its next move without losing on time.
    available() {
        const s = this.spec;
        if (this.lost) return 0;
        if (!this.hasOvertime()) return this.mainLeft;
        if (s.system === 'byoyomi') {
            if (!this.inOvertime) return this.mainLeft + s.period * s.periods;
            return this.periodLeft + s.period * (this.periodsLeft - 1);
        }
        if (!this.inOvertime) return this.mainLeft + s.period;
        return this.periodLeft;
    }

    // What 'time_left' says, KGS/CGOS style: main time -> (main seconds left, 0); overtime -> Canadian
    // (seconds left in the period, stones left in it) or, for byo-yomi, with kgsByoyomi (the engine got
    // kgs-time_settings byoyomi) (seconds left in the current period, periods left), otherwise as the
    // one-stone Canadian period the engine was told about with time_settings (seconds left, 1).
    timeLeft(opts = {}) {
        const s = this.spec;
        if (!this.inOvertime) return { seconds: Math.max(0, Math.floor(this.mainLeft)), stones: 0 };
        const seconds = Math.max(0, Math.floor(this.periodLeft));
        if (s.system === 'byoyomi') return { seconds, stones: opts.kgsByoyomi ? this.periodsLeft : 1 };
        return { seconds, stones: this.stonesLeft };
    }

    // Charge one move; returns false if the side lost on time.
    charge(elapsed) {
        const s = this.spec;
        if (this.lost) return false;
        this.moves++;
        if (this.inOvertime) this.movesInOvertime++;
        let rest = Math.max(0, elapsed);
        if (!this.inOvertime) {
            if (rest <= this.mainLeft) {
                this.mainLeft -= rest;
                this.mainUsed += rest;
                return true;
            }
            rest -= this.mainLeft;
            this.mainUsed += this.mainLeft;
            this.mainLeft = 0;
            if (!this.hasOvertime()) { this.lost = true; return false; }
            this._startOvertime();
        }
        if (s.system === 'byoyomi') {
            while (rest > this.periodLeft) {
                rest -= this.periodLeft;
                this.periodsUsed++;
                if (--this.periodsLeft === 0) { this.periodLeft = 0; this.lost = true; return false; }
                this.periodLeft = s.period;
            }
            this.periodLeft = s.period;
            return true;
        }
        if (rest > this.periodLeft) { this.periodLeft = 0; this.lost = true; return false; }
        this.periodLeft -= rest;
        if (--this.stonesLeft <= 0) {
            this.stonesLeft = s.stones;
            this.periodLeft = s.system === 'carryover' ? this.periodLeft + s.period : s.period;
        }
        return true;
    }

    // Share of the main time used (1 when there was none).
    mainShare() { return this.spec.main > 0 ? this.mainUsed / this.spec.main : 1; }

    // SGF BL/WL and OB/OW values after a move: seconds left (main, else in the period) and, in overtime,
    // periods (byo-yomi) or stones (Canadian) left.
    sgfTimeLeft() {
        if (!this.inOvertime) return { left: this.mainLeft, overtime: null };
        return { left: this.periodLeft, overtime: this.spec.system === 'byoyomi' ? this.periodsLeft : this.stonesLeft };
    }

    describe() {
        if (this.lost) return 'lost on time';
        if (!this.inOvertime) return `${this.mainLeft.toFixed(1)} s main`;
        if (this.spec.system === 'byoyomi') return `${this.periodsLeft} x ${this.periodLeft.toFixed(1)} s`;
        return `${this.stonesLeft} moves in ${this.periodLeft.toFixed(1)} s`;
    }
}

module.exports = { parseTimeSpec, describeTimeSpec, sgfOvertime, SideClock };
