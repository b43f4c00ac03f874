#!/usr/bin/env bash
# Builds tianyuan (installing missing Debian packages when run as root) and starts it in GTP mode
# with conf/default.conf. Extra arguments go to the engine. Only the engine writes to stdout.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/setup.sh"
install_missing_packages
build_tree build/release -DCMAKE_BUILD_TYPE=Release
exec "$TIANYUAN_ROOT/build/release/tianyuan" --config "$TIANYUAN_ROOT/conf/default.conf" "$@"
