'use strict';
/*
 * The engine under test on raw child_process pipes, no client library smoothing anything over:
 * RawEngine writes bytes as they are and reads exactly the stdout bytes of the next answers.
 * Shared by the Node tests of tests/protocol/.
 *
 *   new RawEngine(extraArgs, { stderr, shell, engineArgs })
 *     extraArgs  arguments after engineArgs (default $TIANYUAN_ENGINE_ARGS)
 *     stderr     'read' (default: kept in .err), 'unread' (a pipe nobody reads: it fills up and
 *                stays full) or 'ignore'
 *     shell      a shell snippet run before the engine replaces the shell with exec, e.g.
 *                "trap '' PIPE" (the engine inherits an ignored SIGPIPE), or a redirection
 *                appended to the exec line when it starts with '>' or '<' (e.g. '>&-')
 *   exchange(input, n)  writes `input` (a string of byte values), resolves with the bytes of the next n answers
 *   read(n), write(data), ok(command), close(), kill(signal), waitExit(ms)
 *   rssKiB(), threadCount()   from /proc/PID
 */

const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const { ENGINE, ENGINE_ARGS } = require('../support/engine_under_test');

const ANSWER_TIMEOUT = 30000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const show = (s) => JSON.stringify(s);

class RawEngine {
    constructor(extraArgs = [], { stderr = 'read', shell = null, engineArgs = ENGINE_ARGS } = {}) {
        this.out = '';
        this.err = '';
        this.consumed = 0;
        this.exitInfo = null;
        this._wake = null;
        const args = [...engineArgs, ...extraArgs];
        const stdio = ['pipe', 'pipe', stderr === 'ignore' ? 'ignore' : 'pipe'];
        const options = { cwd: path.dirname(ENGINE), stdio };
        if (shell === null) {
            this.child = spawn(ENGINE, args, options);
        } else {
            const script = /^[<>]/.test(shell) ? `exec "$0" "$@" ${shell}` : `${shell}; exec "$0" "$@"`;
            this.child = spawn('/bin/sh', ['-c', script, ENGINE, ...args], options);
        }
        this.pid = this.child.pid;
        this.child.stdin.on('error', () => {});
        this.child.stdout.setEncoding('latin1');  // bytes as they are
        this.child.stdout.on('data', (d) => { this.out += d; this._notify(); });
        if (stderr === 'read') {
            this.child.stderr.setEncoding('latin1');
            this.child.stderr.on('data', (d) => { this.err += d; });
        }
        // 'close' (stdout read to its end) unless a stderr nobody reads keeps a pipe open.
        this.exited = new Promise((resolve) => {
            this.child.on(stderr === 'unread' ? 'exit' : 'close', (code, signal) => {
                this.exitInfo = { code, signal };
                this._notify();
                resolve(this.exitInfo);
            });
        });
    }

    _notify() {
        if (this._wake) { const w = this._wake; this._wake = null; w(); }
    }

    // Writes a string's characters as bytes (latin1: '\xff' is the byte 0xFF), or a Buffer.
    write(data) {
        this.child.stdin.write(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
    }

    // The end offset of the n-th answer terminator from `consumed`, or -1.
    _endOfAnswers(n) {
        let pos = this.consumed;
        for (let i = 0; i < n; i++) {
            const idx = this.out.indexOf('\n\n', pos);
            if (idx < 0) return -1;
            pos = idx + 2;
        }
        return pos;
    }

    async read(n, timeout = ANSWER_TIMEOUT) {
        const deadline = Date.now() + timeout;
        for (;;) {
            const end = this._endOfAnswers(n);
            if (end >= 0) {
                const text = this.out.slice(this.consumed, end);
                this.consumed = end;
                return text;
            }
            if (this.exitInfo) {
                throw new Error(`engine exited (${show(this.exitInfo)}) before ${n} answer(s); ` +
                    `unread stdout ${show(this.out.slice(this.consumed))}; stderr ${show(this.err.slice(-500))}`);
            }
            const left = deadline - Date.now();
            if (left <= 0) {
                throw new Error(`timeout waiting for ${n} answer(s); unread stdout ${show(this.out.slice(this.consumed, this.consumed + 2000))}`);
            }
            await new Promise((resolve) => {
                const t = setTimeout(resolve, left);
                this._wake = () => { clearTimeout(t); resolve(); };
            });
        }
    }

    async exchange(input, n = 1) {
        this.write(input);
        return this.read(n);
    }

    // The text of a single successful answer without id.
    async ok(command) {
        const raw = await this.exchange(command + '\n');
        assert.match(raw, /^= /, `'${command}' failed: ${show(raw)}`);
        return raw.slice(2, -2);
    }

    // Waits until some stdout arrives after what was consumed (a streamed answer's lines).
    async waitForOutput(minBytes = 1, timeout = ANSWER_TIMEOUT) {
        const deadline = Date.now() + timeout;
        while (this.out.length - this.consumed < minBytes) {
            if (this.exitInfo) throw new Error(`engine exited (${show(this.exitInfo)})`);
            if (Date.now() > deadline) throw new Error('timeout waiting for output');
            await sleep(20);
        }
    }

    // The exit within `ms`, or an error (the engine is killed then).
    async waitExit(ms) {
        const t = setTimeout(() => this.child.kill('SIGKILL'), ms);
        const info = await this.exited;
        clearTimeout(t);
        if (info.signal === 'SIGKILL') throw new Error(`engine still running after ${ms} ms: killed`);
        return info;
    }

    kill(signal) {
        this.child.kill(signal);
    }

    // Closes stdin and waits for the exit (killed after 5 s); for cleanup.
    async close() {
        if (!this.exitInfo) {
            this.child.stdin.end();
            const t = setTimeout(() => this.child.kill('SIGKILL'), 5000);
            await this.exited;
            clearTimeout(t);
        }
        return this.exitInfo;
    }

    rssKiB() {
        const status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
        return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]);
    }

    threadCount() {
        return fs.readdirSync(`/proc/${this.pid}/task`).length;
    }
}

module.exports = { RawEngine, sleep, show, ANSWER_TIMEOUT };
