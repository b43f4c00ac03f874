#!/usr/bin/env bash
# Fails when a C++ source file does not follow .clang-format.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
files=$(git ls-files 'src/*.cpp' 'src/*.h' 'gtp/*.cpp' 'gtp/*.h' 'tests/*.cpp' 'tests/*.h' 2>/dev/null ||
        find src gtp tests -name '*.cpp' -o -name '*.h')
[ -n "$files" ] || files=$(find src gtp tests -name '*.cpp' -o -name '*.h')
# shellcheck disable=SC2086
clang-format --dry-run --Werror $files
echo "format: $(echo "$files" | wc -w) files follow .clang-format"
