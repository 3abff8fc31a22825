#!/usr/bin/env bash
# Installs what is missing, builds hier and runs its whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
ninja -C "${HIER_BUILD_DIR:-build}" check-hier
