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
#include "ReadOnlyCheck.h"
#include "TeamShape.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

/// A hier construct on the nesting stack.
struct Open {
  hier_level Level;
  SourceLocation Loc; ///< the directive
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
  bool VisitAttributedStmt(AttributedStmt *S);
  bool VisitCallExpr(CallExpr *Call);
  bool VisitVarDecl(VarDecl *D);
  bool VisitOMPTargetTeamsDirective(OMPTargetTeamsDirective *D);

  // Lambdas and blocks are analysed where they are written: a hier loop in a
  // lambda is nested in what encloses the lambda.
  bool shouldVisitLambdaBody() const { return true; }

private:
  SourceLocation directiveLoc(SourceLocation Generated) const {
    return SM.getExpansionLoc(Generated);
  }
  const Open *innermost(hier_level L) const {
    for (const Open &O : reverse(Stack))
      if (O.Level == L)
        return &O;
    return nullptr;
  }
  bool checkNesting(hier_level L, SourceLocation Loc);
  void checkLoopVariable(const ForStmt *Inner);
  void checkBreaks(const Stmt *S, hier_level L);
  void checkReduction(const CallExpr *Call, const Expr *Var);
  void checkSingle(const CallExpr *Call, bool Team);
  /// The innermost open loop that is not the team, if any.
  const Open *innermostLoop() const {
    for (const Open &O : reverse(Stack))
      if (O.Level != HIER_LEVEL_TEAM)
        return &O;
    return nullptr;
  }
  void noteEnclosing(const Open &O) {
    report(DE, O.Loc, Diag::EnclosingLoop) << hier_level_name(O.Level);
  }

  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &DE;
  SmallVector<Open, 4> Stack;
};

bool Checker::checkNesting(hier_level L, SourceLocation Loc) {
  const Open *Team = innermost(HIER_LEVEL_TEAM);
  const Open *Thread = innermost(HIER_LEVEL_THREAD);
  const Open *Vector = innermost(HIER_LEVEL_VECTOR);
  const Open *Flat = innermost(HIER_LEVEL_THREAD_VECTOR);
  // A team inside a team is a target region inside another, which OpenMP's
  // Sema rejects before this runs.
  if (L == HIER_LEVEL_TEAM)
    return true;
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

void Checker::checkLoopVariable(const ForStmt *Inner) {
  QualType Ty;
  SourceLocation VarLoc;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Inner->getInit())) {
    if (const auto *VD = dyn_cast<VarDecl>(*DS->decl_begin())) {
      Ty = VD->getType();
      VarLoc = VD->getLocation();
    }
  } else if (const auto *BO =
                 dyn_cast_or_null<BinaryOperator>(Inner->getInit())) {
    Ty = BO->getLHS()->getType();
    VarLoc = BO->getLHS()->getExprLoc();
  }
  if (Ty.isNull() || Ty->isDependentType() || Ty->isIntegerType())
    return;
  report(DE, VarLoc, Diag::NonIntegerLoopVar) << Ty;
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
  if (!Hier)
    return RecursiveASTVisitor::TraverseForStmt(For);
  SourceLocation Loc = directiveLoc(For->getBeginLoc());
  checkNesting(Hier->Level, Loc);
  for (const ForStmt *Level : Hier->Levels)
    checkLoopVariable(Level);
  checkBreaks(Hier->Levels.back()->getBody(), Hier->Level);
  if (Hier->Stray)
    report(DE, Hier->Stray->getBeginLoc(), Diag::CollapseNotPerfect)
        << (unsigned)Hier->Levels.size();
  Stack.push_back({Hier->Level, Loc});
  bool Result = RecursiveASTVisitor::TraverseForStmt(For);
  Stack.pop_back();
  return Result;
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

/// The types hier reduces (Builtins.cpp has a helper for each).
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
  if (!isReducibleType(Ty)) {
    report(DE, Name->getExprLoc(), Diag::ReductionType) << Spelled << Ty;
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
  if (!innermost(HIER_LEVEL_TEAM)) {
    report(DE, Loc, Diag::OutsideTeam) << "shared";
  } else if (const Open *Loop = innermostLoop()) {
    report(DE, Loc, Diag::SharedInLoop) << hier_level_name(Loop->Level);
    noteEnclosing(*Loop);
  }
  return true;
}

class NestingConsumer : public ASTConsumer {
public:
  explicit NestingConsumer(CompilerInstance &CI) : CI(CI) {}

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    ASTContext &Ctx = CI.getASTContext();
    for (Decl *D : DG) {
      // hier code lives in the user's sources, not in system headers.
      if (Ctx.getSourceManager().isInSystemHeader(D->getLocation()))
        continue;
      Checker(Ctx).TraverseDecl(D);
    }
    return true;
  }

private:
  CompilerInstance &CI;
};

} // namespace

std::unique_ptr<ASTConsumer> createNestingChecker(CompilerInstance &CI) {
  return std::make_unique<NestingConsumer>(CI);
}

} // namespace hier
