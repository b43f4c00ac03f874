#!/usr/bin/env node
'use strict';
/*
 * time_stats.js - how the two sides of a clocked match spent their time, from the match.json files of
 * scripts/bench/match.js (--json FILE, played with --time) (Node.js standard library only).
 *
 * Usage: node scripts/bench/time_stats.js [--sgf-dir DIR] FILE.json [FILE.json ...]
 *
 * Output per file: the file, the engines A and B, the time system, the games counted (void games are left
 * out), then the rows of match.js's summary table A | B on the clock per game: main time used (s), byo-yomi
 * periods lost (byo-yomi only), the longest think (s) and the moves started in overtime (not under sudden
 * death), each as min/median/max and mean over the games ('-': unknown). In files written before match.js
 * kept longestThink and movesInOvertime per game, the longest think is the longest of the side's move times
 * (times.A/B.max) and the moves in overtime are known only for a side that never reached overtime (0): no
 * match.json holds the per-move times (match.js leaves allTimes out) to replay the clock with. A file
 * without a clock is named and skipped. With --sgf-dir DIR (where match.js wrote the games, game-NNNN.sgf),
 * also each side's mean seconds a move by the game's move number (moves 1-50, 51-100, ...), from the clock
 * left after each move (BL/WL), over the moves played in main time.
 * Exit code: 0, 1 if a file cannot be read, 2 without files.
 */

const fs = require('fs');
const path = require('path');
const { describeTimeSpec, parseTimeSpec } = require('../lib/match_clock');
const { clockDistributions, clockRows, tableRow } = require('../lib/match_summary');
const { moveNodes } = require('../lib/sgf_files');

const PHASE_MOVES = 50;

// Side L's seconds a move by phase (PHASE_MOVES moves of the game each) over the main-time moves of
// the counted games, from the SGFs' time left; a move whose side has entered overtime (OB/OW seen) ends
// that side's main time.
function thinkByPhase(counted, sgfDir, mainSeconds) {
    const sums = { A: [], B: [] };
    for (const r of counted) {
        const sgf = fs.readFileSync(path.join(sgfDir, `game-${String(r.game).padStart(4, '0')}.sgf`), 'utf8');
        const side = { B: r.black, W: r.black === 'A' ? 'B' : 'A' };
        const left = { B: mainSeconds, W: mainSeconds }, inMain = { B: true, W: true };
        let number = 0;
        for (const { color: c, props } of moveNodes(sgf)) {
            ++number;
            if (new RegExp(`O${c}\\[`).test(props)) inMain[c] = false;
            const t = new RegExp(`${c}L\\[([0-9.]+)\\]`).exec(props);
            if (!t || !inMain[c]) continue;
            const phase = Math.floor((number - 1) / PHASE_MOVES);
            const cell = (sums[side[c]][phase] ||= { seconds: 0, moves: 0 });
            cell.seconds += left[c] - Number(t[1]);
            cell.moves += 1;
            left[c] = Number(t[1]);
        }
    }
    const phases = Math.max(sums.A.length, sums.B.length);
    const rows = [];
    for (let i = 0; i < phases; ++i) {
        const cell = (L) => (sums[L][i] ? (sums[L][i].seconds / sums[L][i].moves).toFixed(2) : '-');
        rows.push([`s a move, moves ${i * PHASE_MOVES + 1}-${(i + 1) * PHASE_MOVES}`, cell('A'), cell('B')]);
    }
    return rows;
}

function report(file, sgfDir) {
    const { summary, games } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!summary.config.time) return `${file}: no clock (played without --time), nothing to report`;
    const spec = parseTimeSpec(summary.config.time);
    const counted = games.filter((r) => !r.aborted && r.kind !== 'error');
    const out = [file, `  A: ${summary.engines.A.name}`, `  B: ${summary.engines.B.name}`,
        `  time: ${describeTimeSpec(spec)}; games: ${counted.length} counted of ${games.length}`, tableRow('', 'A', 'B')];
    const rows = clockRows(clockDistributions(counted, 'A'), clockDistributions(counted, 'B'), spec.system);
    for (const r of rows) out.push(tableRow(...r));
    if (sgfDir) for (const r of thinkByPhase(counted, sgfDir, spec.main)) out.push(tableRow(...r));
    return out.join('\n');
}

function main(args) {
    let sgfDir = null;
    if (args[0] === '--sgf-dir') [, sgfDir] = args.splice(0, 2);
    const files = args;
    if (!files.length || sgfDir === undefined) {
        process.stderr.write('Usage: node scripts/bench/time_stats.js [--sgf-dir DIR] FILE.json [FILE.json ...]\n');
        process.exit(2);
    }
    let status = 0;
    for (const f of files) {
        try {
            process.stdout.write(report(f, sgfDir) + '\n');
        } catch (e) {
            process.stderr.write(`time_stats: ${f}: ${e.message}\n`);
            status = 1;
        }
    }
    process.exit(status);
}

main(process.argv.slice(2));
