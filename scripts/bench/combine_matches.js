#!/usr/bin/env node
'use strict';
/*
 * combine_matches.js - one summary table over the match.json files of a match played in parts
 * (scripts/bench/match.js --json FILE, continued with --first-game K into a new file) (Node.js
 * standard library only).
 *
 * Usage: node scripts/bench/combine_matches.js [--json OUT] FILE.json [FILE.json ...]
 *
 * The files must be parts of one match: the same engine commands, board size, komi, clock (or
 * seconds per move) and move limit, and no game number twice. The table is match.js's, over all
 * the games (interrupted parts count their finished games); --json OUT writes the combined
 * { summary, interrupted, games, parts } in match.js's format.
 * Exit code: 0, 1 if a file cannot be read or the files are not parts of one match, 2 on usage.
 */

const fs = require('fs');
const { parseTimeSpec } = require('../lib/match_clock');
const { summarize, printSummary } = require('../lib/match_summary');

// What must be equal in every part.
function matchKey(summary) {
    const c = summary.config;
    return JSON.stringify([summary.engines.A.command, summary.engines.B.command, summary.engines.A.name,
        summary.engines.B.name, c.size, c.komi, c.handicap || 0, c.compensation || 0, c.aColour || 'alternate', c.time,
        c.secondsPerMove, c.maxMoves, c.timeGrace]);
}

// match.js's summarize() context for `games` games of the match whose summary is `s0`.
function contextOf(s0, games) {
    const c = s0.config;
    const opts = {
        a: s0.engines.A.command, b: s0.engines.B.command, size: c.size, komi: c.komi, handicap: c.handicap || 0,
        compensation: c.compensation || 0, aColour: c.aColour || 'alternate', games,
        parallel: c.parallel, time: c.time ? parseTimeSpec(c.time) : null, secondsPerMove: c.secondsPerMove,
        maxMoves: c.maxMoves, timeGrace: c.timeGrace,
    };
    return { opts, names: { A: s0.engines.A.name, B: s0.engines.B.name } };
}

function combine(parts) {
    const key = matchKey(parts[0].data.summary);
    const games = [];
    const seen = new Map();
    for (const { file, data } of parts) {
        if (matchKey(data.summary) !== key) throw new Error(`${file} is not a part of the same match as ${parts[0].file} (engines or settings differ)`);
        for (const g of data.games) {
            if (seen.has(g.game)) throw new Error(`game ${g.game} is in both ${seen.get(g.game)} and ${file}`);
            seen.set(g.game, file);
            games.push(g);
        }
    }
    games.sort((x, y) => x.game - y.game);
    const summary = summarize(games, contextOf(parts[0].data.summary, games.length));
    const interrupted = parts.some((p) => p.data.interrupted);
    return { summary, interrupted, games, parts: parts.map((p) => p.file) };
}

function main(argv) {
    let out = null;
    const files = [];
    for (let i = 0; i < argv.length; ++i) {
        if (argv[i] === '--json' && i + 1 < argv.length) out = argv[++i];
        else if (argv[i].startsWith('--')) files.length = 0, i = argv.length;
        else files.push(argv[i]);
    }
    if (files.length === 0) {
        process.stderr.write('usage: node scripts/bench/combine_matches.js [--json OUT] FILE.json [FILE.json ...]\n');
        return 2;
    }
    try {
        const parts = files.map((file) => ({ file, data: JSON.parse(fs.readFileSync(file, 'utf8')) }));
        const combined = combine(parts);
        process.stdout.write(`Combined from ${files.join(', ')}\n`);
        printSummary(combined.summary, combined.interrupted);
        if (out) fs.writeFileSync(out, JSON.stringify(combined, null, 2) + '\n');
        return 0;
    } catch (e) {
        process.stderr.write(`combine_matches: ${e.message}\n`);
        return 1;
    }
}

module.exports = { combine, contextOf };

if (require.main === module) process.exit(main(process.argv.slice(2)));
