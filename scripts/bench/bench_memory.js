#!/usr/bin/env node
'use strict';
/*
 * bench_memory.js - the search's memory figures (issue 11; a benchmark, not a test):
 *  1. start-up cost of the first genmove: in a fresh engine, genmove b on the empty board, then
 *     clear_board and genmove w, clear_board and genmove b, three times. With one thread and a fixed
 *     seed every genmove b is the same search (a search's random streams come from the seed and the
 *     position; the white search in between keeps the tree of the first from being reused), so the
 *     first one's time minus the median of the later genmove b is what starting costs; the median
 *     of that over --runs fresh engines; both in wall time
 *     and in CPU time (the engine's threads' run time from /proc/PID/task/N/schedstat, which a
 *     loaded machine disturbs far less);
 *  2. peak resident memory (VmHWM of /proc/PID/status) over a self-play game of --moves moves at
 *     fixed playouts.
 * Usage: node scripts/bench/bench_memory.js [--engine PATH] [--size 19] [--playouts 10000] [--runs 5]
 *            [--moves 250] [-- ENGINE OPTIONS...]
 */
const path = require('path');
const fs = require('fs');
const { GtpEngine } = require('../lib/gtp_client');

function parseArgs(argv) {
    const o = { engine: path.join(__dirname, '..', '..', 'build', 'release', 'tianyuan'), size: 19,
        playouts: 10000, runs: 5, moves: 250, extra: [] };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === '--') { o.extra = argv.slice(i + 1); break; }
        const value = argv[++i];
        if (value === undefined) throw new Error(`${a} needs a value`);
        if (a === '--engine') o.engine = value;
        else if (['--size', '--playouts', '--runs', '--moves'].includes(a)) o[a.slice(2)] = Number(value);
        else throw new Error(`unknown argument ${a}`);
    }
    return o;
}

function median(values) {
    const v = values.slice().sort((a, b) => a - b);
    const n = v.length;
    return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

function startEngine(o) {
    const args = [o.engine, '--threads', '1', '--seed', '1', '--no-resign', '--playouts', String(o.playouts),
        '--config', path.join(__dirname, '..', '..', 'conf', 'default.conf'), ...o.extra];
    return new GtpEngine(args, { stderr: 'ignore' });
}

async function ok(engine, command) {
    const answer = await engine.send(command, { timeout: 600000 });
    if (!answer.ok) throw new Error(`${command}: ? ${answer.text}`);
    return answer.text;
}

// CPU time (ms) the engine's live threads have run (nanoseconds in schedstat's first field).
function cpuMs(pid) {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
        try {
            ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
        } catch (e) { /* a thread that just ended */ }
    }
    return ns / 1e6;
}

async function timedGenmove(engine, colour) {
    const start = process.hrtime.bigint();
    const cpuStart = cpuMs(engine.pid);
    await ok(engine, `genmove ${colour}`);
    return { wall: Number(process.hrtime.bigint() - start) / 1e6, cpu: cpuMs(engine.pid) - cpuStart };
}

function peakRssMiB(pid) {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]);
    return kb / 1024;
}

async function firstGenmoveCost(o) {
    const engine = startEngine(o);
    await ok(engine, `boardsize ${o.size}`);
    await ok(engine, 'clear_board');
    const first = await timedGenmove(engine, 'b');
    const later = [];
    for (let i = 0; i < 3; i++) {
        await ok(engine, 'clear_board');
        await ok(engine, 'genmove w');
        await ok(engine, 'clear_board');
        later.push(await timedGenmove(engine, 'b'));
    }
    await engine.quit();
    return { first, later: { wall: median(later.map((t) => t.wall)), cpu: median(later.map((t) => t.cpu)) } };
}

async function selfPlayPeak(o) {
    const engine = startEngine(o);
    await ok(engine, `boardsize ${o.size}`);
    await ok(engine, 'clear_board');
    let passes = 0, moves = 0, colour = 'b';
    while (moves < o.moves && passes < 2) {
        const move = (await ok(engine, `genmove ${colour}`)).toLowerCase();
        passes = move === 'pass' ? passes + 1 : 0;
        if (move === 'resign') break;
        moves++;
        colour = colour === 'b' ? 'w' : 'b';
    }
    const peak = peakRssMiB(engine.pid);
    await engine.quit();
    return { moves, peak };
}

async function main() {
    const o = parseArgs(process.argv.slice(2));
    const extra = { wall: [], cpu: [] };
    for (let r = 0; r < o.runs; r++) {
        const { first, later } = await firstGenmoveCost(o);
        for (const k of ['wall', 'cpu']) extra[k].push(first[k] - later[k]);
        process.stderr.write(`run ${r + 1}: first genmove ${first.wall.toFixed(1)} ms (CPU ${first.cpu.toFixed(1)}), ` +
            `later (median) ${later.wall.toFixed(1)} ms (CPU ${later.cpu.toFixed(1)})\n`);
    }
    for (const k of ['wall', 'cpu'])
        console.log(`${o.size}x${o.size}, ${o.playouts} playouts: first genmove costs ${median(extra[k]).toFixed(1)} ms ` +
            `more ${k === 'cpu' ? 'CPU time' : 'wall time'} than a later one (median of ${o.runs} fresh engines; ` +
            `${extra[k].map((x) => x.toFixed(1)).join(', ')})`);
    const { moves, peak } = await selfPlayPeak(o);
    console.log(`${o.size}x${o.size}, ${o.playouts} playouts: peak RSS ${peak.toFixed(1)} MiB over a self-play game of ${moves} moves`);
}

main().catch((e) => { process.stderr.write(`bench_memory: ${e.message}\n`); process.exit(1); });
