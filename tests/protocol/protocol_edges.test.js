'use strict';
/*
 * GTP v2 framing and error-text edge cases, checked byte for byte on the engine's stdout
 * (raw child_process pipes, no client library smoothing anything over): input preprocessing
 * (CR, control characters, comments, blank lines, HT), ids, answer framing, pipelining, the
 * exact error messages with the state unchanged after each error, startup silence, EOF and
 * quit, and logs kept off stdout.
 *
 * "No answer" is checked without timing: the line under test is followed by a sentinel command
 * and stdout must hold exactly the sentinel's answer.
 *
 * Engine: $TIANYUAN_ENGINE (default build/release/tianyuan), arguments: $TIANYUAN_ENGINE_ARGS
 * (default "--config <repo>/conf/regress.conf").
 * Run: node --test tests/protocol/protocol_edges.test.js
 */

const { describe, it, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { execFileSync } = require('node:child_process');

const { ENGINE } = require('../support/engine_under_test');
const { RawEngine, sleep, show } = require('./raw_engine');
const STEP = { timeout: 120000 };

// Splits raw stdout into answers; every answer must end with exactly one empty line.
function splitAnswers(raw) {
    assert.ok(raw.endsWith('\n\n'), `output does not end with an empty line: ${show(raw)}`);
    assert.ok(!raw.includes('\n\n\n'), `empty line inside an answer: ${show(raw)}`);
    return raw.slice(0, -2).split('\n\n');
}

// Everything that describes the game state, as raw answers.
const SNAPSHOT = 'showboard\nlist_stones black\nlist_stones white\ntianyuan-rules\n';
async function snapshot(engine) {
    return engine.exchange(SNAPSHOT, 4);
}

// Sends a command that must fail with exactly `message` (a string) or any message (null),
// and checks that the state did not change and the engine still answers.
async function expectError(engine, command, message) {
    const before = await snapshot(engine);
    const raw = await engine.exchange(command + '\n');
    if (message === null) assert.match(raw, /^\? \S[^\n]*\n\n$/, `'${command}' must fail: ${show(raw)}`);
    else assert.equal(raw, `? ${message}\n\n`, `'${command}'`);
    assert.equal(await snapshot(engine), before, `'${command}' failed but changed the state`);
    assert.equal(await engine.exchange('protocol_version\n'), '= 2\n\n', `engine unusable after '${command}'`);
    return raw;
}

describe('GTP framing and protocol edges', () => {
    let engine;
    let tmpDir;

    before(() => {
        assert.ok(fs.existsSync(ENGINE), `engine binary not found: ${ENGINE} (set TIANYUAN_ENGINE)`);
        tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tianyuan-protocol-'));
    });

    after(async () => {
        if (engine) await engine.close();
        if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    it('writes nothing to stdout before the first command', STEP, async () => {
        engine = new RawEngine();
        await sleep(300);
        assert.equal(engine.out, '', 'stdout must stay silent until a command arrives');
        assert.equal(engine.exitInfo, null, 'engine still running');
        assert.equal(await engine.exchange('protocol_version\n'), '= 2\n\n');
    });

    it('accepts CRLF line endings and never writes CR', STEP, async () => {
        assert.equal(await engine.exchange('name\r\nprotocol_version\r\n', 2), '= Tianyuan\n\n= 2\n\n');
        assert.equal(await engine.exchange('3 known_command play\r\n'), '=3 true\n\n');
    });

    it('drops control characters other than HT and LF', STEP, async () => {
        assert.equal(await engine.exchange('\x01na\x02me\n'), '= Tianyuan\n\n');
        assert.equal(await engine.exchange('proto\x1bcol_ver\x7fsion\x00\n'), '= 2\n\n');
        assert.equal(await engine.exchange('\x04\x05 5\x06 name\x07\n'), '=5 Tianyuan\n\n');
    });

    it('gives no answer for comments and comment-only lines, and strips trailing comments', STEP, async () => {
        assert.equal(await engine.exchange('# a comment\n#\n   # indented comment\n# interrupt\nprotocol_version\n'), '= 2\n\n');
        assert.equal(await engine.exchange('name # trailing comment\n'), '= Tianyuan\n\n');
        assert.equal(await engine.exchange('6 name #comment\n'), '=6 Tianyuan\n\n');
        assert.equal(await engine.exchange('known_command#name\n'), '? syntax error\n\n', 'the # cuts the argument off');
    });

    it('gives no answer for empty and whitespace-only lines', STEP, async () => {
        assert.equal(await engine.exchange('\n\n   \n\t\n \t \n\r\n\x01\n\x0b\x0c\nname\n'), '= Tianyuan\n\n');
    });

    it('treats HT as a separator', STEP, async () => {
        assert.equal(await engine.exchange('clear_board\nplay\tb\td4\n\tlist_stones\tblack\t\n', 3),
            '= \n\n= \n\n= D4\n\n');
        assert.equal(await engine.exchange('8\tplay  \t w\t \tQ16\n'), '=8 \n\n');
        assert.equal(await engine.ok('list_stones white'), 'Q16');
    });

    it('echoes ids with a space after them and answers "= " without one', STEP, async () => {
        const raw = await engine.exchange('7 name\n7 foo\n0 protocol_version\n123456 clear_board\nname\nclear_board\nfoo\n', 7);
        assert.equal(raw, '=7 Tianyuan\n\n?7 unknown command\n\n=0 2\n\n=123456 \n\n= Tianyuan\n\n= \n\n? unknown command\n\n');
        await engine.exchange('play b D4\n');
        assert.equal(await engine.exchange('9 play b D4\n'), '?9 illegal move\n\n');
    });

    it('ends every answer with exactly one empty line and has no empty line inside (multi-line answers)', STEP, async () => {
        const commands = ['list_commands', 'showboard', 'name', 'clear_board', 'gomill-describe_engine',
            'play b D4', 'play w Q16', 'showboard', 'printsgf', 'final_status_list alive',
            'final_status_list dead', 'final_score', 'foo', 'list_commands'];
        const raw = await engine.exchange(commands.join('\n') + '\n', commands.length);
        assert.equal(engine.out.length, engine.consumed, 'nothing more than the answers');
        assert.ok(!raw.includes('\r') && !raw.includes('\t'), 'no CR or HT on stdout');
        const answers = splitAnswers(raw);
        assert.equal(answers.length, commands.length);
        answers.forEach((a, i) => {
            assert.match(a, /^[=?] /, `'${commands[i]}' answer ${show(a.slice(0, 40))}`);
            for (const line of a.split('\n').slice(1)) {
                assert.notEqual(line.trim(), '', `blank line inside the answer to '${commands[i]}'`);
                assert.ok(!/^[=?]/.test(line), `status-like line inside the answer to '${commands[i]}': ${show(line)}`);
            }
        });
        // list_commands: one name per line, no padding.
        const names = answers[0].slice(2).split('\n');
        assert.ok(names.length > 10, 'list_commands lists the commands');
        for (const n of names) assert.match(n, /^[a-z][a-z0-9_-]*$/i, `list_commands line ${show(n)}`);
        assert.equal(answers[13], answers[0], 'list_commands is stable');
        for (const c of ['protocol_version', 'name', 'version', 'known_command', 'list_commands', 'quit',
            'boardsize', 'clear_board', 'komi', 'play', 'genmove', 'undo', 'fixed_handicap',
            'set_free_handicap', 'place_free_handicap', 'loadsgf', 'final_score', 'final_status_list', 'showboard']) {
            assert.ok(names.includes(c), `list_commands lacks ${c}`);
        }
        // showboard: several lines, the board has 19 rows.
        assert.ok(answers[7].split('\n').length >= 21, 'showboard has the whole board');
        assert.equal(answers[12], '? unknown command');
    });

    it('answers a burst of 50 commands written at once, in order', STEP, async () => {
        await engine.exchange('clear_board\n');
        const cols = 'ABCDEFGHJKLMNOPQRST';
        const lines = [];
        const expected = [];
        const black = [];
        for (let i = 1; i <= 50; i++) {
            switch (i % 5) {
            case 0: lines.push(`${i} foo_${i}`); expected.push(`?${i} unknown command`); break;
            case 1: lines.push(`${i} name`); expected.push(`=${i} Tianyuan`); break;
            case 2: {
                const v = `${cols[i % 19]}${1 + Math.floor(i / 19) * 6}`;
                black.push(v);
                lines.push(`${i} play b ${v}`);
                expected.push(`=${i} `);
                break;
            }
            case 3: lines.push(`${i} protocol_version`); expected.push(`=${i} 2`); break;
            default: lines.push(`${i} known_command genmove`); expected.push(`=${i} true`); break;
            }
        }
        assert.equal(new Set(black).size, black.length);
        engine.write(lines.join('\n') + '\n');  // one write()
        const raw = await engine.read(50);
        assert.deepEqual(splitAnswers(raw), expected);
        const stones = (await engine.ok('list_stones black')).split(' ').sort();
        assert.deepEqual(stones, [...black].sort());
    });

    it('answers "? unknown command" for unknown commands', STEP, async () => {
        await expectError(engine, 'foo', 'unknown command');
        await expectError(engine, 'foo bar baz', 'unknown command');
        await expectError(engine, 'genmove_black', 'unknown command');
        assert.equal(await engine.exchange('known_command foo\n'), '= false\n\n');
    });

    it('play: "illegal move" on an occupied point, "syntax error" for bad arguments', STEP, async () => {
        await engine.exchange('boardsize 19\nclear_board\nkomi 6.5\nplay b D4\nplay w Q16\n', 5);
        await expectError(engine, 'play b D4', 'illegal move');
        await expectError(engine, 'play w D4', 'illegal move');
        await expectError(engine, 'play b I5', 'syntax error');
        await expectError(engine, 'play x D4', 'syntax error');
        await expectError(engine, 'play b', 'syntax error');
        await expectError(engine, 'play', 'syntax error');
        await expectError(engine, 'play b D5 D6', 'syntax error');
        await expectError(engine, 'play b 4D', 'syntax error');
    });

    it('play b Z25 on 19x19 fails and changes nothing; Z25 is fine on 25x25', STEP, async () => {
        await expectError(engine, 'play b Z25', null);
        await expectError(engine, 'play w T20', null);
        await engine.exchange('boardsize 25\nclear_board\n', 2);
        assert.equal(await engine.exchange('play b Z25\n'), '= \n\n');
        assert.equal(await engine.ok('list_stones black'), 'Z25');
        await engine.exchange('boardsize 19\nclear_board\n', 2);
    });

    it('boardsize: "unacceptable size" and "syntax error"', STEP, async () => {
        await engine.exchange('play b D4\n');
        await expectError(engine, 'boardsize 26', 'unacceptable size');
        await expectError(engine, 'boardsize 0', 'unacceptable size');
        await expectError(engine, 'boardsize x', 'syntax error');
        await expectError(engine, 'boardsize', 'syntax error');
        await expectError(engine, 'boardsize 9.5', 'syntax error');
    });

    it('komi abc: "syntax error", komi unchanged', STEP, async () => {
        await engine.exchange('komi 6.5\n');
        await expectError(engine, 'komi abc', 'syntax error');
        await expectError(engine, 'komi', 'syntax error');
        assert.match(await engine.ok('showboard'), /komi 6\.5/);
    });

    it('undo on an empty history: "cannot undo"', STEP, async () => {
        await engine.exchange('clear_board\n');
        await expectError(engine, 'undo', 'cannot undo');
        await engine.exchange('play b D4\n');
        assert.equal(await engine.exchange('undo\n'), '= \n\n');
        await expectError(engine, 'undo', 'cannot undo');
    });

    it('fixed_handicap: "board not empty" and "invalid number of stones"', STEP, async () => {
        await engine.exchange('clear_board\nplay b D4\n', 2);
        await expectError(engine, 'fixed_handicap 2', 'board not empty');
        await engine.exchange('clear_board\n');
        await expectError(engine, 'fixed_handicap 10', 'invalid number of stones');
        await expectError(engine, 'fixed_handicap 1', 'invalid number of stones');
        await expectError(engine, 'fixed_handicap 0', 'invalid number of stones');
        assert.equal(await engine.ok('list_stones black'), '', 'board still empty');
        assert.equal(await engine.exchange('fixed_handicap 2\n'), '= D4 Q16\n\n');
        await expectError(engine, 'fixed_handicap 2', 'board not empty');
    });

    it('set_free_handicap: "bad vertex list"', STEP, async () => {
        await engine.exchange('clear_board\n');
        await expectError(engine, 'set_free_handicap D4', 'bad vertex list');
        await expectError(engine, 'set_free_handicap D4 D4', 'bad vertex list');
        await expectError(engine, 'set_free_handicap pass D4', 'bad vertex list');
        await expectError(engine, 'set_free_handicap I4 D5', 'bad vertex list');
        await expectError(engine, 'set_free_handicap D4 Z25', 'bad vertex list');
        assert.equal(await engine.ok('list_stones black'), '', 'board still empty');
        assert.equal(await engine.exchange('set_free_handicap d4 Q16 k10\n'), '= \n\n');
        assert.deepEqual((await engine.ok('list_stones black')).split(' ').sort(), ['D4', 'K10', 'Q16']);
    });

    it('final_status_list foo: "syntax error"', STEP, async () => {
        await expectError(engine, 'final_status_list foo', 'syntax error');
        await expectError(engine, 'final_status_list', 'syntax error');
    });

    it('loadsgf: "cannot load file: reason" for a missing or malformed file, board unchanged', STEP, async () => {
        await engine.exchange('clear_board\nkomi 6.5\nplay b D4\nplay w C3\nplay b pass\n', 5);
        await expectError(engine, 'loadsgf /nonexistent.sgf', 'cannot load file: no such file');
        await expectError(engine, `loadsgf ${path.join(tmpDir, 'missing.sgf')} 3`, 'cannot load file: no such file');
        const malformed = [
            ['garbage.sgf', 'this is not an SGF file\n', "no game tree: no '(;' in the text"],
            ['truncated.sgf', '(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];W[cc',
                'the file ends inside a property value (truncated?) (line 1)'],
            ['badsize.sgf', '(;GM[1]FF[4]SZ[99];B[aa])', 'board size 99 is outside 2..25'],
        ];
        for (const [name, text, reason] of malformed) {
            const file = path.join(tmpDir, name);
            fs.writeFileSync(file, text);
            await expectError(engine, `loadsgf ${file}`, `cannot load file: ${reason}`);
        }
        assert.deepEqual((await engine.ok('list_stones black')), 'D4');
        assert.deepEqual((await engine.ok('list_stones white')), 'C3');
    });

    it('exits with status 0 at end of input', STEP, async () => {
        const e = new RawEngine();
        try {
            e.write('name\n');
            e.child.stdin.end();
            assert.equal(await e.read(1), '= Tianyuan\n\n');
            assert.deepEqual(await e.exited, { code: 0, signal: null });
            assert.equal(e.out, '= Tianyuan\n\n', 'nothing after the last answer');
        } finally {
            await e.close();
        }
    });

    it('quit answers "= " and exits 0 without reading further commands', STEP, async () => {
        assert.equal(await engine.exchange('quit\nname\n'), '= \n\n');
        const t = setTimeout(() => engine.child.kill('SIGKILL'), 5000);
        const info = await engine.exited;
        clearTimeout(t);
        assert.deepEqual(info, { code: 0, signal: null }, 'exit 0 after quit while stdin is still open');
        assert.equal(engine.out.slice(engine.consumed), '', 'no answer after quit');
        const e = new RawEngine();
        try {
            assert.equal(await e.exchange('5 quit\n'), '=5 \n\n');
            assert.deepEqual(await e.exited, { code: 0, signal: null });
        } finally {
            await e.close();
        }
    });

    it('keeps logs off stdout with --log-level debug', STEP, async () => {
        const e = new RawEngine(['--log-level', 'debug']);
        try {
            const commands = ['name', 'komi 6.3', 'play b D4', 'play b D4', 'foo', 'boardsize 40',
                'loadsgf /nonexistent.sgf', 'genmove w', 'final_score', 'undo', 'undo', 'undo', 'quit'];
            e.write(commands.join('\n') + '\n');
            const raw = await e.read(commands.length);
            assert.deepEqual(await e.exited, { code: 0, signal: null });
            assert.equal(e.out, raw, 'stdout holds the answers and nothing else');
            const answers = splitAnswers(raw);
            assert.equal(answers.length, commands.length);
            for (const a of answers) assert.match(a, /^[=?] [^\n]*$/, `one-line answer expected: ${show(a)}`);
            assert.equal(answers[0], '= Tianyuan');
            assert.equal(answers[3], '? illegal move');
            assert.equal(answers[4], '? unknown command');
            assert.equal(answers[5], '? unacceptable size');
            assert.equal(answers[6], '? cannot load file: no such file');
            assert.match(answers[7], /^= ([A-HJ-T](1[0-9]|[1-9])|pass|resign)$/);
            assert.equal(answers[12], '= ');
            assert.ok(e.err.length > 0, 'debug logging goes to stderr');
        } finally {
            await e.close();
        }
    });
});

// Bad input of every class an unattended engine meets (issue 13), as raw bytes: a clear '?'
// answer, stdout valid UTF-8 with nothing but answers, the state as it was. The same classes
// go through the engine's line handler in tests/gtp/test_gtp_hostile_input.cpp.
describe('hostile input', () => {
    let engine;
    let tmpDir;
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const assertValidUtf8 = (raw) => utf8.decode(Buffer.from(raw, 'latin1'));

    before(async () => {
        tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tianyuan-hostile-'));
        engine = new RawEngine();
        await engine.exchange('boardsize 9\nkomi 6.5\ntime_settings 300 30 5\nplay b E5\nplay w C3\n', 5);
    });

    after(async () => {
        if (engine) await engine.close();
        if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    // `input` (raw bytes, one line) must fail with `message` (a string or a RegExp).
    async function refused(input, message) {
        const before = await snapshot(engine);
        const raw = await engine.exchange(input + '\n');
        assertValidUtf8(raw);
        if (message instanceof RegExp) assert.match(raw, message, show(input.slice(0, 60)));
        else assert.equal(raw, `? ${message}\n\n`, show(input.slice(0, 60)));
        assert.equal(await snapshot(engine), before, `${show(input.slice(0, 60))} changed the state`);
    }

    it('lines of megabytes: "? line too long" with the id, and the next line is read', STEP, async () => {
        const huge = 'x'.repeat(8 << 20);
        await refused(`7 play b ${huge}`, /^\?7 line too long \(more than 65536 bytes\)\n\n$/);
        await refused(`play b E6 ${' '.repeat(1 << 20)}D4`, 'line too long (more than 65536 bytes)');
        assert.equal(await engine.exchange(`# a comment of megabytes ${huge}\nname #${huge}\n`), '= Tianyuan\n\n');
    });

    it('NUL and control bytes: dropped, never echoed', STEP, async () => {
        await refused('play b \x00\x00\x01', 'syntax error');
        await refused('kgs-rules \x1b[31mjapanese\x07', 'unknown rules: [31mjapanese');
        await refused('\x00\x01bogus\x02', 'unknown command');
        assert.equal(await engine.exchange('\x00\x01\x02\x1b\n\x00pro\x00tocol_ver\x7fsion\x00\n'), '= 2\n\n');
    });

    it('invalid UTF-8: a clear error, the bad bytes as "?"', STEP, async () => {
        await refused('kgs-rules \xff\xfe\xc0\xaf', 'unknown rules: ????');
        await refused('lz-analyze b 10 \xed\xa0\x80', "unknown analyze argument '???'");
        await refused('tianyuan-search_param \xe2\x82 1', "unknown setting '??'");
        await refused('pl\xc3\xa4y b E6', 'unknown command');
        await refused(`kgs-rules ${'\xe5\xa4\xa9'.repeat(200)}`, /^\? unknown rules: (\xe5\xa4\xa9)+\.\.\.\n\n$/);
    });

    it('overflowing numbers: syntax errors, nothing wraps around', STEP, async () => {
        for (const command of ['boardsize 99999999999999999999', 'boardsize 4294967305', 'komi 1e400',
            'komi nan', 'gg-undo 99999999999', 'fixed_handicap 4294967298', 'time_settings 1e999 30 5',
            'time_left b 1e400 0', 'time_left w 10 4294967296', 'kgs-time_settings byoyomi 300 30 4294967301',
            'lz-analyze b 99999999999', 'kata-analyze b interval 99999999999']) {
            await refused(command, 'syntax error');
        }
        await refused('komi 1e300', 'komi out of range');
    });

    it('negative sizes and counts: refused', STEP, async () => {
        await refused('boardsize -19', 'unacceptable size');
        await refused('gg-undo -1', 'syntax error');
        await refused('time_settings -300 30 5', 'syntax error');
        await refused('time_left b 10 -1', 'syntax error');
        await refused('lz-analyze b 10 minmoves -1', 'syntax error');
        const e = new RawEngine();
        try {
            for (const command of ['fixed_handicap -2', 'place_free_handicap -3', 'fixed_handicap -2147483648']) {
                assert.equal(await e.exchange(command + '\n'), '? invalid number of stones\n\n');
            }
            assert.equal(await e.ok('list_stones black'), '');
        } finally {
            await e.close();
        }
    });

    it('thousands of undos: back to the empty board, then "cannot undo"', STEP, async () => {
        const e = new RawEngine(['--player', 'random']);
        try {
            const start = Date.now();
            const plays = Array.from({ length: 1500 }, (_, i) => `genmove ${i % 2 ? 'w' : 'b'}`);
            assert.equal(splitAnswers(await e.exchange(plays.join('\n') + '\n', plays.length)).filter((a) => a[0] !== '=').length, 0);
            assert.equal(await e.exchange('gg-undo 1501\n'), '? cannot undo\n\n');
            const undos = splitAnswers(await e.exchange('undo\n'.repeat(1500), 1500));
            assert.ok(undos.every((a) => a === '= '), 'every undo succeeds');
            assert.equal(await e.exchange('undo\n'), '? cannot undo\n\n');
            assert.equal(await e.ok('list_stones black'), '');
            assert.ok(Date.now() - start < 30000, `took ${Date.now() - start} ms`);
        } finally {
            await e.close();
        }
    });

    it('printsgf to our own stdout or a FIFO: refused, no stray bytes, no hang', STEP, async () => {
        await refused('printsgf /dev/stdout', 'cannot write file /dev/stdout');
        await refused(`printsgf /proc/${engine.pid}/fd/1`, `cannot write file /proc/${engine.pid}/fd/1`);
        const fifo = path.join(tmpDir, 'fifo');
        execFileSync('mkfifo', [fifo]);
        await refused(`printsgf ${fifo}`, `cannot write file ${fifo}`);  // would wait for a reader
        assert.equal(engine.out.length, engine.consumed, 'nothing but the answers');
    });

    it('boardsize and clear_board while analysing or pondering', STEP, async () => {
        const e = new RawEngine(['--ponder', '--playouts', '200']);
        try {
            await e.exchange('boardsize 9\nplay b E5\n', 2);
            e.write('3 lz-analyze w 5\n');
            await e.waitForOutput(100);  // the analysis is streaming
            e.write('4 boardsize 13\n');
            const analysis = await e.read(1);
            assert.match(analysis, /^=3\n(info [^\n]*\n)*\n$/, 'the analysis ends with its empty line');
            assert.equal(await e.read(1), '=4 \n\n');
            assert.match(await e.ok('showboard'), /^\n {3}A B C D E F G H J K L M N\n13 \. \. /);
            assert.match(await e.exchange('5 genmove b\n'), /^=5 [A-HJ-N]\d+\n\n$/);  // then it ponders
            await sleep(300);
            assert.equal(await e.exchange('6 clear_board\n7 boardsize 7\n', 2), '=6 \n\n=7 \n\n');
            assert.equal(await e.ok('list_stones black'), '');
            e.write('8 kata-analyze b 5\n');
            await e.waitForOutput(100);
            assert.match(await e.exchange('9 clear_board\n', 2), /^=8\n(info [^\n]*\n)*\n=9 \n\n$/);
            assert.equal(e.out.length, e.consumed, 'nothing after the answers');
        } finally {
            await e.close();
        }
    });
});
