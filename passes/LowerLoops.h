//===- LowerLoops.h - map hier loops to the GPU grid ------------*- C++ -*-===//

#ifndef HIER_PASSES_LOWERLOOPS_H
#define HIER_PASSES_LOWERLOOPS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Replaces the marker calls of hier/abi.h (__hier_begin, __hier_stride) in a
/// GPU module with the grid ids of the dimension each loop is mapped to, and
/// records the mapping as !hier.loop metadata on the loop's latch and as
/// optimization remarks (pass name "hier").
struct LowerLoopsPass : llvm::PassInfoMixin<LowerLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
