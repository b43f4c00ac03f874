#!/usr/bin/env bash
# Strength benchmark (issue 11, section 4; a script, not a test): tianyuan against an opponent at
# fixed playouts per move, games in parallel on both cores, colours alternating, komi 7.5,
# Chinese rules, Tromp-Taylor count; every move refereed by scripts/bench/match.js. Writes the SGFs,
# the engines' logs and match.json to bench-results/<label>/, prints match.js's table, and
# appends one row (wins, 95% Wilson interval, wins as Black and as White) to
# bench-results/strength.md.
#
# Usage: scripts/bench/strength.sh [--size N] [--games N] [--playouts N] [--seconds-per-move S]
#            [--opponent "CMD"] [--engine PATH] [--label NAME] [--parallel P] [--first-game K]
#            [--handicap N] [-- ENGINE OPTIONS...]
#   --playouts N          our simulations per move (default 10000); 0 with --seconds-per-move S
#                         plays on time instead (--max-time S)
#   --opponent "CMD"      the opponent's command line (default: GNU Go level 10, Chinese rules,
#                         capturing dead stones: "gnugo --mode gtp --chinese-rules
#                         --capture-all-dead --level 10"); any GTP engine works, e.g. Pachi
#                         built on your machine: "pachi --nodcnn -t =10000 threads=1 pass_all_alive"
#   --first-game K        continue a match in a later session: games K, K+1, ... (new seeds, same
#                         colour order); use a new label and add the rows up
#   --engine PATH         the tianyuan binary (default build/release/tianyuan); it runs with
#                         --threads 1 --seed {seed} and ENGINE OPTIONS
#   --handicap N          tianyuan gives N fixed handicap stones: it plays White in every game,
#                         komi 0.5, and White gets N points at the count (the Chinese half stone
#                         per stone; match.js --handicap). The handicap curve of issue 22:
#                         for n in 2 3 4 5 6; do scripts/bench/strength.sh --handicap $n --label h$n; done
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
size=19 games=50 playouts=10000 seconds="" parallel=2 first=1 label="" engine="$root/build/release/tianyuan" handicap=0
gnugo=$(command -v gnugo || echo /usr/games/gnugo)
opponent="$gnugo --mode gtp --chinese-rules --capture-all-dead --level 10"
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --size) size=$2; shift 2 ;;
        --games) games=$2; shift 2 ;;
        --playouts) playouts=$2; shift 2 ;;
        --seconds-per-move) seconds=$2; shift 2 ;;
        --opponent) opponent=$2; shift 2 ;;
        --engine) engine=$2; shift 2 ;;
        --label) label=$2; shift 2 ;;
        --parallel) parallel=$2; shift 2 ;;
        --first-game) first=$2; shift 2 ;;
        --handicap) handicap=$2; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        *) echo "strength.sh: unknown argument $1 (see the header of this script)" >&2; exit 2 ;;
    esac
done
[ -x "$engine" ] || { echo "strength.sh: no engine at $engine (build it first)" >&2; exit 2; }
label=${label:-$(date +%Y%m%d-%H%M%S)-${size}x${size}}
out="$root/bench-results/$label"
mkdir -p "$out"
# The engine reads a copy of conf/default.conf taken now, so that editing the source tree while
# a long match runs cannot change (or, with a new option, break) the engine under test.
cp "$root/conf/default.conf" "$out/default.conf"
ours="$engine --threads 1 --seed {seed} --config $out/default.conf"
timing=()
if [ "$playouts" -gt 0 ]; then
    ours="$ours --playouts $playouts"
    budget="${playouts} playouts"
else
    [ -n "$seconds" ] || { echo "strength.sh: --playouts 0 needs --seconds-per-move" >&2; exit 2; }
    ours="$ours --max-time $seconds"
    timing=(--seconds-per-move "$seconds")
    budget="${seconds} s/move"
fi
[ ${#extra[@]} -gt 0 ] && ours="$ours ${extra[*]}"
setting=(--komi 7.5)
if [ "$handicap" -gt 0 ]; then
    setting=(--komi 0.5 --handicap "$handicap" --a-colour white)
    budget="$budget, giving $handicap stones"
fi
echo "strength.sh: $games games ${size}x${size}, $budget, results in $out" >&2
# One progress line per game on stderr (result, score so far, time left) when it is a terminal;
# quiet in pipes and CI.
progress=()
[ -t 2 ] || progress=(--quiet)
node "$root/scripts/bench/match.js" --a "$ours" --b "$opponent" --games "$games" --size "$size" \
    "${setting[@]}" --parallel "$parallel" --first-game "$first" --sgf-dir "$out" --json "$out/match.json" \
    "${timing[@]}" "${progress[@]}" |
    tee "$out/summary.txt"
# The build: the source tree's commit for the default binary, else the binary's file name.
if [ "$engine" = "$root/build/release/tianyuan" ]; then
    build=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
    [ -n "$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null)" ] && build="$build+"
else
    build=$(basename "$engine")
fi
table="$root/bench-results/strength.md"
[ -f "$table" ] || printf '%s\n%s\n' \
    "| label | build | board | budget | options | opponent | wins | 95% CI | as Black | as White | s/move |" \
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |" >"$table"
node -e '
const [file, label, size, budget, build, extra, opponent] = process.argv.slice(1);
const s = JSON.parse(require("fs").readFileSync(file, "utf8")).summary;
const A = s.engines.A, pct = (x) => (100 * x).toFixed(0) + "%";
const ci = s.aWinRateCI95 ? `${pct(s.aWinRateCI95[0])}-${pct(s.aWinRateCI95[1])}` : "-";
console.log(`| ${label} | ${build} | ${size}x${size} | ${budget} | ${extra || "(defaults)"} | ` +
  `${opponent} | ${A.wins}/${s.gamesCounted} = ${s.aWinRate === null ? "-" : pct(s.aWinRate)} | ${ci} | ` +
  `${A.winsAsBlack}/${A.gamesAsBlack} | ${A.winsAsWhite}/${A.gamesAsWhite} | ` +
  `${A.avgSecondsPerMove.toFixed(2)} |`);
' "$out/match.json" "$label" "$size" "$budget" "$build" "${extra[*]:-}" "${opponent%% *}" |
    tee -a "$table"
