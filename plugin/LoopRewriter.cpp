//===- LoopRewriter.cpp - the code a hier loop directive becomes ----------===//

#include "LoopRewriter.h"
#include "TokenBuilder.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

constexpr const char *U = "unsigned long long";

bool containsAuto(ArrayRef<Token> Type) {
  return any_of(Type, [](const Token &T) { return T.is(tok::kw_auto); });
}

/// The generated names of loop ID, and of level J of a collapsed nest.
struct Names {
  std::string K, N;
  explicit Names(unsigned ID)
      : K("__hier_k" + std::to_string(ID)), N("__hier_n" + std::to_string(ID)),
        Suffix(std::to_string(ID) + "_") {}
  std::string trips(unsigned J) const {
    return "__hier_n" + Suffix + std::to_string(J);
  }
  std::string lower(unsigned J) const {
    return "__hier_a" + Suffix + std::to_string(J);
  }
  std::string step(unsigned J) const {
    return "__hier_m" + Suffix + std::to_string(J);
  }
  std::string once(unsigned J) const {
    return "__hier_once" + Suffix + std::to_string(J);
  }
  /// The product of the trip counts of the levels after J.
  std::string inner(unsigned J) const {
    return "__hier_p" + Suffix + std::to_string(J);
  }

private:
  std::string Suffix;
};

/// Whether the loop being emitted is C++ (emitLoop sets it from the
/// directive).
bool CPlusPlus = false;

/// Whether the declared type of the loop variable is plainly an integer
/// type ('int', 'unsigned long', ...). Any other (a typedef, 'auto', a
/// variable declared elsewhere) may be a type the rewriter's arithmetic does
/// not apply to, such as an iterator or 'double': the code then computes with
/// 'long long' instead, and NestingChecker reports the one error.
bool plainInteger(const LoopHeader &H) {
  return !H.Type.empty() && all_of(H.Type, [](const Token &T) {
    return T.isOneOf(tok::kw_int, tok::kw_long, tok::kw_short, tok::kw_unsigned,
                     tok::kw_signed, tok::kw_char, tok::kw_const,
                     tok::kw_volatile);
  });
}

/// An expression of the loop variable's type, for __typeof__ and
/// __builtin_classify_type (neither evaluates it).
void emitTypedValue(TokenBuilder &B, const LoopHeader &H) {
  if (H.Type.empty())
    B.parenthesized(H.Var);
  else if (containsAuto(H.Type))
    B.parenthesized(H.Lower);
  else
    B.text("((").tokens(H.Type).text(")").parenthesized(H.Lower).text(")");
}

/// Whether the type of the expression \p EmitValue emits is an integer, an
/// enumeration, bool or _BitInt (GCC's type classes 1-4, 18), as a constant
/// expression.
void emitIsIntegerValue(TokenBuilder &B, function_ref<void()> EmitValue) {
  B.text("(__builtin_classify_type(");
  EmitValue();
  B.text(") - 1U <= 3U || __builtin_classify_type(");
  EmitValue();
  B.text(") == 18)");
}

/// Whether the loop variable's type is one the rewriter computes with.
void emitIsInteger(TokenBuilder &B, const LoopHeader &H) {
  emitIsIntegerValue(B, [&] { emitTypedValue(B, H); });
}

/// Emits the type the rewriter computes the loop variable's values in: its
/// declared type, or its type found with __typeof__, or 'long long' where
/// that type is not an integer (plainInteger).
void emitVarType(TokenBuilder &B, const LoopHeader &H) {
  if (plainInteger(H)) {
    B.tokens(H.Type);
    return;
  }
  B.text("__typeof__(__builtin_choose_expr(");
  emitIsInteger(B, H);
  B.text(",");
  emitTypedValue(B, H);
  B.text(", 0LL))");
}

/// (T)(expr), with T as emitVarType gives it; where the variable's type is
/// not an integer, the expression is not used (0 stands in for it).
void emitCastToVar(TokenBuilder &B, const LoopHeader &H, ArrayRef<Token> Expr) {
  B.text("(");
  emitVarType(B, H);
  B.text(")");
  if (plainInteger(H) && !CPlusPlus) {
    B.parenthesized(Expr);
    return;
  }
  B.text("(__builtin_choose_expr(");
  if (!plainInteger(H))
    emitIsInteger(B, H);
  // In C++ a bound of a class type without a conversion to the variable's
  // type ('i < v') is left to the user's own test, which emitLoop has Sema
  // check: one error, the one a plain loop gives.
  if (!plainInteger(H) && CPlusPlus)
    B.text("&&");
  if (CPlusPlus) {
    B.text("__is_constructible(");
    emitVarType(B, H);
    B.text(", decltype(").parenthesized(Expr).text("))");
  }
  B.text(",").parenthesized(Expr).text(", 0))");
}

/// The type C compares the loop variable with its bound in: the usual
/// arithmetic conversions of the variable's type and the bound's ('int i' and
/// 'size_t n' compare as unsigned long, so that 'i = -3; i < n' runs no
/// iteration). A bound that is not an integer (a class with a conversion, in
/// C++) leaves the variable's type.
void emitCompareType(TokenBuilder &B, const LoopHeader &H) {
  B.text("__typeof__((");
  emitVarType(B, H);
  B.text(")0 + __builtin_choose_expr(");
  emitIsIntegerValue(B, [&] { B.parenthesized(H.Upper); });
  B.text(",").parenthesized(H.Upper).text(", (");
  emitVarType(B, H);
  B.text(")0))");
}

/// (unsigned long long)(C)(value): the variable's first value or the bound,
/// converted to the comparison type as the test converts it, then
/// sign-extended to 64 bits, so that differences of two such values are exact
/// modulo 2^64.
void emitCompared(TokenBuilder &B, const LoopHeader &H, bool Bound) {
  B.text("((");
  emitCompareType(B, H);
  B.text(")");
  if (!Bound) {
    // The variable holds the first value converted to its own type.
    emitCastToVar(B, H, H.Lower);
    B.text(")");
    return;
  }
  B.text("__builtin_choose_expr(");
  emitIsIntegerValue(B, [&] { B.parenthesized(H.Upper); });
  B.text(",").parenthesized(H.Upper).text(",");
  emitCastToVar(B, H, H.Upper);
  B.text("))");
}

/// The step as written, in parentheses; where the variable's type is not an
/// integer, 1 instead (a step of 0.5 would be a constant division by zero).
void emitStepValue(TokenBuilder &B, const LoopHeader &H) {
  if (plainInteger(H)) {
    B.parenthesized(H.Step);
    return;
  }
  B.text("(__builtin_choose_expr(");
  emitIsInteger(B, H);
  B.text(",").parenthesized(H.Step).text(", 1))");
}

/// (unsigned long long)(T)(expr): the value's bits, sign-extended, so that
/// differences of two such values are exact modulo 2^64.
void emitAsU(TokenBuilder &B, const LoopHeader &H, ArrayRef<Token> Expr) {
  B.text(Twine("(") + U + ")");
  emitCastToVar(B, H, Expr);
}

/// The step as a signed 64-bit value, in the direction of the loop:
/// (long long)(s), or -(long long)(s) for a negated step.
void emitSignedStep(TokenBuilder &B, const LoopHeader &H) {
  B.text(H.NegateStep ? "(-(long long)" : "((long long)");
  emitStepValue(B, H);
  B.text(")");
}

/// The step's magnitude as unsigned long long; for a '!=' loop whose step's
/// sign decides the direction, the signed step's bits (adding them modulo
/// 2^64 subtracts for a negative step).
void emitStep(TokenBuilder &B, const LoopHeader &H) {
  if (H.StepIsOne) {
    B.text("1ULL");
    return;
  }
  B.text(Twine("(") + U + ")");
  if (H.RuntimeDirection) {
    emitSignedStep(B, H);
    return;
  }
  B.text("(");
  if (H.NegateStep)
    B.text("-");
  emitStepValue(B, H);
  B.text(")");
}

} // namespace

/// The trip count of the loop, as an unsigned long long expression.
static void emitTripCount(TokenBuilder &B, const LoopHeader &H) {
  ArrayRef<Token> From = H.Increasing ? ArrayRef<Token>(H.Lower) : H.Upper;
  ArrayRef<Token> To = H.Increasing ? ArrayRef<Token>(H.Upper) : H.Lower;
  if (H.Rel == tok::exclaimequal) {
    // 'i != ub' stops when i reaches ub exactly, after wrapping around if
    // need be ('for (unsigned k = n - 1; k != ~0u; --k)'): the distance is
    // taken modulo 2^(bits of the variable's type).
    auto EmitModDistance = [&](ArrayRef<Token> A, ArrayRef<Token> Bound) {
      B.text("((");
      emitAsU(B, H, Bound);
      B.text("-");
      emitAsU(B, H, A);
      B.text(") & (~0ULL >> (64 - 8 * sizeof(");
      emitVarType(B, H);
      B.text("))))");
    };
    // ceil(distance / magnitude), 0 for a zero distance.
    auto EmitTrips = [&](ArrayRef<Token> A, ArrayRef<Token> Bound,
                         function_ref<void()> EmitMagnitude) {
      B.text("(");
      EmitModDistance(A, Bound);
      B.text(" == 0ULL ? 0ULL : (");
      EmitModDistance(A, Bound);
      B.text(" - 1ULL) / ");
      EmitMagnitude();
      B.text(" + 1ULL)");
    };
    if (!H.RuntimeDirection) {
      EmitTrips(From, To, [&] { emitStep(B, H); });
      return;
    }
    // The step's sign picks the direction: up from lb to ub, or down.
    B.text("(");
    emitSignedStep(B, H);
    B.text(" >= 0 ? ");
    EmitTrips(H.Lower, H.Upper, [&] {
      B.text(Twine("(") + U + ")");
      emitSignedStep(B, H);
    });
    B.text(" : ");
    EmitTrips(H.Upper, H.Lower, [&] {
      B.text(Twine("(") + U + ")(-");
      emitSignedStep(B, H);
      B.text(")");
    });
    B.text(")");
    return;
  }
  bool Inclusive = H.Rel == tok::lessequal || H.Rel == tok::greaterequal;
  // (C)(T)lb < (C)ub ? ((ub - lb) - 1) / m + 1 : 0 in the increasing case:
  // the comparison and the distance are those of the user's test, in the
  // type C compares in (emitCompareType), which may be wider than the
  // variable's or of the other signedness; the distance is taken modulo
  // 2^64. While the variable does not overflow, its values converted to C
  // are the first value converted to C plus multiples of the step, so the
  // test first fails where this count says (where the variable would
  // overflow first, C's loop is undefined or never ends).
  auto EmitFrom = [&] { emitCompared(B, H, /*Bound=*/!H.Increasing); };
  auto EmitTo = [&] { emitCompared(B, H, /*Bound=*/H.Increasing); };
  B.text("((");
  EmitFrom();
  B.text(Inclusive ? "<=" : "<");
  EmitTo();
  B.text(") ? ((");
  B.text(Twine("(") + U + ")");
  EmitTo();
  B.text(Twine("- (") + U + ")");
  EmitFrom();
  B.text(Inclusive ? ") / " : " - 1) / ");
  emitStep(B, H);
  B.text(" + 1ULL) : 0ULL)");
}

/// Whether the team reductions of \p D leave their results in a slot
/// (__hier_team_slot, include/hier/__hier_reductions.h) instead of in the
/// mapped variables: a region that is over when the host goes on (no
/// nowait), on the default device (no device clause, which the slot would
/// evaluate a second time), in a compile with an offload target.
static bool publishesTeamResults(const Directive &D, CompileMode Mode) {
  return D.Kind == DirectiveKind::Team && !D.Reductions.empty() &&
         !Mode.HostOnly && !D.find(ClauseId::Nowait) &&
         !D.find(ClauseId::Device);
}

/// The names of the slot pointers of reduction variable \p N of team \p ID.
static std::string slotAccumulator(unsigned ID, unsigned N) {
  return "__hier_racc" + std::to_string(ID) + "_" + std::to_string(N);
}
static std::string slotResult(unsigned ID, unsigned N) {
  return "__hier_rres" + std::to_string(ID) + "_" + std::to_string(N);
}

/// OpenMP clauses pass through as written. A team's reduction variables are
/// mapped to and from the device, where the teams combine into them, or,
/// when the teams publish their results, the slot's two pointers are passed
/// as they are.
static void emitPassThroughClauses(TokenBuilder &B, const Directive &D,
                                   unsigned ID, CompileMode Mode) {
  for (const Clause &C : D.Clauses)
    if (clauseInfo(C.Id).passesToOpenMP())
      B.tokens(C.Spelled);
  bool Publish = publishesTeamResults(D, Mode);
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    if (Publish)
      B.text("is_device_ptr(" + slotAccumulator(ID, N) + ", " +
             slotResult(ID, N) + ")");
    else
      B.text("map(tofrom:").tokens(D.Reductions[N].Var).text(")");
  }
}

/// Emits `Name_<T>`, the reduction helper for the type of \p Var (see
/// include/hier/__hier_reductions.h), picked with _Generic (Clang accepts it
/// in C++ too; __extension__ keeps -pedantic quiet about it). A
/// direct call: the pass reads the constant arguments of __hier_reduce_<T>.
static void emitTypedHelper(TokenBuilder &B, const Token &Var, StringRef Name) {
  B.text("__extension__ _Generic((").tokens(Var).text(")");
  for (auto [Type, Suffix] : {std::pair{"int", "i32"},
                              {"unsigned", "u32"},
                              {"long", "i64l"},
                              {"unsigned long", "u64l"},
                              {"long long", "i64"},
                              {"unsigned long long", "u64"},
                              {"float", "f32"},
                              {"double", "f64"}})
    B.text(Twine(", ") + Type + ": " + Name + "_" + Suffix);
  B.text(Twine(", default: ") + Name + "_unsupported)");
}

/// Wraps the loop that follows in one one-shot loop per reduction variable.
/// Its init saves the variable's value and resets the variable to the
/// operator's identity, so that the body, left untouched, accumulates each
/// member's part in its own copy; its increment runs once, after the loop,
/// and folds the parts into the saved value:
///
///   for (T orig = v, go = (v = identity, 1); go;
///        go = 0, v = combine(orig, __hier_reduce(LEVEL, ID, OP, v)))
///
/// No address is taken: Clang would move an address-taken local of a kernel
/// to memory managed by the OpenMP device runtime, which hier avoids.
/// A team's variable is shared by all teams: there the wrapper shadows it
/// with a private copy, and one thread of each team folds its copy, either
/// into the slot that the host reads after the launch (see
/// emitTeamResultWrappers):
///
///   for (T v = identity, go = 1; go;
///        go = 0, __hier_team_publish(OP, acc, res, v, identity))
///
/// or, atomically, into the mapped original:
///
///   for (T *orig = &v, v = identity, go = 1; go;
///        go = 0, __hier_team_combine(OP, orig, v))
static void emitReductionWrappers(TokenBuilder &B, const Directive &D,
                                  unsigned ID, CompileMode Mode) {
  bool Publish = publishesTeamResults(D, Mode);
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    const ReductionVar &R = D.Reductions[N];
    std::string Suffix = std::to_string(ID) + "_" + std::to_string(N);
    std::string Orig = "__hier_rorig" + Suffix, Go = "__hier_rgo" + Suffix;
    std::string Op = std::to_string(R.Op);
    B.text("for (__typeof__(").tokens(R.Var).text(")");
    if (D.Kind == DirectiveKind::Team) {
      // The team's private copy, then what folds it once the team is done.
      // The copy shadows the variable on purpose: -Wshadow must not say so.
      if (!Publish)
        B.text("*" + Orig + " = &").tokens(R.Var).text(",");
      B.systemSpelled(R.Var).text("=");
      emitTypedHelper(B, R.Var, "__hier_identity");
      // An explicit test: the flag has the variable's type, which may be
      // floating (a pointer, after NestingChecker's error, must not cascade).
      B.text("(" + Op + "), " + Go + " = 1; (unsigned long long)" + Go + "; " +
             Go + " = 0,");
      if (Publish) {
        emitTypedHelper(B, R.Var, "__hier_team_publish");
        B.text("(" + Op + ", " + slotAccumulator(ID, N) + ", " +
               slotResult(ID, N) + ",");
        B.tokens(R.Var).text(",");
        emitTypedHelper(B, R.Var, "__hier_identity");
        B.text("(" + Op + ")))");
      } else {
        emitTypedHelper(B, R.Var, "__hier_team_combine");
        B.text("(" + Op + ", " + Orig + ",").tokens(R.Var).text("))");
      }
      continue;
    }
    B.text(Orig + " = ").tokens(R.Var).text(", " + Go + " = (");
    B.tokens(R.Var).text("=");
    emitTypedHelper(B, R.Var, "__hier_identity");
    B.text("(" + Op + "), 1); (unsigned long long)" + Go + "; " + Go + " = 0,")
        .tokens(R.Var);
    B.text("=");
    emitTypedHelper(B, R.Var, "__hier_combine");
    B.text("(" + Op + ", " + Orig + ",");
    emitTypedHelper(B, R.Var, "__hier_reduce");
    B.text("(" + std::to_string(levelOf(D.Kind)) + ", " + std::to_string(ID) +
           ", " + Op + ", " + std::to_string(Mode.TeamLanes) + ",");
    B.tokens(R.Var).text(")))");
  }
}

/// Around a team region whose teams publish their reduction results, one
/// host-side one-shot loop per variable gets the variable's slot before the
/// launch and folds the result into the variable after it:
///
///   for (T *acc = 0, *res = __hier_team_slot(ID, N, OP, &acc); res;
///        v = combine(OP, v, *res), res = 0)
///     #pragma omp target ... is_device_ptr(acc, res)
///
/// The region does not refer to `v` then (its teams' copies shadow it), so
/// the offload runtime maps nothing for it.
static void emitTeamResultWrappers(TokenBuilder &B, const Directive &D,
                                   unsigned ID, CompileMode Mode) {
  if (!publishesTeamResults(D, Mode))
    return;
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    const ReductionVar &R = D.Reductions[N];
    std::string Acc = slotAccumulator(ID, N), Res = slotResult(ID, N);
    std::string Op = std::to_string(R.Op);
    B.text("for (__typeof__(")
        .tokens(R.Var)
        .text(") *" + Acc + " = 0, *" + Res + " = (__typeof__(")
        .tokens(R.Var)
        .text(") *)");
    // (The cast is for a type without a helper, whose slot is a void *: its
    // one error is NestingChecker's.)
    emitTypedHelper(B, R.Var, "__hier_team_slot");
    B.text("(" + std::to_string(ID) + ", " + std::to_string(N) + ", " + Op +
           ", &" + Acc + "); " + Res + "; ");
    B.tokens(R.Var).text("=");
    emitTypedHelper(B, R.Var, "__hier_combine");
    B.text("(" + Op + ",")
        .tokens(R.Var)
        .text(", *" + Res + "), " + Res + " = 0)");
  }
}

unsigned teamLanes(Preprocessor &PP, const Directive &D) {
  unsigned long long Requested = DefaultVectorLength;
  if (const Clause *VL = D.find(ClauseId::VectorLength)) {
    if (VL->Args.size() != 1 || !VL->Args[0].is(tok::numeric_constant) ||
        StringRef(PP.getSpelling(VL->Args[0])).getAsInteger(0, Requested))
      return 0;
  }
  // As __hier_lanes rounds at run time.
  unsigned Lanes = 1;
  while (Lanes < Requested && Lanes < 32)
    Lanes <<= 1;
  return Lanes;
}

/// The argument of a size clause (team_size, scratch, ...), in parentheses,
/// after \p Cast (the helper parameter's type, or empty).
/// In C++ one that does not convert to an integer ('team_size(v)') is not
/// used (1 stands in for it): NestingChecker finds the __is_convertible
/// test and reports the argument's type, once.
static void emitClauseArg(TokenBuilder &B, ArrayRef<Token> Args,
                          StringRef Cast) {
  // The explicit conversion to the launch helper's parameter type: an
  // implicit one would warn under -Wconversion at the user's pragma.
  B.text(Cast);
  if (!CPlusPlus) {
    B.parenthesized(Args);
    return;
  }
  B.text("(__builtin_choose_expr(__is_convertible(decltype(")
      .parenthesized(Args)
      .text("), long long),")
      .parenthesized(Args)
      .text(", 1))");
}

/// The requested vector length, as written or the default.
static void emitVectorLength(TokenBuilder &B, const Directive &D) {
  if (const Clause *VL = D.find(ClauseId::VectorLength))
    emitClauseArg(B, VL->Args, "(long long)");
  else
    B.text(std::to_string(DefaultVectorLength));
}

/// The threads of a team: team_size as written, or 128-thread blocks.
static void emitTeamSize(TokenBuilder &B, const Directive &D) {
  if (const Clause *TS = D.find(ClauseId::TeamSize))
    emitClauseArg(B, TS->Args, "(int)");
  else if (const Clause *VL = D.find(ClauseId::VectorLength)) {
    B.text("__hier_default_team_size(");
    emitClauseArg(B, VL->Args, "(long long)");
    B.text(")");
  } else
    B.text(std::to_string(DefaultThreadsPerTeam / DefaultVectorLength));
}

static void emitTeamRegion(TokenBuilder &B, const Directive &D,
                           ArrayRef<LoopHeader> Nest, unsigned ID,
                           CompileMode Mode) {
  B.annotation(tok::annot_pragma_openmp);
  // num_teams(__hier_num_teams(trips, explicit, league_size, explicit,
  //                            max_teams, lanes, team_size, reduces,
  //                            scratch, static shared bytes)), which also
  // checks the launch (include/hier/__hier_launch.h).
  B.text("target teams ompx_bare num_teams(__hier_num_teams(");
  for (const LoopHeader &H : Nest) {
    if (&H != Nest.begin())
      B.text("*");
    emitTripCount(B, H);
  }
  const Clause *League = D.find(ClauseId::LeagueSize);
  B.text(League ? ", 1, (long long)" : ", 0, 0LL");
  if (League)
    emitClauseArg(B, League->Args, "");
  const Clause *Max = D.find(ClauseId::MaxTeams);
  B.text(Max ? ", 1," : ", 0,");
  if (Max)
    emitClauseArg(B, Max->Args, "(long long)");
  else
    B.text(std::to_string(DefaultMaxTeams) + "LL");
  B.text(", __hier_lanes(");
  emitVectorLength(B, D);
  B.text("), ");
  emitTeamSize(B, D);
  // Whether each team combines values into the originals (one atomic per
  // team and variable): the default grid is then bounded.
  B.text(D.find(ClauseId::Reduction) ? ", 1," : ", 0,");
  const Clause *Scratch = D.find(ClauseId::Scratch);
  if (Scratch)
    emitClauseArg(B, Scratch->Args, "(unsigned long long)");
  else
    B.text("0ULL");
  // The team's static shared memory: NestingChecker writes it into this
  // literal once the region is parsed (StaticSharedPlaceholder).
  B.text(", 0ULL))");
  // Team scratch is the block's dynamic shared memory on a GPU.
  if (Scratch) {
    B.text("ompx_dyn_cgroup_mem(");
    emitClauseArg(B, Scratch->Args, "");
    B.text(")");
  }
  B.text(" thread_limit(");
  if (Mode.HostOnly) {
    // Compiled without --offload-arch: the region only ever runs on the host,
    // one host thread per team (a larger limit makes libomp warn).
    B.text("1, 1, 1)");
  } else {
    // The first extent is also the thread limit of a host team when the
    // region falls back to the host, where it must be 1
    // (__hier_thread_limit).
    B.text("__hier_thread_limit(");
    emitVectorLength(B, D);
    B.text("),");
    emitTeamSize(B, D);
    B.text(", 1)");
  }
  emitPassThroughClauses(B, D, ID, Mode);
  B.annotation(tok::annot_pragma_openmp_end);
}

/// On the host a team's scratch is a buffer per host team (one thread each),
/// allocated for the team's whole run; hier_scratch() finds it. The GPU
/// compile emits the same wrapper, as a no-op: host and device versions of a
/// region must capture the same variables, or the launch's arguments would
/// not match the kernel's.
static void emitHostScratch(TokenBuilder &B, const Directive &D, unsigned ID) {
  const Clause *Scratch = D.find(ClauseId::Scratch);
  if (!Scratch)
    return;
  std::string Go = "__hier_scratch_go" + std::to_string(ID);
  B.text("for (int " + Go + " = __hier_host_scratch_enter(");
  emitClauseArg(B, Scratch->Args, "(unsigned long long)");
  B.text("); " + Go + "; " + Go + " = __hier_host_scratch_exit())");
}

/// What the device passes need to know of a team is said once at the start
/// of its region, inside it (so that the marker calls are in the kernel), in
/// a one-shot loop around the team loop: its block shape (placeholders that
/// NestingChecker fills in) and its readonly variables (on the parameters
/// they become):
///
///   for (int go = (__hier_team_shape(0, 0, HOW), __hier_readonly("x", x),
///                  ..., 1); go; go = 0)
///
/// Both compiles emit it, so that they capture the same variables; on the
/// host the markers are inline no-ops.
static void emitTeamPrologue(TokenBuilder &B, const Directive &D, unsigned ID) {
  std::string Go = "__hier_team_go" + std::to_string(ID);
  unsigned How = (D.find(ClauseId::VectorLength) ? 0 : HIER_SHAPE_AUTO_LANES) |
                 (D.find(ClauseId::TeamSize) ? 0 : HIER_SHAPE_AUTO_THREADS) |
                 (D.find(ClauseId::MaxTeams) || D.find(ClauseId::LeagueSize) ||
                          D.find(ClauseId::Reduction)
                      ? 0
                      : HIER_SHAPE_TEAM_PER_ITERATION);
  B.text("for (int " + Go + " = (" HIER_MARKER_TEAM_SHAPE "(0, 0, " +
         std::to_string(How) + "), ");
  for (const Token &Var : D.ReadOnly) {
    std::string Name = Var.getIdentifierInfo()->getName().str();
    B.text(HIER_MARKER_READONLY "(\"" + Name + "\", ").tokens(Var);
    B.text("), ");
  }
  B.text("1); " + Go + "; " + Go + " = 0)");
}

void emitLoop(TokenBuilder &B, const Directive &D, ArrayRef<LoopHeader> Nest,
              ArrayRef<bool> BraceAfter, ArrayRef<Token> Hints, unsigned ID,
              CompileMode Mode) {
  CPlusPlus = D.CPlusPlus;
  if (D.Kind == DirectiveKind::Team) {
    emitTeamResultWrappers(B, D, ID, Mode);
    emitTeamRegion(B, D, Nest, ID, Mode);
    emitHostScratch(B, D, ID);
    emitTeamPrologue(B, D, ID);
  }
  emitReductionWrappers(B, D, ID, Mode);
  Names N(ID);
  unsigned Depth = Nest.size();
  std::string Marker =
      "(" + std::to_string(levelOf(D.Kind)) + ", " + std::to_string(ID) + ")";
  // One counter over the whole (collapsed) iteration space; each level's trip
  // count, first value, step and one-shot flag, declared in order so that
  // later initialisers can use earlier ones. The user's loop hints go on
  // this loop: its iterations are the ones a thread (or lane) runs.
  B.tokens(Hints);
  B.text(Twine("for (") + U + " " + N.K + " = " HIER_MARKER_BEGIN + Marker);
  for (unsigned J = 0; J != Depth; ++J) {
    B.text(", " + N.trips(J) + " = ");
    emitTripCount(B, Nest[J]);
  }
  B.text(", " + N.N + " = 1ULL");
  for (unsigned J = 0; J != Depth; ++J)
    B.text(" * " + N.trips(J));
  for (unsigned J = 0; J != Depth; ++J) {
    B.text(", " + N.lower(J) + " = ");
    emitAsU(B, Nest[J], Nest[J].Lower);
    B.text(", " + N.step(J) + " = ");
    emitStep(B, Nest[J]);
    B.text(", " + N.once(J) + " = 1");
  }
  // inner(J) = trips(J+1) * ... * trips(Depth-1), innermost first.
  for (unsigned J = Depth; J-- > 1;) {
    B.text(", " + N.inner(J - 1) + " = " + N.trips(J));
    if (J + 1 < Depth)
      B.text(" * " + N.inner(J));
  }
  B.text("; " + N.K + " < " + N.N + "; " + N.K + " += " HIER_MARKER_STRIDE +
         Marker);
  for (unsigned J = 0; J != Depth; ++J)
    B.text(", " + N.once(J) + " = 1");
  B.text(")");
  // Level J's index: (K / inner(J)) % trips(J), without the division and
  // remainder a level does not need.
  for (unsigned J = 0; J != Depth; ++J) {
    const LoopHeader &H = Nest[J];
    std::string Index = N.K;
    if (J + 1 < Depth)
      Index = "(" + Index + " / " + N.inner(J) + ")";
    if (J > 0)
      Index = "(" + Index + " % " + N.trips(J) + ")";
    B.text("for (");
    if (!H.Type.empty())
      B.tokens(H.Type);
    B.tokens(H.Var);
    // A body that does not use the variable is fine, as in the user's loop,
    // whose test and increment used it.
    if (!H.Type.empty())
      B.text("__attribute__((__unused__))");
    B.text("=");
    // A variable whose type is not an integer gets its initial value, so that
    // the body parses as written (NestingChecker reports the type).
    if (!plainInteger(H)) {
      B.text("__builtin_choose_expr(");
      emitIsInteger(B, H);
      B.text(",");
    }
    // An 'auto' variable takes the type of '1 ? value : lb', the user's
    // type as written, not the __typeof__ the value is cast to (which a
    // message about the variable would show).
    bool Auto = containsAuto(H.Type);
    B.text(Auto ? "(1 ? (" : "(");
    emitVarType(B, H);
    B.text(Twine(")(") + N.lower(J) + (H.Increasing ? " + " : " - ") + Index +
           " * " + N.step(J) + ")");
    if (Auto) {
      B.text(": __builtin_choose_expr(");
      emitIsInteger(B, H);
      B.text(",").parenthesized(H.Lower).text(", 0LL))");
    }
    if (!plainInteger(H))
      B.text(",").parenthesized(H.Lower).text(")");
    // The header as the user wrote it, checked but never run: its errors
    // (a bound of the wrong type, say) are a plain loop's, at the user's
    // tokens, where the rewritten code has none of its own.
    B.text("; " + N.once(J) + "; (void)(0 && ((void)(");
    B.tokens(H.Var).tokens(H.Assign).tokens(H.Lower).text("), (void)");
    B.parenthesized(H.Test).text(", (void)").parenthesized(H.Incr);
    B.text(", 1)), " + N.once(J) + " = 0)");
    if (BraceAfter[J])
      B.text("{");
  }
}

void emitSingle(TokenBuilder &B, const Directive &D, unsigned ID) {
  bool Team = D.Kind == DirectiveKind::SingleTeam;
  std::string Go = "__hier_single_go" + std::to_string(ID);
  std::string Lead = "__hier_single_lead" + std::to_string(ID);
  B.text("for (int " + Go + " = 1, " + Lead + " = " +
         (Team ? HIER_MARKER_SINGLE_TEAM : HIER_MARKER_SINGLE_THREAD) + "(); " +
         Go + "; " + Go + " = 0, " +
         (Team ? HIER_MARKER_TEAM_SYNC : HIER_MARKER_THREAD_SYNC) + "()) if (" +
         Lead + ")");
}

void emitSharedAllocation(TokenBuilder &B, ArrayRef<Token> Names) {
  B.annotation(tok::annot_pragma_openmp);
  B.text("allocate(");
  for (const Token &Name : Names) {
    if (&Name != Names.begin())
      B.text(",");
    B.tokens(Name);
  }
  B.text(") allocator(omp_pteam_mem_alloc)");
  B.annotation(tok::annot_pragma_openmp_end);
}

} // namespace hier
