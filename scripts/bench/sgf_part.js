#!/usr/bin/env node
'use strict';
/*
 * sgf_part.js - rebuild the --json file of a part of a match whose runner was killed before it wrote
 * it (a match.js from before the file was written after every game, or a disk that lost it), from the
 * SGFs match.js wrote as each game ended (Node.js standard library only).
 *
 * Usage: node scripts/bench/sgf_part.js --like PART.json --games FROM-TO --sgf-dir DIR [--json OUT]
 *
 * --like is a --json file of the same match (another part): the engines, names and settings come
 * from it. Each game-NNNN.sgf of FROM..TO in DIR gives one record: the colours (PB/PW against the
 * engine names), the result and how it ended (RE and the comment's first line), the moves played
 * (passes too, as match.js counts them), the runner's count,
 * each engine's final_score, and each side's moves, average and longest seconds per move (the comment
 * rounds them to 0.01 s). A game without its SGF was not finished and is left out. Matches on a clock
 * are refused: their per-game clock figures are not all in the SGF. The summary is printed as
 * match.js prints it; --json writes { summary, interrupted: true, rebuiltFromSgf: true, games } for
 * combine_matches.js.
 * Exit code: 0, 1 if a file cannot be read or does not fit the match, 2 on usage.
 */

const fs = require('fs');
const path = require('path');
const { parseScore } = require('./match');
const { summarize, printSummary } = require('../lib/match_summary');
const { contextOf } = require('./combine_matches');

function sgfProp(sgf, name) {
    const m = new RegExp(`(?:^|[;\\s\\]])${name}\\[((?:\\\\.|[^\\]\\\\])*)\\]`).exec(sgf);
    return m ? m[1].replace(/\\(.)/g, '$1') : null;
}

// The kind of forfeit from match.js's reason for it.
function forfeitType(reason) {
    const kinds = [[/timed out/, 'timeout'], [/crashed/, 'crash'], [/refused setup/, 'setup'],
        [/answered genmove with an error/, 'genmove error'], [/malformed/, 'malformed'], [/illegal move/, 'illegal']];
    const k = kinds.find(([re]) => re.test(reason));
    return k ? k[1] : 'other';
}

// One match.js game record from the SGF text of game `number`; names maps 'A'/'B' to engine names.
function recordFromSgf(sgf, number, names) {
    const label = (name) => {
        const l = ['A', 'B'].find((L) => names[L] === name);
        if (!l) throw new Error(`game ${number}: player '${name}' is neither ${names.A} nor ${names.B}`);
        return l;
    };
    const black = label(sgfProp(sgf, 'PB')), white = label(sgfProp(sgf, 'PW'));
    if (black === white) throw new Error(`game ${number}: the same engine on both colours`);
    const result = sgfProp(sgf, 'RE');
    const comment = sgfProp(sgf, 'C') || '';
    const first = /^Result (\S+): (.*)\.$/m.exec(comment);
    if (!result || !first || first[1] !== result) throw new Error(`game ${number}: no result line matching RE[${result}]`);
    const byColour = { B: black, W: white };
    const rec = {
        game: number, black, white, blackName: names[black], whiteName: names[white], result,
        winner: null, winnerColor: null, loser: null, kind: 'score', reason: first[2], forfeit: null,
        moves: null, handicapStones: null, score: null, finalScore: { A: null, B: null }, finalScoreDiffers: [],
        times: {}, clock: null, reachedOvertime: null, seconds: null, warnings: [], aborted: false, sgf: null,
    };
    const won = /^([BW])\+(Resign|Time|Forfeit|[\d.]+)$/.exec(result);
    if (result === 'Void') {
        rec.kind = 'error';
    } else if (won) {
        rec.winnerColor = won[1];
        rec.winner = byColour[won[1]];
        rec.loser = rec.winner === 'A' ? 'B' : 'A';
        rec.kind = { Resign: 'resign', Time: 'time', Forfeit: 'forfeit' }[won[2]] || 'score';
        if (rec.kind === 'forfeit') rec.forfeit = forfeitType(rec.reason);
    } else if (!/^(0|Draw)$/i.test(result)) {
        throw new Error(`game ${number}: unknown result '${result}'`);
    }
    const count = /area count \(all stones alive\): black (\d+(?:\.\d+)?), white (\d+(?:\.\d+)?)/.exec(comment);
    for (const m of comment.matchAll(/^final_score of ([AB]) \([^\n]*\): (.*)$/gm)) rec.finalScore[m[1]] = m[2];
    for (const L of ['A', 'B']) {
        const m = new RegExp(`^${L} \\([BW]\\): (\\d+) moves, ([\\d.]+) s per move on average, at most ([\\d.]+) s\\.$`, 'm').exec(comment);
        if (!m) throw new Error(`game ${number}: no time line for ${L}`);
        const moves = Number(m[1]);
        rec.times[L] = { moves, total: moves * Number(m[2]), max: Number(m[3]) };
    }
    rec.moves = (sgf.match(/;[BW]\[/g) || []).length;
    if (count && rec.kind === 'score') {
        const diff = (s) => parseScore(s);
        rec.score = { black: Number(count[1]), white: Number(count[2]), diff: diff(result) };
        rec.finalScoreDiffers = ['A', 'B'].filter((L) => rec.finalScore[L] !== null && diff(rec.finalScore[L]) !== rec.score.diff);
    }
    return rec;
}

function rebuild(like, from, to, sgfDir) {
    const s0 = like.summary;
    const c = s0.config;
    if (c.time) throw new Error('a match on a clock: its clock figures are not all in the SGFs');
    const names = { A: s0.engines.A.name, B: s0.engines.B.name };
    const games = [];
    for (let n = from; n <= to; ++n) {
        const file = path.join(sgfDir, `game-${String(n).padStart(4, '0')}.sgf`);
        if (!fs.existsSync(file)) continue;
        const rec = recordFromSgf(fs.readFileSync(file, 'utf8'), n, names);
        rec.sgf = file;
        games.push(rec);
    }
    const summary = summarize(games, contextOf(s0, to - from + 1));
    summary.stoppedEarly = games.length < to - from + 1;
    return { summary, interrupted: true, rebuiltFromSgf: true, games };
}

function main(argv) {
    const o = {};
    for (let i = 0; i + 1 < argv.length; i += 2) o[argv[i]] = argv[i + 1];
    const range = /^(\d+)-(\d+)$/.exec(o['--games'] || '');
    if (!o['--like'] || !range || !o['--sgf-dir'] || argv.length % 2) {
        process.stderr.write('usage: node scripts/bench/sgf_part.js --like PART.json --games FROM-TO --sgf-dir DIR [--json OUT]\n');
        return 2;
    }
    try {
        const part = rebuild(JSON.parse(fs.readFileSync(o['--like'], 'utf8')), Number(range[1]), Number(range[2]), o['--sgf-dir']);
        process.stdout.write(`Rebuilt from the SGFs of games ${range[1]}-${range[2]} in ${o['--sgf-dir']}\n`);
        printSummary(part.summary, false);
        if (o['--json']) fs.writeFileSync(o['--json'], JSON.stringify(part, null, 2) + '\n');
        return 0;
    } catch (e) {
        process.stderr.write(`sgf_part: ${e.message}\n`);
        return 1;
    }
}

module.exports = { recordFromSgf, rebuild };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
