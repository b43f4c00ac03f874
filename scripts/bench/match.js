#!/usr/bin/env node
'use strict';
/*
 * match.js - engine-vs-engine match runner (Node.js standard library only), in the manner of
 * gogui-twogtp and the Go servers (CGOS, KGS): the runner is the referee, the scorer and the clock.
 *
 * Usage:
 *   node scripts/bench/match.js --a "<engine A command>" --b "<engine B command>" [options]
 *   node scripts/bench/match.js --self-test
 *
 *   --a CMD, --b CMD        engine command lines (split like a shell would; no shell involved). '{game}' and
 *                           '{seed}' in them are replaced by the game number (1, 2, ...), e.g. '--seed {seed}'.
 *   --a-name X, --b-name Y  names for the SGF and the summary (default: the engines' name + version answers).
 *   --first-game K          number the games from K (default 1): a match continued later with the same
 *                           engines gets new seeds ({seed}) and file names, and the colours keep alternating.
 *   --games N               number of games (default 2). Colours alternate (see --a-colour).
 *   --size 9|13|19|...      board size (default 9).
 *   --komi K                komi (default 7.5).
 *   --handicap N            N fixed handicap stones (2..9; default 0): 'fixed_handicap N' to both engines after
 *                           komi, the game void if their vertex sets differ; White moves first. Use --a-colour.
 *   --handicap-compensation n|n-1|none   points White gets at the count per game with N stones: N (default,
 *                           the Chinese rules' half stone per handicap stone), N-1, or none.
 *   --a-colour alternate|black|white   A's colour (default alternate: black in games 1, 3, 5, ...).
 *   --parallel P            P games at once, each with its own pair of processes (default 1).
 *   --sgf-dir DIR           write game-NNNN.sgf per game and the engines' stderr to game-NNNN-A.log /
 *                           game-NNNN-B.log (without it, engine stderr is discarded).
 *   --json FILE             write the per-game records and the summary as JSON.
 *   --time SPEC             wall clock kept by the runner: absolute:MAIN | byoyomi:MAIN:PERIOD:PERIODS |
 *                           canadian:MAIN:PERIOD:STONES | carryover:MAIN:PERIOD:STONES (seconds).
 *   --seconds-per-move S    no time commands; the engines are expected to think about S s a move (give them
 *                           e.g. --max-time S yourself); the runner records the times only.
 *   --max-moves M           game ends (and is scored) after M moves, passes included (default 3*size*size).
 *   --time-grace S          seconds forgiven on every move before it is charged to the clock (default 0).
 *   --genmove-timeout S     without --time: a genmove taking longer forfeits (default 600, or
 *                           max(60, 10*S) with --seconds-per-move S). With --time the limit is the time the
 *                           side has left (+1 s), and overrunning it loses on time.
 *   --command-timeout S     any other command (default 60).
 *   --sprt ELO0:ELO1        stop when a sequential probability ratio test (Wald's SPRT, error rates 5% each) decides
 *                           between "A is ELO0 Elo stronger than B" and "A is ELO1 stronger" (e.g. 0:70), from the
 *                           counted games of this run and of --sprt-with's parts (a draw is half a win); the games
 *                           being played finish, no more start, and the summary says which hypothesis was accepted.
 *                           For screening a change cheaply.
 *   --sprt-with F.json[,..] the sequential test also counts the games of earlier parts of the same match (their --json
 *                           files, played with the same two engine commands), so a screen stopped at the end of a
 *                           session goes on where it was.
 *   --quiet                 no per-game progress lines.
 *
 * Each game: two fresh engine processes; list_commands, boardsize, clear_board, komi, 'kgs-rules chinese' if
 * the engine lists kgs-rules; with --time the time settings (absolute: 'time_settings MAIN 0 0'; byoyomi:
 * 'kgs-time_settings byoyomi MAIN PERIOD PERIODS' if listed, else 'time_settings MAIN PERIOD 1'; canadian:
 * 'time_settings MAIN PERIOD STONES'; carryover: 'tianyuan-time_settings carry-over MAIN PERIOD STONES' if
 * listed, else as canadian) and before every genmove 'time_left <colour> <seconds> <stones>' (main time:
 * seconds of main time left, 0; Canadian: seconds and stones left in the period; byo-yomi: seconds left in
 * the current period and periods left (KGS), or stones 1 for an engine that got the time_settings fallback).
 * Then genmove / play alternate. Every move is checked by the runner's referee (scripts/lib/match_referee.js:
 * captures, suicide illegal, positional superko). The game ends on two consecutive passes, a resignation
 * ('resign', any case), a forfeit, a loss on time, or after --max-moves. Forfeit (RE X+Forfeit) for the
 * engine that: answers genmove with '?', with something that is not a vertex/pass/resign, or with a move
 * the referee finds illegal; crashes; times out (without --time); fails a setup command. If the engine that
 * is told a move with 'play' rejects a move the referee accepted, the game is void (an error, RE[Void]),
 * reported apart and not counted. Scored games: Tromp-Taylor area count, every stone counted alive (as
 * CGOS does), with komi; 'final_score' of each engine (if listed) is recorded in the SGF comment only.
 *
 * Stopping: SIGINT or SIGTERM kills the engines at once; the games being played are lost (a second signal
 * exits without the summary). SIGUSR1 lets the games being played finish and starts no more; the summary
 * and --json then hold every game played ('STOPPED EARLY'), and --first-game continues the match later.
 *
 * Engines that pass with dead stones still on the board lose points under this count: run GNU Go with
 * --capture-all-dead (as on CGOS). The summary notes scored games whose final_score answers disagree.
 *
 * Output: one progress line per finished game on stderr:
 *   game 3 (3/4): B=A W=B: W+Resign, 87 moves, black (A) resigned, overtime  [A 1 - 2 B]  2:10 elapsed, about 0:43 left
 * and at the end the summary on stdout (printSummary): the engines, the conditions, games finished /
 * counted / void / draws, A's wins with the 95% Wilson interval (a draw counts half), then a two-column
 * table A | B: wins, wins as black and as white (wins/games), wins by count / by resignation, losses on
 * time, forfeits (of which illegal moves) and by kind, moves, average and maximum seconds per move (with
 * --seconds-per-move: moves over S+1 s; with --time: games reaching overtime, byo-yomi periods lost, mean
 * share of main time used in games that reached overtime and in all games, and the clock per game), then
 * one line per void game. The clock per game: the distribution over the counted games, min/median/max and
 * mean, of each side's main time used (s), periods lost (byo-yomi only), longest think (s) and moves started
 * in overtime (not under sudden death), two rows each:
 *   main time used, s: min/median/max  41.2/55.0/60.0 38.9/52.3/59.8
 *   main time used, s: mean                      52.7           50.1
 * --json FILE is rewritten after every finished game with running: true (a match killed with its machine keeps
 * its finished games there; combine_matches.js takes such a file as a part), and at the end without it.
 * It holds { summary, interrupted, games: [per-game records] } with the same numbers (the
 * distributions in summary.engines.A/B.clockPerGame.{mainUsed, periodsUsed, longestThink, movesInOvertime},
 * each { games, min, median, max, mean }). With --time, each game's record (clock.A, clock.B) and its SGF
 * comment give per side the main time used (mainUsed, s, and mainShare), byo-yomi periods lost (periodsUsed),
 * the longest think (longestThink, s, as measured, before --time-grace) and the moves started in overtime
 * (movesInOvertime; the move that runs from main time into overtime does not count).
 * scripts/bench/time_stats.js prints the distributions for match.json files already written.
 * Exit code: 0 after a complete match, 1 if the self-test fails, 2 on usage errors or when an engine cannot
 * be started, 130 when interrupted (Ctrl-C: engines are killed, the summary of finished games is printed).
 */

const fs = require('fs');
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');
const { Referee, parseVertex, scoreResult } = require('../lib/match_referee');
const { sprt, summarize, printSummary } = require('../lib/match_summary');
const { parseTimeSpec, describeTimeSpec, sgfOvertime, SideClock } = require('../lib/match_clock');

/* ---------- arguments ---------- */

function usage(msg) {
    if (msg) process.stderr.write(`match: ${msg}\n`);
    process.stderr.write('Usage: node scripts/bench/match.js --a "<cmd>" --b "<cmd>" [--games N] [--size N] [--komi K] ' +
        '[--handicap N] [--handicap-compensation n|n-1|none] [--a-colour alternate|black|white] ' +
        '[--first-game K] [--parallel P] [--sgf-dir DIR] [--json FILE] [--time SPEC | --seconds-per-move S] [--max-moves M] ' +
        '[--a-name X] [--b-name Y] [--time-grace S] [--genmove-timeout S] [--command-timeout S] [--sprt ELO0:ELO1] ' +
        '[--sprt-with F.json,...] [--quiet]\n' +
        '       node scripts/bench/match.js --self-test\n');
    process.exit(2);
}

function parseArgs(argv) {
    const o = {
        a: null, b: null, aName: null, bName: null, games: 2, firstGame: 1, size: 9, komi: 7.5, parallel: 1,
        handicap: 0, handicapCompensation: 'n', aColour: 'alternate',
        sgfDir: null, json: null, time: null, secondsPerMove: null, maxMoves: null, timeGrace: 0,
        genmoveTimeout: null, commandTimeout: 60, quiet: false, selfTest: false, sprt: null, sprtWith: [],
    };
    const num = (name, v, check) => {
        const n = Number(v);
        if (v === undefined || v === '' || !Number.isFinite(n) || (check && !check(n))) usage(`bad value for ${name}: ${v}`);
        return n;
    };
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        let key = arg, val;
        const eq = arg.indexOf('=');
        if (arg.startsWith('--') && eq > 0) { key = arg.slice(0, eq); val = arg.slice(eq + 1); }
        const next = () => (val !== undefined ? val : (i + 1 < argv.length ? argv[++i] : usage(`${key} needs a value`)));
        switch (key) {
            case '--a': o.a = next(); break;
            case '--b': o.b = next(); break;
            case '--a-name': o.aName = next(); break;
            case '--b-name': o.bName = next(); break;
            case '--games': o.games = num(key, next(), (n) => Number.isInteger(n) && n >= 1); break;
            case '--first-game': o.firstGame = num(key, next(), (n) => Number.isInteger(n) && n >= 1); break;
            case '--size': o.size = num(key, next(), (n) => Number.isInteger(n) && n >= 2 && n <= 25); break;
            case '--komi': o.komi = num(key, next()); break;
            case '--handicap': o.handicap = num(key, next(), (n) => Number.isInteger(n) && (n === 0 || (n >= 2 && n <= 9))); break;
            case '--handicap-compensation': {
                o.handicapCompensation = next();
                if (!['n', 'n-1', 'none'].includes(o.handicapCompensation)) usage(`bad value for ${key}: ${o.handicapCompensation}`);
                break;
            }
            case '--a-colour': {
                o.aColour = next();
                if (!['alternate', 'black', 'white'].includes(o.aColour)) usage(`bad value for ${key}: ${o.aColour}`);
                break;
            }
            case '--parallel': o.parallel = num(key, next(), (n) => Number.isInteger(n) && n >= 1); break;
            case '--sgf-dir': o.sgfDir = next(); break;
            case '--json': o.json = next(); break;
            case '--time': {
                const v = next();
                try { o.time = parseTimeSpec(v); } catch (e) { usage(e.message); }
                break;
            }
            case '--seconds-per-move': o.secondsPerMove = num(key, next(), (n) => n > 0); break;
            case '--max-moves': o.maxMoves = num(key, next(), (n) => Number.isInteger(n) && n >= 1); break;
            case '--time-grace': o.timeGrace = num(key, next(), (n) => n >= 0); break;
            case '--genmove-timeout': o.genmoveTimeout = num(key, next(), (n) => n > 0); break;
            case '--command-timeout': o.commandTimeout = num(key, next(), (n) => n > 0); break;
            case '--sprt': {
                const v = next();
                const m = /^(-?\d+(?:\.\d+)?):(-?\d+(?:\.\d+)?)$/.exec(v);
                if (!m || Number(m[1]) >= Number(m[2])) usage(`bad value for ${key}: ${v} (ELO0:ELO1 with ELO0 < ELO1)`);
                o.sprt = { elo0: Number(m[1]), elo1: Number(m[2]) };
                break;
            }
            case '--sprt-with': o.sprtWith = next().split(',').filter(Boolean); break;
            case '--quiet': case '-q': o.quiet = true; break;
            case '--self-test': o.selfTest = true; break;
            case '--help': case '-h': {
                const src = fs.readFileSync(__filename, 'utf8');
                const m = /\/\*\n([\s\S]*?)\*\//.exec(src);
                process.stdout.write(m[1].replace(/^ \* ?/gm, ''));
                process.exit(0);
            }
            // falls through (exits)
            default: usage(`unknown argument: ${arg}`);
        }
    }
    if (o.selfTest) return o;
    if (!o.a || !o.b) usage('--a and --b are required');
    if (o.time && o.secondsPerMove) usage('--time and --seconds-per-move exclude each other');
    if (o.sprtWith.length && !o.sprt) usage('--sprt-with needs --sprt');
    if (o.maxMoves === null) o.maxMoves = 3 * o.size * o.size;
    o.compensation = o.handicap < 2 ? 0 : { n: o.handicap, 'n-1': o.handicap - 1, none: 0 }[o.handicapCompensation];
    if (o.genmoveTimeout === null) o.genmoveTimeout = o.secondsPerMove ? Math.max(60, 10 * o.secondsPerMove) : 600;
    o.parallel = Math.min(o.parallel, o.games);
    return o;
}

/* ---------- SGF ---------- */

function sgfText(s) { return String(s).replace(/\\/g, '\\\\').replace(/]/g, '\\]'); }

function sgfPoint(vertex, size) {
    if (vertex === 'pass') return '';
    const m = parseVertex(vertex, size);
    return String.fromCharCode(97 + m.x) + String.fromCharCode(97 + m.y);
}

function buildSgf(g, opts) {
    const props = [
        'GM[1]', 'FF[4]', 'CA[UTF-8]', 'AP[tianyuan-match:1]', `SZ[${opts.size}]`, `KM[${opts.komi}]`, 'RU[Chinese]',
        `PB[${sgfText(g.blackName)}]`, `PW[${sgfText(g.whiteName)}]`, `DT[${g.date}]`, `GN[${sgfText(`game ${g.game}`)}]`,
        `RE[${sgfText(g.result)}]`,
    ];
    if (g.handicap && g.handicap.length) props.push(`HA[${g.handicap.length}]`, `AB${g.handicap.map((v) => `[${sgfPoint(v, opts.size)}]`).join('')}`);
    if (opts.time) {
        props.push(`TM[${opts.time.main}]`);
        const ot = sgfOvertime(opts.time);
        if (ot) props.push(`OT[${sgfText(ot)}]`);
    }
    props.push(`C[${sgfText(g.comment)}]`);
    let s = '(;' + props.join('') + '\n';
    let perLine = 0;
    for (const m of g.moves) {
        const c = m.color === 'b' ? 'B' : 'W';
        let node = `;${c}[${sgfPoint(m.vertex, opts.size)}]`;
        if (m.timeLeft) {
            node += `${c}L[${m.timeLeft.left.toFixed(1)}]`;
            if (m.timeLeft.overtime !== null) node += `O${c}[${m.timeLeft.overtime}]`;
        }
        s += node;
        if (++perLine % 10 === 0) s += '\n';
    }
    return s.replace(/\n?$/, '') + ')\n';
}

/* ---------- one game ---------- */

const active = new Set();  // running GtpEngine objects (for Ctrl-C)
let aborting = false;

function substitute(cmd, game) { return cmd.replace(/\{game\}|\{seed\}/g, String(game)); }

class GameOver extends Error {
    constructor(end) { super(end.reason); this.end = end; }
}

async function playGame(index, ctx) {
    const opts = ctx.opts;
    const number = index + opts.firstGame;
    const tag = `game-${String(number).padStart(4, '0')}`;
    const aBlack = opts.aColour === 'black' || (opts.aColour === 'alternate' && (number - 1) % 2 === 0);
    const mk = (label) => ({
        label, cmd: substitute(label === 'A' ? opts.a : opts.b, number), name: ctx.names[label],
        engine: null, commands: new Set(), color: null, kgsByoyomi: false, hung: false, log: null,
        clock: opts.time ? new SideClock(opts.time) : null, times: [], finalScore: null,
    });
    const A = mk('A'), B = mk('B');
    const black = aBlack ? A : B, white = aBlack ? B : A;
    black.color = 'b'; white.color = 'w';
    const other = (p) => (p === black ? white : black);
    const CL = (p) => (p.color === 'b' ? 'B' : 'W');
    const warnings = [];
    const ref = new Referee(opts.size);
    const moves = [];
    const started = Date.now();
    const cmdMs = opts.commandTimeout * 1000;

    const lose = (p, kind, reason, extra = {}) => new GameOver(Object.assign({
        kind, loser: p.label, winner: other(p).label, winnerColor: CL(other(p)),
        result: `${CL(other(p))}+${kind === 'time' ? 'Time' : kind === 'resign' ? 'Resign' : 'Forfeit'}`, reason,
    }, extra));
    const voidGame = (reason) => new GameOver({ kind: 'error', loser: null, winner: null, winnerColor: null, result: 'Void', reason });
    // A command whose failure to answer (crash, timeout) forfeits the game for p; returns the answer.
    const must = async (p, command, what) => {
        try {
            return await p.engine.send(command, { timeout: cmdMs });
        } catch (e) {
            if (aborting) throw voidGame('interrupted');
            if (e.code === 'GTP_TIMEOUT') { p.hung = true; throw lose(p, 'forfeit', `${p.label} timed out on '${command}'${what ? ` (${what})` : ''}`, { forfeit: 'timeout' }); }
            throw lose(p, 'forfeit', `${p.label} crashed: ${e.message}`, { forfeit: 'crash' });
        }
    };

    let end = null;
    const handicap = [];  // the stones placed, sorted
    try {
        for (const p of [A, B]) {
            p.engine = new GtpEngine(p.cmd, { stderr: opts.sgfDir ? 'pipe' : 'ignore' });
            active.add(p.engine);
            if (opts.sgfDir) {
                p.log = fs.createWriteStream(path.join(opts.sgfDir, `${tag}-${p.label}.log`));
                p.log.on('error', () => {});
                p.log.write(`# ${p.label} (${p.name}) plays ${p.color === 'b' ? 'black' : 'white'}: ${p.cmd}\n`);
                p.engine.on('stderr', (s) => p.log.write(s));
            }
            p.engine.on('warning', (w) => warnings.push(`${p.label}: ${w}`));
        }
        if (aborting) throw voidGame('interrupted');

        // ---- setup ----
        for (const p of [black, white]) {
            const lc = await must(p, 'list_commands', 'setup');
            if (lc.ok) p.commands = new Set(lc.text.split('\n').map((l) => l.trim()).filter(Boolean));
            const setup = [`boardsize ${opts.size}`, 'clear_board', `komi ${opts.komi}`];
            if (p.commands.has('kgs-rules')) setup.push('kgs-rules chinese');
            const t = opts.time;
            if (t) {
                if (t.system === 'absolute') setup.push(`time_settings ${t.main} 0 0`);
                else if (t.system === 'byoyomi' && p.commands.has('kgs-time_settings')) {
                    setup.push(`kgs-time_settings byoyomi ${t.main} ${t.period} ${t.periods}`);
                    p.kgsByoyomi = true;
                } else if (t.system === 'byoyomi') setup.push(`time_settings ${t.main} ${t.period} 1`);
                else if (t.system === 'carryover' && p.commands.has('tianyuan-time_settings')) {
                    setup.push(`tianyuan-time_settings carry-over ${t.main} ${t.period} ${t.stones}`);
                } else setup.push(`time_settings ${t.main} ${t.period} ${t.stones}`);
            }
            for (const c of setup) {
                const a = await must(p, c, 'setup');
                if (a.ok) continue;
                if (/^(kgs-rules|kgs-time_settings|tianyuan-time_settings|time_settings)/.test(c)) {
                    warnings.push(`${p.label}: '${c}' failed: ${a.text}`);
                    if (c.startsWith('kgs-time_settings')) p.kgsByoyomi = false;
                    continue;
                }
                throw lose(p, 'forfeit', `${p.label} refused setup command '${c}': ? ${a.text}`, { forfeit: 'setup' });
            }
        }

        // ---- handicap ----
        if (opts.handicap >= 2) {
            const placed = [];
            for (const p of [black, white]) {
                const c = `fixed_handicap ${opts.handicap}`;
                const a = await must(p, c, 'setup');
                if (!a.ok) throw lose(p, 'forfeit', `${p.label} refused setup command '${c}': ? ${a.text}`, { forfeit: 'setup' });
                placed.push(a.text.trim().toUpperCase().split(/\s+/).sort());
            }
            if (placed[0].join(' ') !== placed[1].join(' ')) throw voidGame(`the engines placed different handicap stones: ${placed[0].join(' ')} / ${placed[1].join(' ')}`);
            const r = ref.setup('b', placed[0]);
            if (!r.ok || placed[0].length !== opts.handicap) throw voidGame(`bad fixed_handicap answer '${placed[0].join(' ')}': ${r.reason || 'wrong number of stones'}`);
            handicap.push(...placed[0]);
        }

        // ---- moves ----
        let toMove = handicap.length ? white : black;
        let passes = 0;
        for (;;) {
            if (aborting) throw voidGame('interrupted');
            if (moves.length >= opts.maxMoves) { end = { kind: 'score', reason: `move limit (${opts.maxMoves}) reached` }; break; }
            const p = toMove, q = other(p);
            let timeoutMs = opts.genmoveTimeout * 1000;
            if (p.clock) {
                if (p.commands.has('time_left')) {
                    const tl = p.clock.timeLeft({ kgsByoyomi: p.kgsByoyomi });
                    const a = await must(p, `time_left ${p.color} ${tl.seconds} ${tl.stones}`);
                    if (!a.ok) warnings.push(`${p.label}: time_left failed: ${a.text}`);
                }
                timeoutMs = (p.clock.available() + opts.timeGrace + 1) * 1000;
            }
            const t0 = performance.now();
            let ans;
            try {
                ans = await p.engine.send(`genmove ${p.color}`, { timeout: timeoutMs });
            } catch (e) {
                const elapsed = (performance.now() - t0) / 1000;
                if (aborting) throw voidGame('interrupted');
                if (e.code === 'GTP_TIMEOUT') {
                    p.hung = true;
                    p.times.push(elapsed);
                    if (p.clock) { p.clock.charge(elapsed); throw lose(p, 'time', `${p.label} (${CL(p)}) overran its clock (no answer after ${elapsed.toFixed(1)} s)`); }
                    throw lose(p, 'forfeit', `${p.label} (${CL(p)}) timed out: no genmove answer in ${opts.genmoveTimeout} s`, { forfeit: 'timeout' });
                }
                throw lose(p, 'forfeit', `${p.label} (${CL(p)}) crashed: ${e.message}`, { forfeit: 'crash' });
            }
            const elapsed = (performance.now() - t0) / 1000;
            p.times.push(elapsed);
            if (p.clock && !p.clock.charge(Math.max(0, elapsed - opts.timeGrace))) {
                throw lose(p, 'time', `${p.label} (${CL(p)}) overran its clock (${elapsed.toFixed(2)} s for move ${moves.length + 1})`);
            }
            if (!ans.ok) throw lose(p, 'forfeit', `${p.label} (${CL(p)}) answered genmove with an error: ? ${ans.text}`, { forfeit: 'genmove error' });
            const text = ans.text.trim();
            if (/^resign$/i.test(text)) { end = { kind: 'resign', loser: p.label, reason: `${CL(p) === 'B' ? 'black' : 'white'} (${p.label}) resigned` }; break; }
            const mv = parseVertex(text, opts.size);
            if (!mv) throw lose(p, 'forfeit', `${p.label} (${CL(p)}) gave a malformed genmove answer: '${text}'`, { forfeit: 'malformed' });
            const r = ref.play(p.color, mv);
            if (!r.ok) throw lose(p, 'forfeit', `${p.label} (${CL(p)}) played an illegal move at move ${moves.length + 1}: ${r.reason}`, { forfeit: 'illegal', illegalMove: text });
            moves.push({ color: p.color, vertex: r.vertex, seconds: elapsed, timeLeft: p.clock ? p.clock.sgfTimeLeft() : null });
            passes = mv.pass ? passes + 1 : 0;
            const pa = await must(q, `play ${p.color} ${r.vertex}`);
            if (!pa.ok) throw voidGame(`${q.label} rejected '${`play ${p.color} ${r.vertex}`}' (move ${moves.length}) that the referee accepted: ? ${pa.text}`);
            if (passes >= 2) { end = { kind: 'score', reason: 'two consecutive passes' }; break; }
            toMove = q;
        }
    } catch (e) {
        if (!(e instanceof GameOver)) {
            end = { kind: 'error', loser: null, winner: null, winnerColor: null, result: 'Void', reason: `runner error: ${e.stack || e}` };
        } else end = e.end;
    }

    // ---- result ----
    let score = null;
    if (end.kind === 'score') {
        score = ref.areaScore(opts.komi + opts.compensation);
        end.result = scoreResult(score.diff);
        end.winnerColor = score.diff > 0 ? 'B' : score.diff < 0 ? 'W' : null;
        end.winner = end.winnerColor === null ? null : (end.winnerColor === 'B' ? black : white).label;
        end.loser = end.winnerColor === null ? null : other(end.winner === 'A' ? A : B).label;
    } else if (end.kind === 'resign') {
        const loser = end.loser === 'A' ? A : B;
        end.winner = other(loser).label;
        end.winnerColor = CL(other(loser));
        end.result = `${end.winnerColor}+Resign`;
    }
    if ((end.kind === 'score' || end.kind === 'resign') && !aborting) {
        for (const p of [A, B]) {
            if (!p.commands.has('final_score') || !p.engine || !p.engine.running) continue;
            try {
                const a = await p.engine.send('final_score', { timeout: cmdMs });
                p.finalScore = (a.ok ? '' : '? ') + a.text;
            } catch (e) { p.finalScore = `(no answer: ${e.code || e.message})`; }
        }
    }

    // ---- engines down ----
    await Promise.all([A, B].map(async (p) => {
        if (!p.engine) return;
        if (p.hung || aborting) p.engine.kill();
        await p.engine.quit({ timeout: 3000 });
        active.delete(p.engine);
        if (p.log) await new Promise((r) => p.log.end(r));
    }));

    // ---- record ----
    const timeStats = (p) => ({
        moves: p.times.length,
        total: p.times.reduce((s, t) => s + t, 0),
        max: p.times.reduce((m, t) => Math.max(m, t), 0),
    });
    const clockInfo = (p) => (p.clock ? {
        mainShare: p.clock.mainShare(), mainUsed: p.clock.mainUsed, overtime: p.clock.enteredOvertime,
        periodsUsed: p.clock.periodsUsed, longestThink: timeStats(p).max, movesInOvertime: p.clock.movesInOvertime,
        left: p.clock.describe(), lost: p.clock.lost,
    } : null);
    const rec = {
        game: number, black: black.label, white: white.label, blackName: black.name, whiteName: white.name,
        result: end.result, winner: end.winner, winnerColor: end.winnerColor, loser: end.loser, kind: end.kind,
        reason: end.reason, forfeit: end.forfeit || null, moves: moves.length, handicapStones: handicap,
        score: score ? { black: score.black, white: score.white, diff: score.diff } : null,
        finalScore: { A: A.finalScore, B: B.finalScore },
        // Engines whose final_score differs from the runner's count (dead stones left on the board?).
        finalScoreDiffers: score ? [A, B].filter((p) => p.finalScore !== null && parseScore(p.finalScore) !== score.diff).map((p) => p.label) : [],
        times: { A: timeStats(A), B: timeStats(B) },
        clock: opts.time ? { A: clockInfo(A), B: clockInfo(B) } : null,
        reachedOvertime: opts.time ? (A.clock.enteredOvertime || B.clock.enteredOvertime) : null,
        seconds: (Date.now() - started) / 1000, warnings, aborted: aborting, sgf: null,
        allTimes: { A: A.times, B: B.times },
    };
    if (opts.sgfDir && !aborting) {
        const c = [`Result ${rec.result}: ${rec.reason}.`];
        if (score) {
            c.push(`Runner's area count (all stones alive): black ${score.black}, white ${score.white}, komi ${opts.komi}` +
                (opts.handicap >= 2 ? `, handicap compensation ${opts.compensation} for White.` : '.'));
        }
        for (const p of [black, white]) {
            if (p.finalScore !== null) c.push(`final_score of ${p.label} (${p.name}, ${CL(p) === 'B' ? 'black' : 'white'}): ${p.finalScore}`);
        }
        if (opts.time) {
            c.push(`Time: ${describeTimeSpec(opts.time)}.`);
            for (const p of [black, white]) {
                const k = rec.clock[p.label];
                const periods = opts.time.system === 'byoyomi' ? `, ${k.periodsUsed} periods lost` : '';
                const ot = k.overtime ? `reached overtime (${k.movesInOvertime} moves started in it${periods})` : 'no overtime';
                c.push(`${p.label} (${CL(p)}): main time used ${k.mainUsed.toFixed(1)} s (${(100 * k.mainShare).toFixed(0)}%), ${ot}, ` +
                    `longest think ${k.longestThink.toFixed(2)} s, clock at the end: ${k.left}.`);
            }
        }
        for (const p of [black, white]) {
            const t = rec.times[p.label];
            c.push(`${p.label} (${CL(p)}): ${t.moves} moves, ${(t.moves ? t.total / t.moves : 0).toFixed(2)} s per move on average, at most ${t.max.toFixed(2)} s.`);
        }
        for (const w of warnings) c.push(`warning: ${w}`);
        const file = path.join(opts.sgfDir, `${tag}.sgf`);
        fs.writeFileSync(file, buildSgf({
            game: number, blackName: black.name, whiteName: white.name, date: new Date(started).toISOString().slice(0, 10),
            result: rec.result, comment: c.join('\n'), moves, handicap: rec.handicapStones,
        }, opts));
        rec.sgf = file;
    }
    return rec;
}

/* ---------- statistics ---------- */

// 'B+3.5' -> 3.5, 'W+2' -> -2, '0' -> 0; anything else -> NaN.
function parseScore(text) {
    const t = String(text).trim();
    if (/^(0|Draw|Jigo)$/i.test(t)) return 0;
    const m = /^([BW])\+(\d+(?:\.\d+)?)$/i.exec(t);
    if (!m) return NaN;
    return (m[1].toUpperCase() === 'B' ? 1 : -1) * Number(m[2]);
}

// The games of earlier parts of this match (--sprt-with), for the sequential test: A's score (a draw
// is half a win) and the games counted. Each part must have been played with the same two commands.
function earlierParts(files, opts) {
    const earlier = { score: 0, games: 0 };
    for (const file of files) {
        let summary;
        try {
            summary = JSON.parse(fs.readFileSync(file, 'utf8')).summary;
        } catch (e) {
            usage(`--sprt-with: cannot read ${file}: ${e.message}`);
        }
        const A = summary && summary.engines && summary.engines.A, B = summary && summary.engines && summary.engines.B;
        if (!A || !B || A.command !== opts.a || B.command !== opts.b)
            usage(`--sprt-with: ${file} is not a part of this match (its engine commands differ)`);
        earlier.score += A.wins + summary.draws / 2;
        earlier.games += summary.gamesCounted;
    }
    return earlier;
}

/* ---------- preflight ---------- */

async function probe(cmd, timeoutMs) {
    const engine = new GtpEngine(cmd, { stderr: 'ignore' });
    active.add(engine);
    try {
        const name = await engine.send('name', { timeout: timeoutMs });
        const version = await engine.send('version', { timeout: timeoutMs });
        return [name.ok ? name.text : '?', version.ok ? version.text : ''].join(' ').trim();
    } finally {
        await engine.quit({ timeout: 3000 });
        active.delete(engine);
    }
}

/* ---------- main ---------- */

async function main() {
    const opts = parseArgs(process.argv.slice(2));
    if (opts.selfTest) { process.exit((await require('../lib/match_selftest').run()) ? 0 : 1); }
    if (opts.sgfDir) fs.mkdirSync(opts.sgfDir, { recursive: true });

    let interrupted = false;
    const onSignal = (sig) => {
        if (aborting) { for (const e of active) e.kill(); process.exit(130); }
        aborting = true;
        interrupted = true;
        process.stderr.write(`\nmatch: ${sig}: stopping, killing the engines (again to exit at once)\n`);
        for (const e of active) e.kill();
    };
    process.on('SIGINT', () => onSignal('SIGINT'));
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    let draining = false;
    process.on('SIGUSR1', () => {
        if (draining || aborting) return;
        draining = true;
        process.stderr.write('\nmatch: SIGUSR1: finishing the games being played, starting no more\n');
    });
    process.on('exit', () => { for (const e of active) e.kill(); });

    const names = {};
    for (const [L, cmd, given] of [['A', opts.a, opts.aName], ['B', opts.b, opts.bName]]) {
        try {
            const n = await probe(substitute(cmd, 1), opts.commandTimeout * 1000);
            names[L] = given || n;
        } catch (e) {
            if (aborting) process.exit(130);
            process.stderr.write(`match: engine ${L} cannot be started or does not answer: ${e.message}\n`);
            process.exit(2);
        }
    }
    if (!opts.aName && !opts.bName && names.A === names.B) { names.A += ' (A)'; names.B += ' (B)'; }
    const ctx = { opts, names };

    process.stderr.write(`match: ${opts.games} games, A = ${names.A} vs B = ${names.B}, ${opts.size}x${opts.size}, komi ${opts.komi}, ` +
        (opts.handicap >= 2 ? `${opts.handicap} handicap stones (White gets ${opts.compensation}), A ${opts.aColour === 'alternate' ? 'alternating colours' : `always ${opts.aColour}`}, ` : '') +
        `${opts.time ? describeTimeSpec(opts.time) : 'no clock'}, ${opts.parallel} at a time\n`);
    const records = new Array(opts.games).fill(null);
    let next = 0, finished = 0;
    const tally = { A: 0, B: 0, void: 0, draws: 0 };
    let sprtDecidedAfter = null;  // games counted when the sequential test decided
    const earlier = earlierParts(opts.sprtWith, opts);
    const started = Date.now();
    const clockTime = (s) => {
        const t = Math.round(s), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, sec = String(t % 60).padStart(2, '0');
        return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
    };
    // --json is written after every finished game (marked running), so a match killed with its
    // machine or session keeps every finished game; the end writes it once more, complete.
    const writeJson = (summary, state) => {
        if (!opts.json) return;
        const games = records.filter(Boolean).map((r) => { const c = { ...r }; delete c.allTimes; return c; });
        const tmp = `${opts.json}.tmp`;
        fs.writeFileSync(tmp, JSON.stringify({ summary, ...state, games }, null, 2) + '\n');
        fs.renameSync(tmp, opts.json);
    };
    const worker = async () => {
        while (!aborting && !draining && next < opts.games) {
            const i = next++;
            const rec = await playGame(i, ctx);
            if (rec.aborted) continue;
            records[i] = rec;
            finished++;
            if (rec.kind === 'error') tally.void++; else if (rec.winner) tally[rec.winner]++; else tally.draws++;
            if (opts.sprt && !draining && rec.kind !== 'error') {
                const counted = earlier.games + tally.A + tally.B + tally.draws;
                const t = sprt(earlier.score + tally.A + tally.draws / 2, counted, opts.sprt.elo0, opts.sprt.elo1);
                if (t.decision) {
                    draining = true;
                    sprtDecidedAfter = counted;
                    process.stderr.write(`match: SPRT decided (${t.decision}) after ${counted} games: finishing the games being played, starting no more\n`);
                }
            }
            writeJson({ ...summarize(records, ctx), stoppedEarly: true }, { interrupted: false, running: true });
            if (!opts.quiet) {
                const ot = rec.reachedOvertime ? ', overtime' : '';
                const elapsed = (Date.now() - started) / 1000;
                const left = elapsed / finished * (opts.games - finished);
                process.stderr.write(`game ${rec.game} (${finished}/${opts.games}): B=${rec.black} W=${rec.white}: ${rec.result}, ` +
                    `${rec.moves} moves, ${rec.reason}${ot}  [A ${tally.A} - ${tally.B} B${tally.void ? `, ${tally.void} void` : ''}]` +
                    `  ${clockTime(elapsed)} elapsed, about ${clockTime(left)} left\n`);
            }
        }
    };
    await Promise.all(Array.from({ length: opts.parallel }, worker));

    const summary = summarize(records, ctx);
    summary.stoppedEarly = draining && !interrupted && next < opts.games;
    if (opts.sprt) {
        const A = summary.engines.A;
        const t = sprt(earlier.score + A.wins + summary.draws / 2, earlier.games + summary.gamesCounted,
            opts.sprt.elo0, opts.sprt.elo1);
        summary.sprt = { elo0: opts.sprt.elo0, elo1: opts.sprt.elo1, llr: t.llr, lower: t.lower, upper: t.upper,
            decision: t.decision, decidedAfterGames: sprtDecidedAfter, earlierGames: earlier.games };
    }
    printSummary(summary, interrupted);
    writeJson(summary, { interrupted });
    process.exit(interrupted ? 130 : 0);
}

module.exports = { buildSgf, playGame, parseScore, parseArgs };

if (require.main === module) {
    main().catch((e) => { process.stderr.write(`match: ${e.stack || e}\n`); for (const en of active) en.kill(); process.exit(2); });
}
