//===- NestingChecker.cpp - check how hier constructs nest ----------------===//
//
// A hier loop is recognised by the shape LoopRewriter gives it: a 'for' whose
// init declares the counter with '__hier_begin(LEVEL, ID)'. Its body is the
// one-shot loop that sets the user's variable, whose body is the user's.
//
//===----------------------------------------------------------------------===//

#include "NestingChecker.h"
#include "ASTQueries.h"
#include "Diagnostics.h"
#include "Directive.h"
#include "HostSpmd.h"
#include "PointerChecks.h"
#include "RaceCheck.h"
#include "ReadOnlyCheck.h"
#include "TeamShape.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/ScopeInfo.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// A hier construct on the nesting stack, or a region that hides what
/// encloses it.
struct Open {
  hier_level Level;
  SourceLocation Loc; ///< the directive
  enum {
    Hier,
    /// An OpenMP target region of the user's: a new kernel, outside teams.
    Target,
    /// The loop after a directive dropped after an error: what it meant is
    /// unknown, so nothing inside is checked for nesting.
    Unknown,
  } Kind = Hier;
};

/// A one-shot loop of LoopRewriter: 'for (... ; __hier_onceID_J; ...)'.
const ForStmt *asOneShot(const Stmt *S) {
  const auto *For = dyn_cast_or_null<ForStmt>(S);
  // A user's 'for (;;)' has no condition.
  const Expr *Cond = For ? For->getCond() : nullptr;
  const auto *Ref =
      Cond ? dyn_cast<DeclRefExpr>(Cond->IgnoreImpCasts()) : nullptr;
  if (!Ref || !Ref->getDecl()->getName().starts_with("__hier_once"))
    return nullptr;
  return For;
}

/// A generated hier loop: its level, the one-shot loop of each level of the
/// (collapsed) nest, which give the user's variables their values, and, for
/// a collapsed nest that is not perfectly nested, the first statement beside
/// an inner loop.
struct HierLoop {
  hier_level Level;
  SmallVector<const ForStmt *, 1> Levels;
  const Stmt *Stray = nullptr;
};

/// The first variable that \p For declares in its init: a generated loop's
/// own ('__hier_k...' for the loop over the counter).
const VarDecl *firstLoopVar(const ForStmt &For) {
  const auto *Init = dyn_cast_or_null<DeclStmt>(For.getInit());
  if (!Init || Init->decl_begin() == Init->decl_end())
    return nullptr;
  return dyn_cast<VarDecl>(*Init->decl_begin());
}

std::optional<HierLoop> asHierLoop(const Stmt *S, const ASTContext &Ctx) {
  const auto *For = dyn_cast_or_null<ForStmt>(S);
  const VarDecl *Counter = For ? firstLoopVar(*For) : nullptr;
  if (!Counter || !Counter->getName().starts_with("__hier_k"))
    return std::nullopt;
  const CallExpr *Begin = markerCall(Counter->getInit(), HIER_MARKER_BEGIN);
  const ForStmt *Inner = asOneShot(For->getBody());
  if (!Begin || Begin->getNumArgs() != 2 || !Inner)
    return std::nullopt;
  std::optional<APSInt> Level = Begin->getArg(0)->getIntegerConstantExpr(Ctx);
  if (!Level || *Level < HIER_LEVEL_TEAM || *Level > HIER_LEVEL_THREAD_VECTOR)
    return std::nullopt;
  HierLoop L{static_cast<hier_level>(Level->getExtValue()), {Inner}};
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

class Checker : public RecursiveASTVisitor<Checker> {
public:
  Checker(ASTContext &Ctx)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), DE(Ctx.getDiagnostics()) {}

  bool TraverseForStmt(ForStmt *For);
  bool dataTraverseStmtPre(Stmt *S);
  bool dataTraverseStmtPost(Stmt *S);
  bool VisitAttributedStmt(AttributedStmt *S);
  bool VisitCallExpr(CallExpr *Call);
  bool VisitChooseExpr(ChooseExpr *E);
  bool VisitVarDecl(VarDecl *D);
  bool VisitOMPTargetTeamsDirective(OMPTargetTeamsDirective *D);

  // Lambdas and blocks are analysed where they are written: a hier loop in a
  // lambda is nested in what encloses the lambda.
  bool shouldVisitLambdaBody() const { return true; }

private:
  SourceLocation directiveLoc(SourceLocation Generated) const {
    return SM.getExpansionLoc(Generated);
  }
  /// The innermost open construct of level \p L in the current kernel:
  /// a team or target region starts a new one.
  const Open *innermost(hier_level L) const {
    for (const Open &O : reverse(Stack)) {
      if (O.Kind == Open::Hier && O.Level == L)
        return &O;
      if (O.Kind == Open::Target ||
          (O.Kind == Open::Hier && O.Level == HIER_LEVEL_TEAM))
        break;
    }
    return nullptr;
  }
  /// Inside the loop of a dropped directive, whose meaning is unknown.
  bool unknownContext() const {
    return any_of(Stack, [](const Open &O) { return O.Kind == Open::Unknown; });
  }
  bool checkNesting(hier_level L, SourceLocation Loc);
  void checkLoopVariable(const ForStmt *Inner);
  void checkLoopTest(const ForStmt *Inner);
  void checkBreaks(const Stmt *S, hier_level L);
  void checkReduction(const CallExpr *Call, const Expr *Var);
  void checkSingle(const CallExpr *Call, bool Team);
  /// The innermost open loop that is not the team, if any.
  const Open *innermostLoop() const {
    for (const Open &O : reverse(Stack)) {
      if (O.Kind != Open::Hier || O.Level == HIER_LEVEL_TEAM)
        break;
      return &O;
    }
    return nullptr;
  }
  void noteEnclosing(const Open &O) {
    report(DE, O.Loc, Diag::EnclosingLoop) << hier_level_name(O.Level);
  }

  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &DE;
  SmallVector<Open, 4> Stack;
  /// The variables of the thread or vector reduction wrappers traversed
  /// since the last hier loop: the next hier loop's reductions.
  SmallPtrSet<const ValueDecl *, 4> PendingReduced;
};

bool Checker::checkNesting(hier_level L, SourceLocation Loc) {
  const Open *Team = innermost(HIER_LEVEL_TEAM);
  const Open *Thread = innermost(HIER_LEVEL_THREAD);
  const Open *Vector = innermost(HIER_LEVEL_VECTOR);
  const Open *Flat = innermost(HIER_LEVEL_THREAD_VECTOR);
  if (unknownContext())
    return true;
  // A team is a kernel launch: an OpenMP target region, which OpenMP does not
  // nest (its own error is held back, see DiagnosticFilter).
  if (L == HIER_LEVEL_TEAM) {
    for (const Open &O : reverse(Stack)) {
      if (O.Kind == Open::Target) {
        report(DE, Loc, Diag::TeamInTarget) << "target" << SourceRange(Loc);
        return false;
      }
      if (O.Kind == Open::Hier && O.Level == HIER_LEVEL_TEAM) {
        report(DE, Loc, Diag::TeamInTeam) << SourceRange(Loc);
        noteEnclosing(O);
        return false;
      }
    }
    return true;
  }
  if (!Team) {
    report(DE, Loc, Diag::OutsideTeam) << hier_level_name(L);
    return false;
  }
  // Innermost first: the closest enclosing loop explains the error best.
  if (const Open *In = Vector ? Vector : Flat) {
    report(DE, Loc, Diag::ThreadInVector)
        << hier_level_name(L) << hier_level_name(In->Level);
    noteEnclosing(*In);
    return false;
  }
  if (L == HIER_LEVEL_VECTOR) {
    if (Thread)
      return true;
    report(DE, Loc, Diag::VectorOutsideThread);
    return false;
  }
  if (Thread) {
    report(DE, Loc, Diag::ThreadInThread) << hier_level_name(L);
    noteEnclosing(*Thread);
    return false;
  }
  return true;
}

/// The type a user wrote or meant, for a message: without the __typeof__ of
/// LoopRewriter's declarations, and 'auto' as deduced.
QualType userType(QualType Ty) {
  while (true) {
    if (const auto *TypeOf = dyn_cast<TypeOfExprType>(Ty.getTypePtr()))
      Ty = TypeOf->getUnderlyingExpr()->getType();
    else if (const auto *Auto = dyn_cast<AutoType>(Ty.getTypePtr());
             Auto && Auto->isDeduced())
      Ty = Auto->getDeducedType();
    else if (const auto *Paren = dyn_cast<ParenType>(Ty.getTypePtr()))
      Ty = Paren->getInnerType();
    else
      return Ty;
  }
}

/// The user's test of a loop (LoopRewriter keeps it, unevaluated, in the
/// increment of the level's one-shot loop) compares the variable with the
/// bound after the usual arithmetic conversions, and the trip count follows
/// them for integers: a floating bound ('i < 2.5' runs i = 2 too) is the one
/// conversion it cannot follow.
void Checker::checkLoopTest(const ForStmt *Inner) {
  const ValueDecl *Var = nullptr;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Inner->getInit()))
    Var = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
  else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inner->getInit()))
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      Var = Ref->getDecl();
  // A variable that is not an integer has its own error.
  if (!Var || !Inner->getInc() || !Var->getType()->isIntegerType())
    return;
  auto IsVar = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == Var;
  };
  SmallVector<const Stmt *, 16> Work{Inner->getInc()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    const auto *BO = dyn_cast<BinaryOperator>(S);
    if (BO && BO->isComparisonOp() &&
        (IsVar(BO->getLHS()) || IsVar(BO->getRHS()))) {
      QualType Common = BO->getLHS()->getType();
      if (Common->isRealFloatingType()) {
        const Expr *Bound = IsVar(BO->getLHS()) ? BO->getRHS() : BO->getLHS();
        report(DE, Bound->getBeginLoc(), Diag::FloatingLoopBound)
            << Var->getName() << Bound->IgnoreParenImpCasts()->getType()
            << Common << Bound->getSourceRange();
      }
      return;
    }
    append_range(Work, S->children());
  }
}

void Checker::checkLoopVariable(const ForStmt *Inner) {
  QualType Ty;
  SourceRange Range;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Inner->getInit())) {
    if (const auto *VD = dyn_cast<VarDecl>(*DS->decl_begin())) {
      Ty = VD->getType();
      Range = SourceRange(VD->getLocation());
    }
  } else if (const auto *BO =
                 dyn_cast_or_null<BinaryOperator>(Inner->getInit())) {
    Ty = BO->getLHS()->getType();
    Range = BO->getLHS()->getSourceRange();
  } else if (const auto *Op =
                 dyn_cast_or_null<CXXOperatorCallExpr>(Inner->getInit())) {
    // 'it = ...' on a class type is a call of its operator=.
    if (Op->getOperator() == OO_Equal && Op->getNumArgs() == 2) {
      Ty = Op->getArg(0)->getType();
      Range = Op->getArg(0)->getSourceRange();
    }
  } else if (Inner->getInit() && isa<Expr>(Inner->getInit())) {
    // Anything else the assignment became (in a template, say).
    const auto *E = cast<Expr>(Inner->getInit());
    Ty = E->getType();
    Range = E->getSourceRange();
  }
  if (Ty.isNull() || Ty->isDependentType() || Ty->isIntegerType())
    return;
  report(DE, Range.getBegin(), Diag::NonIntegerLoopVar)
      << userType(Ty) << Range;
}

/// Reports every 'break' in \p S that would leave the hier loop, that is, one
/// not inside a nested loop or switch of the body.
void Checker::checkBreaks(const Stmt *S, hier_level L) {
  if (!S)
    return;
  if (isa<BreakStmt>(S)) {
    report(DE, S->getBeginLoc(), Diag::BreakInLoop) << hier_level_name(L);
    return;
  }
  if (isa<ForStmt, WhileStmt, DoStmt, SwitchStmt, CXXForRangeStmt, LambdaExpr,
          CapturedStmt>(S))
    return;
  for (const Stmt *Child : S->children())
    checkBreaks(Child, L);
}

/// A loop hint written before a hier directive lands on the first statement
/// hier generates for it: a reduction's or a team's one-shot wrapper, a
/// 'single' (hints after the directive go on the loop over the counter,
/// LoopRewriter). Generated loops declare '__hier_' variables first.
bool Checker::VisitAttributedStmt(AttributedStmt *S) {
  const auto *For = dyn_cast<ForStmt>(S->getSubStmt());
  const VarDecl *First = For ? firstLoopVar(*For) : nullptr;
  if (!First || !First->getName().starts_with("__hier_"))
    return true;
  SourceLocation Directive = directiveLoc(For->getForLoc());
  for (const Attr *A : S->getAttrs())
    if (const auto *Hint = dyn_cast<LoopHintAttr>(A);
        Hint && SM.isBeforeInTranslationUnit(Hint->getLocation(), Directive))
      report(DE, Hint->getLocation(), Diag::LoopHintBeforeDirective)
          << (StringRef(Hint->getSpelling()) == "loop" ? "clang loop"
                                                       : Hint->getSpelling());
  return true;
}

bool Checker::TraverseForStmt(ForStmt *For) {
  auto Hier = asHierLoop(For, Ctx);
  bool AfterDropped = takeDroppedBefore(SM, directiveLoc(For->getForLoc()));
  if (!Hier) {
    // A thread or vector loop's reduction wrapper starts with
    // '__hier_rorig<ID> = v' (a team's saves '&v', or none).
    const VarDecl *First = firstLoopVar(*For);
    if (First && First->getName().starts_with("__hier_rorig") &&
        First->getInit())
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(First->getInit()->IgnoreParenImpCasts()))
        PendingReduced.insert(Ref->getDecl());
    if (AfterDropped)
      Stack.push_back({HIER_LEVEL_TEAM, For->getForLoc(), Open::Unknown});
    bool Result = RecursiveASTVisitor::TraverseForStmt(For);
    if (AfterDropped)
      Stack.pop_back();
    return Result;
  }
  SourceLocation Loc = directiveLoc(For->getBeginLoc());
  checkNesting(Hier->Level, Loc);
  for (const ForStmt *Level : Hier->Levels) {
    checkLoopVariable(Level);
    checkLoopTest(Level);
  }
  checkBreaks(Hier->Levels.back()->getBody(), Hier->Level);
  // Once per program: in the host compile (an offload compile's GPU job
  // sees the same code).
  if (Hier->Level != HIER_LEVEL_TEAM && !Ctx.getLangOpts().OpenMPIsTargetDevice)
    checkRaces(DE, Hier->Levels.back()->getBody(), Loc,
               hier_level_name(Hier->Level), PendingReduced);
  if (Hier->Level == HIER_LEVEL_TEAM && !Ctx.getLangOpts().OpenMPIsTargetDevice)
    checkTeamStores(DE, Ctx, Hier->Levels.back()->getBody());
  PendingReduced.clear();
  if (Hier->Stray)
    report(DE, Hier->Stray->getBeginLoc(), Diag::CollapseNotPerfect)
        << (unsigned)Hier->Levels.size();
  Stack.push_back({Hier->Level, Loc});
  bool Result = RecursiveASTVisitor::TraverseForStmt(For);
  Stack.pop_back();
  return Result;
}

/// A user's OpenMP target region starts a kernel, whose code is outside any
/// team; hier's own (a team's) are the team loop's.
bool Checker::dataTraverseStmtPre(Stmt *S) {
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    if (isOpenMPTargetExecutionDirective(D->getDirectiveKind()) &&
        !isTeamDirective(SM, D->getBeginLoc()))
      Stack.push_back({HIER_LEVEL_TEAM, D->getBeginLoc(), Open::Target});
  return true;
}

bool Checker::dataTraverseStmtPost(Stmt *S) {
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S))
    if (isOpenMPTargetExecutionDirective(D->getDirectiveKind()) &&
        !isTeamDirective(SM, D->getBeginLoc()))
      Stack.pop_back();
  return true;
}

/// A size clause's argument that does not convert to an integer: the
/// rewriter's '__builtin_choose_expr(__is_convertible(decltype((arg)), long
/// long), (arg), 1)' (emitClauseArg), whose test is false. One error per
/// argument, however often the rewriter used it.
/// The same for the arguments OpenMP moved out of a team's clauses into
/// captured temporaries, which the visitor does not see (they are implicit).
void checkCapturedClauseArgs(const Stmt *S, Checker &C) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<ChooseExpr>(S))
    C.VisitChooseExpr(const_cast<ChooseExpr *>(E));
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
    if (const auto *Captured = dyn_cast<OMPCapturedExprDecl>(Ref->getDecl()))
      checkCapturedClauseArgs(Captured->getInit(), C);
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        checkCapturedClauseArgs(VD->getInit(), C);
  for (const Stmt *Child : S->children())
    checkCapturedClauseArgs(Child, C);
}

bool Checker::VisitChooseExpr(ChooseExpr *E) {
  const auto *Test =
      dyn_cast<TypeTraitExpr>(E->getCond()->IgnoreParenImpCasts());
  if (!Test || Test->getTrait() != BTT_IsConvertible ||
      Test->isValueDependent() || Test->getBoolValue() ||
      Test->getNumArgs() != 2)
    return true;
  const Expr *Arg = E->getLHS()->IgnoreParens();
  static DenseSet<SourceLocation> Reported;
  if (Reported.insert(Arg->getBeginLoc()).second)
    report(DE, Arg->getBeginLoc(), Diag::ClauseArgType)
        << Arg->getType() << Arg->getSourceRange();
  return true;
}

/// The reduction variable of a generated `_Generic((v), int:
/// __hier_identity_i32, ...)(OP)` call, which every reduction has once.
const Expr *reductionIdentityVar(const CallExpr *Call) {
  const auto *GS =
      dyn_cast<GenericSelectionExpr>(Call->getCallee()->IgnoreImpCasts());
  if (!GS || GS->getNumAssocs() == 0 || Call->getNumArgs() != 1)
    return nullptr;
  const auto *First =
      dyn_cast<DeclRefExpr>(GS->getAssocExprs().front()->IgnoreParenImpCasts());
  if (!First || First->getDecl()->getName() != "__hier_identity_i32")
    return nullptr;
  return GS->getControllingExpr();
}

} // namespace

bool isReducibleType(QualType Ty) {
  const auto *BT = Ty.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return false;
  switch (BT->getKind()) {
  case BuiltinType::Int:
  case BuiltinType::UInt:
  case BuiltinType::Long:
  case BuiltinType::ULong:
  case BuiltinType::LongLong:
  case BuiltinType::ULongLong:
  case BuiltinType::Float:
  case BuiltinType::Double:
    return true;
  default:
    return false;
  }
}

namespace {

void Checker::checkReduction(const CallExpr *Call, const Expr *Var) {
  QualType Ty = Var->getType();
  // A team's private copy is declared with __typeof__(v): name v's own type.
  if (const auto *TypeOf = dyn_cast<TypeOfExprType>(Ty.getTypePtr()))
    Ty = TypeOf->getUnderlyingExpr()->getType();
  if (Ty->isDependentType())
    return;
  const Expr *Name = Var->IgnoreParenImpCasts();
  std::string Spelled = "?";
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Name))
    Spelled = DRE->getDecl()->getNameAsString();
  // A reduction has several helper calls, and a generic lambda's body is
  // seen once per instantiation: one error per variable of a directive.
  static DenseSet<SourceLocation> Reported;
  if (!isReducibleType(Ty)) {
    if (Reported.insert(Name->getExprLoc()).second)
      report(DE, Name->getExprLoc(), Diag::ReductionType)
          << Spelled << Ty << Name->getSourceRange();
    return;
  }
  std::optional<APSInt> Op = Call->getArg(0)->getIntegerConstantExpr(Ctx);
  if (Ty->isRealFloatingType() && Op &&
      (*Op == HIER_OP_BAND || *Op == HIER_OP_BOR || *Op == HIER_OP_BXOR)) {
    const char *Spelling = *Op == HIER_OP_BAND  ? "&"
                           : *Op == HIER_OP_BOR ? "|"
                                                : "^";
    report(DE, Name->getExprLoc(), Diag::ReductionFloatBitwise)
        << Spelling << Spelled << Ty;
  }
}

void Checker::checkSingle(const CallExpr *Call, bool Team) {
  SourceLocation Loc = directiveLoc(Call->getBeginLoc());
  if (unknownContext())
    return;
  if (!innermost(HIER_LEVEL_TEAM)) {
    report(DE, Loc, Diag::OutsideTeam)
        << (Team ? "single team" : "single thread");
    return;
  }
  const Open *Loop = innermostLoop();
  if (Team) {
    if (Loop) {
      report(DE, Loc, Diag::SingleTeamInLoop) << hier_level_name(Loop->Level);
      noteEnclosing(*Loop);
    }
    return;
  }
  if (!Loop || Loop->Level != HIER_LEVEL_THREAD) {
    report(DE, Loc, Diag::SingleThreadOutsideThread);
    if (Loop)
      noteEnclosing(*Loop);
  }
}

bool Checker::VisitCallExpr(CallExpr *Call) {
  if (const Expr *Var = reductionIdentityVar(Call)) {
    checkReduction(Call, Var);
    return true;
  }
  if (markerCall(Call, HIER_MARKER_SINGLE_TEAM) ||
      markerCall(Call, HIER_MARKER_SINGLE_THREAD)) {
    checkSingle(Call, markerCall(Call, HIER_MARKER_SINGLE_TEAM) != nullptr);
    return true;
  }
  if (!markerCall(Call, HIER_MARKER_BARRIER))
    return true;
  SourceLocation Loc = directiveLoc(Call->getBeginLoc());
  if (unknownContext())
    return true;
  if (!innermost(HIER_LEVEL_TEAM)) {
    report(DE, Loc, Diag::OutsideTeam) << "barrier";
    return true;
  }
  if (const Open *Loop = innermostLoop()) {
    report(DE, Loc, Diag::BarrierInLoop) << hier_level_name(Loop->Level);
    noteEnclosing(*Loop);
  }
  return true;
}

bool isSharedVariable(const VarDecl *D) {
  const auto *Note = D->getAttr<AnnotateAttr>();
  return Note && Note->getAnnotation() == HIER_SHARED_ANNOTATION;
}

/// The bytes of the 'shared' variables declared in \p S.
uint64_t staticSharedBytes(const Stmt *S, const ASTContext &Ctx) {
  uint64_t Bytes = 0;
  if (!S)
    return 0;
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (isSharedVariable(VD) && !VD->getType()->isDependentType() &&
            !VD->getType()->isIncompleteType())
          Bytes += Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
  for (const Stmt *Child : S->children())
    Bytes += staticSharedBytes(Child, Ctx);
  return Bytes;
}

/// A team's launch estimates how many teams fit on the GPU at once
/// (__hier_num_teams in Builtins.cpp); the team-shared memory of its 'shared'
/// variables is known only now that the region is parsed. It goes into the
/// placeholder literal that ends the call's arguments (LoopRewriter), in the
/// host and the device compile alike.
bool Checker::VisitOMPTargetTeamsDirective(OMPTargetTeamsDirective *D) {
  // A hier team in a generic lambda: the pragma handler reports it, except
  // where the body is lexed before it is parsed (a member function defined
  // in its class), which only the AST shows.
  if (launchCall(*D)) {
    SourceLocation Loc = directiveLoc(D->getBeginLoc());
    for (const DeclContext *DC =
             D->getInnermostCapturedStmt()->getCapturedDecl()->getParent();
         DC; DC = DC->getParent()) {
      const auto *MD = dyn_cast<CXXMethodDecl>(DC);
      if (MD && MD->getParent()->isGenericLambda()) {
        if (notedTeamInGenericLambda(Loc))
          break;
        report(DE, Loc, Diag::TeamInGenericLambda);
        return true;
      }
    }
  }
  for (const OMPClause *Clause : D->clauses()) {
    if (const OMPClauseWithPreInit *Pre = OMPClauseWithPreInit::get(Clause))
      checkCapturedClauseArgs(Pre->getPreInitStmt(), *this);
    for (const Stmt *Child : const_cast<OMPClause *>(Clause)->children())
      checkCapturedClauseArgs(Child, *this);
  }
  checkReadOnly(D->getInnermostCapturedStmt()->getCapturedStmt(), Ctx);
  recordTeamShape(*D, Ctx);
  const CallExpr *Launch = launchCall(*D);
  if (!Launch || Launch->getNumArgs() == 0)
    return true;
  // The AST is read-only but for this literal, which the plugin made.
  auto *Placeholder = const_cast<IntegerLiteral *>(dyn_cast<IntegerLiteral>(
      Launch->getArg(Launch->getNumArgs() - 1)->IgnoreImpCasts()));
  if (!Placeholder)
    return true;
  uint64_t Bytes =
      staticSharedBytes(D->getInnermostCapturedStmt()->getCapturedStmt(), Ctx);
  Placeholder->setValue(Ctx,
                        APInt(Ctx.getIntWidth(Placeholder->getType()), Bytes));
  return true;
}

/// A '#pragma hier shared' variable belongs to a team body.
bool Checker::VisitVarDecl(VarDecl *D) {
  if (!isSharedVariable(D))
    return true;
  SourceLocation Loc = directiveLoc(D->getAttr<AnnotateAttr>()->getLocation());
  if (unknownContext())
    return true;
  if (!innermost(HIER_LEVEL_TEAM)) {
    report(DE, Loc, Diag::OutsideTeam) << "shared";
  } else if (const Open *Loop = innermostLoop()) {
    report(DE, Loc, Diag::SharedInLoop) << hier_level_name(Loop->Level);
    noteEnclosing(*Loop);
  }
  return true;
}

/// The Sema of this compile, while it parses (one per process: a cc1 job
/// compiles one translation unit).
Sema *TheSema = nullptr;

class NestingConsumer : public SemaConsumer {
public:
  explicit NestingConsumer(CompilerInstance &CI) : CI(CI) {}

  void InitializeSema(Sema &S) override { TheSema = &S; }
  void ForgetSema() override { TheSema = nullptr; }

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    ASTContext &Ctx = CI.getASTContext();
    for (Decl *D : DG) {
      // hier code lives in the user's sources, not in system headers.
      if (Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
        continue;
      Checker(Ctx).TraverseDecl(D);
      prepareHostSpmd(D, Ctx); // SPMD host mode, after the checks (HostSpmd.h)
      preparePointerChecks(D, Ctx); // PointerChecks.h
    }
    return true;
  }

private:
  CompilerInstance &CI;
};

/// Replaces OpenMP's error for a team nested in a target region (the team's
/// own region is the nested one), which names OpenMP's constructs, by hier's
/// (OpenMP then drops the inner region, so NestingChecker never sees it).
/// Everything else passes through, and the counts are the wrapped
/// consumer's (-verify reports through them).
class DiagnosticFilter : public DiagnosticConsumer {
public:
  DiagnosticFilter(DiagnosticsEngine &DE)
      : Owned(DE.ownsClient() ? DE.takeClient() : nullptr),
        Inner(DE.getClient()), SM(nullptr) {
    if (Owned)
      Inner = Owned.get();
  }
  void setSourceManager(const SourceManager *S) { SM = S; }

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    sync();
  }
  void finish() override {
    Inner->finish();
    sync();
  }
  void clear() override {
    Inner->clear();
    DiagnosticConsumer::clear();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    unsigned ID = Info.getID();
    if ((ID == diag::err_omp_prohibited_region ||
         ID == diag::err_omp_prohibited_region_simd ||
         ID == diag::err_omp_prohibited_region_atomic) &&
        SM && Info.getLocation().isValid() &&
        isTeamDirective(*SM, Info.getLocation())) {
      replaceNestedTeam(Info);
      return;
    }
    Inner->HandleDiagnostic(Level, Info);
    sync();
  }

private:
  /// The team directive whose region encloses the code being parsed, if the
  /// innermost enclosing OpenMP region is a team's.
  SourceLocation enclosingTeam(SourceLocation Inner) const {
    if (!TheSema)
      return {};
    for (sema::FunctionScopeInfo *FSI : reverse(TheSema->FunctionScopes)) {
      const auto *CSI = dyn_cast<sema::CapturedRegionScopeInfo>(FSI);
      if (!CSI || CSI->CapRegionKind != CR_OpenMP || !CSI->TheRecordDecl)
        continue;
      SourceLocation Start =
          SM->getExpansionLoc(CSI->TheRecordDecl->getLocation());
      if (Start == SM->getExpansionLoc(Inner))
        continue;
      return isTeamDirective(*SM, Start) ? Start : SourceLocation();
    }
    return {};
  }

  void replaceNestedTeam(const Diagnostic &Info) {
    auto &DE = const_cast<DiagnosticsEngine &>(*Info.getDiags());
    SourceLocation Loc = Info.getLocation();
    SourceLocation Outer = enclosingTeam(Loc);
    auto Emit = [&](DiagnosticsEngine::Level Level, SourceLocation At, Diag D,
                    ArrayRef<StringRef> Args) {
      DiagnosticStorage Storage;
      Storage.DiagRanges.push_back(CharSourceRange::getTokenRange(At, At));
      std::string Text = diagText(D, Args);
      Inner->HandleDiagnostic(
          Level, Diagnostic(&DE, At, diagID(DE, D), Storage, Text));
    };
    if (Outer.isValid()) {
      Emit(DiagnosticsEngine::Error, Loc, Diag::TeamInTeam, {});
      Emit(DiagnosticsEngine::Note, Outer, Diag::EnclosingLoop, {"team"});
    } else {
      // OpenMP's message names the region the team is in (its %1).
      std::string Region =
          Info.getID() == diag::err_omp_prohibited_region_simd     ? "simd"
          : Info.getID() == diag::err_omp_prohibited_region_atomic ? "atomic"
                                                                   : "target";
      if (Info.getID() == diag::err_omp_prohibited_region &&
          Info.getNumArgs() > 1) {
        if (Info.getArgKind(1) == DiagnosticsEngine::ak_std_string)
          Region = Info.getArgStdStr(1);
        else if (Info.getArgKind(1) == DiagnosticsEngine::ak_c_string)
          Region = Info.getArgCStr(1);
      }
      Emit(DiagnosticsEngine::Error, Loc, Diag::TeamInTarget, {Region});
    }
    sync();
  }

  void sync() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  std::unique_ptr<DiagnosticConsumer> Owned;
  DiagnosticConsumer *Inner;
  const SourceManager *SM;
};

} // namespace

std::unique_ptr<ASTConsumer> createNestingChecker(CompilerInstance &CI) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  auto *Filter = new DiagnosticFilter(DE);
  Filter->setSourceManager(&CI.getSourceManager());
  DE.setClient(Filter, /*ShouldOwnClient=*/true);
  return std::make_unique<NestingConsumer>(CI);
}

/// The teams in generic lambdas reported so far (their directives'
/// expansion locations), once each.
static SmallVector<SourceLocation, 2> TeamsInGenericLambdas;

bool notedTeamInGenericLambda(SourceLocation Loc) {
  if (is_contained(TeamsInGenericLambdas, Loc))
    return true;
  TeamsInGenericLambdas.push_back(Loc);
  return false;
}

Sema *semaFor(const Preprocessor &PP) {
  return TheSema && &TheSema->getPreprocessor() == &PP ? TheSema : nullptr;
}

} // namespace hier
