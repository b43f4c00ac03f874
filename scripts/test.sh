#!/usr/bin/env bash
# Builds and runs every test: the Release build with all ctest tests, then the unit tests again
# under AddressSanitizer + UndefinedBehaviorSanitizer, then a bounded run of each libFuzzer
# target (build/fuzz, clang). Installs missing packages when root.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
install_missing_packages "${TIANYUAN_TEST_PACKAGES[@]}" nodejs npm
build_tree build/release -DCMAKE_BUILD_TYPE=Release
(cd "$TIANYUAN_ROOT/build/release" && ctest --output-on-failure)
build_tree build/asan -DCMAKE_BUILD_TYPE=Debug -DTIANYUAN_SANITIZE=ON
(cd "$TIANYUAN_ROOT/build/asan" && ctest --output-on-failure -L unit)
build_fuzz_targets
(cd "$TIANYUAN_ROOT/build/fuzz" && ctest --output-on-failure -L fuzz)
