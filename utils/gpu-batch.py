#!/usr/bin/env python3
"""Runs the lit suite's host-fallback programs on a GPU machine, in one batch.

The GPU machine has the offload runtime and a GPU but no LLVM (no lit, no
FileCheck, no clang), and each visit costs a machine start, so the suite runs
in three steps:

  1. here: `lit --param gpu_batch=record:DIR build/test` builds every test as
     usual; each `%host-fallback PROGRAM ARGS` runs on the host as always and
     also copies PROGRAM (with the shared libraries of the test's own build
     folder it loads) into DIR, with a line in DIR/run.sh;
  2. there: `bash DIR/run.sh` runs every recorded program with
     OMP_TARGET_OFFLOAD=MANDATORY (a missing GPU image fails instead of
     falling back) and keeps its output and exit status in DIR/out/;
  3. here: `lit --param gpu_batch=replay:DIR build/test` builds again and
     `%host-fallback` now prints what the program printed on the GPU, so each
     test's own FileCheck lines judge the GPU run.

This file is the `%host-fallback` wrapper of steps 1 and 3:
  gpu-batch.py record|replay DIR ENV=VALUE... PROGRAM ARGS...
"""
import hashlib
import os
import shlex
import shutil
import subprocess
import sys


def case_key(program, args):
    # The program's path inside lit's output tree names the test; the
    # arguments tell apart several runs of one program.
    digest = hashlib.sha1("\0".join([program] + args).encode()).hexdigest()
    return f"{os.path.basename(program)}-{digest[:12]}"


def own_libraries(program, env):
    """Shared libraries the program loads from its test's build folder."""
    out = subprocess.run(["ldd", program], capture_output=True, text=True,
                         env=env).stdout
    folder = os.path.dirname(os.path.abspath(program))
    libs = []
    for line in out.splitlines():
        parts = line.split("=>")
        if len(parts) == 2 and parts[1].strip().startswith(folder):
            libs.append(parts[1].split()[0])
    return libs


def record(batch, env, program, args):
    key = case_key(program, args)
    case = os.path.join(batch, "cases", key)
    os.makedirs(case, exist_ok=True)
    shutil.copy2(program, os.path.join(case, "program"))
    for lib in own_libraries(program, env):
        shutil.copy2(lib, case)
    with open(os.path.join(case, "args"), "w") as f:
        f.write(" ".join(shlex.quote(a) for a in args))
    # The host run, as without the batch: the test still checks the fallback.
    return subprocess.run([program] + args, env=env).returncode


def replay(batch, key):
    out = os.path.join(batch, "out", key)
    if not os.path.exists(out + ".rc"):
        sys.stderr.write(f"gpu-batch: no GPU result for {key} in {batch}\n")
        return 2
    with open(out + ".out", "rb") as f:
        sys.stdout.buffer.write(f.read())
    with open(out + ".err", "rb") as f:
        sys.stderr.buffer.write(f.read())
    return int(open(out + ".rc").read().strip() or 2)


RUN_SH = r"""#!/usr/bin/env bash
# Runs every recorded program on this machine's GPU (see utils/gpu-batch.py).
cd "$(dirname "$0")"
mkdir -p out
pass=0; fail=0
for case in cases/*/; do
  key=$(basename "$case")
  eval "args=($(cat "$case/args"))"
  LD_LIBRARY_PATH="$PWD/$case${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    OMP_TARGET_OFFLOAD=MANDATORY timeout 120 "$case/program" "${args[@]}" \
    > "out/$key.out" 2> "out/$key.err"
  rc=$?
  echo $rc > "out/$key.rc"
  if [ $rc -eq 0 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "exit $rc: $key"; fi
done
echo "gpu-batch: $pass exited 0, $fail did not"
"""


def main():
    mode, batch = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    env = dict(os.environ)
    while rest and "=" in rest[0] and not rest[0].startswith("/"):
        name, value = rest.pop(0).split("=", 1)
        env[name] = value
    program, args = rest[0], rest[1:]
    if mode == "record":
        os.makedirs(batch, exist_ok=True)
        run_sh = os.path.join(batch, "run.sh")
        if not os.path.exists(run_sh):
            with open(run_sh, "w") as f:
                f.write(RUN_SH)
        return record(batch, env, program, args)
    if mode == "replay":
        return replay(batch, case_key(program, args))
    sys.stderr.write("usage: gpu-batch.py record|replay DIR ENV=V... PROGRAM ARGS...\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
