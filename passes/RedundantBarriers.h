//===- RedundantBarriers.h - a team barrier right after another -*- C++ -*-===//

#ifndef HIER_PASSES_REDUNDANTBARRIERS_H
#define HIER_PASSES_REDUNDANTBARRIERS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Removes, in hier kernels and the functions only they call, a team barrier
/// that follows another in the same basic block with nothing between them
/// that touches memory: the first already orders everything the second
/// would. Runs late in the function simplification pipeline, where inlining
/// and cleanup have made the two adjacent.
struct RedundantBarriersPass : llvm::PassInfoMixin<RedundantBarriersPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
