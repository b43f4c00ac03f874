'use strict';
/*
 * Live analysis as Sabaki runs it, through @sabaki/gtp 3.0.0: Sabaki picks the first of
 * `analyze`, `kata-analyze`, `lz-analyze` that list_commands shows and sends it with
 * [colour, interval] (setting board.analysis_interval, in centiseconds); its engine games use
 * genmove_analyze, kata-genmove_analyze or lz-genmove_analyze. The streamed lines come from
 * @sabaki/gtp's subscriber ({line, end}); each `info` line is parsed with the rules of Sabaki's
 * parseAnalysis (src/modules/analysis.js): split on `info`, the principal variation is the run
 * of vertices at the end, the other tokens are key-value pairs; win rates are integers in
 * ten-thousandths except for kata-*. Sabaki stops an analysis by sending its next command; here
 * protocol_version, whose answer must come next and intact. GoGui's `# interrupt` line is
 * written raw to the engine's stdin during a long genmove and during an analysis.
 *
 * Engine: $TIANYUAN_ENGINE (default build/release/tianyuan), arguments: $TIANYUAN_ENGINE_ARGS
 * (default "--config <repo>/conf/regress.conf"). Run: node --test tests/clients/sabaki_analysis.test.js
 */

const { describe, it, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { Controller } = require('@sabaki/gtp');

const { ENGINE, ENGINE_ARGS } = require('../support/engine_under_test');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const VERTEX = /^([A-HJ-T])(1[0-9]|[1-9])$/;

// Sabaki's parseAnalysis rules on one line: [{move, visits, winrate (percent), scoreLead, pv}].
function parseInfoLine(line, winrateFormat) {
    return line.split(/\s*info\s+/).slice(1).map((x) => x.trim()).map((x) => {
        const matchPV = x.match(/(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*$/);
        if (matchPV === null) return null;
        const tokens = x.slice(0, matchPV.index).trim().split(/\s+/).slice(0, -1);
        const fields = {};
        for (let i = 0; i + 1 < tokens.length; i += 2) fields[tokens[i]] = tokens[i + 1];
        fields.pv = matchPV[0].split(/\s+/);
        return fields;
    }).filter((f) => f !== null && f.move !== undefined && f.winrate !== undefined)
        .map((f) => ({
            move: f.move,
            visits: +f.visits,
            winrate: winrateFormat === 'float' ? +f.winrate * 100 : +f.winrate / 100,
            rawWinrate: f.winrate,
            scoreLead: f.scoreLead === undefined ? null : +f.scoreLead,
            order: +f.order,
            pv: f.pv,
        }));
}

describe('analysis through @sabaki/gtp', () => {
    let controller;
    let stdoutRaw = '';

    before(async () => {
        controller = new Controller(ENGINE, ENGINE_ARGS, { cwd: path.dirname(ENGINE) });
        controller.start();
        controller.process.stdout.on('data', (d) => { stdoutRaw += d; });
        for (const [name, ...args] of [['boardsize', '19'], ['clear_board'], ['komi', '7.5'],
            ['play', 'B', 'Q16'], ['play', 'W', 'D4'], ['play', 'B', 'Q3']]) {
            const res = await controller.sendCommand({ name, args });
            assert.equal(res.error, false, `${name} failed: ${res.content}`);
        }
    });

    after(async () => {
        await controller.stop();
    });

    it('lists the analysis commands Sabaki looks for', async () => {
        const res = await controller.sendCommand({ name: 'list_commands' });
        const names = res.content.split('\n');
        for (const n of ['analyze', 'lz-analyze', 'kata-analyze', 'genmove_analyze',
            'lz-genmove_analyze', 'kata-genmove_analyze', 'gogui-interrupt'])
            assert.ok(names.includes(n), `list_commands lacks ${n}`);
    });

    for (const name of ['analyze', 'lz-analyze', 'kata-analyze']) {
        it(`${name} W 25 streams info lines whose numbers move, until the next command`, async () => {
            const format = name.startsWith('kata') ? 'float' : 'integer';
            const lines = [];
            const analysis = controller.sendCommand({ name, args: ['W', '25'] },
                ({ line }) => { if (line.startsWith('info ')) lines.push(line); });
            await sleep(1200);
            const version = controller.sendCommand({ name: 'protocol_version' });
            const [done, answer] = await Promise.all([analysis, version]);
            assert.equal(done.error, false);
            assert.equal(answer.error, false);
            assert.equal(answer.content, '2', 'the command after the analysis gets its own answer');
            assert.ok(lines.length >= 3, `${lines.length} info lines in 1.2 s at a 0.25 s interval`);
            const parsed = lines.map((l) => parseInfoLine(l, format));
            for (const variations of parsed) {
                assert.ok(variations.length >= 1, 'every line has a move Sabaki can read');
                for (const v of variations) {
                    assert.match(v.move, VERTEX);
                    assert.ok(v.winrate >= 0 && v.winrate <= 100, `win rate ${v.rawWinrate}`);
                    if (format === 'integer') assert.match(v.rawWinrate, /^\d+$/);
                    else assert.match(v.rawWinrate, /\./);
                    assert.equal(v.pv[0], v.move, 'the variation starts with the move');
                    for (const p of v.pv) assert.match(p, VERTEX);
                }
                assert.deepEqual(variations.map((v) => v.order), variations.map((_, i) => i));
            }
            const total = (vs) => vs.reduce((s, v) => s + v.visits, 0);
            assert.ok(total(parsed[parsed.length - 1]) > total(parsed[0]), 'visits grow');
            const rates = (vs) => vs.map((v) => `${v.move}:${v.rawWinrate}`).join(' ');
            assert.notEqual(rates(parsed[parsed.length - 1]), rates(parsed[0]),
                'win rates change as the search goes on');
            if (format === 'float')
                assert.ok(parsed.every((vs) => vs.every((v) => Number.isFinite(v.scoreLead))));
        });
    }

    it('kata-analyze ownership true ends each line with 361 values for the player', async () => {
        const lines = [];
        const analysis = controller.sendCommand(
            { name: 'kata-analyze', args: ['B', '20', 'ownership', 'true'] },
            ({ line }) => { if (line.startsWith('info ')) lines.push(line); });
        await sleep(700);
        const [, answer] = await Promise.all([analysis, controller.sendCommand({ name: 'name' })]);
        assert.equal(answer.content, 'Tianyuan');
        assert.ok(lines.length >= 1);
        const last = lines[lines.length - 1];
        const values = last.slice(last.indexOf(' ownership ') + 11).trim().split(/\s+/).map(Number);
        assert.equal(values.length, 361);
        assert.ok(values.every((v) => v >= -1 && v <= 1));
        // Black's own stone at Q16 (row 4 from the top, column Q = 15) is Black's: near +1.
        assert.ok(values[3 * 19 + 15] > 0.5, `ownership at Q16 ${values[3 * 19 + 15]}`);
        assert.ok(values[15 * 19 + 3] < -0.5, `ownership at D4 ${values[15 * 19 + 3]}`);
        assert.ok(parseInfoLine(last, 'float').length >= 1, 'Sabaki still reads the moves');
    });

    for (const name of ['genmove_analyze', 'lz-genmove_analyze', 'kata-genmove_analyze']) {
        it(`${name} streams info lines, then play, and plays the move`, async () => {
            const lines = [];
            const res = await controller.sendCommand({ name, args: ['W', '10'] },
                ({ line }) => { lines.push(line); });
            assert.equal(res.error, false);
            const infos = lines.filter((l) => l.startsWith('info '));
            const plays = lines.filter((l) => l.startsWith('play '));
            assert.equal(plays.length, 1, lines.join('\n'));
            const move = plays[0].slice(5);
            assert.match(move, /^([A-HJ-T](1[0-9]|[1-9])|pass|resign)$/);
            assert.ok(infos.length >= 1, 'at least the closing snapshot');
            if (VERTEX.test(move)) {
                const stones = await controller.sendCommand({ name: 'list_stones', args: ['white'] });
                assert.ok(stones.content.split(/\s+/).includes(move), 'the move was played');
                await controller.sendCommand({ name: 'undo' });
            }
        });
    }

    it('bad analysis arguments get an error and no stream', async () => {
        for (const args of [['B', '10', 'ownership', 'maybe'], ['B', '10', 'frobnicate', '1'],
            ['B', '10', 'avoid', 'B', 'Z99', '1'], ['B', '-5']]) {
            const res = await controller.sendCommand({ name: 'kata-analyze', args });
            assert.equal(res.error, true, `kata-analyze ${args.join(' ')}`);
        }
        const res = await controller.sendCommand({ name: 'protocol_version' });
        assert.equal(res.content, '2');
    });

    it('avoid and allow restrict the analysed moves', async () => {
        const avoided = [];
        let analysis = controller.sendCommand(
            { name: 'lz-analyze', args: ['W', '10', 'avoid', 'W', 'D16,Q4,R4,C16', '1'] },
            ({ line }) => { if (line.startsWith('info ')) avoided.push(...parseInfoLine(line, 'integer')); });
        await sleep(500);
        await Promise.all([analysis, controller.sendCommand({ name: 'protocol_version' })]);
        assert.ok(avoided.length > 0);
        for (const v of avoided) assert.ok(!['D16', 'Q4', 'R4', 'C16'].includes(v.move), v.move);
        const allowed = [];
        analysis = controller.sendCommand(
            { name: 'lz-analyze', args: ['W', '10', 'allow', 'W', 'K10,C3', '1', 'minmoves', '2'] },
            ({ line }) => { if (line.startsWith('info ')) allowed.push(...parseInfoLine(line, 'integer')); });
        await sleep(500);
        await Promise.all([analysis, controller.sendCommand({ name: 'protocol_version' })]);
        assert.ok(allowed.length > 0);
        for (const v of allowed) assert.ok(['K10', 'C3'].includes(v.move), v.move);
    });

    it('stdout carried GTP answers only', () => {
        for (const block of stdoutRaw.split('\n\n').filter((b) => b.trim() !== ''))
            assert.match(block.replace(/^\n+/, ''), /^[=?]\d*( |\n|$)/, JSON.stringify(block.slice(0, 80)));
    });
});

describe('GoGui interrupt', () => {
    let controller;
    before(async () => {
        // A budget that would take minutes: only the interrupt can end these searches.
        controller = new Controller(ENGINE, [...ENGINE_ARGS, '--playouts', '100000000'],
            { cwd: path.dirname(ENGINE) });
        controller.start();
        await controller.sendCommand({ name: 'boardsize', args: ['19'] });
        await controller.sendCommand({ name: 'clear_board' });
    });
    after(async () => { await controller.stop(); });

    it('a `# interrupt` line ends a long genmove with a move, and the game goes on', async () => {
        const genmove = controller.sendCommand({ name: 'genmove', args: ['B'] });
        await sleep(500);
        const sent = Date.now();
        controller.process.stdin.write('# interrupt\n');
        const res = await genmove;
        const took = Date.now() - sent;
        console.log(`interrupted genmove answered ${took} ms after the interrupt`);
        assert.equal(res.error, false);
        assert.match(res.content, VERTEX);
        assert.ok(took < 5000, `answered ${took} ms after the interrupt`);
        const next = await controller.sendCommand({ name: 'list_stones', args: ['black'] });
        assert.equal(next.content, res.content, 'the move was played');
    });

    it('a `# interrupt` line ends an analysis; the next command is answered', async () => {
        const lines = [];
        const analysis = controller.sendCommand({ name: 'lz-analyze', args: ['W', '10'] },
            ({ line }) => lines.push(line));
        await sleep(400);
        controller.process.stdin.write('# interrupt\n');
        const res = await analysis;
        assert.equal(res.error, false);
        assert.ok(lines.some((l) => l.startsWith('info ')));
        const next = await controller.sendCommand({ name: 'protocol_version' });
        assert.equal(next.content, '2');
    });
});
