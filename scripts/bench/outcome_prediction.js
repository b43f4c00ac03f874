#!/usr/bin/env node
'use strict';
/*
 * outcome_prediction.js - how well the search's win rate foretells who won: a quick proxy for the
 * playouts' judgement (a script, not a test; a strength claim still needs games). On held-out
 * professional 19x19 records with a decided result (by resignation, or by 1.5 points or more;
 * time losses, jigo and the rest left out) and a komi, the judge engine gives Black's win rate at a fixed
 * fraction of each game (loadsgf, so the record's komi is used) after P simulations.
 *
 *   node scripts/bench/outcome_prediction.js --engine "build/release/tianyuan --threads 1 ..." \
 *       [--playouts 1000] [--fraction 0.85] [--positions 400] [--dir DIR] [--pure] > run.tsv
 *   node scripts/bench/outcome_prediction.js --command "pachi --nodcnn -t =1000 threads=1" ... > run.tsv
 *   node scripts/bench/outcome_prediction.js --paired a.tsv b.tsv
 *
 * The first form prints one line per position (file, move, result, Black's win rate) and, on the
 * last lines (each starting with '#'), the number of positions, the share where the win rate is
 * on the winner's side of one half, the mean log-loss and the Brier score (lower is better), each
 * with its standard error. The second compares two runs over the positions both judged: the mean
 * difference of log-loss, b minus a, with its standard error (paired, so much of the positions'
 * own difficulty cancels). The judge needs `loadsgf FILE N`, `tianyuan-search_param
 * analysis-playouts P` and `tianyuan-winrate`. At 85% of the game (the default) the judges
 * differ; at 60% the result is mostly decided by later play and every judge scored about the same. With --command instead of --engine, any engine
 * that prints Pachi's line "*** WINNER is MOVE with score P%" on stderr (Pachi's win rate for
 * the side to move) is asked `genmove` on the position set up by `play` (its own budget
 * applies; --playouts is not sent). With --pure, tianyuan is asked `tianyuan-playout_winrate`
 * instead: Black's share of P playouts from the position with no search (the playouts' own
 * judgement, about a minute for 400 positions at 200; --uniform-first makes each playout's first
 * move uniformly random, as Pachi's montecarlo engine's are). With --pure and --command, the engine is
 * asked `genmove` and Black's share is counted from the lines "result: B+..." / "result: W+..."
 * it prints on stderr, one per playout (Pachi's montecarlo engine, `-e montecarlo` with
 * `playout=moggy,debug=4`, prints them when built with its debugging output; its first move of
 * each playout is uniformly random, not its policy's).
 */
const fs = require('fs');
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');
const { listSgf, movesOf, toVertex, blackWinRate } = require('../lib/sgf_files');

const root = path.resolve(__dirname, '..', '..');

function parseArgs(argv) {
    const o = { engine: null, command: null, playouts: 1000, fraction: 0.85, positions: 400,
        dir: path.join(root, 'build/training-data/heldout/sgf/pro19'), paired: null, pure: false };
    for (let i = 0; i < argv.length; ++i) {
        const a = argv[i];
        if (a === '--paired') o.paired = [argv[++i], argv[++i]];
        else if (a === '--engine') o.engine = argv[++i];
        else if (a === '--command') o.command = argv[++i];
        else if (['--playouts', '--fraction', '--positions'].includes(a)) o[a.slice(2)] = Number(argv[++i]);
        else if (a === '--dir') o.dir = argv[++i];
        else if (a === '--pure') o.pure = true;
        else if (a === '--uniform-first') o.uniformFirst = true;
        else throw new Error(`unknown argument ${a} (see the header)`);
    }
    if (o.paired) {
        if (!o.paired[0] || !o.paired[1]) throw new Error('--paired needs two files');
        return o;
    }
    if (!o.engine === !o.command) throw new Error('usage: --engine CMD | --command CMD [--playouts P] [--fraction F] [--positions N] [--dir DIR] [--pure [--uniform-first]]');
    if (o.uniformFirst && (!o.pure || o.command)) throw new Error('--uniform-first goes with --pure and --engine');
    if (!(o.playouts >= 1) || !(o.fraction > 0 && o.fraction < 1) || !(o.positions >= 1))
        throw new Error('playouts and positions must be 1 or more, the fraction between 0 and 1');
    return o;
}

// 1 when Black won, 0 when White did, null when the result says neither clearly enough.
function winnerOf(text) {
    const m = text.match(/RE\[([BW])\+([^\]]*)\]/);
    if (!m) return null;
    const margin = m[2].trim();
    if (!/^(R|Resign|[0-9]+(\.[0-9]+)?)$/i.test(margin)) return null;
    if (/^[0-9]/.test(margin) && Number(margin) < 1.5) return null;
    return m[1] === 'B' ? 1 : 0;
}

// The positions: even 19x19 records with a clear result, in a fixed pseudo-random order.
function positions(o) {
    const hash = (s) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
    const files = listSgf(o.dir).sort((a, b) => hash(path.relative(o.dir, a)) - hash(path.relative(o.dir, b)));
    const out = [];
    for (const file of files) {
        if (out.length >= o.positions) break;
        const text = fs.readFileSync(file, 'utf8');
        if (/SZ\[(?!19\])/.test(text) || /HA\[[1-9]/.test(text) || /A[BW]\[/.test(text)) continue;
        if (!/KM\[-?[0-9.]+\]/.test(text)) continue;  // loadsgf would keep the komi it had
        const black = winnerOf(text);
        const moves = (text.match(/;\s*[BW]\[/g) || []).length;
        if (black === null || moves < 60) continue;
        const komi = text.match(/KM\[(-?[0-9.]+)\]/)[1];
        out.push({ file, move: Math.round(o.fraction * moves), black, komi,
            moves: movesOf(text) });
    }
    return out;
}

const EPS = 0.01;  // win rates are clipped to [EPS, 1 - EPS] for the log-loss
function logLoss(p, black) {
    const q = Math.min(1 - EPS, Math.max(EPS, p));
    return -Math.log(black ? q : 1 - q);
}

function meanAndError(values) {
    const n = values.length;
    const mean = values.reduce((s, v) => s + v, 0) / n;
    const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1);
    return `${mean.toFixed(4)} ± ${Math.sqrt(variance / n).toFixed(4)}`;
}

function readRun(file) {
    const rows = new Map();
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        if (!line || line.startsWith('#') || line.startsWith('file\t')) continue;
        const [name, move, black, p] = line.split('\t');
        rows.set(`${name}@${move}`, { black: Number(black), p: Number(p) });
    }
    return rows;
}

function paired([fileA, fileB]) {
    const a = readRun(fileA), b = readRun(fileB);
    const diffs = [];
    for (const [key, ra] of a) {
        const rb = b.get(key);
        if (rb) diffs.push(logLoss(rb.p, rb.black) - logLoss(ra.p, ra.black));
    }
    if (diffs.length === 0) throw new Error('no position judged in both runs');
    console.log(`positions ${diffs.length}: log-loss of b minus a ${meanAndError(diffs)} (negative: b foretells better)`);
}

// Black's win rate by tianyuan's commands, or by another engine's genmove and its stderr line.
async function judgePosition(o, judge, check, t) {
    if (!o.command) {
        const loaded = await judge.send(`loadsgf ${t.file} ${t.move}`);
        if (!loaded.ok) throw new Error(loaded.text);
        if (o.pure) {
            const command = `tianyuan-playout_winrate${o.uniformFirst ? ' uniform-first' : ''}`;
            const m = (await check(command)).match(/Black wins ([0-9.]+)%/);
            if (!m) throw new Error('no "Black wins P%" in the answer');
            return Number(m[1]) / 100;
        }
        return blackWinRate(await check('tianyuan-winrate'));
    }
    await check('boardsize 19');
    await check('clear_board');
    await check(`komi ${t.komi}`);
    for (const m of t.moves.slice(0, t.move - 1)) await check(`play ${m.color} ${toVertex(m.sgf)}`);
    const toMove = t.moves[t.move - 1].color;
    judge.stderrText = '';
    await check(`genmove ${toMove}`);
    await new Promise((resolve) => setTimeout(resolve, 100));  // the rest of its stderr
    if (o.pure) {
        const results = [...judge.stderrText.matchAll(/result: ([BW])\+/g)].map((m) => m[1]);
        if (results.length === 0) throw new Error('no "result: B+/W+" lines on stderr');
        return results.filter((r) => r === 'B').length / results.length;
    }
    const lines = [...judge.stderrText.matchAll(/WINNER is \S+ with score ([0-9.]+)%/g)];
    if (lines.length === 0) throw new Error('no "WINNER is" line on stderr');
    const p = Number(lines[lines.length - 1][1]) / 100;
    return toMove === 'B' ? p : 1 - p;
}

async function main() {
    const o = parseArgs(process.argv.slice(2));
    if (o.paired) return paired(o.paired);
    const judge = new GtpEngine(o.engine || o.command, { stderr: o.command ? 'pipe' : 'ignore' });
    const check = async (cmd) => {
        const a = await judge.send(cmd);
        if (!a.ok) throw new Error(`${cmd}: ${a.text}`);
        return a.text;
    };
    if (!o.command) await check(`tianyuan-search_param analysis-playouts ${o.playouts}`);
    console.log(['file', 'move', 'black_won', 'black_win_rate'].join('\t'));
    const losses = [], briers = [], right = [];
    for (const t of positions(o)) {
        let p;
        try {
            p = await judgePosition(o, judge, check, t);
        } catch (e) {
            if (!judge.running) throw new Error(`the engine exited: ${e.message}`);
            console.error(`${t.file}: ${e.message}`);
            continue;
        }
        console.log([path.relative(o.dir, t.file), t.move, t.black, p.toFixed(3)].join('\t'));
        losses.push(logLoss(p, t.black));
        briers.push((p - t.black) ** 2);
        right.push(p === 0.5 ? 0.5 : Number((p > 0.5) === (t.black === 1)));
    }
    await judge.quit();
    const budget = o.command ? 'the command\'s own' : o.playouts;
    console.log(`# positions ${losses.length}, playouts ${budget}${o.pure ? ' (no search)' : ''}, fraction ${o.fraction}`);
    console.log(`# on the winner's side ${meanAndError(right)}; log-loss ${meanAndError(losses)}; Brier ${meanAndError(briers)}`);
}

main().catch((e) => {
    console.error(e.message);
    process.exit(1);
});
