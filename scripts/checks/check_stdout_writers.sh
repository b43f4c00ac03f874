#!/usr/bin/env bash
# stdout belongs to the GTP answer writer: no code in src/ may write to it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
if grep -rnE 'std::cout|[^a-z_]printf\(|[^a-z_]puts\(|stdout' src; then
    echo "the lines above write to stdout outside gtp/" >&2
    exit 1
fi
echo "stdout: no writer in src/"
