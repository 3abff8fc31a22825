//===- ReuseLoads.h - a row read once, kept in registers --------*- C++ -*-===//

#ifndef HIER_PASSES_REUSELOADS_H
#define HIER_PASSES_REUSELOADS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Keeps in registers the values a thread loads in one thread or vector loop
/// for a later loop of its team that reads the same elements in the same
/// iterations (a row normalised after reductions over it), when no write can
/// change them in between: both loops are unrolled completely and the later
/// loads replaced. See ReuseLoads.cpp.
struct ReuseLoadsPass : llvm::PassInfoMixin<ReuseLoadsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
