//===- RegisterBudget.h - register limit of NVIDIA kernels --*- C++ -*-===//

#ifndef HIER_PASSES_REGISTERBUDGET_H
#define HIER_PASSES_REGISTERBUDGET_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Gives each NVPTX kernel that holds a hier team a register limit
/// (nvvm.maxnreg, PTX .maxnreg) of \p MaxRegisters per thread, unless it has
/// one already or \p MaxRegisters is 0.
struct RegisterBudgetPass : llvm::PassInfoMixin<RegisterBudgetPass> {
  explicit RegisterBudgetPass(unsigned MaxRegisters)
      : MaxRegisters(MaxRegisters) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  unsigned MaxRegisters;
};

} // namespace hier

#endif
