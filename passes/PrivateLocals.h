//===- PrivateLocals.h - globalized locals back on the stack ----*- C++ -*-===//

#ifndef HIER_PASSES_PRIVATELOCALS_H
#define HIER_PASSES_PRIVATELOCALS_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Clang's OpenMP device code generation moves a local whose address
/// escapes (passed to a function, captured by reference in a lambda) into
/// memory of LLVM's OpenMP device runtime (`__kmpc_alloc_shared`), so that
/// the threads of a later `parallel` could see it. A hier kernel has no such
/// threads: each thread's locals are its own. In hier kernels and the code
/// they call, this pass turns each such allocation back into a stack slot of
/// the thread and drops its `__kmpc_free_shared`. A function that a plain
/// OpenMP kernel of the module also calls is cloned for hier's code first.
struct PrivateLocalsPass : llvm::PassInfoMixin<PrivateLocalsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
