#!/usr/bin/env bash
# The layers of src/ link only downward (game <- time <- search): every quoted include of a file
# must be found in its own layer or a lower one. (The build enforces this too, since a layer's
# include path holds only the layers below it; this check names the offending line.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
layers=(game time search)
status=0
for i in "${!layers[@]}"; do
    allowed=("${layers[@]:0:i+1}")
    for f in src/"${layers[$i]}"/*.h src/"${layers[$i]}"/*.cpp; do
        [ -e "$f" ] || continue
        while IFS= read -r header; do
            found=no
            for layer in "${allowed[@]}"; do [ -e "src/$layer/$header" ] && found=yes; done
            if [ "$found" = no ]; then
                echo "$f includes \"$header\", which is not in ${allowed[*]}" >&2
                status=1
            fi
        done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f")
    done
done
[ "$status" -eq 0 ] && echo "layers: every include in src/ points to its own layer or one below"
exit "$status"
