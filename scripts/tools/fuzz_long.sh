#!/usr/bin/env bash
# A long fuzzing run (an hour or more): builds build/fuzz (clang, libFuzzer, ASan+UBSan) if
# needed, then fuzzes each target in turn for MINUTES in libFuzzer's fork mode with JOBS
# processes (crashes, timeouts and out-of-memory inputs are saved and fuzzing goes on), and
# prints the figures: executions, time, crashes found (the saved inputs are listed). Corpora
# grow in build/fuzz/tests/fuzz/fuzz-work/TARGET and are kept from run to run; saved inputs go to
# build/fuzz/tests/fuzz/fuzz-artifacts/TARGET.
# Usage: scripts/tools/fuzz_long.sh [--minutes M] [--jobs J] [TARGET...]
#   defaults: 20 minutes per target, 1 job, the targets fuzz_gtp fuzz_sgf fuzz_game_records.
#   Run it niced on a shared machine: nice -n 10 scripts/tools/fuzz_long.sh --minutes 60
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
minutes=20
jobs=1
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --minutes) minutes=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
        *) targets+=("$1"); shift ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_gtp fuzz_sgf fuzz_game_records)

source "$root/scripts/lib/setup.sh"
build_fuzz_targets "${targets[@]}"
dir=$root/build/fuzz/tests/fuzz

summary=()
total_execs=0
total_seconds=0
total_crashes=0
for name in "${targets[@]}"; do
    binary=$dir/$name
    work=$dir/fuzz-work/$name
    artifacts=$dir/fuzz-artifacts/$name
    log=$dir/fuzz-long-$name.log
    mkdir -p "$work" "$artifacts"
    case "$name" in
        fuzz_gtp) dict=$root/tests/fuzz/fuzz_gtp.dict more=$root/tests/conformance ;;
        *) dict=$root/tests/fuzz/sgf.dict more=$root/tests/conformance/sgf ;;
    esac
    before=$(ls "$artifacts" | wc -l)
    start=$(date +%s)
    echo "$name: fuzzing for $minutes min with $jobs job(s), log $log" >&2
    "$binary" -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time=$((minutes * 60)) -timeout=30 -rss_limit_mb=2048 -dict="$dict" \
        -artifact_prefix="$artifacts/" "$work" "$root/tests/fuzz/corpus/$name" "$more" \
        >"$log" 2>&1 || true
    seconds=$(($(date +%s) - start))
    # The last status line: "#EXECS: cov: ... oom/timeout/crash: O/T/C time: ..."
    status=$(grep -E '^#[0-9]+: cov:' "$log" | tail -1)
    execs=$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$status")
    crashes=$(sed -E 's|.*oom/timeout/crash: ([0-9]+/[0-9]+/[0-9]+).*|\1|' <<<"$status")
    corpus=$(ls "$work" | wc -l)
    saved=$(($(ls "$artifacts" | wc -l) - before))
    summary+=("$(printf '%-18s %12s %9s %10s %8s %6s' "$name" "${execs:-0}" "$seconds" \
        "${crashes:-?}" "$corpus" "$saved")")
    total_execs=$((total_execs + ${execs:-0}))
    total_seconds=$((total_seconds + seconds))
    total_crashes=$((total_crashes + saved))
    if [ "$saved" -gt 0 ]; then
        echo "$name: new inputs saved in $artifacts:" >&2
        ls -t "$artifacts" | head -"$saved" | sed "s|^|  $artifacts/|" >&2
    fi
done

printf '%-18s %12s %9s %10s %8s %6s\n' target executions seconds "oom/t/c" corpus saved
printf '%s\n' "${summary[@]}"
printf '%-18s %12s %9s %10s %8s %6s\n' total "$total_execs" "$total_seconds" "" "" "$total_crashes"
awk -v s="$total_seconds" -v e="$total_execs" \
    'BEGIN { printf "%.2f hours, %d executions, %.0f per second\n", s / 3600, e, e / (s > 0 ? s : 1) }'
