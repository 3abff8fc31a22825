#!/usr/bin/env python3
"""Shrinks a source file that makes a command fail in a given way.

Deletes lines, then characters, as long as the command's output (stdout and
stderr) still contains the given text: a crash signature ('Stack dump',
'AddressSanitizer', a diagnostic). Used to turn fuzzer and random-program
findings into the reproducers in test/Regressions/pending/.

usage: hier-reduce.py FILE TEXT -- COMMAND... (FILE in COMMAND is replaced by
       the candidate; the reduced source is written to FILE.reduced)
"""
import os
import subprocess
import sys
import tempfile


def still_fails(cmd, path, text, candidate):
    with tempfile.NamedTemporaryFile("wb", suffix=os.path.splitext(path)[1],
                                     delete=False) as f:
        f.write(candidate)
    try:
        argv = [f.name if a == path else a for a in cmd]
        try:
            r = subprocess.run(argv, capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            return text == "TIMEOUT"
        return text.encode() in r.stdout + r.stderr
    finally:
        os.unlink(f.name)


def ddmin(units, test):
    """Classic delta debugging over a list of byte strings."""
    n = 2
    while len(units) >= 2:
        chunk = max(1, len(units) // n)
        for start in range(0, len(units), chunk):
            rest = units[:start] + units[start + chunk:]
            if rest and test(b"".join(rest)):
                units = rest
                n = max(n - 1, 2)
                break
        else:
            if n >= len(units):
                break
            n = min(len(units), n * 2)
    return units


def main():
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        sys.exit(__doc__)
    path, text, cmd = sys.argv[1], sys.argv[2], sys.argv[4:]
    data = open(path, "rb").read()
    test = lambda c: still_fails(cmd, path, text, c)
    if not test(data):
        sys.exit(f"hier-reduce: {path} does not fail with '{text}'")
    lines = ddmin(data.splitlines(keepends=True), test)
    chars = ddmin([bytes([b]) for b in b"".join(lines)], test)
    out = path + ".reduced"
    with open(out, "wb") as f:
        f.write(b"".join(chars))
    print(f"hier-reduce: {len(data)} -> {len(b''.join(chars))} bytes in {out}")


if __name__ == "__main__":
    main()
