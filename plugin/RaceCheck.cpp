//===- RaceCheck.cpp - updates that race among a loop's iterations --------===//

#include "RaceCheck.h"
#include "Diagnostics.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;
using namespace llvm;

namespace hier {

bool RaceWarnings = true;

namespace {

/// The variable \p E names, if it is a plain reference to one.
const ValueDecl *named(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref ? Ref->getDecl() : nullptr;
}

/// The reduction operator that folds an update 'v = v OP e' (or 'v OP= e').
StringRef reductionFor(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_Add:
  case BO_Sub:
  case BO_AddAssign:
  case BO_SubAssign:
    return "+";
  case BO_Mul:
  case BO_MulAssign:
    return "*";
  case BO_And:
  case BO_AndAssign:
    return "&";
  case BO_Or:
  case BO_OrAssign:
    return "|";
  case BO_Xor:
  case BO_XorAssign:
    return "^";
  case BO_LAnd:
    return "&&";
  case BO_LOr:
    return "||";
  default:
    return "";
  }
}

/// 'max' or 'min' for a call of max, min, fmax, fmin (any namespace, any
/// float suffix) with \p V as an argument.
StringRef minMaxCall(const Expr *E, const ValueDecl *V) {
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
  if (!F || !F->getIdentifier() || Call->getNumArgs() != 2)
    return "";
  if (named(Call->getArg(0)) != V && named(Call->getArg(1)) != V)
    return "";
  StringRef Name = F->getName();
  if (Name == "max" || Name == "fmax" || Name == "fmaxf" || Name == "fmaxl")
    return "max";
  if (Name == "min" || Name == "fmin" || Name == "fminf" || Name == "fminl")
    return "min";
  return "";
}

class Finder {
public:
  Finder(DiagnosticsEngine &DE, SourceLocation Directive, StringRef Level,
         const SmallPtrSetImpl<const ValueDecl *> &Reduced)
      : DE(DE), Directive(Directive), Level(Level), Reduced(Reduced) {}

  void visit(const Stmt *S) {
    if (!S)
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        Inside.insert(dyn_cast<ValueDecl>(D));
    // Generated loops of nested hier loops (their counters, their
    // reduction wrappers) are checked as their own loops; lambdas, atomics
    // and OpenMP regions are not the loop's own updates.
    if (const auto *For = dyn_cast<ForStmt>(S); For && isNestedHierLoop(*For))
      return;
    if (isa<LambdaExpr, BlockExpr, OMPExecutableDirective>(S))
      return;
    update(S);
    for (const Stmt *Child : S->children())
      visit(Child);
  }

private:
  static bool isNestedHierLoop(const ForStmt &For) {
    const auto *Init = dyn_cast_or_null<DeclStmt>(For.getInit());
    if (!Init || Init->decl_begin() == Init->decl_end())
      return false;
    const auto *First = dyn_cast<NamedDecl>(*Init->decl_begin());
    if (!First || !First->getIdentifier())
      return false;
    StringRef Name = First->getName();
    return Name.starts_with("__hier_k") || Name.starts_with("__hier_rorig");
  }

  /// Reports \p S if it updates a variable of the loop's outside.
  void update(const Stmt *S) {
    const ValueDecl *V = nullptr;
    StringRef Op;
    SourceLocation Loc;
    if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->isIncrementDecrementOp()) {
      V = named(U->getSubExpr());
      Op = "+";
      Loc = U->getExprLoc();
    } else if (const auto *CA = dyn_cast<CompoundAssignOperator>(S)) {
      V = named(CA->getLHS());
      Op = reductionFor(CA->getOpcode());
      Loc = CA->getOperatorLoc();
    } else if (const auto *A = dyn_cast<BinaryOperator>(S);
               A && A->getOpcode() == BO_Assign) {
      V = named(A->getLHS());
      if (!V)
        return;
      const Expr *R = A->getRHS()->IgnoreParenImpCasts();
      if (const auto *B = dyn_cast<BinaryOperator>(R);
          B && (named(B->getLHS()) == V ||
                (named(B->getRHS()) == V && B->getOpcode() != BO_Sub)))
        Op = reductionFor(B->getOpcode());
      else
        Op = minMaxCall(R, V);
      if (Op.empty())
        return; // a plain store, not an update
      Loc = A->getOperatorLoc();
    }
    if (!V || !isa<VarDecl>(V) || Inside.contains(V) || Reduced.contains(V) ||
        V->getName().starts_with("__hier_"))
      return;
    QualType Ty = V->getType().getNonReferenceType();
    if (!Ty->isArithmeticType() || Ty.isVolatileQualified() ||
        !Reported.insert(V).second)
      return;
    report(DE, Loc, Diag::RaceUpdate) << V->getName() << Level;
    if (!Op.empty())
      report(DE, Directive, Diag::RaceReductionNote)
          << Op << V->getName() << Level;
  }

  DiagnosticsEngine &DE;
  SourceLocation Directive;
  StringRef Level;
  const SmallPtrSetImpl<const ValueDecl *> &Reduced;
  /// Variables declared in the body so far (each iteration's own).
  SmallPtrSet<const ValueDecl *, 8> Inside;
  /// One warning per variable and loop.
  SmallPtrSet<const ValueDecl *, 4> Reported;
};

} // namespace

void checkRaces(DiagnosticsEngine &DE, const Stmt *Body,
                SourceLocation Directive, StringRef Level,
                const SmallPtrSetImpl<const ValueDecl *> &Reduced) {
  if (!RaceWarnings)
    return;
  Finder(DE, Directive, Level, Reduced).visit(Body);
}

} // namespace hier
