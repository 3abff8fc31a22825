//===- LoopReads.cpp - a loop's reads still in memory later ------------===//
//
// What hier-reuse-loads (ReuseLoads.cpp) must know before it gives a later
// thread or vector loop the values an earlier loop of the team read: that
// nothing between the two reads can change them. Between the loops, the
// team may write only its shared memory and synchronise only with itself;
// in the loops, only a write of the same iteration counts, because the
// iterations of a hier loop must not depend on each other.
//
//===----------------------------------------------------------------------===//

#include "LoopReads.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace hier {

namespace {

/// Whether \p I orders memory beyond a relaxed access: a fence, an ordered or
/// volatile atomic, a volatile access.
bool synchronises(const Instruction &I) {
  if (isa<FenceInst>(I))
    return true;
  if (auto *Load = dyn_cast<LoadInst>(&I))
    return Load->isVolatile() ||
           isStrongerThan(Load->getOrdering(), AtomicOrdering::Monotonic);
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return Store->isVolatile() ||
           isStrongerThan(Store->getOrdering(), AtomicOrdering::Monotonic);
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return RMW->isVolatile() ||
           isStrongerThan(RMW->getOrdering(), AtomicOrdering::Monotonic);
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
    return CX->isVolatile() ||
           isStrongerThan(CX->getSuccessOrdering(), AtomicOrdering::Monotonic);
  return false;
}

/// The name of \p I's synchronisation scope ("" for the whole system).
StringRef scopeName(const Instruction &I) {
  std::optional<SyncScope::ID> ID = getAtomicSyncScopeID(&I);
  if (!ID)
    return "";
  SmallVector<StringRef, 8> Names;
  I.getContext().getSyncScopeNames(Names);
  return *ID < Names.size() ? Names[*ID] : StringRef();
}

/// Why \p I, between two loops, may change global memory or let another
/// team's writes be seen; "" if it cannot.
std::string whyNotBetween(const Instruction &I, const GPUTarget &T) {
  if (auto *Store = dyn_cast<StoreInst>(&I))
    return Store->getPointerAddressSpace() == SharedAddressSpace ? ""
                                                                 : "a store";
  if (isa<AtomicRMWInst, AtomicCmpXchgInst>(I))
    return getLoadStorePointerOperand(&I) &&
                   getLoadStoreAddressSpace(&I) == SharedAddressSpace
               ? ""
               : "an atomic update";
  if (auto *Fence = dyn_cast<FenceInst>(&I))
    return T.isTeamScope(scopeName(*Fence)) ? "" : "a fence";
  if (auto *Load = dyn_cast<LoadInst>(&I))
    return Load->getPointerAddressSpace() == SharedAddressSpace ||
                   !synchronises(I)
               ? ""
               : "an atomic or volatile read";
  auto *Call = dyn_cast<CallBase>(&I);
  if (!Call)
    return I.mayWriteToMemory() ? "a write to memory" : "";
  if (auto *II = dyn_cast<IntrinsicInst>(Call))
    if (T.isTeamBarrier(*II) || T.isWarpBarrier(*II))
      return "";
  // The device runtime's opaque copies: an empty asm that touches nothing.
  if (auto *Asm = dyn_cast<InlineAsm>(Call->getCalledOperand()))
    return Asm->getAsmString().empty() &&
                   !Asm->getConstraintString().contains("memory")
               ? ""
               : "inline assembly";
  if (Call->onlyReadsMemory() || Call->onlyAccessesInaccessibleMemory())
    return "";
  return "a call that may write memory";
}

/// The blocks on a path from \p AExit, \p A's exit, to \p B's preheader
/// that enter neither loop, in one iteration of the loop around both.
SmallPtrSet<BasicBlock *, 16> blocksBetween(const Loop &A, BasicBlock *AExit,
                                            const Loop &B) {
  // Paths within one iteration of the loop around both (the caller pairs
  // loops of one such iteration): none takes its back edge or leaves it.
  const Loop *Around = A.getParentLoop();
  auto Walk = [&](BasicBlock *From, bool Forward) {
    SmallPtrSet<BasicBlock *, 16> Seen;
    SmallVector<BasicBlock *, 8> Work{From};
    Seen.insert(From);
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      auto Next = [&](BasicBlock *N) {
        if (A.contains(N) || B.contains(N) || !Seen.insert(N).second)
          return;
        if (Around &&
            (!Around->contains(N) ||
             (Forward ? N == Around->getHeader() : BB == Around->getHeader())))
          return;
        Work.push_back(N);
      };
      if (Forward)
        for (BasicBlock *N : successors(BB))
          Next(N);
      else
        for (BasicBlock *N : predecessors(BB))
          Next(N);
    }
    return Seen;
  };
  SmallPtrSet<BasicBlock *, 16> After = Walk(AExit, true);
  SmallPtrSet<BasicBlock *, 16> Between;
  for (BasicBlock *BB : Walk(B.getLoopPredecessor(), false))
    if (After.contains(BB))
      Between.insert(BB);
  return Between;
}

/// Whether \p W may run before \p Load in one iteration of \p L.
bool mayRunBefore(const Instruction &W, const LoadInst &Load, const Loop &L) {
  if (W.getParent() == Load.getParent())
    return W.comesBefore(&Load);
  SmallPtrSet<const BasicBlock *, 16> Seen;
  SmallVector<const BasicBlock *, 8> Work{W.getParent()};
  while (!Work.empty())
    for (const BasicBlock *N : successors(Work.pop_back_val())) {
      if (N == Load.getParent())
        return true;
      if (N != L.getHeader() && L.contains(N) && Seen.insert(N).second)
        Work.push_back(N);
    }
  return false;
}

} // namespace

/// Whether \p Load reads global memory, which the team's shared stores
/// between the loops cannot write: its address space says so, or the
/// pointer comes from a kernel's argument (the host cannot pass shared
/// memory; a routine's argument can be the team's shared memory).
bool readsGlobalMemory(const LoadInst &Load) {
  unsigned AS = Load.getPointerAddressSpace();
  if (AS != 0)
    return AS != SharedAddressSpace;
  const auto *Arg =
      dyn_cast<Argument>(getUnderlyingObject(Load.getPointerOperand()));
  return Arg && isKernel(*Arg->getParent());
}

/// Why a loop's instructions keep it from taking part: "" if none does.
std::string whyNotInLoop(const Loop &L) {
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      if (auto *Call = dyn_cast<CallBase>(&I))
        if (Call->isConvergent())
          return "it holds a barrier or a shuffle";
      if (synchronises(I))
        return "it holds a fence, an ordered atomic or a volatile access";
    }
  return "";
}

/// Why a write in \p L may change what \p Load reads in the same iteration
/// (\p Before: only writes that run before it count); "" if none can.
std::string whyWrittenIn(const Loop &L, const LoadInst &Load, bool Before,
                         AAResults &AA) {
  MemoryLocation Loc = MemoryLocation::get(&Load);
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      if (!I.mayWriteToMemory() || (Before && !mayRunBefore(I, Load, L)))
        continue;
      if (isModSet(AA.getModRefInfo(&I, Loc)))
        return "a write in the same iteration may change the element";
    }
  return "";
}

std::string whyChangedBetween(const Loop &A, BasicBlock *AExit, const Loop &B,
                              const GPUTarget &T) {
  for (BasicBlock *BB : blocksBetween(A, AExit, B))
    for (Instruction &I : *BB)
      if (std::string Why = whyNotBetween(I, T); !Why.empty())
        return "between the loops, " + Why + " may change it";
  return "";
}

} // namespace hier
