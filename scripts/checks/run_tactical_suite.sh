#!/usr/bin/env bash
# Runs the tactical regression suite, tests/tactics/*.tst (ladders, nets, snapbacks, capture
# races, nakade, seki, connect and die, atari escapes, two-liberty defence: whole-board positions
# answered with reg_genmove), through scripts/tools/gtp_regress.js, a fresh engine per file. Prints per
# file how many positions the engine answered right, then the total, the unexpected results and
# the time taken.
#
# Usage: scripts/checks/run_tactical_suite.sh [ENGINE COMMAND...]
#   Default engine: build/release/tianyuan --config conf/tactics.conf (fixed seed, one thread, a
#   fixed playout budget). Any GTP engine that knows reg_genmove works, e.g.
#     scripts/checks/run_tactical_suite.sh /usr/games/gnugo --mode gtp --chinese-rules
#     scripts/checks/run_tactical_suite.sh build/release/tianyuan --config conf/tactics.conf --playouts 10000
#   TACTICS_FILES="ladders nakade" runs only those files (names without .tst);
#   TACTICS_VERBOSE=1 prints one line per position.
#
# "Right" counts answers that match the pattern, whether or not the pattern carries the '*' of a
# known failure of tianyuan. The exit code follows gtp_regress.js: 0 when nothing failed
# unexpectedly (known failures excused), 1 when a position without '*' failed, 2 when an engine
# crashed or hung.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [ $# -gt 0 ]; then
    # The engine runs in the directory of each .tst file: make relative paths to existing files
    # (the program, a --config file) absolute.
    args=()
    for a in "$@"; do
        if [[ "$a" != /* && -e "$a" && ( "$a" == */* || -f "$a" ) ]]; then a="$PWD/$a"; fi
        args+=("$a")
    done
    engine=$(printf '%q ' "${args[@]}")
else
    engine="$root/build/release/tianyuan --config $root/conf/tactics.conf"
fi

files=()
if [ -n "${TACTICS_FILES:-}" ]; then
    for name in $TACTICS_FILES; do files+=("$root/tests/tactics/${name%.tst}.tst"); done
else
    files=("$root"/tests/tactics/*.tst)
fi

start=$(date +%s%N)
status=0
out=$(node "$root/scripts/tools/gtp_regress.js" --verbose --timeout 300 "$engine" "${files[@]}" 2>/dev/null) || status=$?
end=$(date +%s%N)

printf '%s\n' "$out" | awk -v verbose="${TACTICS_VERBOSE:-0}" -v ms="$(( (end - start) / 1000000 ))" '
    function base(f) { sub(/.*\//, "", f); return f }
    / passed$/ || / failed: / || / unexpected FAIL/ || / unexpected PASS!$/ {
        split($1, where, ":"); file = base(where[1])
        if (!(file in total)) order[++nfiles] = file
        total[file]++
        if ($0 ~ / passed$/ || $0 ~ / unexpected PASS!$/) right[file]++
        if ($0 ~ / failed: /) known[file]++
        if ($0 ~ / unexpected FAIL/) { unexpected[file]++; problems[++nproblems] = $0 }
        if ($0 ~ / unexpected PASS!$/) { fixed[file]++; problems[++nproblems] = $0 }
        if (verbose == 1) print
        next
    }
    /^[0-9]+ passed, [0-9]+ failed$/ { next }
    { problems[++nproblems] = $0 }
    END {
        for (i = 1; i <= nfiles; i++) {
            f = order[i]
            printf "%-22s %3d/%-3d right  (%d known failures, %d unexpected failures, %d unexpected passes)\n",
                   f, right[f], total[f], known[f], unexpected[f], fixed[f]
            T += total[f]; R += right[f]; K += known[f]; U += unexpected[f]; P += fixed[f]
        }
        for (i = 1; i <= nproblems; i++) print "  " problems[i]
        printf "%-22s %3d/%-3d right  (%d known failures, %d unexpected failures, %d unexpected passes)\n",
               "total", R, T, K, U, P
        printf "time %.1f s\n", ms / 1000
    }'
exit "$status"
