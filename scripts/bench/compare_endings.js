#!/usr/bin/env node
'use strict';
/*
 * compare_endings.js - end-of-game judgement against GNU Go (a script, not a test): for every
 * finished game (.sgf files in the given directories, e.g. those scripts/bench/match.js writes), load
 * the final position into tianyuan and into GNU Go (`loadsgf FILE`, Chinese rules) and compare
 * `final_score` (winner and margin) and `final_status_list dead` (as sets of points).
 *
 * Usage: node scripts/bench/compare_endings.js [--engine "CMD"] [--gnugo "CMD"] [--list] DIR...
 *   --engine "CMD"   tianyuan's command (default: build/release/tianyuan --config conf/regress.conf)
 *   --gnugo "CMD"    GNU Go's (default: /usr/games/gnugo --mode gtp --chinese-rules)
 *   --list           print every game, not only the disagreements
 * Games to compare are best played to the end without resignation and without GNU Go's
 * --capture-all-dead, so that dead stones remain on the board, e.g.
 *   node scripts/bench/match.js --a "build/release/tianyuan --config conf/default.conf --no-resign
 *     --playouts 2000 --threads 1 --seed {seed}" --b "/usr/games/gnugo --mode gtp
 *     --chinese-rules --level 10" --size 9 --games 100 --parallel 2 --sgf-dir DIR
 * Output: one line per disagreement (file, both answers), then
 *   games N  same winner W (x%)  same margin M (y%)  same dead stones D (z%)
 * Games without a counted result (resigned, forfeited, lost on time) or that either engine cannot
 * load are skipped and counted.
 */
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const { listSgf } = require('../lib/sgf_files');

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
let engineCmd = `${path.join(root, 'build/release/tianyuan')} --config ${path.join(root, 'conf/regress.conf')}`;
let gnugoCmd = '/usr/games/gnugo --mode gtp --chinese-rules';
let listAll = false;
const dirs = [];
for (let i = 0; i < args.length; i++) {
    if (args[i] === '--engine') engineCmd = args[++i];
    else if (args[i] === '--gnugo') gnugoCmd = args[++i];
    else if (args[i] === '--list') listAll = true;
    else dirs.push(args[i]);
}
if (dirs.length === 0) {
    console.error('usage: node scripts/bench/compare_endings.js [--engine CMD] [--gnugo CMD] [--list] DIR...');
    process.exit(2);
}

// A GTP engine: send(line) resolves to {ok, text}.
function startEngine(command) {
    const words = command.split(/\s+/).filter((w) => w !== '');
    const child = spawn(words[0], words.slice(1), { stdio: ['pipe', 'pipe', 'ignore'] });
    let buffer = '';
    const waiting = [];
    child.stdout.on('data', (d) => {
        buffer += d;
        let k;
        while ((k = buffer.indexOf('\n\n')) >= 0) {
            const answer = buffer.slice(0, k).replace(/\r/g, '');
            buffer = buffer.slice(k + 2);
            const next = waiting.shift();
            if (next) next({ ok: answer.startsWith('='), text: answer.replace(/^[=?]\d*\s?/, '').trim() });
        }
    });
    return {
        send: (line) => new Promise((resolve) => { waiting.push(resolve); child.stdin.write(line + '\n'); }),
        quit: () => { child.stdin.write('quit\n'); child.stdin.end(); },
    };
}

// "B+3.5" -> 3.5, "W+2" -> -2, "0" -> 0 (Black's margin); null if unreadable.
function margin(text) {
    if (text === '0') return 0;
    const m = /^([BW])\+(\d+(\.\d+)?)$/.exec(text);
    return m ? (m[1] === 'B' ? 1 : -1) * Number(m[2]) : null;
}

const pointsOf = (text) => new Set(text.split(/\s+/).filter((w) => w !== '').map((w) => w.toUpperCase()));
const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

(async () => {
    let games = 0, skipped = 0, sameWinner = 0, sameMargin = 0, sameDead = 0;
    for (const file of dirs.flatMap(listSgf)) {
        const text = fs.readFileSync(file, 'utf8');
        // Only counted games: not resigned, forfeited (e.g. GNU Go's superko-illegal moves) or lost
        // on time, whose final positions are unfinished.
        if (!/RE\[([BW]\+\d+(\.\d+)?|0|Draw)\]/i.test(text)) { skipped++; continue; }
        // Fresh engines for every game: GNU Go's answers depend on what it analysed before.
        const ours = startEngine(engineCmd), gnugo = startEngine(gnugoCmd);
        const answers = [];
        for (const engine of [ours, gnugo]) {
            const loaded = await engine.send(`loadsgf ${file}`);
            const score = loaded.ok ? await engine.send('final_score') : loaded;
            const dead = loaded.ok ? await engine.send('final_status_list dead') : loaded;
            answers.push({ ok: loaded.ok && score.ok && dead.ok, score: score.text, dead: pointsOf(dead.text) });
        }
        ours.quit(); gnugo.quit();
        const [a, b] = answers;
        if (!a.ok || !b.ok) { skipped++; continue; }
        games++;
        const ma = margin(a.score), mb = margin(b.score);
        const winner = ma !== null && mb !== null && Math.sign(ma) === Math.sign(mb);
        const marginSame = ma !== null && ma === mb;
        const deadSame = sameSet(a.dead, b.dead);
        sameWinner += winner; sameMargin += marginSame; sameDead += deadSame;
        if (listAll || !winner || !marginSame || !deadSame) {
            const only = (x, y) => [...x].filter((p) => !y.has(p)).join(' ') || '-';
            console.log(`${winner && marginSame && deadSame ? 'SAME' : 'DIFF'} ${file}: tianyuan ${a.score}, ` +
                `GNU Go ${b.score}; dead only for tianyuan: ${only(a.dead, b.dead)}; only for GNU Go: ${only(b.dead, a.dead)}`);
        }
    }
    const pct = (n) => (games ? (100 * n / games).toFixed(1) : '-') + '%';
    console.log(`games ${games}  same winner ${sameWinner} (${pct(sameWinner)})  same margin ${sameMargin} ` +
        `(${pct(sameMargin)})  same dead stones ${sameDead} (${pct(sameDead)})  skipped ${skipped}`);
})();
