//===- InferSharedAddresses.h - shared accesses by shared address -*- C++ -*-=//

#ifndef HIER_PASSES_INFERSHAREDADDRESSES_H
#define HIER_PASSES_INFERSHAREDADDRESSES_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Runs LLVM's address-space inference on GPU functions before the last
/// cleanup of the function simplification pipeline, so that accesses to
/// team-shared variables through generic pointers (how OpenMP's code reaches
/// them) use shared addresses while the optimizer still runs: InstCombine
/// then proves their alignment, and the code generator's load/store
/// vectorizer can merge neighbouring ones.
struct InferSharedAddressesPass
    : llvm::PassInfoMixin<InferSharedAddressesPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
