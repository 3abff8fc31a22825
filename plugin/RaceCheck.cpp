//===- RaceCheck.cpp - updates that race among a loop's iterations --------===//

#include "RaceCheck.h"
#include "Diagnostics.h"
#include "GeneratedMark.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;
using namespace llvm;

namespace hier {

bool RaceWarnings = true;

namespace {

/// The name of the first variable \p For's init declares, if any: how the
/// front end's generated loops are told apart (their counters, reduction
/// wrappers and single statements).
const Decl *firstDeclared(const ForStmt &For) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(For.getInit());
  if (!Init || Init->decl_begin() == Init->decl_end())
    return nullptr;
  return *Init->decl_begin();
}

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
    const Decl *First = firstDeclared(For);
    return isHierGenerated(First, names::Counter) ||
           isHierGenerated(First, names::ReductionOrig);
  }

  /// Reports \p S if it updates a variable of the loop's outside.
  void update(const Stmt *S) {
    const ValueDecl *V = nullptr;
    StringRef Op;
    SourceLocation Loc;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->isIncrementDecrementOp()) {
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
        isHierGenerated(V))
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

/// Read-modify-writes in a team body, outside its thread loops and
/// 'single', of memory the team's threads share: an element or pointee of a
/// pointer, array or reference from outside the team. Each of the team's
/// threads runs them on a GPU, once per team on the host. A plain store
/// ('a[i] = v') is left alone: every thread storing one value is the same as
/// one thread storing it.
class TeamStoreFinder {
public:
  TeamStoreFinder(DiagnosticsEngine &DE, const ASTContext &Ctx)
      : DE(DE), Ctx(Ctx) {}

  void visit(const Stmt *S) {
    if (!S)
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls()) {
        Inside.insert(dyn_cast<ValueDecl>(D));
        const auto *VD = dyn_cast<VarDecl>(D);
        if (VD && VD->getInit() && perThread(VD->getInit()))
          Ranks.insert(VD);
      }
    if (const auto *For = dyn_cast<ForStmt>(S); For && isGenerated(*For))
      return;
    if (isa<LambdaExpr, BlockExpr, OMPExecutableDirective>(S))
      return;
    store(S);
    for (const Stmt *Child : S->children())
      visit(Child);
  }

private:
  /// Thread and vector loops, their reduction wrappers, and 'single'.
  static bool isGenerated(const ForStmt &For) {
    const Decl *First = firstDeclared(For);
    return isHierGenerated(First, names::Counter) ||
           isHierGenerated(First, names::ReductionOrig) ||
           isHierGenerated(First, names::SingleGo);
  }

  /// The variable from outside the team through which \p E reaches shared
  /// memory: the base of 'p[i]', '*p', 'p->x', or a reference.
  const ValueDecl *sharedBase(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    const Expr *Base = nullptr;
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      Base = A->getBase();
    else if (const auto *U = dyn_cast<UnaryOperator>(E);
             U && U->getOpcode() == UO_Deref)
      Base = U->getSubExpr();
    else if (const auto *M = dyn_cast<MemberExpr>(E))
      return M->isArrow() ? outside(M->getBase()) : sharedBase(M->getBase());
    else if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return Ref->getDecl()->getType()->isReferenceType() ? outside(Ref)
                                                          : nullptr;
    if (!Base)
      return nullptr;
    Base = Base->IgnoreParenImpCasts();
    if (isa<DeclRefExpr>(Base))
      return outside(Base);
    return sharedBase(Base);
  }
  const ValueDecl *outside(const Expr *E) const {
    const ValueDecl *V = named(E);
    if (!V || !isa<VarDecl>(V) || Inside.contains(V) || isHierGenerated(V))
      return nullptr;
    QualType Ty = V->getType();
    return Ty->isPointerType() || Ty->isArrayType() || Ty->isReferenceType()
               ? V
               : nullptr;
  }

  /// Whether \p S depends on the thread's or lane's rank in its team
  /// (hier_team_rank(), hier_vector_rank(), or a variable set from them):
  /// 'hits[t][v] += 1' updates each thread's own cell.
  bool perThread(const Stmt *S) const {
    if (const auto *Call = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *F = Call->getDirectCallee();
          F && F->getIdentifier() &&
          (F->getName() == "hier_team_rank" ||
           F->getName() == "hier_vector_rank"))
        return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (Ranks.contains(Ref->getDecl()))
        return true;
    for (const Stmt *Child : S->children())
      if (Child && perThread(Child))
        return true;
    return false;
  }

  /// Whether \p S reads the lvalue \p LHS ('a[x] = 2 * a[x]').
  bool reads(const Stmt *S, const Expr *LHS) const {
    llvm::FoldingSetNodeID Want;
    LHS->IgnoreParenImpCasts()->Profile(Want, Ctx, /*Canonical=*/true);
    return readsProfile(S, Want);
  }
  bool readsProfile(const Stmt *S, const llvm::FoldingSetNodeID &Want) const {
    if (const auto *E = dyn_cast_or_null<Expr>(S)) {
      llvm::FoldingSetNodeID Got;
      E->IgnoreParenImpCasts()->Profile(Got, Ctx, /*Canonical=*/true);
      if (Got == Want)
        return true;
    }
    for (const Stmt *Child : S->children())
      if (Child && readsProfile(Child, Want))
        return true;
    return false;
  }

  void store(const Stmt *S) {
    const Expr *Target = nullptr;
    SourceLocation Loc;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && U->isIncrementDecrementOp()) {
      Target = U->getSubExpr();
      Loc = U->getExprLoc();
    } else if (const auto *CA = dyn_cast<CompoundAssignOperator>(S)) {
      Target = CA->getLHS();
      Loc = CA->getOperatorLoc();
    } else if (const auto *A = dyn_cast<BinaryOperator>(S);
               A && A->getOpcode() == BO_Assign &&
               reads(A->getRHS(), A->getLHS())) {
      Target = A->getLHS();
      Loc = A->getOperatorLoc();
    }
    // An atomic update ('__atomic_fetch_add(&hits, 1, ...)') of shared
    // memory: atomic, but once per thread.
    if (const auto *At = dyn_cast<AtomicExpr>(S);
        At && At->getOp() != AtomicExpr::AO__atomic_load_n &&
        At->getOp() != AtomicExpr::AO__atomic_load) {
      const Expr *Ptr = At->getPtr()->IgnoreParenImpCasts();
      if (const auto *Addr = dyn_cast<UnaryOperator>(Ptr);
          Addr && Addr->getOpcode() == UO_AddrOf)
        Target = Addr->getSubExpr();
      else
        Target = nullptr;
      Loc = At->getBuiltinLoc();
      if (Target && !perThread(Target)) {
        const Expr *T = Target->IgnoreParenImpCasts();
        const ValueDecl *V = sharedBase(T);
        // '&count' of a variable from outside the team: mapped, shared.
        if (!V)
          if (const ValueDecl *D = named(T); D && isa<VarDecl>(D) &&
                                             !Inside.contains(D) &&
                                             !isHierGenerated(D))
            V = D;
        if (V)
          report(DE, Loc, Diag::RaceTeamStore) << V->getName();
      }
      return;
    }
    if (!Target || perThread(Target))
      return;
    if (const ValueDecl *V = sharedBase(Target))
      report(DE, Loc, Diag::RaceTeamStore) << V->getName();
  }

  DiagnosticsEngine &DE;
  const ASTContext &Ctx;
  SmallPtrSet<const ValueDecl *, 8> Inside;
  /// The team body's variables that hold a rank (perThread).
  SmallPtrSet<const ValueDecl *, 4> Ranks;
};

} // namespace

void checkTeamStores(DiagnosticsEngine &DE, const ASTContext &Ctx,
                     const Stmt *Body) {
  if (!RaceWarnings || DE.hasErrorOccurred() || DE.getIgnoreAllWarnings())
    return;
  TeamStoreFinder(DE, Ctx).visit(Body);
}

void checkRaces(DiagnosticsEngine &DE, const Stmt *Body,
                SourceLocation Directive, StringRef Level,
                const SmallPtrSetImpl<const ValueDecl *> &Reduced) {
  // After an error (a reduction dropped for its type, say) they would only
  // repeat it. Clang applies neither -w nor -Werror to a plugin's custom
  // warnings: -w is honoured here.
  if (!RaceWarnings || DE.hasErrorOccurred() || DE.getIgnoreAllWarnings())
    return;
  Finder(DE, Directive, Level, Reduced).visit(Body);
}

} // namespace hier
