#!/usr/bin/env python3
"""Compiles many misuses of hier and checks what the user is told.

Every case is one function. Each case must give exactly one error, on the
line its '// ERROR: text' comment is on and containing that text, or none
where it says '// OK'; and no diagnostic of any case may name hier's
internals ('__hier', 'typeof', the scratch buffer of generated code). The
cases come from a hand-written corpus (misuse-cases.cpp, cases separated by
'//--- name' lines) and from sweeps generated here: misspelled directive and
clause names, loop variables and reduction variables of every kind of type,
every clause on every directive, every directive inside every loop
directive. Each file is compiled as the host-only, the GPU and the host job
of an offload compile (and the sweeps that are C also as C).

  misuse.py --cxx 'CLANGXX' --c 'CLANG' --offload 'FLAGS' --tmp DIR CORPUS

--sweep-only FILE... instead checks that compiling each FILE (a -verify test)
leaks nothing, whatever its errors.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

LEAKS = re.compile(r"__hier|typeof|<scratch space>|<built-in>:|__builtin_")
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (error|warning|note|remark): (.*)$")

DIRECTIVES = ["team", "thread", "vector", "thread vector"]
CLAUSES = {
    "league_size": "(4)", "team_size": "(4)", "vector_length": "(8)",
    "max_teams": "(16)", "scratch": "(64)", "collapse": "(1)",
    "reduction": "(+: s)", "readonly": "(a)", "map": "(tofrom: a[0:n])",
    "firstprivate": "(n)", "is_device_ptr": "(a)", "device": "(0)",
    "depend": "(in: a[0])", "nowait": "",
}
# Clauses each loop directive takes (Directive.cpp's allowedOn).
ALLOWED = {
    "team": set(CLAUSES),
    "thread": {"reduction", "collapse"},
    "vector": {"reduction"},
    "thread vector": {"reduction", "collapse"},
}


class Case:
    def __init__(self, name, lines, c_ok=False):
        self.name, self.lines, self.c_ok = name, lines, c_ok


def expectation(line):
    m = re.search(r"// ERROR: (.*)$", line)
    return m.group(1).strip() if m else None


def nest(level, body, red=""):
    """A team nest with `body` at `level` (team body, thread body, vector
    body)."""
    if level == "team":
        return [f"#pragma hier team {red}", "for (int i = 0; i < n; ++i) {"] + body + ["}"]
    if level == "thread":
        return ["#pragma hier team", "for (int i = 0; i < n; ++i) {",
                f"#pragma hier thread {red}", "for (int j = 0; j < n; ++j) {"] + body + ["}", "}"]
    return ["#pragma hier team", "for (int i = 0; i < n; ++i) {",
            "#pragma hier thread", "for (int j = 0; j < n; ++j) {",
            f"#pragma hier vector {red}", "for (int k = 0; k < n; ++k) {"] + body + ["}", "}", "}"]


def mutations(word):
    """Misspellings of `word`: a letter dropped, two swapped, one doubled."""
    out = set()
    if len(word) > 4:
        out.add(word[:2] + word[3:])
    if len(word) > 3:
        out.add(word[:1] + word[2] + word[1] + word[3:])
    out.add(word + word[-1])
    out.discard(word)
    return sorted(out)


def generated():
    cases = []
    # Misspelled directive words: corrected, one error with a fix-it, and the
    # nest checked as if spelled right (the thread loop inside is fine).
    for word in ["team", "thread", "vector", "barrier", "shared", "single"]:
        for bad in mutations(word):
            if word == "team":
                lines = [f"#pragma hier {bad} // ERROR: did you mean 'team'?",
                         "for (int i = 0; i < n; ++i) {", "#pragma hier thread",
                         "for (int j = 0; j < n; ++j) a[j] = 0;", "}"]
            elif word in ("thread", "vector"):
                lines = ["#pragma hier team", "for (int i = 0; i < n; ++i) {"]
                if word == "vector":
                    lines += ["#pragma hier thread", "for (int j = 0; j < n; ++j) {"]
                lines += [f"#pragma hier {bad} // ERROR: did you mean '{word}'?",
                          "for (int k = 0; k < n; ++k) a[k] = 0;"]
                lines += ["}"] * (2 if word == "vector" else 1)
            elif word == "shared":
                lines = nest("team", [f"#pragma hier {bad} // ERROR: did you mean 'shared'?",
                                      "double t[4];", "t[0] = a[i];"])
            else:
                lines = nest("team", [f"#pragma hier {bad} // ERROR: did you mean '{word}'?"]
                             + (["a[i] = 0;"] if word == "single" else []))
            cases.append(Case(f"directive_{bad}", lines, c_ok=True))
    # Misspelled clauses, on a directive that takes them.
    for clause, arg in CLAUSES.items():
        for bad in mutations(clause):
            if bad in CLAUSES:
                continue
            directive = "team" if clause not in ("reduction", "collapse") else "thread"
            line = f"#pragma hier {directive} {bad}{arg} // ERROR: did you mean '{clause}'?"
            if directive == "team":
                lines = ["double s = 0;", line, "for (int i = 0; i < n; ++i) {",
                         "#pragma hier thread", "for (int j = 0; j < n; ++j) s += a[j];", "}"]
            else:
                lines = ["#pragma hier team", "for (int i = 0; i < n; ++i) {", "double s = 0;",
                         line, "for (int j = 0; j < n; ++j) s += a[j];", "}"]
            cases.append(Case(f"clause_{bad}", lines, c_ok=True))
    # Every clause on every loop directive: allowed, or one error.
    for d in DIRECTIVES:
        for clause, arg in CLAUSES.items():
            ok = clause in ALLOWED[d]
            tail = "// OK" if ok else f"// ERROR: clause '{clause}' is not allowed"
            line = f"#pragma hier {d} {clause}{arg} {tail}"
            body = ["for (int x = 0; x < n; ++x) s += a[x];"]
            if d == "team":
                lines = ["double s = 0;", line] + body
            elif d == "vector":
                lines = ["#pragma hier team", "for (int i = 0; i < n; ++i) {",
                         "#pragma hier thread", "for (int j = 0; j < n; ++j) {",
                         "double s = 0;", line] + body + ["}", "}"]
            else:
                lines = ["#pragma hier team", "for (int i = 0; i < n; ++i) {",
                         "double s = 0;", line] + body + ["}"]
            cases.append(Case(f"on_{d.replace(' ', '_')}_{clause}", lines, c_ok=True))
    # Loop variables of every kind of type, declared, 'auto' and assigned.
    types = [("int", True, True), ("unsigned char", True, True), ("short", True, True),
             ("long long", True, True), ("size_t", True, True),
             ("float", False, True), ("double", False, True), ("double *", False, True),
             ("std::vector<double>::iterator", False, False)]
    for t, integral, c_ok in types:
        init = {"double *": "a", "std::vector<double>::iterator": "v.begin()"}.get(t, "0")
        bound = {"double *": "a + n", "std::vector<double>::iterator": "v.end()"}.get(t, "n")
        err = " // OK" if integral else " // ERROR: loop variable of a hier loop must have integer type"
        name = re.sub(r"\W+", "_", t)
        for form in ("decl", "auto", "assign"):
            head = {"decl": f"for ({t} x = {init}; x != {bound}; ++x) {{",
                    "auto": f"for (auto x = ({t}){init}; x != ({t}){bound}; ++x) {{",
                    "assign": f"for (x = {init}; x != {bound}; ++x) {{"}[form]
            pre = [f"{t} x;"] if form == "assign" else []
            lines = ["#pragma hier team", "for (int i = 0; i < n; ++i) {"] + pre + [
                "#pragma hier thread", head + err, "(void)x;", "}", "}"]
            cases.append(Case(f"loopvar_{form}_{name}", lines,
                              c_ok=c_ok and form != "auto"))
    # Reduction variables of every kind of type, at every level.
    rtypes = [("int", True, True), ("unsigned long", True, True), ("float", True, True),
              ("double", True, True), ("short", True, True), ("char", True, True),
              ("bool", True, False), ("__int128", False, True),
              ("double[4]", False, True), ("struct P", False, True),
              ("std::complex<double>", True, False), ("_Complex float", True, True), ("int *", False, True),
              ("unsigned short", True, True)]
    for t, ok, c_ok in rtypes:
        decl = f"{t[:-3]} r[4] = {{0}};" if t.endswith("[4]") else f"{t} r{{}};"
        if c_ok and not t.endswith("[4]"):
            decl = f"{t} r = {{0}};" if t == "struct P" else f"{t} r = 0;"
        name = re.sub(r"\W+", "_", t)
        for level in ("team", "thread", "vector"):
            err = "// OK" if ok else "// ERROR: cannot reduce 'r' of type"
            body = nest(level, ["(void)r;"], red=f"reduction(+: r) {err}")
            # The variable is declared just before its directive.
            idx = next(i for i, l in enumerate(body) if "reduction" in l)
            body.insert(idx, decl)
            cases.append(Case(f"reduce_{level}_{name}", body, c_ok=c_ok))
    # Every directive inside every loop directive.
    inner = {"team": ["#pragma hier team", "for (int y = 0; y < n; ++y) a[y] = 0;"],
             "thread": ["#pragma hier thread", "for (int y = 0; y < n; ++y) a[y] = 0;"],
             "vector": ["#pragma hier vector", "for (int y = 0; y < n; ++y) a[y] = 0;"],
             "thread vector": ["#pragma hier thread vector", "for (int y = 0; y < n; ++y) a[y] = 0;"],
             "barrier": ["#pragma hier barrier"],
             "single": ["#pragma hier single", "a[0] = 1;"],
             "single thread": ["#pragma hier single thread", "a[0] = 1;"],
             "shared": ["#pragma hier shared", "double t[4];", "t[0] = 0;"]}
    allowed_in = {  # (outer -> inner) that are fine
        ("team", "thread"), ("team", "thread vector"), ("team", "barrier"),
        ("team", "single"), ("team", "shared"), ("thread", "vector"),
        ("thread", "single thread")}
    for outer in ["team", "thread", "vector", "thread vector"]:
        for name, lines in inner.items():
            ok = (outer, name) in allowed_in
            mark = " // OK" if ok else " // ERROR: "
            body = list(lines)
            body[0] += mark
            if outer == "team":
                full = ["#pragma hier team", "for (int i = 0; i < n; ++i) {"] + body + ["}"]
            elif outer == "vector":
                full = ["#pragma hier team", "for (int i = 0; i < n; ++i) {",
                        "#pragma hier thread", "for (int j = 0; j < n; ++j) {",
                        "#pragma hier vector", "for (int k = 0; k < n; ++k) {"] + body + ["}", "}", "}"]
            else:
                full = ["#pragma hier team", "for (int i = 0; i < n; ++i) {",
                        f"#pragma hier {outer}", "for (int j = 0; j < n; ++j) {"] + body + ["}", "}"]
            cases.append(Case(f"nest_{outer.replace(' ', '_')}_{name.replace(' ', '_')}", full,
                              c_ok=True))
    return cases


PRELUDE_CXX = """#include <complex>
#include <stddef.h>
#include <vector>
enum E { E0, E9 = 9 };
enum class Scoped { a, z };
struct P { int x; };
"""
PRELUDE_C = """#include <stddef.h>
struct P { int x; };
"""


def write_tu(path, cases, c):
    """Writes `cases` as functions of one file; returns, per case, its line
    range and expectation (line, text) or None."""
    out = [PRELUDE_C if c else PRELUDE_CXX]
    line = out[0].count("\n") + 1
    spans = []
    for i, case in enumerate(cases):
        sig = ("void case_%d(int n, double *a, std::vector<double> &v) {" % i) if not c else \
              ("void case_%d(int n, double *a) {" % i)
        out.append(sig + "\n")
        start = line
        line += 1
        expect = None
        ok = False
        for l in case.lines:
            e = expectation(l)
            if e is not None:
                expect = (line, e)
            if "// OK" in l:
                ok = True
            out.append(l + "\n")
            line += 1
        out.append("}\n")
        line += 1
        if expect is None and not ok:
            sys.exit(f"case {case.name} says neither ERROR nor OK")
        spans.append((start, line - 1, expect, case.name))
    with open(path, "w") as f:
        f.write("".join(out))
    return spans


def corpus_cases(path):
    cases, name, lines = [], None, []
    for l in open(path):
        l = l.rstrip("\n")
        if l.startswith("//--- "):
            if name:
                cases.append(Case(name, lines))
            name, lines = l[6:].strip(), []
        elif name:
            lines.append(l)
    if name:
        cases.append(Case(name, lines))
    return cases


def compile_and_check(cmd, path, spans, label, failures):
    p = subprocess.run(cmd + [path], capture_output=True, text=True)
    errors = {}
    lines = p.stderr.splitlines()
    for i, l in enumerate(lines):
        # Clang shows a _Pragma's text in its scratch buffer: the user's.
        if (l.startswith("<scratch space>") and i + 1 < len(lines)
                and re.match(r"^\s*\d+ \|\s*(hier|omp) ", lines[i + 1])):
            continue
        if LEAKS.search(l):
            failures.append(f"[{label}] leak: {l}")
        m = DIAG.match(l)
        if not m:
            continue
        file, line, _, kind, msg = m.groups()
        line = int(line)
        if kind != "error":
            continue
        if os.path.abspath(file) != os.path.abspath(path):
            failures.append(f"[{label}] error outside the user's file: {l}")
            continue
        owner = next((s for s in spans if s[0] <= line <= s[1]), None)
        if owner is None:
            failures.append(f"[{label}] error outside any case: {l}")
            continue
        errors.setdefault(owner[3], []).append((line, msg))
    for start, end, expect, name in spans:
        got = errors.get(name, [])
        if expect is None:
            if got:
                failures.append(f"[{label}] {name}: expected no error, got {got}")
            continue
        if len(got) != 1:
            failures.append(f"[{label}] {name}: expected one error '{expect[1]}' "
                            f"on line {expect[0]}, got {got}")
            continue
        if got[0][0] != expect[0] or expect[1] not in got[0][1]:
            failures.append(f"[{label}] {name}: expected '{expect[1]}' on line "
                            f"{expect[0]}, got {got}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cxx", required=True)
    ap.add_argument("--c", required=True)
    ap.add_argument("--offload", required=True)
    ap.add_argument("--tmp", required=True)
    ap.add_argument("--sweep-only", action="store_true")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    os.makedirs(a.tmp, exist_ok=True)
    failures = []
    base = ["-fsyntax-only", "-ferror-limit=0", "-fno-color-diagnostics"]
    offload = shlex.split(a.offload)
    if a.sweep_only:
        for f in a.files:
            cc = shlex.split(a.c if f.endswith(".c") else a.cxx)
            p = subprocess.run(cc + ["-fopenmp"] + base + [f], capture_output=True,
                               text=True)
            lines = p.stderr.splitlines()
            for i, l in enumerate(lines):
                if (l.startswith("<scratch space>") and i + 1 < len(lines)
                        and re.match(r"^\s*\d+ \|\s*(hier|omp) ", lines[i + 1])):
                    continue
                if LEAKS.search(l):
                    failures.append(f"[{os.path.basename(f)}] leak: {l}")
    else:
        cases = corpus_cases(a.files[0]) + generated()
        jobs = [("host-only", ["-fopenmp"]),
                ("gpu", offload + ["--offload-device-only"]),
                ("host", offload + ["--offload-host-only"])]
        path = os.path.join(a.tmp, "cases.cpp")
        spans = write_tu(path, cases, c=False)
        for label, flags in jobs:
            compile_and_check(shlex.split(a.cxx) + flags + base, path, spans, label,
                              failures)
        c_cases = [c for c in cases if c.c_ok]
        path = os.path.join(a.tmp, "cases.c")
        spans = write_tu(path, c_cases, c=True)
        for label, flags in jobs[:2]:
            compile_and_check(shlex.split(a.c) + flags + base, path, spans,
                              "C " + label, failures)
        print(f"{len(cases)} C++ cases, {len(c_cases)} C cases")
    for f in failures:
        print(f)
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
