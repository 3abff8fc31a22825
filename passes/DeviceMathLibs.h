//===- DeviceMathLibs.h - where the device math libraries are ---*- C++ -*-===//
//
// The search for CUDA's libdevice and ROCm's device libraries, in a
// documented order (docs/language.md, "Device math"); the first place that
// holds the library wins.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_DEVICEMATHLIBS_H
#define HIER_PASSES_DEVICEMATHLIBS_H

#include "Options.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace hier {

struct LibrarySearch {
  /// The library found (libdevice's file, or ROCm's bitcode directory);
  /// empty if none was.
  std::string Found;
  /// Each place looked at, in order, with where it came from
  /// ("/usr/local/cuda (default)"), for the error that names them.
  llvm::SmallVector<std::string, 8> Searched;
};

/// CUDA's libdevice (nvvm/libdevice/libdevice.10.bc) in the CUDA
/// installation named by -fplugin-arg-hier-cuda-path, else in the first of:
/// the one Clang's driver chose (--cuda-path), $CUDA_PATH, $CUDA_HOME, the
/// installation of the `ptxas` on $PATH, /usr/local/cuda, /usr/lib/cuda and
/// Debian's /usr/lib/nvidia-cuda-toolkit.
LibrarySearch findLibDevice(const Options &Opts);

/// The directory of ROCm's device libraries (ocml.bc, ockl.bc, oclc_*.bc):
/// -fplugin-arg-hier-rocm-device-lib-path, else the first of
/// $HIP_DEVICE_LIB_PATH, $ROCM_PATH/amdgcn/bitcode, /opt/rocm/amdgcn/bitcode
/// and Debian's /usr/lib/<multiarch>/amdgcn/bitcode (rocm-device-libs).
LibrarySearch findROCmDeviceLibs(const Options &Opts);

} // namespace hier

#endif
