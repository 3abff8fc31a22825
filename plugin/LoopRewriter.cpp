//===- LoopRewriter.cpp - the code a hier loop directive becomes ----------===//

#include "LoopRewriter.h"
#include "CopyPrivate.h"
#include "GeneratedNames.h"
#include "HostSpmd.h"
#include "PointerChecks.h"
#include "RewriterParts.h"
#include "Scan.h"
#include "TokenBuilder.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// The generated names of loop ID, and of level J of a collapsed nest.
struct Names {
  std::string K, N;
  explicit Names(unsigned ID)
      : K(names::make(names::Counter, ID)), N(names::make(names::Trips, ID)),
        ID(ID) {}
  std::string trips(unsigned J) const {
    return names::make(names::Trips, ID, J);
  }
  std::string lower(unsigned J) const {
    return names::make(names::Lower, ID, J);
  }
  std::string step(unsigned J) const { return names::make(names::Step, ID, J); }
  std::string once(unsigned J) const {
    return names::make(names::OneShot, ID, J);
  }
  /// The product of the trip counts of the levels after J.
  std::string inner(unsigned J) const {
    return names::make(names::Inner, ID, J);
  }

private:
  unsigned ID;
};

} // namespace

void emitLoop(TokenBuilder &B, const Directive &D, ArrayRef<LoopHeader> Nest,
              ArrayRef<bool> BraceAfter, ArrayRef<Token> Hints, unsigned ID,
              CompileMode Mode) {
  RewritingCPlusPlus = D.CPlusPlus;
  if (D.Kind == DirectiveKind::Team) {
    emitTeamResultWrappers(B, D, ID, Mode);
    emitPointerCheck(B, D, ID, Mode);   // PointerChecks.h
    emitHostSpmdLaunch(B, D, ID, Mode); // SPMD host mode (HostSpmd.h)
    emitScratch1Launch(B, D, ID, Mode);
    emitTeamRegion(B, D, Nest, ID, Mode);
    emitHostSpmdRegionEnd(B, D, ID, Mode);
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
  B.text(Twine("for (") + U + " " + names::declare(N.K, names::Counter) +
         " = " HIER_MARKER_BEGIN + Marker);
  // A scan loop's members run the same rounds (ScanRewriter.cpp): they
  // stop once the round's first iteration, k - first, is past the end.
  bool Scan = hasInscan(D);
  std::string First = names::make(names::ScanFirst, ID);
  if (Scan)
    B.text(", " + names::declare(First, names::ScanFirst) + " = " + N.K);
  for (unsigned J = 0; J != Depth; ++J) {
    B.text(", " + names::declare(names::Trips, ID, J) + " = ");
    emitTripCount(B, Nest[J]);
  }
  B.text(", " + names::declare(names::Trips, ID) + " = 1ULL");
  for (unsigned J = 0; J != Depth; ++J)
    B.text(" * " + N.trips(J));
  for (unsigned J = 0; J != Depth; ++J) {
    B.text(", " + names::declare(names::Lower, ID, J) + " = ");
    emitAsU(B, Nest[J], Nest[J].Lower);
    B.text(", " + names::declare(names::Step, ID, J) + " = ");
    emitStep(B, Nest[J]);
    B.text(", " + names::declare(names::OneShot, ID, J) + " = 1");
  }
  // inner(J) = trips(J+1) * ... * trips(Depth-1), innermost first.
  for (unsigned J = Depth; J-- > 1;) {
    B.text(", " + names::declare(names::Inner, ID, J - 1) + " = " + N.trips(J));
    if (J + 1 < Depth)
      B.text(" * " + N.inner(J));
  }
  B.text("; " + N.K + (Scan ? " - " + First : "") + " < " + N.N + "; " + N.K +
         " += " HIER_MARKER_STRIDE + Marker);
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
    // No 'unused' attribute: the checked copy of the user's header below
    // uses the variable, and the attribute made each use in the body a
    // -Wused-but-marked-unused warning.
    B.tokens(H.Var);
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
  if (Scan)
    emitScanPhases(B, D, ID, Mode);
}

void emitSingle(TokenBuilder &B, const Directive &D, unsigned ID) {
  bool Team = D.Kind == DirectiveKind::SingleTeam;
  std::string Go = names::make(names::SingleGo, ID);
  std::string Lead = names::make(names::SingleLead, ID);
  StringRef Sync = Team ? HIER_MARKER_TEAM_SYNC : HIER_MARKER_THREAD_SYNC;
  B.text("for (int " + names::declare(Go, names::SingleGo) + " = 1, " +
         names::declare(Lead, names::SingleLead) + " = " +
         (Team ? HIER_MARKER_SINGLE_TEAM : HIER_MARKER_SINGLE_THREAD) + "(); " +
         Go + "; " + Go + " = 0");
  if (D.CopyPrivate.empty())
    B.text(", " + Sync + "()");
  else
    emitCopyPrivate(B, D, Lead, Sync, ID);
  B.text(") if (" + Lead + ")");
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
