//===- LinkDeviceRTL.h - link hier's device runtime -------------*- C++ -*-===//

#ifndef HIER_PASSES_LINKDEVICERTL_H
#define HIER_PASSES_LINKDEVICERTL_H

#include "llvm/IR/PassManager.h"

namespace hier {

/// Links the functions a GPU module needs from hier's device runtime bitcode
/// (<prefix>/lib/hier/devicertl-<arch>.bc), makes them internal and
/// always-inline, and reports any call left from hier's code into LLVM's
/// OpenMP device runtime, which hier kernels must not need (plain OpenMP
/// regions of the module may call it).
struct LinkDeviceRTLPass : llvm::PassInfoMixin<LinkDeviceRTLPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }
};

} // namespace hier

#endif
