#!/usr/bin/env bash
# Installs what is missing, builds hier and runs its whole test suite.
# Ends with one line 'N passed, N failed' (lit's own summary is above it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
build=${HIER_BUILD_DIR:-build}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
ninja -C "$build" check-hier 2>&1 | tee "$log" || status=$?
passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
failed=$(sed -n 's/^ *Failed *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
echo "${passed:-0} passed, ${failed:-0} failed"
exit $status
