"""The shapes of application code that hier-randprog.py wraps around its loop
nests: what a program written by a user has and a nest alone does not.

  - C's integer conversions, to know the trip count of a loop whose bound has
    another signedness than its variable (the generator simulates the loop);
  - statements written through a lambda or a called function, including one
    defined in another translation unit;
  - clause values that come from macros;
  - the array mapped as a member of a struct (map(to: s) map(tofrom: s.p[..]));
  - several translation units, and the regions launched from several host
    threads at once (each region twice, concurrently, with its own arrays).

Each shape is chosen per program or per statement with the generator's own
random stream, so a seed still names one batch.
"""

# name: (rank, bits, signed); ranks as C's (char < short < int < long < long
# long), enough for the types the generator declares.
INT_TYPES = {
    "signed char": (1, 8, True), "unsigned char": (1, 8, False),
    "short": (2, 16, True), "unsigned short": (2, 16, False),
    "int": (3, 32, True), "unsigned": (3, 32, False),
    "long": (4, 64, True), "unsigned long": (4, 64, False),
    "long long": (5, 64, True), "unsigned long long": (5, 64, False),
}
UNSIGNED_OF = {"int": "unsigned", "long": "unsigned long",
               "long long": "unsigned long long"}
# Bound types of another signedness than a loop variable's (size_t is
# 'unsigned long' here).
BOUND_TYPES = ["unsigned", "unsigned long", "int", "long", "long long",
               "unsigned long long"]


def convert(value, ctype):
    """value converted to ctype, as C does (modulo 2^bits)."""
    _, bits, signed = INT_TYPES[ctype]
    value %= 1 << bits
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def promote(ctype):
    return "int" if INT_TYPES[ctype][0] < INT_TYPES["int"][0] else ctype


def common_type(a, b):
    """The type both operands of a comparison convert to (C11 6.3.1.8)."""
    a, b = promote(a), promote(b)
    ra, _, sa = INT_TYPES[a]
    rb, _, sb = INT_TYPES[b]
    if sa == sb:
        return a if ra >= rb else b
    u, s = (a, b) if not sa else (b, a)
    if INT_TYPES[u][0] >= INT_TYPES[s][0]:
        return u
    if INT_TYPES[s][1] > INT_TYPES[u][1]:
        return s
    return UNSIGNED_OF[s]


def holds(var_value, var_type, rel, bound_value, bound_type):
    """'var rel bound' in C, both operands already of their own types."""
    c = common_type(var_type, bound_type)
    x, y = convert(var_value, c), convert(bound_value, c)
    return {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y,
            "!=": x != y}[rel]


def simulate(lb, step, up, var_type, rel, bound_value, bound_type, cap):
    """Iterations of 'for (T v = lb; v rel bound; v += / -= step)', or None
    when there are more than cap or the variable leaves its type's range."""
    _, bits, signed = INT_TYPES[var_type]
    lo = -(1 << (bits - 1)) if signed else 0
    hi = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1
    v, n = lb, 0
    while holds(v, var_type, rel, bound_value, bound_type):
        n += 1
        v += step if up else -step
        if n > cap or not lo <= v <= hi:
            return None
    return n


# --- statements through lambdas and functions -----------------------------

# How a statement 'A[i] op v;' is written: plain, through a lambda defined in
# the loop body, a lambda defined before the region, a function of this file,
# a function of another translation unit (only with several).
STMT_FORMS = ["plain"] * 6 + ["body lambda", "outer lambda", "function",
                              "extern function"]

PRELUDE_LAMBDAS = [
    "  auto LSet = [](long long *P, long long I, long long V) { P[I] = V; };",
    "  auto LAdd = [](long long *P, long long I, long long V) { P[I] += V; };",
]


def statement(rng, cell, op, value, several_tus):
    """'cell op value;' written in one of STMT_FORMS; cell is 'A[index]'."""
    forms = STMT_FORMS if several_tus else \
        [f for f in STMT_FORMS if f != "extern function"]
    form = rng.choice(forms)
    index = cell[cell.index("[") + 1:-1]
    name = "Set" if op == "=" else "Add"
    if form == "body lambda":
        return form, f"[&] {{ {cell} {op} {value}; }}();"
    if form == "outer lambda":
        return form, f"L{name}(A, {index}, {value});"
    if form == "function":
        return form, f"h{name.lower()}(A, {index}, {value});"
    if form == "extern function":
        return form, f"hext_{name.lower()}(A, {index}, {value});"
    return form, f"{cell} {op} {value};"


# Functions every translation unit has (static) and those of the support
# translation unit (extern), all callable on the device.
LOCAL_FUNCTIONS = """\
static void hset(long long *P, long long I, long long V) { P[I] = V; }
static void hadd(long long *P, long long I, long long V) { P[I] += V; }"""

EXTERN_DECLS = """\
#pragma omp declare target
void hext_set(long long *P, long long I, long long V);
void hext_add(long long *P, long long I, long long V);
char *hext_scratch(void);
#pragma omp end declare target"""

SUPPORT_TU = """\
// Generated by utils/hier-randprog.py: device functions the programs of the
// other translation units call (declare target, defined only here).
#include <hier/hier.h>
#pragma omp declare target
void hext_set(long long *P, long long I, long long V) { P[I] = V; }
void hext_add(long long *P, long long I, long long V) { P[I] += V; }
// A team's scratch, reached from a function of another file.
char *hext_scratch(void) { return (char *)hier_scratch(); }
#pragma omp end declare target
"""


# --- clause values from macros --------------------------------------------

def macro_value(ctx, stem, value):
    """A macro standing for value, defined before the program."""
    name = f"P{ctx.pid}_{stem.upper()}{len(ctx.macros)}"
    ctx.macros.append(f"#define {name} {value}")
    return name


# --- the mapped array as a struct member ----------------------------------

STRUCT_DECL = "struct HBuf { long long *P; long long N; };"


def struct_map(target):
    """The declaration before a nest whose array is a struct member, the
    team's map clauses, and the team body's first line."""
    return (f"struct HBuf Hb = {{{target}, N}};",
            "map(to: Hb) map(tofrom: Hb.P[0:Hb.N])",
            "long long *A = Hb.P;")
