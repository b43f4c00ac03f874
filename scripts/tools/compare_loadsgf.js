#!/usr/bin/env node
'use strict';
/*
 * compare_loadsgf.js - loads every position of regression suites (the "loadsgf FILE [N]" lines of
 * .tst files) into tianyuan and into GNU Go, and compares the colour to move and the stones.
 *
 *   node scripts/tools/compare_loadsgf.js [--engine CMD] [--gnugo CMD] [--list] DIR_OR_TST...
 *
 * DIR: every *.tst file in it (not below). Paths in a .tst are relative to its directory, as
 * gogui-regress and GNU Go's regress.sh run them. Prints one line per difference (with --list,
 * also per position loaded by neither) and the counts: positions, same, different stones or
 * colour, refused by tianyuan (with the reason), refused by GNU Go only.
 * Defaults: --engine "build/release/tianyuan --player random --config conf/regress.conf",
 * --gnugo "/usr/games/gnugo --mode gtp --chinese-rules".
 */

const fs = require('fs');
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');

const root = path.resolve(__dirname, '..', '..');

function parseArgs(argv) {
    const args = {
        engine: `${root}/build/release/tianyuan --player random --config ${root}/conf/regress.conf`,
        gnugo: '/usr/games/gnugo --mode gtp --chinese-rules',
        list: false,
        inputs: [],
    };
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--engine') args.engine = argv[++i];
        else if (argv[i] === '--gnugo') args.gnugo = argv[++i];
        else if (argv[i] === '--list') args.list = true;
        else args.inputs.push(argv[i]);
    }
    if (args.inputs.length === 0) {
        console.error('usage: node scripts/tools/compare_loadsgf.js [--engine CMD] [--gnugo CMD] DIR_OR_TST...');
        process.exit(2);
    }
    return args;
}

// The distinct "loadsgf FILE [N]" positions of the .tst files, with absolute paths.
function positions(inputs) {
    const seen = new Map();
    for (const input of inputs) {
        const files = fs.statSync(input).isDirectory()
            ? fs.readdirSync(input).filter((f) => f.endsWith('.tst')).sort().map((f) => path.join(input, f))
            : [input];
        for (const tst of files) {
            for (const line of fs.readFileSync(tst, 'latin1').split('\n')) {
                const m = /^\s*(?:\d+\s+)?loadsgf\s+(\S+)(?:\s+(\d+))?\s*(?:#.*)?$/.exec(line);
                if (!m) continue;
                const file = path.resolve(path.dirname(tst), m[1]);
                const key = m[2] ? `${file} ${m[2]}` : file;
                if (!seen.has(key)) seen.set(key, { file, move: m[2], tst: path.basename(tst) });
            }
        }
    }
    return [...seen.values()];
}

async function load(engine, position) {
    const answer = await engine.send(`loadsgf ${position.file}${position.move ? ' ' + position.move : ''}`);
    if (!answer.ok) return { ok: false, text: answer.text };
    const black = (await engine.send('list_stones black')).text.split(/\s+/).filter(Boolean).sort();
    const white = (await engine.send('list_stones white')).text.split(/\s+/).filter(Boolean).sort();
    return { ok: true, toMove: answer.text.toLowerCase(), black: black.join(' '), white: white.join(' ') };
}

async function main() {
    const args = parseArgs(process.argv.slice(2));
    const all = positions(args.inputs);
    const ours = new GtpEngine(args.engine, { stderr: 'ignore', timeout: 60000 });
    const gnugo = new GtpEngine(args.gnugo, { stderr: 'ignore', timeout: 60000 });
    const counts = { positions: all.length, same: 0, stones: 0, colour: 0, refused: 0, gnugoOnly: 0, neither: 0 };
    const reasons = new Map();
    for (const p of all) {
        const where = `${p.tst}: ${path.relative(process.cwd(), p.file)}${p.move ? ' ' + p.move : ''}`;
        const [a, b] = [await load(ours, p), await load(gnugo, p)];
        if (!a.ok && !b.ok) {
            counts.neither++;
            if (args.list) console.log(`${where}: loaded by neither (tianyuan: ${a.text})`);
        } else if (!a.ok) {
            counts.refused++;
            const reason = a.text.replace(/\(line \d+\)|\d+|\[[^\]]*\]/g, '#');
            reasons.set(reason, (reasons.get(reason) || 0) + 1);
            console.log(`${where}: refused by tianyuan: ${a.text}`);
        } else if (!b.ok) {
            counts.gnugoOnly++;
            if (args.list) console.log(`${where}: refused by GNU Go only: ${b.text}`);
        } else if (a.black !== b.black || a.white !== b.white) {
            counts.stones++;
            console.log(`${where}: different stones: tianyuan B ${a.black} W ${a.white}; GNU Go B ${b.black} W ${b.white}`);
        } else if (a.toMove !== b.toMove) {
            counts.colour++;
            console.log(`${where}: different colour to move: tianyuan ${a.toMove}, GNU Go ${b.toMove}`);
        } else {
            counts.same++;
        }
    }
    await ours.quit();
    await gnugo.quit();
    console.log(`positions ${counts.positions}: same ${counts.same}, different stones ${counts.stones}, ` +
        `different colour to move ${counts.colour}, refused by tianyuan ${counts.refused}, ` +
        `refused by GNU Go only ${counts.gnugoOnly}, by neither ${counts.neither}`);
    for (const [reason, n] of reasons) console.log(`  refused ${n}x: ${reason}`);
}

main().catch((e) => {
    console.error(e);
    process.exit(1);
});
