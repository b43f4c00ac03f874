#!/usr/bin/env bash
# Issue 23: the installed engine finds its data wherever it lives.
#   check_install.sh prefix BUILD_DIR ENGINE: cmake --install to a temporary prefix, the prefix
#       moved elsewhere, the man page read with man -l (every option of --help in it)
#   check_install.sh deb BUILD_DIR ENGINE: cpack -G DEB, dpkg-deb -I (version, dependencies),
#       dpkg-deb -x into a temporary root
# Then, in both, the installed executable runs from / (TIANYUAN_DATA unset) and must: name its
# own default.conf and patterns.weights in its log, answer a fixed-seed genmove that depends on
# the weights exactly as ENGINE (this build tree's binary) does, and give the same version in
# --version and GTP's version as ENGINE (and as the package); TIANYUAN_DATA comes before them.
set -euo pipefail
mode=$1
build=$(realpath "$2")
engine=$(realpath "$3")
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset TIANYUAN_DATA

version=$("$engine" --version)
[[ "$version" =~ ^tianyuan\ (.*)$ ]] || fail "--version: $version"
version=${BASH_REMATCH[1]}
[ "$version" = "$(cat "$build/generated/version.txt")" ] || fail "version.txt differs from $version"

case "$mode" in
    prefix)
        cmake --install "$build" --prefix "$tmp/first" >/dev/null
        mv "$tmp/first" "$tmp/moved"
        root=$tmp/moved
        installed=$root/games/tianyuan
        data=$root/share/tianyuan
        ;;
    deb)
        (cd "$build" && cpack -G DEB -B "$tmp/package" >"$tmp/cpack.log" 2>&1) ||
            { cat "$tmp/cpack.log" >&2; fail "cpack -G DEB"; }
        deb=$tmp/package/tianyuan_${version}_$(dpkg --print-architecture).deb
        [ -f "$deb" ] || fail "no $deb: $(ls "$tmp/package")"
        info=$(dpkg-deb -I "$deb")
        [ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "package version: $info"
        depends=$(dpkg-deb -f "$deb" Depends)
        # The libraries' packages as Debian names them here (spdlog's shlibs name the virtual
        # package libspdlog1.10-fmt9 that libspdlog1.10 provides), each installed on this
        # machine as a package or provided by one.
        provided=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package} ${Provides}\n' |
            awk '/^ii/ { $1 = ""; print }' | tr ' ,' '\n\n' | sed 's/:.*//' | sort -u)
        for library in 'libboost-program-options[0-9.]+' 'libspdlog[0-9.]+(-fmt[0-9]+)?' 'libfmt[0-9]+'; do
            package=$(tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//' | grep -xE "$library" | head -1)
            [ -n "$package" ] || fail "Depends lacks $library: $depends"
            grep -qxF "$package" <<<"$provided" ||
                fail "Depends names $package, which no package installed here provides"
        done
        dpkg-deb -x "$deb" "$tmp/root"
        root=$tmp/root/usr
        installed=$root/games/tianyuan
        data=$root/share/tianyuan
        for file in "$data/default.conf" "$data/patterns.weights" "$data/cgos.conf" \
            "$data/kgs.conf" "$root/share/man/man6/tianyuan.6.gz" "$root/share/doc/tianyuan/README.md"; do
            [ -f "$file" ] || fail "the package lacks ${file#"$tmp/root"}"
        done
        ;;
    *) fail "usage: check_install.sh prefix|deb BUILD_DIR ENGINE" ;;
esac
[ -x "$installed" ] || fail "no executable at $installed"
# The docs are installed, the recorded games of docs/games are not.
[ -f "$root/share/doc/tianyuan/strength.md" ] || fail "no strength.md among the installed docs"
[ ! -e "$root/share/doc/tianyuan/games" ] || fail "the recorded games (docs/games) are installed"

# A 9x9 position after a few moves; genmove at a fixed seed and budget.
commands=$'boardsize 9\nclear_board\nplay b e5\nplay w c4\nplay b g4\nplay w e3\ngenmove b\nversion\nquit\n'
fixed=(--seed 7 --threads 1 --playouts 300)
run() { (cd / && "$@" <<<"$commands"); }
run "$installed" "${fixed[@]}" --log-level info >"$tmp/out" 2>"$tmp/err" ||
    fail "installed engine failed: $(cat "$tmp/err")"
grep -qF "configuration $data/default.conf, pattern weights $data/patterns.weights" "$tmp/err" ||
    fail "the installed engine does not use its own files: $(cat "$tmp/err")"
expected=$(run "$engine" "${fixed[@]}")
[ "$(cat "$tmp/out")" = "$expected" ] ||
    fail "installed engine answers $(cat "$tmp/out" | tr '\n' ' '), the build tree's $(tr '\n' ' ' <<<"$expected")"
grep -qx "= $version" "$tmp/out" || fail "GTP version is not $version: $(cat "$tmp/out")"
# The answer depends on the weights: without the pattern priors the move differs.
[ "$(run "$installed" "${fixed[@]}" --pattern-priors false)" != "$expected" ] ||
    fail "the genmove checked does not depend on the weights"
[ "$("$installed" --version)" = "tianyuan $version" ] || fail "installed --version"

# TIANYUAN_DATA comes before the installed files, file by file.
mkdir "$tmp/data"
cp "$data/default.conf" "$tmp/data/"
TIANYUAN_DATA=$tmp/data run "$installed" --log-level info >/dev/null 2>"$tmp/err"
grep -qF "configuration $tmp/data/default.conf, pattern weights $data/patterns.weights" "$tmp/err" ||
    fail "TIANYUAN_DATA not searched first: $(cat "$tmp/err")"
# A preset named without a folder is found among the data files.
run "$installed" --config cgos.conf --log-file /dev/null --log-level info >/dev/null ||
    fail "--config cgos.conf"

if [ "$mode" = prefix ]; then
    page=$root/share/man/man6/tianyuan.6.gz
    [ -f "$page" ] || fail "no man page at $page"
    text=$(MANWIDTH=200 LC_ALL=C man -l "$page" 2>/dev/null | col -b)
    grep -q "TIANYUAN_DATA" <<<"$text" || fail "the man page does not document TIANYUAN_DATA"
    options=$("$installed" --help | grep -oE -- '--[a-z][a-z0-9-]+' | sort -u)
    [ "$(wc -l <<<"$options")" -gt 40 ] || fail "too few options in --help: $options"
    for option in $options; do
        grep -qF -- "$option" <<<"$text" || fail "the man page lacks $option"
    done
fi
echo "install ($mode): ok, version $version"
