//===- ConstantMaps.h - no copy back into a constant global ---*- C++ -*-===//

#ifndef HIER_PASSES_CONSTANTMAPS_H
#define HIER_PASSES_CONSTANTMAPS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// In a host module, takes the 'from' out of every implicit map of a target
/// region launch (__tgt_target_kernel) whose data lies in a constant global
/// (a const table, struct or scalar in read-only memory): it is copied to
/// the device and never back. Maps the user wrote are left as they are.
/// Returns whether it changed \p M.
bool applyConstantMaps(llvm::Module &M);

struct ConstantMapsPass : llvm::PassInfoMixin<ConstantMapsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
