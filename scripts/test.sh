#!/usr/bin/env bash
# Builds and runs every test, one build tree per part, compiler warnings as errors in each:
#   build/release  Release: every ctest test
#   build/asan     AddressSanitizer + UndefinedBehaviorSanitizer, invariant checks on: unit tests,
#                  two folders at a time
#   build/tsan     ThreadSanitizer, invariant checks on: the tests labelled "threads" (the unit
#                  tests of search and gtp, the layers that start threads, and
#                  scripts/checks/check_engine_threads.sh); any report fails them
#   build/fuzz     clang, libFuzzer, ASan + UBSan: a bounded run of each fuzz target (label fuzz),
#                  the three at once (each is bounded by its own wall-clock time)
# Prints how long each part took. Installs missing packages when root.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/setup.sh"

timings=()

# timed LABEL COMMAND...: runs the command and notes how long it took.
timed() {
    local label=$1 start=$SECONDS
    shift
    "$@"
    timings+=("$(printf '%-16s %5d s' "$label" $((SECONDS - start)))")
}

print_timings() {
    echo "scripts/test.sh: time per part" >&2
    local line
    for line in "${timings[@]}"; do echo "  $line" >&2; done
    echo "  $(printf '%-16s %5d s' total "$SECONDS")" >&2
}
trap print_timings EXIT

# run_ctest DIR [ctest options...]
run_ctest() {
    local dir=$1
    shift
    (cd "$TIANYUAN_ROOT/$dir" && ctest --output-on-failure "$@")
}

release_tests() {
    timed "release build" build_tree build/release -DCMAKE_BUILD_TYPE=Release -DTIANYUAN_WERROR=ON
    timed "release tests" run_ctest build/release
}

asan_tests() {
    timed "asan build" build_tree build/asan -DCMAKE_BUILD_TYPE=Debug -DTIANYUAN_SANITIZE=address \
        -DTIANYUAN_WERROR=ON
    timed "asan tests" run_ctest build/asan -L unit -j2
}

tsan_tests() {
    timed "tsan build" build_tree build/tsan -DCMAKE_BUILD_TYPE=Debug -DTIANYUAN_SANITIZE=thread \
        -DTIANYUAN_WERROR=ON
    timed "tsan tests" run_ctest build/tsan -L threads
}

fuzz_tests() {
    timed "fuzz build" build_fuzz_targets
    timed "fuzz runs" run_ctest build/fuzz -L fuzz -j3
}

install_missing_packages "${TIANYUAN_TEST_PACKAGES[@]}" nodejs npm
release_tests
asan_tests
tsan_tests
fuzz_tests
