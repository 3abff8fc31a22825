//===- ReadOnlyParams.h - a team's readonly pointers as kernel attributes -===//

#ifndef HIER_PASSES_READONLYPARAMS_H
#define HIER_PASSES_READONLYPARAMS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Turns the __hier_readonly("x", x) markers of a team's readonly(x) clause
/// into 'noalias readonly' on the kernel parameter that x is passed in (and
/// on the parameters of the outlined functions it passes through), then
/// removes the markers. The user's promise that nobody writes x's pointees
/// during the region is what makes both attributes true; with them NVPTX
/// loads through x with ld.global.nc and AMDGPU may use scalar loads.
struct ReadOnlyParamsPass : llvm::PassInfoMixin<ReadOnlyParamsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
