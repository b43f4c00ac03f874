#!/usr/bin/env node
'use strict';
/*
 * check_layers.js - the include graph of src/ and gtp/ against the layers of CMakeLists.txt.
 *
 *   game (rules core)
 *   time (time manager)        knowledge (Go knowledge)     each links game only
 *   search (links knowledge, time, game)    learn (links knowledge, game)
 *   gtp (the front end: links search and everything below it, never learn)
 *   the executable (gtp/main.cpp, gtp/bench.cpp: links gtp and learn)
 *
 * Checks, naming each offending line:
 *   - every quoted include of a file resolves in its own library or one it links;
 *   - no circle in the include graph (so none between files of different libraries);
 *   - src/search/ stays under 2,500 lines with at most 4 dependency floors: a file that includes
 *     nothing of its own library is on floor 1, any other one floor above the highest file of its
 *     library that it includes.
 * Prints each library's lines and floors, then "layers: ..." on success; exits 1 on a violation.
 */
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const LINKS = {
    game: [],
    time: ['game'],
    knowledge: ['game'],
    search: ['knowledge', 'time', 'game'],
    learn: ['knowledge', 'game'],
    gtp: ['search', 'knowledge', 'time', 'game'],
    executable: ['gtp', 'learn', 'search', 'knowledge', 'time', 'game'],
};
const EXECUTABLE_FILES = new Set(['gtp/main.cpp', 'gtp/bench.cpp', 'gtp/bench.h']);
const SEARCH_MAX_LINES = 2500;
const SEARCH_MAX_FLOORS = 4;

const dirOf = (lib) => (lib === 'gtp' || lib === 'executable' ? 'gtp' : `src/${lib}`);
const sourceFiles = (dir) =>
    fs.existsSync(path.join(root, dir))
        ? fs.readdirSync(path.join(root, dir)).filter((f) => /\.(h|cpp)$/.test(f)).map((f) => `${dir}/${f}`)
        : [];

// Every file with its library; generated headers (version.h) belong to no library.
const libraryOf = new Map();
for (const lib of Object.keys(LINKS)) {
    if (lib === 'executable') continue;
    for (const f of sourceFiles(dirOf(lib))) libraryOf.set(f, EXECUTABLE_FILES.has(f) ? 'executable' : lib);
}
const byName = new Map();  // header name -> files of that name (one per library at most)
for (const f of libraryOf.keys()) {
    const name = path.basename(f);
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name).push(f);
}

let problems = 0;
const problem = (text) => {
    console.error(text);
    problems++;
};
const edges = new Map();  // file -> files it includes (resolved)
for (const [file, lib] of libraryOf) {
    const allowed = [lib === 'executable' ? 'gtp' : lib, ...LINKS[lib]];
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const targets = [];
    lines.forEach((line, i) => {
        const m = /^#include "([^"]+)"/.exec(line);
        if (!m) return;
        const candidates = byName.get(m[1]) || [];
        if (candidates.length === 0) return;  // generated (version.h)
        const target = candidates.find((c) => allowed.includes(libraryOf.get(c) === 'executable' ? 'gtp' : libraryOf.get(c)));
        if (!target) {
            problem(`${file}:${i + 1} includes "${m[1]}" (${candidates.map((c) => libraryOf.get(c)).join(', ')}), ` +
                    `which ${lib} does not link (it links ${LINKS[lib].join(', ') || 'nothing'})`);
            return;
        }
        targets.push(target);
    });
    edges.set(file, targets);
}

// Circles, and floors within each library.
const floor = new Map();
const onStack = new Set();
function floorOf(file, trail) {
    if (floor.has(file)) return floor.get(file);
    if (onStack.has(file)) {
        problem(`include circle: ${[...trail.slice(trail.indexOf(file)), file].join(' -> ')}`);
        return 0;
    }
    onStack.add(file);
    let f = 1;
    for (const t of edges.get(file)) {
        const below = floorOf(t, [...trail, file]);
        if (libraryOf.get(t) === libraryOf.get(file)) f = Math.max(f, below + 1);
    }
    onStack.delete(file);
    floor.set(file, f);
    return f;
}
for (const file of libraryOf.keys()) floorOf(file, []);

for (const lib of Object.keys(LINKS)) {
    const files = [...libraryOf.keys()].filter((f) => libraryOf.get(f) === lib);
    if (files.length === 0) continue;
    const lines = files.reduce((n, f) => n + fs.readFileSync(path.join(root, f), 'utf8').split('\n').length - 1, 0);
    const floors = Math.max(...files.map((f) => floor.get(f)));
    console.log(`${lib.padEnd(10)} ${String(files.length).padStart(3)} files ${String(lines).padStart(6)} lines ${floors} floors`);
    if (lib === 'search') {
        if (lines >= SEARCH_MAX_LINES) problem(`src/search/ has ${lines} lines (under ${SEARCH_MAX_LINES} wanted)`);
        if (floors > SEARCH_MAX_FLOORS) {
            const top = files.filter((f) => floor.get(f) > SEARCH_MAX_FLOORS);
            problem(`src/search/ has ${floors} floors (at most ${SEARCH_MAX_FLOORS}): ${top.join(', ')}`);
        }
    }
}
if (problems > 0) process.exit(1);
console.log('layers: every include points to its own library or one it links; no include circle');
