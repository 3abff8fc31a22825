//===- GeneratedLoops.h - find the loops LoopRewriter generated -*- C++ -*-===//
//
// A hier loop is recognised by the shape LoopRewriter gives it: a 'for' whose
// init declares the counter with '__hier_begin(LEVEL, ID)'. Its body is the
// one-shot loop that sets the user's variable, whose body is the user's.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_GENERATEDLOOPS_H
#define HIER_PLUGIN_GENERATEDLOOPS_H

#include "hier/abi.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace clang {
class ASTContext;
class CallExpr;
class VarDecl;
} // namespace clang

namespace hier {

/// A generated hier loop: its level, the one-shot loop of each level of the
/// (collapsed) nest, which give the user's variables their values, and, for
/// a collapsed nest that is not perfectly nested, the first statement beside
/// an inner loop.
struct GeneratedLoop {
  hier_level Level;
  llvm::SmallVector<const clang::ForStmt *, 1> Levels;
  const clang::Stmt *Stray = nullptr;
};

/// \p S if it is the one-shot loop that gives a level's variable its value.
const clang::ForStmt *asOneShot(const clang::Stmt *S);

/// The first variable that \p For declares in its init: a generated loop's
/// own ('__hier_k...' for the loop over the counter).
const clang::VarDecl *firstLoopVar(const clang::ForStmt &For);

/// The marker '__hier_begin(LEVEL, ID)' of the hier loop whose init is \p
/// Init: the initializer of its first variable, the counter ('__hier_k...',
/// followed by the trip counts). Null where \p Init is no hier loop's.
const clang::CallExpr *beginMarker(const clang::DeclStmt *Init);

/// The begin marker of \p For, if it is a hier loop.
const clang::CallExpr *beginMarker(const clang::ForStmt &For);

/// Visits \p S and the statements under it in pre-order, until \p F returns
/// true (then returns true): the children of each, and, for a captured
/// region (an OpenMP directive's), the statement it captures, which is none
/// of them. The walk of a region's hier loops and calls.
bool anyStmt(const clang::Stmt *S,
             llvm::function_ref<bool(const clang::Stmt &)> F);

/// The level of a 'single' that \p For is the generated loop of ('for (int
/// go = 1, lead = LEADER(); go; go = 0, SYNC()) if (lead) S', LoopRewriter):
/// team for 'single team', thread for 'single thread'.
std::optional<hier_level> singleLevel(const clang::ForStmt &For);

/// \p S as a generated hier loop, if it is one.
std::optional<GeneratedLoop> asGeneratedLoop(const clang::Stmt *S,
                                             const clang::ASTContext &Ctx);

} // namespace hier

#endif
