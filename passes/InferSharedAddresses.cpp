//===- InferSharedAddresses.cpp - shared accesses by shared address -------===//
//
// OpenMP's device code reaches a `#pragma hier shared` variable through a
// generic pointer, `addrspacecast (ptr addrspace(3) @c to ptr)`; OpenMPOpt
// casts each access back (`load (addrspacecast (gep generic ...) to
// addrspace(3))`), and the address arithmetic between stays generic and
// 64-bit. Nothing in the optimizer folds the casts: LLVM's address-space
// inference runs in the NVPTX code generator, after InstCombine, so the
// accesses keep the alignment of their element type and the load/store
// vectorizer, which needs 16 bytes proven, leaves c[k*16 + 0..3] as four
// loads. This pass runs the inference in the optimizer, on GPU functions, at
// the end of the function simplification pipeline; its last InstCombine
// then sees `gep @c` and the variable's alignment (SharedAlignment.cpp).
//
// Remarks (pass name "hier"):
//   [HIER023] passed: how many memory accesses of a function now address
//   shared or global memory directly.
//
//===----------------------------------------------------------------------===//

#include "InferSharedAddresses.h"
#include "GPUTarget.h"
#include "Remarks.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"

using namespace llvm;

namespace hier {

namespace {

cl::opt<bool> InferShared("hier-infer-shared-addresses", cl::init(true),
                          cl::Hidden,
                          cl::desc("Infer address spaces in the optimizer "
                                   "(false: off, for A/B measurements)"));

/// How many loads, stores and atomics of \p F address shared or global
/// memory directly: a pointer of that space computed there, not a generic
/// address converted.
unsigned directAccesses(const Function &F) {
  unsigned N = 0;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      const Value *Ptr = getLoadStorePointerOperand(&I);
      if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I))
        Ptr = RMW->getPointerOperand();
      N += Ptr && Ptr->getType()->getPointerAddressSpace() != 0 &&
           !isa<AddrSpaceCastOperator>(Ptr);
    }
  return N;
}

} // namespace

PreservedAnalyses InferSharedAddressesPass::run(Function &F,
                                                FunctionAnalysisManager &FAM) {
  if (!InferShared || F.isDeclaration() || !getGPUTarget(*F.getParent()))
    return PreservedAnalyses::all();
  unsigned Before = directAccesses(F);
  PreservedAnalyses PA = InferAddressSpacesPass().run(F, FAM);
  if (PA.areAllPreserved())
    return PA;
  unsigned After = directAccesses(F);
  if (After > Before) {
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    ORE.emit([&] {
      return hierRemark<OptimizationRemark>(RemarkID::SharedAddresses,
                                            F.getSubprogram(), &F.front())
             << ore::NV("Accesses", After - Before)
             << " memory accesses address shared or global memory directly "
                "instead of converting a generic address";
    });
  }
  return PA;
}

} // namespace hier
