#!/usr/bin/env bash
# Rebuilds the move-pattern weights (conf/patterns.weights) from the game records of
# ../shared/data: unpacks and splits them (scripts/tools/prepare_pattern_data.sh; the held-out part is
# never learned from), then runs `tianyuan --train-patterns` at low priority with a fixed seed,
# and prints the time, the peak memory and the size of the file.
# Usage: scripts/tools/train_patterns.sh [more tianyuan options, e.g. --log-level debug]
# Environment: TIANYUAN (the executable, default build/release/tianyuan), DATA (the records,
# default ../shared/data next to the repository), WEIGHTS (the file written, default
# conf/patterns.weights).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
engine=${TIANYUAN:-$root/build/release/tianyuan}
data=${DATA:-$root/../shared/data}
scratch=$root/build/training-data
[ -x "$engine" ] || { echo "build $engine first (see README)" >&2; exit 1; }
"$root/scripts/tools/prepare_pattern_data.sh" "$data" "$scratch"
args=(--train-patterns --pattern-weights "${WEIGHTS:-$root/conf/patterns.weights}" --log-level info
    --train-seed 1 --train-positions 2000000 --train-iterations 25
    --shape-min-count 10 --pattern-min-count 10 --pattern-max-size 12)
for f in "$scratch"/train/tygem/*.txt; do args+=(--train-data "$f"); done
args+=(--train-data "$scratch/train/sgf" --train-exclude "$scratch/heldout")
start=$(date +%s)
if [ -x /usr/bin/time ]; then
    nice -n 10 /usr/bin/time -f "peak memory %M KB" "$engine" "${args[@]}" "$@"
else
    nice -n 10 "$engine" "${args[@]}" "$@"
fi
echo "training took $(($(date +%s) - start)) s"
