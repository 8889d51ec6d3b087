#!/usr/bin/env bash
# README command 2: installs what the tests need (.ci/setup.sh --test-deps:
# the build tools, Debian chromium + chromium-driver, the npm packages of
# tests/e2e from their committed lock file) and runs every test, stopping at the
# first failure with a non-zero exit:
#
#   format, clippy (native and wasm32), native cargo test, cargo fuzz (each
#   target for FUZZ_SECONDS, default 60: .ci/fuzz.sh), wasm-bindgen-test in
#   headless Chromium, the CLI example, the release build into dist/, the size
#   gate (.ci/size.sh: every loaded asset raw/gzip/brotli next to the floor in
#   tests/floor; fails over its ratchet ceiling), and the Playwright end-to-end
#   suite against that build.
#
# The speed benchmarks are not tests: `bash .ci/bench.sh` reruns them all.
#
# Prints the elapsed time of each step and the total at the end.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export PATH="$ROOT/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

STEPS=()
TIMES=()
CURRENT=""
T0=$SECONDS

summary() {
    local rc=$?
    local i
    echo
    echo "== test.sh: elapsed time per step =="
    for i in "${!STEPS[@]}"; do
        printf '  %-44s %4ss\n' "${STEPS[$i]}" "${TIMES[$i]}"
    done
    if [ "$rc" -ne 0 ] && [ -n "$CURRENT" ]; then
        printf '  %-44s %4ss  FAILED (exit %s)\n' "$CURRENT" "$((SECONDS - STEP_T0))" "$rc"
    fi
    printf '  %-44s %4ss\n' "total" "$((SECONDS - T0))"
    if [ "$rc" -eq 0 ]; then
        echo "test.sh: all steps passed"
    else
        echo "test.sh: FAILED at: ${CURRENT:-?}"
    fi
}
trap summary EXIT

# step NAME COMMAND... : runs one step, records its duration.
step() {
    CURRENT="$1"
    shift
    echo
    echo "== $CURRENT =="
    STEP_T0=$SECONDS
    "$@"
    STEPS+=("$CURRENT")
    TIMES+=("$((SECONDS - STEP_T0))")
    CURRENT=""
}

wasm_tests() {
    # wasm-bindgen-test-runner (set as the wasm32 runner in .cargo/config.toml)
    # drives headless Chromium through chromedriver.
    CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}" \
        WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-120}" \
        cargo test --target wasm32-unknown-unknown --test web
}

cli_check() {
    # Scratch files stay in target/ after a failure, for a look.
    local tmp="$ROOT/target/cli-check"
    rm -rf "$tmp"
    mkdir -p "$tmp"

    cargo build --release --bin evaluate
    local evaluate="$ROOT/target/release/evaluate"

    echo "-- the example query gives the expected report"
    "$evaluate" tests/cli/example-query.json >"$tmp/report.json"
    node --input-type=module - "$tmp/report.json" tests/cli/example-report.json <<'JS'
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
const [got, want] = process.argv.slice(2).map((f) => JSON.parse(readFileSync(f, 'utf8')));
if (!isDeepStrictEqual(got, want)) {
  console.error('CLI report differs from tests/cli/example-report.json');
  console.error('(if the rules changed on purpose: .ci/regen-cli.sh, then review the diff)');
  console.error('got:\n' + JSON.stringify(got, null, 2));
  process.exit(1);
}
console.log('report matches tests/cli/example-report.json');
JS

    echo "-- a malformed query exits 2 and names the field on stderr"
    node --input-type=module - tests/cli/example-query.json "$tmp/bad.json" <<'JS'
import { readFileSync, writeFileSync } from 'node:fs';
const [src, dst] = process.argv.slice(2);
const q = JSON.parse(readFileSync(src, 'utf8'));
q.baggage[0].weightKg = -3;
writeFileSync(dst, JSON.stringify(q));
JS
    local rc=0
    "$evaluate" "$tmp/bad.json" >"$tmp/bad.out" 2>"$tmp/bad.err" || rc=$?
    if [ "$rc" -ne 2 ]; then
        echo "malformed query: exit $rc, want 2" >&2
        cat "$tmp/bad.err" >&2
        return 1
    fi
    if ! grep -F 'baggage[0].weightKg' "$tmp/bad.err" >/dev/null; then
        echo "malformed query: stderr does not name baggage[0].weightKg:" >&2
        cat "$tmp/bad.err" >&2
        return 1
    fi
    if [ -s "$tmp/bad.out" ]; then
        echo "malformed query: printed something on stdout" >&2
        return 1
    fi
    echo "exit 2, stderr: $(cat "$tmp/bad.err")"

    echo "-- stdin ('-') gives the same report"
    "$evaluate" - <tests/cli/example-query.json >"$tmp/stdin.json"
    cmp "$tmp/report.json" "$tmp/stdin.json"
}

step "setup (incl. test deps)" .ci/setup.sh --test-deps
fmt_check() {
    cargo fmt --check
    # The fuzz targets and the floor are crates of their own (own [workspace]).
    (cd fuzz && cargo fmt --check)
    (cd tests/floor && cargo fmt --check)
}
step "cargo fmt --check (crate, fuzz, floor)" fmt_check
step "cargo clippy --all-targets (native)" cargo clippy --all-targets -- -D warnings
step "cargo clippy (wasm32, lib + bins)" cargo clippy --target wasm32-unknown-unknown --lib --bins -- -D warnings
step "cargo test (native)" cargo test
step "cargo fuzz (query, policy: 60 s each)" bash .ci/fuzz.sh "${FUZZ_SECONDS:-60}"
step "cargo test (wasm32, headless Chromium)" wasm_tests
step "CLI example (evaluate)" cli_check
release_build() {
    source .ci/remap-paths.sh
    trunk build --release --offline
    # Sizes for the README (raw and gzip -9).
    local f
    for f in dist/*.wasm dist/*.js; do
        [ -f "$f" ] || continue
        printf '  %-28s %8s bytes raw %8s bytes gzip\n' "${f#dist/}" "$(wc -c <"$f")" "$(gzip -9c "$f" | wc -c)"
    done
}

step "trunk build --release" release_build
step "size: what the page loads, widget vs floor" bash .ci/size.sh
step "npm test (Playwright e2e)" npm test --prefix tests/e2e
