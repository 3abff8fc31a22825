//===- NestingChecker.cpp - check how hier constructs nest ----------------===//
//
// Walks each function with a stack of the open hier constructs: nesting is
// checked here; each generated loop's own checks (LoopChecks.h), reductions
// (ReductionCheck.h), races and readonly variables are called from the walk.
// It only reads the AST: the teams it accepts are handed back, and
// AfterParse.cpp records their shape and shared memory.
//
//===----------------------------------------------------------------------===//

#include "NestingChecker.h"
#include "ASTQueries.h"
#include "Diagnostics.h"
#include "Directive.h"
#include "GeneratedLoops.h"
#include "GeneratedMark.h"
#include "LoopChecks.h"
#include "RaceCheck.h"
#include "ReadOnlyCheck.h"
#include "ReductionCheck.h"
#include "ReportedOnce.h"
#include "RewriterParts.h"
#include "Routine.h"
#include "Scan.h"
#include "SharedMemory.h"
#include "TeamLaunch.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/ScopeInfo.h"
#include "clang/Sema/Sema.h"
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
    /// The statement of a 'single' (Level: team for 'single team', thread
    /// for 'single thread'), which one thread (or lane) runs.
    Single,
  } Kind = Hier;
};

class Checker : public RecursiveASTVisitor<Checker> {
public:
  Checker(ASTContext &Ctx, SmallVectorImpl<OMPTargetTeamsDirective *> &Teams)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), DE(Ctx.getDiagnostics()),
        Teams(Teams) {}

  bool TraverseForStmt(ForStmt *For);
  bool TraverseDecl(Decl *D);
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
  void checkSingle(const CallExpr *Call, bool Team);
  void checkRoutineCall(const CallExpr *Call, const FunctionDecl &Callee,
                        hier_level Level);
  /// The innermost open loop that is not the team, if any.
  const Open *innermostLoop() const {
    for (const Open &O : reverse(Stack)) {
      if (O.Kind == Open::Single)
        continue;
      if (O.Kind != Open::Hier || O.Level == HIER_LEVEL_TEAM)
        break;
      return &O;
    }
    return nullptr;
  }
  /// The 'single' whose statement the code is in, if no loop is open inside
  /// it.
  const Open *innermostSingle() const {
    for (const Open &O : reverse(Stack)) {
      if (O.Kind == Open::Single)
        return &O;
      if (O.Kind != Open::Unknown)
        break;
    }
    return nullptr;
  }
  /// Reports \p What, run by the one thread (or lane) of the enclosing
  /// 'single', if any, where every thread (or lane) must reach it: a team
  /// barrier or 'single' in a 'single team', a thread loop in a 'single
  /// team', a vector loop in a 'single thread'.
  bool checkInSingle(StringRef What, SourceLocation Loc);
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
  /// The team regions checked, whose shape and shared memory are decided
  /// once the walk is done.
  SmallVectorImpl<OMPTargetTeamsDirective *> &Teams;
};

bool Checker::checkNesting(hier_level L, SourceLocation Loc) {
  const Open *Team = innermost(HIER_LEVEL_TEAM);
  const Open *Thread = innermost(HIER_LEVEL_THREAD);
  const Open *Vector = innermost(HIER_LEVEL_VECTOR);
  const Open *Flat = innermost(HIER_LEVEL_THREAD_VECTOR);
  if (unknownContext())
    return true;
  // A team is a kernel launch: an OpenMP target region, which OpenMP does not
  // nest (its own error is replaced, NestedTeamError.cpp).
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
      return checkInSingle(hier_level_name(L), Loc);
    report(DE, Loc, Diag::VectorOutsideThread);
    return false;
  }
  if (Thread) {
    report(DE, Loc, Diag::ThreadInThread) << hier_level_name(L);
    noteEnclosing(*Thread);
    return false;
  }
  return checkInSingle(hier_level_name(L), Loc);
}

bool Checker::checkInSingle(StringRef What, SourceLocation Loc) {
  const Open *Single = innermostSingle();
  if (!Single)
    return true;
  // A 'single thread' holds a thread's scalar code: only vector loops (and
  // what a thread loop may not hold anyway) must not be in it.
  bool Team = Single->Level == HIER_LEVEL_TEAM;
  if (!Team && What != hier_level_name(HIER_LEVEL_VECTOR))
    return true;
  report(DE, Loc, Diag::InSingle)
      << What << (Team ? "single team" : "single thread")
      << (Team ? "thread of the team" : "lane of the thread");
  report(DE, Single->Loc, Diag::EnclosingSingle)
      << (Team ? "single team" : "single thread");
  return false;
}

/// A loop hint written before a hier directive lands on the first statement
/// hier generates for it: a reduction's or a team's one-shot wrapper, a
/// 'single' (hints after the directive go on the loop over the counter,
/// LoopRewriter). Generated loops declare a marked variable first.
bool Checker::VisitAttributedStmt(AttributedStmt *S) {
  const auto *For = dyn_cast<ForStmt>(S->getSubStmt());
  const VarDecl *First = For ? firstLoopVar(*For) : nullptr;
  if (!isHierGenerated(First))
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
  if (std::optional<hier_level> Single = singleLevel(*For)) {
    // The leader's marker (in the init) is checked outside the 'single', the
    // statement (the body) inside it.
    if (!TraverseStmt(For->getInit()) || !TraverseStmt(For->getCond()) ||
        !TraverseStmt(For->getInc()))
      return false;
    Stack.push_back({*Single, directiveLoc(For->getBeginLoc()), Open::Single});
    bool Result = TraverseStmt(For->getBody());
    Stack.pop_back();
    return Result;
  }
  auto Hier = asGeneratedLoop(For, Ctx);
  bool AfterDropped = takeDroppedBefore(SM, directiveLoc(For->getForLoc()));
  if (!Hier) {
    // A thread or vector loop's reduction wrapper starts with
    // '__hier_rorig<ID> = v' (a team's saves '&v', or none).
    const VarDecl *First = firstLoopVar(*For);
    if (isHierGenerated(First, names::ReductionOrig) && First->getInit())
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
    checkLoopVariable(DE, Level);
    checkLoopTest(DE, Level);
  }
  checkBreaks(Ctx, userBody(Hier->Levels.back()->getBody()), Hier->Level);
  checkScanBody(DE, Hier->Levels.back()->getBody(), Loc);
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

/// A routine's body is checked as if inlined where it may be called: a
/// 'routine thread' as a team body, a 'routine vector' as a thread loop's.
bool Checker::TraverseDecl(Decl *D) {
  auto *FD = dyn_cast_or_null<FunctionDecl>(D);
  std::optional<hier_level> Level;
  if (FD && FD->doesThisDeclarationHaveABody())
    Level = routineLevel(*FD);
  if (!Level)
    return RecursiveASTVisitor::TraverseDecl(D);
  size_t Depth = Stack.size();
  Stack.push_back({HIER_LEVEL_TEAM, FD->getLocation()});
  if (*Level == HIER_LEVEL_VECTOR)
    Stack.push_back({HIER_LEVEL_THREAD, FD->getLocation()});
  bool Result = RecursiveASTVisitor::TraverseDecl(D);
  Stack.resize(Depth);
  return Result;
}

/// A routine is called where its body may run: a 'routine thread' where
/// every thread of the team runs (a team body, outside thread loops and
/// 'single'), a 'routine vector' where every lane of a thread does (a
/// thread loop's body, outside vector loops and 'single thread').
void Checker::checkRoutineCall(const CallExpr *Call, const FunctionDecl &Callee,
                               hier_level Level) {
  if (unknownContext())
    return;
  bool Thread = Level == HIER_LEVEL_THREAD;
  bool Ok;
  if (Thread)
    Ok = innermost(HIER_LEVEL_TEAM) && !innermostLoop() && !innermostSingle();
  else
    Ok = innermost(HIER_LEVEL_THREAD) && !innermost(HIER_LEVEL_VECTOR) &&
         !innermost(HIER_LEVEL_THREAD_VECTOR) && !innermostSingle();
  if (Ok)
    return;
  StringRef Name = Callee.getName();
  report(DE, Call->getBeginLoc(), Diag::RoutineCallContext)
      << Name << (Thread ? "thread" : "vector")
      << (Thread ? "a team body, outside thread and vector loops and 'single'"
                 : "the body of a thread loop, outside its vector loops and "
                   "'single thread'")
      << Call->getSourceRange();
  report(DE, Callee.getFirstDecl()->getLocation(), Diag::RoutineDeclared)
      << Name << (Thread ? "thread" : "vector");
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

/// A size clause's argument that is not an integer: the rewriter's
/// '__builtin_choose_expr(<arg is an integer>, (arg), 1)' (emitClauseArg),
/// whose test is false. One error per
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
  if (!isClauseArgTest(E->getCond()) || E->isConditionDependent() ||
      E->isConditionTrue())
    return true;
  const Expr *Arg = E->getLHS()->IgnoreParens();
  if (firstReport(Ctx, Once::ClauseArgType, Arg->getBeginLoc()))
    report(DE, Arg->getBeginLoc(), Diag::ClauseArgType)
        << Arg->getType() << Arg->getSourceRange();
  return true;
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
      return;
    }
    checkInSingle("single team", Loc);
    return;
  }
  if (!Loop || Loop->Level != HIER_LEVEL_THREAD) {
    report(DE, Loc, Diag::SingleThreadOutsideThread);
    if (Loop)
      noteEnclosing(*Loop);
  }
}

bool Checker::VisitCallExpr(CallExpr *Call) {
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    if (std::optional<hier_level> Level = routineLevel(*Callee)) {
      checkRoutineCall(Call, *Callee, *Level);
      return true;
    }
  if (const Expr *Var = reductionIdentityVar(Call))
    checkReduction(DE, Ctx, Call, Var);
  else
    checkTeamSectionLength(DE, Ctx, Call);
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
    return true;
  }
  checkInSingle("barrier", Loc);
  return true;
}

/// A team region: what only its AST shows (a team in a generic lambda, clause
/// arguments OpenMP captured, readonly variables written).
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
        if (!firstReport(Ctx, Once::TeamInGenericLambda, Loc))
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
  Teams.push_back(D);
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

} // namespace

void checkNesting(Decl *D, ASTContext &Ctx,
                  SmallVectorImpl<OMPTargetTeamsDirective *> &Teams) {
  Checker(Ctx, Teams).TraverseDecl(D);
}

} // namespace hier
