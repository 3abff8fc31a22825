//===- HostSpmd.cpp - the host fallback run as a GPU runs a team ----------===//

#include "HostSpmd.h"
#include "ASTQueries.h"
#include "GeneratedLoops.h"
#include "GeneratedNames.h"
#include "RewriterParts.h"
#include "Routine.h"
#include "TeamLaunch.h"
#include "TokenBuilder.h"
#include "hier/abi.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <optional>

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

constexpr const char *Macro = "HIER_HOST_SPMD";
constexpr const char *Fork = "__hier_spmd_fork";
/// __HIER_SPMD_LEVEL_FLAT_THREAD in hier/__hier_spmd.h: a thread loop that
/// holds no vector loop, which the GPU spreads over the whole block.
constexpr unsigned LevelFlatThread = 4;

bool wrapsRegion(const Directive &D) {
  return D.Kind == DirectiveKind::Team && !D.find(ClauseId::Nowait) &&
         !D.find(ClauseId::Depend);
}

} // namespace

bool hostSpmdBuild(Preprocessor &PP, CompileMode Mode) {
  return !Mode.Device && PP.isMacroDefined(Macro);
}

void emitHostSpmdLaunch(TokenBuilder &B, const Directive &D, unsigned ID,
                        CompileMode Mode) {
  if (!wrapsRegion(D) || !hostSpmdBuild(B.preprocessor(), Mode))
    return;
  std::string T = names::make(names::SpmdTeam, ID);
  std::string Go = names::make(names::SpmdGo, ID);
  // The block hier launches: the requested vector length and team_size, or
  // the defaults, whose literals prepareHostSpmd updates where TeamShape
  // chose other lanes.
  B.text("for (void *" + names::declare(T, names::SpmdTeam) + " = " + Fork +
         "(");
  const Clause *VL = D.find(ClauseId::VectorLength);
  if (VL)
    emitClauseArg(B, VL->Args, "(long long)");
  else
    B.text(std::to_string(DefaultVectorLength) + "LL");
  B.text(",");
  if (const Clause *TS = D.find(ClauseId::TeamSize))
    emitClauseArg(B, TS->Args, "(long long)");
  else if (VL) {
    B.text("(long long)" + launch::DefaultTeamSize + "(");
    emitClauseArg(B, VL->Args, "(long long)");
    B.text(")");
  } else
    B.text(std::to_string(DefaultThreadsPerTeam / DefaultVectorLength) + "LL");
  B.text("); " + T + "; " + T + " = __hier_spmd_join(" + T + "))");
  B.annotation(tok::annot_pragma_openmp);
  B.text("parallel num_threads(__hier_spmd_threads(" + T +
         ")) if(__hier_spmd_threads(" + T + ") > 1)");
  B.annotation(tok::annot_pragma_openmp_end);
  B.text("for (int " + names::declare(Go, names::SpmdGo) +
         " = __hier_spmd_enter(" + T + "); " + Go + "; " + Go +
         " = __hier_spmd_leave())");
}

void emitHostSpmdRegionEnd(TokenBuilder &B, const Directive &D, unsigned ID,
                           CompileMode Mode) {
  if (!wrapsRegion(D) || !hostSpmdBuild(B.preprocessor(), Mode))
    return;
  std::string Go = names::make(names::SpmdEnd, ID);
  B.text("for (int " + names::declare(Go, names::SpmdEnd) + " = 1; " + Go +
         "; " + Go + " = __hier_spmd_team_end())");
}

namespace {

std::optional<uint64_t> literalValue(const Expr *E) {
  if (const auto *Lit = dyn_cast_or_null<IntegerLiteral>(E ? original(E) : E))
    return Lit->getValue().getZExtValue();
  return std::nullopt;
}

/// The level and ID of hier loop marker \p Call (begin, stride, reduce).
std::optional<std::pair<uint64_t, uint64_t>> levelAndID(const CallExpr &Call) {
  if (Call.getNumArgs() < 2)
    return std::nullopt;
  auto Level = literalValue(Call.getArg(0)), ID = literalValue(Call.getArg(1));
  if (!Level || !ID)
    return std::nullopt;
  return std::pair(*Level, *ID);
}

/// The statements of \p S in pre-order (anyStmt's walk), to be settled.
void forEachStmt(Stmt *S, function_ref<void(Stmt &)> F) {
  anyStmt(S, [&](const Stmt &Child) {
    F(const_cast<Stmt &>(Child));
    return false;
  });
}

/// Whether \p S holds a vector loop, in its own code or in a function it
/// calls (hier-lower inlines functions holding hier loops into their callers
/// before it maps the nest: InlineLoopHolders.cpp).
bool holdsVectorLoop(const Stmt *S,
                     SmallPtrSetImpl<const FunctionDecl *> &Seen) {
  return anyStmt(S, [&](const Stmt &Child) {
    if (const auto *F = dyn_cast<ForStmt>(&Child))
      if (const CallExpr *Begin = beginMarker(*F))
        if (auto LI = levelAndID(*Begin); LI && LI->first == HIER_LEVEL_VECTOR)
          return true;
    const auto *Call = dyn_cast<CallExpr>(&Child);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee)
      return false;
    // A vector routine, which may be defined in another file.
    if (routineLevel(*Callee) == HIER_LEVEL_VECTOR)
      return true;
    const FunctionDecl *Def = Callee->getDefinition();
    return Def && Def->hasBody() && Seen.insert(Def).second &&
           !Def->getASTContext().getSourceManager().isInSystemHeader(
               Def->getLocation()) &&
           holdsVectorLoop(Def->getBody(), Seen);
  });
}

/// Thread loops without a vector loop get the level the GPU's mapping of
/// them has on the host (the whole block), in their begin and stride markers
/// and their reductions and scans.
void markFlatThreadLoops(Stmt *Region, ASTContext &Ctx) {
  SmallVector<uint64_t, 4> Flat;
  forEachStmt(Region, [&](Stmt &S) {
    auto *F = dyn_cast<ForStmt>(&S);
    const CallExpr *Begin = F ? beginMarker(*F) : nullptr;
    auto LI = Begin ? levelAndID(*Begin) : std::nullopt;
    if (!LI || LI->first != HIER_LEVEL_THREAD)
      return;
    SmallPtrSet<const FunctionDecl *, 4> Seen;
    if (holdsVectorLoop(F->getBody(), Seen))
      return;
    Flat.push_back(LI->second);
  });
  if (Flat.empty())
    return;
  forEachStmt(Region, [&](Stmt &S) {
    auto *Call = dyn_cast<CallExpr>(&S);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee || !Callee->getIdentifier())
      return;
    StringRef Name = Callee->getName();
    if (Name != HIER_MARKER_BEGIN && Name != HIER_MARKER_STRIDE &&
        !Name.starts_with(HIER_MARKER_REDUCE_PREFIX) &&
        !Name.starts_with(HIER_MARKER_SCAN_PREFIX))
      return;
    auto LI = levelAndID(*Call);
    if (LI && LI->first == HIER_LEVEL_THREAD && is_contained(Flat, LI->second))
      settleArg(*Call, 0, LevelFlatThread, Ctx);
  });
}

/// The lanes and threads TeamShape chose for a team without vector_length
/// or team_size, from its launch (__hier_num_teams(..., __hier_lanes(VL),
/// TS, ...)), into the fork's literals.
void copyBlockShape(OMPTargetTeamsDirective &D, ASTContext &Ctx) {
  const CallExpr *Launch = launchCall(D);
  if (!Launch || !launchArg(*Launch, HIER_LAUNCH_LANES))
    return;
  VarDecl *Team = variableAroundRegion(D, Fork);
  auto *ForkCall =
      Team ? const_cast<CallExpr *>(markerCall(Team->getInit(), Fork))
           : nullptr;

  if (!ForkCall || ForkCall->getNumArgs() != 2)
    return;
  if (const CallExpr *Lanes =
          markerCall(launchArg(*Launch, HIER_LAUNCH_LANES), launch::Lanes))
    if (auto VL = literalValue(Lanes->getArg(0));
        VL && literalValue(ForkCall->getArg(0)))
      settleArg(*ForkCall, 0, *VL, Ctx);
  if (auto TS = literalValue(launchArg(*Launch, HIER_LAUNCH_TEAM_SIZE));
      TS && literalValue(ForkCall->getArg(1)))
    settleArg(*ForkCall, 1, *TS, Ctx);
}

bool isSharedVariable(const VarDecl &V) {
  const auto *Note = V.getAttr<AnnotateAttr>();
  return Note && Note->getAnnotation() == HIER_SHARED_ANNOTATION;
}

/// Each '#pragma hier shared' variable V of the region: every thread still
/// declares (and initialises, as on the GPU) its own, and a reference of
/// the same name, declared right after it,
///
///   T &V' = *(T *)__hier_spmd_shared(&V);
///
/// binds every later use of the name to thread 0's (in one thread, to its
/// own). Uses inside a lambda go through its capture, whose initializer is
/// such a use.
void shareVariables(Stmt *Region, ASTContext &Ctx) {
  auto SharedName = Ctx.Idents.find("__hier_spmd_shared");
  if (SharedName == Ctx.Idents.end())
    return;
  auto Lookup = Ctx.getTranslationUnitDecl()->lookup(
      DeclarationName(SharedName->getValue()));
  FunctionDecl *Share =
      Lookup.empty() ? nullptr : dyn_cast<FunctionDecl>(Lookup.front());
  if (!Share)
    return;
  DenseMap<const VarDecl *, VarDecl *> Shared;
  SmallPtrSet<const DeclRefExpr *, 4> Own;
  forEachStmt(Region, [&](Stmt &S) {
    auto *DS = dyn_cast<DeclStmt>(&S);
    if (!DS)
      return;
    SmallVector<Decl *, 4> Decls;
    bool Changed = false;
    for (Decl *D : DS->decls()) {
      Decls.push_back(D);
      auto *V = dyn_cast<VarDecl>(D);
      if (!V || !isSharedVariable(*V) || V->getType()->isDependentType() ||
          V->getType()->isReferenceType() || V->isInvalidDecl())
        continue;
      QualType T = V->getType();
      SourceLocation Loc = V->getLocation();
      FPOptionsOverride FP;
      auto *Ref =
          DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(),
                              V, false, Loc, T, VK_LValue);
      Own.insert(Ref);
      Expr *Addr =
          UnaryOperator::Create(Ctx, Ref, UO_AddrOf, Ctx.getPointerType(T),
                                VK_PRValue, OK_Ordinary, Loc, false, FP);
      Addr = ImplicitCastExpr::Create(Ctx, Ctx.VoidPtrTy, CK_BitCast, Addr,
                                      nullptr, VK_PRValue, FP);
      Expr *Callee =
          DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), SourceLocation(),
                              Share, false, Loc, Share->getType(), VK_LValue);
      Callee = ImplicitCastExpr::Create(
          Ctx, Ctx.getPointerType(Share->getType()), CK_FunctionToPointerDecay,
          Callee, nullptr, VK_PRValue, FP);
      Expr *Call = CallExpr::Create(Ctx, Callee, {Addr}, Ctx.VoidPtrTy,
                                    VK_PRValue, Loc, FP);
      Call = ImplicitCastExpr::Create(Ctx, Ctx.getPointerType(T), CK_BitCast,
                                      Call, nullptr, VK_PRValue, FP);
      Expr *Instance = UnaryOperator::Create(Ctx, Call, UO_Deref, T, VK_LValue,
                                             OK_Ordinary, Loc, false, FP);
      QualType RefTy = Ctx.getLValueReferenceType(T);
      auto *R = VarDecl::Create(
          Ctx, V->getDeclContext(), V->getBeginLoc(), Loc, V->getIdentifier(),
          RefTy, Ctx.getTrivialTypeSourceInfo(RefTy, Loc), SC_None);
      R->setInit(Instance);
      R->setImplicit();
      R->setIsUsed();
      R->setReferenced();
      Decls.push_back(R);
      Shared[V] = R;
      Changed = true;
    }
    if (Changed)
      DS->setDeclGroup(DeclGroupRef::Create(Ctx, Decls.data(), Decls.size()));
  });
  if (Shared.empty())
    return;
  forEachStmt(Region, [&](Stmt &S) {
    auto *Use = dyn_cast<DeclRefExpr>(&S);
    if (!Use || Own.contains(Use) || Use->refersToEnclosingVariableOrCapture())
      return;
    auto *V = dyn_cast<VarDecl>(Use->getDecl());
    if (auto It = V ? Shared.find(V) : Shared.end(); It != Shared.end())
      Use->setDecl(It->second);
  });
}

/// Finds the team regions of a declaration (lambdas' included).
class TeamFinder : public RecursiveASTVisitor<TeamFinder> {
public:
  explicit TeamFinder(ASTContext &Ctx) : Ctx(Ctx) {}
  bool VisitOMPTargetTeamsDirective(OMPTargetTeamsDirective *D) {
    if (!launchCall(*D) ||
        D->getInnermostCapturedStmt()->getCapturedDecl()->isDependentContext())
      return true;
    Stmt *Region = D->getInnermostCapturedStmt()->getCapturedStmt();
    copyBlockShape(*D, Ctx);
    markFlatThreadLoops(Region, Ctx);
    shareVariables(Region, Ctx);
    return true;
  }
  /// A thread routine's body is a team body wherever it is called.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->doesThisDeclarationHaveABody() && !FD->isDependentContext() &&
        routineLevel(*FD) == HIER_LEVEL_THREAD) {
      markFlatThreadLoops(FD->getBody(), Ctx);
      shareVariables(FD->getBody(), Ctx);
    }
    return true;
  }

private:
  ASTContext &Ctx;
};

} // namespace

namespace {

/// The statements under \p S: its children, and for a captured region (an
/// OpenMP directive's), the statement it captures, which is none of them.
SmallVector<Stmt *, 4> under(Stmt *S) {
  SmallVector<Stmt *, 4> Result(S->children());
  if (auto *Captured = dyn_cast<CapturedStmt>(S))
    Result.push_back(Captured->getCapturedStmt());
  return Result;
}

/// The variable of the innermost one-shot loop around \p Target, on the way
/// from \p S, that a call of \p Name initialises.
VarDecl *wrapperVariable(Stmt *S, const Stmt *Target, StringRef Name,
                         bool &Reached) {
  if (!S)
    return nullptr;
  if (S == Target) {
    Reached = true;
    return nullptr;
  }
  for (Stmt *Child : under(S)) {
    VarDecl *Found = wrapperVariable(Child, Target, Name, Reached);
    if (Found)
      return Found;
    if (!Reached)
      continue;
    if (auto *F = dyn_cast<ForStmt>(S))
      if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
        if (DS->isSingleDecl())
          if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
            if (markerCall(VD->getInit(), Name))
              return VD;
    return nullptr;
  }
  return nullptr;
}

} // namespace

VarDecl *variableAroundRegion(const OMPTargetTeamsDirective &D,
                              StringRef Name) {
  const DeclContext *DC = D.getInnermostCapturedStmt()->getCapturedDecl();
  while (DC && !isa<FunctionDecl>(DC))
    DC = DC->getParent();
  const auto *FD = dyn_cast_or_null<FunctionDecl>(DC);
  if (!FD || !FD->getBody())
    return nullptr;
  bool Reached = false;
  return wrapperVariable(FD->getBody(), &D, Name, Reached);
}

void prepareHostSpmd(Decl *D, ASTContext &Ctx) {
  // find, not get: get would create the identifier from the plugin's
  // inlined allocator (see ReductionClause.cpp).
  auto MacroName = Ctx.Idents.find(Macro);
  if (!Ctx.getLangOpts().OpenMP || Ctx.getLangOpts().OpenMPIsTargetDevice ||
      MacroName == Ctx.Idents.end() ||
      !MacroName->getValue()->hasMacroDefinition())
    return;
  TeamFinder(Ctx).TraverseDecl(D);
}

} // namespace hier
