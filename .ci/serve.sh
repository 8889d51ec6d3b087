#!/usr/bin/env bash
# README command 1: installs whatever is missing (.ci/setup.sh), then builds
# the release widget and serves it on http://127.0.0.1:8080 with its embedded
# defaults (regulatory defaults, no carrier policy needed).
#
#   .ci/serve.sh [extra trunk serve arguments]
#
# Note: `trunk serve` injects its auto-reload script into dist/; the tests
# (.ci/test.sh) always run on a fresh `trunk build --release` instead.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

.ci/setup.sh

# wasm-opt 132 from the npm package binaryen, ahead of any Debian wasm-opt.
export PATH="$ROOT/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"

source .ci/remap-paths.sh
exec trunk serve --release --offline --address 127.0.0.1 --port 8080 "$@"
