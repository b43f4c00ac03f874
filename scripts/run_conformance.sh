#!/usr/bin/env bash
# Runs every tests/gtp/*.tst file against the engine with conf/regress.conf (a fresh engine per
# file, gogui-regress semantics) and ends with "N passed, N failed".
# Usage: scripts/run_conformance.sh [ENGINE] [extra .tst files...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
engine=${1:-$root/build/release/tianyuan}
shift || true
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/tests/gtp/*.tst)
exec node "$root/scripts/gtp_regress.js" "$engine --config $root/conf/regress.conf" "${files[@]}"
