//===- GeneratedMark.cpp - the hier_generated attribute -------------------===//

#include "GeneratedMark.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/ParsedAttrInfo.h"
#include "clang/Sema/ParsedAttr.h"
#include "clang/Sema/Sema.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// The first of the SuppressAttr's identifiers that makes it hier's mark.
constexpr llvm::StringLiteral Mark = "hier.generated";

/// __attribute__((hier_generated("ROLE"))) on a declaration the rewriter
/// writes. Only the rewriter writes it; a user who writes it says the
/// declaration is hier's.
struct GeneratedAttrInfo : ParsedAttrInfo {
  GeneratedAttrInfo() {
    NumArgs = 1;
    static constexpr Spelling S[] = {{ParsedAttr::AS_GNU, "hier_generated"}};
    Spellings = S;
  }

  AttrHandling handleDeclAttribute(Sema &S, Decl *D,
                                   const ParsedAttr &Attr) const override {
    const auto *Role = Attr.isArgExpr(0)
                           ? dyn_cast<clang::StringLiteral>(
                                 Attr.getArgAsExpr(0)->IgnoreParenCasts())
                           : nullptr;
    if (!Role)
      return NotHandled;
    // The identifiers are kept by the attribute: copies in the context.
    StringRef Ids[] = {Mark, S.Context.backupStr(Role->getString())};
    D->addAttr(SuppressAttr::CreateImplicit(S.Context, Ids, 2, Attr.getRange(),
                                            SuppressAttr::GNU_suppress));
    return AttributeApplied;
  }
};

ParsedAttrInfoRegistry::Add<GeneratedAttrInfo>
    X("hier_generated", "marks a declaration hier's rewriter generated");

} // namespace

std::optional<StringRef> generatedRole(const Decl *D) {
  if (!D)
    return std::nullopt;
  for (const auto *A : D->specific_attrs<SuppressAttr>())
    if (A->isImplicit() && A->diagnosticIdentifiers_size() == 2 &&
        A->diagnosticIdentifiers_begin()[0] == Mark)
      return A->diagnosticIdentifiers_begin()[1];
  return std::nullopt;
}

bool isHierGenerated(const Decl *D, StringRef Role) {
  std::optional<StringRef> R = generatedRole(D);
  return R && (Role.empty() || *R == Role);
}

const Decl *generatedRef(const Expr *E, StringRef Role) {
  const auto *Ref =
      E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return Ref && isHierGenerated(Ref->getDecl(), Role) ? Ref->getDecl()
                                                      : nullptr;
}

} // namespace hier
