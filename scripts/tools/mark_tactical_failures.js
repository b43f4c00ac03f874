#!/usr/bin/env node
'use strict';
/*
 * mark_tactical_failures.js - keeps the known-failure marks ('*' after a '#? [...]' line) of the
 * tactical suite (tests/tactics/*.tst) true for the current engine: runs the suite once per seed
 * (scripts/checks/run_tactical_suite.sh with --seed N) and marks every position that failed in ANY run,
 * unmarks every position that passed in every run. Expected answers are never touched: only the
 * trailing '*' changes. A position the engine answers right by luck of the seed stays marked, so
 * the unmarked ones are those it solves reliably, and switching a feature off that they need
 * shows as an unexpected failure.
 * Usage: node scripts/tools/mark_tactical_failures.js [--seeds 1,2,3,4] [--dry-run] [-- ENGINE OPTIONS...]
 */
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');
let seeds = [1, 2, 3, 4], dryRun = false, extra = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--seeds') seeds = argv[++i].split(',').map(Number);
    else if (argv[i] === '--dry-run') dryRun = true;
    else if (argv[i] === '--') { extra = argv.slice(i + 1); break; }
    else { process.stderr.write(`unknown argument ${argv[i]}\n`); process.exit(2); }
}

const failed = new Map();  // file -> Set of command line numbers that failed in some run
const seen = new Map();    // file -> Set of command line numbers that ran
for (const seed of seeds) {
    const engine = [path.join(root, 'build/release/tianyuan'), '--config', path.join(root, 'conf/tactics.conf'),
        '--seed', String(seed), ...extra];
    let out;
    try {
        out = execFileSync(path.join(root, 'scripts/checks/run_tactical_suite.sh'), engine,
            { env: { ...process.env, TACTICS_VERBOSE: '1' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    } catch (e) {
        if (e.status === 2) { process.stderr.write('the engine crashed or hung\n'); process.exit(2); }
        out = e.stdout;
    }
    let fails = 0;
    for (const line of out.split('\n')) {
        const m = /^(\S+\.tst):(\d+) \S+ (passed|unexpected PASS!|failed|unexpected FAIL)/.exec(line);
        if (!m) continue;
        const [, file, lineNo, status] = m;
        if (!seen.has(file)) { seen.set(file, new Set()); failed.set(file, new Set()); }
        seen.get(file).add(Number(lineNo));
        if (status === 'failed' || status === 'unexpected FAIL') { failed.get(file).add(Number(lineNo)); fails++; }
    }
    process.stderr.write(`seed ${seed}: ${fails} positions failed\n`);
}

let marked = 0, total = 0;
for (const [file, lines] of seen) {
    const text = fs.readFileSync(file, 'utf8').split('\n');
    for (const lineNo of lines) {
        const i = lineNo;  // the '#?' line follows the numbered command (1-based lineNo -> index lineNo)
        if (!/^#\? \[.*\]\*?\s*$/.test(text[i])) throw new Error(`${file}:${lineNo + 1}: no '#? [...]' line`);
        const bare = text[i].replace(/\]\*?\s*$/, ']');
        const fails = failed.get(file).has(lineNo);
        text[i] = fails ? bare + '*' : bare;
        marked += fails;
        total++;
    }
    if (!dryRun) fs.writeFileSync(file, text.join('\n'));
}
console.log(`${marked} of ${total} positions marked as known failures over seeds ${seeds.join(', ')}` +
    (dryRun ? ' (dry run: files unchanged)' : ''));
