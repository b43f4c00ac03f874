#!/usr/bin/env node
'use strict';
/*
 * agreement.js - a quick proxy for tuning the search (a script, not a test): how often tianyuan's
 * genmove at a fixed budget plays the move a strong player played, on positions of held-out
 * professional 19x19 records. It answers in minutes where a 19x19 match takes hours; it is a
 * proxy only (a strength claim still needs games, scripts/bench/strength.sh).
 *
 * Usage: node scripts/bench/agreement.js [--dir DIR] [--positions N] [--first M] [--last M]
 *            [--engine PATH] [--command "CMD"] -- [ENGINE OPTIONS...]
 *   --dir DIR        records (.sgf, searched recursively; default
 *                    build/training-data/heldout/sgf/pro19, see scripts/tools/prepare_pattern_data.sh)
 *   --positions N    positions to try (default 200): records in a fixed pseudo-random order, one
 *                    position each, at a move number from --first to --last chosen from the
 *                    record's index (the same positions for every run)
 *   --engine PATH    default build/release/tianyuan; run as `PATH --threads 1 OPTIONS`
 *   --command "CMD"  any other GTP engine's whole command line (Pachi, say), split at spaces; the
 *                    position is then set up with boardsize, clear_board, komi and one `play` a
 *                    move (not every engine has loadsgf), and the time the engine takes counts
 * Prints one line per 50 positions and at the end:
 *   positions N agree A rate 0.xxx (95% a..b) seconds S
 */
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { listSgf, movesOf, toVertex } = require('../lib/sgf_files');

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const opts = { dir: path.join(root, 'build/training-data/heldout/sgf/pro19'), positions: 200,
    first: 20, last: 180, engine: path.join(root, 'build/release/tianyuan'), command: '' };
let extra = [];
for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') { extra = args.slice(i + 1); break; }
    const key = a.replace(/^--/, '');
    if (!(key in opts) || i + 1 >= args.length) {
        console.error(`agreement.js: unknown or incomplete argument ${a} (see the header)`);
        process.exit(2);
    }
    opts[key] = typeof opts[key] === 'number' ? Number(args[++i]) : args[++i];
}

const files = listSgf(opts.dir).filter((f) => {  // even 19x19 games (SZ absent means 19)
    const text = fs.readFileSync(f, 'utf8');
    return !/SZ\[(?!19\])/.test(text) && !/HA\[[1-9]/.test(text) && !/A[BW]\[/.test(text);
});
// A fixed pseudo-random order of the records (a hash of the path), the first that qualify.
const hash = (s) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
files.sort((a, b) => hash(a) - hash(b));
const tasks = [];
for (let i = 0; tasks.length < opts.positions && i < files.length; i++) {
    const moves = movesOf(fs.readFileSync(files[i], 'utf8'));
    const span = Math.min(opts.last, moves.length - 1) - opts.first;
    if (span <= 0) continue;
    const n = opts.first + ((i * 7919) % (span + 1));  // move n (0-based) is to be guessed
    if (moves[n].sgf === '' || moves[n].sgf === 'tt') continue;
    const komi = (fs.readFileSync(files[i], 'utf8').match(/KM\[([0-9.]+)\]/) || [])[1] || '7.5';
    tasks.push({ file: files[i], n, color: moves[n].color, answer: toVertex(moves[n].sgf), moves, komi });
}

const [program, ...programArgs] = opts.command ? opts.command.split(/\s+/).filter(Boolean)
    : [opts.engine, '--threads', '1', ...extra];
const engine = spawn(program, programArgs, { stdio: ['pipe', 'pipe', 'inherit'] });
let buffer = '';
const waiting = [];
engine.stdout.on('data', (d) => {
    buffer += d;
    let k;
    while ((k = buffer.indexOf('\n\n')) >= 0) {
        const answer = buffer.slice(0, k);
        buffer = buffer.slice(k + 2);
        waiting.shift()(answer);
    }
});
const send = (line) => new Promise((resolve) => { waiting.push(resolve); engine.stdin.write(line + '\n'); });

// Sets up the position before task.moves[task.n] with plain GTP; the first error, or '='.
async function replay(task) {
    for (const line of ['boardsize 19', 'clear_board', `komi ${task.komi}`]) {
        const answer = await send(line);
        if (!answer.startsWith('=')) return answer;
    }
    for (const m of task.moves.slice(0, task.n)) {
        const answer = await send(`play ${m.color} ${toVertex(m.sgf)}`);
        if (!answer.startsWith('=')) return answer;
    }
    return '=';
}

(async () => {
    const start = Date.now();
    let agree = 0;
    for (let t = 0; t < tasks.length; t++) {
        const task = tasks[t];
        // The position before moves[n]: loadsgf FILE N (1-based), or the moves replayed.
        const loaded = opts.command ? await replay(task) : await send(`loadsgf ${task.file} ${task.n + 1}`);
        if (!loaded.startsWith('=')) { console.error(`${task.file}: ${loaded}`); continue; }
        const played = (await send(`genmove ${task.color}`)).replace(/^=\s*/, '').trim().toUpperCase();
        if (played === task.answer) agree++;
        if ((t + 1) % 50 === 0) console.error(`agreement.js: ${t + 1}/${tasks.length}: ${agree} agree`);
    }
    await send('quit');
    const n = tasks.length, p = agree / n, z = 1.96;
    const centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const half = (z / (1 + z * z / n)) * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    console.log(`positions ${n} agree ${agree} rate ${p.toFixed(3)} (95% ${(centre - half).toFixed(3)}..` +
        `${(centre + half).toFixed(3)}) seconds ${((Date.now() - start) / 1000).toFixed(0)}`);
})();
