#!/usr/bin/env bash
# Self-test of scripts/tools/gtp_regress.js against GNU Go (plus a tiny fake engine for crashes and protocol
# errors). Writes small .tst files to a temp dir, runs the runner on them and checks its exit code and the
# "P passed, F failed" last line. Exit 0 when the runner behaves, 1 otherwise, 77 when GNU Go is missing.
# Usage: scripts/checks/test_regress_runner.sh   (GNUGO=/path/to/gnugo to override /usr/games/gnugo)
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
runner="$here/../tools/gtp_regress.js"
gnugo=${GNUGO:-/usr/games/gnugo}
if [ ! -x "$gnugo" ]; then echo "SKIP: GNU Go not found at $gnugo"; exit 77; fi
GG="$gnugo --mode gtp --chinese-rules"

tmp=$(mktemp -d)
trap '[ -n "${KEEP_TMP:-}" ] && echo "kept $tmp" || rm -rf "$tmp"' EXIT
failures=0

# run_case NAME EXPECTED_RC EXPECTED_LAST_LINE [GREP_PATTERN...] -- RUNNER_ARGS...
# Runs the runner from $tmp; every GREP_PATTERN (extended regex) must occur in its stdout.
run_case() {
    local name=$1 want_rc=$2 want_last=$3
    shift 3
    local patterns=()
    while [ "$1" != "--" ]; do patterns+=("$1"); shift; done
    shift
    local out rc last ok=1
    out=$(cd "$tmp" && node "$runner" "$@" 2>"$tmp/stderr.txt")
    rc=$?
    last=$(printf '%s\n' "$out" | tail -n 1)
    [ "$rc" = "$want_rc" ] || { echo "  exit code $rc, expected $want_rc"; ok=0; }
    [ "$last" = "$want_last" ] || { echo "  last line '$last', expected '$want_last'"; ok=0; }
    for p in "${patterns[@]}"; do
        grep -qE -- "$p" <<< "$out" || { echo "  output lacks /$p/"; ok=0; }
    done
    if [ $ok = 1 ]; then
        echo "ok   $name"
    else
        echo "FAIL $name"
        printf '%s\n' "$out" | sed 's/^/  | /'
        sed 's/^/  stderr| /' "$tmp/stderr.txt"
        failures=$((failures + 1))
    fi
}

# 1. Everything passes: list_stones, is_legal, a known final_score (Chinese rules, komi 0.5: black owns
#    columns A-E = 45 points, white F-J = 36 points, so B+8.5).
{
    echo "# all tests pass"
    echo "boardsize 9"
    echo "clear_board"
    echo "komi 0.5"
    echo "play b D4"
    echo "10 list_stones black"
    echo "#? [D4]"
    echo "20 is_legal b D4"
    echo "#? [0]"
    echo "21 is_legal w E5"
    echo "#? [1]"
    echo ""
    echo "clear_board"
    for i in 1 2 3 4 5 6 7 8 9; do echo "play b E$i"; echo "play w F$i"; done
    echo "30 final_score"
    echo "#? [B\\+8\\.5]"
    echo "40 list_stones white"
    echo "#? [(F\\d ){8}F\\d]"
    echo "50 showboard"
    echo "#? [.*WHITE \\(O\\) has captured 0 stones.*]"
} > "$tmp/pass.tst"

# 2. Deliberately wrong expectations: 2 pattern failures, 1 error answer without #?, 1 other error.
cat > "$tmp/wrong.tst" <<'EOF'
boardsize 9
clear_board
play b D4
10 list_stones black
#? [E5]
20 is_legal b D4
#? [!0]
30 is_legal b E5
#? [1]
40 no_such_command
nonsense_setup_command
EOF

# 3. Expected failures: a known failure (counted as passed), an unexpected pass, an empty-answer check.
cat > "$tmp/expected.tst" <<'EOF'
boardsize 9
clear_board
play b D4
10 list_stones black
#? [E5]*
20 list_stones black
#? [D4]*
30 list_stones white
#? []
EOF

# 4. loadsgf with a path relative to the .tst file (the runner is started from $tmp, the test lives in sub/).
mkdir -p "$tmp/sub/games"
echo '(;GM[1]FF[4]SZ[9]KM[0.5];B[dd];W[ff];B[cf])' > "$tmp/sub/games/pos.sgf"
cat > "$tmp/sub/load.tst" <<'EOF'
10 loadsgf games/pos.sgf 3
#? [black]
20 list_stones black
#? [D6]
30 list_stones white
#? [F4]
40 reg_genmove black
#? [!pass]
50 loadsgf games/pos.sgf
#? [white]
60 list_stones black
#? [(D6 C4|C4 D6)]
EOF

# 5. A fresh engine per file: this file expects an empty board although pass.tst ran before it.
printf '10 list_stones black\n#? []\n20 query_boardsize\n#? [19]\n' > "$tmp/fresh.tst"
printf '# suite\npass.tst\nfresh.tst\n\n@suite2\n' > "$tmp/suite"
printf 'wrong.tst\n' > "$tmp/suite2"

# 6. Fatal file errors.
printf '# nothing before\n#? [x]\n10 name\n' > "$tmp/fatal1.tst"
printf '10 name\n#? GNU Go\n20 name\n' > "$tmp/fatal2.tst"
printf '10 name\n\n#? [GNU Go]\n' > "$tmp/fatal3.tst"

# 7. A fake engine: no id echo, no space after the id, a junk stdout line, a crash, a hang.
cat > "$tmp/fake.js" <<'EOF'
const rl = require('readline').createInterface({ input: process.stdin });
rl.on('line', (l) => {
  l = l.replace(/#.*/, '').trim(); if (!l) return;
  const m = /^(\d+)?\s*(\S+)/.exec(l); const id = m[1] || ''; const c = m[2];
  const out = (s) => process.stdout.write(s);
  if (c === 'noid') out('= ok\n\n');
  else if (c === 'nospace') out(`=${id}\n\n`);
  else if (c === 'junk') out(`debug: thinking\n=${id} ok\n\n`);
  else if (c === 'crlf') out(`=${id} a\r\nb\r\n\r\n`);
  else if (c === 'crash') { process.stderr.write('assertion failed\n'); process.exit(3); }
  else if (c === 'hang') { /* never answers */ }
  else if (c === 'quit') { out(`=${id} \n\n`); process.exit(0); }
  else out(`=${id} ok\n\n`);
});
EOF
printf '10 noid\n#? [ok]\n20 nospace\n30 junk\n#? [ok]\n40 crlf\n#? [a\\nb]\n50 crash\n60 never\n' > "$tmp/crash.tst"
printf '10 hang\n20 ok\n' > "$tmp/hang.tst"

run_case "all pass"            0 "6 passed, 0 failed" -- "$GG" pass.tst
run_case "verbose"             0 "6 passed, 0 failed" 'pass.tst:6 10 passed' 'pass.tst:36 50 passed' -- --verbose "$GG" pass.tst
run_case "wrong expectations"  1 "1 passed, 4 failed" \
    "^wrong.tst:4 10 unexpected FAIL: Correct 'E5', got 'D4'$" \
    "^wrong.tst:6 20 unexpected FAIL: Correct '!0', got '0'$" \
    "^wrong.tst:10 40 unexpected FAIL: got error 'unknown command'$" \
    "^wrong.tst:11 other error: 'nonsense_setup_command' failed: 'unknown command'$" -- "$GG" wrong.tst
run_case "expected failures"   0 "3 passed, 0 failed" '^expected.tst:6 20 unexpected PASS!$' -- "$GG" expected.tst
run_case "expected (verbose)"  0 "3 passed, 0 failed" "^expected.tst:4 10 failed: Correct 'E5', got 'D4'$" -- -v "$GG" expected.tst
run_case "relative loadsgf"    0 "6 passed, 0 failed" -- "$GG" sub/load.tst
run_case "suite, fresh engine" 1 "9 passed, 4 failed" '^wrong.tst:4 10 unexpected FAIL' -- "$GG" @suite
run_case "fatal: no command"   1 "0 passed, 1 failed" '^fatal1.tst:2 fatal: Response pattern without preceding test command' -- "$GG" fatal1.tst
run_case "fatal: no brackets"  1 "0 passed, 1 failed" '^fatal2.tst:2 fatal: Pattern has no opening bracket' -- "$GG" fatal2.tst
run_case "fatal: blank line"   1 "1 passed, 1 failed" '^fatal3.tst:3 fatal:' -- "$GG" fatal3.tst
run_case "several files"       1 "9 passed, 2 failed" -- "$GG" pass.tst fatal1.tst expected.tst fatal2.tst
run_case "crash + protocol"    2 "2 passed, 3 failed" \
    "^crash.tst:1 10 unexpected FAIL: id not echoed" \
    "^crash.tst:3 20 unexpected FAIL: no space after the echoed id" \
    '^crash.tst:4 warning: ignored stdout line before status line: "debug: thinking"$' \
    '^crash.tst:8 engine crash: engine exited \(code 3' '^crash.tst: stderr: assertion failed$' -- "node fake.js" crash.tst
run_case "timeout"             2 "0 passed, 1 failed" '^hang.tst:1 timeout: .*timed out after 1 s' -- --timeout 1 "node fake.js" hang.tst

# Usage errors exit 2.
(cd "$tmp" && node "$runner" "$GG" missing.tst >/dev/null 2>&1); rc=$?
if [ $rc = 2 ]; then echo "ok   missing file"; else echo "FAIL missing file (exit $rc)"; failures=$((failures + 1)); fi

if [ $failures -ne 0 ]; then echo "test_regress_runner: $failures case(s) FAILED"; exit 1; fi
echo "test_regress_runner: all cases ok"
