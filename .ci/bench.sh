#!/usr/bin/env bash
# Speed benchmarks of issue 7, in one command:
#
#   bash .ci/bench.sh
#
# 0. the machine: CPUs, CPU model, load average, Chromium, node, rustc;
# 1. native: criterion, `cargo bench --bench evaluate` (tests/bench/evaluate.rs):
#    evaluate_json (parse + check + decide) and evaluate (pre-parsed Query) on
#    the full example query and on each domain alone;
# 2. in the system Chromium (tests/e2e/bench.mjs), the widget next to the floor
#    (tests/floor, the smallest Leptos 0.8 CSR page built the same way):
#    evaluate(query) of /embarque.js, median and p95 µs; input → result on the
#    loaded page (100 edits), median and p95 ms, at CPU 1× and 4×; and the cold
#    load on a throttled phone (200 KB/s, 150 ms latency, CPU 4×, no cache, no
#    service worker), navigation start → first rendered result, median of 5,
#    gzip -9 responses, and the widget once more with brotli 11 responses;
#    then, when valgrind is installed, the instructions of one evaluate_json
#    of the full query and one write of its Report (tests/bench/instructions.rs,
#    callgrind): a figure the host's speed does not move;
# 3. the widget's figures against the targets: evaluate ≤ 20 µs native and
#    ≤ 100 µs in WebAssembly for the full query; first rendered result ≤ 1.0 s;
#    input → result ≤ 16 ms p95.
#
# Builds dist/ (trunk build --release --offline) only when it is missing, and
# the floor's tests/floor/dist every time (seconds once cached). Everything
# printed also goes to target/bench-report.txt (cargo's own output to
# target/bench-cargo.log and target/bench-floor-build.log).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$ROOT/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

REPORT="$ROOT/target/bench-report.txt"
NATIVE="$ROOT/target/bench-native.txt"
CARGO_LOG="$ROOT/target/bench-cargo.log"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

# refs BIN STEP N: the instructions callgrind counts for N iterations of STEP.
refs() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" 2>&1 |
        sed -n 's/.*I *refs: *//p' | tr -d ,
}

main() {
    echo "== machine ($(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD 2>/dev/null || echo '?')) =="
    echo "  CPUs: $(nproc), $(grep -m1 '^model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    echo "  load average (1, 5, 15 min): $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "  $("$CHROMIUM" --version 2>/dev/null || echo "chromium: not found at $CHROMIUM")"
    echo "  node $(node --version), $(rustc --version)"

    echo
    echo "== native: cargo bench --bench evaluate (criterion) =="
    # bencher format: one line per benchmark, `test NAME ... bench: N ns/iter (+/- D)`.
    if ! cargo bench --bench evaluate -- --output-format bencher >"$NATIVE" 2>"$CARGO_LOG"; then
        tail -n 30 "$CARGO_LOG"
        echo "bench: cargo bench failed (whole log: ${CARGO_LOG#"$ROOT"/})"
        return 1
    fi
    awk '/^test / { gsub(",", "", $5); printf "  %-36s %8.2f µs\n", $2, $5 / 1000 }' "$NATIVE"

    echo
    echo "== native instructions (callgrind; the host's speed does not move them) =="
    if command -v valgrind >/dev/null 2>&1; then
        local bin
        bin="$(cargo bench --bench instructions --no-run 2>&1 | sed -n 's/.*(\(target\/[^)]*instructions-[^)]*\)).*/\1/p' | tail -n 1)"
        for step in parse write; do
            local one ten
            one="$(refs "$bin" "$step" 1)"
            ten="$(refs "$bin" "$step" 11)"
            printf '  %-36s %8d instructions\n' "$([ "$step" = parse ] && echo evaluate_json/full || echo report_json/write)" "$(((ten - one) / 10))"
        done
    else
        echo "  valgrind not installed: skipped (apt-get install valgrind)"
    fi

    echo
    echo "== in Chromium: node tests/e2e/bench.mjs (widget and floor) =="
    source .ci/remap-paths.sh
    if [ ! -f dist/index.html ]; then
        trunk build --release --offline
    fi
    # The floor every time: seconds once cached.
    (cd tests/floor && CARGO_TARGET_DIR="$ROOT/target" trunk build --release --offline) >"$ROOT/target/bench-floor-build.log" 2>&1 ||
        { cat "$ROOT/target/bench-floor-build.log"; return 1; }
    node tests/e2e/bench.mjs --native "$NATIVE"
    echo "  load average after (1, 5, 15 min): $(cut -d' ' -f1-3 /proc/loadavg)"
}

mkdir -p "$(dirname "$REPORT")"
main 2>&1 | tee "$REPORT"
echo "(report in ${REPORT#"$ROOT"/})"
