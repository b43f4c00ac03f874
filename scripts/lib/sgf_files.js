'use strict';
// The .sgf files under a directory, searched recursively, in sorted order (the benchmarks that
// read game records: agreement.js, compare_endings.js, outcome_prediction.js).
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

module.exports = { listSgf };
