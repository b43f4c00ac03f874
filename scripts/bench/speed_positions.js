#!/usr/bin/env node
'use strict';
/*
 * speed_positions.js - search speed in positions from real games, engines side by side (a benchmark,
 * not a test): the simulations per second each engine reports for one genmove in the opening, the
 * middle game and the end of real game records, on each board size, in the same run.
 *
 * Usage:
 *   node scripts/bench/speed_positions.js --engine "NAME=CMD" [--engine "NAME=CMD" ...] [options] [SGF|DIR ...]
 *   e.g. nice -n 19 node scripts/bench/speed_positions.js --seconds 2 \
 *          --engine "tianyuan=build/release/tianyuan --threads 1 --config conf/default.conf --log-level info" \
 *          --engine "pachi=/work/pachi-build/src/pachi --nodcnn threads=1"
 *
 *   --engine NAME=CMD       an engine (repeatable; the first is the one the others are compared with).
 *                           CMD is split like a shell would split words; no shell is involved.
 *   --seconds S             time per move on the clock (default 2): before its genmove each engine gets
 *                           'time_settings 0 S 1' (no main time, one stone per S-second period). GTP
 *                           wants whole seconds there and Pachi rejects any other; tianyuan takes any.
 *   --own-budget NAME       no time command for engine NAME: its command line fixes what it spends
 *                           (e.g. Pachi -t 0.3 or -t =5000, tianyuan --playouts 5000); repeatable.
 *   --games-per-size N      games taken per board size (default 4).
 *   --sizes LIST            board sizes, e.g. 9,19 (default 9,19).
 *   --rounds R              every position measured R times per engine (default 3).
 *   --genmove-timeout S     a genmove not answered in S s is an error (default 60).
 *   --json FILE             also write the options, positions, every measurement and the summary as JSON.
 *   SGF|DIR                 game records (.sgf files, directories searched recursively); default: the
 *                           repository's docs/games.
 *
 * Positions: per size, of the records of that size without setup stones, those long enough for three
 * distinct phases are sorted by path and N are taken evenly spread over that list (deterministic). In each:
 * the opening after 10 moves on 9x9, 30 on 19x19 (10 + 2 * (size - 9) on other sizes), the middle game after
 * 40% of the record's moves, the end after 85%, rounded; the side to move is the colour of the record's
 * next move.
 * Each measurement is a fresh engine process: boardsize, clear_board, komi (the record's KM, else 7.5),
 * the moves with play, the time command, genmove, quit; so the genmove is the process's first search and
 * no tree is kept from an earlier one. Engines run one at a time, alternating which goes first from one
 * position to the next and from one round to the next (A B, B A, ...), so that a shared machine's load
 * falls on both alike.
 *
 * What is read from the engine's stderr after its genmove (a genmove without it is counted as not
 * searched: a pass without search, an answer from a book):
 *   tianyuan (--log-level info): "white C5: 544 simulations in 0.18 s, win rate 0.563, tree 4073 nodes
 *     [, reused][, settled]" -> simulations; search seconds (two decimals); sims/s = their ratio.
 *   Pachi (default debug level): "*** WINNER is C5 with score 47.5% (302/1072 games[, N new]), ..." and
 *     "genmove in 0.21s, mcts 0.16s (6881 games/s, ...)" -> simulations = N new if printed, else the
 *     root's games (all from this search, the tree being fresh); search seconds = mcts; sims/s = its
 *     games/s (games played over the exact search time). "N new" (the games of this search only, when a
 *     tree was kept from the move before) is printed with -d 4.
 * The genmove's wall time (command sent to answer read) is measured here. Tianyuan rounds its search
 * seconds to 0.01 s, so its rate is known to 5% after 0.1 s of search, to 0.5% after 1 s; Pachi's games/s
 * comes from the exact time.
 *
 * What the engines make of 'time_settings 0 S 1' (seen in their logs): tianyuan (adaptive allocation,
 * lag buffer 1) aims at 0.6 S for short periods (0.18 s of 0.3, 1.2 s of 2) and may stop sooner when the
 * best move is settled. Pachi keeps 2 s back for network lag: for S up to about 1.1 it stops at its first
 * look at the clock (after about 0.1 s and at least 500 games), for S from about 1.2 to 3.3 it searches
 * at most 1 s, and it too may stop early; its own -t S (seconds per move) is the same one-period
 * byo-yomi. So --seconds 2 gives the two about the same search time; for less, give Pachi --own-budget
 * and -t =N (N games a move) and compare the rates.
 *
 * Output: per size a table, one row per phase (the 'all' row: every position of the size) and engine:
 * the medians over rounds and positions of sims/s, of simulations per move, of the search seconds and of
 * the genmove's wall seconds, sims/s relative to the first engine's (ratio of the medians), and the
 * number of measurements with search statistics over all of them.
 * Exit code: 0 done, 2 on usage errors, an engine that does not start, rejects a command of the setup or
 * a move of a position, or answers genmove with an error.
 */

const fs = require('fs');
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');
const { formatVertex } = require('../lib/match_referee');

const PHASES = ['opening', 'middle', 'end'];

class Failure extends Error {}

/* ---------- arguments ---------- */

function usage(msg) {
    if (msg) process.stderr.write(`speed_positions: ${msg}\n`);
    process.stderr.write('Usage: node scripts/bench/speed_positions.js --engine "NAME=CMD" [--engine "NAME=CMD" ...] ' +
        '[--seconds S] [--own-budget NAME] [--games-per-size N] [--sizes 9,19] [--rounds R] [--genmove-timeout S] ' +
        '[--json FILE] [SGF|DIR ...]\n');
    process.exit(2);
}

function parseArgs(argv) {
    const o = { engines: [], seconds: '2', ownBudget: new Set(), gamesPerSize: 4, sizes: [9, 19], rounds: 3,
        genmoveTimeout: 60, json: null, inputs: [] };
    const count = (name, v) => {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1) usage(`bad value for ${name}: ${v}`);
        return n;
    };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        const next = () => (i + 1 < argv.length ? argv[++i] : usage(`${arg} needs a value`));
        switch (arg) {
            case '--engine': {
                const v = next();
                const eq = v.indexOf('=');
                if (eq < 1 || !v.slice(eq + 1).trim()) usage(`--engine wants NAME=CMD: ${v}`);
                o.engines.push({ name: v.slice(0, eq), command: v.slice(eq + 1) });
                break;
            }
            case '--seconds': o.seconds = next(); if (!(Number(o.seconds) > 0)) usage(`bad value for --seconds: ${o.seconds}`); break;
            case '--own-budget': o.ownBudget.add(next()); break;
            case '--games-per-size': o.gamesPerSize = count(arg, next()); break;
            case '--sizes': o.sizes = next().split(',').map((s) => count(arg, s)); break;
            case '--rounds': o.rounds = count(arg, next()); break;
            case '--genmove-timeout': o.genmoveTimeout = count(arg, next()); break;
            case '--json': o.json = next(); break;
            default:
                if (arg.startsWith('-')) usage(`unknown argument: ${arg}`);
                o.inputs.push(arg);
        }
    }
    if (o.engines.length === 0) usage('at least one --engine is needed');
    const names = o.engines.map((e) => e.name);
    if (new Set(names).size !== names.length) usage('engine names must differ');
    for (const n of o.ownBudget) if (!names.includes(n)) usage(`--own-budget ${n}: no such engine`);
    if (o.inputs.length === 0) o.inputs.push(path.resolve(__dirname, '..', '..', 'docs', 'games'));
    return o;
}

/* ---------- game records ---------- */

// The main line of an SGF record (the first variation at each branch) as a list of nodes, each
// { IDENT: [values] }; lower-case letters of FF[3] property names are dropped.
function sgfNodes(text) {
    const nodes = [];
    let node = null, ident = '', afterValue = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === ')') break;  // the end of the first variation ends the main line
        if (c === ';') {
            node = {};
            nodes.push(node);
            ident = '';
        } else if (c === '[') {
            let value = '';
            for (i++; i < text.length && text[i] !== ']'; i++) value += text[i] === '\\' ? text[++i] : text[i];
            if (node && ident) (node[ident] = node[ident] || []).push(value);
            afterValue = true;
        } else if (/[A-Za-z]/.test(c)) {
            if (afterValue) ident = '';
            afterValue = false;
            if (c >= 'A' && c <= 'Z') ident += c;
        }
    }
    return nodes;
}

// { file, size, komi, moves: [{ color: 'b'|'w', vertex }] } or null for a record that cannot serve
// (setup stones, no size).
function readGame(file) {
    const nodes = sgfNodes(fs.readFileSync(file, 'utf8'));
    if (nodes.length === 0) return null;
    const root = nodes[0];
    const size = Number((root.SZ || ['19'])[0]);
    if (!Number.isInteger(size) || root.AB || root.AW || root.AE || Number((root.HA || ['0'])[0]) > 0) return null;
    const komi = root.KM ? Number(root.KM[0]) : 7.5;
    const moves = [];
    for (const n of nodes.slice(1)) {
        const color = n.B ? 'b' : n.W ? 'w' : null;
        if (!color) continue;
        const p = (n.B || n.W)[0];
        const pass = p === '' || (p === 'tt' && size <= 19);
        const x = p.charCodeAt(0) - 97, y = p.charCodeAt(1) - 97;
        if (!pass && !(x >= 0 && x < size && y >= 0 && y < size)) return null;
        moves.push({ color, vertex: formatVertex({ pass, x, y }, size) });
    }
    return { file, size, komi: Number.isFinite(komi) ? komi : 7.5, moves };
}

function sgfFiles(inputs) {
    const out = [];
    const walk = (p) => {
        const st = fs.statSync(p);
        if (st.isDirectory()) for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e));
        else if (st.isFile() && (inputs.includes(p) || p.endsWith('.sgf'))) out.push(p);
    };
    for (const p of inputs) {
        if (!fs.existsSync(p)) throw new Failure(`no such file or directory: ${p}`);
        walk(p);
    }
    return out.sort();
}

// The moves played before each phase's position in a game of `length` moves.
function phaseMoves(size, length) {
    return { opening: 10 + 2 * (size - 9), middle: Math.round(0.4 * length), end: Math.round(0.85 * length) };
}

// Per size, `perSize` games spread evenly over the eligible records; three positions each.
function choosePositions(games, sizes, perSize) {
    const positions = [];
    for (const size of sizes) {
        const eligible = games.filter((g) => {
            if (g.size !== size) return false;
            const m = phaseMoves(size, g.moves.length);
            return m.opening < m.middle && m.middle < m.end && m.end < g.moves.length;
        });
        if (eligible.length === 0) throw new Failure(`no usable ${size}x${size} game record`);
        const n = Math.min(perSize, eligible.length);
        for (let k = 0; k < n; k++) {
            const g = eligible[Math.floor((k + 0.5) * eligible.length / n)];
            const m = phaseMoves(size, g.moves.length);
            for (const phase of PHASES) {
                positions.push({ size, phase, file: g.file, komi: g.komi, moves: g.moves.slice(0, m[phase]),
                    toMove: g.moves[m[phase]].color });
            }
        }
    }
    return positions;
}

/* ---------- what the engines report ---------- */

// The search statistics of every genmove in an engine's stderr, in order (tianyuan's info line;
// Pachi's WINNER line and the genmove line after it).
function allSearchStats(stderr) {
    const out = [];
    const ours = /(?:black|white) (\S+): (\d+) simulations in ([\d.]+) s, [^\n]*/g;
    for (let t; (t = ours.exec(stderr));) {
        const simulations = Number(t[2]), seconds = Number(t[3]);
        const kept = /, reused \((\d+) simulations kept\)/.exec(t[0]);
        const tree = /, tree (\d+) nodes/.exec(t[0]);
        out.push({ simulations, ownSimulations: simulations, kept: kept ? Number(kept[1]) : null,
            treeNodes: tree ? Number(tree[1]) : null,
            seconds, rate: seconds > 0 ? simulations / seconds : null, reused: /, reused/.test(t[0]), earlyStop: /, settled/.test(t[0]), lines: [t[0]] });
    }
    const pachi = /\*\*\* WINNER is \S+ with score [\d.]+% \((\d+)\/(\d+) games(?:, (\d+) new)?\)[^\n]*[\s\S]*?genmove in ([\d.]+)s, mcts ([\d.]+)s \((\d+) games\/s[^\n]*/g;
    for (let w; (w = pachi.exec(stderr));) {
        // The root's games include a tree kept from the move before; its games/s over the search
        // time are this search's own (as is 'N new', printed with -d 4).
        const own = w[3] !== undefined ? Number(w[3]) : Math.round(Number(w[6]) * Number(w[5]));
        out.push({ simulations: Number(w[3] !== undefined ? w[3] : w[2]), ownSimulations: own,
            kept: Math.max(0, Number(w[2]) - own),
            seconds: Number(w[5]), rate: Number(w[6]),
            reused: false, earlyStop: /Early stop/.test(w[0]), lines: [w[0].split('\n')[0], w[0].split('\n').pop()] });
    }
    return out;
}

// The search statistics of the one genmove in an engine's stderr, or null when it printed none.
function searchStats(stderr) {
    return allSearchStats(stderr)[0] || null;
}

/* ---------- one measurement ---------- */

const active = new Set();

async function measure(spec, pos, opts) {
    const engine = new GtpEngine(spec.command, { stderr: 'pipe', stderrLimit: 1 << 22, timeout: 30000 });
    active.add(engine);
    const where = `${path.basename(pos.file)} after ${pos.moves.length} moves`;
    const send = async (command, what, timeout) => {
        let a;
        try {
            a = await engine.send(command, timeout ? { timeout } : {});
        } catch (e) {
            throw new Failure(`engine ${spec.name} (${spec.command}): ${e.message}${engine.stderrText ? `\n${engine.stderrText.trim().split('\n').slice(-5).join('\n')}` : ''}`);
        }
        if (!a.ok) throw new Failure(`engine ${spec.name} rejected '${command}' (${what}, ${where}): ? ${a.text}`);
        return a;
    };
    try {
        await send(`boardsize ${pos.size}`, 'setup');
        await send('clear_board', 'setup');
        await send(`komi ${pos.komi}`, 'setup');
        for (const [i, m] of pos.moves.entries()) await send(`play ${m.color} ${m.vertex}`, `move ${i + 1} of ${pos.file}`);
        if (!opts.ownBudget.has(spec.name)) {
            await send(`time_settings 0 ${opts.seconds} 1`, 'time; GTP asks for whole seconds: use an integer --seconds, ' +
                `or --own-budget ${spec.name} and the budget on its command line`);
        }
        const t0 = process.hrtime.bigint();
        const answer = await send(`genmove ${pos.toMove}`, 'genmove', opts.genmoveTimeout * 1000);
        const wall = Number(process.hrtime.bigint() - t0) / 1e9;
        await engine.quit();
        return { move: answer.text, wall, stats: searchStats(engine.stderrText) };
    } finally {
        engine.kill();
        active.delete(engine);
    }
}

/* ---------- summary ---------- */

function median(xs) {
    if (xs.length === 0) return null;
    const s = [...xs].sort((a, b) => a - b);
    const n = s.length;
    return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

// summary[size][phase][engine] = { rate, simulations, seconds, wall, searched, measured, ratio }
function summarize(samples, opts) {
    const summary = {};
    for (const size of opts.sizes) {
        summary[size] = {};
        for (const phase of [...PHASES, 'all']) {
            const row = {};
            for (const { name } of opts.engines) {
                const mine = samples.filter((s) => s.size === size && s.engine === name && (phase === 'all' || s.phase === phase));
                const searched = mine.filter((s) => s.stats && s.stats.rate !== null);
                row[name] = {
                    rate: median(searched.map((s) => s.stats.rate)),
                    simulations: median(searched.map((s) => s.stats.simulations)),
                    seconds: median(searched.map((s) => s.stats.seconds)),
                    wall: median(mine.map((s) => s.wall)),
                    searched: searched.length, measured: mine.length,
                };
            }
            const base = row[opts.engines[0].name].rate;
            for (const r of Object.values(row)) r.ratio = base && r.rate !== null ? r.rate / base : null;
            summary[size][phase] = row;
        }
    }
    return summary;
}

function moveRange(positions, size, phase) {
    const n = positions.filter((p) => p.size === size && (phase === 'all' || p.phase === phase)).map((p) => p.moves.length);
    const lo = Math.min(...n), hi = Math.max(...n);
    return lo === hi ? String(lo) : `${lo}-${hi}`;
}

function printSummary(summary, positions, opts) {
    const fix = (x, d) => (x === null ? '-' : x.toFixed(d));
    const nameWidth = Math.max(6, ...opts.engines.map((e) => e.name.length));
    console.log(`speed in positions from real games: ${opts.rounds} round(s), medians over rounds and positions`);
    for (const e of opts.engines) {
        const budget = opts.ownBudget.has(e.name) ? 'its own budget' : `time_settings 0 ${opts.seconds} 1`;
        console.log(`  ${e.name}: ${e.command}  [${budget}]`);
    }
    const header = `${'phase'.padEnd(8)} ${'moves'.padStart(7)}  ${'engine'.padEnd(nameWidth)} ${'sims/s'.padStart(8)} ${'ratio'.padStart(6)} ` +
        `${'sims/move'.padStart(9)} ${'search s'.padStart(8)} ${'wall s'.padStart(7)} ${'searched'.padStart(8)}`;
    for (const size of opts.sizes) {
        const games = new Set(positions.filter((p) => p.size === size).map((p) => p.file)).size;
        console.log(`\n${size}x${size}, ${games} games`);
        console.log(header);
        for (const phase of [...PHASES, 'all']) {
            opts.engines.forEach(({ name }, k) => {
                const r = summary[size][phase][name];
                const lead = k === 0 ? `${phase.padEnd(8)} ${moveRange(positions, size, phase).padStart(7)}` : ' '.repeat(16);
                console.log(`${lead}  ${name.padEnd(nameWidth)} ${fix(r.rate, 0).padStart(8)} ${fix(r.ratio, 3).padStart(6)} ` +
                    `${fix(r.simulations, 0).padStart(9)} ${fix(r.seconds, 2).padStart(8)} ${fix(r.wall, 2).padStart(7)} ` +
                    `${`${r.searched}/${r.measured}`.padStart(8)}`);
            });
        }
    }
}

/* ---------- main ---------- */

async function run(opts) {
    const games = sgfFiles(opts.inputs).map(readGame).filter(Boolean);
    const positions = choosePositions(games, opts.sizes, opts.gamesPerSize);
    const samples = [];
    const checked = new Set();
    for (let round = 0; round < opts.rounds; round++) {
        for (const [j, pos] of positions.entries()) {
            const order = (j + round) % 2 === 0 ? opts.engines : [...opts.engines].reverse();
            const line = [];
            for (const spec of order) {
                const r = await measure(spec, pos, opts);
                if (!r.stats && !checked.has(spec.name) && !/^(pass|resign)$/i.test(r.move)) {
                    throw new Failure(`engine ${spec.name} printed no search statistics on stderr for '${r.move}' ` +
                        '(tianyuan needs --log-level info; Pachi prints them at its default debug level)');
                }
                if (r.stats) checked.add(spec.name);
                samples.push({ round: round + 1, size: pos.size, phase: pos.phase, file: pos.file, moveNumber: pos.moves.length,
                    toMove: pos.toMove, engine: spec.name, move: r.move, wall: r.wall, stats: r.stats });
                line.push(`${spec.name} ${r.stats ? `${r.stats.simulations} in ${r.stats.seconds.toFixed(2)} s` : 'no search'} (${r.wall.toFixed(2)} s)`);
            }
            process.stderr.write(`round ${round + 1}/${opts.rounds}, ${pos.size}x${pos.size} ${pos.phase} ` +
                `${path.basename(pos.file)}@${pos.moves.length}: ${line.join(', ')}\n`);
        }
    }
    const summary = summarize(samples, opts);
    printSummary(summary, positions, opts);
    if (opts.json) {
        const out = { options: { ...opts, ownBudget: [...opts.ownBudget] }, summary,
            positions: positions.map((p) => ({ size: p.size, phase: p.phase, file: p.file, moveNumber: p.moves.length, toMove: p.toMove, komi: p.komi })),
            samples };
        fs.writeFileSync(opts.json, JSON.stringify(out, null, 1) + '\n');
    }
}

if (require.main === module) {
    run(parseArgs(process.argv.slice(2))).catch((e) => {
        for (const engine of active) engine.kill();
        process.stderr.write(`speed_positions: ${e instanceof Failure ? e.message : e.stack}\n`);
        process.exit(2);
    });
}

module.exports = { readGame, choosePositions, searchStats, allSearchStats, median };
