#!/bin/sh
# Trunk post_build hook (Trunk.toml), after .ci/minify-js.sh: names the
# service worker's cache after the build's content. The worker serves its
# cache first, and a browser installs a new worker only when sw.js itself
# changes: a release that left sw.js as it was would keep every passenger who
# had visited once on the old rules, for good. So the cache name in sw.js,
# `embarque-dev` as written, becomes `embarque-` and the first 16 hex digits of
# the SHA-256 of the assets it caches (in its ASSETS order): any change to
# them is a new worker. A stamped tree can be stamped again (a test changes a
# built file, then stamps it).
#
#   sh .ci/stamp-sw.sh            # as Trunk runs it, on $TRUNK_STAGING_DIR
#   sh .ci/stamp-sw.sh dist       # on a built tree
set -eu
dir="${1:-$TRUNK_STAGING_DIR}"
cd "$dir"
# Loudly, never a partial or empty hash: a pipe's failure is not `set -e`'s,
# and a cache named `embarque-` at every build is the stuck release again.
assets="index.html embarque.js embarque_bg.wasm embarque.css boot.js icon.svg"
for f in $assets; do
    [ -f "$f" ] || { echo "stamp-sw: $dir/$f is missing" >&2; exit 1; }
done
if command -v sha256sum >/dev/null; then sum="sha256sum"; else sum="shasum -a 256"; fi
# shellcheck disable=SC2086 # the list and the command are meant to split
hash="$(cat $assets | $sum | cut -c1-16)"
case "$hash" in
    *[!0-9a-f]* | "") echo "stamp-sw: no SHA-256 of the assets ($sum)" >&2; exit 1 ;;
esac
[ ${#hash} -eq 16 ] || { echo "stamp-sw: no SHA-256 of the assets ($sum)" >&2; exit 1; }
name='embarque-(dev|[0-9a-f]{16})'
grep -Eq "$name" sw.js || { echo "stamp-sw: no embarque-dev in $dir/sw.js" >&2; exit 1; }
sed -E "s/$name/embarque-$hash/g" sw.js > sw.js.tmp
mv sw.js.tmp sw.js
