#!/usr/bin/env bash
# Machine-independent playout cost: instructions per light-playout move, counted by
# valgrind --tool=callgrind on fixed-seed runs. Two runs per size (N and 2N playouts) are
# subtracted so that start-up work cancels out.
# Usage: scripts/bench/callgrind_playout.sh [ENGINE] [N] [ENGINE OPTIONS...]
#   (default: build/release/tianyuan, 400; e.g. --bench-heavy for the search's heavy policy)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
engine=${1:-$root/build/release/tianyuan}
n=${2:-400}
shift 2 || shift $#
extra=("$@")
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

count() {  # count SIZE PLAYOUTS -> "instructions moves"
    local out moves ir
    out=$(valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" \
          "$engine" --bench --bench-size "$1" --bench-playouts "$2" --seed 1 "${extra[@]}" 2>"$tmp/err")
    moves=$(echo "$out" | awk '{print $NF}')
    ir=$(grep -E '^summary:|^totals:' "$tmp/cg.out" | head -1 | awk '{print $2}')
    echo "$ir $moves"
}

for size in 9 19; do
    read -r ir1 m1 < <(count "$size" "$n")
    read -r ir2 m2 < <(count "$size" $((2 * n)))
    awk -v s="$size" -v i1="$ir1" -v i2="$ir2" -v m1="$m1" -v m2="$m2" -v n="$n" 'BEGIN {
        printf "%dx%d: %.0f instructions per playout move (%d playouts, %d moves, seed 1)\n",
               s, s, (i2 - i1) / (m2 - m1), n, m2 - m1 }'
done
