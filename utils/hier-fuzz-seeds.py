#!/usr/bin/env python3
"""Writes the front-end fuzzer's seed corpus from hier's own sources.

Every '#pragma hier' line in the given files (the lit suite, the examples)
becomes a seed: the directive's text and the statement after it (for a loop
directive, the whole loop with its body and the directives inside it), in the
input format of fuzz/FrontendFuzzer.cpp: a mode byte, then the text after
'#pragma hier '. C++ files give seeds for modes '0' (host only) and '1'
(offload); C files for '2' and '3'.

usage: hier-fuzz-seeds.py OUT_DIR FILE_OR_DIR...
"""
import hashlib
import os
import re
import sys

PRAGMA = re.compile(r"^[ \t]*#[ \t]*pragma[ \t]+hier[ \t]+(.*)$", re.M)
OPEN, CLOSE = "([{", ")]}"


def statement_end(text, pos):
    """The end of the statement starting at or after pos: a balanced '{...}'
    at depth 0 after any header, or the first ';' at depth 0."""
    depth = 0
    i = pos
    while i < len(text):
        c = text[i]
        if c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
            if depth < 0:
                return i
            if depth == 0 and c == "}":
                return i + 1
        elif c == ";" and depth == 0:
            return i + 1
        i += 1
    return len(text)


def seeds_of(text):
    for m in PRAGMA.finditer(text):
        directive = m.group(1).strip()
        rest_start = m.end()
        if directive.split()[:1] == ["barrier"]:
            yield directive + "\n"
            continue
        end = statement_end(text, rest_start)
        yield directive + text[rest_start:end] + "\n"


def source_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith((".c", ".cpp", ".h")):
                        yield os.path.join(root, name)
        else:
            yield path


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    count = 0
    for path in source_files(sys.argv[2:]):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        modes = "23" if path.endswith(".c") else "01"
        for seed in seeds_of(text):
            for mode in modes:
                data = (mode + seed).encode()
                name = hashlib.sha1(data).hexdigest()[:16]
                with open(os.path.join(out, name), "wb") as f:
                    f.write(data)
                count += 1
    print(f"hier-fuzz-seeds: {count} seeds in {out}")


if __name__ == "__main__":
    main()
