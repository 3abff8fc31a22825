#!/usr/bin/env python3
"""Random valid hier programs, each checked against its own sequential nest.

A program is a function that runs a random hier loop nest (team / thread /
vector / thread vector loops, barriers) writing into one array, runs the same
nest without the pragmas into a second array, and returns the number of
cells that differ. Every statement writes its own region of the array, at a
cell that is an injective function of the logical iteration numbers of the
loops around it, so the result does not depend on the order or the
parallelism of the iterations:
  - statements directly in a vector or 'thread vector' loop, which run once
    per iteration, add ('+='), so that a repeated iteration shows;
  - statements that run redundantly on a GPU (a team body runs on every thread
    of the team, a thread loop body on every lane) assign ('='), so that the
    redundancy is harmless;
  - after a barrier, a thread loop reads what another thread wrote before it.
Loops come in every canonical form: < <= > >= !=, bounds on either side,
positive and negative steps, ++ -- += -= 'v = v + s' 'v = s + v' 'v = v - s',
signed and unsigned 8- to 64-bit variables, declared, assigned or 'auto',
literal or runtime bounds and steps, zero-trip and odd trip counts, leagues
larger than max_teams.

Beyond loops and barriers (see CONSTRUCTS and the *_item functions):
  - reductions, 'reduction(op: list)' on team, thread, vector and thread
    vector loops, every operator on every type; the values combined are small
    integers (products of ones and twos, 16-bit patterns, truth values), so
    float and double results are exact and compared exactly; each combined
    value is stored in its own cell after its loop;
  - '#pragma hier shared' arrays and scalars: filled by a thread vector loop
    (or thread + vector loops) or a 'single', barrier, read back reversed by
    other threads, barrier;
  - '#pragma hier single [team]' in a team body and 'single thread' in a
    thread loop: their statements add ('+='), so running more than once
    shows; the cell they wrote is then read by the other threads or lanes;
  - 'scratch(bytes)' with hier_scratch(): as the shared arrays, at offsets in
    the team's scratch (the sequential nest uses a host buffer instead).
'--stats' prints which constructs (and which reduction level x operator x
type) a batch contains.

Modes:
  hier-randprog.py --seed S --count N [--per-tu K] --emit FILE
      writes one translation unit with N programs and a main() that prints
      'randprog: N programs, F failed' (exit status 1 on failure)
  hier-randprog.py --seed S --count N --run [--jobs J]
      compiles and runs batches on the host fallback and prints a summary;
      failing translation units are kept in --keep DIR (default randprog-fail)
  hier-randprog.py --seed S --count N --gpu-batch DIR
      builds GPU (NVPTX) binaries into DIR and writes DIR/run-all.sh, which
      runs them all on the GPU and prints one summary line
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hier_randprog_shapes as shapes  # noqa: E402

# Open bugs (test/Regressions/pending/) that --avoid-known-bugs steers around,
# so that a fixed-seed batch can guard everything else: the reproducer's name,
# tested in the generator where the shape is made ('if NAME in AVOID: ...').
# Delete the entry and its test when the bug is fixed (as for the '!=' loops
# with a negated step, test/Regressions/ne-loop-negative-step.cpp).
KNOWN_BUGS = set()
AVOID = set()

# How the programs of a batch are laid out (main's --tus and --host-threads):
# with several translation units, statements may call a function of another
# one (shapes.STMT_FORMS).
LAYOUT = {"tus": 1, "host_threads": 1}

# name, bits, signed
TYPES = [("int", 32, True), ("unsigned", 32, False), ("long", 64, True),
         ("long long", 64, True), ("unsigned long long", 64, False),
         ("short", 16, True), ("unsigned char", 8, False),
         ("unsigned short", 16, False)]


class Ctx:
    """Generation state of one program."""

    def __init__(self, rng, pid):
        self.rng = rng
        self.pid = pid
        self.size = 0      # cells used so far
        self.names = 0     # fresh-name counter
        self.prelude = []  # host declarations before the nest (runtime values)
        self.team_reds = []  # reductions of the team loop being generated
        self.scratch = 0   # scratch bytes used by the team loop's body
        self.scratch_max = 0
        self.macros = []   # '#define's the program's clauses use
        # Program pid has one reduction of combination pid * 67 (RED_COMBOS,
        # 264 of them, 67 prime to 264): consecutive programs cycle through
        # the levels, and any 264 consecutive programs have every one.
        self.forced = RED_COMBOS[pid * 67 % len(RED_COMBOS)]

    def runtime(self, value):
        """A variable holding value, computed on the host by rt() before the
        nest (a device cannot call the host's rt()); captured firstprivate."""
        name = self.fresh("r")
        self.prelude.append(f"  const long long {name} = rt({value});")
        return name

    def fresh(self, stem):
        self.names += 1
        return f"{stem}{self.names}"

    def region(self, cells):
        base = self.size
        self.size += max(cells, 1)
        return base


class Loop:
    """One canonical loop: its header text and how to recover the logical
    iteration number from the variable."""

    def __init__(self, ctx, trips, allow_assigned=True, allow_mixed=False):
        rng = ctx.rng
        self.ctx = ctx
        self.trips = trips
        self.var = ctx.fresh("v")
        self.step = rng.choice([1, 1, 1, 2, 3, 5])
        self.up = rng.random() < 0.6
        # Draw types and bounds until every value the loop computes, its
        # bound included, fits the type (8- and 16-bit types need small
        # loops, unsigned ones values at or above 0).
        while True:
            name, bits, signed = rng.choice(TYPES)
            lo = -(1 << (bits - 1)) if signed else 0
            hi = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
            if self._bounds(rng, max(lo, -60), min(hi, 1000), signed, bits):
                break
        self.type = name
        self.bound_type = None
        if allow_mixed and self.special is None and rng.random() < 0.2:
            self._mix(rng)
        self.runtime_bounds = rng.random() < 0.5
        self.runtime_step = self.step != 1 and rng.random() < 0.3
        self.form = rng.choice(["decl", "decl", "decl", "auto", "assigned"]
                               if allow_assigned else ["decl", "decl", "auto"])

    def _bounds(self, rng, lo, hi, signed, bits):
        """Picks lb, rel, ub; False if they do not fit in [lo, hi]."""
        trips, step, up = self.trips, self.step, self.up
        self.special = None
        # 'for (unsigned k = n - 1; k != ~0u; --k)': ends by wrapping to the
        # type's maximum.
        if not up and not signed and bits >= 32 and step == 1 and \
                rng.random() < 0.25:
            self.lb, self.rel, self.ub = trips - 1, "!=", None
            self.special = "wrap"
            return True
        self.lb = rng.randint(lo, hi)
        last = self.lb + (trips - 1) * step if up else self.lb - (trips - 1) * step
        rels = ["<", "<=", "!="] if up else [">", ">=", "!="]
        self.rel = rng.choice(rels[:2] if trips == 0 else rels)
        sign = 1 if up else -1
        if trips == 0:
            # The bound is already passed: 'lb < lb - k', 'lb <= lb - 1 - k'.
            k = rng.randint(0, 3) + (self.rel in ("<=", ">="))
            self.ub = self.lb - sign * k
        elif self.rel == "!=":
            self.ub = self.lb + sign * trips * step
        elif self.rel in ("<", ">"):
            self.ub = last + sign * rng.randint(1, step)
        else:
            self.ub = last + sign * rng.randint(0, step - 1)
        # The value after the last iteration must not overflow either.
        after = last + sign * step
        return all(lo <= v <= hi for v in (self.lb, last, after, self.ub))

    def _mix(self, rng):
        """A bound of another signedness than the variable: the comparison
        follows C's usual arithmetic conversions ('int v = -3; v < n' with
        an unsigned long n runs no iteration), so the loop is simulated to
        know its trip count, which replaces the one asked for (callers that
        pass allow_mixed read self.trips). Kept only when the loop ends
        within 40 iterations without leaving its type."""
        signed = shapes.INT_TYPES[self.type][2]
        for _ in range(6):
            bt = rng.choice([b for b in shapes.BOUND_TYPES
                             if shapes.INT_TYPES[b][2] != signed])
            ub = self.ub if rng.random() < 0.6 else \
                rng.choice([-1, -3, -40, 0, 7, -(1 << 31)])
            rel = rng.choice(["<", "<="] if self.up else [">", ">="])
            n = shapes.simulate(self.lb, self.step, self.up, self.type, rel,
                                shapes.convert(ub, bt), bt, 40)
            if n is not None:
                self.bound_type, self.ub, self.rel, self.trips = bt, ub, rel, n
                count(("mixed signedness",))
                return

    def _value(self, v, bound=False):
        """A bound as literal or runtime value, in the loop's type (the
        upper bound in its own type, if mixed)."""
        T = self.bound_type if bound and self.bound_type else self.type
        if self.runtime_bounds:
            return f"({T}){self.ctx.runtime(v)}"
        return f"({T})({v})" if v < 0 or T != self.type else str(v)

    def header(self):
        rng = self.ctx.rng
        v, T = self.var, self.type
        if self.special == "wrap":
            lbx = (f"({T})({self.ctx.runtime(self.trips)} - 1)"
                   if self.runtime_bounds
                   else f"({T})({self.trips} - 1)")
            ubx = f"({T})~0ull"
        else:
            lbx, ubx = self._value(self.lb), self._value(self.ub, bound=True)
        if self.form == "decl":
            init = f"{T} {v} = {lbx}"
        elif self.form == "auto":
            init = f"auto {v} = ({T})({lbx})"
        else:
            init = f"{v} = {lbx}"
        if rng.random() < 0.3:
            flip = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}
            test = f"{ubx} {flip[self.rel]} {v}"
        else:
            test = f"{v} {self.rel} {ubx}"
        s = self.ctx.runtime(self.step) if self.runtime_step else str(self.step)
        if self.up:
            forms = [f"{v} += {s}", f"{v} = {v} + {s}", f"{v} = {s} + {v}",
                     f"{v} -= -{s}"]
            if self.step == 1:
                forms += [f"++{v}", f"{v}++"]
        else:
            forms = [f"{v} -= {s}", f"{v} = {v} - {s}", f"{v} += -{s}"]
            if self.step == 1:
                forms += [f"--{v}", f"{v}--"]
        incr = rng.choice(forms)
        return f"for ({init}; {test}; {incr})"

    def declaration(self):
        """Declaration needed before the loop when it assigns its variable."""
        return f"{self.type} {self.var};" if self.form == "assigned" else None

    def index(self):
        """The logical iteration number, from the variable (long long)."""
        if self.up:
            return f"(((long long){self.var} - {self.lb}LL) / {self.step})"
        return f"(({self.lb}LL - (long long){self.var}) / {self.step})"


def trips(rng, big=False):
    r = rng.random()
    if r < 0.1:
        return 0
    if r < 0.2:
        return 1
    return rng.randint(2, 40 if big else 11)


class Scope:
    """The loops around a statement: cells are indexed by their logical
    iteration numbers."""

    def __init__(self, loops=()):
        self.loops = list(loops)

    def inner(self, loop):
        return Scope(self.loops + [loop])

    def cells(self):
        n = 1
        for l in self.loops:
            n *= l.trips
        return n

    def index(self):
        expr = "0LL"
        for l in self.loops:
            expr = f"({expr} * {l.trips} + {l.index()})"
        return expr

    def value(self, salt):
        terms = [f"(long long){l.var} * {3 + 2 * k}"
                 for k, l in enumerate(self.loops)]
        return " + ".join(terms + [str(salt)])


def stmt(ctx, scope, op, out):
    """One statement writing its own region at the scope's cell, directly or
    through a lambda or a function (shapes.statement)."""
    base = ctx.region(scope.cells())
    form, text = shapes.statement(
        ctx.rng, f"A[{base} + {scope.index()}]", op, scope.value(base + 1),
        LAYOUT["tus"] > 1)
    if form != "plain":
        count(("statement", form))
    out.append(text)


def loop_text(pragma, loop, body):
    """Lines of a hier loop; pragma lines are marked for the reference."""
    return nest_text(pragma, [loop], body)


def nest_text(pragma, loops, body):
    """Lines of a hier loop over the perfect nest loops (collapse(n) when
    there are several), with or without braces between the headers."""
    rng = loops[0].ctx.rng
    lines = []
    decl = loops[0].declaration()
    if decl:
        lines.append(decl)
    if len(loops) > 1:
        pragma += f" collapse({len(loops)})"
    lines.append(f"#pragma hier {pragma}")
    braces, indent = [], ""
    for k, loop in enumerate(loops):
        brace = k == len(loops) - 1 or rng.random() < 0.5
        lines.append(indent + loop.header() + (" {" if brace else ""))
        braces.append(brace)
        indent += "  "
    lines += [indent + b for b in body]
    for brace in reversed(braces):
        indent = indent[:-2]
        if brace:
            lines.append(indent + "}")
    return lines


def collapsed(ctx, scope, p, big=False):
    """One loop, or (probability p) two or three for collapse(n); the inner
    ones declare their variables (a perfect nest). Returns loops, scope."""
    n = ctx.rng.choice([2, 2, 3]) if ctx.rng.random() < p else 1
    if n > 1:
        count(("collapse",))
    loops = [Loop(ctx, trips(ctx.rng, big=big and n == 1),
                  allow_assigned=k == 0, allow_mixed=True)
             for k in range(n)]
    for loop in loops:
        scope = scope.inner(loop)
    return loops, scope


# --- constructs: each returns lines of code ------------------------------


def red_loop(ctx, scope, pragma, loop, items, reds):
    """A hier loop with reductions: declarations before, stores after; items
    are lists of lines (the body), the updates go between them. loop may be
    a list of loops (collapse)."""
    loops = loop if isinstance(loop, list) else [loop]
    inner = scope
    for l in loops:
        inner = inner.inner(l)
    body = with_updates(ctx, inner, items, reds)
    clauses = reduction_clauses(ctx, reds)
    lines = [r.decl() for r in reds]
    lines += nest_text(" ".join([pragma] + clauses), loops, body)
    lines += [r.store(ctx, scope) for r in reds]
    return lines


def vector_loop(ctx, scope):
    loop = Loop(ctx, trips(ctx.rng), allow_mixed=True)
    inner = scope.inner(loop)
    items = []
    for _ in range(ctx.rng.randint(1, 2)):
        items.append([])
        stmt(ctx, inner, "+=", items[-1])
    reds = reductions(ctx, "vector", 0.4)
    return red_loop(ctx, scope, "vector", loop, items, reds)


def single_thread_item(ctx, inner):
    """'single thread' adds to a cell once per thread-loop iteration; the
    lanes of the thread then read it in a vector loop."""
    rng = ctx.rng
    count(("single thread",))
    c = ctx.region(inner.cells())
    cell = f"A[{c} + {inner.index()}]"
    lines = ["#pragma hier single thread"]
    if rng.random() < 0.3:
        c2 = ctx.region(inner.cells())
        lines += ["{", f"  {cell} += {inner.value(c + 1)};",
                  f"  A[{c2} + {inner.index()}] += {inner.value(c2 + 1)};",
                  "}"]
    else:
        lines.append(f"{cell} += {inner.value(c + 1)};")
    vl = Loop(ctx, trips(rng), allow_mixed=True)
    vin = inner.inner(vl)
    d = ctx.region(vin.cells())
    lines += loop_text("vector", vl, [
        f"A[{d} + {vin.index()}] += {cell} * 2 + {vl.index()};"])
    return lines


def thread_loop(ctx, scope):
    rng = ctx.rng
    loop, inner = collapsed(ctx, scope, 0.2)
    items = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        body = []
        if r < 0.25:
            stmt(ctx, inner, "=", body)
        elif r < 0.7:
            body += vector_loop(ctx, inner)
        elif r < 0.85:
            body += single_thread_item(ctx, inner)
        else:
            # A sequential loop between the thread and vector loops.
            seq = Loop(ctx, rng.randint(0, 3), allow_assigned=False,
                       allow_mixed=True)
            body += [seq.header() + " {"]
            body += ["  " + l for l in vector_loop(ctx, inner.inner(seq))]
            body += ["}"]
        items.append(body)
    reds = reductions(ctx, "thread", 0.3)
    return red_loop(ctx, scope, "thread", loop, items, reds)


def thread_vector_loop(ctx, scope):
    loop, inner = collapsed(ctx, scope, 0.25, big=True)
    items = []
    for _ in range(ctx.rng.randint(1, 2)):
        items.append([])
        stmt(ctx, inner, "+=", items[-1])
    reds = reductions(ctx, "thread vector", 0.5)
    return red_loop(ctx, scope, "thread vector", loop, items, reds)


def barrier_exchange(ctx, scope):
    """Thread loop writes, barrier, thread loop reads another thread's cell."""
    n = trips(ctx.rng)
    w, r = Loop(ctx, n), Loop(ctx, n)
    cells = scope.cells() * max(n, 1)
    src = ctx.region(cells)
    dst = ctx.region(cells)
    wi = scope.inner(w).index()
    ri = f"({scope.index()} * {max(n, 1)} + ({n - 1} - {r.index()}))"
    lines = loop_text("thread", w, [
        f"A[{src} + {wi}] = {scope.inner(w).value(src + 1)};"])
    lines.append("#pragma hier barrier")
    lines += loop_text("thread", r, [
        f"A[{dst} + {scope.inner(r).index()}] = A[{src} + {ri}] * 2 + 1;"])
    return lines

# --- reductions ----------------------------------------------------------

RED_OPS = ["+", "*", "min", "max", "&", "|", "^", "&&", "||"]
# name, signed, floating
RED_TYPES = [("int", True, False), ("unsigned", False, False),
             ("long", True, False), ("unsigned long", False, False),
             ("long long", True, False), ("unsigned long long", False, False),
             ("float", True, True), ("double", True, True)]
# The original values (not the identities), as in test/Runtime/reductions.cpp.
RED_START = {"+": "5", "*": "3", "min": "60", "max": "40", "&": "0x7ff3",
             "|": "0x100", "^": "0x55", "&&": "1", "||": "0"}
RED_LEVELS = ["team", "thread", "vector", "thread vector"]
RED_TYPE_INFO = {t: (sg, fl) for t, sg, fl in RED_TYPES}
RED_COMBOS = [(lv, op, t) for lv in RED_LEVELS for op in RED_OPS
              for t, _, fl in RED_TYPES if not (fl and op in ("&", "|", "^"))]

# What a generated batch contains (--stats); generation is deterministic, so
# the counts are those of the programs compiled.
STATS = {}


def count(key):
    STATS[key] = STATS.get(key, 0) + 1


class Reduction:
    """One reduction variable: declared before its loop with RED_START,
    updated in the loop's body, stored in a cell after the loop."""

    def __init__(self, ctx, level):
        rng = ctx.rng
        while True:
            self.op = rng.choice(RED_OPS)
            self.type, self.signed, self.floating = rng.choice(RED_TYPES)
            if not (self.floating and self.op in ("&", "|", "^")):
                break
        if ctx.forced and ctx.forced[0] == level:
            _, self.op, self.type = ctx.forced
            self.signed, self.floating = RED_TYPE_INFO[self.type]
            ctx.forced = None
        self.var = ctx.fresh("red")
        count(("reduction", level, self.op, self.type))

    def decl(self):
        return f"{self.type} {self.var} = ({self.type}){RED_START[self.op]};"

    def value(self, scope, salt):
        """A value exact in every type, from the logical iteration numbers."""
        e = f"({scope.index()} + {salt})"
        T, op = self.type, self.op
        if op == "*":
            return f"({T})({e} % 9 == 4 ? 2 : 1)"
        if op in ("&", "|", "^"):
            return f"({T})(({e} * 2654435761LL) & 0xffff)"
        if op == "&&":
            return f"({T})({e} % 13 != 5)"
        if op == "||":
            return f"({T})({e} % 11 == 4)"
        off = " - 50" if self.signed else ""
        return f"({T})(({e} * 37) % 101{off})"

    def update(self, ctx, scope):
        r, x = self.var, self.value(scope, ctx.rng.randint(0, 99))
        op = self.op
        if op in ("min", "max"):
            return f"{r} = h{op}({r}, {x});"
        if op in ("&&", "||"):
            return f"{r} = {r} {op} {x};"
        if ctx.rng.random() < 0.5:
            return f"{r} {op}= {x};"
        return f"{r} = {r} {op} {x};"

    def store(self, ctx, scope):
        base = ctx.region(scope.cells())
        value = "bits" if self.floating else "(long long)"
        return f"A[{base} + {scope.index()}] = {value}({self.var});"


def reductions(ctx, level, p):
    """No reduction (probability 1 - p) or one to three variables."""
    forced = ctx.forced and ctx.forced[0] == level
    if ctx.rng.random() >= p and not forced:
        return []
    n = ctx.rng.choice([1, 1, 1, 2, 2, 3])
    return [Reduction(ctx, level) for _ in range(n)]


def reduction_clauses(ctx, reds):
    """'reduction(op: a, b)' per operator, in random order."""
    by_op = {}
    for r in reds:
        by_op.setdefault(r.op, []).append(r.var)
    clauses = [f"reduction({op}: {', '.join(vs)})" for op, vs in by_op.items()]
    ctx.rng.shuffle(clauses)
    return clauses


def with_updates(ctx, scope, body, reds):
    """body with one or two updates of each reduction at random places."""
    for r in reds:
        for _ in range(ctx.rng.randint(1, 2)):
            body.insert(ctx.rng.randint(0, len(body)), [r.update(ctx, scope)])
    return [line for item in body for line in item]


def team_statement(ctx, scope):
    out = []
    stmt(ctx, scope, "=", out)
    return out


# Element types of shared arrays and scratch, with values small enough.
ELEM_TYPES = ["long long", "int", "double", "unsigned", "short", "float"]


def fill_and_read(ctx, scope, elem, n, ref):
    """Fills ref(i) for i < n in parallel (thread vector, or thread loops
    around vector loops), barrier, reads ref(n - 1 - i) in other threads,
    barrier (before the next league iteration of the team refills it)."""
    rng = ctx.rng
    salt = rng.randint(0, 96)
    lines = []
    if rng.random() < 0.6:
        w = Loop(ctx, n)
        lines += loop_text("thread vector", w, [
            f"{ref(w.index())} = ({elem})({w.index()} * 7 + {salt});"])
    else:
        # n = n1 * n2: a thread loop over rows, vector loops over columns.
        n1 = rng.choice([d for d in range(1, n + 1) if n % d == 0])
        n2 = n // n1
        w1, w2 = Loop(ctx, n1), Loop(ctx, n2)
        i = f"({w1.index()} * {n2} + {w2.index()})"
        lines += loop_text("thread", w1, loop_text("vector", w2, [
            f"{ref(i)} = ({elem})({i} * 7 + {salt});"]))
    lines.append("#pragma hier barrier")
    r = Loop(ctx, n)
    rin = scope.inner(r)
    dst = ctx.region(rin.cells())
    src = f"(long long){ref(f'({n - 1} - {r.index()})')}"
    if rng.random() < 0.5:
        lines += loop_text("thread vector", r, [
            f"A[{dst} + {rin.index()}] += {src} * 2 + 1;"])
    else:
        lines += loop_text("thread", r, [
            f"A[{dst} + {rin.index()}] = {src} * 3 + {r.index()};"])
    lines.append("#pragma hier barrier")
    return lines


def shared_item(ctx, scope):
    """'#pragma hier shared' array (and scalar, set by 'single')."""
    rng = ctx.rng
    elem = rng.choice(ELEM_TYPES)
    n = rng.randint(1, 40)
    name = ctx.fresh("sh")
    count(("shared",))
    if rng.random() < 0.3:
        # A scalar set by 'single', read by every thread after its barrier.
        count(("shared scalar",))
        sc = ctx.fresh("shs")
        lines = ["#pragma hier shared", f"{elem} {name}[{n}], {sc};",
                 rng.choice(["#pragma hier single", "#pragma hier single team"]),
                 f"{sc} = ({elem})({scope.index()} % 50 + 3);"]
        r = Loop(ctx, n, allow_mixed=True)
        rin = scope.inner(r)
        d = ctx.region(rin.cells())
        lines += loop_text("thread vector", r, [
            f"A[{d} + {rin.index()}] += (long long){sc} * 5 + {r.index()};"])
        lines.append("#pragma hier barrier")
    else:
        lines = ["#pragma hier shared", f"{elem} {name}[{n}];"]
    return lines + fill_and_read(ctx, scope, elem, n, lambda i: f"{name}[{i}]")


def single_team_item(ctx, scope):
    """'single' adds to a cell once per league iteration; the team's threads
    then read it (its barrier makes the write visible)."""
    rng = ctx.rng
    count(("single team",))
    c = ctx.region(scope.cells())
    cell = f"A[{c} + {scope.index()}]"
    lines = [rng.choice(["#pragma hier single", "#pragma hier single team"])]
    if rng.random() < 0.3:
        c2 = ctx.region(scope.cells())
        lines += ["{", f"  {cell} += {scope.value(c + 1)};",
                  f"  A[{c2} + {scope.index()}] += {scope.value(c2 + 1)};",
                  "}"]
    else:
        lines.append(f"{cell} += {scope.value(c + 1)};")
    if rng.random() < 0.7:
        r = Loop(ctx, trips(rng), allow_mixed=True)
        rin = scope.inner(r)
        d = ctx.region(rin.cells())
        lines += loop_text(rng.choice(["thread", "thread vector"]), r, [
            f"A[{d} + {rin.index()}] = {cell} * 2 + {r.index()};"])
    return lines


def scratch_item(ctx, scope):
    """An array in the team's scratch(bytes), at the next 8-byte offset."""
    rng = ctx.rng
    count(("scratch",))
    elem = rng.choice(["long long", "int", "double", "float"])
    n = rng.randint(1, 40)
    off = ctx.scratch
    ctx.scratch = off + (n * 8 + 7) // 8 * 8
    name = ctx.fresh("s")
    lines = [f"{elem} *{name} = ({elem} *)(@SCRATCH@ + {off});"]
    return lines + fill_and_read(ctx, scope, elem, n, lambda i: f"{name}[{i}]")


# (weight, construct) for the items of a team body.
CONSTRUCTS = [(4, thread_loop), (2, thread_vector_loop),
              (1, barrier_exchange), (1, team_statement), (1, shared_item),
              (1, single_team_item), (1, scratch_item)]


def team_body(ctx, scope):
    rng = ctx.rng
    weights = [w for w, _ in CONSTRUCTS]
    funcs = [f for _, f in CONSTRUCTS]
    items = []
    for _ in range(rng.randint(1, 3)):
        item = []
        if rng.random() < 0.15:
            item.append("#pragma hier barrier")
        item += rng.choices(funcs, weights)[0](ctx, scope)
        items.append(item)
    # The program's forced reduction (Ctx.forced), if no loop has taken it.
    if ctx.forced and ctx.forced[0] == "thread":
        items.append(thread_loop(ctx, scope))
    elif ctx.forced and ctx.forced[0] == "thread vector":
        items.append(thread_vector_loop(ctx, scope))
    elif ctx.forced and ctx.forced[0] == "vector":
        loop = Loop(ctx, trips(rng), allow_mixed=True)
        items.append(red_loop(ctx, scope, "thread", loop,
                              [vector_loop(ctx, scope.inner(loop))], []))
    assert not ctx.forced or ctx.forced[0] == "team"
    # Team reductions are updated in the team body (which every thread runs).
    return with_updates(ctx, scope, items, ctx.team_reds)


def team_clauses(ctx, size_var, struct_map):
    rng = ctx.rng

    def value(stem, v):
        # A clause value as written, or (a third of the time) through a macro.
        return shapes.macro_value(ctx, stem, v) if rng.random() < 0.3 else v

    clauses = []
    if rng.random() < 0.7:
        clauses.append(f"team_size({value('ts', rng.choice([1, 2, 3, 4, 8]))})")
    if rng.random() < 0.7:
        clauses.append("vector_length("
                       f"{value('vl', rng.choice([1, 2, 4, 8, 16, 32]))})")
    if rng.random() < 0.6:
        clauses.append(f"max_teams({value('mt', rng.randint(1, 4))})")
    clauses.append(struct_map or f"map(tofrom: A[0:{size_var}])")
    if ctx.scratch:
        size = ctx.scratch + rng.choice([0, 0, 8, 100])
        clauses.append(f"scratch({ctx.runtime(size)})" if rng.random() < 0.4
                       else f"scratch({value('scr', size)})")
    clauses += reduction_clauses(ctx, ctx.team_reds)
    rng.shuffle(clauses)
    if ctx.macros:
        count(("macro clause value",))
    return " ".join(clauses)


def program(rng, pid):
    """Returns the text of 'int prog<pid>(void)' and the macros before it."""
    ctx = Ctx(rng, pid)
    nest = []
    # The array as a member of a struct the region maps (shapes.struct_map).
    struct = rng.random() < 0.15 and "struct maps" not in AVOID
    if struct:
        count(("struct member map",))
    for _ in range(rng.randint(1, 2)):
        if rng.random() < 0.2:
            count(("collapse",))
            teams = [Loop(ctx, trips(rng), allow_assigned=False,
                          allow_mixed=True)
                     for _ in range(rng.choice([2, 2, 3]))]
        else:
            teams = [Loop(ctx, trips(rng, big=True), allow_assigned=False,
                          allow_mixed=True)]
        ctx.team_reds = reductions(ctx, "team", 0.3)
        ctx.scratch = 0
        body = team_body(ctx, Scope(teams))
        maps = None
        if struct:
            maps = shapes.struct_map("A")[1]
            body = [shapes.struct_map("A")[2]] + body
        nest += [r.decl() for r in ctx.team_reds]
        nest += nest_text("team " + team_clauses(ctx, "N", maps), teams, body)
        nest += [r.store(ctx, Scope()) for r in ctx.team_reds]
        ctx.scratch_max = max(ctx.scratch_max, ctx.scratch)
    size = max(ctx.size, 1)
    out = [f"int prog{pid}(void) {{",
           f"  long long *Got = (long long *)calloc({size}, sizeof(long long));",
           f"  long long *Want = (long long *)calloc({size}, sizeof(long long));",
           f"  long long N = {size};",
           f"  char *Scr = (char *)calloc({max(ctx.scratch_max, 1)}, 1);"] + \
        shapes.PRELUDE_LAMBDAS + ctx.prelude
    # The hier nest into Got, then the same nest sequentially into Want.
    # Scratch is reached directly or, with several translation units, at
    # times through a function of another one.
    via_extern = LAYOUT["tus"] > 1 and rng.random() < 0.5
    for target, hier in (("Got", True), ("Want", False)):
        out.append("  {")
        out.append(f"    long long *A = {target};")
        if struct:
            out.append("    " + shapes.struct_map("A")[0])
        for line in nest:
            if line.lstrip().startswith("#pragma hier"):
                if hier:
                    out.append(line.lstrip())
                continue
            scratch = "Scr"
            if hier:
                scratch = "hext_scratch()" if via_extern else \
                    "((char *)hier_scratch())"
            out.append("    " + line.replace("@SCRATCH@", scratch))
        out.append("  }")
    out += ["  (void)LSet;",
            "  (void)LAdd;",
            "  int Bad = 0;",
            "  for (long long I = 0; I < N; ++I)",
            "    if (Got[I] != Want[I] && !Bad++)",
            f"      printf(\"prog{pid}: first difference at cell %lld: \"",
            "             \"%lld, want %lld\\n\", I, Got[I], Want[I]);",
            "  free(Scr);",
            "  free(Got);",
            "  free(Want);",
            "  return Bad;",
            "}"]
    return "\n".join(ctx.macros + out)


HEADER = """\
#include <hier/hier.h>
#include <cstdio>
#include <cstdlib>

template <typename T> static T hmin(T a, T b) {{ return b < a ? b : a; }}
template <typename T> static T hmax(T a, T b) {{ return b > a ? b : a; }}

// A floating result's bits: a product of many 2s can leave the range of long
// long, where the conversion is undefined (x86 gives the minimum, a GPU
// saturates to the maximum).
[[maybe_unused]] static long long bits(double v) {{ return __builtin_bit_cast(long long, v); }}

// Runtime values the compiler cannot see through.
static volatile int Zero = 0;
[[maybe_unused]] static long long rt(long long x) {{ return x + Zero; }}

[[maybe_unused]] {local}
{struct_decl}
{extern_decls}
"""


def header():
    local = shapes.LOCAL_FUNCTIONS.replace("\nstatic", "\n[[maybe_unused]] static")
    return HEADER.format(
        local=local, struct_decl=shapes.STRUCT_DECL,
        extern_decls=shapes.EXTERN_DECLS if LAYOUT["tus"] > 1 else "")


def main_function(seed, first, count):
    """main(): every program, or (several host threads) every program twice,
    the runs spread over the threads, so that regions run concurrently."""
    threads = LAYOUT["host_threads"]
    table = ", ".join(f"prog{pid}" for pid in range(first, first + count))
    if threads <= 1:
        runs, pragma = count, ""
    else:
        runs = 2 * count
        pragma = (f"#pragma omp parallel for schedule(dynamic) "
                  f"num_threads({threads})\n")
    return f"""int main() {{
  static int (*const Progs[])(void) = {{{table}}};
  static int Bad[{count}];
  {pragma}for (int C = 0; C < {runs}; ++C) {{
    if (int B = Progs[C % {count}]()) {{
      printf("FAIL prog%d seed {seed}: %d cells differ\\n", {first} + C % {count}, B);
#pragma omp atomic write
      Bad[C % {count}] = 1;
    }}
  }}
  int Failed = 0;
  for (int P = 0; P < {count}; ++P)
    Failed += Bad[P];
  printf("randprog: {count} programs, %d failed\\n", Failed);
  return Failed != 0;
}}
"""


def translation_units(seed, first, count):
    """Programs first .. first+count-1 of the stream for seed: {file name:
    text}; one file, or (LAYOUT['tus'] > 1) the programs spread over that
    many files, a file with main() and a support file."""
    progs = [program(random.Random(f"{seed}:{pid}"), pid)
             for pid in range(first, first + count)]
    top = (f"// Generated by utils/hier-randprog.py --seed {seed} "
           f"(programs {first}..{first + count - 1}).\n")
    tus = LAYOUT["tus"]
    if tus <= 1:
        return {"tu.cpp": top + header() + "\n" + "\n".join(progs) + "\n\n" +
                main_function(seed, first, count)}
    files = {"support.cpp": top + shapes.SUPPORT_TU}
    for k in range(tus):
        part = progs[k::tus]
        files[f"part{k}.cpp"] = top + header() + "\n" + "\n".join(part) + "\n"
    decls = "\n".join(f"int prog{pid}(void);"
                      for pid in range(first, first + count))
    files["main.cpp"] = (top + "#include <cstdio>\n\n" + decls + "\n\n" +
                         main_function(seed, first, count))
    return files


def translation_unit(seed, first, count):
    """The batch as one file (LAYOUT['tus'] == 1)."""
    (text,) = translation_units(seed, first, count).values()
    return text


# --- driver modes --------------------------------------------------------

LLVM = "/usr/lib/llvm-22"


def default_plugin():
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, "..", "build", "lib", "libhier.so")


def compile_tu(srcs, exe, plugin, gpu):
    cmd = [f"{LLVM}/bin/clang++", "-O1", "-fopenmp", f"-fplugin={plugin}",
           *srcs, "-o", exe]
    if gpu:
        cmd[3:3] = ["--offload-arch=sm_90", "--no-offloadlib",
                    "--cuda-path=/usr/local/cuda"]
    return subprocess.run(cmd, capture_output=True, text=True)


def write_batch(folder, seed, first, count):
    """Writes the batch's files into folder; returns their paths."""
    os.makedirs(folder, exist_ok=True)
    paths = []
    for name, text in translation_units(seed, first, count).items():
        paths.append(os.path.join(folder, name))
        with open(paths[-1], "w") as f:
            f.write(text)
    return paths


def batches(args):
    for first in range(0, args.count, args.per_tu):
        yield first, min(args.per_tu, args.count - first)


def run_mode(args):
    env = dict(os.environ, LD_LIBRARY_PATH=f"{LLVM}/lib",
               OMP_TARGET_OFFLOAD="DISABLED")
    tmp = tempfile.mkdtemp(prefix="randprog-")
    results = []

    def one(batch):
        first, count = batch
        srcs = write_batch(os.path.join(tmp, f"tu{first}"), args.seed, first,
                           count)
        exe = os.path.join(tmp, f"tu{first}", "program")
        c = compile_tu(srcs, exe, args.plugin, gpu=False)
        if c.returncode != 0:
            return first, count, "compile", c.stderr[-2000:]
        try:
            r = subprocess.run([exe], capture_output=True, text=True, env=env,
                               timeout=120)
        except subprocess.TimeoutExpired:
            return first, count, "timeout", ""
        if r.returncode != 0:
            return first, count, "run", r.stdout[-2000:] + r.stderr[-2000:]
        return first, count, "ok", ""

    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(one, batches(args)))
    failed = [r for r in results if r[2] != "ok"]
    for first, count, what, log in failed:
        os.makedirs(args.keep, exist_ok=True)
        kept = os.path.join(args.keep, f"tu{first}")
        shutil.rmtree(kept, ignore_errors=True)
        shutil.copytree(os.path.join(tmp, f"tu{first}"), kept)
        print(f"{what} failure in programs {first}..{first + count - 1} "
              f"(seed {args.seed}), kept in {kept}/\n{log}")
    shutil.rmtree(tmp)
    bad_programs = sum(
        log.count("FAIL prog") if what == "run" else count
        for _, count, what, log in failed)
    print(f"randprog: seed {args.seed}: {args.count} programs in "
          f"{len(results)} translation units, {bad_programs} failed")
    return 1 if failed else 0


RUN_ALL = """#!/usr/bin/env bash
# Runs every GPU binary of this batch (utils/hier-randprog.py --gpu-batch) on
# the GPU and prints one summary line. Run on the GPU machine from any
# directory; LLVM 22's runtime libraries must be in {llvm}/lib.
# OMP_TARGET_OFFLOAD=DISABLED runs the batch on the host fallback instead.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH={llvm}/lib${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}
export OMP_TARGET_OFFLOAD=${{OMP_TARGET_OFFLOAD:-MANDATORY}}
tus=0 bad_tus=0 programs=0 failed=0
for exe in ./tu*.gpu; do
  tus=$((tus + 1))
  out=$(timeout 300 "$exe" 2>&1); rc=$?
  line=$(printf '%s\\n' "$out" | grep '^randprog:' | tail -1)
  n=$(printf '%s' "$line" | sed -n 's/^randprog: \\([0-9]*\\) programs, \\([0-9]*\\) failed$/\\1 \\2/p')
  if [ $rc -ne 0 ] || [ -z "$n" ]; then
    bad_tus=$((bad_tus + 1))
    printf '%s\\n' "$out" | grep '^FAIL' | sed "s|^|$exe: |"
    [ -z "$n" ] && echo "$exe: exit status $rc, no summary: $(printf '%s' "$out" | tail -3)"
  fi
  if [ -n "$n" ]; then
    programs=$((programs + ${{n% *}})); failed=$((failed + ${{n#* }}))
  fi
done
echo "randprog-gpu: seed {seed}: $programs programs in $tus binaries, $failed failed, $bad_tus binaries not clean"
[ $bad_tus -eq 0 ]
"""


def gpu_batch_mode(args):
    out = args.gpu_batch
    os.makedirs(out, exist_ok=True)

    def one(batch):
        first, count = batch
        srcs = write_batch(os.path.join(out, f"tu{first}.src"), args.seed,
                           first, count)
        c = compile_tu(srcs, os.path.join(out, f"tu{first}.gpu"), args.plugin,
                       gpu=True)
        return first, c

    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(one, batches(args)))
    bad = [(first, c) for first, c in results if c.returncode != 0]
    for first, c in bad:
        print(f"compile failure: {out}/tu{first}.src\n{c.stderr[-2000:]}")
    script = os.path.join(out, "run-all.sh")
    with open(script, "w") as f:
        f.write(RUN_ALL.format(llvm=LLVM, seed=args.seed))
    os.chmod(script, 0o755)
    print(f"randprog: {args.count} programs in {len(results)} GPU binaries in "
          f"{out} ({len(bad)} failed to compile); run: bash {script}")
    return 1 if bad else 0


def print_stats():
    """What the programs generated so far contain (to stderr)."""
    combos = RED_COMBOS
    seen = [c for c in combos if ("reduction",) + c in STATS]
    reds = sum(v for k, v in STATS.items() if k[0] == "reduction")
    levels = ", ".join(
        f"{lv} {sum(v for k, v in STATS.items() if k[:2] == ('reduction', lv))}"
        for lv in RED_LEVELS)
    others = ", ".join(f"{' '.join(k[1:] or k)} {STATS.get(k, 0)}" for k in
                       [("shared",), ("shared scalar",), ("single team",),
                        ("single thread",), ("scratch",), ("collapse",),
                        ("mixed signedness",), ("struct member map",),
                        ("macro clause value",)] +
                       sorted(k for k in STATS if k[0] == "statement"))
    print(f"randprog stats: {reds} reductions ({levels}); level x operator x "
          f"type: {len(seen)} of {len(combos)} combinations; {others}",
          file=sys.stderr)
    missing = [c for c in combos if c not in seen]
    if missing and len(missing) <= 20:
        print("  not generated: " + "; ".join(" ".join(c) for c in missing),
              file=sys.stderr)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--seed", default="1")
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--per-tu", type=int, default=25,
                   help="programs per translation unit (compile time)")
    p.add_argument("--emit", metavar="FILE",
                   help="write one translation unit with all programs")
    p.add_argument("--first", type=int, default=0,
                   help="with --emit: number of the first program (to "
                        "regenerate one program of a failing batch)")
    p.add_argument("--run", action="store_true",
                   help="compile and run on the host fallback")
    p.add_argument("--gpu-batch", metavar="DIR")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--keep", default="randprog-fail")
    p.add_argument("--plugin", default=default_plugin())
    p.add_argument("--tus", type=int, default=1,
                   help="spread each batch's programs over this many "
                        "translation units (with --emit: a folder)")
    p.add_argument("--host-threads", type=int, default=1,
                   help="run each program twice, concurrently, on this many "
                        "host threads")
    p.add_argument("--stats", action="store_true",
                   help="print which constructs the programs contain")
    p.add_argument("--avoid-known-bugs", action="store_true",
                   help="do not generate the shapes of open bugs "
                        "(KNOWN_BUGS)")
    args = p.parse_args()
    if args.avoid_known_bugs:
        AVOID.update(KNOWN_BUGS)
    if args.stats:
        import atexit
        atexit.register(print_stats)
    LAYOUT["tus"], LAYOUT["host_threads"] = args.tus, args.host_threads
    if args.emit and args.tus > 1:
        write_batch(args.emit, args.seed, args.first, args.count)
        return 0
    if args.emit:
        text = translation_unit(args.seed, args.first, args.count)
        if args.emit == "-":
            sys.stdout.write(text)
        else:
            with open(args.emit, "w") as f:
                f.write(text)
        return 0
    if args.gpu_batch:
        return gpu_batch_mode(args)
    if args.run:
        return run_mode(args)
    p.error("one of --emit, --run, --gpu-batch is needed")


if __name__ == "__main__":
    sys.exit(main())
