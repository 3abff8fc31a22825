//===- RunOnceLoops.h - thread and vector loops of one trip per thread -*- C++ -*-===//

#ifndef HIER_PASSES_RUNONCELOOPS_H
#define HIER_PASSES_RUNONCELOOPS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Removes the back edge of each thread, vector or thread-vector loop whose
/// trip count is provably at most the number of threads that share its
/// iterations (a team of known block shape): every thread then runs at most
/// one iteration, and the loop's counter, trip count and stride need no
/// registers through its body. Runs late in the function simplification
/// pipeline, on optimized IR, before the cleanup that follows it.
struct RunOnceLoopsPass : llvm::PassInfoMixin<RunOnceLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
