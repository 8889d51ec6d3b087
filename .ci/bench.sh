#!/usr/bin/env bash
# Speed benchmarks of issue 7, in one command:
#
#   bash .ci/bench.sh
#
# 1. native: criterion, `cargo bench --bench evaluate` (tests/bench/evaluate.rs):
#    evaluate_json (parse + check + decide) and evaluate (pre-parsed Query) on
#    the full example query and on each domain alone;
# 2. WebAssembly in the system Chromium (tests/e2e/bench.mjs): evaluate(query)
#    of /embarque.js from the release build, median and p95 µs; and input →
#    result on the loaded page (100 edits of a bag's weight), p95 ms.
#
# Builds dist/ (trunk build --release --offline) only when it is missing.
# Targets: evaluate ≤ 20 µs native and ≤ 100 µs in WebAssembly for the full
# query; input → result ≤ 16 ms p95.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

echo "== native: cargo bench --bench evaluate (criterion) =="
# bencher format: one line per benchmark, `test NAME ... bench: N ns/iter (+/- D)`.
cargo bench --bench evaluate -- --output-format bencher 2>/dev/null |
    awk '/^test / { gsub(",", "", $5); printf "  %-36s %8.2f µs\n", $2, $5 / 1000 }'

echo
echo "== WebAssembly in Chromium: node tests/e2e/bench.mjs =="
if [ ! -f dist/index.html ]; then
    trunk build --release --offline
fi
node tests/e2e/bench.mjs
