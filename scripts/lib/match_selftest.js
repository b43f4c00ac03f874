'use strict';
/*
 * match_selftest.js - 'node scripts/bench/match.js --self-test': hand-made sequences for the referee (captures,
 * suicide, simple ko, positional superko, scoring, vertices), the clock model, the Wilson interval, the
 * SGF writer, the sequential test, the summary's clock figures per game and time_stats.js; then whole games through the runner's
 * playGame() between two scripted fake engines (match_fake_engine.js): a scored game, each kind of forfeit,
 * a resignation, a void game, losses on time and the time commands sent; a whole runner told by SIGUSR1
 * to stop after the game in progress, and one stopped by --sprt. run() prints one line per failed
 * check and a final count; resolves to true if all passed.
 */

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { Referee, parseVertex, scoreResult } = require('./match_referee');
const { parseTimeSpec, SideClock } = require('./match_clock');

async function run() {
    let passed = 0, failed = 0;
    const check = (name, cond, detail) => {
        if (cond) { passed++; return; }
        failed++;
        process.stdout.write(`FAIL ${name}${detail !== undefined ? `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}` : ''}\n`);
    };
    // Plays alternating moves (b first unless told), every one expected legal.
    const setup = (size, seq, first = 'b') => {
        const r = new Referee(size);
        let c = first;
        for (const v of seq) {
            const res = r.play(c, v);
            if (!res.ok) throw new Error(`setup move ${c} ${v} illegal: ${res.reason}\n${r}`);
            c = c === 'b' ? 'w' : 'b';
        }
        return r;
    };
    const at = (r, v) => r.board[parseVertex(v, r.size).index];

    // ---- vertices ----
    check('vertex D4', JSON.stringify(parseVertex('D4', 9)) === JSON.stringify({ pass: false, x: 3, y: 5, index: 48 }));
    check('vertex lower case', parseVertex('j9', 9) && parseVertex('j9', 9).x === 8);
    check('vertex I rejected', parseVertex('I5', 9) === null);
    check('vertex off board', parseVertex('K5', 9) === null && parseVertex('A10', 9) === null && parseVertex('A0', 9) === null);
    check('vertex leading zero', parseVertex('A05', 9) === null);
    check('vertex garbage', parseVertex('D4 E5', 9) === null && parseVertex('', 9) === null && parseVertex('=D4', 9) === null);
    check('pass any case', parseVertex('PASS', 9).pass && parseVertex('Pass', 9).pass);
    check('T19 on 19x19', parseVertex('T19', 19) && parseVertex('T19', 19).index === 18);

    // ---- capture: black C3 surrounded on three sides, white C4 takes it ----
    {
        const r = setup(5, ['C3', 'B3', 'A1', 'D3', 'A5', 'C2']);
        const res = r.play('w', 'C4');
        check('capture legal', res.ok && res.captures === 1, res);
        check('captured stone removed', at(r, 'C3') === 0);
        check('capture counted', r.captured[1] === 1);
        check('retaking the captured point is suicide', r.check('b', 'C3').ok === false && /suicide/.test(r.check('b', 'C3').reason), r.check('b', 'C3'));
        // a two-stone group in the corner
        const r2 = setup(5, ['A1', 'B1', 'A2', 'B2']);
        const res2 = r2.play('b', 'E5'); r2.play('w', 'A3');
        check('two-stone capture', res2.ok && at(r2, 'A1') === 0 && at(r2, 'A2') === 0 && r2.captured[1] === 2);
    }

    // ---- suicide ----
    {
        const r = setup(5, ['E5', 'A2', 'E4', 'B1']);
        const res = r.play('b', 'A1');
        check('single-stone suicide illegal', !res.ok && /suicide/.test(res.reason), res);
        check('suicide leaves the board unchanged', at(r, 'A1') === 0 && r.moves.length === 4);
        // multi-stone suicide: black A1 + A2 against white B1 B2 A3
        const r2 = setup(5, ['A1', 'B1', 'E5', 'B2', 'E4', 'A3']);
        const res2 = r2.play('b', 'A2');
        check('multi-stone suicide illegal', !res2.ok && /suicide/.test(res2.reason), res2);
        check('multi-stone suicide leaves the board unchanged', at(r2, 'A1') === 1 && at(r2, 'A2') === 0);
        // a move without liberties that captures is not suicide: black B1; white A1 A3 B2; black A2 takes A1
        const r3 = setup(5, ['B1', 'A1', 'E5', 'A3', 'E4', 'B2']);
        const res3 = r3.play('b', 'A2');
        check('capturing move is not suicide', res3.ok && res3.captures === 1 && at(r3, 'A1') === 0, res3);
        check('occupied point illegal', !r3.play('w', 'A2').ok && /occupied/.test(r3.check('w', 'B1').reason));
    }

    // ---- simple ko ----
    // Black B3 C4 C2, white D4 D2 E3 C3; black D3 takes C3; white may not retake at once.
    {
        const r = setup(5, ['B3', 'D4', 'C4', 'D2', 'C2', 'E3', 'A5', 'C3']);
        const take = r.play('b', 'D3');
        check('ko capture legal', take.ok && take.captures === 1, take);
        const retake = r.check('w', 'C3');
        check('immediate ko retake illegal', !retake.ok && /retakes a ko/.test(retake.reason), retake);
        check('ko threat elsewhere legal', r.play('w', 'A1').ok && r.play('b', 'E5').ok);
        const later = r.play('w', 'C3');
        check('ko retake after an exchange legal', later.ok && later.captures === 1 && at(r, 'D3') === 0, later);
        check('black cannot retake at once either', !r.check('b', 'D3').ok);
    }

    // ---- positional superko ----
    {
        // After the ko is taken and both pass, retaking recreates the position before the take: illegal
        // under positional superko although the last move was a pass (simple ko would allow it).
        const r = setup(5, ['B3', 'D4', 'C4', 'D2', 'C2', 'E3', 'A5', 'C3', 'D3', 'pass', 'pass']);
        const res = r.check('w', 'C3');
        check('retake after passes repeats a position', !res.ok && /superko/.test(res.reason), res);
        check('passes are always legal', r.check('w', 'pass').ok);
        // A cycle without any ko retake on 4x4 (checked against tianyuan's is_legal): after 17 moves white
        // D1 (capturing nothing) would recreate the position after move 15.
        const seq = ['A4', 'B3', 'A2', 'D1', 'C3', 'B2', 'B1', 'B4', 'C4', 'D3', 'D4', 'A3', 'C2', 'A1', 'D2', 'C1', 'B1'];
        const r2 = setup(4, seq);
        const res2 = r2.check('w', 'D1');
        check('superko cycle (no capture) illegal', !res2.ok && /earlier position/.test(res2.reason), res2);
        check('pass legal in the cycle', r2.check('w', 'pass').ok);
        const res3 = r2.play('w', 'D1');
        check('superko move not played', !res3.ok && at(r2, 'D1') === 0 && r2.moves.length === seq.length);
    }

    // ---- scoring ----
    {
        // black wall on column C, white on column D of 5x5: black 15, white 10
        const r = setup(5, ['C1', 'D1', 'C2', 'D2', 'C3', 'D3', 'C4', 'D4', 'C5', 'D5']);
        const s = r.areaScore(7.5);
        check('area count', s.black === 15 && s.white === 10 && s.diff === -2.5, s);
        check('result string', scoreResult(s.diff) === 'W+2.5' && scoreResult(3.5) === 'B+3.5' && scoreResult(0) === '0');
        // a dead white stone inside black's area counts as alive, and its region touching both is neutral
        r.play('w', 'A3');
        const s2 = r.areaScore(0);
        check('all stones alive, neutral region', s2.black === 5 && s2.white === 11, s2);
        const empty = new Referee(9).areaScore(7.5);
        check('empty board', empty.black === 0 && empty.white === 0 && empty.diff === -7.5, empty);
        const lone = setup(9, ['E5']).areaScore(7.5);
        check('one stone owns the board', lone.black === 81 && lone.white === 0, lone);
    }

    // ---- clocks ----
    {
        const abs = new SideClock(parseTimeSpec('absolute:30'));
        check('absolute ok', abs.charge(10) && abs.charge(19.5) && abs.timeLeft().seconds === 0 && abs.timeLeft().stones === 0);
        check('absolute flag falls', !abs.charge(1) && abs.lost);
        const by = new SideClock(parseTimeSpec('byoyomi:5:2:3'));
        check('byoyomi main', by.charge(4) && !by.inOvertime && by.timeLeft().seconds === 1 && by.available() === 7);
        check('byoyomi spill into a period is free', by.charge(2.5) && by.inOvertime && by.periodsLeft === 3 && by.periodsUsed === 0);
        check('byoyomi time_left KGS', JSON.stringify(by.timeLeft({ kgsByoyomi: true })) === '{"seconds":2,"stones":3}');
        check('byoyomi time_left fallback', JSON.stringify(by.timeLeft({ kgsByoyomi: false })) === '{"seconds":2,"stones":1}');
        check('byoyomi period lost', by.charge(3) && by.periodsLeft === 2 && by.periodsUsed === 1 && by.periodLeft === 2);
        check('byoyomi available', by.available() === 4);
        check('byoyomi flag falls', !by.charge(4.5) && by.lost);
        check('byoyomi main share', Math.abs(by.mainShare() - 1) < 1e-9 && by.enteredOvertime);
        // 4 s in main time, 2.5 s from main time into a period, 3 s and the losing 4.5 s in overtime
        check('byoyomi moves in overtime: the spill does not count, the losing move does', by.movesInOvertime === 2 && by.moves === 4, by);
        const ca = new SideClock(parseTimeSpec('canadian:0:10:2'));
        check('canadian starts in overtime', ca.inOvertime && ca.stonesLeft === 2 && ca.periodLeft === 10);
        check('canadian period', ca.charge(4) && ca.stonesLeft === 1 && ca.periodLeft === 6 && ca.timeLeft().stones === 1);
        check('canadian restart', ca.charge(4) && ca.stonesLeft === 2 && ca.periodLeft === 10);
        check('canadian flag falls', !ca.charge(10.5));
        check('canadian without main time: every move in overtime', ca.movesInOvertime === 3, ca);
        check('absolute: no move in overtime', abs.movesInOvertime === 0, abs);
        const co = new SideClock(parseTimeSpec('carryover:0:10:2'));
        check('carry-over keeps the rest', co.charge(4) && co.charge(4) && co.periodLeft === 12 && co.stonesLeft === 2);
        const sp = new SideClock(parseTimeSpec('canadian:10:20:5'));
        check('main time spills into the first Canadian period', sp.charge(12) && sp.inOvertime && sp.stonesLeft === 4 && sp.periodLeft === 18);
        let bad = 0;
        for (const t of ['absolute', 'absolute:0', 'byoyomi:5:2', 'byoyomi:5:0:3', 'canadian:1:2:0', 'fischer:1:2', 'byoyomi:5:2:x']) {
            try { parseTimeSpec(t); } catch (e) { bad++; }
        }
        check('bad time specs rejected', bad === 7, bad);
    }

    // ---- statistics and SGF ----
    {
        const { buildSgf } = require('../bench/match');
        const { wilson, sprt } = require('./match_summary');
        const [lo, hi] = wilson(5, 10);
        check('wilson 5/10', Math.abs(lo - 0.2366) < 1e-3 && Math.abs(hi - 0.7634) < 1e-3, [lo, hi]);
        // 0:100 Elo: expected scores 0.5 and 0.640, a win adds ln(0.640/0.5) = 0.247, a loss ln(0.360/0.5) = -0.329;
        // the bounds are ln(0.05/0.95) = -2.944 and +2.944.
        const t0 = sprt(6, 10, 0, 100);
        check('sprt llr', Math.abs(t0.llr - (6 * 0.24693 - 4 * 0.32862)) < 1e-3 && Math.abs(t0.upper - 2.9444) < 1e-3 &&
            Math.abs(t0.lower + 2.9444) < 1e-3 && t0.decision === null, t0);
        check('sprt decides', sprt(12, 12, 0, 100).decision === 'H1' && sprt(11, 11, 0, 100).decision === null &&
            sprt(0, 9, 0, 100).decision === 'H0' && sprt(0, 8, 0, 100).decision === null);
        const [lo0, hi0] = wilson(0, 4);
        check('wilson 0/4', lo0 === 0 && Math.abs(hi0 - 0.4899) < 1e-3, [lo0, hi0]);
        const sgf = buildSgf({
            game: 1, blackName: 'x]y', whiteName: 'w', date: '2024-01-01', result: 'B+Resign', comment: 'a\\b',
            moves: [{ color: 'b', vertex: 'E5', timeLeft: null }, { color: 'w', vertex: 'A1', timeLeft: { left: 3, overtime: 2 } },
                { color: 'b', vertex: 'pass', timeLeft: null }],
        }, { size: 9, komi: 7.5, time: parseTimeSpec('byoyomi:5:3:2') });
        check('sgf', /^\(;GM\[1\]FF\[4\]/.test(sgf) && sgf.includes('SZ[9]') && sgf.includes('KM[7.5]') && sgf.includes('RU[Chinese]') &&
            sgf.includes('PB[x\\]y]') && sgf.includes('C[a\\\\b]') && sgf.includes(';B[ee];W[ai]WL[3.0]OW[2];B[])') &&
            sgf.includes('RE[B+Resign]') && sgf.includes('OT[2x3 byo-yomi]'), sgf);
    }

    // ---- clock figures per game: summary and time_stats.js ----
    {
        const { parseArgs } = require('../bench/match');
        const { summarize, clockDistributions, clockRows, tableRow } = require('./match_summary');
        const ck = (mainUsed, periodsUsed, longestThink, movesInOvertime) => ({
            mainUsed, mainShare: mainUsed / 10, overtime: movesInOvertime > 0, periodsUsed, longestThink, movesInOvertime,
        });
        const rec = (game, a, b, kind = 'score') => ({
            game, black: 'A', white: 'B', kind, winner: 'A', loser: 'B', forfeit: null, moves: 10, finalScoreDiffers: [],
            reachedOvertime: a.overtime || b.overtime, clock: { A: a, B: b }, aborted: false,
            times: { A: { moves: 5, total: 5, max: 9 }, B: { moves: 5, total: 5, max: 1.25 } }, allTimes: { A: [], B: [] },
        });
        // B in game 3 as written before longestThink and movesInOvertime were kept; game 4 is void.
        const old = { mainUsed: 8, mainShare: 0.8, overtime: false, periodsUsed: 0 };
        const records = [rec(1, ck(10, 0, 1.5, 0), ck(6, 0, 0.5, 0)), rec(2, ck(4, 2, 3, 5), ck(9, 3, 4, 3)),
            rec(3, ck(7, 1, 2, 2), old), rec(4, ck(99, 9, 99, 99), ck(99, 9, 99, 99), 'error')];
        const opts = parseArgs(['--a', 'a', '--b', 'b', '--time', 'byoyomi:10:1:3']);
        const s = summarize(records, { opts, names: { A: 'FA', B: 'FB' } });
        const d = s.engines.A.clockPerGame, dB = s.engines.B.clockPerGame;
        check('per-game clock distribution', JSON.stringify(d.mainUsed) === '{"games":3,"min":4,"median":7,"max":10,"mean":7}' &&
            d.periodsUsed.median === 1 && d.longestThink.max === 3 && d.movesInOvertime.min === 0 && d.movesInOvertime.max === 5, d);
        check('per-game clock: even number of games', clockDistributions(records.slice(0, 2), 'A').mainUsed.median === 7);
        check('per-game clock: older record', dB.longestThink.median === 1.25 && dB.movesInOvertime.median === 0, dB);
        const unknown = rec(5, ck(1, 0, 1, 0), Object.assign({}, old, { overtime: true }));
        check('per-game clock: moves in overtime unknown', clockDistributions([unknown], 'B').movesInOvertime === null);
        const rows = clockRows(d, dB, 'byoyomi').map((r) => tableRow(...r));
        const expected = [tableRow('main time used, s: min/median/max', '4.00/7.00/10.0', '6.00/8.00/9.00'),
            tableRow('longest think, s: mean', '2.17', '1.92'), tableRow('moves in overtime: min/median/max', '0/2/5', '0/0/3'),
            tableRow('moves in overtime: mean', '2.3', '1'), tableRow('periods lost: min/median/max', '0/1/2', '0/0/3')];
        check('per-game clock rows', rows.length === 8 && expected.every((e) => rows.includes(e)), rows);
        check('per-game clock rows under sudden death', clockRows(d, d, 'absolute').length === 4);
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'time-stats-'));
        const file = path.join(tmp, 'match.json'), none = path.join(tmp, 'none.json');
        fs.writeFileSync(file, JSON.stringify({ summary: s, interrupted: false, games: records }));
        fs.writeFileSync(none, JSON.stringify({ summary: { config: { time: null } }, interrupted: false, games: [] }));
        const script = path.join(__dirname, '../bench/time_stats.js');
        const out = require('child_process').execFileSync(process.execPath, [script, file, none], { encoding: 'utf8' });
        const head = `${file}\n  A: FA\n  B: FB\n  time: byo-yomi 10 s + 3 x 1 s; games: 3 counted of 4\n`;
        check('time_stats.js', out.includes(head) &&
            expected.every((e) => out.includes(e)) && out.includes(`${none}: no clock`), out);
        // combine_matches.js: two parts of the match give the table of the whole.
        const { combine } = require('../bench/combine_matches');
        const part = (games) => ({ summary: summarize(games, { opts, names: { A: 'FA', B: 'FB' } }), interrupted: false, games });
        const whole = combine([{ file: 'p1', data: part(records.slice(0, 2)) }, { file: 'p2', data: part(records.slice(2)) }]);
        // (config.games: the games in the files, where match.js has the games it was asked for)
        const same = (x) => JSON.stringify({ ...x, config: { ...x.config, games: null } });
        check('combine_matches: the parts make the whole', same(whole.summary) === same(s) && whole.summary.config.games === 4 &&
            whole.games.length === 4, whole.summary);
        const swapped = part(records.slice(2));
        swapped.summary = { ...swapped.summary, engines: { A: s.engines.B, B: s.engines.A } };
        const refused = [];
        for (const [name, parts] of [['same game twice', [part(records), part(records.slice(1, 2))]],
            ['other engines', [part(records.slice(0, 2)), swapped]]]) {
            try { combine(parts.map((data, i) => ({ file: `f${i}`, data }))); } catch (e) { refused.push(name); }
        }
        check('combine_matches: refuses parts of different matches', refused.length === 2, refused);
        fs.rmSync(tmp, { recursive: true, force: true });
    }

    // ---- whole games against fake engines ----
    {
        const { playGame, parseArgs, parseScore } = require('../bench/match');
        check('parseScore', parseScore('B+3.5') === 3.5 && parseScore('W+2') === -2 && parseScore('0') === 0 && Number.isNaN(parseScore('?')));
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'match-selftest-'));
        const fake = `"${process.execPath}" "${path.join(__dirname, 'match_fake_engine.js')}"`;
        let n = 0;
        // Plays game `index` (A black when even) between fake engines with the given extra arguments.
        const game = async (aArgs, bArgs, extra = [], index = 0) => {
            const opts = parseArgs(['--a', `${fake} --name FA ${aArgs}`, '--b', `${fake} --name FB ${bArgs}`, '--size', '5',
                '--komi', '0.5', '--command-timeout', '10', '--sgf-dir', path.join(tmp, String(++n)), ...extra]);
            fs.mkdirSync(opts.sgfDir, { recursive: true });
            const rec = await playGame(index, { opts, names: { A: 'FA', B: 'FB' } });
            played.push(rec);
            return rec;
        };
        const played = [];
        const logA = path.join(tmp, 'a.log');
        let r = await game(`--pass-after 6 --log ${logA}`, '--pass-after 6 --seed 5');
        check('e2e scored game', r.kind === 'score' && r.moves === 12 && r.reason === 'two consecutive passes' &&
            /^[BW]\+\d+\.5$/.test(r.result) && r.finalScoreDiffers.length === 0 && r.black === 'A', r);
        const sgf = fs.readFileSync(r.sgf, 'utf8');
        check('e2e sgf written', sgf.includes(`RE[${r.result}]`) && sgf.includes('final_score of A') && (sgf.match(/;[BW]\[/g) || []).length === 12, sgf);
        const sent = fs.readFileSync(logA, 'utf8');
        check('e2e setup commands', /list_commands\nboardsize 5\nclear_board\nkomi 0.5\ngenmove b\n/.test(sent) && !/kgs-rules/.test(sent), sent);
        const logR = path.join(tmp, 'r.log');
        r = await game(`--kgs-rules --log ${logR}`, '', ['--max-moves', '7']);
        check('e2e kgs-rules chinese when listed', /\nkomi 0.5\nkgs-rules chinese\n/.test(fs.readFileSync(logR, 'utf8')));
        check('e2e move limit', r.kind === 'score' && r.moves === 7 && /move limit/.test(r.reason), r);
        r = await game('', '', [], 1);
        check('e2e colours alternate', r.black === 'B' && r.white === 'A' && r.blackName === 'FB', r);
        r = await game('--fail-at 2 --fail illegal', '');
        check('e2e illegal move forfeits', r.kind === 'forfeit' && r.forfeit === 'illegal' && r.loser === 'A' && r.result === 'W+Forfeit' && /occupied/.test(r.reason), r);
        r = await game('', '--fail-at 1 --fail malformed');
        check('e2e malformed answer forfeits', r.forfeit === 'malformed' && r.loser === 'B' && r.result === 'B+Forfeit', r);
        r = await game('--fail-at 3 --fail error', '');
        check('e2e ? answer forfeits', r.forfeit === 'genmove error' && r.loser === 'A', r);
        r = await game('', '--fail-at 2 --fail crash');
        check('e2e crash forfeits', r.forfeit === 'crash' && r.loser === 'B' && r.moves === 3, r);
        r = await game('--fail-at 2 --fail hang', '', ['--genmove-timeout', '1']);
        check('e2e hang forfeits', r.forfeit === 'timeout' && r.loser === 'A', r);
        r = await game('', '--fail-at 2 --fail resign');
        check('e2e resignation', r.kind === 'resign' && r.result === 'B+Resign' && r.winner === 'A' && r.moves === 3, r);
        r = await game('--fail-at 2 --fail reject-play', '');
        check('e2e play rejected: void', r.kind === 'error' && r.result === 'Void' && r.winner === null && /rejected/.test(r.reason), r);
        const logT = path.join(tmp, 't.log');
        r = await game(`--sleep 0.3 --log ${logT}`, '', ['--time', 'absolute:1']);
        const tsent = fs.readFileSync(logT, 'utf8');
        check('e2e absolute: loss on time', r.kind === 'time' && r.loser === 'A' && r.result === 'W+Time' && r.moves >= 4 && r.moves <= 6, r);
        check('e2e absolute: time commands', /time_settings 1 0 0\n/.test(tsent) && /time_left b 1 0\ngenmove b\nplay w \w+\ntime_left b 0 0\ngenmove b\n/.test(tsent), tsent);
        const logK = path.join(tmp, 'k.log'), logN = path.join(tmp, 'n.log');
        r = await game(`--sleep 0.7 --log ${logK}`, `--no-kgs --log ${logN}`, ['--time', 'byoyomi:0:0.5:2']);
        check('e2e byoyomi: loss on time at the second move', r.kind === 'time' && r.loser === 'A' && r.moves === 2 && r.reachedOvertime &&
            r.clock.A.periodsUsed === 2, r);
        check('e2e byoyomi: moves in overtime and longest think', r.clock.A.movesInOvertime === 2 && r.clock.B.movesInOvertime === 1 &&
            r.clock.A.longestThink >= 0.7 && r.clock.A.longestThink === r.times.A.max && r.clock.B.longestThink < 0.7, r.clock);
        const ksgf = fs.readFileSync(r.sgf, 'utf8');
        check('e2e byoyomi: sgf time line', /A \(B\): main time used 0\.0 s \(100%\), reached overtime \(2 moves started in it, 2 periods lost\), longest think \d+\.\d\d s, clock at the end: lost on time\./.test(ksgf), ksgf);
        const ksent = fs.readFileSync(logK, 'utf8'), nsent = fs.readFileSync(logN, 'utf8');
        check('e2e byoyomi: kgs-time_settings and KGS time_left', /kgs-time_settings byoyomi 0 0.5 2\n/.test(ksent) &&
            /time_left b 0 2\ngenmove b\nplay w \w+\ntime_left b 0 1\ngenmove b\n/.test(ksent), ksent);
        check('e2e byoyomi: time_settings fallback', /\ntime_settings 0 0.5 1\n/.test(nsent) && /time_left w 0 1\ngenmove w\n/.test(nsent), nsent);
        // Handicap: both engines place B2 D4, A is always White and moves first; the count gives White
        // the compensation (2 points by default, none when told).
        const logH = path.join(tmp, 'h.log');
        const hv = '--handicap-vertices "D4 B2"';
        r = await game(`--pass-after 5 ${hv} --log ${logH}`, `--pass-after 5 ${hv}`, ['--handicap', '2', '--a-colour', 'white']);
        const hsgf = fs.readFileSync(r.sgf, 'utf8');
        check('e2e handicap: A white, White first', r.white === 'A' && r.kind === 'score' && /^;W\[/m.test(hsgf.split('\n').slice(1).join('\n')) &&
            /komi 0.5\nfixed_handicap 2\ngenmove w\n/.test(fs.readFileSync(logH, 'utf8')), r);
        check('e2e handicap: count with compensation', r.score && r.score.diff === r.score.black - r.score.white - 0.5 - 2 &&
            r.handicapStones.join(' ') === 'B2 D4', r);
        check('e2e handicap: sgf', /HA\[2\]AB\[bd\]\[db\]/.test(hsgf) && /handicap compensation 2 for White/.test(hsgf), hsgf);
        r = await game(`--pass-after 5 ${hv}`, `--pass-after 5 ${hv}`, ['--handicap', '2', '--a-colour', 'white', '--handicap-compensation', 'none'], 1);
        check('e2e handicap: no compensation', r.score && r.score.diff === r.score.black - r.score.white - 0.5 && r.white === 'A', r);
        r = await game(hv, '--handicap-vertices "B4 D2"', ['--handicap', '2']);
        check('e2e handicap: engines disagree, void', r.kind === 'error' && /different handicap stones/.test(r.reason), r);
        r = await game(hv, '', ['--handicap', '2']);
        check('e2e handicap: refused, forfeit', r.kind === 'forfeit' && r.forfeit === 'setup' && r.loser === 'B', r);
        r = await game('--pass-after 4', '--pass-after 4', ['--time', 'canadian:2:5:3']);
        check('e2e canadian: normal game', r.kind === 'score' && r.clock.A.overtime === false && r.clock.A.mainShare < 0.5 &&
            r.clock.A.movesInOvertime === 0 && /A \(B\): main time used \d\.\d s \(\d+%\), no overtime, longest think/.test(fs.readFileSync(r.sgf, 'utf8')), r);
        // sgf_part.js rebuilds each game's record from its SGF (games without a clock).
        const { recordFromSgf } = require('../bench/sgf_part');
        const fields = ['black', 'white', 'result', 'winner', 'loser', 'kind', 'reason', 'forfeit', 'moves', 'score', 'finalScore', 'finalScoreDiffers'];
        const unclocked = played.filter((g) => !g.clock && g.sgf);
        const rebuilt = unclocked.map((g) => recordFromSgf(fs.readFileSync(g.sgf, 'utf8'), g.game, { A: 'FA', B: 'FB' }));
        const differing = unclocked.filter((g, i) => fields.some((k) => JSON.stringify(g[k]) !== JSON.stringify(rebuilt[i][k])) ||
            ['A', 'B'].some((L) => g.times[L].moves !== rebuilt[i].times[L].moves || Math.abs(g.times[L].max - rebuilt[i].times[L].max) > 0.006));
        check('sgf_part: records rebuilt from the SGFs', unclocked.length >= 12 && differing.length === 0,
            differing.map((g) => ({ game: g, rebuilt: rebuilt[unclocked.indexOf(g)] })));
        // SIGUSR1 to the whole runner: the game being played finishes, no other starts, and the
        // summary and the JSON hold it. A game takes at least 12 x 0.2 s, time enough for the
        // signal to arrive while it is played.
        const json = path.join(tmp, 'stopped.json');
        const runner = spawn(process.execPath, [path.join(__dirname, '..', 'bench', 'match.js'),
            '--a', `${fake} --name FA --pass-after 6 --sleep 0.2`, '--b', `${fake} --name FB --pass-after 6 --sleep 0.2`,
            '--size', '5', '--komi', '0.5', '--games', '4', '--command-timeout', '10', '--sgf-dir', path.join(tmp, 'stopped'),
            '--json', json], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '', err = '';
        runner.stdout.on('data', (d) => { stdout += d; });
        runner.stderr.on('data', (d) => {
            err += d;
            // The first game starts as this line is written.
            if (/^match: 4 games/m.test(err) && !runner.signalled) { runner.signalled = true; runner.kill('SIGUSR1'); }
        });
        const code = await new Promise((resolve) => runner.on('close', resolve));
        const stopped = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : null;
        check('e2e SIGUSR1: the game in progress finishes, no other starts', code === 0 && stopped &&
            stopped.summary.gamesFinished === 1 && stopped.summary.stoppedEarly === true && stopped.interrupted === false &&
            /STOPPED EARLY: 1 of 4 games played/.test(stdout) &&
            fs.readdirSync(path.join(tmp, 'stopped')).filter((f) => f.endsWith('.sgf')).length === 1, { code, stdout, err });
        // A runner killed outright (its machine or session ends) keeps its finished games in --json.
        const killedJson = path.join(tmp, 'killed.json');
        const killed = spawn(process.execPath, [path.join(__dirname, '..', 'bench', 'match.js'),
            '--a', `${fake} --name FA --pass-after 6 --sleep 0.05`, '--b', `${fake} --name FB --pass-after 6 --sleep 0.05`,
            '--size', '5', '--komi', '0.5', '--games', '40', '--command-timeout', '10', '--json', killedJson],
        { stdio: ['ignore', 'ignore', 'pipe'] });
        let killedErr = '';
        killed.stderr.on('data', (d) => {
            killedErr += d;
            if (/^game \d+ \(2\/40\)/m.test(killedErr) && !killed.signalled) { killed.signalled = true; killed.kill('SIGKILL'); }
        });
        await new Promise((resolve) => killed.on('close', resolve));
        const kept = fs.existsSync(killedJson) ? JSON.parse(fs.readFileSync(killedJson, 'utf8')) : null;
        const normalEnd = fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : null;
        check('e2e killed runner: --json holds the finished games, marked running; a normal end is not marked',
            kept && kept.running === true && kept.games.length === 2 && kept.summary.gamesFinished === 2 &&
            normalEnd && normalEnd.running === undefined, { killedErr, kept: kept && kept.summary });
        // --sprt: B resigns every game, so A's 12th straight win crosses the upper bound of 0:100 Elo.
        const sprtJson = path.join(tmp, 'sprt.json');
        const sprtRun = spawn(process.execPath, [path.join(__dirname, '..', 'bench', 'match.js'),
            '--a', `${fake} --name FA`, '--b', `${fake} --name FB --fail-at 1 --fail resign`, '--size', '5', '--komi', '0.5',
            '--games', '40', '--sprt', '0:100', '--command-timeout', '10', '--json', sprtJson], { stdio: ['ignore', 'pipe', 'pipe'] });
        let sprtOut = '';
        sprtRun.stdout.on('data', (d) => { sprtOut += d; });
        sprtRun.stderr.on('data', () => {});
        const sprtCode = await new Promise((resolve) => sprtRun.on('close', resolve));
        const decided = fs.existsSync(sprtJson) ? JSON.parse(fs.readFileSync(sprtJson, 'utf8')).summary : null;
        check('e2e --sprt: stops when the test decides', sprtCode === 0 && decided && decided.gamesFinished === 12 &&
            decided.stoppedEarly === true && decided.sprt.decision === 'H1' && decided.sprt.decidedAfterGames === 12 &&
            /SPRT 0:100 Elo .*H1 accepted.*decided after 12 games/.test(sprtOut), { sprtCode, sprtOut });
        // --sprt-with: a second part counts the first part's 12 wins, so its first game decides.
        const partArgs = (a, json) => [path.join(__dirname, '..', 'bench', 'match.js'), '--a', a,
            '--b', `${fake} --name FB --fail-at 1 --fail resign`, '--size', '5', '--komi', '0.5', '--games', '40',
            '--first-game', '13', '--sprt', '0:100', '--sprt-with', sprtJson, '--command-timeout', '10', '--json', json];
        const runPart = (args) => new Promise((resolve) => {
            const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
            let out = '', err = '';
            child.stdout.on('data', (d) => { out += d; });
            child.stderr.on('data', (d) => { err += d; });
            child.on('close', (code) => resolve({ code, out, err }));
        });
        const partJson = path.join(tmp, 'sprt-part2.json');
        const part = await runPart(partArgs(`${fake} --name FA`, partJson));
        const partSummary = fs.existsSync(partJson) ? JSON.parse(fs.readFileSync(partJson, 'utf8')).summary : null;
        check('e2e --sprt-with: earlier parts count in the test', part.code === 0 && partSummary &&
            partSummary.gamesFinished === 1 && partSummary.sprt.decision === 'H1' &&
            partSummary.sprt.decidedAfterGames === 13 && partSummary.sprt.earlierGames === 12 &&
            /decided after 13 games\) \(with 12 games of earlier parts\)/.test(part.out), part);
        const other = await runPart(partArgs(`${fake} --name OTHER`, path.join(tmp, 'sprt-other.json')));
        check('e2e --sprt-with: a part of another match is refused', other.code === 2 &&
            /is not a part of this match/.test(other.err), other);
        fs.rmSync(tmp, { recursive: true, force: true });
    }

    process.stdout.write(`self-test: ${passed} checks passed, ${failed} failed\n`);
    return failed === 0;
}

module.exports = { run };
