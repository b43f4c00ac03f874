'use strict';
/*
 * gtp_client.js - a small GTP v2 controller (Node.js standard library only).
 *
 *   const { GtpEngine } = require('./lib/gtp_client');
 *   const engine = new GtpEngine('/usr/games/gnugo --mode gtp', { cwd, stderr: 'pipe', timeout: 10000 });
 *   const a = await engine.send('play b D4');   // -> { ok: true, id: '', text: '', raw: '= ', warnings: [] }
 *   await engine.quit();                        // -> { code: 0, signal: null, killed: false }
 *
 * new GtpEngine(commandLine, options)
 *   commandLine  argv array, or a string split like a shell would split words (spaces separate words;
 *                '...' and "..." quote, backslash escapes); no shell is involved.
 *   options.cwd      working directory of the engine process (default: ours).
 *   options.env      environment (default: ours).
 *   options.stderr   'inherit' (default) | 'ignore' | 'pipe'. With 'pipe' the engine's stderr is kept in
 *                    engine.stderrText (its last options.stderrLimit characters, default 65536) and each chunk
 *                    is emitted as a 'stderr' event.
 *   options.timeout  default per-answer timeout in milliseconds (0 or absent = wait forever).
 *
 * engine.send(command, {timeout}) -> Promise<answer>
 *   Writes one command line (a newline is appended) and resolves with its answer. Equivalent to
 *   sendRaw(command) followed by readAnswer(). Rejects if the engine exits first or on timeout.
 * engine.sendRaw(lineOrLines)
 *   Writes raw input. A string is written exactly as given (no newline is added); an array of lines is
 *   joined with '\n' and terminated with '\n'. Use it for pipelined bursts or malformed input, then call
 *   readAnswer() once per answer you expect.
 * engine.readAnswer({timeout}) -> Promise<answer>
 *   Resolves with the next answer from the engine, strictly in arrival order (answers that arrived before
 *   anybody asked are buffered). Every send()/readAnswer() takes exactly one answer.
 * answer = { ok, id, text, raw, warnings }
 *   ok: true for '=', false for '?';  id: the echoed id as a string ('' when none);
 *   text: everything after '=id ' / '?id ' up to the terminating empty line, multi-line, CR removed, trimmed;
 *   raw: the response lines as received (CR removed, without the terminating empty line);
 *   warnings: protocol warnings about this answer (lines before the status line that do not start with
 *   '=' or '?', missing space after the id, answer cut off by EOF, ...). They are ignored for parsing and
 *   also appended to engine.warnings and emitted as 'warning' events.
 * Timeouts reject with an Error whose .code is 'GTP_TIMEOUT'. The timed-out answer keeps its place in the
 *   queue: when it arrives late it is discarded (with a warning), so later answers stay in sync.
 * Engine exit: every pending and future send()/readAnswer() rejects with an Error whose .code is
 *   'GTP_EXITED' (message names the command, exit code and signal). Failure to start (e.g. ENOENT) is
 *   reported the same way.
 * engine.quit({timeout = 5000}) -> Promise<{ code, signal, killed, answer }>
 *   Sends 'quit' (if still running), closes stdin, waits for exit; after timeout sends SIGTERM, then SIGKILL
 *   1 s later (killed: true). Never rejects; answer is the quit answer or null.
 * engine.kill(signal = 'SIGKILL')   kill the engine process.
 * engine.exited -> Promise<{ code, signal, error }>   resolves once the process is gone.
 * Properties: pid, running (bool), exitCode, exitSignal, warnings (array of strings), stderrText.
 * Events (EventEmitter): 'send' (text written), 'line' (each stdout line), 'answer' (answer),
 *   'warning' (message), 'stderr' (chunk, with stderr: 'pipe'), 'exit' ({code, signal, error}).
 */

const { spawn } = require('child_process');
const { EventEmitter } = require('events');
const { StringDecoder } = require('string_decoder');

function splitCommandLine(line) {
    const args = [];
    let cur = '';
    let have = false;
    let quote = null;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quote === "'") {
            if (c === "'") quote = null; else cur += c;
        } else if (quote === '"') {
            if (c === '"') quote = null;
            else if (c === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) cur += line[++i];
            else cur += c;
        } else if (c === "'" || c === '"') {
            quote = c; have = true;
        } else if (c === '\\' && i + 1 < line.length) {
            cur += line[++i]; have = true;
        } else if (/\s/.test(c)) {
            if (have) { args.push(cur); cur = ''; have = false; }
        } else {
            cur += c; have = true;
        }
    }
    if (quote) throw new Error(`unterminated quote in command line: ${line}`);
    if (have) args.push(cur);
    return args;
}

function shortCmd(s) {
    s = String(s).replace(/\s+$/, '').replace(/\n/g, '\\n');
    return s.length > 60 ? s.slice(0, 57) + '...' : s;
}

class GtpEngine extends EventEmitter {
    constructor(commandLine, options = {}) {
        super();
        const argv = Array.isArray(commandLine) ? commandLine.slice() : splitCommandLine(String(commandLine));
        if (argv.length === 0) throw new Error('empty engine command line');
        this.argv = argv;
        this.timeout = options.timeout || 0;
        this.warnings = [];
        this.stderrText = '';
        this.running = true;
        this.exitCode = null;
        this.exitSignal = null;
        this._stderrLimit = options.stderrLimit || 65536;
        this._waiters = [];      // {resolve, reject, timer, timedOut, label}
        this._answers = [];      // answers nobody has asked for yet
        this._labels = [];       // what was written, for error messages (best effort)
        this._partial = '';      // incomplete stdout line
        this._cur = null;        // response being collected: {lines, warnings}
        this._pre = [];          // warnings seen before the next status line
        this._exitInfo = null;
        this.exited = new Promise((resolve) => { this._resolveExited = resolve; });
        this.on('error', () => {});  // 'error' events must never crash the process

        const stderr = options.stderr || 'inherit';
        if (!['inherit', 'ignore', 'pipe'].includes(stderr)) throw new Error(`bad stderr option: ${stderr}`);
        const child = spawn(argv[0], argv.slice(1), {
            cwd: options.cwd, env: options.env || process.env, stdio: ['pipe', 'pipe', stderr],
        });
        this.child = child;
        this.pid = child.pid;
        const decoder = new StringDecoder('utf8');
        child.stdout.on('data', (chunk) => this._onData(decoder.write(chunk)));
        child.stdout.on('end', () => this._onData(decoder.end()));
        if (stderr === 'pipe') {
            const errDecoder = new StringDecoder('utf8');
            child.stderr.on('data', (chunk) => {
                const s = errDecoder.write(chunk);
                this.stderrText += s;
                if (this.stderrText.length > this._stderrLimit) this.stderrText = this.stderrText.slice(-this._stderrLimit);
                this.emit('stderr', s);
            });
        }
        child.stdin.on('error', () => {});  // EPIPE after the engine died: reported through 'close'
        let spawnError = null;
        child.on('error', (err) => {
            spawnError = err;
            // When spawn itself fails no 'close' follows on some Node versions; finish here.
            if (child.pid === undefined) this._onExit(null, null, err);
        });
        child.on('close', (code, signal) => this._onExit(code, signal, spawnError));
    }

    _warn(msg, list) {
        this.warnings.push(msg);
        if (list) list.push(msg);
        this.emit('warning', msg);
    }

    _onData(s) {
        if (!s) return;
        this._partial += s;
        let nl;
        while ((nl = this._partial.indexOf('\n')) >= 0) {
            const line = this._partial.slice(0, nl).replace(/\r/g, '');
            this._partial = this._partial.slice(nl + 1);
            this._onLine(line);
        }
    }

    _onLine(line) {
        this.emit('line', line);
        if (this._cur === null) {
            if (line.trim() === '') return;  // blank lines between answers are allowed
            if (line[0] !== '=' && line[0] !== '?') {
                this._warn(`ignored stdout line before status line: ${JSON.stringify(line)}`, this._pre);
                return;
            }
            this._cur = { lines: [line], warnings: this._pre };
            this._pre = [];
            return;
        }
        if (line.trim() === '') {
            if (line !== '') this._warn('whitespace-only line treated as end of response', this._cur.warnings);
            this._finishAnswer();
            return;
        }
        this._cur.lines.push(line);
    }

    _finishAnswer() {
        const cur = this._cur;
        this._cur = null;
        const status = cur.lines[0];
        const m = /^([=?])(\d*)([\s\S]*)$/.exec(status);
        let first = m[3];
        if (first.length > 0 && (first[0] === ' ' || first[0] === '\t')) {
            first = first.slice(1);
        } else if (first.length > 0) {
            this._warn(`no space after status/id in ${JSON.stringify(status)}`, cur.warnings);
        } else {
            this._warn(`no space after status/id in ${JSON.stringify(status)} (expected '${m[1]}${m[2]} ')`, cur.warnings);
        }
        const text = [first].concat(cur.lines.slice(1)).join('\n').trim();
        const answer = { ok: m[1] === '=', id: m[2], text, raw: cur.lines.join('\n'), warnings: cur.warnings };
        this.emit('answer', answer);
        this._deliver(answer);
    }

    _deliver(answer) {
        const w = this._waiters.shift();
        if (!w) { this._answers.push(answer); return; }
        if (w.timer) clearTimeout(w.timer);
        if (w.timedOut) {
            this._warn(`late answer to timed-out command '${w.label}' discarded: ${shortCmd(answer.raw)}`);
            return;
        }
        w.resolve(answer);
    }

    _onExit(code, signal, error) {
        if (this._exitInfo) return;
        // A response cut off by EOF is still delivered (e.g. '= ' + exit without the empty line).
        if (this._partial.trim() !== '') { const p = this._partial; this._partial = ''; this._onLine(p.replace(/\r/g, '')); }
        if (this._cur) {
            this._warn('answer not terminated by an empty line before engine exit', this._cur.warnings);
            this._finishAnswer();
        }
        this.running = false;
        this.exitCode = code;
        this.exitSignal = signal;
        this._exitInfo = { code, signal, error: error || null };
        const why = error ? `failed to start or run engine '${this.argv[0]}': ${error.message}`
            : `engine exited (code ${code}, signal ${signal})`;
        this._exitReason = why;
        for (const w of this._waiters.splice(0)) {
            if (w.timer) clearTimeout(w.timer);
            if (w.timedOut) continue;
            const err = new Error(`${why} while waiting for the answer to '${w.label}'`);
            err.code = 'GTP_EXITED';
            w.reject(err);
        }
        this.emit('exit', this._exitInfo);
        this._resolveExited(this._exitInfo);
    }

    sendRaw(lineOrLines) {
        const data = Array.isArray(lineOrLines) ? lineOrLines.join('\n') + '\n' : String(lineOrLines);
        const cmds = data.split('\n').map((l) => l.trim()).filter((l) => l !== '' && l[0] !== '#');
        this._labels.push(...cmds);
        if (!this.running) return;
        this.emit('send', data);
        this.child.stdin.write(data);
    }

    readAnswer(opts = {}) {
        const label = this._labels.length ? shortCmd(this._labels.shift()) : '(raw input)';
        if (this._answers.length) return Promise.resolve(this._answers.shift());
        if (!this.running) {
            const err = new Error(`${this._exitReason} while waiting for the answer to '${label}'`);
            err.code = 'GTP_EXITED';
            return Promise.reject(err);
        }
        const timeout = opts.timeout !== undefined ? opts.timeout : this.timeout;
        return new Promise((resolve, reject) => {
            const w = { resolve, reject, timer: null, timedOut: false, label };
            if (timeout > 0) {
                w.timer = setTimeout(() => {
                    w.timedOut = true;
                    w.timer = null;
                    const err = new Error(`GTP command '${label}' timed out after ${timeout / 1000} s`);
                    err.code = 'GTP_TIMEOUT';
                    reject(err);
                }, timeout);
            }
            this._waiters.push(w);
        });
    }

    send(command, opts = {}) {
        const line = String(command).replace(/\r?\n$/, '');
        if (line.includes('\n')) return Promise.reject(new Error('send() takes one line; use sendRaw() for several'));
        this.sendRaw(line + '\n');
        return this.readAnswer(opts);
    }

    kill(signal = 'SIGKILL') {
        if (this.running) { try { this.child.kill(signal); } catch (e) { /* already gone */ } }
    }

    async quit(opts = {}) {
        const timeout = opts.timeout !== undefined ? opts.timeout : 5000;
        let answer = null;
        let killed = false;
        if (this.running) {
            // Drop answers nobody asked for, so 'quit' gets its own answer.
            this._answers = [];
            const p = this.send('quit', { timeout });
            try { this.child.stdin.end(); } catch (e) { /* ignore */ }
            try { answer = await p; } catch (e) { /* exited or timed out: handled below */ }
        }
        const wait = (ms) => new Promise((r) => { const t = setTimeout(() => r(false), ms); this.exited.then(() => { clearTimeout(t); r(true); }); });
        if (!(await wait(timeout))) {
            killed = true;
            this.kill('SIGTERM');
            if (!(await wait(1000))) { this.kill('SIGKILL'); await this.exited; }
        }
        const info = await this.exited;
        return { code: info.code, signal: info.signal, killed, answer };
    }
}

module.exports = { GtpEngine, splitCommandLine };
