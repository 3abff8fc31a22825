//===- BlockConstants.cpp - a known block shape as constants --------------===//
//
// A team's block shape is a compile-time constant whenever vector_length and
// team_size are (or are left to hier): the host launches exactly that block
// (`thread_limit(lanes, threads, 1)` of the bare kernel, checked against the
// device's limits before the launch), so inside the kernel blockDim is known
// and threadIdx is below it. The device runtime's id functions read both at
// run time, which kept every thread and vector loop from having a trip count
// LLVM can compute (no runtime unrolling: one load in flight per lane in a
// streaming loop) and the team reductions' loops over per-warp slots from
// being unrolled. (The reductions' warp masks stay behind the runtime's
// opaque copy: folded to full warps, layernorm ran slower, docs/bench.md.)
//
// hier-lower makes the strides constants itself and marks the kernel with
// the shape (KnownBlockAttr); this pass, once the id functions are inlined,
// replaces the remaining extent reads with constants and gives the index
// reads their range, in the kernel, where the runtime's functions are
// inlined (the team region's own function has the attribute too, for the
// passes before inlining). It does not emit launch bounds (.reqntid): ptxas
// then spends the registers the bound allows (docs/bench.md).
//
// Remarks (pass name "hier"):
//   [HIER019] passed: how many reads a kernel's known shape replaced or
//   bounded.
//
//===----------------------------------------------------------------------===//

#include "BlockConstants.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace hier {

namespace {

cl::opt<bool> BlockConstants(
    "hier-block-constants", cl::init(true), cl::Hidden,
    cl::desc("Make a team's known block shape constant strides and constant "
             "block extents in its kernel"));

/// The extent of block dimension \p Dim (LoopBlockDimX, Y, Z) in \p Shape.
uint64_t extentOf(const KnownBlock &Shape, unsigned Dim) {
  return Dim == LoopBlockDimX   ? Shape.Lanes
         : Dim == LoopBlockDimY ? Shape.Threads
                                : 1;
}

} // namespace

bool blockConstantsEnabled() { return BlockConstants; }

PreservedAnalyses BlockConstantsPass::run(Function &F,
                                          FunctionAnalysisManager &AM) {
  const GPUTarget *T =
      F.isDeclaration() ? nullptr : getGPUTarget(*F.getParent());
  std::optional<KnownBlock> Shape = knownBlock(F);
  if (!T || !Shape || !BlockConstants || !isKernel(F))
    return PreservedAnalyses::all();
  MDBuilder MDB(F.getContext());
  auto Bound = [&](Instruction *I, uint64_t Extent) {
    auto *Ty = cast<IntegerType>(I->getType());
    MDNode *Range = MDB.createRange(APInt(Ty->getBitWidth(), 0),
                                    APInt(Ty->getBitWidth(), Extent));
    // The peephole extension point runs after every InstCombine.
    if (I->getMetadata(LLVMContext::MD_range) == Range)
      return false;
    I->setMetadata(LLVMContext::MD_range, Range);
    return true;
  };
  // The extent reads are replaced after the walk, which they are part of.
  SmallVector<IntrinsicInst *, 8> Extents;
  unsigned Bounded = 0;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      if (T->blockExtentDim(*II))
        Extents.push_back(II);
      else if (unsigned Dim = T->threadIndexDim(*II))
        if (isa<IntegerType>(II->getType()))
          Bounded += Bound(II, extentOf(*Shape, Dim));
    }
  unsigned Folded = 0;
  for (IntrinsicInst *II : Extents) {
    II->replaceAllUsesWith(ConstantInt::get(
        II->getType(), extentOf(*Shape, T->blockExtentDim(*II))));
    II->eraseFromParent();
    ++Folded;
  }
  if (!Folded && !Bounded)
    return PreservedAnalyses::all();
  OptimizationRemarkEmitter &ORE =
      AM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  if (Folded)
    ORE.emit([&] {
      return hierRemark<OptimizationRemark>(RemarkID::BlockConstants,
                                            F.getSubprogram(),
                                            &F.getEntryBlock())
             << "block of " << ore::NV("Lanes", Shape->Lanes) << " x "
             << ore::NV("Threads", Shape->Threads)
             << " threads known: " << ore::NV("Folded", Folded)
             << " reads of the block's shape made constants, "
             << ore::NV("Bounded", Bounded) << " thread-index reads bounded";
    });
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace hier
