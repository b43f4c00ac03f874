#!/usr/bin/env bash
# Move prediction on the held-out records (see scripts/tools/prepare_pattern_data.sh): one line per
# source, `tianyuan --predict` without search. Usage: scripts/tools/predict_heldout.sh [more tianyuan
# options, e.g. --pattern-weights FILE or --predict-light].
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
engine=${TIANYUAN:-$root/build/release/tianyuan}
scratch=$root/build/training-data
[ -x "$engine" ] || { echo "build $engine first (see README)" >&2; exit 1; }
"$root/scripts/tools/prepare_pattern_data.sh" "${DATA:-$root/../shared/data}" "$scratch"
for part in tygem/tygem9d-2008-03-last1000.txt sgf/pro19 sgf/pro9; do
    printf '%-38s %s\n' "heldout/$part" \
        "$(nice -n 10 "$engine" --predict "$scratch/heldout/$part" --log-level error "$@")"
done
