#!/usr/bin/env node
'use strict';
/*
 * game_winrates.js - where a game was decided: a judge engine's win rate for Black at fixed move
 * numbers of each game record, one row per game (for looking at lost games, not a test).
 *
 *   node scripts/bench/game_winrates.js --engine "build/release/tianyuan --threads 1" \
 *       [--playouts 20000] [--moves 10,20,40 | --moves 80-200/10] game-0001.sgf game-0002.sgf ...
 *
 * The judge loads each record with `loadsgf FILE N` (the position before move N) and answers
 * `tianyuan-winrate` after `tianyuan-search_param analysis-playouts P`; any engine with those two
 * commands will do. Printed: the game, its players and result, and Black's win rate at each move
 * number (blank once the game is over).
 */
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');
const { blackWinRate } = require('../lib/sgf_files');

function parseArgs(argv) {
    const o = { engine: null, playouts: 20000, moves: [10, 20, 40, 60, 80], files: [] };
    for (let i = 0; i < argv.length; ++i) {
        const a = argv[i];
        if (a === '--engine') o.engine = argv[++i];
        else if (a === '--playouts') o.playouts = Number(argv[++i]);
        else if (a === '--moves') o.moves = parseMoves(argv[++i]);
        else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
        else o.files.push(a);
    }
    if (!o.engine || o.files.length === 0) throw new Error('usage: --engine CMD [--playouts P] [--moves a,b,..] SGF...');
    if (!(o.playouts >= 1) || o.moves.some((m) => !(m >= 1))) throw new Error('playouts and move numbers must be 1 or more');
    return o;
}

// "10,20,40" or "80-200/10" (every tenth move from 80 to 200), or both joined by commas.
function parseMoves(text) {
    const moves = [];
    for (const part of text.split(',')) {
        const m = part.match(/^(\d+)-(\d+)\/(\d+)$/);
        if (!m) {
            moves.push(Number(part));
            continue;
        }
        for (let k = Number(m[1]); k <= Number(m[2]) && Number(m[3]) > 0; k += Number(m[3])) moves.push(k);
    }
    return moves;
}

function property(sgf, name) {
    const m = sgf.match(new RegExp(`(?:^|[;\\]\\s])${name}\\[([^\\]]*)\\]`));
    return m ? m[1] : '';
}

function moveCount(sgf) {
    return (sgf.match(/;[BW]\[/g) || []).length;
}

async function main() {
    const o = parseArgs(process.argv.slice(2));
    const fs = require('fs');
    const judge = new GtpEngine(o.engine, { stderr: 'ignore' });
    const check = async (cmd) => {
        const a = await judge.send(cmd);
        if (!a.ok) throw new Error(`${cmd}: ${a.text}`);
        return a.text;
    };
    await check(`tianyuan-search_param analysis-playouts ${o.playouts}`);
    console.log(['game', 'black', 'white', 'result', ...o.moves.map((m) => `B@${m}`)].join('\t'));
    for (const file of o.files) {
        const sgf = fs.readFileSync(file, 'utf8');
        const n = moveCount(sgf);
        const row = [path.basename(file), property(sgf, 'PB'), property(sgf, 'PW'), property(sgf, 'RE')];
        for (const m of o.moves) {
            if (m > n) {
                row.push('');
                continue;
            }
            await check(`loadsgf ${file} ${m}`);
            row.push(blackWinRate(await check('tianyuan-winrate')).toFixed(2));
        }
        console.log(row.join('\t'));
    }
    await judge.quit();
}

main().catch((e) => {
    console.error(e.message);
    process.exit(1);
});
