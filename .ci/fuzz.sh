#!/usr/bin/env bash
# Fuzzes the rule core with cargo-fuzz (libFuzzer + AddressSanitizer), for a
# bounded time, and fails on any crash, timeout, out-of-memory or leak.
#
#   bash .ci/fuzz.sh            # 60 s per target
#   bash .ci/fuzz.sh 3600       # longer: one hour per target
#
# Targets (fuzz/fuzz_targets/): `query` (Query JSON -> evaluate_json, evaluate,
# the Report's serialization and its documented invariants) and `policy`
# (policy JSON -> ui::carrier::parse_document and rules::input::parse_policy).
#
# Steps: installs cargo-fuzz if `cargo fuzz --version` fails; picks `+nightly`
# when rustup has a nightly toolchain, otherwise stable with RUSTC_BOOTSTRAP=1
# (stable ships the ASan runtime; FUZZ_TOOLCHAIN=stable forces this); builds
# both targets (release, debug assertions and overflow checks, ASan) into
# fuzz/target; then runs each target for SECONDS on fuzz/corpus/<target>, a
# working corpus seeded from the committed fuzz/seeds/<target> (corpus/ and
# artifacts/ are git-ignored and kept between runs, so the corpus grows), with
# the dictionary fuzz/dict/<target>.dict and the limits below (both targets at
# once, one per core; FUZZ_SERIAL=1 for one after the other). Prints per
# target the executions and libFuzzer's final coverage line; on a failure, the
# artifact's path and its content as text, and exits 1.
#
# Reproduce a crash (the script prints the exact command; -a keeps the debug
# assertions and overflow checks of the fuzzing build, so nothing rebuilds):
#   cargo +nightly fuzz run -a query fuzz/artifacts/query/crash-<hash>
# and minimize it:
#   cargo +nightly fuzz tmin -a query fuzz/artifacts/query/crash-<hash>
# (on stable: RUSTC_BOOTSTRAP=1 cargo +stable fuzz ...).
#
# Idempotent; needs only rustup's toolchains and a C++ compiler for libFuzzer
# (g++ is apt-installed when missing and we are root or have sudo).
set -euo pipefail

SECS="${1:-60}"
if ! [[ "$SECS" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: bash .ci/fuzz.sh [SECONDS]   (seconds per target, default 60)" >&2
    exit 64
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
FUZZ="$ROOT/fuzz"
TARGETS=(query policy)
CARGO_FUZZ_VERSION="0.13.2"
# Same build flags for `build` and `run`, so `run` does not rebuild.
BUILD_FLAGS=(--release --debug-assertions --sanitizer address)
LIBFUZZER_FLAGS=(
    -max_total_time="$SECS"
    -timeout=10          # one input taking > 10 s is a hang
    -rss_limit_mb=2048   # resident memory
    -malloc_limit_mb=2048 # any single allocation
    -max_len=65536
    -print_final_stats=1
)

export PATH="$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

say() { printf 'fuzz: %s\n' "$*"; }
T0=$SECONDS

# --- tools ----------------------------------------------------------------------
if ! command -v c++ >/dev/null 2>&1 && ! command -v clang++ >/dev/null 2>&1; then
    say "no C++ compiler (libfuzzer-sys builds libFuzzer); installing g++"
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get install -y g++ || { "${sudo[@]}" apt-get update && "${sudo[@]}" apt-get install -y g++; }
fi

if cargo fuzz --version >/dev/null 2>&1; then
    say "$(cargo fuzz --version): installed"
else
    say "installing cargo-fuzz $CARGO_FUZZ_VERSION (takes ~30 s)"
    # Unoptimized: it only starts cargo and the fuzzer (24 s on 2 cores
    # instead of 43 s).
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
        cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

TOOLCHAIN="${FUZZ_TOOLCHAIN:-}"
if [ -z "$TOOLCHAIN" ]; then
    if rustup toolchain list | grep -q '^nightly'; then
        TOOLCHAIN=nightly
    else
        TOOLCHAIN=stable
    fi
fi
case "$TOOLCHAIN" in
    nightly*) ;;
    *)
        # -Zsanitizer is unstable; stable ships the sanitizer runtimes anyway.
        export RUSTC_BOOTSTRAP=1
        ;;
esac
say "toolchain: $(rustc "+$TOOLCHAIN" --version)${RUSTC_BOOTSTRAP:+ (RUSTC_BOOTSTRAP=1)}"
CARGO_FUZZ=(cargo "+$TOOLCHAIN" fuzz)

# --- build ----------------------------------------------------------------------
say "building ${TARGETS[*]} (release + debug assertions, ASan) into fuzz/target"
tb=$SECONDS
"${CARGO_FUZZ[@]}" build "${BUILD_FLAGS[@]}"
BUILD_TIME=$((SECONDS - tb))
say "build: ${BUILD_TIME}s"

# --- run ------------------------------------------------------------------------
# Both targets at once, one per core (each libFuzzer process is single-threaded;
# CI has 2 cores): the step takes SECONDS, not twice that. FUZZ_SERIAL=1 runs
# them one after the other.
mkdir -p "$FUZZ/target/logs"

# run_target T: fuzzes T for SECS; its exit code goes to fuzz/target/logs/T.rc.
run_target() {
    local t="$1" corpus="$FUZZ/corpus/$1" log="$FUZZ/target/logs/$1.log" rc=0 tr=$SECONDS
    "${CARGO_FUZZ[@]}" run "${BUILD_FLAGS[@]}" "$t" "$corpus" -- \
        "${LIBFUZZER_FLAGS[@]}" -dict="$FUZZ/dict/$t.dict" >"$log" 2>&1 || rc=$?
    printf '%s %s\n' "$rc" "$((SECONDS - tr))" >"$FUZZ/target/logs/$t.rc"
}

pids=()
for t in "${TARGETS[@]}"; do
    corpus="$FUZZ/corpus/$t"
    mkdir -p "$corpus" "$FUZZ/artifacts/$t"
    for seed in "$FUZZ/seeds/$t"/*; do
        [ -e "$corpus/$(basename "$seed")" ] || cp "$seed" "$corpus/"
    done
    rm -f "$FUZZ/target/logs/$t.rc"
    say "running $t for ${SECS}s on fuzz/corpus/$t ($(find "$corpus" -type f | wc -l) inputs); log: fuzz/target/logs/$t.log"
    if [ "${FUZZ_SERIAL:-0}" = 1 ]; then
        run_target "$t"
    else
        run_target "$t" &
        pids+=("$!")
    fi
done
for pid in "${pids[@]}"; do
    wait "$pid" || true
done

failed=()
summary=()
for t in "${TARGETS[@]}"; do
    log="$FUZZ/target/logs/$t.log"
    read -r rc run_time <"$FUZZ/target/logs/$t.rc" || { rc=1; run_time='?'; }
    execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -n 1 | grep -o '[0-9]*$' || true)"
    cov="$(grep -E '^#[0-9]+' "$log" | grep 'cov:' | tail -n 1 || true)"
    if [ -z "$execs" ]; then
        execs="$(printf '%s' "$cov" | sed -nE 's/^#([0-9]+).*/\1/p')"
    fi
    say "$t: exit $rc after ${run_time}s, ${execs:-?} executions"
    say "$t: ${cov:-no coverage line}"
    summary+=("$(printf '%-7s %5ss  %10s execs  %s' "$t" "$run_time" "${execs:-?}" "${cov:-}")")
    if [ "$rc" -ne 0 ]; then
        failed+=("$t")
        # The panic message or sanitizer report, without libFuzzer's
        # byte-by-byte dump of the input.
        echo "----- $t: what failed (full log: ${log#"$ROOT"/}) -----"
        grep -E -A3 "panicked at|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|ALARM:|out-of-memory|SUMMARY:" "$log" \
            | grep -vE '^\s+[0-9]+: |^\s+at ' | head -n 40 || tail -n 40 "$log"
        echo "------------------------------------------------"
        artifact="$(sed -nE 's/.*Test unit written to (.*)$/\1/p' "$log" | tail -n 1)"
        if [ -n "$artifact" ] && [ -f "$artifact" ]; then
            say "$t: FAILED; artifact: ${artifact#"$ROOT"/} ($(wc -c <"$artifact") bytes); as text:"
            head -c 4096 "$artifact" | cat -v
            echo
            say "reproduce: ${RUSTC_BOOTSTRAP:+RUSTC_BOOTSTRAP=1 }${CARGO_FUZZ[*]} run ${BUILD_FLAGS[*]} $t ${artifact#"$ROOT"/}"
            say "minimize:  ${RUSTC_BOOTSTRAP:+RUSTC_BOOTSTRAP=1 }${CARGO_FUZZ[*]} tmin ${BUILD_FLAGS[*]} $t ${artifact#"$ROOT"/}"
        else
            say "$t: FAILED (exit $rc) without an artifact; see $log"
        fi
    fi
done

echo
echo "== fuzz.sh: ${SECS}s per target, toolchain $TOOLCHAIN =="
printf '  build   %5ss\n' "$BUILD_TIME"
printf '  %s\n' "${summary[@]}"
printf '  total   %5ss\n' "$((SECONDS - T0))"
if [ "${#failed[@]}" -ne 0 ]; then
    echo "fuzz.sh: FAILED: ${failed[*]}"
    exit 1
fi
echo "fuzz.sh: no crash, timeout or out-of-memory"
