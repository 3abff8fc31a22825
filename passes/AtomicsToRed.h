//===- AtomicsToRed.h - PTX reductions for atomics with unused results -*- C++ -*-===//

#ifndef HIER_PASSES_ATOMICSTORED_H
#define HIER_PASSES_ATOMICSTORED_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// In the NVPTX code of hier's kernels, turns each relaxed atomicrmw whose
/// old value is unused into a PTX reduction (`red`), the instruction that
/// ptxas chooses itself for nvcc's whole-program code but not for the
/// relocatable code of OpenMP offloading. Runs last in the optimization
/// pipeline, when nothing can start using the old value.
struct AtomicsToRedPass : llvm::PassInfoMixin<AtomicsToRedPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
