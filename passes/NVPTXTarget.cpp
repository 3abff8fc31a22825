//===- NVPTXTarget.cpp - NVIDIA GPUs --------------------------------------===//

#include "GPUTarget.h"
#include "Kernels.h"
#include "LinkDeviceMath.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/TargetParser/Triple.h"
#include <string>

using namespace llvm;

namespace hier {

namespace {

constexpr StringLiteral MaxRegistersAttr = "nvvm.maxnreg";

struct NVPTXTarget final : GPUTarget {
  bool matches(const Triple &T) const override { return T.isNVPTX(); }

  CallingConv::ID kernelCallingConv() const override {
    return CallingConv::PTX_Kernel;
  }

  void setExactBlock(Function &Kernel, uint64_t Lanes,
                     uint64_t Threads) const override {
    Kernel.addFnAttr("nvvm.reqntid",
                     (Twine(Lanes) + "," + Twine(Threads) + ",1").str());
  }

  bool limitRegisters(Function &Kernel, unsigned Max) const override {
    if (Kernel.hasFnAttribute(MaxRegistersAttr))
      return false;
    Kernel.addFnAttr(MaxRegistersAttr, std::to_string(Max));
    return true;
  }

  /// __hier_num_teams sizes the grid so unless the team needs a bounded
  /// league (max_teams, league_size, a team reduction).
  bool launchesTeamPerIteration() const override { return true; }

  bool readsBlockExtents() const override { return true; }

  unsigned blockExtentDim(const IntrinsicInst &II) const override {
    switch (II.getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
      return LoopBlockDimX;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
      return LoopBlockDimY;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
      return LoopBlockDimZ;
    default:
      return 0;
    }
  }

  unsigned threadIndexDim(const IntrinsicInst &II) const override {
    switch (II.getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_tid_x:
      return LoopBlockDimX;
    case Intrinsic::nvvm_read_ptx_sreg_tid_y:
      return LoopBlockDimY;
    case Intrinsic::nvvm_read_ptx_sreg_tid_z:
      return LoopBlockDimZ;
    default:
      return 0;
    }
  }

  /// bar.sync 0; other barrier ids are partial barriers.
  bool isTeamBarrier(const IntrinsicInst &II) const override {
    if (II.getIntrinsicID() != Intrinsic::nvvm_barrier_cta_sync_aligned_all)
      return false;
    const auto *Id = dyn_cast<ConstantInt>(II.getArgOperand(0));
    return Id && Id->isZero();
  }

  bool isWarpBarrier(const IntrinsicInst &II) const override {
    return II.getIntrinsicID() == Intrinsic::nvvm_bar_warp_sync;
  }

  bool wantsPTXReductions() const override { return true; }

  StringRef deviceRTLFile() const override { return "devicertl-nvptx64.bc"; }

  bool linkMathLibrary(Module &M, const Options &Opts) const override {
    return linkLibDevice(M, Opts);
  }
};

GPUTargetRegistration<NVPTXTarget> Registration;

} // namespace

} // namespace hier
