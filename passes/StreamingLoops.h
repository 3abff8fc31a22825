//===- StreamingLoops.h - several loads in flight per thread ----*- C++ -*-===//

#ifndef HIER_PASSES_STREAMINGLOOPS_H
#define HIER_PASSES_STREAMINGLOOPS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Asks LLVM's unroller to unroll by a count (-hier-stream-unroll, 4) the
/// thread and vector loops of a team of known block shape that stream through
/// device memory: loads whose addresses step with the loop, no inner loop, no
/// barrier or shuffle. See StreamingLoops.cpp.
struct StreamingLoopsPass : llvm::PassInfoMixin<StreamingLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
