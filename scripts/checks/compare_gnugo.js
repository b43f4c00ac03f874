#!/usr/bin/env node
'use strict';
/*
 * compare_gnugo.js - send the same standard GTP v2 command sessions to GNU Go and to tianyuan and list
 * where the answers differ (Node.js standard library only).
 *
 * Usage: node scripts/checks/compare_gnugo.js [--engine PATH] [--gnugo PATH] [--verbose]
 *
 *   --engine PATH   the tianyuan executable (default: build/release/tianyuan). It is started with
 *                   '--config conf/regress.conf' (fixed seed) from the repository when that file exists.
 *   --gnugo PATH    GNU Go (default: /usr/games/gnugo), started as 'gnugo --mode gtp --chinese-rules'.
 *   --verbose, -v   print every command with both answers.
 *
 * Every session starts from a fresh pair of engines. Each command goes to both engines; what is compared
 * depends on the command (see compareStep):
 *   - always the success/failure flag, and the error text when both fail (GTP error texts are standardised);
 *   - protocol_version, known_command, komi/play/boardsize/... (empty answers): the answer text;
 *   - fixed_handicap: the vertex list as a set, and (when the sets agree) as an ordered list;
 *   - final_score: the result as a number (B+9 == B+9.0); final_status_list and list_stones: vertex sets;
 *   - loadsgf: the colour to move (case-insensitive); list_commands: which standard GTP v2 commands are
 *     listed (extensions are not compared); place_free_handicap: the number of stones;
 *   - genmove, reg_genmove, showboard, name, version: only the flag ("both succeed").
 * list_stones is the one non-standard command used: both engines implement it, and it is only sent as a
 * probe of the board state (after captures, undo, loadsgf, handicap).
 *
 * Output (stdout): one line per difference
 *   DIFF <session>: <command>: gnugo '<answer>' vs tianyuan '<answer>' => EXPLAINED: <why> | UNEXPLAINED
 * where an answer is written '= text' or '? text' (newlines as '\n'), and finally
 *   N sessions, N commands compared, N differences, N explained, N unexplained
 * Exit code: 0 if every difference is explained, 1 otherwise, 2 on usage errors or an engine crash/timeout,
 * 77 (skip) if GNU Go is not installed.
 */

const fs = require('fs');
const os = require('os');
const path = require('path');
const { GtpEngine } = require('../lib/gtp_client');

const REPO = path.resolve(__dirname, '..', '..');
const COMMAND_TIMEOUT_MS = 20000;

// The standard commands of GTP v2 draft 2 (section 6.3); list_commands is compared on these only.
const STANDARD_COMMANDS = [
    'protocol_version', 'name', 'version', 'known_command', 'list_commands', 'quit',
    'boardsize', 'clear_board', 'komi', 'fixed_handicap', 'place_free_handicap', 'set_free_handicap',
    'play', 'genmove', 'undo', 'time_settings', 'time_left', 'final_score', 'final_status_list',
    'loadsgf', 'reg_genmove', 'showboard',
];

/* ---------- explained differences ----------
 * Each entry: where, a RegExp tested against "<session>: <label>" (the label as printed in the DIFF line,
 * e.g. "handicap_19: fixed_handicap 2 (order)"); answers (optional), a RegExp tested against
 * "gnugo '<answer>' vs tianyuan '<answer>'", so that an explanation of GNU Go's behaviour stops applying
 * when tianyuan's own answer changes; and why, the one-line explanation. Entries were written after
 * looking at the real answers of GNU Go 3.8. A difference that looks like a tianyuan bug stays out of here.
 */
const SYNTAX = "tianyuan '\\? syntax error'$";
const EXPLAINED = [
    // ---- superko ----
    { where: /^superko_\w+: play [bw] [A-T]\d+$/, answers: /^gnugo '=' vs tianyuan '\? illegal move'$/,
        why: 'GNU Go knows simple ko only; tianyuan enforces positional superko (the move repeats an earlier position)' },
    // ---- board sizes ----
    { where: /: boardsize 25$/, answers: /^gnugo '\? unacceptable size' vs tianyuan '='$/,
        why: 'GNU Go refuses boards larger than 19x19; GTP allows up to 25x25 and tianyuan accepts them' },
    { where: /: boardsize 1$/, answers: /^gnugo '=' vs tianyuan '\? unacceptable size'$/,
        why: 'GNU Go accepts a 1x1 board; tianyuan\'s smallest board is 2x2 (GTP sets no minimum)' },
    { where: /: boardsize 2\.5$/, answers: new RegExp("^gnugo '=' vs " + SYNTAX),
        why: 'GNU Go reads the leading integer of \'2.5\' (sscanf) and accepts it; tianyuan requires an integer' },
    // ---- fixed handicap ----
    { where: /: (boardsize \d+ \/ )?fixed_handicap \d+ \(order\)$/,
        why: 'same stones; GNU Go lists them in board order (top row first), tianyuan in the spec\'s placement order (the spec fixes no answer order)' },
    { where: /^handicap_sizes: boardsize 12 \/ (fixed_handicap [234]|list_stones black) \((set|as set)\)$/,
        why: '12x12 fixed handicap: GNU Go uses the 4th line (size > 11); gomill\'s spec table and tianyuan use the 3rd line below 13x13' },
    // ---- GNU Go's own error texts ----
    { where: /: (boardsize \d+ \/ )?fixed_handicap -?\d+ \(error text\)$/,
        answers: /^gnugo '\? invalid handicap' vs tianyuan '\? invalid number of stones'$/,
        why: 'GNU Go\'s error text differs: \'invalid handicap\' (spec: \'invalid number of stones\')' },
    { where: /: place_free_handicap -?\d+ \(error text\)$/,
        answers: /^gnugo '\? invalid handicap' vs tianyuan '\? invalid number of stones'$/,
        why: 'GNU Go\'s error text differs: \'invalid handicap\' (spec: \'invalid number of stones\')' },
    { where: /: set_free_handicap( \S+)* \(error text\)$/,
        answers: /^gnugo '\? (invalid handicap|repeated vertex|invalid coordinate)' vs tianyuan '\? bad vertex list'$/,
        why: 'GNU Go\'s error text differs: \'invalid handicap\', \'repeated vertex\' or \'invalid coordinate\' (spec: \'bad vertex list\')' },
    { where: /: fixed_handicap abc \(error text\)$/, answers: new RegExp("^gnugo '\\? handicap not an integer' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'handicap not an integer\' instead of \'syntax error\'' },
    { where: /: boardsize( \S+)? \(error text\)$/, answers: new RegExp("^gnugo '\\? boardsize not an integer' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'boardsize not an integer\' instead of \'syntax error\'' },
    { where: /: komi( \S+)? \(error text\)$/, answers: new RegExp("^gnugo '\\? komi not a float' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'komi not a float\' instead of \'syntax error\'' },
    { where: /: play( \S+)* \(error text\)$/, answers: new RegExp("^gnugo '\\? invalid color or coordinate' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'invalid color or coordinate\' instead of \'syntax error\'' },
    { where: /: play \S+ [A-Z]\d+ \(error text\)$/,
        answers: /^gnugo '\? invalid color or coordinate' vs tianyuan '\? illegal move'$/,
        why: 'vertex off this board (well-formed for 25x25): GNU Go says \'invalid color or coordinate\', tianyuan \'illegal move\' (both failures are allowed)' },
    { where: /: (genmove|reg_genmove)( \S+)? \(error text\)$/, answers: new RegExp("^gnugo '\\? invalid color' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'invalid color\' instead of \'syntax error\'' },
    { where: /: final_status_list( \S+)? \(error text\)$/,
        answers: new RegExp("^gnugo '\\? (missing|invalid) status' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'missing status\' / \'invalid status\' instead of \'syntax error\'' },
    { where: /: loadsgf \S+ \(error text\)$/, answers: /^gnugo '\? cannot open or parse '.*'' vs tianyuan '\? cannot load file: .*'$/,
        why: 'GNU Go\'s error text differs: \'cannot open or parse \'FILE\'\' (spec: \'cannot load file\', which we follow with the reason)' },
    { where: /: loadsgf \(error text\)$/, answers: new RegExp("^gnugo '\\? missing filename' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'missing filename\' instead of \'syntax error\'' },
    { where: /: time_settings( \S+)* \(error text\)$/, answers: new RegExp("^gnugo '\\? not three integers' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'not three integers\' instead of \'syntax error\'' },
    { where: /: time_left( \S+)* \(error text\)$/,
        answers: new RegExp("^gnugo '\\? (time and stones not two integers|invalid color)' vs " + SYNTAX),
        why: 'GNU Go\'s error text differs: \'time and stones not two integers\' / \'invalid color\' instead of \'syntax error\'' },
    // ---- GNU Go's own behaviour ----
    { where: /: known_command$/, answers: new RegExp("^gnugo '= false' vs " + SYNTAX),
        why: 'known_command without an argument: GNU Go answers \'false\', tianyuan reports the missing argument as a syntax error' },
    { where: /: undo \S+ \(error text\)$/, answers: new RegExp("^gnugo '\\? cannot undo' vs " + SYNTAX),
        why: 'GNU Go ignores arguments to undo (and had nothing to undo); tianyuan rejects the argument as a syntax error' },
    { where: /^free_handicap: list_stones black \(as set\)$/, answers: /^gnugo '= D4' vs tianyuan '='$/,
        why: 'GNU Go leaves the stones before a bad vertex on the board after a failed set_free_handicap; tianyuan leaves the board unchanged' },
    { where: /^score_komi_change: final_score$/,
        why: 'GNU Go caches final_score for an unchanged position and ignores a later komi change; tianyuan rescores with the new komi' },
];

/* ---------- sessions ----------
 * A step is a command string (compared according to its command name) or { cmd, mode } to force a mode:
 *   'auto' (default), 'flag', 'text', 'handicap', 'score', 'vertexset', 'colour', 'commands', 'count'.
 * '@SGF_name' in a command is replaced by the path of the temporary SGF file 'name' (see SGF_FILES).
 */
const SGF_FILES = {
    // five moves on 9x9 with komi 7.5: white to move at the end.
    five: '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7.5];B[cc];W[gg];B[cg];W[gc];B[ee])\n',
    // the wall position (black column E, white column F) on 9x9 with komi 0: B+9 by area.
    wall: '(;GM[1]FF[4]SZ[9]KM[0]' +
        'abcdefghi'.split('').map((r) => `;B[e${r}];W[f${r}]`).join('') + ')\n',
    // setup stones and one move on 13x13 with komi 0.5.
    setup13: '(;GM[1]FF[4]SZ[13]KM[0.5]AB[dd][jj]AW[dj];B[gg])\n',
    // no file behind this name: loadsgf must fail.
    missing: null,
};

// Black wall on column E, white wall on column F of a 9x9 board: a finished game, area B 45, W 36.
const WALL = [];
for (let row = 1; row <= 9; row++) WALL.push(`play b E${row}`, `play w F${row}`);

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const fixedSeries = (size, counts) => [`boardsize ${size}`, 'clear_board'].concat(
    ...counts.map((n) => ['clear_board', `fixed_handicap ${n}`, 'list_stones black']));

const SESSIONS = [
    {
        name: 'admin',
        steps: ['protocol_version', '17 protocol_version', 'name', 'version',
            ...STANDARD_COMMANDS.map((c) => `known_command ${c}`),
            'known_command xyzzy', 'known_command', 'list_commands', 'xyzzy', '5 xyzzy'],
    },
    {
        name: 'board_setup',
        steps: ['boardsize 9', 'clear_board', 'boardsize 13', 'clear_board', 'boardsize 19', 'clear_board',
            'boardsize 7', 'clear_board', 'play b G7', 'play w H7', 'boardsize 2', 'clear_board', 'play b A1',
            'play w C1', 'boardsize 25', 'boardsize 26', 'boardsize 0', 'boardsize 1', 'boardsize -1',
            'boardsize abc', 'boardsize 2.5', 'boardsize', 'boardsize 19', 'clear_board',
            'komi 6.5', 'komi 0', 'komi -3.5', 'komi 7', 'komi abc', 'komi'],
    },
    {
        // komi survives clear_board and boardsize; checked with the score of a finished position.
        name: 'komi_persists',
        steps: ['komi 3.5', 'boardsize 9', 'clear_board', ...WALL, 'final_score',
            'clear_board', ...WALL, 'final_score'],
    },
    { name: 'handicap_19', steps: [...fixedSeries(19, range(2, 9)), 'clear_board', 'fixed_handicap 0',
        'fixed_handicap 1', 'fixed_handicap 10', 'fixed_handicap -1', 'fixed_handicap abc',
        'fixed_handicap 4', 'fixed_handicap 4', 'undo', 'genmove w',
        'clear_board', 'play b K10', 'fixed_handicap 2'] },
    { name: 'handicap_13', steps: [...fixedSeries(13, range(2, 9)), 'clear_board', 'fixed_handicap 1',
        'fixed_handicap 10'] },
    { name: 'handicap_9', steps: [...fixedSeries(9, range(2, 9)), 'clear_board', 'fixed_handicap 1',
        'fixed_handicap 10', 'clear_board', 'fixed_handicap 3', 'play w E5', 'play b F5', 'list_stones white'] },
    {
        name: 'handicap_sizes',
        steps: [].concat(...[7, 8, 10, 12, 14].map((s) => fixedSeries(s, range(2, 5))),
            ...[11, 15].map((s) => fixedSeries(s, range(2, 9))),
            ...[6, 5, 2].map((s) => fixedSeries(s, [2])))
            .map((c, i, all) => {
                // Label fixed_handicap steps with the board size so explanations can name it.
                if (!c.startsWith('fixed_handicap') && !c.startsWith('list_stones')) return c;
                let size = '';
                for (let j = i; j >= 0; j--) if (all[j].startsWith('boardsize')) { size = all[j]; break; }
                return { cmd: c, label: `${size} / ${c}` };
            }),
    },
    {
        name: 'free_handicap',
        steps: ['boardsize 19', 'clear_board', 'set_free_handicap D4 Q16 D16', 'list_stones black',
            'play w Q4', 'set_free_handicap A1 B1', 'clear_board', 'set_free_handicap D4 q16', 'play b C3',
            'list_stones black', 'undo', 'undo',
            ...['D4', 'D4 D4', 'D4 pass', 'pass D4', 'D4 T20', 'D4 I5', 'D4 xx', ''].map(
                (v) => ['clear_board', `set_free_handicap ${v}`.trim()]).flat(),
            // the board after a failed set_free_handicap
            'clear_board', 'set_free_handicap D4 xx', 'list_stones black',
            'clear_board', 'set_free_handicap C3 D4 E5 F6 G7 H8 J9 K10 L11 M12', 'list_stones black',
            'clear_board', 'place_free_handicap 4', 'place_free_handicap 2', 'clear_board',
            'place_free_handicap 1', 'place_free_handicap 0', 'place_free_handicap 9', 'undo'],
    },
    {
        name: 'play_basic',
        steps: ['boardsize 19', 'clear_board', 'komi 7.5', 'play b D4', 'play w D4', 'play b q16',
            'play B K10', 'play white Q4', 'play BLACK D16', 'play W C3', 'play w pass', 'play b PASS',
            'play b J5', 'play b I5', 'play b i5', 'play b T20', 'play b Z1', 'play b A0', 'play b A20',
            'play b T19', 'play b D', 'play b 4D', 'play b 44', 'play b xx', 'play x D5', 'play b',
            'play', 'play pass D4', 'list_stones black', 'list_stones white'],
    },
    {
        name: 'play_rules',
        steps: ['boardsize 9', 'clear_board',
            // suicide: single stone, and a two-stone suicide
            'play w B1', 'play w A2', 'play b A1', 'play w H9', 'play w J8', 'play b J9',
            'play b G1', 'play b H2', 'play b J2', 'play w H1', 'play w J1', 'list_stones white',
            // capture of one stone and of a chain
            'play b C5', 'play b D6', 'play b D4', 'play w E6', 'play w E4', 'play w F5', 'play w D5',
            'play b E5', 'list_stones white',
            // simple ko: immediate recapture refused, allowed after a move elsewhere
            'play w D5', 'play w A9', 'play b A8', 'play w D5', 'play b E5', 'list_stones black',
            'list_stones white',
            // non-alternating plays and passes
            'play b G5', 'play b G6', 'play w pass', 'play w pass', 'play b G4', 'list_stones black'],
    },
    {
        name: 'undo',
        steps: ['undo', 'boardsize 9', 'clear_board', 'undo', 'play b D4', 'undo', 'undo', 'list_stones black',
            'play w A1', 'play b B1', 'play b A2', 'list_stones white', 'undo', 'list_stones white',
            'list_stones black', 'play b A2', 'list_stones white', 'undo', 'undo', 'undo', 'undo',
            'list_stones black', 'play b pass', 'undo', 'undo', 'undo x', 'play b E5', 'play w pass',
            'play b pass', 'undo', 'undo', 'list_stones black', 'undo', 'undo'],
    },
    { name: 'score_wall_komi7.5', steps: ['boardsize 9', 'clear_board', 'komi 7.5', ...WALL, 'final_score',
        'final_status_list dead', 'final_status_list alive', 'final_status_list seki', 'play b pass',
        'play w pass', 'final_score'] },
    { name: 'score_wall_komi0', steps: ['boardsize 9', 'clear_board', 'komi 0', ...WALL, 'final_score',
        'final_status_list dead'] },
    { name: 'score_wall_komi-9', steps: ['boardsize 9', 'clear_board', 'komi -9', ...WALL, 'final_score'] },
    { name: 'score_wall_komi9', steps: ['komi 9', 'boardsize 9', 'clear_board', ...WALL, 'final_score'] },
    {
        // komi changed after a final_score, position unchanged.
        name: 'score_komi_change',
        steps: ['boardsize 9', 'clear_board', 'komi 7.5', ...WALL, 'final_score', 'komi 0', 'final_score',
            'komi 9', 'final_score'],
    },
    {
        // a lone white stone inside black's area: dead (GNU Go and any human), B+1.5 with komi 7.5.
        name: 'score_dead_stone',
        steps: ['boardsize 9', 'clear_board', 'komi 7.5', ...WALL, 'play w B5', 'final_status_list dead',
            'final_status_list alive', 'final_status_list seki', 'final_score', 'final_status_list',
            'final_status_list xyzzy'],
    },
    { name: 'score_dead_stone_komi0', steps: ['boardsize 9', 'clear_board', 'komi 0', ...WALL, 'play w B5',
        'final_score'] },
    {
        name: 'loadsgf',
        steps: ['loadsgf @SGF_five', 'list_stones black', 'list_stones white', 'loadsgf @SGF_five 3',
            'list_stones black', 'list_stones white', 'loadsgf @SGF_five 2', 'list_stones black',
            'loadsgf @SGF_five 1', 'list_stones black', 'loadsgf @SGF_five 6', 'list_stones white',
            'loadsgf @SGF_missing', 'loadsgf @SGF_wall', 'final_score', 'loadsgf @SGF_setup13',
            'list_stones black', 'list_stones white', 'play w N13', 'undo', 'undo', 'loadsgf'],
    },
    {
        name: 'genmove',
        steps: ['boardsize 9', 'clear_board', 'komi 7.5', 'genmove b', 'genmove w', 'genmove black',
            'genmove WHITE', 'reg_genmove b', 'genmove x', 'genmove', 'showboard', 'undo', 'showboard'],
    },
    {
        // send-two-return-one: B C1 puts two stones in atari, W A1 takes them, B B1 takes A1 back and
        // repeats the position after the setup (legal under simple ko, illegal under positional superko).
        name: 'superko_send2',
        steps: ['boardsize 9', 'clear_board', 'play b B1', 'play w D1', 'play b A2', 'play w B2', 'play w C2',
            'play b C1', 'play w A1', 'list_stones black', 'play b B1'],
    },
    {
        // a ko taken back after two passes repeats the position before the capture.
        name: 'superko_pass_ko',
        steps: ['boardsize 9', 'clear_board', 'play b C5', 'play b D6', 'play b D4', 'play w E6', 'play w E4',
            'play w F5', 'play w D5', 'play b E5', 'play w D5', 'play w pass', 'play b pass', 'list_stones black',
            'play w D5'],
    },
    {
        name: 'time',
        steps: ['time_settings 300 30 5', 'time_left b 290 0', 'time_left w 25 4', 'time_settings 0 1 0',
            'time_settings 60 0 0', 'time_settings x 1 1', 'time_left b x 0', 'time_left', 'genmove b'],
    },
];

/* ---------- answer comparison ---------- */

function show(a) {
    if (!a) return '(no answer)';
    const text = a.text.replace(/\n/g, '\\n');
    return `${a.ok ? '=' : '?'}${a.id}${text === '' ? '' : ' ' + text}`;
}

const vertexList = (text) => text.split(/\s+/).filter((w) => w !== '').map((w) => w.toUpperCase());
const sortedVertices = (text) => vertexList(text).sort();

function parseScore(text) {
    const t = text.trim().toUpperCase();
    if (t === '0') return 0;
    const m = /^([BW])\+(\d+(?:\.\d*)?)$/.exec(t);
    if (!m) return null;
    return (m[1] === 'B' ? 1 : -1) * parseFloat(m[2]);
}

function modeFor(cmd) {
    const words = cmd.trim().split(/\s+/);
    const name = /^\d+$/.test(words[0]) ? words[1] : words[0];
    switch (name) {
        case 'genmove': case 'reg_genmove': case 'showboard': case 'name': case 'version': return 'flag';
        case 'fixed_handicap': return 'handicap';
        case 'place_free_handicap': return 'count';
        case 'final_score': return 'score';
        case 'final_status_list': case 'list_stones': return 'vertexset';
        case 'loadsgf': return 'colour';
        case 'list_commands': return 'commands';
        default: return 'text';
    }
}

// Returns a list of { label, g, t } differences (g/t: strings describing each engine's answer).
function compareStep(label, mode, g, t) {
    if (g.ok !== t.ok) return [{ label, g: show(g), t: show(t) }];
    if (!g.ok) {
        return g.text === t.text ? [] : [{ label: `${label} (error text)`, g: show(g), t: show(t) }];
    }
    if (g.id !== t.id) return [{ label: `${label} (id)`, g: show(g), t: show(t) }];
    switch (mode) {
        case 'flag':
            return [];
        case 'handicap': {
            const gs = sortedVertices(g.text).join(' ');
            const ts = sortedVertices(t.text).join(' ');
            if (gs !== ts) return [{ label: `${label} (set)`, g: show(g), t: show(t) }];
            if (vertexList(g.text).join(' ') !== vertexList(t.text).join(' '))
                return [{ label: `${label} (order)`, g: show(g), t: show(t) }];
            return [];
        }
        case 'count':
            return vertexList(g.text).length === vertexList(t.text).length ? []
                : [{ label: `${label} (number of stones)`, g: show(g), t: show(t) }];
        case 'score': {
            const gs = parseScore(g.text);
            const ts = parseScore(t.text);
            return gs !== null && gs === ts ? [] : [{ label, g: show(g), t: show(t) }];
        }
        case 'vertexset':
            return sortedVertices(g.text).join(' ') === sortedVertices(t.text).join(' ') ? []
                : [{ label: `${label} (as set)`, g: show(g), t: show(t) }];
        case 'colour':
            return g.text.toLowerCase() === t.text.toLowerCase() ? [] : [{ label, g: show(g), t: show(t) }];
        case 'commands': {
            const std = (text) => STANDARD_COMMANDS.filter((c) => text.split('\n').map((l) => l.trim()).includes(c));
            const gl = std(g.text);
            const tl = std(t.text);
            if (gl.join(' ') === tl.join(' ')) return [];
            const missing = (a, b) => a.filter((c) => !b.includes(c)).join(' ') || '-';
            return [{ label: `${label} (standard commands)`, g: `listed, not by tianyuan: ${missing(gl, tl)}`,
                t: `listed, not by gnugo: ${missing(tl, gl)}` }];
        }
        default:
            return g.text === t.text ? [] : [{ label, g: show(g), t: show(t) }];
    }
}

function explain(d) {
    const where = `${d.session}: ${d.label}`;
    const answers = `gnugo '${d.g}' vs tianyuan '${d.t}'`;
    return EXPLAINED.findIndex((e) => e.where.test(where) && (!e.answers || e.answers.test(answers)));
}

/* ---------- running ---------- */

function parseArgs(argv) {
    const opts = { engine: path.join(REPO, 'build/release/tianyuan'), gnugo: '/usr/games/gnugo', verbose: false };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        if (a === '--engine' || a === '--gnugo') {
            if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
            opts[a.slice(2)] = argv[++i];
        } else if (a.startsWith('--engine=')) opts.engine = a.slice(9);
        else if (a.startsWith('--gnugo=')) opts.gnugo = a.slice(8);
        else if (a === '--verbose' || a === '-v') opts.verbose = true;
        else if (a === '--help' || a === '-h') opts.help = true;
        else throw new Error(`unknown argument: ${a}`);
    }
    return opts;
}

function isExecutable(file) {
    try { fs.accessSync(file, fs.constants.X_OK); return fs.statSync(file).isFile(); } catch (e) { return false; }
}

async function runSession(session, cmdlines, tmp, opts, out) {
    const engines = {
        gnugo: new GtpEngine(cmdlines.gnugo, { cwd: tmp, stderr: 'pipe', timeout: COMMAND_TIMEOUT_MS }),
        tianyuan: new GtpEngine(cmdlines.tianyuan, { cwd: tmp, stderr: 'pipe', timeout: COMMAND_TIMEOUT_MS }),
    };
    let compared = 0;
    const diffs = [];
    let fatal = null;
    try {
        for (const step of session.steps) {
            const s = typeof step === 'string' ? { cmd: step } : step;
            const cmd = s.cmd.replace(/@SGF_(\w+)/g, (m, name) => path.join(tmp, `${name}.sgf`));
            const label = s.label || s.cmd;
            const mode = s.mode || modeFor(cmd);
            const [g, t] = await Promise.all([engines.gnugo.send(cmd), engines.tianyuan.send(cmd)]);
            compared++;
            if (opts.verbose) out.push(`  ${session.name}: ${cmd}\n      gnugo    ${show(g)}\n      tianyuan ${show(t)}`);
            for (const d of compareStep(label, mode, g, t)) {
                // The temporary directory changes from run to run: keep DIFF lines stable.
                diffs.push({ session: session.name, ...d, g: d.g.split(tmp).join('$TMP'), t: d.t.split(tmp).join('$TMP') });
            }
        }
    } catch (e) {
        fatal = `${session.name}: ${e.message}`;
        for (const [who, eng] of Object.entries(engines)) {
            if (eng.stderrText.trim()) fatal += `\n  ${who} stderr: ${eng.stderrText.trim().split('\n').slice(-5).join('\n  ')}`;
        }
    }
    await Promise.all(Object.values(engines).map((e) => e.quit({ timeout: 3000 })));
    return { compared, diffs, fatal };
}

async function main() {
    let opts;
    try {
        opts = parseArgs(process.argv.slice(2));
    } catch (e) {
        process.stderr.write(`compare_gnugo: ${e.message}\nUsage: node scripts/checks/compare_gnugo.js [--engine PATH] [--gnugo PATH] [--verbose]\n`);
        return 2;
    }
    if (opts.help) {
        process.stdout.write('Usage: node scripts/checks/compare_gnugo.js [--engine PATH] [--gnugo PATH] [--verbose]\n');
        return 0;
    }
    if (!isExecutable(opts.gnugo)) {
        process.stdout.write(`compare_gnugo: GNU Go not found at ${opts.gnugo}; skipping (install gnugo or pass --gnugo PATH)\n`);
        return 77;
    }
    const enginePath = path.resolve(opts.engine);
    if (!isExecutable(enginePath)) {
        process.stderr.write(`compare_gnugo: engine not found or not executable: ${enginePath}\n`);
        return 2;
    }
    const cmdlines = {
        gnugo: [opts.gnugo, '--mode', 'gtp', '--chinese-rules'],
        tianyuan: [enginePath],
    };
    const conf = path.join(REPO, 'conf/regress.conf');
    if (fs.existsSync(conf)) cmdlines.tianyuan.push('--config', conf);

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compare_gnugo-'));
    for (const [name, text] of Object.entries(SGF_FILES)) {
        if (text !== null) fs.writeFileSync(path.join(tmp, `${name}.sgf`), text);
    }

    const start = Date.now();
    let compared = 0;
    const diffs = [];
    const fatals = [];
    try {
        // Sessions run concurrently (a few at a time) to keep the whole run short; output keeps their order.
        const results = new Array(SESSIONS.length);
        let next = 0;
        const worker = async () => {
            while (next < SESSIONS.length) {
                const i = next++;
                const out = [];
                results[i] = { ...(await runSession(SESSIONS[i], cmdlines, tmp, opts, out)), out };
            }
        };
        const parallel = Math.max(1, Math.min(4, os.cpus().length));
        await Promise.all(Array.from({ length: parallel }, worker));
        for (const r of results) {
            for (const line of r.out) process.stdout.write(line + '\n');
            compared += r.compared;
            diffs.push(...r.diffs);
            if (r.fatal) fatals.push(r.fatal);
        }
    } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
    }

    let explained = 0;
    const used = new Set();
    for (const d of diffs) {
        const i = explain(d);
        let line = `DIFF ${d.session}: ${d.label}: gnugo '${d.g}' vs tianyuan '${d.t}'`;
        if (i >= 0) {
            explained++;
            used.add(i);
            line += ` => EXPLAINED: ${EXPLAINED[i].why}`;
        } else {
            line += ' => UNEXPLAINED';
        }
        process.stdout.write(line + '\n');
    }
    if (opts.verbose) {
        EXPLAINED.forEach((e, i) => { if (!used.has(i)) process.stdout.write(`note: explanation not used: ${e.where}\n`); });
        process.stdout.write(`time: ${((Date.now() - start) / 1000).toFixed(1)} s\n`);
    }
    for (const f of fatals) process.stdout.write(`ERROR ${f}\n`);
    const unexplained = diffs.length - explained;
    process.stdout.write(`${SESSIONS.length} sessions, ${compared} commands compared, ${diffs.length} differences, ` +
        `${explained} explained, ${unexplained} unexplained\n`);
    if (fatals.length) return 2;
    return unexplained > 0 ? 1 : 0;
}

main().then((code) => { process.exitCode = code; }, (e) => {
    process.stderr.write(`compare_gnugo: ${e.stack || e}\n`);
    process.exitCode = 2;
});
