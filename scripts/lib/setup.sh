#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, when any is missing and we are root.
# Sourced by scripts/run.sh and scripts/test.sh; everything it prints goes to stderr.
set -euo pipefail

# help2man makes the man page from --help (the build goes on without it, without the page).
TIANYUAN_PACKAGES=(cmake g++ make pkg-config libboost-program-options-dev doctest-dev libspdlog-dev
    help2man)
# What only the tests need: formatting check, GNU Go as sparring partner, Node.js for the client
# tests (node may come from another repository than Debian's, so it is checked as a command);
# for the install tests, dpkg-shlibdeps (dpkg-dev) for cpack's package dependencies, man -l
# (man-db, groff-base) and col (bsdextrautils) to read the man page.
TIANYUAN_TEST_PACKAGES=(clang-format gnugo dpkg-dev man-db groff-base bsdextrautils)

missing_packages() {
    local p
    for p in "$@"; do
        case "$p" in
            nodejs) command -v node >/dev/null || echo nodejs ;;
            npm) command -v npm >/dev/null || echo npm ;;
            *) dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
                   echo "$p" ;;
        esac
    done
}

# install_missing_packages [extra packages...]: the build packages plus the extras.
install_missing_packages() {
    local missing
    missing=$(missing_packages "${TIANYUAN_PACKAGES[@]}" "$@")
    [ -z "$missing" ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        echo "tianyuan: missing Debian packages (run as root to install them):" $missing >&2
        return 1
    fi
    echo "tianyuan: installing" $missing >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing >&2
}

# What the fuzz tests add: clang and its compiler runtime with libFuzzer (libclang-rt-N-dev,
# only recommended by clang, so named here with clang's major version).
install_fuzz_packages() {
    install_missing_packages clang
    local major
    major=$(clang --version | sed -n 's/.*clang version \([0-9]*\)\..*/\1/p' | head -1)
    install_missing_packages "libclang-rt-$major-dev"
}

# build_tree DIR [cmake options...]: configure and build quietly (output to stderr).
build_tree() {
    local dir=$1
    shift
    cmake -S "$TIANYUAN_ROOT" -B "$TIANYUAN_ROOT/$dir" "$@" >&2
    cmake --build "$TIANYUAN_ROOT/$dir" -j"$(nproc)" >&2
}

# build_fuzz_targets [targets...]: build/fuzz with clang, libFuzzer, ASan and UBSan (-O1, asserts
# on), only the fuzz targets (all three by default).
build_fuzz_targets() {
    local targets=("$@")
    [ ${#targets[@]} -gt 0 ] || targets=(fuzz_gtp fuzz_sgf fuzz_game_records)
    install_fuzz_packages
    cmake -S "$TIANYUAN_ROOT" -B "$TIANYUAN_ROOT/build/fuzz" -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_CXX_COMPILER=clang++ -DTIANYUAN_FUZZ=ON >&2
    cmake --build "$TIANYUAN_ROOT/build/fuzz" -j"$(nproc)" --target "${targets[@]}" >&2
}

TIANYUAN_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
