#!/usr/bin/env bash
# Builds the front-end fuzzer (build-fuzz/, clang + libFuzzer + ASan/UBSan)
# and fuzzes hier's pragma front end for a bounded time, from a corpus seeded
# with the test suite and the examples. Exits non-zero on any crash,
# sanitizer report, leak or timeout; the failing input is left in
# ${HIER_FUZZ_ARTIFACTS}. See docs/reliability.md.
#
#   HIER_FUZZ_SECONDS   fuzzing time (default 120); the inputs differ from
#                       run to run, so CI uses HIER_FUZZ_RUNS instead
#   HIER_FUZZ_RUNS      deterministic mode (for CI): this many inputs, no time
#                       limit, from the seeds alone (a fresh corpus every
#                       time, seeds in sorted order), a fixed libFuzzer seed
#                       and no address-space randomisation, so that every run
#                       of the same tree executes the same inputs; CI:
#                       HIER_FUZZ_RUNS=5000 HIER_FUZZ_SEED=1 (about 2.5 min
#                       on 2 cores from an empty build-fuzz, 1 min built)
#   HIER_FUZZ_SEED      libFuzzer's -seed in deterministic mode (default 1)
#   HIER_FUZZ_BUILD_DIR build directory (default build-fuzz)
#   HIER_FUZZ_CORPUS    corpus directory, kept between runs
#                       (default $HIER_FUZZ_BUILD_DIR/fuzz-corpus)
#   HIER_FUZZ_ARTIFACTS where crashing inputs go
#                       (default $HIER_FUZZ_BUILD_DIR/fuzz-artifacts)
#   HIER_FUZZ_JOBS      parallel fuzzing processes (default 1)
#   HIER_FUZZ_SKIP_KNOWN skip inputs that hit a bug already reproduced in
#                       test/Regressions/pending (fuzz/KnownBugs.cpp);
#                       default 1, so that CI fails only on new bugs
set -euo pipefail
cd "$(dirname "$0")/.."
build=${HIER_FUZZ_BUILD_DIR:-build-fuzz}
seconds=${HIER_FUZZ_SECONDS:-120}
corpus=${HIER_FUZZ_CORPUS:-$build/fuzz-corpus}
artifacts=${HIER_FUZZ_ARTIFACTS:-$build/fuzz-artifacts}
jobs=${HIER_FUZZ_JOBS:-1}

bash scripts/install-deps.sh
# libFuzzer and the sanitizer runtimes.
if ! dpkg-query -W -f='${Status}' libclang-rt-22-dev 2>/dev/null |
     grep -q "install ok installed"; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
    --no-install-recommends libclang-rt-22-dev >/dev/null
fi
if [ ! -f "$build/build.ninja" ]; then
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S . -B "$build" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm -DHIER_ENABLE_FUZZER=ON
fi
ninja -C "$build" hier-frontend-fuzzer

mkdir -p "$artifacts"
runs=${HIER_FUZZ_RUNS:-}
if [ -n "$runs" ]; then
  # Deterministic mode. libFuzzer reads a corpus directory in readdir order,
  # which depends on the file system; -seed_inputs takes the seeds in the
  # order given. New inputs go to a fresh, empty corpus directory.
  seeds=$build/fuzz-seeds
  corpus=$build/fuzz-det-corpus
  rm -rf "$seeds" "$corpus"
  mkdir -p "$seeds" "$corpus"
  python3 utils/hier-fuzz-seeds.py "$seeds" test examples
  find "$seeds" -type f | LC_ALL=C sort | paste -sd, > "$build/fuzz-seeds.list"
else
  mkdir -p "$corpus"
  python3 utils/hier-fuzz-seeds.py "$corpus" test examples
fi

# Clang itself leaks nothing in this mode (no -disable-free), so leak
# detection stays on. -max_len keeps inputs to the size of a loop nest.
export HIER_FUZZ_SKIP_KNOWN=${HIER_FUZZ_SKIP_KNOWN:-1}
[ "$HIER_FUZZ_SKIP_KNOWN" = 1 ] || unset HIER_FUZZ_SKIP_KNOWN
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
fuzz_args=(-dict=fuzz/hier.dict -max_len=2048 -timeout=20 -rss_limit_mb=4096
           -print_final_stats=1 -artifact_prefix="$artifacts/")
launch=()
if [ -n "$runs" ]; then
  # -use_cmp=0: comparison operands feed the mutations, and some of them are
  # heap addresses, which differ between runs.
  fuzz_args+=(-runs="$runs" -seed="${HIER_FUZZ_SEED:-1}" -use_cmp=0
              -seed_inputs=@"$build/fuzz-seeds.list")
  # Pointer values (hash-table order in the plugin, hence coverage, hence
  # which inputs are kept) the same in every run.
  if setarch "$(uname -m)" -R true 2>/dev/null; then
    launch=(setarch "$(uname -m)" -R)
  fi
  echo "fuzz-ci: deterministic mode: $runs runs, -seed=${HIER_FUZZ_SEED:-1}," \
       "$(tr , '\n' < "$build/fuzz-seeds.list" | wc -l) seeds"
else
  fuzz_args+=(-max_total_time="$seconds")
  if [ "$jobs" -gt 1 ]; then
    fuzz_args+=(-fork="$jobs")
  fi
fi
"${launch[@]}" "$build/bin/hier-frontend-fuzzer" "${fuzz_args[@]}" "$corpus"
