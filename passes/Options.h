//===- Options.h - what the user can set for hier's passes ------*- C++ -*-===//
//
// Set with -fplugin-arg-hier-NAME=VALUE (plugin/Plugin.cpp), which reaches
// the device job's passes where -mllvm options would not reach a device link.
// opt and -fpass-plugin get the defaults.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_OPTIONS_H
#define HIER_PASSES_OPTIONS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace hier {

/// A max-registers value: ptxas's own range for .maxnreg, 16 to 255, or 0
/// for no limit; nothing for anything else.
inline std::optional<unsigned> parseMaxRegisters(llvm::StringRef Value) {
  unsigned N = 0;
  if (Value.getAsInteger(10, N) || (N != 0 && (N < 16 || N > 255)))
    return std::nullopt;
  return N;
}

/// What parseMaxRegisters accepts, for the messages that reject a value.
constexpr llvm::StringLiteral MaxRegistersRange =
    "a number of registers from 16 to 255, or 0 for no limit";

/// An overlap-loads value: 1 (off) to 16 iterations.
inline std::optional<unsigned> parseOverlapLoads(llvm::StringRef Value) {
  unsigned N = 0;
  if (Value.getAsInteger(10, N) || N < 1 || N > 16)
    return std::nullopt;
  return N;
}

/// What parseOverlapLoads accepts, for the messages that reject a value.
constexpr llvm::StringLiteral OverlapLoadsRange =
    "a number of iterations from 1 (off) to 16";

struct Options {
  /// Registers per thread a hier kernel may use on an NVIDIA GPU
  /// (-fplugin-arg-hier-max-registers); 0, the default: ptxas decides.
  /// RegisterBudget.cpp says why it is not on by default.
  unsigned MaxRegisters = 0;
  /// Iterations of a gathering vector loop whose loads a lane issues
  /// together (-fplugin-arg-hier-overlap-loads); 1 turns hier-overlap-loads
  /// off. OverlapLoads.cpp says why 4.
  unsigned OverlapLoads = 4;
  /// Where hier-link-device-math looks for the vendors' device math
  /// libraries (LinkDeviceMath.cpp has the whole search order). A CUDA
  /// installation (-fplugin-arg-hier-cuda-path); when set, the only place
  /// searched for libdevice.
  std::string CudaPath;
  /// The CUDA installation Clang's driver chose (--cuda-path or its own
  /// search), which the device job sees only as a header directory
  /// (plugin/Plugin.cpp finds it).
  std::string DriverCudaPath;
  /// The directory of ROCm's ocml.bc and oclc_*.bc
  /// (-fplugin-arg-hier-rocm-device-lib-path); when set, the only one
  /// searched.
  std::string ROCmDeviceLibPath;
};

} // namespace hier

#endif
