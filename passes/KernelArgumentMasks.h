//===- KernelArgumentMasks.h - pointer masks of kernel arguments -*- C++
//-*-===//

#ifndef HIER_PASSES_KERNELARGUMENTMASKS_H
#define HIER_PASSES_KERNELARGUMENTMASKS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Computes each `llvm.ptrmask` of a GPU kernel's pointer argument in the
/// global address space that LLVM assumes the argument points to, so that
/// LLVM's address-space inference never rewrites the mask itself.
struct KernelArgumentMasksPass : llvm::PassInfoMixin<KernelArgumentMasksPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
