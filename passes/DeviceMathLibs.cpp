//===- DeviceMathLibs.cpp - where the vendors' device math libraries are --===//
//
// The device job cannot ask the driver where CUDA or ROCm is: with
// --no-offloadlib the driver passes neither library to it. What it does
// pass is the CUDA installation's include directory (Plugin.cpp turns that
// into Options::DriverCudaPath); the rest is the places Clang's driver
// itself searches.
//
//===----------------------------------------------------------------------===//

#include "DeviceMathLibs.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace hier {

namespace {

/// A place to search and where it came from.
struct Candidate {
  std::string Dir;
  std::string Origin;
};

void addEnv(SmallVectorImpl<Candidate> &Out, const char *Var,
            StringRef Suffix = "") {
  std::optional<std::string> Value = sys::Process::GetEnv(Var);
  if (!Value || Value->empty())
    return;
  SmallString<256> Dir(*Value);
  if (!Suffix.empty())
    sys::path::append(Dir, Suffix);
  Out.push_back({std::string(Dir), std::string("$") + Var});
}

/// Runs through \p Candidates, skipping repeats, until \p Holds finds the
/// library in one.
LibrarySearch firstHolding(ArrayRef<Candidate> Candidates,
                           function_ref<std::string(StringRef Dir)> Holds) {
  LibrarySearch Result;
  StringSet<> Seen;
  for (const Candidate &C : Candidates) {
    if (!Seen.insert(C.Dir).second)
      continue;
    Result.Searched.push_back(C.Dir + " (" + C.Origin + ")");
    Result.Found = Holds(C.Dir);
    if (!Result.Found.empty())
      break;
  }
  return Result;
}

} // namespace

LibrarySearch findLibDevice(const Options &Opts) {
  SmallVector<Candidate, 8> Roots;
  if (!Opts.CudaPath.empty()) {
    // Named by the user: the only place, as Clang's --cuda-path.
    Roots.push_back({Opts.CudaPath, "-fplugin-arg-hier-cuda-path"});
  } else {
    if (!Opts.DriverCudaPath.empty())
      Roots.push_back({Opts.DriverCudaPath, "the driver's CUDA installation"});
    addEnv(Roots, "CUDA_PATH");
    addEnv(Roots, "CUDA_HOME");
    if (ErrorOr<std::string> Ptxas = sys::findProgramByName("ptxas")) {
      SmallString<256> Real;
      if (sys::fs::real_path(*Ptxas, Real))
        Real = *Ptxas;
      sys::path::remove_filename(Real); // ptxas
      sys::path::remove_filename(Real); // bin
      Roots.push_back({std::string(Real), "ptxas on $PATH"});
    }
    for (const char *Dir :
         {"/usr/local/cuda", "/usr/lib/cuda", "/usr/lib/nvidia-cuda-toolkit"})
      Roots.push_back({Dir, "default"});
  }
  return firstHolding(Roots, [](StringRef Root) -> std::string {
    // A CUDA installation, or Debian's nvidia-cuda-toolkit, which keeps it
    // in <root>/libdevice.
    for (StringRef Sub : {"nvvm/libdevice", "libdevice"}) {
      SmallString<256> File(Root);
      sys::path::append(File, Sub, "libdevice.10.bc");
      if (sys::fs::is_regular_file(File))
        return std::string(File);
    }
    return "";
  });
}

LibrarySearch findROCmDeviceLibs(const Options &Opts) {
  SmallVector<Candidate, 8> Dirs;
  if (!Opts.ROCmDeviceLibPath.empty()) {
    Dirs.push_back(
        {Opts.ROCmDeviceLibPath, "-fplugin-arg-hier-rocm-device-lib-path"});
  } else {
    addEnv(Dirs, "HIP_DEVICE_LIB_PATH");
    addEnv(Dirs, "ROCM_PATH", "amdgcn/bitcode");
    Dirs.push_back({"/opt/rocm/amdgcn/bitcode", "default"});
    // Debian's rocm-device-libs: /usr/lib/x86_64-linux-gnu/amdgcn/bitcode.
    Triple Host(sys::getProcessTriple());
    Dirs.push_back(
        {("/usr/lib/" + Host.getArchName() + "-linux-gnu/amdgcn/bitcode").str(),
         "default"});
  }
  return firstHolding(Dirs, [](StringRef Dir) -> std::string {
    SmallString<256> File(Dir);
    sys::path::append(File, "ocml.bc");
    return sys::fs::is_regular_file(File) ? Dir.str() : "";
  });
}

} // namespace hier
