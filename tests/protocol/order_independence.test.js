'use strict';
/*
 * With a fixed seed a regression query's answer depends on the position and the settings only,
 * not on the commands before it (issue 13): the 77 positions of the tactical suite
 * (tests/tactics/*.tst, conf/tactics.conf: seed, one thread, 1,000 playouts) must get the same
 * reg_genmove answer in the suite's order, in the reverse order with other searches of the same
 * position just before each query (a background analysis, a reg_genmove of the other colour or a
 * genmove and its undo), and in a fresh process per position (every tenth).
 *
 * Engine: $TIANYUAN_ENGINE (default build/release/tianyuan) with --config conf/tactics.conf.
 * Run: node --test tests/protocol/order_independence.test.js
 */

const { describe, it, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const { ROOT } = require('../support/engine_under_test');
const { RawEngine } = require('./raw_engine');

const TACTICS = path.join(ROOT, 'tests/tactics');
const CONFIG = ['--config', path.join(ROOT, 'conf/tactics.conf')];
const STEP = { timeout: 300000 };

// Each numbered command of the .tst files with the set-up lines since its clear_board.
function positions() {
    const out = [];
    for (const file of fs.readdirSync(TACTICS).filter((f) => f.endsWith('.tst')).sort()) {
        let setUp = [];
        for (const raw of fs.readFileSync(path.join(TACTICS, file), 'utf8').split('\n')) {
            const line = raw.trim().replace(/\t/g, ' ');
            if (line === '' || line.startsWith('#')) continue;
            const numbered = /^(\d+) (reg_genmove ([bw]))$/.exec(line);
            if (numbered) {
                out.push({ name: `${file}:${numbered[1]}`, setUp, query: numbered[2], colour: numbered[3] });
                setUp = [];
            } else {
                setUp.push(line);
            }
        }
    }
    return out;
}

// The answers of `list` in one engine; `disturb(engine, position, index)` runs before each
// query.
async function answers(list, disturb = null) {
    const engine = new RawEngine([], { stderr: 'ignore', engineArgs: CONFIG });
    const result = new Map();
    try {
        for (const [index, p] of list.entries()) {
            const setUp = await engine.exchange(p.setUp.join('\n') + '\n', p.setUp.length);
            assert.ok(!setUp.includes('?'), `${p.name}: set-up failed`);
            if (disturb) await disturb(engine, p, index);
            result.set(p.name, await engine.ok(p.query));
        }
    } finally {
        await engine.close();
    }
    return result;
}

// Other searches of the same position just before the query, each of a kind that could leave a
// tree behind: a background analysis, or a reg_genmove of the other colour, or a genmove and
// its undo (one in turn, to keep the test short).
async function searchAround(engine, p, index) {
    if (index % 3 === 0) {
        engine.write(`lz-analyze ${p.colour} 10\n`);
        await engine.waitForOutput(20);
        await engine.exchange('protocol_version\n', 2);  // ends the analysis
    } else if (index % 3 === 1) {
        await engine.ok(`reg_genmove ${p.colour === 'b' ? 'w' : 'b'}`);
    } else {
        await engine.ok(`genmove ${p.colour}`);
        await engine.ok('undo');
    }
}

describe('the tactical suite answers do not depend on the order or on earlier searches', () => {
    const list = positions();
    let inOrder;

    before(async () => {
        assert.equal(list.length, 77, 'the suite has 77 positions');
        inOrder = await answers(list);
    });

    it('in reverse order, after other searches of each position', STEP, async () => {
        const disturbed = await answers([...list].reverse(), searchAround);
        const differ = list.filter((p) => disturbed.get(p.name) !== inOrder.get(p.name))
            .map((p) => `${p.name}: ${inOrder.get(p.name)} in order, ${disturbed.get(p.name)} after other searches`);
        assert.deepEqual(differ, []);
    });

    it('in a fresh process per position (every tenth)', STEP, async () => {
        const differ = [];
        for (const p of list.filter((_, i) => i % 10 === 3)) {
            const alone = (await answers([p])).get(p.name);
            if (alone !== inOrder.get(p.name)) differ.push(`${p.name}: ${inOrder.get(p.name)} in order, ${alone} alone`);
        }
        assert.deepEqual(differ, []);
    });
});
