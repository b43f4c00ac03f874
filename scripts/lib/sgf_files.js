'use strict';
// Game records for the benchmarks that read them (agreement.js, compare_endings.js,
// outcome_prediction.js, game_winrates.js): the .sgf files under a directory, the main line's
// moves of a linear 19x19 record, and tianyuan's win-rate answer read as Black's.
const fs = require('fs');
const path = require('path');

function listSgf(dir) {
    const out = [];
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) out.push(...listSgf(p));
        else if (e.name.endsWith('.sgf')) out.push(p);
    }
    return out.sort();
}

// The main line's moves of a linear record: [{color, sgf}] with sgf '' for a pass.
function movesOf(text) {
    return [...text.matchAll(/;\s*([BW])\[([a-s]{0,2})\]/g)].map((m) => ({ color: m[1], sgf: m[2] }));
}

// The move nodes of a match record as match.js writes them: [{color, props}], props being the
// node's text after the move (time left BL/WL, overtime OB/OW, comments).
function moveNodes(text) {
    return [...text.matchAll(/;([BW])\[[a-z]*\]([^;)]*)/g)].map((m) => ({ color: m[1], props: m[2] }));
}

// An SGF point of a 19x19 record as a GTP vertex ('PASS' for a pass).
function toVertex(sgf) {
    if (sgf === '' || sgf === 'tt') return 'PASS';
    return 'ABCDEFGHJKLMNOPQRST'[sgf.charCodeAt(0) - 97] + String(19 - (sgf.charCodeAt(1) - 97));
}

// Black's win rate from tianyuan-winrate's answer "<colour> to move: win rate P% with ...".
function blackWinRate(text) {
    const m = text.match(/^(black|white) to move: win rate ([0-9.]+)%/i);
    if (!m) throw new Error(`unexpected answer: ${text}`);
    const p = Number(m[2]) / 100;
    return m[1].toLowerCase() === 'black' ? p : 1 - p;
}

module.exports = { listSgf, movesOf, moveNodes, toVertex, blackWinRate };
