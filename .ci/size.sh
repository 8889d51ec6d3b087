#!/usr/bin/env bash
# Size gate of issue 7:
#
#   bash .ci/size.sh
#
# Prints every file the page loads, for the widget (dist/) and for the floor
# (tests/floor/dist: the smallest Leptos 0.8 CSR page, built with the same
# leptos, wasm-bindgen, release profile and Trunk settings), with raw bytes,
# `gzip -9` bytes and brotli bytes (node's zlib brotliCompressSync, quality 11,
# default window 22: Debian's `brotli` is not needed), the totals, and the ratio
# widget gzip total / floor gzip total. Writes the same to target/size-report.txt.
#
# "Loaded" = index.html plus, transitively, every file of dist/ that a loaded
# .html/.js/.css names, in quotes or as an unquoted attribute value (the
# minified index.html writes href=./boot.js): so boot.js → embarque.js,
# embarque_bg.wasm, sw.js; index.html → embarque.css, icon.svg. Files of
# dist/ nobody loads (embarque.d.ts) are listed but not counted. A page found
# to load no .wasm is an error (the detection broke), never a small total.
#
# Needs dist/ (trunk build --release --offline; .ci/test.sh builds it). Builds
# the floor every time, in the widget's target/ (same dependencies, same
# flags: only the floor's own crate compiles).
# Two limits on the widget's gzip total:
#   BUDGET  (200 KB): issue 7's target. Not met yet (README, "Performance"):
#           reported as met or not met; exits 1 over it only with SIZE_STRICT=1.
#   CEILING (a ratchet just above the current figure): exits 1 over it, always,
#           so the test command fails on any regression. Lower it whenever the
#           widget shrinks; never raise it without saying why in the commit.
set -euo pipefail

BUDGET=$((200 * 1024))   # bytes: 200 KB, issue 7's target
CEILING=$((295 * 1024))  # bytes: the ratchet (300,100 measured at the commit that set 295 KiB, 2026-12-07, size29/size30: no backward char search in the form's number readers, the English amount's marks swapped in one pass, the carrier's text limits counted by leading bytes, seven bounds checks without a panic path, citations kept once by one function; -467 B since 300,567). Every earlier move and its reason: git log -L32,32:.ci/size.sh

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

WIDGET="$ROOT/dist"
FLOOR="$ROOT/tests/floor"
REPORT="$ROOT/target/size-report.txt"

if [ ! -f "$WIDGET/index.html" ]; then
    echo "size: no widget build in dist/: run \`trunk build --release --offline\` first" >&2
    exit 2
fi

echo "== building the floor (tests/floor) =="
source "$ROOT/.ci/remap-paths.sh"
(cd "$FLOOR" && CARGO_TARGET_DIR="$ROOT/target" trunk build --release --offline)

# The floor must use the widget's leptos and wasm-bindgen, or the ratio means little.
lock_version() { # CRATE LOCKFILE
    awk -v want="name = \"$1\"" '$0 == want { found = 1; next }
        found && /^version = / { gsub(/"/, "", $3); print $3; exit }' "$2"
}
for crate in leptos wasm-bindgen; do
    w="$(lock_version "$crate" "$ROOT/Cargo.lock")"
    f="$(lock_version "$crate" "$FLOOR/Cargo.lock")"
    if [ "$w" != "$f" ]; then
        echo "size: warning: $crate $w in Cargo.lock but $f in tests/floor/Cargo.lock" >&2
    fi
done

mkdir -p "$(dirname "$REPORT")"
: >"$REPORT"
say() { printf '%s\n' "$*" | tee -a "$REPORT"; }

# Files of DIST that the page loads, one per line, index.html first.
loaded() {
    local dist="$1" changed=true f g name
    local -a all=() in=(index.html)
    for f in "$dist"/*; do [ -f "$f" ] && all+=("${f##*/}"); done
    while $changed; do
        changed=false
        for name in "${all[@]}"; do
            [[ " ${in[*]} " == *" $name "* ]] && continue
            for g in "${in[@]}"; do
                case "$g" in *.html | *.js | *.css) ;; *) continue ;; esac
                if grep -qE "[\"'/(=]${name//./\\.}([\"'?#) >]|$)" "$dist/$g"; then
                    in+=("$name")
                    changed=true
                    break
                fi
            done
        done
    done
    printf '%s\n' "${in[@]}"
}

brotli_size() {
    node -e '
        const z = require("node:zlib");
        const buf = require("node:fs").readFileSync(process.argv[1]);
        const out = z.brotliCompressSync(buf, { params: {
            [z.constants.BROTLI_PARAM_QUALITY]: 11,
            [z.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });
        console.log(out.length);' "$1"
}

# table LABEL DIST: prints the table; sets RAW, GZ, BR to the totals.
table() {
    local label="$1" dist="$2" name raw gz br line
    local -a files
    mapfile -t files < <(loaded "$dist")
    if [[ " ${files[*]} " != *".wasm "* ]]; then
        echo "size: found no .wasm loaded by $dist/index.html (loaded: ${files[*]}): the detection is broken" >&2
        exit 2
    fi
    RAW=0 GZ=0 BR=0
    say "$label ($dist)"
    say "$(printf '  %-22s %10s %10s %10s' file raw 'gzip -9' brotli)"
    for name in "${files[@]}"; do
        raw=$(wc -c <"$dist/$name")
        gz=$(gzip -9 -n -c <"$dist/$name" | wc -c)
        br=$(brotli_size "$dist/$name")
        RAW=$((RAW + raw)) GZ=$((GZ + gz)) BR=$((BR + br))
        say "$(printf '  %-22s %10d %10d %10d' "$name" "$raw" "$gz" "$br")"
    done
    say "$(printf '  %-22s %10d %10d %10d   (%s KiB gzip)' total "$RAW" "$GZ" "$BR" "$(awk -v b="$GZ" 'BEGIN { printf "%.1f", b / 1024 }')")"
    line=""
    for name in "$dist"/*; do
        name="${name##*/}"
        [ -f "$dist/$name" ] || continue
        [[ " ${files[*]} " == *" $name "* ]] || line+=" $name"
    done
    [ -z "$line" ] || say "  not loaded by the page, not counted:$line"
    say ""
}

say "== size of what the page loads ($(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- src Cargo.toml Cargo.lock index.html style 2>/dev/null || echo ', working tree modified')) =="
table "widget" "$WIDGET"
W_RAW=$RAW W_GZ=$GZ W_BR=$BR
table "floor" "$FLOOR/dist"
F_RAW=$RAW F_GZ=$GZ F_BR=$BR

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
say "widget / floor: raw $(ratio "$W_RAW" "$F_RAW")×, gzip $(ratio "$W_GZ" "$F_GZ")×, brotli $(ratio "$W_BR" "$F_BR")×"
say "widget above the floor: gzip +$((W_GZ - F_GZ)) bytes, brotli +$((W_BR - F_BR)) bytes"
rc=0
if [ "$W_GZ" -gt "$BUDGET" ]; then
    say "target NOT MET: widget gzip total $W_GZ bytes, over the 200 KB budget ($BUDGET bytes) by $((W_GZ - BUDGET)) bytes"
    [ "${SIZE_STRICT:-0}" = 1 ] && rc=1
else
    say "target met: widget gzip total $W_GZ bytes, $((BUDGET - W_GZ)) bytes under the 200 KB budget ($BUDGET bytes)"
fi
if [ "$W_GZ" -gt "$CEILING" ]; then
    say "FAIL: widget gzip total $W_GZ bytes is over the ratchet ceiling ($CEILING bytes) by $((W_GZ - CEILING)) bytes: a size regression"
    rc=1
else
    say "ok: under the ratchet ceiling ($CEILING bytes) by $((CEILING - W_GZ)) bytes"
fi
echo "(report in ${REPORT#"$ROOT"/})"
exit "$rc"
