#!/usr/bin/env bash
# The executable starts and answers --help, --version and --bench; bad options fail cleanly.
set -euo pipefail
engine=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
"$engine" --help | grep -q -- "--bench" || fail "--help does not list --bench"
"$engine" --version | grep -qE '^tianyuan [0-9]+\.[0-9]+\.[0-9]+$' || fail "--version"
out=$("$engine" --bench --bench-runs 1 --bench-seconds 0.05)
echo "$out" | grep -qE '^ 9x9 +playouts/s +[0-9]+' || fail "--bench 9x9 line: $out"
echo "$out" | grep -qE '^19x19 +playouts/s +[0-9]+' || fail "--bench 19x19 line: $out"
fixed=$("$engine" --bench --bench-playouts 20 --seed 7)
[ "$fixed" = "$("$engine" --bench --bench-playouts 20 --seed 7)" ] || fail "fixed bench not reproducible"
if "$engine" --no-such-option >/dev/null 2>&1; then fail "bad option accepted"; fi
if "$engine" --rules nonsense >/dev/null 2>&1; then fail "bad rules accepted"; fi
if "$engine" --config /nonexistent.conf >/dev/null 2>&1; then fail "missing config accepted"; fi
err=$("$engine" --komi 7.25 2>&1 >/dev/null || true)
echo "$err" | grep -q "komi" || fail "bad komi message: $err"
echo "cli: ok"
