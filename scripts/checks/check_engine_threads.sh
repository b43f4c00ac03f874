#!/usr/bin/env bash
# The executable with every thread it has running at once, input written over time as a GUI
# does: two search threads, pondering after genmove, analyses stopped by the next command and by
# the end of input, GoGui's interrupt line during a genmove, debug logs through the asynchronous
# logger. Checks the answers; the ThreadSanitizer build runs it (ctest label "threads"), where
# TSAN_OPTIONS=halt_on_error=1 makes any report end the engine with a failure status.
# Usage: scripts/checks/check_engine_threads.sh ENGINE
set -euo pipefail
engine=$1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "FAIL: $*" >&2
    echo "--- stdout:" >&2
    cat "$tmp/out" >&2
    echo "--- stderr (last lines):" >&2
    tail -n 40 "$tmp/err" >&2
    exit 1
}
args=(--config "$root/conf/regress.conf" --threads 2 --playouts 0 --max-time 1 --ponder
      --log-level debug)

# run_engine: runs the engine on what this function's stdin supplies; fails on a bad status.
run_engine() {
    local status=0
    "$engine" "${args[@]}" >"$tmp/out" 2>"$tmp/err" || status=$?
    [ "$status" -eq 0 ] || fail "exit status $status"
}

{
    echo "1 boardsize 9"
    echo "2 genmove b"  # a second's search, then pondering
    sleep 2
    echo "3 lz-analyze w 10"
    sleep 1
    echo "4 kata-analyze b 10 ownership true"
    sleep 1
    echo "5 genmove w"
    sleep 0.3
    echo "# interrupt"
    sleep 0.5
    echo "6 quit"
} | run_engine
out=$(cat "$tmp/out")
for answer in "=1 " "=2 [A-HJ]" "=3" "=4" "=5 [A-HJ]" "=6 "; do
    grep -qE "^$answer" <<<"$out" || fail "no answer '$answer'"
done
[ "$(grep -c '^info move ' <<<"$out")" -ge 2 ] || fail "fewer than 2 info lines"
grep -q ' ownership ' <<<"$out" || fail "no ownership in kata-analyze"
[ "$(grep -c '^$' "$tmp/out")" -eq 6 ] || fail "not one empty line per answer"

{
    echo "1 boardsize 9"
    echo "2 lz-analyze b 10"
    # The input ends 3 s after it starts: the ThreadSanitizer build takes 1.1-1.6 s to start on a
    # loaded 2-core machine, so after 1 s the end of input often came before the first info line.
    sleep 3
} | run_engine  # the end of input ends the analysis
out=$(cat "$tmp/out")
grep -q '^info move ' <<<"$out" || fail "no info line before the end of input"
[ "$(tail -c 2 "$tmp/out" | od -An -c | tr -d ' ')" = '\n\n' ] || fail "analysis not closed"
echo "engine threads: answers as expected"
