//===- UserReductionRewriter.cpp - a declare reduction's generated code ---===//
//
// A typed reduction calls a runtime function per type that combines with a
// switch over hier's operators; a declare reduction's combiner is the
// user's code, so the tree that combines the loop's members is written here,
// around it, and only its exchanges are runtime calls
// (include/hier/__hier_user_reductions.h, devicertl/UserReductions.c). The
// value moves between members as 32-bit words of a union: no address is
// taken (Clang would move an address-taken local of a kernel into memory the
// OpenMP device runtime manages).
//
//===----------------------------------------------------------------------===//

#include "GeneratedNames.h"
#include "TokenBuilder.h"
#include "UserReduction.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

class Writer {
public:
  Writer(TokenBuilder &B, const ReductionVar &R, unsigned ID, unsigned N,
         bool CPlusPlus)
      : B(B), R(R), U(*R.User), CPlusPlus(CPlusPlus),
        Prefix(names::make(names::UserReduction, ID, N)) {}

  /// __typeof__(v)
  TokenBuilder &type() { return B.text("__typeof__(").tokens(R.Var).text(")"); }
  std::string name(StringRef What) const { return Prefix + "_" + What.str(); }
  /// The declarator of name(What), marked as generated.
  std::string decl(StringRef What) const {
    return names::declare(name(What), names::UserReduction);
  }

  /// A value-initialised declaration of omp_priv.
  void zeroPriv() {
    type();
    B.text(CPlusPlus ? " omp_priv{};" : " omp_priv = {0};");
  }

  /// The declaration of omp_priv, from \p F's initializer.
  void privDecl(const UserReductionForm &F) {
    switch (F.Kind) {
    case UserReduction::Init::None:
      zeroPriv();
      break;
    case UserReduction::Init::Copy:
      type().text(" omp_priv = ").tokens(F.Initializer).text(";");
      break;
    case UserReduction::Init::Direct:
      type().text(" omp_priv").tokens(F.Initializer).text(";");
      break;
    case UserReduction::Init::Call:
      zeroPriv();
      B.text("(void)(").tokens(F.Initializer).text(");");
      break;
    }
  }

  /// `if constexpr (v's type is F's) { Body(F) } else ...` over the forms
  /// of a dispatched reduction (only the one of the instantiated type is
  /// instantiated); else Body of the one form.
  /// With Builtin, the last else is \p Builtin: the operator itself.
  template <typename Fn, typename BuiltinFn>
  void eachForm(Fn Body, BuiltinFn Builtin) {
    if (!U.Dispatch) {
      Body(U.Forms.front());
      return;
    }
    for (const UserReductionForm &F : U.Forms) {
      B.text("if constexpr (__is_same(__remove_cv(");
      type().text("), " + F.Type + ")) {");
      Body(F);
      B.text("} else ");
    }
    if (U.Builtin) {
      // Only where the static_assert holds: no cascade of errors after it.
      B.text("if constexpr (__is_arithmetic(");
      type().text(")) {");
      Builtin();
      B.text("}");
    } else {
      B.text("{}");
    }
  }

  /// The operator's identity, for a type none of the forms is for.
  StringRef builtinIdentity() const {
    switch (R.OpTok.getKind()) {
    case tok::star:
    case tok::ampamp:
      return "1";
    case tok::amp:
      return "~0ull";
    default:
      return "0";
    }
  }

  /// A dispatched reduction's checks, where the code is instantiated: the
  /// variable's type has a form (or an arithmetic one the operator), and
  /// moves between members as words. NestingChecker reports the code the
  /// marker gets (checkUserReductionMarker), at the variable.
  void dispatchChecks() {
    B.text("::__hier_udr_verify(!(");
    ListSeparator Or(" || ");
    for (const UserReductionForm &F : U.Forms) {
      B.text(StringRef(Or)).text("__is_same(__remove_cv(");
      type().text("), " + F.Type + ")");
    }
    if (U.Builtin) {
      B.text(" || __is_arithmetic(");
      type().text(")");
    }
    B.text(") ? 1 : !__is_trivially_copyable(");
    type().text(") ? 2 : 0, sizeof(");
    B.tokens(R.Var).text("), \"" + U.Id + "\", " + Twine(U.Builtin ? 1 : 0) +
                         ");");
  }

  /// The initial value of a member's part, a statement expression in terms
  /// of omp_orig, the variable's value before the loop (\p Orig).
  void init(StringRef Orig) {
    B.text("__extension__ ({");
    type().text(" omp_orig = " + Orig + "; (void)omp_orig;");
    if (!U.Dispatch) {
      privDecl(U.Forms.front());
      B.text("omp_priv; })");
      return;
    }
    dispatchChecks();
    type().text(" " + decl("init") + " = omp_orig;");
    eachForm(
        [&](const UserReductionForm &F) {
          privDecl(F);
          B.text(name("init") + " = omp_priv;");
        },
        [&] {
          B.text(name("init") + " = (");
          type().text(")(" + builtinIdentity() + ");");
        });
    B.text(name("init") + "; })");
  }

  /// combine(A, B): the combiner on omp_out = A, omp_in = B.
  void combine(StringRef A, StringRef Bv) {
    B.text("__extension__ ({");
    type().text(" omp_out = " + A.str() + ";");
    type().text(" omp_in = " + Bv.str() + ";");
    eachForm(
        [&](const UserReductionForm &F) {
          B.text("(void)(").tokens(F.Combiner).text(");");
        },
        [&] { B.text("omp_out = omp_out " + U.Id + " omp_in;"); });
    B.text("omp_out; })");
  }

  /// A union of the value and its words.
  void words(StringRef Names) {
    if (CPlusPlus) {
      B.text("::__hier_udr_words<");
      type().text(" > " + Names + ";");
      return;
    }
    B.text("union {");
    type().text(" __v; unsigned __w[" + Twine(U.Words) +
                "]; unsigned char __b[sizeof(");
    type().text(")]; } " + Names + ";");
  }

  /// WORDS, the value's 32-bit words.
  void wordCount() {
    if (U.Dispatch)
      B.text("((sizeof(").tokens(R.Var).text(") + 3u) / 4u)");
    else
      B.text(Twine(U.Words) + "u");
  }

  /// for (unsigned k = 0; k < WORDS; ++k)
  void eachWord() {
    std::string K = name("k");
    B.text("for (unsigned " + decl("k") + " = 0; " + K + " < ");
    wordCount();
    B.text("; ++" + K + ")");
  }

  /// The warps' parts through the shared slots, a value of at most
  /// HIER_LIMIT_USER_REDUCTION_WORDS words: the leaders put theirs, and
  /// every member folds them in warp order (two barriers in all).
  void warpsAtOnce() {
    std::string Acc = name("acc"), Dim = name("dim"), A = name("a"),
                O = name("o"), K = name("k"), W = name("w"),
                Warps = name("warps");
    B.text("if (__hier_udr_leader(" + Dim + "))");
    eachWord();
    B.text("__hier_udr_put(" + K + ", " + A + ".__w[" + K + "]);");
    B.text("__hier_udr_sync(" + Dim + ");");
    eachWord();
    B.text(A + ".__w[" + K + "] = __hier_udr_get(0, " + K + ");");
    B.text(Acc + " = " + A + ".__v;");
    B.text("for (unsigned " + decl("w") + " = 1; " + W + " < " + Warps +
           "; ++" + W + ") {");
    eachWord();
    B.text(O + ".__w[" + K + "] = __hier_udr_get(" + W + ", " + K + ");");
    B.text(Acc + " = ");
    combine(Acc, O + ".__v");
    B.text("; } __hier_udr_sync(" + Dim + ");");
  }

  /// The same for a larger value, which the slots hold a part of at a time:
  /// warp by warp, part by part, the leaders put the part (each in its
  /// warp's slots), every member reads the warp's, and a barrier later the
  /// slots are free again; every member folds each warp's value in warp
  /// order once it has all of it.
  void warpsByParts() {
    std::string Acc = name("acc"), Dim = name("dim"), A = name("a"),
                O = name("o"), K = name("k"), W = name("w"), C = name("c"),
                Warps = name("warps");
    std::string Slot = Twine(HIER_LIMIT_USER_REDUCTION_WORDS).str() + "u";
    auto EachWordOfPart = [&] {
      B.text("for (unsigned " + decl("k") + " = " + C + "; " + K + " < ");
      wordCount();
      B.text(" && " + K + " < " + C + " + " + Slot + "; ++" + K + ")");
    };
    B.text("for (unsigned " + decl("w") + " = 0; " + W + " < " + Warps +
           "; ++" + W + ") {");
    B.text("for (unsigned " + decl("c") + " = 0; " + C + " < ");
    wordCount();
    B.text("; " + C + " += " + Slot + ") {");
    B.text("if (__hier_udr_leader(" + Dim + "))");
    EachWordOfPart();
    B.text("__hier_udr_put(" + K + " - " + C + ", " + A + ".__w[" + K + "]);");
    B.text("__hier_udr_sync(" + Dim + ");");
    EachWordOfPart();
    B.text(O + ".__w[" + K + "] = __hier_udr_get(" + W + ", " + K + " - " + C +
           ");");
    B.text("__hier_udr_sync(" + Dim + "); }");
    B.text("if (" + W + ") " + Acc + " = ");
    combine(Acc, O + ".__v");
    B.text("; else " + Acc + " = " + O + ".__v; }");
  }

  /// The members' parts combined over the loop's members: the tree of
  /// __hier_user_reductions.h, as a statement expression. Every member gets
  /// the result.
  void reduce(unsigned Level, unsigned ID, unsigned TeamLanes) {
    std::string Acc = name("acc"), Dim = name("dim"), A = name("a"),
                O = name("o"), D = name("d"), K = name("k"), W = name("w"),
                Warps = name("warps");
    B.text("__extension__ ({");
    type().text(" " + decl("acc") + " = ").tokens(R.Var).text(";");
    B.text("int " + decl("dim") + " = __hier_reduce_udr(" + Twine(Level) +
           ", " + Twine(ID) + ", 0, " + Twine(TeamLanes) + ", 0);");
    words(decl("a") + ", " + decl("o"));
    // The tree to the first member of each warp (or group).
    B.text("for (unsigned " + decl("d") + " = __hier_udr_first(" + Dim + "); " +
           D + "; " + D + " = __hier_udr_next(" + Dim + ", " + D + ")) {");
    B.text(A + ".__v = " + Acc + ";");
    eachWord();
    B.text(O + ".__w[" + K + "] = __hier_udr_shuffle(" + Dim + ", " + D + ", " +
           A + ".__w[" + K + "]);");
    B.text("if (__hier_udr_takes(" + Dim + ", " + D + ")) " + Acc + " = ");
    combine(Acc, O + ".__v");
    B.text("; }");
    // The warps' parts through shared memory, folded in warp order by all.
    B.text("unsigned " + decl("warps") + " = __hier_udr_warps(" + Dim + ");");
    B.text(A + ".__v = " + Acc + "; if (" + Warps + ") {");
    if (U.Dispatch) {
      // The type is known at instantiation: a constant test.
      B.text("if (");
      wordCount();
      B.text(" <= " + Twine(HIER_LIMIT_USER_REDUCTION_WORDS) + "u) {");
      warpsAtOnce();
      B.text("} else {");
      warpsByParts();
      B.text("}");
    } else if (U.Words <= HIER_LIMIT_USER_REDUCTION_WORDS) {
      warpsAtOnce();
    } else {
      warpsByParts();
    }
    B.text("} else {");
    // A vector group's, or SPMD host mode's: the first member's, to all.
    eachWord();
    B.text(A + ".__w[" + K + "] = __hier_udr_bcast(" + Dim + ", " + A +
           ".__w[" + K + "]);");
    B.text(Acc + " = " + A + ".__v; }");
    B.text(Acc + "; })");
  }

  /// A team's fold of its part (the team's copy of v) into the variable
  /// that \p Orig points to: one thread of the team, under a lock, reading
  /// and writing the variable's bytes through a volatile pointer (other
  /// teams' folds are in other caches of a GPU).
  void teamFold(StringRef Orig) {
    std::string A = name("a"), P = name("p"), K = name("k"),
                Part = name("part");
    B.text("__extension__ ({ if (__hier_udr_team_leader()) {");
    type().text(" " + decl("part") + " = ").tokens(R.Var).text(";");
    words(decl("a"));
    B.text("volatile unsigned char *" + decl("p") +
           " = (volatile unsigned char *)" + Orig + "; __hier_udr_lock();");
    B.text("for (unsigned long " + decl("k") + " = 0; " + K + " < sizeof(");
    type().text("); ++" + K + ") " + A + ".__b[" + K + "] = " + P + "[" + K +
                "];");
    B.text(A + ".__v = ");
    combine(A + ".__v", Part);
    B.text("; for (unsigned long " + decl("k") + " = 0; " + K + " < sizeof(");
    type().text("); ++" + K + ") " + P + "[" + K + "] = " + A + ".__b[" + K +
                "]; __hier_udr_unlock(); } })");
  }

private:
  TokenBuilder &B;
  const ReductionVar &R;
  const UserReduction &U;
  bool CPlusPlus;
  std::string Prefix;
};

} // namespace

/// The wrapper of a declare reduction's variable v in a thread, vector or
/// thread vector loop: two one-shot loops, the
/// outer one for the flag (the inner one's variables have v's type, which
/// may be a struct), the inner one saving v and starting each member's part
/// from the initializer; after the loop the parts are combined over the
/// members and then with the saved value:
///
///   for (int go = 1; go;)
///     for (T orig = v; go && (v = init(orig), 1);
///          go = 0, v = combine(orig, reduce(v)))
///       <the hier loop>
void emitUserReductionWrapper(TokenBuilder &B, const ReductionVar &R,
                              const Directive &D, unsigned ID, unsigned N,
                              unsigned TeamLanes, bool CPlusPlus) {
  Writer W(B, R, ID, N, CPlusPlus);
  std::string Orig = names::make(names::ReductionOrig, ID, N),
              Go = names::make(names::ReductionGo, ID, N);
  if (D.Kind == DirectiveKind::Team) {
    // The variable is shared by the teams (mapped tofrom: such a team does
    // not publish its results through a slot, ReductionRewriter.cpp): each
    // team's copy shadows it, on purpose (-Wshadow must not say so), and
    // its part is folded in once the team is done.
    //
    //   for (int go = 1; go;)
    //     for (T *orig = &v, v = init(*orig); go; go = 0, fold(orig, v))
    B.text("for (int " + names::declare(Go, names::ReductionGo) + " = 1; " +
           Go + ";) for (");
    W.type()
        .text(" *" + names::declare(Orig, names::ReductionOrig) + " = &")
        .tokens(R.Var)
        .text(",");
    B.systemSpelled(R.Var).text(" = ");
    W.init("*" + Orig);
    B.text("; " + Go + "; " + Go + " = 0, ");
    W.teamFold(Orig);
    B.text(")");
    return;
  }
  B.text("for (int " + names::declare(Go, names::ReductionGo) + " = 1; " + Go +
         ";) for (");
  W.type()
      .text(" " + names::declare(Orig, names::ReductionOrig) + " = ")
      .tokens(R.Var)
      .text("; " + Go + " && ((");
  B.tokens(R.Var).text(" = ");
  W.init(Orig);
  B.text("), 1); " + Go + " = 0, (");
  B.tokens(R.Var).text(" = ");
  // combine(orig, reduce(v)): the reduced value through a local of the
  // statement expression, as combine() takes names.
  std::string Reduced = W.name("r");
  B.text("__extension__ ({");
  W.type().text(" " + W.decl("r") + " = ");
  W.reduce(levelOf(D.Kind), ID, TeamLanes);
  B.text("; ");
  W.combine(Orig, Reduced);
  B.text("; })))");
}

} // namespace hier
