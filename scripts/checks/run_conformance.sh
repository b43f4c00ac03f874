#!/usr/bin/env bash
# Runs every tests/conformance/*.tst file against the engine with conf/regress.conf (a fresh engine per
# file, gogui-regress semantics) and ends with "N passed, N failed".
# Usage: scripts/checks/run_conformance.sh [ENGINE] [extra .tst files...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
engine=${1:-$root/build/release/tianyuan}
shift || true
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/tests/conformance/*.tst)
exec node "$root/scripts/tools/gtp_regress.js" "$engine --config $root/conf/regress.conf" "${files[@]}"
