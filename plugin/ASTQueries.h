//===- ASTQueries.h - find the code LoopRewriter generated ------*- C++ -*-===//

#ifndef HIER_PLUGIN_ASTQUERIES_H
#define HIER_PLUGIN_ASTQUERIES_H

#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"

namespace hier {

/// \p E without implicit casts and parentheses, or the initializer of the
/// captured temporary Sema may have moved a clause's expression into.
inline const clang::Expr *original(const clang::Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E))
    if (const auto *Captured =
            llvm::dyn_cast<clang::OMPCapturedExprDecl>(Ref->getDecl()))
      if (const clang::Expr *Init = Captured->getInit())
        return Init->IgnoreParenImpCasts();
  return E;
}

/// \p E if it is a call of the function named \p Name (a hier marker).
inline const clang::CallExpr *markerCall(const clang::Expr *E,
                                         llvm::StringRef Name) {
  const auto *Call =
      llvm::dyn_cast_or_null<clang::CallExpr>(E ? E->IgnoreImpCasts() : E);
  if (!Call)
    return nullptr;
  const clang::FunctionDecl *F = Call->getDirectCallee();
  if (!F || !F->getIdentifier() || F->getName() != Name)
    return nullptr;
  return Call;
}

/// The first call of \p Name in \p S, in pre-order.
inline const clang::CallExpr *findCall(const clang::Stmt *S,
                                       llvm::StringRef Name) {
  if (!S)
    return nullptr;
  if (const auto *Call = llvm::dyn_cast<clang::CallExpr>(S))
    if (markerCall(Call, Name))
      return Call;
  for (const clang::Stmt *Child : S->children())
    if (const clang::CallExpr *Found = findCall(Child, Name))
      return Found;
  return nullptr;
}

} // namespace hier

#endif
