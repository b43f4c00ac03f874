#!/usr/bin/env bash
# A bounded run of one libFuzzer target (ctest runs it for each target of tests/fuzz):
# every committed input first (tests/fuzz/corpus/TARGET: seeds and the inputs of crashes fixed;
# tests/conformance or tests/conformance/sgf), then fuzzing for SECONDS. Each run starts from those alone (the
# inputs it finds go to BUILD/fuzz-new/TARGET, emptied first; scripts/tools/fuzz_long.sh keeps a
# growing corpus instead). A crash, a broken invariant, a leak or a timeout fails the run, and
# the input that caused it is saved under BUILD/fuzz-artifacts/TARGET/ and printed.
# Usage: scripts/checks/run_fuzz.sh FUZZ_BINARY [SECONDS] [extra libFuzzer flags...]
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
binary=$(realpath "$1")
seconds=${2:-60}
shift 2 || shift $#
name=$(basename "$binary")
build=$(dirname "$binary")
seeds=$root/tests/fuzz/corpus/$name
work=$build/fuzz-new/$name
artifacts=$build/fuzz-artifacts/$name
log=$build/fuzz-$name.log
rm -rf "$work"
mkdir -p "$work" "$artifacts"
# Further seeds: the conformance sessions and SGF files of tests/conformance (read, never written).
case "$name" in
    fuzz_gtp) dict=$root/tests/fuzz/fuzz_gtp.dict more=$root/tests/conformance ;;
    *) dict=$root/tests/fuzz/sgf.dict more=$root/tests/conformance/sgf ;;
esac

before=$(ls "$artifacts" | wc -l)
# A slow input is reported (a "slow-unit" artifact, which fails the run) only when it is a
# timeout: libFuzzer's default of 10 s is reached by a few genmoves at the lowest priority on a
# loaded machine (an input of 1.6 s took over 10 s beside two matches).
"$binary" -dict="$dict" -max_total_time="$seconds" -timeout=120 -report_slow_units=120 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" "$work" "$seeds" "$more" >"$log" 2>&1
status=$?

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
echo "$name: ${executions:-?} executions in ${seconds} s, corpus $(ls "$seeds" | wc -l) committed" \
    "+ $(ls "$work" | wc -l) found, exit status $status (log: $log)"
if [ "$status" -ne 0 ] || [ "$(ls "$artifacts" | wc -l)" -ne "$before" ]; then
    grep -E "ERROR|FUZZ_CHECK|SUMMARY|Test unit written|^==" "$log" | head -40
    newest=$(ls -t "$artifacts" | head -1)
    if [ -n "$newest" ]; then
        echo "the failing input: $artifacts/$newest ($(wc -c <"$artifacts/$newest") bytes):"
        head -c 2000 "$artifacts/$newest" | od -c | head -40
        echo "reproduce: $binary $artifacts/$newest"
    fi
    exit 1
fi
