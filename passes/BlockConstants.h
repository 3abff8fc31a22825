//===- BlockConstants.h - a known block shape as constants ------*- C++ -*-===//

#ifndef HIER_PASSES_BLOCKCONSTANTS_H
#define HIER_PASSES_BLOCKCONSTANTS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// In a kernel whose block shape hier-lower knows (KnownBlockAttr,
/// Kernels.h), replaces the reads of the block's extents with their values
/// and bounds the reads of the thread's index in the block by them. Runs in
/// the function simplification pipeline, after the device runtime's id
/// functions are inlined into the kernel and before the loop passes.
struct BlockConstantsPass : llvm::PassInfoMixin<BlockConstantsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

/// Whether hier-lower makes a known block shape constant strides and
/// KnownBlockAttr (-hier-block-constants, on by default; off for A/B
/// measurements).
bool blockConstantsEnabled();

} // namespace hier

#endif
