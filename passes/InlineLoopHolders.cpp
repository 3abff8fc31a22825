//===- InlineLoopHolders.cpp - bring called hier loops into their team ----===//
//
// A thread or vector loop may sit in a lambda (or another function) that the
// team body calls: `auto rowSum = [&] { #pragma hier vector ... }` inside a
// thread loop. Each such function is its own IR function, and hier-lower
// reads a loop's nesting from LoopInfo, one function at a time: without the
// enclosing thread loop in view it would map the vector loop's thread loop
// over the whole block and the vector loop over the lanes of a thread that
// does not exist, so that the lanes' shuffles wait for lanes that never
// arrive (a hang on the GPU). The front end has checked that every such loop
// is lexically inside a team, so each function that holds thread-level
// markers but no team is inlined into its callers first, innermost first,
// until the team's own function holds the whole nest.
//
// Remarks: HIER018 (a function holding hier loops inlined into its caller).
//
//===----------------------------------------------------------------------===//

#include "HierLoops.h"
#include "Remarks.h"
#include "hier/abi.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hier {

namespace {

/// The levels of the begin markers \p F calls: bit L for level L.
unsigned markerLevels(const Function &F, const Function *Begin) {
  unsigned Levels = 0;
  for (const User *U : Begin->users())
    if (const auto *Call = dyn_cast<CallInst>(U))
      if (Call->getFunction() == &F)
        if (const auto *L = dyn_cast<ConstantInt>(Call->getArgOperand(0)))
          Levels |= 1u << std::min<uint64_t>(L->getZExtValue(), 31);
  return Levels;
}

/// Functions that hold loops below the team level and no team.
SetVector<Function *> loopHolders(Module &M, const Function *Begin) {
  SetVector<Function *> Holders;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    unsigned Levels = markerLevels(F, Begin);
    if (Levels && !(Levels & (1u << HIER_LEVEL_TEAM)))
      Holders.insert(&F);
  }
  return Holders;
}

} // namespace

bool inlineLoopHolders(Module &M) {
  Function *Begin = M.getFunction(HIER_MARKER_BEGIN);
  if (!Begin)
    return false;
  bool Changed = false;
  // Each round inlines every call of a holder; a holder called from another
  // holder (a lambda in a lambda) reaches the team in a later round. The
  // nesting is lexical, so a few rounds do; the bound guards recursion.
  for (unsigned Round = 0; Round != 16; ++Round) {
    bool Inlined = false;
    for (Function *F : loopHolders(M, Begin)) {
      SmallVector<CallBase *, 4> Calls;
      for (User *U : F->users())
        if (auto *Call = dyn_cast<CallBase>(U))
          if (Call->getCalledFunction() == F && Call->getFunction() != F)
            Calls.push_back(Call);
      for (CallBase *Call : Calls) {
        Function *Caller = Call->getFunction();
        DebugLoc Loc = Call->getDebugLoc();
        BasicBlock *Block = Call->getParent();
        InlineFunctionInfo IFI;
        if (!InlineFunction(*Call, IFI).isSuccess())
          continue;
        Inlined = Changed = true;
        OptimizationRemarkEmitter ORE(Caller);
        ORE.emit([&] {
          return hierRemark<OptimizationRemark>(RemarkID::LoopHolderInlined,
                                                Loc, Block)
                 << "'" << ore::NV("Callee", demangle(F->getName()))
                 << "', which holds hier loops, inlined into its caller so "
                    "that their nesting is mapped as one";
        });
      }
      // What is left would be lowered alone, out of its nest.
      if (F->use_empty() && F->isDiscardableIfUnused())
        F->eraseFromParent();
    }
    if (!Inlined)
      break;
  }
  return Changed;
}

} // namespace hier
