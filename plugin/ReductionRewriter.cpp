//===- ReductionRewriter.cpp - the code of a directive's reductions -------===//

#include "GeneratedNames.h"
#include "RewriterParts.h"
#include "Scan.h"
#include "TokenBuilder.h"
#include "UserReduction.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// Whether the team reductions of \p D leave their results in a slot
/// (__hier_team_slot, include/hier/__hier_reductions.h) instead of in the
/// mapped variables: a region that is over when the host goes on (no
/// nowait), on the default device (no device clause, which the slot would
/// evaluate a second time), in a compile with an offload target, without a
/// declare reduction (UserReductionRewriter.cpp).
bool publishesTeamResults(const Directive &D, CompileMode Mode) {
  return D.Kind == DirectiveKind::Team && !D.Reductions.empty() &&
         !Mode.HostOnly && !D.find(ClauseId::Nowait) &&
         !D.find(ClauseId::Device) &&
         // A declare reduction's teams fold into the mapped variable.
         llvm::none_of(D.Reductions,
                       [](const ReductionVar &R) { return bool(R.User); });
}

/// Whether team reduction \p R of \p D leaves its result in a slot: where
/// the directive's do (publishesTeamResults), except a section the team
/// sees through a pointer (not WholeArrayCopy): its elements may be
/// present on the device (an enclosing target data) or be device memory,
/// and are mapped, as OpenMP maps a reduction's, for the teams to fold
/// into.
bool publishesTeamResult(const Directive &D, const ReductionVar &R,
                         CompileMode Mode) {
  return publishesTeamResults(D, Mode) && (!R.Section || R.WholeArrayCopy);
}

/// The names of the slot pointers of reduction variable \p N of team \p ID.
std::string slotAccumulator(unsigned ID, unsigned N) {
  return names::make(names::SlotAccumulator, ID, N);
}
std::string slotResult(unsigned ID, unsigned N) {
  return names::make(names::SlotResult, ID, N);
}

/// The variable of \p R, or element \p Index of its section:
/// `var[(lower) + Index]`.
static void emitElement(TokenBuilder &B, const ReductionVar &R,
                        StringRef Index) {
  B.tokens(R.Var);
  if (!R.Section)
    return;
  B.text("[(").tokens(R.Lower).text(") + " + Index + "]");
}

/// Emits `Name_<T>`, the reduction helper for the type of \p Var (see
/// include/hier/__hier_reductions.h), picked with _Generic (Clang accepts it
/// in C++ too; __extension__ keeps -pedantic quiet about it). A
/// direct call: the pass reads the constant arguments of __hier_reduce_<T>.
///
/// A variable that may be a std::complex<E> (R.ClassComplex) gets
/// associations for std::complex<float> and <double> too: the C++ helper
/// templates Name_scx<std::complex<E> > (__hier_reductions.h), except the
/// marker, which stays the _Complex E one (the pass reads its arguments);
/// its value is then emitValue's __hier_rep(v).
///
/// A type without a helper selects `Name_unsupported`, after the error at
/// the variable (where the directive is read, or NestingChecker's). In C++,
/// where the type may be known only at a template's instantiation, it
/// selects `__hier_unsupported<T>` (a slot's `<void *>`), which returns the
/// type the code needs: the instantiation has no error of its own.
void emitTypedHelper(TokenBuilder &B, const ReductionVar &R, StringRef Name) {
  B.text("__extension__ _Generic((");
  emitElement(B, R, "0");
  B.text(")");
#define HIER_REDUCTION_TYPE(T, SFX, BITS, BITWISE, CLANG_KIND)                 \
  B.text(Twine(", ") + #T + ": " + Name + "_" + #SFX);
#define HIER_REDUCTION_COMPLEX(T, SFX, BITS, ELEMENT, ELEMENT_KIND)            \
  B.text(Twine(", ") + #T + ": " + Name + "_" + #SFX);
#include "hier/HierABI.def"
  if (R.ClassComplex) {
    // The markers (reductions', scans') stay the _Complex ones.
    bool Marker = Name == "__hier_reduce" || Name == "__hier_scan";
#define HIER_REDUCTION_COMPLEX(T, SFX, BITS, ELEMENT, ELEMENT_KIND)            \
  B.text(Twine(", ::std::complex<") + #ELEMENT + ">: " + Name +                \
         (Marker ? "_" #SFX : "_scx< ::std::complex<" #ELEMENT "> >"));
#include "hier/HierABI.def"
  }
  if (!RewritingCPlusPlus) {
    B.text(Twine(", default: ") + Name + "_unsupported)");
    return;
  }
  B.text(", default: ::__hier_unsupported<");
  if (Name.ends_with("_slot") || Name.ends_with("_slot_n")) {
    B.text("void *");
  } else {
    B.text("__typeof__(");
    emitElement(B, R, "0");
    B.text(")");
  }
  B.text(" >)");
}

/// The value of \p R's variable (element \p Index of a section) as a
/// marker's argument: a std::complex's as C's _Complex.
void emitValue(TokenBuilder &B, const ReductionVar &R, StringRef Index) {
  if (!R.ClassComplex) {
    emitElement(B, R, Index);
    return;
  }
  B.text("__hier_rep(");
  emitElement(B, R, Index);
  B.text(")");
}

void emitFlagLoop(TokenBuilder &B, StringRef Go) {
  B.text("for (int " + names::declare(Go, names::ReductionGo) + " = 1; " + Go +
         ";) ");
}

/// The wrapper of an array section's reduction (a thread, vector or thread
/// vector loop's; ReductionClause.cpp rejects a team's): the scalar one
/// with a loop over the elements in its init and in its increment, in
/// statement expressions. The array is a local of the team body, one per
/// member, indexed only: no address is taken.
///
///   for (int go = 1; go;)
///     for (E orig[LEN];
///          go && ({ for (int e = 0; e < LEN; ++e)
///                     orig[e] = v[LO + e], v[LO + e] = identity;
///                   1; });
///          go = 0, ({ for (int e = 0; e < LEN; ++e)
///                       v[LO + e] = combine(orig[e], __hier_reduce(...));
///                       }))
static void emitSectionWrapper(TokenBuilder &B, const ReductionVar &R,
                               const Directive &D, unsigned ID, unsigned N,
                               CompileMode Mode) {
  std::string Orig = names::make(names::ReductionOrig, ID, N),
              Go = names::make(names::ReductionGo, ID, N), E = Orig + "_e";
  std::string Op = std::to_string(R.Op);
  auto ForEach = [&] {
    B.text("for (int " + names::declare(E, names::ReductionOrig) + " = 0; " +
           E + " < (")
        .tokens(R.Length);
    B.text("); ++" + E + ")");
  };
  emitFlagLoop(B, Go);
  B.text("for (__typeof__(");
  emitElement(B, R, "0");
  B.text(") " + Orig + "[(").tokens(R.Length).text(")]");
  B.text(names::declare("", names::ReductionOrig) + "; " + Go +
         " && __extension__ ({");
  ForEach();
  B.text("{" + Orig + "[" + E + "] = ");
  emitElement(B, R, E);
  B.text(";");
  emitElement(B, R, E);
  B.text(" = ");
  emitTypedHelper(B, R, "__hier_identity");
  B.text("(" + Op + "); } 1; }); " + Go + " = 0, __extension__ ({");
  ForEach();
  emitElement(B, R, E);
  B.text(" = ");
  emitTypedHelper(B, R, "__hier_combine");
  B.text("(" + Op + ", " + Orig + "[" + E + "], ");
  emitTypedHelper(B, R, "__hier_reduce");
  B.text("(" + std::to_string(levelOf(D.Kind)) + ", " + std::to_string(ID) +
         ", " + Op + ", " + std::to_string(Mode.TeamLanes) + ",");
  emitValue(B, R, E);
  B.text(")); }))");
}

/// `for (int e = 0; e < COUNT; ++e)`, the loop over a section's elements.
static void emitForEachElement(TokenBuilder &B, StringRef E,
                               ArrayRef<Token> Count) {
  B.text("for (int " + E + " = 0; " + E + " < (").tokens(Count);
  B.text("); ++" + E + ")");
}

/// A team's section reduction (a synchronous region's in a slot, or into
/// the mapped section): each thread of each team has a private copy whose
/// section starts at the identities, thread 0's copy is the team's part,
/// and its elements fold one by one (__hier_team_publish_n or
/// __hier_team_combine_n, one atomic each on a GPU). The copy shadows the
/// variable, so that the body indexes it as written. For an array, the copy
/// is the whole array, of the array's type (sizeof and decay as written):
///
///   for (int go = 1; go;)
///     for (E [*orig = &v[LO],] v[sizeof v / sizeof v[0]];
///          go && ({ for (int e = 0; e < sizeof v / sizeof v[0]; ++e)
///                     v[e] = identity;
///                   1; });
///          go = 0, FOLD(&v[LO], LEN))
///
/// For a pointer (or a type a template parameter decides), it is the
/// section's LEN elements, seen through a pointer that the body indexes as
/// it would the original, `v[LO]` being the copy's first element (integer
/// arithmetic: a pointer before the copy would be out of its bounds):
///
///   for (int go = 1; go;)
///     for (E [*orig = &v[LO],] copy[LEN], *v = copy - LO;
///          go && ({ for (int e = 0; e < LEN; ++e) copy[e] = identity; 1; });
///          go = 0, FOLD(copy, LEN))
static void emitTeamSectionWrapper(TokenBuilder &B, const ReductionVar &R,
                                   const Directive &D, unsigned ID, unsigned N,
                                   CompileMode Mode) {
  std::string Orig = names::make(names::ReductionOrig, ID, N),
              Go = names::make(names::ReductionGo, ID, N), E = Orig + "_e",
              Copy = Orig + "_s";
  std::string Op = std::to_string(R.Op);
  bool Publish = publishesTeamResult(D, R, Mode);
  auto Identity = [&] {
    emitTypedHelper(B, R, "__hier_identity");
    B.text("(" + Op + ")");
  };
  emitFlagLoop(B, Go);
  B.text("for (__typeof__((").tokens(R.Var).text(")[0])");
  std::string CopyMark = names::mark(names::TeamSectionCopy);
  if (!Publish) {
    B.text("*" + names::declare(Orig, names::ReductionOrig) + " = &(")
        .tokens(R.Var)
        .text(")[(");
    B.tokens(R.Lower).text(")],");
  }
  if (R.WholeArrayCopy) {
    // The copy's bound, sizeof v / sizeof v[0], names the original (the
    // copy is declared after its declarator); its loops the copy.
    B.systemSpelled(R.Var).text("[sizeof(").tokens(R.Var);
    B.text(") / sizeof((").tokens(R.Var).text(")[0])]" + CopyMark + "; ");
    B.text(Go + " && __extension__ ({ for (int " + E + " = 0; " + E +
           " < (int)(sizeof(");
    B.tokens(R.Var)
        .text(") / sizeof((")
        .tokens(R.Var)
        .text(")[0])); ++" + E + ") (");
    B.tokens(R.Var).text(")[" + E + "] = ");
  } else {
    B.text(Copy + "[(").tokens(R.Length).text(")]" + CopyMark + ", *");
    B.systemSpelled(R.Var).text(CopyMark + " = ");
    if (R.Lower.size() == 1 && R.Lower[0].is(tok::numeric_constant) &&
        B.preprocessor().getSpelling(R.Lower[0]) == "0") {
      B.text(Copy);
    } else {
      B.text("(__typeof__(" + Copy + "[0]) *)((unsigned long long)" + Copy +
             " - (unsigned long long)(");
      B.tokens(R.Lower).text(") * sizeof(" + Copy + "[0]))");
    }
    B.text("; " + Go + " && __extension__ ({");
    emitForEachElement(B, E, R.Length);
    B.text(Copy + "[" + E + "] = ");
  }
  Identity();
  B.text("; 1; }); " + Go + " = 0,");
  emitTypedHelper(B, R,
                  Publish ? "__hier_team_publish_n" : "__hier_team_combine_n");
  B.text("(" + Op + ", ");
  if (Publish)
    B.text(slotAccumulator(ID, N) + ", " + slotResult(ID, N) + ", ");
  else
    B.text(Orig + ", ");
  if (R.WholeArrayCopy)
    B.text("&(").tokens(R.Var).text(")[(").tokens(R.Lower).text(")]");
  else
    B.text(Copy);
  B.text(", (unsigned)(").tokens(R.Length).text(")");
  if (Publish) {
    B.text(", ");
    Identity();
  }
  B.text("))");
}

/// Wraps the loop that follows in one one-shot loop per reduction variable.
/// Its init saves the variable's value and resets the variable to the
/// operator's identity, so that the body, left untouched, accumulates each
/// member's part in its own copy; its increment runs once, after the loop,
/// and folds the parts into the saved value:
///
///   for (int go = 1; go;)
///     for (T orig = v; go && ((void)(v = identity), 1);
///          go = 0, v = combine(orig, __hier_reduce(LEVEL, ID, OP, v)))
///
/// (The flag is an int of its own: the variable's type, in a template, may
/// be one that hier does not reduce, which NestingChecker reports once at
/// the variable, and which no int converts to.)
/// No address is taken: Clang would move an address-taken local of a kernel
/// to memory managed by the OpenMP device runtime, which hier avoids.
/// A team's variable is shared by all teams: there the wrapper shadows it
/// with a private copy, and one thread of each team folds its copy, either
/// into the slot that the host reads after the launch (see
/// emitTeamResultWrappers):
///
///   for (int go = 1; go;)
///     for (T v = identity; go;
///          go = 0, __hier_team_publish(OP, acc, res, v, identity))
///
/// or, atomically, into the mapped original:
///
///   for (int go = 1; go;)
///     for (T *orig = &v, v = identity; go;
///          go = 0, __hier_team_combine(OP, orig, v))
void emitReductionWrappers(TokenBuilder &B, const Directive &D, unsigned ID,
                           CompileMode Mode) {
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    const ReductionVar &R = D.Reductions[N];
    bool Publish = publishesTeamResult(D, R, Mode);
    if (R.Inscan) {
      emitScanWrapper(B, R, ID, N); // Scan.h
      continue;
    }
    if (R.User) {
      emitUserReductionWrapper(B, R, D, ID, N, Mode.TeamLanes,
                               RewritingCPlusPlus);
      continue;
    }
    if (R.Section && D.Kind == DirectiveKind::Team) {
      emitTeamSectionWrapper(B, R, D, ID, N, Mode);
      continue;
    }
    if (R.Section) {
      emitSectionWrapper(B, R, D, ID, N, Mode);
      continue;
    }
    std::string Orig = names::make(names::ReductionOrig, ID, N),
                Go = names::make(names::ReductionGo, ID, N);
    std::string Op = std::to_string(R.Op);
    emitFlagLoop(B, Go);
    B.text("for (__typeof__(").tokens(R.Var).text(")");
    if (D.Kind == DirectiveKind::Team) {
      // The team's private copy, then what folds it once the team is done.
      // The copy shadows the variable on purpose: -Wshadow must not say so.
      if (!Publish)
        B.text("*" + names::declare(Orig, names::ReductionOrig) + " = &")
            .tokens(R.Var)
            .text(",");
      B.systemSpelled(R.Var).text("=");
      emitTypedHelper(B, R, "__hier_identity");
      B.text("(" + Op + "); " + Go + "; " + Go + " = 0,");
      if (Publish) {
        emitTypedHelper(B, R, "__hier_team_publish");
        B.text("(" + Op + ", " + slotAccumulator(ID, N) + ", " +
               slotResult(ID, N) + ",");
        B.tokens(R.Var).text(",");
        emitTypedHelper(B, R, "__hier_identity");
        B.text("(" + Op + ")))");
      } else {
        emitTypedHelper(B, R, "__hier_team_combine");
        B.text("(" + Op + ", " + Orig + ",").tokens(R.Var).text("))");
      }
      continue;
    }
    B.text(names::declare(Orig, names::ReductionOrig) + " = ")
        .tokens(R.Var)
        .text("; " + Go + " && ((void)(");
    B.tokens(R.Var).text("=");
    emitTypedHelper(B, R, "__hier_identity");
    B.text("(" + Op + ")), 1); " + Go + " = 0,").tokens(R.Var);
    B.text("=");
    emitTypedHelper(B, R, "__hier_combine");
    B.text("(" + Op + ", " + Orig + ",");
    emitTypedHelper(B, R, "__hier_reduce");
    B.text("(" + std::to_string(levelOf(D.Kind)) + ", " + std::to_string(ID) +
           ", " + Op + ", " + std::to_string(Mode.TeamLanes) + ",");
    emitValue(B, R);
    B.text(")))");
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
/// the offload runtime maps nothing for it. An array section's slot has its
/// LEN elements, folded into the section after the launch:
///
///   for (E *acc = 0, *res = __hier_team_slot_n(ID, N, OP, LEN, &acc); res;
///        ({ for (int e = 0; e < LEN; ++e)
///             v[LO + e] = combine(OP, v[LO + e], res[e]); }), res = 0)
void emitTeamResultWrappers(TokenBuilder &B, const Directive &D, unsigned ID,
                            CompileMode Mode) {
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    const ReductionVar &R = D.Reductions[N];
    if (!publishesTeamResult(D, R, Mode))
      continue;
    std::string Acc = slotAccumulator(ID, N), Res = slotResult(ID, N);
    std::string Op = std::to_string(R.Op);
    if (R.Section) {
      std::string E = names::make(names::ReductionOrig, ID, N) + "_e";
      B.text("for (__typeof__((")
          .tokens(R.Var)
          .text(")[0]) *" + Acc + " = 0, *");
      B.text(Res + " = (__typeof__((").tokens(R.Var).text(")[0]) *)");
      emitTypedHelper(B, R, "__hier_team_slot_n");
      B.text("(" + std::to_string(ID) + ", " + std::to_string(N) + ", " + Op +
             ", (unsigned long)(");
      B.tokens(R.Length).text("), &" + Acc + "); " + Res +
                              "; __extension__ ({");
      emitForEachElement(B, E, R.Length);
      emitElement(B, R, E);
      B.text(" = ");
      emitTypedHelper(B, R, "__hier_combine");
      B.text("(" + Op + ", ");
      emitElement(B, R, E);
      B.text(", " + Res + "[" + E + "]); }), " + Res + " = 0)");
      continue;
    }
    B.text("for (__typeof__(")
        .tokens(R.Var)
        .text(") *" + names::declare(Acc, names::SlotAccumulator) + " = 0, *" +
              names::declare(Res, names::SlotResult) + " = (__typeof__(")
        .tokens(R.Var)
        .text(") *)");
    // (The cast is for a type without a helper, whose slot is a void *: its
    // one error is NestingChecker's.)
    emitTypedHelper(B, R, "__hier_team_slot");
    B.text("(" + std::to_string(ID) + ", " + std::to_string(N) + ", " + Op +
           ", &" + Acc + "); " + Res + "; ");
    B.tokens(R.Var).text("=");
    emitTypedHelper(B, R, "__hier_combine");
    B.text("(" + Op + ",")
        .tokens(R.Var)
        .text(", *" + Res + "), " + Res + " = 0)");
  }
}

} // namespace hier
