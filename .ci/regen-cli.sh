#!/usr/bin/env bash
# Regenerates tests/cli/example-report.json, the expected output of the CLI
# check in .ci/test.sh, from tests/cli/example-query.json.
#
# Run it when a rule domain lands or changes on purpose, then read the diff
# (`git diff tests/cli/example-report.json`) before committing: the report is
# the reviewed expectation, not a snapshot to accept blindly.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"

out="tests/cli/example-report.json"
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
cargo run --quiet --bin evaluate -- tests/cli/example-query.json >"$tmp"
chmod 644 "$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "regenerated $out"
git --no-pager diff --stat -- "$out" || true
