#!/usr/bin/env node
'use strict';
/*
 * soak.js - plays many fast games in ONE tianyuan process against GNU Go and reports tianyuan's
 * resident memory (VmRSS from /proc) and thread count at the start, every N games and at the
 * end: memory must not grow over a long session (issue 13: target < 5% growth). Node.js standard
 * library only; GNU Go runs as a separate program, its command line given by the user.
 *
 * Usage: node scripts/bench/soak.js [options]
 *   --engine CMD     tianyuan's command line (default: build/release/tianyuan --config
 *                    conf/default.conf --playouts 50 --threads 1 --log-level warn)
 *   --gnugo CMD      the opponent (default: gnugo --mode gtp --chinese-rules --level 1, from PATH
 *                    or /usr/games)
 *   --games N        games to play (default 200); colours alternate
 *   --size N         board size (default 9); --komi K (default 7.5)
 *   --every N        report every N games (default 20)
 *   --no-analysis    leave out the short lz-analyze of each game (on by default: it is the path
 *                    Sabaki and Lizzie use)
 *   --max-growth P   exit 1 when memory grew by more than P percent from the end of the first game
 *
 * Each game: boardsize, clear_board, komi and time_settings to both; before each tianyuan genmove
 * a time_left (as CGOS sends); at move 10 a 0.1 s lz-analyze stopped by the next command; the
 * game ends at two passes, a resignation or 3 x size x size moves; then final_score from tianyuan.
 * A move GNU Go refuses (it knows simple ko only) ends the game as void.
 * Output (stdout): one line per report, e.g.
 *   game  20/200  RSS 24.1 MiB  (+0.4% since game 1)  threads 3  tianyuan won 15, lost 5, void 0
 * then the summary: RSS at start, after game 1, at the end, growth in percent.
 */

const fs = require('fs');
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');

const ROOT = path.resolve(__dirname, '..', '..');

function defaultGnugo() {
    for (const dir of (process.env.PATH || '').split(':').concat(['/usr/games'])) {
        if (dir && fs.existsSync(path.join(dir, 'gnugo'))) return path.join(dir, 'gnugo');
    }
    return 'gnugo';
}

function parseArgs(argv) {
    const o = {
        engine: `${ROOT}/build/release/tianyuan --config ${ROOT}/conf/default.conf --playouts 50 --threads 1 --log-level warn`,
        gnugo: `${defaultGnugo()} --mode gtp --chinese-rules --level 1`,
        games: 200, size: 9, komi: 7.5, every: 20, analysis: true, maxGrowth: null,
    };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const value = () => {
            if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
            return argv[++i];
        };
        if (a === '--engine') o.engine = value();
        else if (a === '--gnugo') o.gnugo = value();
        else if (a === '--games') o.games = Number(value());
        else if (a === '--size') o.size = Number(value());
        else if (a === '--komi') o.komi = Number(value());
        else if (a === '--every') o.every = Number(value());
        else if (a === '--no-analysis') o.analysis = false;
        else if (a === '--max-growth') o.maxGrowth = Number(value());
        else throw new Error(`unknown option ${a} (see the header of scripts/bench/soak.js)`);
    }
    if (!(o.games > 0 && o.size >= 2 && o.size <= 25 && o.every > 0)) throw new Error('bad --games, --size or --every');
    return o;
}

function rssKiB(pid) {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]);
}

function threadCount(pid) {
    return fs.readdirSync(`/proc/${pid}/task`).length;
}

async function ok(engine, command) {
    const answer = await engine.send(command);
    if (!answer.ok) throw new Error(`'${command}' failed: ${answer.text}`);
    return answer.text;
}

// One game; returns 'won', 'lost' or 'void' from tianyuan's side.
async function playGame(game, tianyuan, gnugo, o) {
    const tianyuanColour = game % 2 === 1 ? 'b' : 'w';
    for (const e of [tianyuan, gnugo]) {
        for (const c of [`boardsize ${o.size}`, 'clear_board', `komi ${o.komi}`, 'time_settings 600 0 0']) await ok(e, c);
    }
    let colour = 'b';
    let passes = 0;
    let timeLeft = 600;
    for (let move = 1; move <= 3 * o.size * o.size && passes < 2; move++) {
        const ours = colour === tianyuanColour;
        const [mover, other] = ours ? [tianyuan, gnugo] : [gnugo, tianyuan];
        if (ours) await ok(tianyuan, `time_left ${colour} ${timeLeft.toFixed(0)} 0`);
        if (ours && o.analysis && move === 10) {
            tianyuan.sendRaw(`lz-analyze ${colour} 5\n`);
            await new Promise((r) => setTimeout(r, 100));
            tianyuan.sendRaw('protocol_version\n');  // ends the analysis
            if (!(await tianyuan.readAnswer()).ok || !(await tianyuan.readAnswer()).ok) throw new Error('analysis failed');
        }
        const start = Date.now();
        const vertex = (await ok(mover, `genmove ${colour}`)).toLowerCase();
        if (ours) timeLeft = Math.max(1, timeLeft - (Date.now() - start) / 1000);
        if (vertex === 'resign') return ours ? 'lost' : 'won';
        passes = vertex === 'pass' ? passes + 1 : 0;
        const answer = await other.send(`play ${colour} ${vertex}`);
        if (!answer.ok) return 'void';
        colour = colour === 'b' ? 'w' : 'b';
    }
    const score = (await ok(tianyuan, 'final_score')).toUpperCase();
    if (score === '0') return 'void';
    return score.startsWith(tianyuanColour.toUpperCase()) ? 'won' : 'lost';
}

function mib(kib) {
    return (kib / 1024).toFixed(1);
}

async function main() {
    const o = parseArgs(process.argv.slice(2));
    const tianyuan = new GtpEngine(o.engine, { cwd: ROOT, stderr: 'inherit', timeout: 120000 });
    const gnugo = new GtpEngine(o.gnugo, { stderr: 'ignore', timeout: 120000 });
    const results = { won: 0, lost: 0, void: 0 };
    try {
        await ok(tianyuan, 'name');
        await ok(gnugo, 'name');
        const atStart = rssKiB(tianyuan.pid);
        console.log(`soak: ${o.games} games of ${o.size}x${o.size}, tianyuan: ${o.engine}`);
        console.log(`      against: ${o.gnugo}`);
        console.log(`start          RSS ${mib(atStart)} MiB  threads ${threadCount(tianyuan.pid)}`);
        let afterFirst = null;
        const started = Date.now();
        for (let game = 1; game <= o.games; game++) {
            results[await playGame(game, tianyuan, gnugo, o)]++;
            if (game === 1) afterFirst = rssKiB(tianyuan.pid);
            if (game === 1 || game % o.every === 0 || game === o.games) {
                const rss = rssKiB(tianyuan.pid);
                const growth = (100 * (rss - afterFirst)) / afterFirst;
                console.log(`game ${String(game).padStart(4)}/${o.games}  RSS ${mib(rss)} MiB  ` +
                    `(${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% since game 1)  threads ${threadCount(tianyuan.pid)}  ` +
                    `tianyuan won ${results.won}, lost ${results.lost}, void ${results.void}  ` +
                    `[${((Date.now() - started) / 1000).toFixed(0)} s]`);
            }
        }
        const atEnd = rssKiB(tianyuan.pid);
        const growth = (100 * (atEnd - afterFirst)) / afterFirst;
        console.log(`summary: RSS ${mib(atStart)} MiB at start, ${mib(afterFirst)} MiB after game 1, ` +
            `${mib(atEnd)} MiB after game ${o.games}: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% ` +
            `(${(100 * (atEnd - atStart) / atStart).toFixed(1)}% since the start)`);
        if (o.maxGrowth !== null && growth > o.maxGrowth) {
            console.log(`soak: memory grew by more than ${o.maxGrowth}%`);
            process.exitCode = 1;
        }
    } finally {
        await tianyuan.quit();
        await gnugo.quit();
    }
}

main().catch((e) => {
    console.error(`soak: ${e.message}`);
    process.exitCode = 2;
});
