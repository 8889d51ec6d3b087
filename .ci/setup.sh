#!/usr/bin/env bash
# Installs what building Embarque needs, skipping whatever is already there.
#
#   .ci/setup.sh               build tools: wasm32 target, rustfmt/clippy,
#                                  trunk 0.21.14, wasm-bindgen-cli at the
#                                  Cargo.lock version, the npm packages of
#                                  tests/e2e (which bring wasm-opt 132)
#   .ci/setup.sh --test-deps   the same, plus Debian chromium and
#                                  chromium-driver for the browser tests
#
# Idempotent: a second run only checks versions. Why these exact tools:
# - trunk 0.21.14: every 0.22 release needs a newer rustc than this machine's.
# - wasm-bindgen-cli must equal the `wasm-bindgen` crate in Cargo.lock; it is
#   installed WITHOUT --locked because its own lock file wants a crate version
#   the registry lacks.
# - wasm-opt comes from the npm package `binaryen` (132); Debian's binaryen 108
#   silently produces wasm that fails at start-up, so it is never used.
#
# Scripts that run trunk afterwards must put tests/e2e/node_modules/.bin first
# on PATH (.ci/serve.sh and .ci/test.sh do).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
WASM_OPT_VERSION="132"

want_test_deps=false
for arg in "$@"; do
    case "$arg" in
        --test-deps) want_test_deps=true ;;
        -h | --help)
            sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "setup: unknown argument: $arg (try --help)" >&2
            exit 64
            ;;
    esac
done

say() { printf 'setup: %s\n' "$*"; }

export PATH="$HOME/.cargo/bin:$PATH"

# Runs apt-get as root (directly, or through sudo when we are not root);
# `apt-get update` only when the first install attempt fails (stale lists).
apt_install() {
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo=(sudo)
        else
            echo "setup: need root (or sudo) to apt-get install $*" >&2
            return 1
        fi
    fi
    export DEBIAN_FRONTEND=noninteractive
    if ! "${sudo[@]}" apt-get install -y "$@"; then
        say "apt-get install failed; updating the package lists and retrying"
        "${sudo[@]}" apt-get update
        "${sudo[@]}" apt-get install -y "$@"
    fi
}

# --- Rust toolchain ---------------------------------------------------------
if ! command -v cargo >/dev/null 2>&1 || ! command -v rustup >/dev/null 2>&1; then
    echo "setup: cargo/rustup not found; install Rust with rustup first" >&2
    exit 1
fi

if rustup target list --installed | grep -x 'wasm32-unknown-unknown' >/dev/null; then
    say "rust target wasm32-unknown-unknown: installed"
else
    say "adding rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
fi

for component in rustfmt clippy; do
    probe=(cargo fmt --version)
    [ "$component" = clippy ] && probe=(cargo clippy --version)
    if "${probe[@]}" >/dev/null 2>&1; then
        say "rust component $component: installed"
    else
        say "adding rust component $component"
        rustup component add "$component"
    fi
done

# --- trunk --------------------------------------------------------------------
have_trunk="$(trunk --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_trunk" = "$TRUNK_VERSION" ]; then
    say "trunk $TRUNK_VERSION: installed"
else
    say "installing trunk $TRUNK_VERSION (found: ${have_trunk:-none}; takes ~3.5 min)"
    # Without its default features (TLS, the update check: the build runs
    # offline and serves plain http on loopback), and without its release
    # profile's fat LTO in one codegen unit at opt-level 3, unoptimized:
    # trunk's own speed is not what a build waits on (cargo, wasm-bindgen
    # and wasm-opt are). On 2 cores, quiet: 3.3 min at opt-level 0, 6.6 at
    # 1 (7.1 with the profile change alone); the default build took 13.5 min
    # under load. Checked: the same dist byte for byte, the build of the
    # widget 2 s slower (of 45), `trunk serve` serves it.
    CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
        CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
        cargo install trunk --version "$TRUNK_VERSION" --locked --no-default-features
fi

# --- wasm-bindgen-cli at the Cargo.lock version ----------------------------------
lock_wb="$(awk '
    $0 == "name = \"wasm-bindgen\"" { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }
' "$ROOT/Cargo.lock")"
if [ -z "$lock_wb" ]; then
    echo "setup: no wasm-bindgen package in $ROOT/Cargo.lock" >&2
    exit 1
fi
have_wb="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
have_runner="$(command -v wasm-bindgen-test-runner || true)"
if [ "$have_wb" = "$lock_wb" ] && [ -n "$have_runner" ]; then
    say "wasm-bindgen-cli $lock_wb: installed"
else
    say "installing wasm-bindgen-cli $lock_wb (found: ${have_wb:-none}; takes ~1 min)"
    # Not --locked: the crate's lock file names a version the registry lacks.
    # Without its default feature (rustls, with ring's C code: the test
    # runner talks plain http to chromedriver on loopback), unoptimized: 65 s
    # on 2 cores, quiet, against 137 s at opt-level 1 and about 3.3 min as it
    # comes. It then takes 0.8 s instead of 0.2 on the release wasm and 5.8
    # instead of 1.6 on the wasm tests' 100 MB debug wasm; the same output.
    CARGO_PROFILE_RELEASE_OPT_LEVEL=0 \
        cargo install wasm-bindgen-cli --version "$lock_wb" --force --no-default-features
fi

# --- node + the npm packages of tests/e2e (wasm-opt 132 among them) -------------
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    say "installing Debian nodejs and npm"
    apt_install nodejs npm
fi

E2E="$ROOT/tests/e2e"
stamp="$E2E/node_modules/.embarque-lock.sha256"
lock_sum="$(sha256sum "$E2E/package-lock.json" | awk '{print $1}')"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_sum" ] && [ -x "$E2E/node_modules/.bin/wasm-opt" ]; then
    say "npm packages of tests/e2e: installed (lock file unchanged)"
else
    say "npm ci in tests/e2e"
    (cd "$E2E" && npm ci --no-audit --no-fund)
    printf '%s\n' "$lock_sum" >"$stamp"
fi

have_opt="$("$E2E/node_modules/.bin/wasm-opt" --version 2>/dev/null || true)"
case "$have_opt" in
    *"version $WASM_OPT_VERSION"*) say "wasm-opt $WASM_OPT_VERSION (npm binaryen): installed" ;;
    *)
        echo "setup: tests/e2e/node_modules/.bin/wasm-opt reports '$have_opt', want version $WASM_OPT_VERSION" >&2
        exit 1
        ;;
esac

# --- browser test dependencies ----------------------------------------------------
if $want_test_deps; then
    missing=()
    [ -x /usr/bin/chromium ] || command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    command -v chromedriver >/dev/null 2>&1 || [ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
    if [ "${#missing[@]}" -eq 0 ]; then
        say "chromium and chromium-driver: installed"
    else
        say "installing Debian ${missing[*]}"
        apt_install "${missing[@]}"
    fi
fi

say "done"
