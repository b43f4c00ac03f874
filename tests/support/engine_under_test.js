'use strict';
// The engine the Node.js client tests drive: $TIANYUAN_ENGINE (default build/release/tianyuan)
// with $TIANYUAN_ENGINE_ARGS (default "--config <repo>/conf/regress.conf", a fixed seed).
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const ENGINE = path.resolve(process.env.TIANYUAN_ENGINE || path.join(ROOT, 'build/release/tianyuan'));
const ENGINE_ARGS = process.env.TIANYUAN_ENGINE_ARGS !== undefined
    ? process.env.TIANYUAN_ENGINE_ARGS.split(/\s+/).filter((s) => s !== '')
    : ['--config', path.join(ROOT, 'conf/regress.conf')];

module.exports = { ROOT, ENGINE, ENGINE_ARGS };
