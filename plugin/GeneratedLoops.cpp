//===- GeneratedLoops.cpp - find the loops LoopRewriter generated ---------===//

#include "GeneratedLoops.h"
#include "ASTQueries.h"
#include "GeneratedMark.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// A one-shot loop of LoopRewriter: 'for (... ; __hier_onceID_J; ...)'.
const ForStmt *asOneShot(const Stmt *S) {
  const auto *For = dyn_cast_or_null<ForStmt>(S);
  // A user's 'for (;;)' has no condition.
  const Expr *Cond = For ? For->getCond() : nullptr;
  if (!Cond || !generatedRef(Cond, names::OneShot))
    return nullptr;
  return For;
}

/// The first variable that \p For declares in its init: a generated loop's
/// own ('__hier_k...' for the loop over the counter).
const VarDecl *firstLoopVar(const ForStmt &For) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(For.getInit());
  if (!Init || Init->decl_begin() == Init->decl_end())
    return nullptr;
  return dyn_cast<VarDecl>(*Init->decl_begin());
}

const CallExpr *beginMarker(const DeclStmt *Init) {
  if (!Init || Init->decl_begin() == Init->decl_end())
    return nullptr;
  const auto *Counter = dyn_cast<VarDecl>(*Init->decl_begin());
  if (!isHierGenerated(Counter, names::Counter))
    return nullptr;
  const CallExpr *Begin = markerCall(Counter->getInit(), HIER_MARKER_BEGIN);
  return Begin && Begin->getNumArgs() == 2 ? Begin : nullptr;
}

const CallExpr *beginMarker(const ForStmt &For) {
  return beginMarker(dyn_cast_or_null<DeclStmt>(For.getInit()));
}

bool anyStmt(const Stmt *S, function_ref<bool(const Stmt &)> F) {
  if (!S)
    return false;
  if (F(*S))
    return true;
  for (const Stmt *Child : S->children())
    if (anyStmt(Child, F))
      return true;
  const auto *Captured = dyn_cast<CapturedStmt>(S);
  return Captured && anyStmt(Captured->getCapturedStmt(), F);
}

std::optional<GeneratedLoop> asGeneratedLoop(const Stmt *S,
                                             const ASTContext &Ctx) {
  const auto *For = dyn_cast_or_null<ForStmt>(S);
  const CallExpr *Begin = For ? beginMarker(*For) : nullptr;
  const ForStmt *Inner = Begin ? asOneShot(For->getBody()) : nullptr;
  if (!Inner)
    return std::nullopt;
  std::optional<APSInt> Level = Begin->getArg(0)->getIntegerConstantExpr(Ctx);
  if (!Level || *Level < HIER_LEVEL_TEAM || *Level > HIER_LEVEL_THREAD_VECTOR)
    return std::nullopt;
  GeneratedLoop L{static_cast<hier_level>(Level->getExtValue()), {Inner}};
  // The next level's one-shot loop is the body, or the first statement of a
  // braced body ('for (...) { for (...) ... }'), which must be the only one.
  while (true) {
    const Stmt *Body = L.Levels.back()->getBody();
    if (const ForStmt *Next = asOneShot(Body)) {
      L.Levels.push_back(Next);
      continue;
    }
    const auto *Braces = dyn_cast_or_null<CompoundStmt>(Body);
    const ForStmt *Next = Braces && !Braces->body_empty()
                              ? asOneShot(Braces->body_front())
                              : nullptr;
    if (!Next)
      return L;
    if (Braces->size() > 1 && !L.Stray)
      L.Stray = Braces->body_begin()[1];
    L.Levels.push_back(Next);
  }
}

std::optional<hier_level> singleLevel(const ForStmt &For) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(For.getInit());
  if (!Init)
    return std::nullopt;
  for (const Decl *D : Init->decls())
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (markerCall(VD->getInit(), HIER_MARKER_SINGLE_TEAM))
        return HIER_LEVEL_TEAM;
      if (markerCall(VD->getInit(), HIER_MARKER_SINGLE_THREAD))
        return HIER_LEVEL_THREAD;
    }
  return std::nullopt;
}

} // namespace hier
