//===- StreamingLoops.cpp - several loads in flight per thread ------------===//
//
// A thread or vector loop that streams through device memory, e.g. a row's
//   for (c = tid; c < 4096; c += 128) sum += row[c];
// issues one load per iteration and waits for it at the add: a warp has one
// load in flight, too few to cover the memory's latency (docs/bench.md,
// layernorm and softmax). nvcc unrolls
// such loops by 4 by default; LLVM's NVPTX unroller leaves a loop whose trip
// count is a run-time division alone. With the team's block shape known the
// stride is a constant (BlockConstants.cpp), the trip count an exact
// expression, and a runtime unroll by Count keeps Count loads in flight for
// one compare per Count iterations.
//
// The rule, on the loops hier-lower tagged (a team of known block shape):
// innermost, its stride the constant extent, no call that is convergent
// (barriers, shuffles: unrolling them is not allowed) and at least one load
// from memory other than the team's shared memory whose address steps with
// the loop (an add recurrence), and a trip count SCEV can compute (the
// loops are mustprogress). A gather's index loads stream too; the gathers
// hier-overlap-loads unrolled are marked llvm.loop.unroll.disable,
// loops run once per thread hier-run-once's, and a loop with an unroll hint
// of the user's or a trip count below Count keeps it.
//
// Remarks (pass name "hier"):
//   [HIER020] passed / missed: a streaming loop unrolled by Count, or why not.
//
//===----------------------------------------------------------------------===//

#include "StreamingLoops.h"
#include "GPUTarget.h"
#include "Remarks.h"
#include "TaggedLoops.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include <string>

using namespace llvm;

namespace hier {

namespace {

/// 4 as nvcc; 1 turns the rule off (A/B measurements, docs/bench.md).
cl::opt<unsigned> StreamUnroll(
    "hier-stream-unroll", cl::init(4), cl::Hidden,
    cl::desc("Unroll count for thread and vector loops that stream through "
             "memory (1: off)"));

/// Whether the address \p S changes from one iteration of \p L to the next
/// and is computed, not loaded, in it: an add recurrence of the loop,
/// possibly under extensions SCEV cannot fold (an int index sign-extended:
/// `row[c]` with an int c whose values SCEV cannot bound), and no value it
/// cannot analyse that the loop computes (a loaded index: a gather).
bool stepsWith(const SCEV *S, const Loop &L, ScalarEvolution &SE) {
  if (SE.isLoopInvariant(S, &L))
    return false;
  return !SCEVExprContains(S, [&](const SCEV *Op) {
    const auto *U = dyn_cast<SCEVUnknown>(Op);
    const auto *I = U ? dyn_cast<Instruction>(U->getValue()) : nullptr;
    return I && L.contains(I);
  });
}

/// Why \p L is not a streaming loop to unroll by \p Count, or "".
std::string whyNot(Loop &L, const BlockTag &Tag, unsigned Count,
                   ScalarEvolution &SE) {
  Expected<CountedLoop> CL = matchCountedLoop(L, Tag);
  if (!CL)
    return toString(CL.takeError());
  if (!isa<ConstantInt>(CL->Stride))
    return "its stride is known only at run time";
  if (!L.isInnermost())
    return "it contains a loop";
  if (hasUnrollTransformation(&L) != TM_Unspecified)
    return "it has an unroll hint already";
  bool Streams = false;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      if (auto *Call = dyn_cast<CallBase>(&I))
        if (Call->isConvergent())
          return "it holds a barrier or a shuffle";
      auto *Load = dyn_cast<LoadInst>(&I);
      if (!Load || Load->getPointerAddressSpace() == SharedAddressSpace)
        continue;
      // Through the generic-to-global cast of hier-readonly and
      // InferAddressSpaces.
      Value *Pointer = Load->getPointerOperand()->stripPointerCasts();
      if (stepsWith(SE.getSCEV(Pointer), L, SE))
        Streams = true;
    }
  if (!Streams)
    return "none of its loads steps through memory with it";
  if (!SE.hasLoopInvariantBackedgeTakenCount(&L))
    return "its trip count cannot be computed";
  unsigned MaxTrips = SE.getSmallConstantMaxTripCount(&L);
  if (MaxTrips && MaxTrips < Count)
    return "each thread runs at most " + std::to_string(MaxTrips) +
           " iterations";
  return "";
}

} // namespace

PreservedAnalyses StreamingLoopsPass::run(Function &F,
                                          FunctionAnalysisManager &FAM) {
  const GPUTarget *T = getGPUTarget(*F.getParent());
  unsigned Count = StreamUnroll;
  if (Count < 2 || F.isDeclaration() || !T)
    return PreservedAnalyses::all();
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  SmallVector<std::pair<Loop *, BlockTag>, 4> Tagged = taggedLoops(LI);
  if (Tagged.empty())
    return PreservedAnalyses::all();
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  bool Changed = false;
  for (auto &[L, Tag] : Tagged) {
    std::string Why = whyNot(*L, Tag, Count, SE);
    if (!Why.empty()) {
      ORE.emit([&, L = L, &Tag = Tag] {
        return hierRemark<OptimizationRemarkMissed>(
                   RemarkID::StreamingLoop, L->getStartLoc(), L->getHeader())
               << Tag.Level << " loop " << ore::NV("LoopID", Tag.ID)
               << " is not unrolled for loads in flight: " << Why;
      });
      continue;
    }
    addStringMetadataToLoop(L, "llvm.loop.unroll.count", Count);
    Changed = true;
    ORE.emit([&, L = L, &Tag = Tag] {
      return hierRemark<OptimizationRemark>(RemarkID::StreamingLoop,
                                            L->getStartLoc(), L->getHeader())
             << Tag.Level << " loop " << ore::NV("LoopID", Tag.ID)
             << " streams through memory: unrolled by "
             << ore::NV("Count", Count) << " so that each thread keeps "
             << ore::NV("Count", Count) << " loads in flight";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
