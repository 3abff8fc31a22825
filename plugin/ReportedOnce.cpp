//===- ReportedOnce.cpp - one report per mistake of a compile -------------===//

#include "ReportedOnce.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <tuple>

using namespace clang;
using namespace llvm;

namespace hier {

using Report = std::tuple<unsigned, const void *, SourceLocation>;

/// The reports of each live ASTContext. An entry goes when its context is
/// destroyed (AddDeallocation), so that a context allocated later at the
/// same address starts with none.
static DenseMap<const ASTContext *, std::unique_ptr<DenseSet<Report>>> &
reports() {
  static DenseMap<const ASTContext *, std::unique_ptr<DenseSet<Report>>> All;
  return All;
}

static void forgetReports(void *Ctx) {
  reports().erase(static_cast<const ASTContext *>(Ctx));
}

bool firstReport(const ASTContext &Ctx, Once What, SourceLocation Loc,
                 const void *About) {
  std::unique_ptr<DenseSet<Report>> &Seen = reports()[&Ctx];
  if (!Seen) {
    Seen = std::make_unique<DenseSet<Report>>();
    Ctx.AddDeallocation(forgetReports,
                        const_cast<void *>(static_cast<const void *>(&Ctx)));
  }
  return Seen->insert({unsigned(What), About, Loc}).second;
}

} // namespace hier
