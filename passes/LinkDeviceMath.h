//===- LinkDeviceMath.h - link vendor device math libraries -----*- C++ -*-===//

#ifndef HIER_PASSES_LINKDEVICEMATH_H
#define HIER_PASSES_LINKDEVICEMATH_H

#include "Options.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace hier {

class GPUTarget;

/// Links what a GPU module calls from the vendor's math library: CUDA's
/// libdevice (`__nv_*`) on NVPTX, ROCm's ocml/ockl and the oclc control
/// libraries chosen for the target on AMDGPU. Only the functions used come
/// in, internal, with the kernel's target attributes, at the start of the
/// pipeline, so that the inliner and the optimizer see them. A library
/// that cannot be found is an error that names the function called, the
/// places searched and what to do.
struct LinkDeviceMathPass : llvm::PassInfoMixin<LinkDeviceMathPass> {
  explicit LinkDeviceMathPass(const Options &Opts) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  Options Opts;
};

/// NVPTX: links CUDA's libdevice. Returns whether \p M changed.
bool linkLibDevice(llvm::Module &M, const Options &Opts);

/// AMDGPU: links ROCm's ocml and ockl, and the oclc control libraries that
/// tell them the target and the math mode, as Clang's driver picks them for
/// HIP. Returns whether \p M changed.
bool linkROCmDeviceLibs(llvm::Module &M, const Options &Opts,
                        const GPUTarget &Target);

/// The parameters of `hier-link-device-math<...>` in opt:
/// `cuda-path=DIR;rocm-device-lib-path=DIR`, either or both, set in
/// \p Opts.
llvm::Expected<Options> parseDeviceMathParams(llvm::StringRef Params,
                                              Options Opts);

} // namespace hier

#endif
