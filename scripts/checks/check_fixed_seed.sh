#!/usr/bin/env bash
# Fixed-seed genmove answers: tests/search/fixed_seed_genmove.tst (9x9 and 19x19 games, handicap,
# endings, regression queries) against the engine with conf/default.conf, one thread, --seed 7,
# --playouts 1000. Any change of what the search plays at a fixed seed shows as a failed line.
# Usage: scripts/checks/check_fixed_seed.sh ENGINE
#        scripts/checks/check_fixed_seed.sh ENGINE --record   (rewrites the expected answers
#        with this engine's: only after a change of play that was measured to be a gain)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
engine=$(realpath "${1:?usage: check_fixed_seed.sh ENGINE [--record]}")
suite=$root/tests/search/fixed_seed_genmove.tst
command=("$engine" --config "$root/conf/default.conf" --threads 1 --seed 7 --playouts 1000)
if [ "${2:-}" != --record ]; then
    exec node "$root/scripts/tools/gtp_regress.js" "${command[*]}" "$suite"
fi
# Record: the file's commands (comments and expectations left out) from its own folder, then each
# numbered command's '#? [...]' rewritten with the answer, quoted as a regular expression.
answers=$(mktemp)
trap 'rm -f "$answers"' EXIT
(cd "$(dirname "$suite")" && { grep -v '^#' "$suite"; echo quit; } | "${command[@]}") >"$answers"
node -e "$(cat <<'JS'
const fs = require('fs');
const [file, answerFile] = process.argv.slice(1);
const answers = new Map();
for (const block of fs.readFileSync(answerFile, 'utf8').split(/\n\n/)) {
    const m = /^=(\d+) ?([\s\S]*)$/.exec(block.trim());
    if (m) answers.set(m[1], m[2]);
}
const quote = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const out = [];
let id = null;
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#?') && id !== null) { out.push(`#? [${quote(answers.get(id))}]`); id = null; continue; }
    const m = /^(\d+) /.exec(line);
    id = m ? m[1] : null;
    out.push(line);
}
fs.writeFileSync(file, out.join('\n'));
JS
)" "$suite" "$answers"
echo "recorded $(grep -c '^#?' "$suite") answers in $suite" >&2
