//===- GPUTarget.h - what hier's passes need to know of a GPU ---*- C++ -*-===//
//
// Everything hier's passes do differently for NVIDIA and AMD GPUs is asked
// of a GPUTarget, so that the passes test no triple and a new GPU is one
// file: a subclass that registers itself with a static GPUTargetRegistration
// (NVPTXTarget.cpp, AMDGPUTarget.cpp). Defaults are what a target without
// the feature does: the pass that needs it leaves the target's modules
// alone.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_GPUTARGET_H
#define HIER_PASSES_GPUTARGET_H

#include "Options.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/CallingConv.h"

namespace llvm {
class Function;
class IntrinsicInst;
class Module;
class Triple;
} // namespace llvm

namespace hier {

/// The address space of a block's shared memory: 3 on NVPTX and AMDGPU.
constexpr unsigned SharedAddressSpace = 3;

/// The address space of global memory, which a kernel's pointer arguments
/// address as LLVM's targets assume it: 1 on NVPTX and AMDGPU.
constexpr unsigned GlobalAddressSpace = 1;

class GPUTarget {
public:
  virtual ~GPUTarget() = default;

  /// Whether modules of triple \p T are this target's.
  virtual bool matches(const llvm::Triple &T) const = 0;

  /// The calling convention Clang gives a target region's kernel.
  virtual llvm::CallingConv::ID kernelCallingConv() const = 0;

  /// Makes \p Kernel's launch bounds say it runs with exactly \p Lanes x
  /// \p Threads threads per block.
  virtual void setExactBlock(llvm::Function &Kernel, uint64_t Lanes,
                             uint64_t Threads) const = 0;

  /// Limits \p Kernel to \p Max registers per thread; false if the target
  /// has no such limit or the kernel already has one.
  virtual bool limitRegisters(llvm::Function &Kernel, unsigned Max) const {
    return false;
  }

  /// Whether the host launches one team per league iteration where it can,
  /// so that a team's code need not loop over the league.
  virtual bool launchesTeamPerIteration() const { return false; }

  /// Whether block extents are read through intrinsics blockExtentDim
  /// knows, which the late loop passes (hier-run-once, hier-overlap-loads)
  /// need to recognise a loop's stride.
  virtual bool readsBlockExtents() const { return false; }

  /// The block dimension (LoopBlockDimX, Y, Z of Kernels.h) whose extent
  /// \p II reads; 0 if it reads none.
  virtual unsigned blockExtentDim(const llvm::IntrinsicInst &II) const {
    return 0;
  }

  /// The block dimension (LoopBlockDimX, Y, Z of Kernels.h) whose thread
  /// index \p II reads; 0 if it reads none.
  virtual unsigned threadIndexDim(const llvm::IntrinsicInst &II) const {
    return 0;
  }

  /// Whether \p II is a barrier of all the threads of the block.
  virtual bool isTeamBarrier(const llvm::IntrinsicInst &II) const = 0;

  /// Whether a fence or atomic of the synchronisation scope named \p Scope
  /// orders memory among the threads of one block only (a team's barrier
  /// is built of such fences on some targets): it cannot make another
  /// team's writes visible.
  virtual bool isTeamScope(llvm::StringRef Scope) const {
    return Scope == "singlethread";
  }

  /// Whether \p II only waits for threads of the warp (no memory of its
  /// own: a barrier that orders nothing beyond the warp).
  virtual bool isWarpBarrier(const llvm::IntrinsicInst &II) const {
    return false;
  }

  /// Whether an atomic update whose old value is unused should be written
  /// as a PTX reduction (AtomicsToRed.cpp says why).
  virtual bool wantsPTXReductions() const { return false; }

  /// The file name of hier's device runtime built for the target
  /// (devicertl/CMakeLists.txt).
  virtual llvm::StringRef deviceRTLFile() const = 0;

  /// What a module needs once bitcode libraries built for no particular
  /// variant of the target are linked into it.
  virtual void finishLinking(llvm::Module &M) const {}

  /// Links what \p M calls from the vendor's device math library; reports
  /// what cannot be found. Returns whether \p M changed.
  virtual bool linkMathLibrary(llvm::Module &M, const Options &Opts) const {
    return false;
  }
};

/// The target of \p M's triple; null for a module that is no GPU's.
const GPUTarget *getGPUTarget(const llvm::Module &M);
const GPUTarget *getGPUTarget(const llvm::Triple &T);

/// Every registered target.
llvm::ArrayRef<const GPUTarget *> gpuTargets();

/// Adds \p T to gpuTargets(); GPUTargetRegistration calls it.
void addGPUTarget(const GPUTarget *T);

/// A static one of these in a target's file makes the target known.
template <typename TargetT> struct GPUTargetRegistration {
  GPUTargetRegistration() { addGPUTarget(&Target); }

private:
  TargetT Target;
};

} // namespace hier

#endif
