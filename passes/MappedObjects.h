//===- MappedObjects.h - mapped variables a kernel only reads --*- C++ -*-===//

#ifndef HIER_PASSES_MAPPEDOBJECTS_H
#define HIER_PASSES_MAPPEDOBJECTS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Makes noalias readonly each parameter of a hier kernel that holds the
/// device address of a variable the team captured (a struct, an array, a
/// scalar: OpenMP maps it, and Clang marks its parameter dereferenceable)
/// when the kernel, its region's function inlined, only loads through it.
/// Its loads may then leave loops that store through the team's pointers.
struct MappedObjectsPass : llvm::PassInfoMixin<MappedObjectsPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
};

} // namespace hier

#endif
