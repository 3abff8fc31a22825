//===- OverlapLoads.h - gathers of vector iterations at once -*- C++ -*-===//

#ifndef HIER_PASSES_OVERLAPLOADS_H
#define HIER_PASSES_OVERLAPLOADS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Unrolls a vector loop that gathers (a load whose address comes from
/// another load) and otherwise only computes, so that each lane issues the
/// loads of several of its iterations before it uses any: the copies past
/// the lane's last iteration repeat that iteration and their results are
/// dropped, so the loop needs no remainder. Runs late in the function
/// simplification pipeline, after hier-run-once.
/// \p Count iterations (-fplugin-arg-hier-overlap-loads); 1 turns it off.
struct OverlapLoadsPass : llvm::PassInfoMixin<OverlapLoadsPass> {
  explicit OverlapLoadsPass(unsigned Count) : Count(Count) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);

private:
  unsigned Count;
};

} // namespace hier

#endif
