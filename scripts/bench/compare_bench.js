#!/usr/bin/env node
'use strict';
/*
 * compare_bench.js - `tianyuan --bench` of two builds side by side (a benchmark, not a test): the
 * two run one after the other, ROUNDS times, so that both see the same load of a shared machine;
 * prints each figure's median for A and for B and the ratio B/A.
 *
 * Usage: node scripts/bench/compare_bench.js [--rounds N] "A command" "B command" [bench options...]
 *   e.g. node scripts/bench/compare_bench.js --rounds 5 \
 *          "/tmp/base/tianyuan --config conf/default.conf" \
 *          "build/release/tianyuan --config conf/default.conf" --bench-runs 3
 * A figure is every number of a line of the report, keyed by the line's words (so "9x9 threads 1
 * simulations/s" is one figure). Rates (per second) are better higher, times (us, ms) lower.
 */
const { execFileSync } = require('child_process');

function parseArgs(argv) {
    const o = { rounds: 5, commands: [], bench: [] };
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--rounds') o.rounds = Number(argv[++i]);
        else if (o.commands.length < 2) o.commands.push(argv[i]);
        else o.bench.push(argv[i]);
    }
    if (o.commands.length !== 2 || !(o.rounds >= 1)) {
        console.error('usage: compare_bench.js [--rounds N] "A command" "B command" [bench options...]');
        process.exit(2);
    }
    return o;
}

// The figures of one report: "label" -> number. A figure is a number after a rate or a measure
// (playouts/s, moves/s, simulations/s, length, load, full, light) or before a unit (us, ms); the
// label is the line with each figure replaced by '#' and the figure's name, under the heading of
// its section (the last line without figures).
function figures(report) {
    const out = new Map();
    let section = '';
    for (const line of report.split('\n')) {
        const tokens = line.trim().split(/\s+/);
        const isFigure = (i) => /^\d+(\.\d+)?$/.test(tokens[i]) &&
            ((i > 0 && /\/s$|^length$|^load$|^full$|^light$|^all$/.test(tokens[i - 1])) || /^(us|ms)[;,]?$/.test(tokens[i + 1] || ''));
        const found = tokens.map((_, i) => i).filter(isFigure);
        if (found.length === 0) {
            if (line.trim()) section = line.trim().split(/[,(]/)[0].trim();
            else section = '';
            continue;
        }
        const label = tokens.map((t, i) => (found.includes(i) ? '#' : t)).join(' ');
        for (const i of found) {
            const unit = /^(us|ms)[;,]?$/.test(tokens[i + 1] || '') ? ' ' + tokens[i + 1].replace(/[;,]$/, '') : '';
            const name = tokens[i - 1].replace(/[:,]$/, '') + unit;
            out.set(`${section}: ${label.slice(0, 70)} [${name}]`, Number(tokens[i]));
        }
    }
    return out;
}

const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const n = s.length;
    return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

const o = parseArgs(process.argv.slice(2));
const runs = [new Map(), new Map()];
for (let r = 0; r < o.rounds; r++) {
    o.commands.forEach((command, side) => {
        const [exe, ...args] = command.split(/\s+/).filter(Boolean);
        const report = execFileSync(exe, [...args, '--bench', ...o.bench], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
        for (const [key, value] of figures(report)) {
            if (!runs[side].has(key)) runs[side].set(key, []);
            runs[side].get(key).push(value);
        }
    });
    console.error(`round ${r + 1} of ${o.rounds} done`);
}
console.log(`median of ${o.rounds} rounds, A and B alternating; A: ${o.commands[0]}; B: ${o.commands[1]}`);
for (const [key, a] of runs[0]) {
    const b = runs[1].get(key);
    if (!b) continue;
    const ma = median(a), mb = median(b);
    console.log(`${key.padEnd(110)} A ${String(ma).padStart(10)}  B ${String(mb).padStart(10)}  B/A ${(mb / ma).toFixed(3)}`);
}
