'use strict';
/*
 * Drives tianyuan the way Sabaki does, through @sabaki/gtp 3.0.0 (the GTP layer of Sabaki):
 * a Controller spawned with cwd = the engine's directory, the attach burst of EngineSyncer
 * (name, version, protocol_version, list_commands written back to back), and
 * ControllerStateTracker.sync() for positions (komi, boardsize, clear_board, then every play
 * written at once through Promise.all; undo + play for an incremental sync; set_free_handicap
 * for root AB stones), then genmove/undo through queueCommand as Sabaki's engine games do.
 * Every answer is checked (error flag and content) and the engine's board is checked with
 * list_stones/showboard. A raw copy of stdout is kept and must contain nothing but answers.
 *
 * Engine: $TIANYUAN_ENGINE (default build/release/tianyuan), arguments: $TIANYUAN_ENGINE_ARGS
 * (default "--config <repo>/conf/regress.conf").
 * Run: node --test tests/clients/sabaki_sync.test.js
 */

const { describe, it, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const { Controller, ControllerStateTracker } = require('@sabaki/gtp');

const { ENGINE, ENGINE_ARGS } = require('../support/engine_under_test');
const STEP_TIMEOUT = 120000;

const ALPHA = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

// A GTP move answer: an uppercase vertex on a board of `size`, pass or resign.
function isMoveAnswer(text, size) {
    if (text === 'pass' || text === 'resign') return true;
    const m = /^([A-HJ-Z])([1-9][0-9]?)$/.exec(text);
    return m !== null && ALPHA.indexOf(m[1]) < size && +m[2] >= 1 && +m[2] <= size;
}

// Sabaki's handicap vertex list (EngineSyncer.sync): the AB vertices [x, y] (y counted from the
// top) sorted with Array.prototype.sort (string order, as Sabaki does), turned into GTP
// coordinates and deduplicated.
function sabakiHandicapCoords(vertices, size) {
    return [...vertices].sort()
        .map(([x, y]) => ALPHA[x] + (size - y))
        .filter((c, i, arr) => i === 0 || c !== arr[i - 1]);
}

const cmdText = (c) => [c.name, ...(c.args || [])].join(' ');
const sortedWords = (s) => s.split(/\s+/).filter((w) => w !== '').sort();
const play = (color, vertex) => ({ name: 'play', args: [color, vertex] });
// ControllerStateTracker keeps vertices uppercased (normalizeVertex): 'pass' becomes 'PASS'.
const tracked = (history) => history.map((c) => ({ name: c.name, args: c.args.map((a, i) => (i === 0 && c.name === 'play' ? a : a.toUpperCase())) }));

describe('tianyuan driven by @sabaki/gtp like Sabaki', () => {
    let controller;
    let tracker;
    let stdoutRaw = '';
    let stderrLines = [];
    let exitInfo = null;
    let exited;
    const log = [];  // {type: 'sent'|'recv', cmd, res}

    // Sends one command as Sabaki's console/queue would and checks nothing.
    const send = (name, ...args) => controller.sendCommand({ name, args });
    // Sends one command and requires success.
    async function ok(name, ...args) {
        const res = await send(name, ...args);
        assert.equal(res.error, false, `'${[name, ...args].join(' ')}' failed: ${res.content}`);
        assert.equal(res.id, null, 'no id was sent, so none may come back');
        return res.content;
    }
    async function stones(color) {
        return sortedWords(await ok('list_stones', color));
    }
    // The commands logged (as text) since log index `from`.
    const sentSince = (from) => log.slice(from).filter((e) => e.type === 'sent').map((e) => cmdText(e.cmd));
    const recvSince = (from) => log.slice(from).filter((e) => e.type === 'recv');

    before(() => {
        assert.ok(fs.existsSync(ENGINE), `engine binary not found: ${ENGINE} (set TIANYUAN_ENGINE)`);
        // As EngineSyncer: the absolute path, argv-split args, cwd = the binary's directory.
        controller = new Controller(ENGINE, ENGINE_ARGS, { cwd: path.dirname(ENGINE) });
        tracker = new ControllerStateTracker(controller);
        controller.on('command-sent', ({ command }) => log.push({ type: 'sent', cmd: command }));
        controller.on('response-received', ({ command, response }) =>
            log.push({ type: 'recv', cmd: command, res: response }));
        controller.on('stderr', ({ content }) => stderrLines.push(content));
        controller.on('started', () => {
            const proc = controller.process;
            proc.stdout.on('data', (d) => { stdoutRaw += d.toString(); });
            exited = new Promise((resolve) => proc.once('exit', (code, signal) => {
                exitInfo = { code, signal };
                resolve(exitInfo);
            }));
        });
        const started = controller.start();
        assert.equal(started, undefined, 'Controller.start() is synchronous and returns nothing');
        assert.ok(controller.process, 'engine process spawned');
    });

    after(async () => {
        if (controller && controller.process) await controller.kill();
        if (stderrLines.length) process.stderr.write(`engine stderr:\n${stderrLines.join('\n')}\n`);
    });

    it('answers the attach burst (name, version, protocol_version, list_commands sent back to back)', { timeout: STEP_TIMEOUT }, async () => {
        const from = log.length;
        const burst = [
            send('name'),
            send('version'),
            send('protocol_version'),
            send('list_commands'),
        ];
        // All four are written before any answer can be read: they are pipelined.
        assert.equal(controller.commands.length, 4, 'four commands in flight');
        assert.equal(controller.busy, true);
        const [name, version, protocolVersion, listCommands] = await Promise.all(burst);
        for (const r of [name, version, protocolVersion, listCommands]) {
            assert.equal(r.error, false, `attach command failed: ${r.content}`);
            assert.equal(r.id, null);
        }
        assert.equal(name.content, 'Tianyuan');
        const cli = execFileSync(ENGINE, ['--version'], { encoding: 'utf8' }).trim();
        assert.equal(cli, `tianyuan ${version.content}`, 'version answer matches tianyuan --version');
        assert.match(version.content, /^\S+$/);
        assert.equal(protocolVersion.content, '2');
        const commands = listCommands.content.split('\n');
        for (const c of commands) assert.match(c, /^[a-z][a-z0-9_-]*$/i, `odd list_commands line ${JSON.stringify(c)}`);
        assert.equal(new Set(commands).size, commands.length, 'list_commands has no duplicates');
        for (const c of ['protocol_version', 'name', 'version', 'known_command', 'list_commands', 'quit',
            'boardsize', 'clear_board', 'komi', 'play', 'genmove', 'undo', 'set_free_handicap',
            'list_stones', 'showboard']) {
            assert.ok(commands.includes(c), `list_commands lacks ${c}`);
        }
        // Answers arrive in the order the commands were written.
        assert.deepEqual(recvSince(from).map((e) => e.cmd.name), ['name', 'version', 'protocol_version', 'list_commands']);
        assert.equal(await tracker.knowsCommand('set_free_handicap'), true);
        assert.equal(await tracker.knowsCommand('undo'), true);
        assert.equal(controller.busy, false);
    });

    const game = [
        play('B', 'D4'), play('W', 'Q16'), play('B', 'Q4'),
        play('B', 'D16'),                                   // setup-style: black twice
        play('B', 'K10'), play('W', 'K11'), play('W', 'J10'), play('W', 'L10'),
        play('W', 'K9'),                                    // white four times; captures K10
        play('B', 'pass'), play('W', 'C3'),
    ];

    it('syncs komi 6.5, boardsize 19, clear_board and a pipelined burst of plays', { timeout: STEP_TIMEOUT }, async () => {
        const from = log.length;
        await tracker.sync({ komi: 6.5, boardsize: [19, 19], history: game });
        const sent = sentSince(from);
        assert.deepEqual(sent, ['komi 6.5', 'boardsize 19', 'clear_board', ...game.map(cmdText)]);
        // The history (clear_board + plays) was written in one burst: every play was sent before
        // the answer to clear_board arrived.
        const part = log.slice(from);
        const firstRecvAfterBurst = part.findIndex((e) => e.type === 'recv' && e.cmd.name === 'clear_board');
        const lastPlaySent = part.map((e) => e.type === 'sent' && e.cmd.name === 'play').lastIndexOf(true);
        assert.ok(lastPlaySent < firstRecvAfterBurst, 'plays are pipelined behind clear_board');
        const recv = recvSince(from);
        assert.deepEqual(recv.map((e) => cmdText(e.cmd)), sent, 'one answer per command, in order');
        for (const e of recv) {
            assert.equal(e.res.error, false, `'${cmdText(e.cmd)}' failed: ${e.res.content}`);
            assert.equal(e.res.content, '', `'${cmdText(e.cmd)}' answers an empty result`);
            assert.equal(e.res.id, null);
        }
        assert.deepEqual(tracker.state.history, tracked(game));
        assert.deepEqual(await stones('black'), ['D16', 'D4', 'Q4']);
        assert.deepEqual(await stones('white'), ['C3', 'J10', 'K11', 'K9', 'L10', 'Q16']);
        const board = await ok('showboard');
        assert.match(board, /komi 6\.5/);
        assert.match(board, /black to move/, 'after W C3 black is to move');
        assert.match(await ok('tianyuan-rules'), /komi=6\.5/, 'komi 6.5 survived boardsize and clear_board');
    });

    it('syncs incrementally with undo followed by plays (Promise.all)', { timeout: STEP_TIMEOUT }, async () => {
        const target = [...game.slice(0, -1), play('W', 'R17'), play('B', 'C17')];
        const from = log.length;
        await tracker.sync({ komi: 6.5, boardsize: [19, 19], history: target });
        const sent = sentSince(from);
        assert.deepEqual(sent, ['undo', 'play W R17', 'play B C17'], 'no komi/boardsize/clear_board resent');
        for (const e of recvSince(from)) {
            assert.equal(e.res.error, false, `'${cmdText(e.cmd)}' failed: ${e.res.content}`);
            assert.equal(e.res.content, '');
        }
        assert.deepEqual(await stones('black'), ['C17', 'D16', 'D4', 'Q4']);
        assert.deepEqual(await stones('white'), ['J10', 'K11', 'K9', 'L10', 'Q16', 'R17']);
        assert.deepEqual(tracker.state.history, tracked(target));
    });

    // genmove via the tracker's queue (as Sabaki's engine games do); checks the answer and that
    // the engine's board has the move. Returns the answer.
    async function genmoveChecked(color, colorName, size) {
        const before = await stones(colorName);
        const other = await stones(colorName === 'black' ? 'white' : 'black');
        const historyLength = tracker.state.history.length;
        const res = await tracker.queueCommand({ name: 'genmove', args: [color] });
        assert.equal(res.error, false, `genmove ${color} failed: ${res.content}`);
        assert.equal(res.id, null);
        assert.ok(isMoveAnswer(res.content, size), `genmove ${color} answered ${JSON.stringify(res.content)}`);
        const after = await stones(colorName);
        if (res.content === 'pass' || res.content === 'resign') {
            assert.deepEqual(after, before, `${res.content} adds no stone`);
        } else {
            assert.ok(!before.includes(res.content) && !other.includes(res.content),
                `genmove ${color} chose the occupied point ${res.content}`);
            assert.deepEqual(after, [...before, res.content].sort(), 'the generated move is on the board');
        }
        if (res.content !== 'resign') {
            assert.equal(tracker.state.history.length, historyLength + 1);
            assert.deepEqual(tracker.state.history.at(-1), play(color, res.content.toUpperCase()));
        }
        return res.content;
    }

    it('genmove B, genmove B again (non-alternating, Sabaki#307), genmove W', { timeout: STEP_TIMEOUT }, async () => {
        await genmoveChecked('B', 'black', 19);
        await genmoveChecked('B', 'black', 19);
        await genmoveChecked('W', 'white', 19);
        assert.equal(await ok('protocol_version'), '2', 'engine still answers');
    });

    it('undo takes back the last generated move', { timeout: STEP_TIMEOUT }, async () => {
        const blackBefore = await stones('black');
        const whiteBefore = await stones('white');
        const move = await genmoveChecked('W', 'white', 19);
        const res = await tracker.queueCommand({ name: 'undo' });
        assert.equal(res.error, false, `undo failed: ${res.content}`);
        assert.equal(res.content, '');
        assert.deepEqual(await stones('black'), blackBefore);
        assert.deepEqual(await stones('white'), whiteBefore, `undo removed ${move}`);
    });

    it('answers a command sent while genmove is pending (Sabaki aborts with protocol_version)', { timeout: STEP_TIMEOUT }, async () => {
        const gen = send('genmove', 'B');
        const abort = send('protocol_version');
        const [g, p] = await Promise.all([gen, abort]);
        assert.equal(g.error, false, `genmove failed: ${g.content}`);
        assert.ok(isMoveAnswer(g.content, 19), `genmove answered ${JSON.stringify(g.content)}`);
        assert.equal(p.error, false);
        assert.equal(p.content, '2');
    });

    it('rejects play B on an occupied point (D4 or another black stone) with "illegal move" and keeps working', { timeout: STEP_TIMEOUT }, async () => {
        const boardBefore = await ok('showboard');
        const occupied = (await stones('black'))[0];
        assert.ok(occupied, 'a black stone to play on');
        const res = await send('play', 'B', occupied);
        assert.equal(res.error, true, 'play on an occupied point must fail');
        assert.equal(res.content, 'illegal move');
        assert.equal(res.id, null);
        assert.equal(await ok('showboard'), boardBefore, 'the failed play changed nothing');
        assert.equal(await ok('name'), 'Tianyuan');
        const g = await ok('genmove', 'W');
        assert.ok(isMoveAnswer(g, 19), `genmove after an error answered ${JSON.stringify(g)}`);
    });

    it('places root AB stones with set_free_handicap on a fresh board, then genmove W', { timeout: STEP_TIMEOUT }, async () => {
        // Root AB[dd][pp][pd][dp][jj] in Sabaki's [x, y] form (y from the top).
        const coords = sabakiHandicapCoords([[3, 3], [15, 15], [15, 3], [3, 15], [9, 9]], 19);
        assert.deepEqual(coords, ['Q4', 'Q16', 'D4', 'D16', 'K10']);
        const history = [{ name: 'set_free_handicap', args: coords }];
        const from = log.length;
        await tracker.sync({ komi: 6.5, boardsize: [19, 19], history });
        const sent = sentSince(from);
        assert.deepEqual(sent, ['clear_board', `set_free_handicap ${coords.join(' ')}`],
            'same komi and size: only clear_board and the handicap are sent');
        for (const e of recvSince(from)) {
            assert.equal(e.res.error, false, `'${cmdText(e.cmd)}' failed: ${e.res.content}`);
            assert.equal(e.res.content, '');
        }
        assert.deepEqual(await stones('black'), [...coords].sort());
        assert.deepEqual(await stones('white'), []);
        const board = await ok('showboard');
        assert.match(board, /komi 6\.5/, 'komi survives clear_board');
        assert.match(board, /white to move/, 'white moves first after handicap');
        assert.match(await ok('tianyuan-rules'), /komi=6\.5/);
        const move = await genmoveChecked('W', 'white', 19);
        assert.ok(!coords.includes(move), `genmove W played on a handicap stone (${move})`);
        assert.deepEqual(await stones('black'), [...coords].sort(), 'handicap stones still there');
        // Handicap stones are not history: one undo takes back the white move, the next fails.
        assert.equal(await ok('undo'), '');
        const second = await send('undo');
        assert.equal(second.error, true, 'undo past the handicap must fail');
        assert.equal(second.content, 'cannot undo');
        assert.deepEqual(await stones('black'), [...coords].sort(), 'a failed undo changes nothing');
    });

    it('syncs a new 9x9 game with a new komi (komi, boardsize, clear_board, plays)', { timeout: STEP_TIMEOUT }, async () => {
        const history = [play('B', 'E5'), play('W', 'C3'), play('B', 'G7'), play('W', 'pass')];
        const from = log.length;
        await tracker.sync({ komi: 7, boardsize: [9, 9], history });
        assert.deepEqual(sentSince(from), ['komi 7', 'boardsize 9', 'clear_board', ...history.map(cmdText)]);
        for (const e of recvSince(from)) {
            assert.equal(e.res.error, false, `'${cmdText(e.cmd)}' failed: ${e.res.content}`);
            assert.equal(e.res.content, '');
        }
        const board = await ok('showboard');
        assert.match(board, /komi 7\b/);
        assert.match(board, /^\s*A B C D E F G H J\s*$/m, '9x9 board header');
        assert.doesNotMatch(board, /\bT\b/, 'no 19x19 columns left');
        assert.deepEqual(await stones('black'), ['E5', 'G7']);
        assert.deepEqual(await stones('white'), ['C3']);
        await genmoveChecked('B', 'black', 9);
        await genmoveChecked('W', 'white', 9);
    });

    it('stops on quit with exit status 0, and stdout held nothing but answers', { timeout: STEP_TIMEOUT }, async () => {
        const from = log.length;
        await controller.stop(5000);
        const quit = recvSince(from).find((e) => e.cmd.name === 'quit');
        assert.ok(quit, 'quit was answered');
        assert.equal(quit.res.error, false);
        assert.equal(quit.res.content, '');
        const info = await exited;
        assert.deepEqual(info, { code: 0, signal: null }, 'clean exit, not killed');

        // Raw stdout: exactly one answer per command, each "=" or "?" + space, ending with one
        // empty line, with no empty line inside.
        const sentCount = log.filter((e) => e.type === 'sent').length;
        assert.ok(stdoutRaw.endsWith('\n\n'), 'stdout ends with the end of an answer');
        assert.ok(!stdoutRaw.includes('\r'), 'no CR on stdout');
        assert.ok(!stdoutRaw.includes('\n\n\n'), 'no empty line inside an answer');
        const blocks = stdoutRaw.slice(0, -2).split('\n\n');
        assert.equal(blocks.length, sentCount, 'one answer per command sent');
        for (const b of blocks) {
            assert.match(b, /^[=?] /, `answer without "= "/"? ": ${JSON.stringify(b.slice(0, 60))}`);
            assert.ok(!/\n[=?]/.test(b), `status-like line inside an answer: ${JSON.stringify(b.slice(0, 200))}`);
            assert.ok(!b.includes('\t'), 'no tabs on stdout');
        }
    });
});
