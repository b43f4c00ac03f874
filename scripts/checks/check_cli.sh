#!/usr/bin/env bash
# The executable starts and answers --help, --version and --bench; bad options fail cleanly.
set -euo pipefail
engine=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
help=$("$engine" --help)
grep -q -- "--bench" <<< "$help" || fail "--help does not list --bench"
grep -q -- "--predict" <<< "$help" || fail "--help does not list --predict"
# The project version, then the commit when built from a git checkout (scripts/cmake/version.cmake):
# tianyuan 0.1.0, tianyuan 0.1.0+g1234abc, tianyuan 0.1.0+g1234abc.dirty.
version=$("$engine" --version)
grep -qE '^tianyuan [0-9]+\.[0-9]+\.[0-9]+(\+g[0-9a-f]{7,}(\.dirty)?)?$' <<< "$version" ||
    fail "--version: $version"
answer=$(printf 'version\n' | "$engine" --pattern-priors false)
[ "$answer" = "= ${version#tianyuan }" ] || fail "GTP version '$answer', --version '$version'"
answer=$(printf 'version\n' | "$engine" --pattern-priors false --gtp-version 0.15)
[ "$answer" = "= 0.15" ] || fail "--gtp-version: '$answer'"
out=$("$engine" --bench --bench-runs 1 --bench-seconds 0.05)
grep -qE '^ 9x9 +playouts/s +[0-9]+' <<< "$out" || fail "--bench 9x9 line: $out"
grep -qE '^19x19 +playouts/s +[0-9]+' <<< "$out" || fail "--bench 19x19 line: $out"
fixed=$("$engine" --bench --bench-playouts 20 --seed 7)
[ "$fixed" = "$("$engine" --bench --bench-playouts 20 --seed 7)" ] || fail "fixed bench not reproducible"
if "$engine" --no-such-option >/dev/null 2>&1; then fail "bad option accepted"; fi
if "$engine" --rules nonsense >/dev/null 2>&1; then fail "bad rules accepted"; fi
if "$engine" --config /nonexistent.conf >/dev/null 2>&1; then fail "missing config accepted"; fi
err=$("$engine" --komi 7.25 2>&1 >/dev/null || true)
grep -q "komi" <<< "$err" || fail "bad komi message: $err"
# Learning modes: a tiny model trained on two tiny records, then --predict's one-line summary.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '(;SZ[9];B[ee];W[cc];B[gc];W[cg];B[gg];W[];B[ge])\n' >"$tmp/a.sgf"
printf '1\t;B[pd];W[dd];B[pq];W[dp];B[fq];W[cn]\n2\t;B[dd];W[pp];B[zz]\n' >"$tmp/b.txt"
"$engine" --train-patterns --train-data "$tmp/a.sgf" --train-data "$tmp/b.txt" \
    --pattern-weights "$tmp/w" --train-iterations 3 >/dev/null 2>&1 || fail "--train-patterns"
out=$("$engine" --predict "$tmp" "$tmp/b.txt" --pattern-weights "$tmp/w" 2>/dev/null)
grep -qE '^games 3 positions 14 top1 [01]\.[0-9]{4} top5 [01]\.[0-9]{4}$' <<< "$out" ||
    fail "--predict summary: $out"
# Progress lines on stderr only when it is a terminal: none in a pipe; under script(1), which
# gives the engine a terminal, the phases of --train-patterns and the games of --predict.
err=$("$engine" --predict "$tmp" --pattern-weights "$tmp/w" 2>&1 >/dev/null)
[ -z "$err" ] || fail "--predict writes to stderr in a pipe: $err"
if command -v script >/dev/null; then
    out=$(script -qec "$engine --predict $tmp --pattern-weights $tmp/w" /dev/null)
    grep -q "predicting: game 1/1, .* elapsed" <<<"$out" || fail "--predict progress on a terminal: $out"
    out=$(script -qec "$engine --train-patterns --train-data $tmp/a.sgf --pattern-weights $tmp/w2 \
        --train-iterations 2" /dev/null)
    grep -q "fitting the light model: iteration [0-9]/2, .* mean log-likelihood -" <<<"$out" ||
        fail "--train-patterns progress on a terminal: $out"
fi
out=$("$engine" --predict "$tmp" --pattern-weights "$tmp/w" --predict-playout-shapes \
    --playout-pattern-shapes true 2>/dev/null)
grep -qE '^games 1 positions [0-9]+ log-likelihood -[0-9.]+ probability 0\.[0-9]{4} candidates [01]\.[0-9]{4} step [01]\.[0-9]{4}$' <<< "$out" ||
    fail "--predict-playout-shapes summary: $out"
shapes=(--bench --bench-playouts 20 --bench-heavy --seed 7 --playout-pattern-shapes true --pattern-weights "$tmp/w")
[ "$("$engine" "${shapes[@]}")" = "$("$engine" "${shapes[@]}")" ] ||
    fail "fixed bench with pattern-model playout shapes not reproducible"
err=$("$engine" --predict "$tmp" --pattern-weights "$tmp/none" 2>&1 >/dev/null || true)
grep -q "$tmp/none" <<< "$err" || fail "missing weights message: $err"
# GTP mode loads the model at start-up: a missing or corrupt file stops it with a message and
# status 1, before any answer; without pattern priors and playout shapes from it, it is not needed.
head -c 100 "$tmp/w" >"$tmp/truncated"
for bad in "$tmp/none" "$tmp/truncated"; do
    status=0
    err=$(echo "protocol_version" | "$engine" --pattern-weights "$bad" 2>&1 >"$tmp/out") || status=$?
    [ "$status" = 1 ] && [ ! -s "$tmp/out" ] && grep -q "$bad" <<< "$err" ||
        fail "GTP start with weights $bad: status $status, message: $err"
done
out=$(echo "protocol_version" | "$engine" --pattern-weights "$tmp/none" --pattern-priors false \
    --playout-pattern-shapes-large false)
[ "$out" = "= 2" ] || fail "no priors or playout shapes from the model, yet it needs the weights: $out"
echo "cli: ok"
