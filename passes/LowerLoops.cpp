//===- LowerLoops.cpp - map hier loops to the GPU grid --------------------===//
//
// The front end gives every hier loop the form
//   for (k = __hier_begin(LEVEL, ID); k < n; k += __hier_stride(LEVEL, ID))
// This pass finds, per function, each loop's markers and the IR loop they
// became, decides every loop's mapping before it rewrites any (a decision
// looks at the markers of other loops), and then lowers the markers, one
// file per job (HierLoops.h).
//
// Remarks: HIER001 (a loop's mapping) here; HIER018 (InlineLoopHolders.cpp);
// HIER002 (LoopMapping.cpp), HIER003
// (here and Collectives.cpp), HIER004-005 (Collectives.cpp), HIER008-009
// (BlockShape.cpp), HIER012 (LeagueLoop.cpp).
//
//===----------------------------------------------------------------------===//

#include "LowerLoops.h"
#include "GPUTarget.h"
#include "HierLoops.h"
#include "Kernels.h"
#include "Remarks.h"
#include "hier/abi.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hier {

namespace {

/// Adds \p F's calls of the begin or stride marker \p Marker to their loops.
void collect(Function &F, Function *Marker, bool IsBegin, HierLoops &Loops,
             OptimizationRemarkEmitter &ORE) {
  if (!Marker)
    return;
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() != 2)
      continue;
    auto *Level = dyn_cast<ConstantInt>(Call->getArgOperand(0));
    auto *ID = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    if (!Level || !ID || Level->getZExtValue() > HIER_LEVEL_THREAD_VECTOR) {
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkMissed>(RemarkID::MarkerLeft, Call)
               << "hier marker with a non-constant or unknown level left as "
                  "it is";
      });
      continue;
    }
    HierLoop &L = Loops[ID->getZExtValue()];
    L.Level = Level->getZExtValue();
    L.ID = ID->getZExtValue();
    (IsBegin ? L.Begins : L.Strides).push_back(Call);
  }
}

/// The IR loop a hier loop became: the one whose latch holds the stride call.
Loop *loopOf(const HierLoop &L, const LoopInfo &LI) {
  for (CallInst *S : L.Strides)
    if (Loop *IRLoop = LI.getLoopFor(S->getParent()))
      return IRLoop;
  return nullptr;
}

/// The markers of the pass, looked up once per module.
struct Markers {
  Function *Begin;
  Function *Stride;
  Function *Shape;
  ArrayRef<Function *> Collectives;
};

bool lowerFunction(Function &F, const Markers &Mk,
                   FunctionAnalysisManager &FAM) {
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  TeamShape Shape = readTeamShape(F, Mk.Shape, ORE);
  HierLoops Loops;
  collect(F, Mk.Begin, /*IsBegin=*/true, Loops, ORE);
  collect(F, Mk.Stride, /*IsBegin=*/false, Loops, ORE);
  if (Loops.empty())
    return false;
  for (Function *C : Mk.Collectives)
    collectCollectives(F, C, Loops, ORE);
  // Decide every loop before rewriting any: decisions look at the markers of
  // other loops.
  SmallVector<PlannedLoop, 8> Plan;
  for (const auto &[ID, L] : Loops) {
    if (L.Begins.empty() || L.Strides.empty())
      continue;
    Loop *IRLoop = loopOf(L, LI);
    Plan.push_back({&L, decideMapping(L, IRLoop, Loops, ORE), IRLoop});
  }
  makeBlockConstant(F, Shape, Plan, ORE);
  // Where each loop's directive is, for remarks after its markers are gone.
  SmallVector<std::pair<DiagnosticLocation, BasicBlock *>, 8> Sites;
  for (const PlannedLoop &P : Plan)
    Sites.emplace_back(P.L->Begins.front()->getDebugLoc(),
                       P.L->Begins.front()->getParent());
  for (const PlannedLoop &P : Plan) {
    ORE.emit([&] {
      return hierRemark<OptimizationRemarkAnalysis>(RemarkID::LoopMapped,
                                                    P.L->Begins.front())
             << ore::NV("Level", hier_level_name(P.L->Level)) << " loop "
             << ore::NV("LoopID", P.L->ID) << " mapped to "
             << ore::NV("Mapping", describeMapping(P.M));
    });
    mapLoop(*P.L, P.M, P.IRLoop, Shape);
    lowerCollectives(*P.L, P.M, ORE);
  }
  lowerSingleThread(F, Plan);
  // Last: it changes the CFG that LoopInfo describes.
  const GPUTarget *Target = getGPUTarget(*F.getParent());
  if (Shape.TeamPerIteration && Target && Target->launchesTeamPerIteration())
    for (auto [I, P] : enumerate(Plan))
      if (P.M == Mapping::Blocks)
        runLeagueLoopOnce(*P.L, P.IRLoop, Sites[I].first, Sites[I].second, ORE);
  return true;
}

} // namespace

PreservedAnalyses LowerLoopsPass::run(Module &M, ModuleAnalysisManager &MAM) {
  Function *BeginFn = M.getFunction(HIER_MARKER_BEGIN);
  Function *StrideFn = M.getFunction(HIER_MARKER_STRIDE);
  Function *ShapeFn = M.getFunction(HIER_MARKER_TEAM_SHAPE);
  if (!BeginFn && !StrideFn && !ShapeFn)
    return PreservedAnalyses::all();
  SmallVector<Function *, 8> CollectiveFns;
  for (Function &F : M)
    if (F.isDeclaration() && collectiveOf(F))
      CollectiveFns.push_back(&F);
  // Loops in called functions (lambdas) join their team's function first:
  // nesting is read within one function.
  bool Inlined = inlineLoopHolders(M);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  if (Inlined)
    FAM.clear();
  // The functions that call markers, collected first: rewriting adds
  // declarations to the module.
  SetVector<Function *> Callers;
  for (Function *Marker : {BeginFn, StrideFn, ShapeFn})
    if (Marker)
      for (User *U : Marker->users())
        if (auto *Call = dyn_cast<CallInst>(U))
          Callers.insert(Call->getFunction());
  // Every caller's kernel gets the attribute at least.
  bool Changed = Inlined || !Callers.empty();
  Markers Mk{BeginFn, StrideFn, ShapeFn, CollectiveFns};
  for (Function *F : Callers) {
    Function *Kernel = owningKernel(*F);
    (Kernel ? Kernel : F)->addFnAttr(HierKernelAttr);
    Changed |= lowerFunction(*F, Mk, FAM);
    FAM.invalidate(*F, PreservedAnalyses::none());
  }
  // A shape marker outside any team region's function has nothing to say.
  if (ShapeFn)
    for (User *U : make_early_inc_range(ShapeFn->users())) {
      cast<Instruction>(U)->eraseFromParent();
      Changed = true;
    }
  // Every marker this pass lowers, once no call is left.
  SmallVector<Function *, 16> Lowered(CollectiveFns.begin(),
                                      CollectiveFns.end());
  Lowered.append({BeginFn, StrideFn, ShapeFn,
                  M.getFunction(HIER_MARKER_SINGLE_THREAD),
                  M.getFunction(HIER_MARKER_THREAD_SYNC),
                  M.getFunction(HIER_MARKER_THREAD_BCAST)});
  for (Function *Marker : Lowered)
    if (Marker && Marker->use_empty())
      Marker->eraseFromParent();
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
