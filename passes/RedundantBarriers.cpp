//===- RedundantBarriers.cpp - a team barrier right after another ---------===//
//
// `#pragma hier single` ends with a team barrier, so that the team sees what
// the single thread wrote; a user who follows it with `#pragma hier barrier`,
// as CUDA code follows `if (threadIdx.x == 0)` with `__syncthreads()`, gets
// two barriers in a row once the device runtime is inlined:
//   call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
//   call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// Every thread of the block waits at both, and the second orders nothing the
// first has not: no thread touches memory between them, so the second
// only costs the wait (docs/bench.md has snap_ui's, a barrier per level).
//
// A barrier is erased when the previous barrier of its basic block is
// separated from it only by instructions that neither access memory nor
// have other side effects, or by fences: on AMDGPU a team barrier is
// `fence; s_barrier; fence` (<gpuintrin.h>), and a fence with no memory
// access of its thread between it and the barrier left in place adds
// nothing. Barriers in different blocks are left alone.
//
// Remarks (pass name "hier"):
//   [HIER015] passed: how many barriers of a function were removed.
//
//===----------------------------------------------------------------------===//

#include "RedundantBarriers.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace hier {

namespace {

bool isTeamBarrier(const GPUTarget &T, const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  return II && T.isTeamBarrier(*II);
}

/// Whether \p I may be between two barriers that then act as one.
bool isInertBetweenBarriers(const Instruction &I) {
  if (isa<FenceInst>(I) || I.isDebugOrPseudoInst())
    return true;
  return !I.mayReadOrWriteMemory() && !I.mayHaveSideEffects();
}

/// Whether the barriers of \p F are hier's to merge: a hier kernel's, or
/// those of a function that only a hier kernel calls.
bool inHierKernel(Function &F) {
  Function *Kernel = owningKernel(F);
  return Kernel && Kernel->hasFnAttribute(HierKernelAttr);
}

} // namespace

PreservedAnalyses RedundantBarriersPass::run(Function &F,
                                             FunctionAnalysisManager &FAM) {
  const GPUTarget *T = getGPUTarget(*F.getParent());
  if (!T || F.isDeclaration() || !inHierKernel(F))
    return PreservedAnalyses::all();
  SmallVector<Instruction *, 4> Redundant;
  for (BasicBlock &BB : F) {
    bool AfterBarrier = false;
    for (Instruction &I : BB) {
      if (isTeamBarrier(*T, I)) {
        if (AfterBarrier)
          Redundant.push_back(&I);
        AfterBarrier = true;
      } else if (!isInertBetweenBarriers(I)) {
        AfterBarrier = false;
      }
    }
  }
  if (Redundant.empty())
    return PreservedAnalyses::all();
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  ORE.emit([&] {
    return hierRemark<OptimizationRemark>(RemarkID::RedundantBarriers,
                                          Redundant.front())
           << ore::NV("Barriers", Redundant.size())
           << " team barrier(s) removed: each directly followed another, "
              "with no memory access between them";
  });
  for (Instruction *I : Redundant)
    I->eraseFromParent();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace hier
