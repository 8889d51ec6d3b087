#!/bin/sh
# Trunk post_build hook (Trunk.toml, tests/floor/Trunk.toml): in a release
# build, minifies the named JavaScript files of the staging directory with
# terser (the npm package in tests/e2e, installed by .ci/setup.sh with the
# rest). Trunk's own `minify` covers the CSS and the HTML but leaves the
# wasm-bindgen loader as written: 46.6 KB raw, 9.0 KB gzip, 6.2 KB minified.
# It also takes out of index.html the `<link data-trunk rel=rust …>` that Trunk
# leaves there when it injects no loader (`inject_scripts = false`): the
# browser ignores it, and it told every visitor the build's wasm-opt flags.
# Exports keep their names (`--module` mangles only what is not exported), so
# `embarque.d.ts` and every carrier's import stay valid.
#
#   sh .ci/minify-js.sh embarque.js boot.js sw.js    # as Trunk runs it
set -eu
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
root="$(cd "$(dirname "$0")/.." && pwd)"
terser="$root/tests/e2e/node_modules/terser/bin/terser"
if [ ! -f "$terser" ]; then
    echo "minify-js: $terser is missing: run .ci/setup.sh (npm ci in tests/e2e)" >&2
    exit 1
fi
for f in "$@"; do
    node "$terser" "$TRUNK_STAGING_DIR/$f" --module --compress --mangle --output "$TRUNK_STAGING_DIR/$f"
done
html="$TRUNK_STAGING_DIR/index.html"
sed -E 's/<link [^>]*data-trunk[^>]*>//g' "$html" > "$html.tmp"
mv "$html.tmp" "$html"
