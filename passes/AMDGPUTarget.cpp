//===- AMDGPUTarget.cpp - AMD GPUs ----------------------------------------===//

#include "GPUTarget.h"
#include "Kernels.h"
#include "LinkDeviceMath.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include <string>

using namespace llvm;

namespace hier {

namespace {

struct AMDGPUTarget final : GPUTarget {
  bool matches(const Triple &T) const override { return T.isAMDGPU(); }

  CallingConv::ID kernelCallingConv() const override {
    return CallingConv::AMDGPU_KERNEL;
  }

  void setExactBlock(Function &Kernel, uint64_t Lanes,
                     uint64_t Threads) const override {
    std::string Size = std::to_string(Lanes * Threads);
    Kernel.addFnAttr("amdgpu-flat-work-group-size", Size + "," + Size);
    LLVMContext &Ctx = Kernel.getContext();
    Type *I32 = Type::getInt32Ty(Ctx);
    Metadata *Dims[] = {ConstantAsMetadata::get(ConstantInt::get(I32, Lanes)),
                        ConstantAsMetadata::get(ConstantInt::get(I32, Threads)),
                        ConstantAsMetadata::get(ConstantInt::get(I32, 1))};
    Kernel.setMetadata("reqd_work_group_size", MDNode::get(Ctx, Dims));
  }

  /// A team barrier is `fence; s_barrier; fence` (<gpuintrin.h>).
  unsigned threadIndexDim(const IntrinsicInst &II) const override {
    switch (II.getIntrinsicID()) {
    case Intrinsic::amdgcn_workitem_id_x:
      return LoopBlockDimX;
    case Intrinsic::amdgcn_workitem_id_y:
      return LoopBlockDimY;
    case Intrinsic::amdgcn_workitem_id_z:
      return LoopBlockDimZ;
    default:
      return 0;
    }
  }

  bool isTeamBarrier(const IntrinsicInst &II) const override {
    return II.getIntrinsicID() == Intrinsic::amdgcn_s_barrier;
  }

  bool isWarpBarrier(const IntrinsicInst &II) const override {
    return II.getIntrinsicID() == Intrinsic::amdgcn_wave_barrier;
  }

  bool isTeamScope(StringRef Scope) const override {
    Scope.consume_back("-one-as");
    return Scope == "singlethread" || Scope == "wavefront" ||
           Scope == "workgroup";
  }

  StringRef deviceRTLFile() const override { return "devicertl-amdgcn.bc"; }

  /// Defines `__oclc_ABI_version`, which code compiled with
  /// `-mcode-object-version=none` (hier's device runtime, ROCm's ockl)
  /// reads to find the implicit kernel arguments, as Clang does for a
  /// module that is compiled for one version: a `weak_odr hidden` constant
  /// equal to the module's `amdhsa_code_object_version` flag (400, 500,
  /// 600). Nothing is done if the module does not use it, already defines
  /// it, or has no flag.
  void finishLinking(Module &M) const override {
    constexpr StringLiteral Name = "__oclc_ABI_version";
    GlobalVariable *Old = M.getNamedGlobal(Name);
    if (!Old || !Old->isDeclaration() || Old->use_empty())
      return;
    auto *Version = mdconst::extract_or_null<ConstantInt>(
        M.getModuleFlag("amdhsa_code_object_version"));
    if (!Version)
      return;
    // weak_odr constant, not externally initialized: loads of it fold, and
    // the version-dependent paths of the runtime fold with them.
    auto *Int32 = Type::getInt32Ty(M.getContext());
    auto *GV = new GlobalVariable(
        M, Int32, /*isConstant=*/true, GlobalValue::WeakODRLinkage,
        ConstantInt::get(Int32, Version->getZExtValue()), "", nullptr,
        GlobalValue::NotThreadLocal, Old->getAddressSpace());
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Local);
    GV->setVisibility(GlobalValue::HiddenVisibility);
    GV->takeName(Old);
    Old->replaceAllUsesWith(GV);
    Old->eraseFromParent();
  }

  bool linkMathLibrary(Module &M, const Options &Opts) const override {
    return linkROCmDeviceLibs(M, Opts, *this);
  }
};

GPUTargetRegistration<AMDGPUTarget> Registration;

} // namespace

} // namespace hier
