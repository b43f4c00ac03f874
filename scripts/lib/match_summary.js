'use strict';
/*
 * match_summary.js - the summary of a match's game records (Node.js standard library only): wins with
 * their 95% Wilson interval, per-side clock figures, the sequential test, and the printed table. Used by
 * scripts/bench/match.js and the reports over its --json files (combine_matches.js, sgf_part.js,
 * time_stats.js).
 */

const { parseTimeSpec, describeTimeSpec } = require('./match_clock');

function wilson(successes, n, z = 1.96) {
    if (n === 0) return [0, 1];
    const p = successes / n, z2 = z * z;
    const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const half = (z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n);
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

// Wald's sequential probability ratio test between A's expected score against B at elo0 and at elo1 (Elo),
// from A's score (wins, a draw counting half) over n games, error rates alpha and beta: the log-likelihood
// ratio, its bounds, and 'H0' or 'H1' once it has crossed one (null while undecided).
function sprt(score, n, elo0, elo1, alpha = 0.05, beta = 0.05) {
    const expected = (elo) => 1 / (1 + Math.pow(10, -elo / 400));
    const p0 = expected(elo0), p1 = expected(elo1);
    const llr = score * Math.log(p1 / p0) + (n - score) * Math.log((1 - p1) / (1 - p0));
    const lower = Math.log(beta / (1 - alpha)), upper = Math.log((1 - beta) / alpha);
    return { llr, lower, upper, decision: llr >= upper ? 'H1' : llr <= lower ? 'H0' : null };
}

// Min, median, max and mean of numbers; null if there are none or one is unknown (null).
function distribution(values) {
    if (!values.length || values.some((v) => v === null || v === undefined)) return null;
    const v = [...values].sort((x, y) => x - y), mid = v.length >> 1;
    return {
        games: v.length, min: v[0], median: v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2, max: v[v.length - 1],
        mean: v.reduce((sum, x) => sum + x, 0) / v.length,
    };
}

// Side L's clock figures in a game record. Records of match.json files written before longestThink and
// movesInOvertime were kept: the longest of times[L], and no move in overtime if the side never reached
// it, else unknown (null).
function clockFigures(r, L) {
    const c = r.clock[L];
    return {
        mainUsed: c.mainUsed, periodsUsed: c.periodsUsed, longestThink: c.longestThink ?? r.times[L].max,
        movesInOvertime: c.movesInOvertime ?? (c.overtime ? null : 0),
    };
}

// The distribution over the games of each of side L's clock figures.
function clockDistributions(records, L) {
    const figures = records.map((r) => clockFigures(r, L));
    const d = {};
    for (const k of ['mainUsed', 'periodsUsed', 'longestThink', 'movesInOvertime']) d[k] = distribution(figures.map((f) => f[k]));
    return d;
}

// Table rows [label, A, B] for the clockDistributions a and b: min/median/max and mean of each figure the
// time system can make non-zero ('-': no games, or unknown).
function clockRows(a, b, system) {
    const seconds = (x) => x.toFixed(x < 10 ? 2 : x < 100 ? 1 : 0);
    const count = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
    const figures = [
        ['mainUsed', 'main time used, s', seconds, true],
        ['periodsUsed', 'periods lost', count, system === 'byoyomi'],
        ['longestThink', 'longest think, s', seconds, true],
        ['movesInOvertime', 'moves in overtime', count, system !== 'absolute'],
    ];
    return figures.filter((f) => f[3]).flatMap(([k, label, fmt]) => {
        const cells = (f) => [a, b].map((d) => (d[k] ? f(d[k]) : '-'));
        return [[`${label}: min/median/max`, ...cells((x) => [x.min, x.median, x.max].map(fmt).join('/'))],
            [`${label}: mean`, ...cells((x) => fmt(x.mean))]];
    });
}

function tableRow(label, a, b) { return `  ${label.padEnd(34)} ${String(a).padStart(14)} ${String(b).padStart(14)}`; }

function summarize(records, ctx) {
    const opts = ctx.opts;
    const done = records.filter((r) => r && !r.aborted);
    const valid = done.filter((r) => r.kind !== 'error');
    const errors = done.filter((r) => r.kind === 'error');
    const per = {};
    for (const L of ['A', 'B']) {
        // From the per-game figures (records read back from --json files have no allTimes).
        const moves = done.reduce((n, r) => n + r.times[L].moves, 0);
        const total = done.reduce((n, r) => n + r.times[L].total, 0);
        const e = {
            name: ctx.names[L], command: L === 'A' ? opts.a : opts.b,
            wins: valid.filter((r) => r.winner === L).length,
            winsAsBlack: valid.filter((r) => r.winner === L && r.black === L).length,
            winsAsWhite: valid.filter((r) => r.winner === L && r.white === L).length,
            gamesAsBlack: valid.filter((r) => r.black === L).length,
            gamesAsWhite: valid.filter((r) => r.white === L).length,
            winsByScore: valid.filter((r) => r.winner === L && r.kind === 'score').length,
            winsByResign: valid.filter((r) => r.winner === L && r.kind === 'resign').length,
            lossesOnTime: valid.filter((r) => r.loser === L && r.kind === 'time').length,
            forfeits: valid.filter((r) => r.loser === L && r.kind === 'forfeit').length,
            forfeitsByType: {},
            illegalMoves: valid.filter((r) => r.loser === L && r.forfeit === 'illegal').length,
            moves,
            avgSecondsPerMove: moves ? total / moves : 0,
            maxSecondsPerMove: done.reduce((m, r) => Math.max(m, r.times[L].max), 0),
        };
        for (const r of valid) if (r.loser === L && r.kind === 'forfeit') e.forfeitsByType[r.forfeit] = (e.forfeitsByType[r.forfeit] || 0) + 1;
        if (opts.secondsPerMove && done.every((r) => r.allTimes)) {
            e.movesOverTarget = done.reduce((n, r) => n + r.allTimes[L].filter((t) => t > opts.secondsPerMove + 1).length, 0);
        }
        if (opts.time) {
            const share = (rs) => (rs.length ? rs.reduce((s, r) => s + r.clock[L].mainShare, 0) / rs.length : null);
            const ot = valid.filter((r) => r.reachedOvertime);
            e.gamesReachingOvertime = valid.filter((r) => r.clock[L].overtime).length;
            e.meanMainShareInOvertimeGames = share(ot);
            e.meanMainShareAllGames = share(valid);
            e.periodsUsed = valid.reduce((s, r) => s + r.clock[L].periodsUsed, 0);
            e.clockPerGame = clockDistributions(valid, L);
        }
        per[L] = e;
    }
    const draws = valid.filter((r) => r.winner === null).length;
    const n = valid.length;
    const score = per.A.wins + draws / 2;
    const [lo, hi] = wilson(score, n);
    return {
        config: {
            size: opts.size, komi: opts.komi, handicap: opts.handicap, compensation: opts.compensation, aColour: opts.aColour,
            games: opts.games, parallel: opts.parallel,
            time: opts.time ? opts.time.text : null, timeDescription: describeTimeSpec(opts.time),
            secondsPerMove: opts.secondsPerMove, maxMoves: opts.maxMoves, timeGrace: opts.timeGrace,
        },
        gamesFinished: done.length, gamesCounted: n, draws, errors: errors.length,
        errorReasons: errors.map((r) => `game ${r.game}: ${r.reason}`),
        aWinRate: n ? score / n : null, aWinRateCI95: n ? [lo, hi] : null,
        averageMoves: done.length ? done.reduce((s, r) => s + r.moves, 0) / done.length : 0,
        gamesReachingOvertime: opts.time ? valid.filter((r) => r.reachedOvertime).length : null,
        scoredGames: valid.filter((r) => r.kind === 'score').length,
        finalScoreDisagreements: valid.filter((r) => r.finalScoreDiffers.length > 0).length,
        engines: per,
    };
}

function pct(x) { return x === null || x === undefined ? '-' : `${(100 * x).toFixed(1)}%`; }

function printSummary(s, interrupted) {
    const A = s.engines.A, B = s.engines.B;
    const out = [];
    const row = (label, a, b) => out.push(tableRow(label, a, b));
    const stopped = s.stoppedEarly ? ` (STOPPED EARLY: ${s.gamesFinished} of ${s.config.games} games played)` : '';
    out.push(`Match summary${interrupted ? ' (INTERRUPTED: finished games only)' : stopped}`);
    out.push(`  A: ${A.name}  [${A.command}]`);
    out.push(`  B: ${B.name}  [${B.command}]`);
    const handicap = s.config.handicap >= 2 ? `, ${s.config.handicap} handicap stones (White gets ${s.config.compensation} at the count)` : '';
    out.push(`  ${s.config.size}x${s.config.size}, komi ${s.config.komi}${handicap}, Chinese rules, Tromp-Taylor count (all stones alive); ` +
        `time: ${s.config.time ? s.config.timeDescription : s.config.secondsPerMove ? `~${s.config.secondsPerMove} s per move (not enforced)` : 'none'}`);
    out.push(`  games: ${s.gamesFinished} finished, ${s.gamesCounted} counted, ${s.errors} void/errors, ${s.draws} draws; ` +
        `average length ${s.averageMoves.toFixed(1)} moves`);
    if (s.gamesCounted) {
        out.push(`  A wins ${A.wins}/${s.gamesCounted} = ${pct(s.aWinRate)}  (95% Wilson CI ${pct(s.aWinRateCI95[0])} .. ${pct(s.aWinRateCI95[1])})`);
    } else out.push('  A wins: no counted games');
    row('', 'A', 'B');
    row('wins', A.wins, B.wins);
    row('wins as black', `${A.winsAsBlack}/${A.gamesAsBlack}`, `${B.winsAsBlack}/${B.gamesAsBlack}`);
    row('wins as white', `${A.winsAsWhite}/${A.gamesAsWhite}`, `${B.winsAsWhite}/${B.gamesAsWhite}`);
    row('wins by count / by resignation', `${A.winsByScore} / ${A.winsByResign}`, `${B.winsByScore} / ${B.winsByResign}`);
    row('losses on time', A.lossesOnTime, B.lossesOnTime);
    row('forfeits (illegal moves)', `${A.forfeits} (${A.illegalMoves})`, `${B.forfeits} (${B.illegalMoves})`);
    const ft = (e) => Object.entries(e.forfeitsByType).map(([k, v]) => `${k}:${v}`).join(',') || '-';
    if (A.forfeits || B.forfeits) row('forfeits by kind', ft(A), ft(B));
    row('moves (genmoves answered)', A.moves, B.moves);
    row('seconds per move: average', A.avgSecondsPerMove.toFixed(3), B.avgSecondsPerMove.toFixed(3));
    row('seconds per move: maximum', A.maxSecondsPerMove.toFixed(3), B.maxSecondsPerMove.toFixed(3));
    if (A.movesOverTarget !== undefined) row(`moves over ${s.config.secondsPerMove}+1 s`, A.movesOverTarget, B.movesOverTarget);
    if (s.config.time) {
        out.push(`  games reaching overtime (either side): ${s.gamesReachingOvertime}/${s.gamesCounted}`);
        row('games in which it reached overtime', A.gamesReachingOvertime, B.gamesReachingOvertime);
        row('byo-yomi periods lost', A.periodsUsed, B.periodsUsed);
        row('main time used, overtime games', pct(A.meanMainShareInOvertimeGames), pct(B.meanMainShareInOvertimeGames));
        row('main time used, all games', pct(A.meanMainShareAllGames), pct(B.meanMainShareAllGames));
        for (const r of clockRows(A.clockPerGame, B.clockPerGame, parseTimeSpec(s.config.time).system)) row(...r);
    }
    if (s.finalScoreDisagreements) {
        out.push(`  note: in ${s.finalScoreDisagreements} of ${s.scoredGames} scored games an engine's final_score differs from the runner's ` +
            'count (dead stones left on the board count as alive; e.g. GNU Go needs --capture-all-dead)');
    }
    if (s.sprt) {
        const t = s.sprt;
        const verdict = t.decision === 'H1' ? `H1 accepted: A is about ${t.elo1} Elo stronger or more`
            : t.decision === 'H0' ? `H0 accepted: A is about ${t.elo0} Elo stronger or less` : 'undecided';
        out.push(`  SPRT ${t.elo0}:${t.elo1} Elo (5% errors): LLR ${t.llr.toFixed(2)} in (${t.lower.toFixed(2)}, ${t.upper.toFixed(2)}): ${verdict}` +
            (t.decidedAfterGames ? ` (decided after ${t.decidedAfterGames} games)` : '') +
            (t.earlierGames ? ` (with ${t.earlierGames} games of earlier parts)` : ''));
    }
    for (const e of s.errorReasons) out.push(`  void: ${e}`);
    process.stdout.write(out.join('\n') + '\n');
}

module.exports = { wilson, sprt, summarize, printSummary, clockDistributions, clockRows, tableRow };
