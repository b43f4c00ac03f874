#!/usr/bin/env node
'use strict';
/*
 * match_fake_engine.js - a tiny scriptable GTP engine for testing scripts/bench/match.js (Node.js standard library
 * only). It plays random legal moves (positional superko, via match_referee.js) and can misbehave on demand.
 *
 *   node scripts/lib/match_fake_engine.js [--name N] [--seed S] [--pass-after K] [--sleep SECONDS]
 *       [--fail-at K --fail MODE] [--no-kgs] [--log FILE]
 *
 *   --pass-after K   pass from its K-th genmove on (default: never, it passes only without a legal move).
 *   --sleep S        wait S seconds before answering every genmove.
 *   --fail-at K      misbehave at its K-th genmove (or, for reject-play, at the K-th play command):
 *   --fail MODE      illegal (an occupied point) | malformed ('= Z99 garbage') | error ('? cannot') |
 *                    crash (exit 3) | hang (never answer) | resign | reject-play ('? illegal move').
 *   --no-kgs         do not list kgs-time_settings.
 *   --kgs-rules      list (and accept) kgs-rules.
 *   --log FILE       append every command received to FILE.
 *   --handicap-vertices "V1 V2 ..."   list fixed_handicap and answer it with these stones (whatever the number).
 */

const fs = require('fs');
const readline = require('readline');
const { Referee, formatVertex } = require('./match_referee');

const opt = {
    name: 'Fake', seed: 1, passAfter: Infinity, sleep: 0, failAt: 0, fail: null, kgs: true, kgsRules: false, log: null,
    handicap: null,
};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--name') opt.name = argv[++i];
    else if (a === '--seed') opt.seed = Number(argv[++i]);
    else if (a === '--pass-after') opt.passAfter = Number(argv[++i]);
    else if (a === '--sleep') opt.sleep = Number(argv[++i]);
    else if (a === '--fail-at') opt.failAt = Number(argv[++i]);
    else if (a === '--fail') opt.fail = argv[++i];
    else if (a === '--no-kgs') opt.kgs = false;
    else if (a === '--kgs-rules') opt.kgsRules = true;
    else if (a === '--log') opt.log = argv[++i];
    else if (a === '--handicap-vertices') opt.handicap = argv[++i].split(/\s+/);
    else { process.stderr.write(`fake engine: unknown argument ${a}\n`); process.exit(2); }
}

let seed = opt.seed >>> 0 || 1;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) >>> 0; return (seed >>> 8) % n; };
let size = 19;
let komi = 7.5;
let ref = new Referee(size);
let genmoves = 0;
let plays = 0;
const commands = ['protocol_version', 'name', 'version', 'known_command', 'list_commands', 'quit', 'boardsize',
    'clear_board', 'komi', 'play', 'genmove', 'final_score', 'time_settings', 'time_left'];
if (opt.kgs) commands.push('kgs-time_settings');
if (opt.kgsRules) commands.push('kgs-rules');
if (opt.handicap) commands.push('fixed_handicap');

const out = (s) => process.stdout.write(s);
const sleep = (s) => new Promise((r) => setTimeout(r, s * 1000));

async function handle(line) {
    const words = line.trim().split(/\s+/);
    let id = '';
    if (/^\d+$/.test(words[0])) id = words.shift();
    const cmd = words[0];
    const ok = (t = '') => out(`=${id} ${t}\n\n`);
    const fail = (t) => out(`?${id} ${t}\n\n`);
    switch (cmd) {
        case 'protocol_version': return ok('2');
        case 'name': return ok(opt.name);
        case 'version': return ok('1');
        case 'known_command': return ok(commands.includes(words[1]) ? 'true' : 'false');
        case 'list_commands': return ok(commands.join('\n'));
        case 'quit': ok(); process.exit(0); return;
        case 'boardsize': size = Number(words[1]); ref = new Referee(size); return ok();
        case 'clear_board': ref = new Referee(size); return ok();
        case 'komi': komi = Number(words[1]); return ok();
        case 'time_settings': case 'time_left': return ok();
        case 'fixed_handicap': {
            if (!opt.handicap) return fail('unknown command');
            return ref.setup('b', opt.handicap).ok ? ok(opt.handicap.join(' ')) : fail('board not empty');
        }
        case 'kgs-rules': return opt.kgsRules ? ok() : fail('unknown command');
        case 'kgs-time_settings': return opt.kgs ? ok() : fail('unknown command');
        case 'final_score': { const s = ref.areaScore(komi).diff; return ok(s > 0 ? `B+${s}` : s < 0 ? `W+${-s}` : '0'); }
        case 'play': {
            plays++;
            if (opt.fail === 'reject-play' && plays === opt.failAt) return fail('illegal move');
            const r = ref.play(words[1], words[2]);
            return r.ok ? ok() : fail('illegal move');
        }
        case 'genmove': {
            genmoves++;
            if (opt.sleep) await sleep(opt.sleep);
            if (genmoves === opt.failAt) {
                switch (opt.fail) {
                    case 'illegal': {
                        const last = ref.moves.filter((m) => m.vertex !== 'pass').pop();
                        return ok(last ? last.vertex : 'A1 A1');
                    }
                    case 'malformed': return ok('Z99 garbage');
                    case 'error': return fail('cannot');
                    case 'crash': process.exit(3); return;
                    case 'hang': return new Promise(() => {});
                    case 'resign': return ok('Resign');
                    default: break;
                }
            }
            let v = 'pass';
            if (genmoves < opt.passAfter) {
                const legal = [];
                for (let i = 0; i < size * size; i++) {
                    const vx = formatVertex({ pass: false, x: i % size, y: Math.floor(i / size) }, size);
                    if (ref.check(words[1], vx).ok) legal.push(vx);
                }
                if (legal.length) v = legal[rnd(legal.length)];
            }
            ref.play(words[1], v);
            return ok(v);
        }
        default: return fail('unknown command');
    }
}

// Commands are handled strictly one after another (a 'hang' blocks everything after it, as a real hang would).
const queue = [];
let busy = false;
async function pump() {
    if (busy) return;
    busy = true;
    while (queue.length) {
        const line = queue.shift();
        if (opt.log) fs.appendFileSync(opt.log, line + '\n');
        if (line.trim() === '' || line.trim()[0] === '#') continue;
        await handle(line);
    }
    busy = false;
}
readline.createInterface({ input: process.stdin }).on('line', (l) => { queue.push(l); pump(); }).on('close', () => {
    queue.push('quit'); pump();
});
