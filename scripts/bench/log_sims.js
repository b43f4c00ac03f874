#!/usr/bin/env node
'use strict';
/*
 * log_sims.js - how much each engine searched per move in the games of a clocked match (a benchmark
 * report, Node.js standard library only), from the folders that scripts/bench/match.js --sgf-dir wrote
 * with the engines' stderr: tianyuan run with --log-level info, Pachi at its default debug level.
 *
 * Usage: node scripts/bench/log_sims.js DIR [DIR ...]
 *
 * Per game, each engine's log (game-NNNN-A.log / -B.log, whose first line names its colour) gives the
 * search statistics of its genmoves in order (speed_positions.js, allSearchStats: the simulations of
 * that search alone, without a tree kept from the move before, and its search seconds); the game's SGF
 * tells which of that colour's moves started in overtime (the node of its move before carries O[B|W]).
 * A log with one line more than the engine's moves ended in its resignation (the last search gave no
 * move); a game whose log has otherwise not one line per move of the engine (a pass without search)
 * counts in the 'all moves' rows only. Output per engine: moves with statistics, then the median and mean of the
 * simulations per move and the median simulations per second, over all moves and over the moves that
 * started in overtime, the mean of the simulations kept from the tree of the move before (pondering's
 * among them; '-' for a tianyuan older than d62a698, whose log does not say), and the largest tree in
 * nodes at a search's end (tianyuan only: set against the tree's cap, --max-tree-memory; '-' for Pachi).
 */

const fs = require('fs');
const path = require('path');
const { allSearchStats, median } = require('./speed_positions');
const { moveNodes } = require('../lib/sgf_files');

// The colours of the moves in an SGF and whether each started with its side in overtime.
function movesOf(sgf) {
    const moves = [];
    const inOvertime = { B: false, W: false };
    for (const { color, props } of moveNodes(sgf)) {
        moves.push({ colour: color, startedInOvertime: inOvertime[color] });
        inOvertime[color] = new RegExp(`O${color}\\[`).test(props);
    }
    return moves;
}

function collect(dirs) {
    const per = {};
    for (const dir of dirs) {
        for (const sgfFile of fs.readdirSync(dir).filter((f) => /^game-\d+\.sgf$/.test(f)).sort()) {
            const moves = movesOf(fs.readFileSync(path.join(dir, sgfFile), 'utf8'));
            for (const label of ['A', 'B']) {
                const logFile = path.join(dir, sgfFile.replace('.sgf', `-${label}.log`));
                if (!fs.existsSync(logFile)) continue;
                const log = fs.readFileSync(logFile, 'utf8');
                const head = /^# \S+ \(([^)]*)\) plays (black|white)/.exec(log);
                if (!head) continue;
                const own = moves.filter((m) => m.colour === head[2][0].toUpperCase());
                const stats = allSearchStats(log);
                const e = (per[head[1]] = per[head[1]] || { all: [], overtime: [] });
                e.all.push(...stats);
                // One line more than moves: the last search ended in a resignation, not a move.
                const matched = stats.length === own.length + 1 ? stats.slice(0, -1) : stats;
                if (matched.length === own.length) e.overtime.push(...matched.filter((s, i) => own[i].startedInOvertime));
            }
        }
    }
    return per;
}

function row(name, stats, width) {
    const sims = stats.map((s) => s.ownSimulations);
    const mean = sims.length ? sims.reduce((a, b) => a + b, 0) / sims.length : null;
    // Unknown when a reused tree's log line does not say what it kept (an older tianyuan).
    const unknown = !stats.length || stats.some((s) => s.reused && s.kept === null);
    const kept = unknown ? null : stats.reduce((a, s) => a + (s.kept || 0), 0) / stats.length;
    const trees = stats.map((s) => s.treeNodes).filter((n) => n !== null && n !== undefined);
    const treeMax = trees.length ? Math.max(...trees) : null;
    const f = (x) => (x === null ? '-' : String(Math.round(x))).padStart(9);
    return `  ${name.padEnd(width)} ${String(stats.length).padStart(6)} ${f(median(sims))} ${f(mean)} ${f(median(stats.map((s) => s.rate)))} ${f(kept)} ${f(treeMax)}`;
}

function main(dirs) {
    if (!dirs.length) {
        process.stderr.write('Usage: node scripts/bench/log_sims.js DIR [DIR ...]\n');
        process.exit(2);
    }
    const per = collect(dirs);
    console.log(`search per move in ${dirs.join(', ')}`);
    const width = Math.max(13, ...Object.keys(per).map((n) => n.length + 14));
    console.log(`  ${'engine, moves'.padEnd(width)} ${'moves'.padStart(6)} ${'sims med'.padStart(9)} ${'mean'.padStart(9)} ${'sims/s'.padStart(9)} ${'kept mean'.padStart(9)} ${'tree max'.padStart(9)}`);
    for (const [name, e] of Object.entries(per)) {
        console.log(row(`${name}, all`, e.all, width));
        console.log(row(`${name}, in overtime`, e.overtime, width));
    }
}

main(process.argv.slice(2));
