//===- KernelLabels.h - a team's label("name") names its kernel -*- C++ -*-===//

#ifndef HIER_PASSES_KERNELLABELS_H
#define HIER_PASSES_KERNELLABELS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Gives each kernel whose team has label("name") that name: in a GPU module
/// the kernel function, in the host's module the name of its offload entry
/// (what the offload runtime looks the kernel up by, and what
/// LIBOMPTARGET_INFO prints). Removes the __hier_label markers. Returns
/// whether it changed \p M.
bool applyKernelLabels(llvm::Module &M);

/// The __hier_label marker of \p M, if any (a declaration in GPU code, an
/// inline no-op on the host).
llvm::Function *labelMarker(const llvm::Module &M);

struct KernelLabelsPass : llvm::PassInfoMixin<KernelLabelsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
