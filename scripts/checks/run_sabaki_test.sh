#!/usr/bin/env bash
# Client-level GTP tests: tests/clients/sabaki_sync.test.js (tianyuan driven through @sabaki/gtp,
# the GTP layer of Sabaki) and tests/protocol/protocol_edges.test.js (raw-byte framing and error
# texts). Installs the npm dependencies of tests/clients with `npm ci` when node_modules is
# missing or does not match package-lock.json (npm output goes to stderr).
# Usage: scripts/checks/run_sabaki_test.sh [ENGINE]   (default: build/release/tianyuan)
# The engine runs with --config conf/regress.conf unless TIANYUAN_ENGINE_ARGS is set.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
engine=${1:-$root/build/release/tianyuan}
case $engine in /*) ;; *) engine=$PWD/$engine ;; esac

die() { echo "run_sabaki_test.sh: $*" >&2; exit 1; }
[ -x "$engine" ] || die "engine not found or not executable: $engine"
command -v node >/dev/null || die "node is not installed (Node.js >= 18 is needed)"
command -v npm >/dev/null || die "npm is not installed"
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 18 ] || die "Node.js $(node --version) is too old; node:test needs >= 18"

# npm ci when node_modules is missing or was installed from another package-lock.json.
sabaki=$root/tests/clients
stamp=$sabaki/node_modules/.tianyuan-installed-lock.json
if ! cmp -s "$sabaki/package-lock.json" "$stamp" || [ ! -d "$sabaki/node_modules/@sabaki/gtp" ]; then
    echo "run_sabaki_test.sh: npm ci in tests/clients" >&2
    (cd "$sabaki" && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error) 1>&2 ||
        die "npm ci failed in $sabaki (is the npm registry reachable?)"
    cp "$sabaki/package-lock.json" "$stamp"
fi

reporter=()
[ "$node_major" -ge 20 ] && reporter=(--test-reporter=spec)
cd "$root"
TIANYUAN_ENGINE=$engine exec node --test ${reporter[@]+"${reporter[@]}"} \
    tests/clients/sabaki_sync.test.js tests/clients/sabaki_analysis.test.js \
    tests/protocol/protocol_edges.test.js
