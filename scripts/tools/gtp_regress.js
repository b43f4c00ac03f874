#!/usr/bin/env node
'use strict';
/*
 * gtp_regress.js - a gogui-regress compatible GTP regression runner (Node.js standard library only).
 *
 * Usage: node scripts/tools/gtp_regress.js [--verbose] [--timeout SECONDS] "<engine command line>" file.tst... [@suite]
 *
 *   --verbose, -v       one line per numbered test (passed / failed / unexpected FAIL / unexpected PASS!).
 *   --timeout SECONDS   per-command answer timeout (default 60; 0 = none).
 *   @suite              a file listing .tst files (and further @suites), one per line, '#' comments allowed.
 *                       Relative entries are looked up next to the suite file first, then in the current dir.
 *
 * Semantics (gogui-regress): a fresh engine per .tst file, started with the working directory set to the
 * directory of the .tst file (a relative engine path containing '/' is made absolute first). Each line is
 * trimmed and tabs become spaces. Empty lines and '#' lines are skipped, except '#?' lines. A line starting
 * with an integer and a space is a numbered test, anything else a setup command; the whole line (id included)
 * is sent. '#? [regex]' must directly follow (no blank/comment line in between) the command it checks; the regex
 * is Java syntax, translated to a JS RegExp with dotAll + multiline, and must match the whole answer text
 * (after '=N ', trimmed). '[!regex]' negates, a trailing '*' marks a known failure. '#?' with an empty pattern
 * means "no check". An error ('?') answer to a numbered command is always a failure. For numbered commands the
 * engine must echo the id followed by a space ('=N ' / '?N '), otherwise the test fails.
 *
 * Output (stdout). One line per problem:
 *   FILE:LINE N unexpected FAIL: Correct 'PAT', got 'RESP'
 *   FILE:LINE N unexpected FAIL: Correct 'PAT', got error 'MSG'
 *   FILE:LINE N unexpected FAIL: got error 'MSG'                    (numbered command without #?)
 *   FILE:LINE N unexpected FAIL: id not echoed: ...                 (protocol failure; '*' does not excuse it)
 *   FILE:LINE N unexpected PASS!                                    (known failure now passes; not a failure)
 *   FILE:LINE other error: 'COMMAND' failed: 'MSG'                  (setup command answered '?')
 *   FILE:LINE fatal: MESSAGE                                        (bad #? line; rest of the file skipped)
 *   FILE:LINE engine crash: MESSAGE / FILE:LINE timeout: MESSAGE    (rest of the file skipped)
 *   FILE: engine crash: ...after quit / FILE: stderr: ...           (crash at quit; engine stderr tail)
 *   FILE:LINE warning: MESSAGE                                      (protocol warning; not counted)
 * With --verbose also one line for every other numbered test: FILE:LINE N passed, or
 *   FILE:LINE N failed: Correct 'PAT', got 'RESP'   (expected failure, counted as passed)
 * so that every numbered test prints exactly one line.
 * The very last line is always exactly "P passed, F failed". P counts passes, expected failures and unexpected
 * passes; F counts unexpected failures, other errors, fatal file errors, crashes and timeouts (one each).
 * Exit code: 0 if F == 0, 1 if F > 0, 2 if an engine crashed, hung (timeout) or misbehaved at quit, or on
 * usage errors (missing test file, bad arguments).
 */

const fs = require('fs');
const path = require('path');
const { GtpEngine, splitCommandLine } = require('../lib/gtp_client');

function usage(msg) {
    if (msg) process.stderr.write(`gtp_regress: ${msg}\n`);
    process.stderr.write('Usage: node scripts/tools/gtp_regress.js [--verbose] [--timeout SECONDS] "<engine command>" file.tst... [@suite]\n');
    process.exitCode = 2;
}

/* ---------- Java regex -> JS RegExp ---------- */

function escapeLiteral(s) {
    return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

// Returns a RegExp that succeeds iff the Java pattern (MULTILINE|DOTALL) matches() the whole input.
function compileJavaRegex(pattern) {
    let flags = 'msy';
    let p = pattern;
    const lead = /^\(\?([a-zA-Z]+)\)/.exec(p);  // leading inline flags, e.g. (?i)
    if (lead && /^[imsux]+$/.test(lead[1])) {
        if (lead[1].includes('i')) flags += 'i';
        p = p.slice(lead[0].length);
    }
    let out = '';
    let inClass = false;
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '\\') {
            const n = p[i + 1];
            if (n === undefined) throw new Error('pattern ends with a backslash');
            if (n === 'Q') {  // \Q...\E literal quoting
                const end = p.indexOf('\\E', i + 2);
                const lit = end < 0 ? p.slice(i + 2) : p.slice(i + 2, end);
                out += inClass ? lit.replace(/[\\\]^-]/g, '\\$&') : escapeLiteral(lit);
                i = end < 0 ? p.length : end + 1;
                continue;
            }
            if (!inClass && n === 'A') { out += '(?<![\\s\\S])'; i++; continue; }
            if (!inClass && n === 'z') { out += '(?![\\s\\S])'; i++; continue; }
            if (!inClass && n === 'Z') { out += '(?=\\n?(?![\\s\\S]))'; i++; continue; }
            if (n === 'h') { out += inClass ? ' \\t\\xA0' : '[ \\t\\xA0]'; i++; continue; }
            out += c + n;
            i++;
            continue;
        }
        if (inClass) {
            if (c === ']') inClass = false;
            out += c;
            continue;
        }
        if (c === '[') {
            inClass = true;
            out += c;
            if (p[i + 1] === '^') { out += '^'; i++; }
            if (p[i + 1] === ']') { out += '\\]'; i++; }  // Java/POSIX: leading ']' is literal
            continue;
        }
        if (c === '(' && p[i + 1] === '?' && p[i + 2] === '>') { out += '(?:'; i += 2; continue; }  // atomic group
        if (c === '+' && i > 0 && /[*+?}]/.test(p[i - 1]) && p[i - 2] !== '\\') continue;  // possessive -> greedy
        out += c;
    }
    return new RegExp('(?:' + out + ')(?![\\s\\S])', flags);
}

function wholeMatch(re, text) {
    re.lastIndex = 0;
    return re.test(text);
}

/* ---------- arguments and suites ---------- */

function expandSuite(name, seen, out, fromDir) {
    let file = name;
    if (fromDir && !path.isAbsolute(name) && fs.existsSync(path.join(fromDir, name))) file = path.join(fromDir, name);
    if (name.startsWith('@')) {
        let suite = name.slice(1);
        if (fromDir && !path.isAbsolute(suite) && fs.existsSync(path.join(fromDir, suite))) suite = path.join(fromDir, suite);
        const key = path.resolve(suite);
        if (seen.has(key)) throw new Error(`test suite includes itself: ${suite}`);
        let text;
        try { text = fs.readFileSync(suite, 'utf8'); } catch (e) { throw new Error(`cannot read test suite ${suite}: ${e.message}`); }
        seen.add(key);
        for (const raw of text.split(/\r\n|\r|\n/)) {
            const l = raw.trim();
            if (l === '' || l.startsWith('#')) continue;
            expandSuite(l, seen, out, path.dirname(suite));
        }
        seen.delete(key);
        return;
    }
    out.push(file);
}

/* ---------- one test file ---------- */

class FileAbort extends Error {}

async function runFile(file, engineArgv, opts, totals, say) {
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split(/\r\n|\r|\n/);
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    const dir = path.dirname(path.resolve(file));
    const engine = new GtpEngine(engineArgv, { cwd: dir, stderr: 'pipe', timeout: opts.timeout * 1000 });
    if (opts.verbose) engine.on('stderr', (s) => process.stderr.write(s));
    let pending = null;   // last command whose answer is not judged yet

    const fail = (msg) => { totals.failed++; say(msg); };
    const pass = (msg) => { totals.passed++; if (opts.verbose && msg) say(msg); };
    const quote = (a) => (a.ok ? `'${a.text}'` : `error '${a.text}'`);
    const label = (pd) => (pd.id !== null ? pd.id : '(unnumbered)');

    const stderrTail = () => {
        const tail = engine.stderrText.split('\n').filter((l) => l.trim() !== '').slice(-10);
        for (const l of tail) say(`${file}: stderr: ${l}`);
    };

    function judgeNoPattern(pd) {
        const where = `${file}:${pd.lineNo}`;
        if (pd.id !== null) {
            if (pd.protoFail) fail(`${where} ${pd.id} unexpected FAIL: ${pd.protoFail}`);
            else if (!pd.answer.ok) fail(`${where} ${pd.id} unexpected FAIL: got ${quote(pd.answer)}`);
            else pass(`${where} ${pd.id} passed`);
        } else if (!pd.answer.ok) {
            fail(`${where} other error: '${pd.line}' failed: '${pd.answer.text}'`);
        }
    }

    function judgePattern(pd, pat, patLineNo) {
        if (pat === '') { judgeNoPattern(pd); return; }
        const where = `${file}:${pd.lineNo}`;
        let expectedFail = false;
        if (pat.endsWith('*')) { expectedFail = true; pat = pat.slice(0, -1); }
        if (!pat.startsWith('[')) throw new FileAbort(`${file}:${patLineNo} fatal: Pattern has no opening bracket: ${pat}`);
        if (!pat.endsWith(']')) throw new FileAbort(`${file}:${patLineNo} fatal: Pattern has no closing bracket: ${pat}`);
        let inner = pat.slice(1, -1).trim();
        const expected = inner;
        let negate = false;
        if (inner.startsWith('!')) { negate = true; inner = inner.slice(1); }
        let re;
        try { re = compileJavaRegex(inner); } catch (e) {
            throw new FileAbort(`${file}:${patLineNo} fatal: invalid pattern '${expected}': ${e.message}`);
        }
        const a = pd.answer;
        const failed = !a.ok || (wholeMatch(re, a.text) === negate);
        const id = label(pd);
        const detail = `Correct '${expected}', got ${quote(a)}`;
        if (pd.protoFail) fail(`${where} ${id} unexpected FAIL: ${pd.protoFail}`);
        else if (failed && !expectedFail) fail(`${where} ${id} unexpected FAIL: ${detail}`);
        else if (failed && expectedFail) pass(`${where} ${id} failed: ${detail}`);
        else if (!failed && expectedFail) { totals.passed++; say(`${where} ${id} unexpected PASS!`); }
        else pass(`${where} ${id} passed`);
    }

    try {
        for (let i = 0; i < lines.length; i++) {
            const lineNo = i + 1;
            const t = lines[i].trim();
            if (t.startsWith('#?')) {
                if (!pending) throw new FileAbort(`${file}:${lineNo} fatal: Response pattern without preceding test command: ${t}`);
                const pd = pending;
                pending = null;
                judgePattern(pd, t.slice(2).trim(), lineNo);
                continue;
            }
            if (pending) { judgeNoPattern(pending); pending = null; }
            if (t === '' || t.startsWith('#')) continue;
            const line = t.replace(/\t/g, ' ');
            const m = /^(\d+) /.exec(line);
            const id = m ? m[1] : null;
            let answer;
            try {
                answer = await engine.send(line);
            } catch (e) {
                totals.crashed = true;
                const kind = e.code === 'GTP_TIMEOUT' ? 'timeout' : 'engine crash';
                throw new FileAbort(`${file}:${lineNo} ${kind}: ${e.message}`);
            }
            let protoFail = null;
            if (id !== null) {
                const status = answer.raw.split('\n')[0];
                const echoed = answer.id !== '' && (answer.id === id || Number(answer.id) === Number(id));
                if (!echoed) protoFail = `id not echoed: expected '=${id} ' or '?${id} ', got ${JSON.stringify(status)}`;
                else if (!/^[=?]\d+ /.test(status)) protoFail = `no space after the echoed id: got ${JSON.stringify(status)}`;
            }
            for (const w of answer.warnings) {
                if (protoFail && w.startsWith('no space after status/id')) continue;
                say(`${file}:${lineNo} warning: ${w}`);
            }
            pending = { lineNo, id, line, answer, protoFail };
        }
        if (pending) { judgeNoPattern(pending); pending = null; }
    } catch (e) {
        if (!(e instanceof FileAbort)) throw e;
        fail(e.message);
        if (!engine.running || / (timeout|engine crash): /.test(e.message)) stderrTail();
        engine.kill('SIGKILL');
        await engine.exited;
        return;
    }
    const q = await engine.quit({ timeout: 5000 });
    if (q.killed) {
        totals.crashed = true;
        fail(`${file}: engine crash: engine did not exit within 5 s after quit (killed)`);
        stderrTail();
    } else if (q.code !== 0) {
        totals.crashed = true;
        fail(`${file}: engine crash: engine exited with code ${q.code}, signal ${q.signal} after quit`);
        stderrTail();
    }
}

/* ---------- main ---------- */

const totals = { passed: 0, failed: 0, crashed: false };

async function main() {
    const args = process.argv.slice(2);
    const opts = { verbose: false, timeout: 60 };
    const positional = [];
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (a === '--') { positional.push(...args.slice(i + 1)); break; }
        if (a === '--verbose' || a === '-verbose' || a === '-v' || a === '--long' || a === '-long') opts.verbose = true;
        else if (a === '--timeout' || a === '-timeout' || a.startsWith('--timeout=')) {
            const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i];
            const n = Number(v);
            if (v === undefined || v === '' || !Number.isFinite(n) || n < 0) return usage(`bad --timeout value: ${v}`);
            opts.timeout = n;
        } else if (a === '--help' || a === '-h') { usage(); process.exitCode = 0; return; }
        else if (a.startsWith('-') && a.length > 1 && positional.length === 0) return usage(`unknown option: ${a}`);
        else positional.push(a);
    }
    if (positional.length < 2) return usage('need an engine command line and at least one test file');
    let engineArgv;
    try { engineArgv = splitCommandLine(positional[0]); } catch (e) { return usage(e.message); }
    if (engineArgv.length === 0) return usage('empty engine command line');
    if (engineArgv[0].includes('/') && !path.isAbsolute(engineArgv[0])) engineArgv[0] = path.resolve(engineArgv[0]);

    const files = [];
    try {
        for (const t of positional.slice(1)) expandSuite(t, new Set(), files, null);
    } catch (e) { return usage(e.message); }
    for (const f of files) {
        let st;
        try { st = fs.statSync(f); } catch (e) { return usage(`File not found: ${f}`); }
        if (!st.isFile()) return usage(`Not a normal file: ${f}`);
    }

    const say = (s) => process.stdout.write(s + '\n');
    for (const f of files) await runFile(f, engineArgv, opts, totals, say);
    say(`${totals.passed} passed, ${totals.failed} failed`);
    process.exitCode = totals.crashed ? 2 : (totals.failed > 0 ? 1 : 0);
}

main().catch((e) => {
    process.stderr.write(`gtp_regress: internal error: ${e.stack || e}\n`);
    process.stdout.write(`${totals.passed} passed, ${totals.failed + 1} failed\n`);
    process.exitCode = 2;
});
