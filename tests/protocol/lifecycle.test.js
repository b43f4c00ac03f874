'use strict';
/*
 * Lifecycle and resources of the real binary, as an unattended engine meets them (issue 13): end
 * of input, SIGTERM and SIGINT while thinking, analysing or pondering, a closed stdout (also with
 * SIGPIPE ignored by whoever started us, and with fd 1 closed), `quit` answered before the exit,
 * a stderr pipe nobody reads while logging at debug level, no thread left behind by searches,
 * and a tree that stays under --max-tree-memory in a long search while the moves stay sensible.
 * Every test is bounded in time and ends the processes it started (killed if they hang).
 *
 * Engine: $TIANYUAN_ENGINE (default build/release/tianyuan), arguments $TIANYUAN_ENGINE_ARGS
 * (default "--config <repo>/conf/regress.conf").
 * Run: node --test tests/protocol/lifecycle.test.js
 */

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');

const { RawEngine, sleep, show } = require('./raw_engine');

const STEP = { timeout: 60000 };
const EXIT_WITHIN = 3000;  // ms from the event to the process's end
const THINK_LONG = ['--playouts', '0', '--max-time', '60'];  // a genmove that would take a minute

// Starts `engine` on something long: a genmove, an analysis or pondering. Resolves once it runs.
async function startLongWork(engine, kind) {
    await engine.exchange('boardsize 9\nplay b E5\n', 2);
    if (kind === 'thinking') {
        engine.write('genmove w\n');
        await sleep(300);
        assert.equal(engine.out.length, engine.consumed, 'the genmove is still thinking');
    } else if (kind === 'analysing') {
        engine.write('lz-analyze w 5\n');
        await engine.waitForOutput(100);
    } else {  // pondering: after a quick genmove
        await engine.exchange('tianyuan-search_param playouts 100\ntianyuan-search_param ponder 1\n', 2);
        assert.match(await engine.exchange('genmove w\n'), /^= [A-J]\d\n\n$/);
        await sleep(300);
    }
}

describe('lifecycle', () => {
    for (const kind of ['analysing', 'pondering']) {
        it(`end of input while ${kind}: exits 0 at once, the answer closed`, STEP, async () => {
            const e = new RawEngine(THINK_LONG);
            try {
                await startLongWork(e, kind);
                const start = Date.now();
                e.child.stdin.end();
                assert.deepEqual(await e.waitExit(EXIT_WITHIN), { code: 0, signal: null });
                assert.ok(Date.now() - start < EXIT_WITHIN);
                assert.ok(e.out.endsWith('\n\n'), `stdout ends with a whole answer: ${show(e.out.slice(-80))}`);
                assert.ok(!e.out.includes('\n\n\n'));
            } finally {
                await e.close();
            }
        });
    }

    for (const signal of ['SIGTERM', 'SIGINT']) {
        for (const kind of ['thinking', 'analysing', 'pondering']) {
            it(`${signal} while ${kind}: the engine ends at once`, STEP, async () => {
                const e = new RawEngine(THINK_LONG);
                try {
                    await startLongWork(e, kind);
                    const start = Date.now();
                    e.kill(signal);
                    const info = await e.waitExit(EXIT_WITHIN);
                    assert.ok(info.signal === signal || info.code !== null, show(info));
                    assert.ok(Date.now() - start < EXIT_WITHIN);
                } finally {
                    await e.close();
                }
            });
        }
    }

    // Our read end of stdout closed; `shell` sets up what the engine inherits.
    for (const [label, shell] of [['', null], [' (SIGPIPE ignored by the parent)', "trap '' PIPE"]]) {
        for (const kind of ['thinking', 'analysing']) {
            it(`a closed stdout while ${kind} ends the engine${label}`, STEP, async () => {
                const e = new RawEngine(['--playouts', '0', '--max-time', '1'], { shell });
                try {
                    await startLongWork(e, kind);
                    e.child.stdout.destroy();
                    e.write('name\n');  // the next answer (or info line) meets the closed pipe
                    await e.waitExit(5000);
                } finally {
                    await e.close();
                }
            });
        }
    }

    it('a closed fd 1 ends the engine at its first answer, status 1', STEP, async () => {
        const e = new RawEngine([], { shell: '>&-' });
        try {
            e.write('name\nname\n');
            assert.deepEqual(await e.waitExit(EXIT_WITHIN), { code: 1, signal: null });
            assert.match(e.err, /cannot write to stdout/);
        } finally {
            await e.close();
        }
    });

    for (const kind of ['thinking', 'analysing', 'pondering']) {
        it(`quit while ${kind}: answered, then exit 0`, STEP, async () => {
            const e = new RawEngine(['--playouts', '0', '--max-time', '2']);
            try {
                await startLongWork(e, kind);
                e.write('9 quit\n');
                // A genmove answers first (its time is up in 2 s); an analysis closes its answer.
                const answers = await e.read(kind === 'pondering' ? 1 : 2, 10000);
                assert.ok(answers.endsWith('=9 \n\n'), show(answers.slice(-60)));
                assert.deepEqual(await e.waitExit(EXIT_WITHIN), { code: 0, signal: null });
                assert.equal(e.out.length, e.consumed, 'nothing after the quit answer');
            } finally {
                await e.close();
            }
        });
    }

    it('a stderr pipe nobody reads never blocks a genmove (debug logging), and quit still exits', STEP, async () => {
        const e = new RawEngine(['--log-level', 'debug', '--live-gfx', '--playouts', '0', '--max-time', '1'], { stderr: 'unread' });
        try {
            // About 2 MB of log lines: far more than a pipe (64 KiB) and Node's buffer hold.
            const noise = `play b Z99 ${'x'.repeat(150)}\n`.repeat(10000);
            await e.exchange(noise, 10000);
            const blocked = loggerBlockedOnStderr(e.pid);
            if (blocked !== null) assert.ok(blocked, 'the logger thread is stuck writing to stderr');
            const start = Date.now();
            assert.match(await e.exchange('boardsize 9\ngenmove b\n', 2), /^= \n\n= [A-J]\d\n\n$/);
            const seconds = (Date.now() - start) / 1000;
            assert.ok(seconds < 3, `genmove with 1 s to think answered after ${seconds} s`);
            assert.equal(await e.exchange('quit\n'), '= \n\n');
            assert.deepEqual(await e.waitExit(EXIT_WITHIN), { code: 0, signal: null });
        } finally {
            e.kill('SIGKILL');
            await e.exited;
        }
    });
});

// Whether a thread of `pid` sleeps writing to a full pipe or socket (Node's child stdio are unix
// socket pairs), from /proc/PID/task/TID/wchan; null when the kernel does not tell.
function loggerBlockedOnStderr(pid) {
    let told = false;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        let wchan;
        try {
            wchan = fs.readFileSync(`/proc/${pid}/task/${tid}/wchan`, 'utf8');
        } catch {
            continue;
        }
        if (wchan && wchan !== '0') told = true;
        if (/pipe_write|pipe_wait|sock_alloc_send|sk_stream_wait|wait_for_space/.test(wchan)) return true;
    }
    return told ? false : null;
}

describe('resources', () => {
    it('no thread is left behind by genmoves, pondering, analyses and position searches', STEP, async () => {
        const e = new RawEngine(['--threads', '2', '--playouts', '200']);
        try {
            await e.exchange('boardsize 9\nname\n', 2);
            const idle = e.threadCount();
            const colours = ['b', 'w'];
            for (let i = 0; i < 8; i++) {
                const me = colours[i % 2];
                await e.exchange(`tianyuan-search_param ponder ${i % 2}\n`);
                assert.match(await e.exchange(`genmove ${me}\n`), /^= /);
                await sleep(50);  // pondering, when it is on
                e.write(`lz-analyze ${colours[1 - i % 2]} 2\n`);
                await e.waitForOutput(50);
                await e.exchange('name\n', 2);
                await e.exchange(`kata-genmove_analyze ${colours[1 - i % 2]} 5\ntianyuan-winrate\nundo\n`, 3);
                await e.exchange(`reg_genmove ${me}\nname\n`, 2);
            }
            await e.exchange('name\n');
            assert.equal(e.threadCount(), idle, `threads: ${idle} idle at the start`);
        } finally {
            await e.close();
        }
    });

    it('the tree stays under --max-tree-memory in long searches, moves stay sensible, memory comes back', STEP, async () => {
        const capMiB = 2;
        const e = new RawEngine(['--max-tree-memory', String(capMiB), '--log-level', 'info', '--playouts', '100']);
        try {
            await e.exchange('boardsize 9\ngenmove b\nundo\n', 3);
            // The pools' size as the engine states it at start (the cap over the node's size).
            const stated = e.err.match(/tree cap (\d+) MiB \(two pools of (\d+) nodes\)/);
            assert.ok(stated, e.err.slice(0, 500));
            assert.equal(Number(stated[1]), capMiB);
            const perPool = Number(stated[2]);
            assert.ok(perPool >= (capMiB << 20) / 2 / 128 && perPool <= (capMiB << 20) / 2 / 32,
                `${perPool} nodes a pool: not a node of 32 to 128 bytes`);
            const before = e.rssKiB();
            await e.exchange('tianyuan-search_param playouts 20000\n');
            for (const colour of ['b', 'w', 'b']) {
                const move = (await e.ok(`genmove ${colour}`));
                assert.match(move, /^[C-G][3-7]$/, `a move off the edge lines in the opening: ${move}`);
            }
            await sleep(200);  // the last log line
            const trees = [...e.err.matchAll(/simulations in [\d.]+ s, .*tree (\d+) nodes/g)].map((m) => Number(m[1]));
            assert.equal(trees.length, 4, e.err.slice(-500));
            for (const nodes of trees.slice(1)) {
                assert.ok(nodes <= perPool, `tree of ${nodes} nodes, more than the cap's ${perPool}`);
                assert.ok(nodes > 0.9 * perPool, `tree of ${nodes} nodes: the long search did not fill the cap`);
            }
            const grown = e.rssKiB() - before;
            assert.ok(grown <= (capMiB + 2) * 1024, `resident memory grew by ${grown} KiB with a ${capMiB} MiB cap`);
            // Small trees again: the big ones' pages go back to the system (both pools).
            await e.exchange('tianyuan-search_param playouts 100\nclear_board\ngenmove b\ngenmove w\n', 4);
            const after = e.rssKiB() - before;
            assert.ok(after < grown / 2, `resident memory still ${after} KiB above the start after small searches (${grown} KiB at most)`);
        } finally {
            await e.close();
        }
    });
});
