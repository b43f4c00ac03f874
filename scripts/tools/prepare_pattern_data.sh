#!/usr/bin/env bash
# Unpacks the game records of ../shared/data into a scratch directory (default
# build/training-data, outside git) and splits them into training and held-out parts:
#   held out: the last 1,000 games of tygem9d-2008-03 and every 20th SGF of each tar archive in
#             byte order of its path (`LC_ALL=C sort | awk 'NR % 20 == 0'`);
#   training: everything else.
# Usage: scripts/tools/prepare_pattern_data.sh [DATA_DIR [SCRATCH_DIR]]. Does nothing when the scratch
# directory is already complete (delete it to redo).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
data=${1:-$root/../shared/data}
scratch=${2:-$root/build/training-data}
[ -f "$scratch/.complete" ] && exit 0
for f in tygem9d-2008-01.txt.gz tygem9d-2008-02.txt.gz tygem9d-2008-03.txt.gz \
    pro19-train.tar.gz pro9-train.tar.gz; do
    [ -f "$data/$f" ] || { echo "missing $data/$f" >&2; exit 1; }
done
rm -rf "$scratch"
mkdir -p "$scratch/train/tygem" "$scratch/heldout/tygem" "$scratch/train/sgf" \
    "$scratch/heldout/sgf"
zcat "$data/tygem9d-2008-01.txt.gz" >"$scratch/train/tygem/tygem9d-2008-01.txt"
zcat "$data/tygem9d-2008-02.txt.gz" >"$scratch/train/tygem/tygem9d-2008-02.txt"
zcat "$data/tygem9d-2008-03.txt.gz" | head -n -1000 >"$scratch/train/tygem/tygem9d-2008-03.txt"
zcat "$data/tygem9d-2008-03.txt.gz" | tail -n 1000 >"$scratch/heldout/tygem/tygem9d-2008-03-last1000.txt"
for archive in pro19-train pro9-train; do
    tar -xzf "$data/$archive.tar.gz" -C "$scratch/train/sgf"
    tar -tzf "$data/$archive.tar.gz" | grep -i '\.sgf$' | LC_ALL=C sort | awk 'NR % 20 == 0' |
        while IFS= read -r path; do
            mkdir -p "$scratch/heldout/sgf/$(dirname "$path")"
            mv "$scratch/train/sgf/$path" "$scratch/heldout/sgf/$path"
        done
done
touch "$scratch/.complete"
echo "training and held-out records in $scratch" >&2
