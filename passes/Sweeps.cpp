//===- Sweeps.cpp - team loops whose iterations run together --------------===//
//
// hier-reuse-loads (ReuseLoads.cpp) pairs a load of a later thread or vector
// loop with a load of an earlier one when, in each iteration j, both read
// the same address: the loops run the same iterations (runTogether) and
// compute the same address from their counters (sameElements).
//
//===----------------------------------------------------------------------===//

#include "Sweeps.h"
#include "AddressTerms.h"
#include "LoopReads.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace hier {

namespace {

/// Iterations per thread a loop may be unrolled to.
constexpr uint64_t MaxExactTrips = 32;

/// Whether \p X and \p Y, loop-invariant values of the two loops, are
/// equal: the same SCEV, or the same computation without memory (two reads
/// of a thread index or a block extent).
bool sameInvariant(const Value *X, const Value *Y, ScalarEvolution &SE,
                   unsigned Depth = 0) {
  if (X == Y)
    return true;
  if (X->getType() != Y->getType())
    return false;
  if (SE.isSCEVable(X->getType()) &&
      SE.getSCEV(const_cast<Value *>(X)) == SE.getSCEV(const_cast<Value *>(Y)))
    return true;
  const auto *IX = dyn_cast<Instruction>(X);
  const auto *IY = dyn_cast<Instruction>(Y);
  if (!IX || !IY || Depth > 8 || !IX->isSameOperationAs(IY) ||
      IX->mayReadOrWriteMemory() || isa<PHINode>(IX))
    return false;
  for (unsigned I = 0; I != IX->getNumOperands(); ++I)
    if (!sameInvariant(IX->getOperand(I), IY->getOperand(I), SE, Depth + 1))
      return false;
  return true;
}

/// The number of iterations each thread runs of \p CL, if it is the same
/// constant for every thread: the start (the thread's index) ranges over
/// less than one stride below the bound.
std::optional<uint64_t> sameTripsForAll(const CountedLoop &CL,
                                        ScalarEvolution &SE) {
  auto *Stride = dyn_cast<ConstantInt>(CL.Stride);
  auto *Bound = dyn_cast<ConstantInt>(CL.Trips);
  if (!Stride || !Bound || Stride->isZero() || Bound->getValue().ugt(1u << 30))
    return std::nullopt;
  ConstantRange Starts = SE.getUnsignedRange(SE.getSCEV(CL.Start));
  uint64_t S = Stride->getZExtValue(), B = Bound->getZExtValue();
  if (Starts.getUnsignedMax().uge(B))
    return std::nullopt;
  auto Count = [&](const APInt &Start) {
    return (B - Start.getZExtValue() + S - 1) / S;
  };
  uint64_t N = Count(Starts.getUnsignedMin());
  if (N != Count(Starts.getUnsignedMax()))
    return std::nullopt;
  return N;
}

/// Whether \p VB, computed in \p B's iteration, is \p VA of \p A's
/// iteration: the same instructions over the loops' counters (whose starts
/// and strides runTogether made the same) and values from outside both.
bool sameValue(const Value *VA, const Value *VB, const Sweep &A, const Sweep &B,
               unsigned Depth = 0) {
  if (VA == A.Counted.Counter || VB == B.Counted.Counter)
    return VA == A.Counted.Counter && VB == B.Counted.Counter;
  const auto *IA = dyn_cast<Instruction>(VA);
  const auto *IB = dyn_cast<Instruction>(VB);
  bool InA = IA && A.L->contains(IA), InB = IB && B.L->contains(IB);
  if (!InA && !InB)
    return VA == VB;
  if (!InA || !InB || Depth > 16 || !IA->isSameOperationAs(IB) ||
      IA->mayReadOrWriteMemory() || isa<PHINode>(IA))
    return false;
  for (unsigned I = 0; I != IA->getNumOperands(); ++I)
    if (!sameValue(IA->getOperand(I), IB->getOperand(I), A, B, Depth + 1))
      return false;
  return true;
}

/// Whether \p PB, an address \p B computes in an iteration, is \p PA,
/// the one \p A computes in the same iteration: the same base, offset and
/// terms, each term's value the same computation (sameValue).
bool sameAddress(const Value *PA, const Value *PB, const Sweep &A,
                 const Sweep &B, const DataLayout &DL) {
  std::optional<AddressTerms> TA = addressTerms(PA, DL);
  std::optional<AddressTerms> TB = addressTerms(PB, DL);
  if (!TA || !TB || !sameValue(TA->Base, TB->Base, A, B) ||
      TA->Offset != TB->Offset || TA->Terms.size() != TB->Terms.size())
    return false;
  return llvm::all_of(TA->Terms, [&](const AddressTerm &T) {
    return llvm::count_if(TB->Terms, [&](const AddressTerm &U) {
             return U.Bits == T.Bits && U.Scale == T.Scale &&
                    sameValue(T.V, U.V, A, B);
           }) == 1;
  });
}

/// The branch that enters \p L on its successor \p Side when its condition
/// holds, and leaves it out otherwise: the guard of a rotated loop.
const BranchInst *guardOf(const Loop &L, unsigned &Side) {
  const BranchInst *Guard = L.getLoopGuardBranch();
  if (!Guard || !Guard->isConditional())
    return nullptr;
  for (Side = 0; Side != 2; ++Side) {
    const BasicBlock *Succ = Guard->getSuccessor(Side);
    if (Succ == L.getLoopPreheader() ||
        Succ->getSingleSuccessor() == L.getLoopPreheader())
      return Guard;
  }
  return nullptr;
}

/// Whether \p B's header is reached only after \p A's, in each iteration of
/// the loop around both (their parent): A's header dominates B's, or both
/// are guarded by the same condition, A's guard first.
bool reachedAfter(const Loop &A, const Loop &B, DominatorTree &DT) {
  if (A.getParentLoop() != B.getParentLoop())
    return false;
  if (DT.dominates(A.getHeader(), B.getHeader()))
    return true;
  unsigned SideA, SideB;
  const BranchInst *GA = guardOf(A, SideA), *GB = guardOf(B, SideB);
  return GA && GB && GA != GB && SideA == SideB &&
         GA->getCondition() == GB->getCondition() && DT.dominates(GA, GB);
}

} // namespace

SmallVector<Sweep, 4> collectSweeps(LoopInfo &LI, ScalarEvolution &SE) {
  SmallVector<Sweep, 4> Sweeps;
  for (auto &[L, Tag] : taggedLoops(LI)) {
    if (!L->isInnermost() || !L->getExitingBlock())
      continue;
    Expected<CountedLoop> CL = matchCountedLoop(*L, Tag);
    if (!CL) {
      consumeError(CL.takeError());
      continue;
    }
    if (CL->Latch->getParent() != L->getExitingBlock() ||
        !whyNotInLoop(*L).empty())
      continue;
    std::optional<uint64_t> Trips = sameTripsForAll(*CL, SE);
    unsigned MaxTrips = SE.getSmallConstantMaxTripCount(L);
    if (Trips && *Trips >= 2 && *Trips <= MaxExactTrips)
      Sweeps.push_back({L, Tag, *CL, *Trips, /*Exact=*/true});
    else if (!Trips && (!MaxTrips || MaxTrips >= PeeledGroup))
      Sweeps.push_back({L, Tag, *CL, PeeledTrips, /*Exact=*/false});
  }
  return Sweeps;
}

bool isCandidate(const LoadInst &Load) {
  return Load.isSimple() && readsGlobalMemory(Load);
}

LoadInst *sameElements(const Sweep &A, const LoadInst &LB, const Sweep &B) {
  for (BasicBlock *BB : A.L->blocks())
    for (Instruction &I : *BB) {
      auto *Load = dyn_cast<LoadInst>(&I);
      if (Load && Load->getType() == LB.getType() && isCandidate(*Load) &&
          sameAddress(Load->getPointerOperand(), LB.getPointerOperand(), A, B,
                      LB.getDataLayout()))
        return Load;
    }
  return nullptr;
}

bool runTogether(const Sweep &A, const Sweep &B, ScalarEvolution &SE,
                 DominatorTree &DT) {
  if (A.Exact != B.Exact || A.Trips != B.Trips ||
      !reachedAfter(*A.L, *B.L, DT) ||
      A.Counted.Counter->getType() != B.Counted.Counter->getType() ||
      !sameInvariant(A.Counted.Stride, B.Counted.Stride, SE) ||
      !sameInvariant(A.Counted.Start, B.Counted.Start, SE))
    return false;
  return A.Exact || sameInvariant(A.Counted.Trips, B.Counted.Trips, SE);
}

} // namespace hier
