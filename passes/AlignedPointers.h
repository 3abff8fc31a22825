//===- AlignedPointers.h - a kernel body for aligned pointers ---*- C++ -*-===//

#ifndef HIER_PASSES_ALIGNEDPOINTERS_H
#define HIER_PASSES_ALIGNEDPOINTERS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Gives a hier kernel whose neighbouring accesses through a pointer
/// parameter would merge into wider ones if the pointer were 16-byte aligned
/// a second copy of its body, in which it is, chosen at launch by testing
/// the pointers' addresses.
struct AlignedPointersPass : llvm::PassInfoMixin<AlignedPointersPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
