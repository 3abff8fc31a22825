//===- SharedAlignment.h - team-shared arrays on 16-byte bounds -*- C++ -*-===//

#ifndef HIER_PASSES_SHAREDALIGNMENT_H
#define HIER_PASSES_SHAREDALIGNMENT_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Gives each team-shared variable of a GPU module that the module defines
/// (`#pragma hier shared`, the device runtime's own) and that holds at
/// least 16 bytes a 16-byte alignment, so that neighbouring elements read
/// or written together become one 16-byte access (the load/store vectorizer
/// needs the alignment proven).
struct SharedAlignmentPass : llvm::PassInfoMixin<SharedAlignmentPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
};

} // namespace hier

#endif
