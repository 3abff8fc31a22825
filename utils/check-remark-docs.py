#!/usr/bin/env python3
"""Checks that the docs list exactly the remarks of passes/Remarks.def.

docs/remarks.md has a section '## HIERnnn — title (kinds)' per remark, and
docs/design.md's remark table a row '| HIERnnn | kinds | meaning |'; both
must name the IDs of Remarks.def, each once, with its KINDS. Prints what
differs and exits 1, or prints the number of remarks checked.

usage: check-remark-docs.py [ROOT]   (ROOT: the source tree, default ..)
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")


def read(path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        return f.read()


table = {f"HIER{num}": kinds for num, kinds in
         re.findall(r'^HIER_REMARK\((\d{3}),\s*\w+,\s*"([^"]*)"', read("passes/Remarks.def"), re.M)}
sources = {
    "docs/remarks.md": re.findall(r"^## (HIER\d{3}) .*\(([^()]*)\)\s*$", read("docs/remarks.md"), re.M),
    "docs/design.md": re.findall(r"^\| (HIER\d{3}) \| ([^|]*?) \|", read("docs/design.md"), re.M),
}
errors = []
if not table:
    errors.append("passes/Remarks.def: no HIER_REMARK entries found")
for doc, rows in sources.items():
    seen = {}
    for ident, kinds in rows:
        if ident in seen:
            errors.append(f"{doc}: {ident} listed twice")
        seen[ident] = kinds.strip()
    for ident in sorted(set(table) - set(seen)):
        errors.append(f"{doc}: {ident} of Remarks.def is missing")
    for ident in sorted(set(seen) - set(table)):
        errors.append(f"{doc}: {ident} is not in Remarks.def")
    for ident in sorted(set(seen) & set(table)):
        if seen[ident] != table[ident]:
            errors.append(f"{doc}: {ident} is '{seen[ident]}', Remarks.def says '{table[ident]}'")
for e in errors:
    print(e)
if errors:
    sys.exit(1)
print(f"{len(table)} remarks: docs/remarks.md and docs/design.md agree with passes/Remarks.def")
