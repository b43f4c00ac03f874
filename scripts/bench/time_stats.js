#!/usr/bin/env node
'use strict';
/*
 * time_stats.js - how the two sides of a clocked match spent their time, from the match.json files of
 * scripts/bench/match.js (--json FILE, played with --time) (Node.js standard library only).
 *
 * Usage: node scripts/bench/time_stats.js FILE.json [FILE.json ...]
 *
 * Output per file: the file, the engines A and B, the time system, the games counted (void games are left
 * out), then the rows of match.js's summary table A | B on the clock per game: main time used (s), byo-yomi
 * periods lost (byo-yomi only), the longest think (s) and the moves started in overtime (not under sudden
 * death), each as min/median/max and mean over the games ('-': unknown). In files written before match.js
 * kept longestThink and movesInOvertime per game, the longest think is the longest of the side's move times
 * (times.A/B.max) and the moves in overtime are known only for a side that never reached overtime (0): no
 * match.json holds the per-move times (match.js leaves allTimes out) to replay the clock with. A file
 * without a clock is named and skipped.
 * Exit code: 0, 1 if a file cannot be read, 2 without files.
 */

const fs = require('fs');
const { describeTimeSpec, parseTimeSpec } = require('../lib/match_clock');
const { clockDistributions, clockRows, tableRow } = require('../lib/match_summary');

function report(file) {
    const { summary, games } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!summary.config.time) return `${file}: no clock (played without --time), nothing to report`;
    const spec = parseTimeSpec(summary.config.time);
    const counted = games.filter((r) => !r.aborted && r.kind !== 'error');
    const out = [file, `  A: ${summary.engines.A.name}`, `  B: ${summary.engines.B.name}`,
        `  time: ${describeTimeSpec(spec)}; games: ${counted.length} counted of ${games.length}`, tableRow('', 'A', 'B')];
    const rows = clockRows(clockDistributions(counted, 'A'), clockDistributions(counted, 'B'), spec.system);
    for (const r of rows) out.push(tableRow(...r));
    return out.join('\n');
}

function main(files) {
    if (!files.length) {
        process.stderr.write('Usage: node scripts/bench/time_stats.js FILE.json [FILE.json ...]\n');
        process.exit(2);
    }
    let status = 0;
    for (const f of files) {
        try {
            process.stdout.write(report(f) + '\n');
        } catch (e) {
            process.stderr.write(`time_stats: ${f}: ${e.message}\n`);
            status = 1;
        }
    }
    process.exit(status);
}

main(process.argv.slice(2));
