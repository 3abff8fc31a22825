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
#include "llvm/IR/InstIterator.h"
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

/// The calls of markers that name a loop by its number (argument 1): begin,
/// stride and the reductions.
bool namesLoop(const CallBase &Call) {
  const Function *Callee = Call.getCalledFunction();
  if (!Callee || Call.arg_size() < 2 ||
      !isa<ConstantInt>(Call.getArgOperand(1)))
    return false;
  StringRef Name = Callee->getName();
  return Name == HIER_MARKER_BEGIN || Name == HIER_MARKER_STRIDE ||
         Name.starts_with(HIER_MARKER_REDUCE_PREFIX);
}

/// The loop numbers \p F's markers name.
DenseSet<uint64_t> loopNumbers(Function &F) {
  DenseSet<uint64_t> Numbers;
  for (Instruction &I : instructions(F))
    if (auto *Call = dyn_cast<CallBase>(&I); Call && namesLoop(*Call))
      Numbers.insert(cast<ConstantInt>(Call->getArgOperand(1))->getZExtValue());
  return Numbers;
}

/// One more than the largest loop number of the module.
uint64_t nextLoopNumber(Module &M) {
  uint64_t Next = 0;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *Call = dyn_cast<CallBase>(&I); Call && namesLoop(*Call))
        Next = std::max(
            Next,
            cast<ConstantInt>(Call->getArgOperand(1))->getZExtValue() + 1);
  return Next;
}

/// A copy of holder \p F whose loops have new numbers: a holder inlined
/// twice into one team (a routine called twice, or a template routine's two
/// instances, whose loops the front end numbered once) would otherwise give
/// its team two loops of one number, which hier-lower takes for one.
Function *renumberedCopy(Function &F, uint64_t &Next) {
  ValueToValueMapTy VMap;
  Function *Copy = CloneFunction(&F, VMap);
  Copy->setLinkage(GlobalValue::InternalLinkage);
  DenseMap<uint64_t, uint64_t> Numbers;
  for (Instruction &I : instructions(*Copy)) {
    auto *Call = dyn_cast<CallBase>(&I);
    if (!Call || !namesLoop(*Call))
      continue;
    auto *Old = cast<ConstantInt>(Call->getArgOperand(1));
    auto [It, New] = Numbers.try_emplace(Old->getZExtValue(), Next);
    if (New)
      ++Next;
    Call->setArgOperand(1, ConstantInt::get(Old->getType(), It->second));
  }
  return Copy;
}

} // namespace

bool inlineLoopHolders(Module &M) {
  Function *Begin = M.getFunction(HIER_MARKER_BEGIN);
  if (!Begin)
    return false;
  bool Changed = false;
  uint64_t Next = nextLoopNumber(M);
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
        // A holder whose loop numbers the caller already has (inlined
        // before, or another instance of the same template) is inlined as
        // a copy with numbers of its own.
        Function *Copy = nullptr;
        DenseSet<uint64_t> Have = loopNumbers(*Caller);
        if (any_of(loopNumbers(*F),
                   [&](uint64_t N) { return Have.contains(N); })) {
          Copy = renumberedCopy(*F, Next);
          Call->setCalledFunction(Copy);
        }
        InlineFunctionInfo IFI;
        bool Done = InlineFunction(*Call, IFI).isSuccess();
        if (Copy) {
          if (Done)
            Copy->eraseFromParent();
          else
            Call->setCalledFunction(F), Copy->eraseFromParent();
        }
        if (!Done)
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
