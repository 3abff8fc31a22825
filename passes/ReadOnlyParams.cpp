//===- ReadOnlyParams.cpp - readonly pointers as kernel attributes --------===//
//
// Clang outlines a target region into a kernel that calls the region's
// function; before any optimisation each passes its parameters through a
// local slot:
//
//   define ptx_kernel void @kernel(ptr %dyn, ..., ptr %x) {
//     store ptr %x, ptr %x.addr
//     %1 = load ptr, ptr %x.addr
//     call void @kernel_omp_outlined(..., ptr %1)
//   define internal void @kernel_omp_outlined(..., ptr %x) {
//     store ptr %x, ptr %x.addr
//     %1 = load ptr, ptr %x.addr
//     call void (ptr, ...) @__hier_readonly(ptr @.str, ptr %1)
//
// The pass follows the marker's pointer back through such slots and calls to
// a kernel parameter. It runs first in hier's pipeline, at the start of the
// optimisation pipeline, so the later passes (and, after inlining, the
// backend) see the attributes.
//
// Remarks (pass name "hier"):
//   [HIER006] analysis: a readonly pointer's kernel parameter is now
//             noalias readonly.
//   [HIER007] missed:   a readonly pointer that does not come from a kernel
//             parameter (a variable captured by reference, a global): its
//             loads are left as they are.
//
//===----------------------------------------------------------------------===//

#include "ReadOnlyParams.h"
#include "Kernels.h"
#include "Remarks.h"
#include "hier/abi.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hier {
namespace {

/// The parameter \p V was read from: the parameter itself, or a load of a
/// local slot whose one store is of a parameter.
Argument *parameterOf(Value *V) {
  V = V->stripPointerCasts();
  if (auto *A = dyn_cast<Argument>(V))
    return A;
  auto *Load = dyn_cast<LoadInst>(V);
  auto *Slot =
      Load
          ? dyn_cast<AllocaInst>(Load->getPointerOperand()->stripPointerCasts())
          : nullptr;
  if (!Slot)
    return nullptr;
  // The slot's uses, through the address-space casts of targets whose
  // allocas are not in the generic address space (AMDGPU).
  Argument *Stored = nullptr;
  SmallVector<Value *, 4> Work{Slot};
  while (!Work.empty()) {
    Value *Ptr = Work.pop_back_val();
    for (User *U : Ptr->users()) {
      if (isa<LoadInst>(U))
        continue;
      if (isa<AddrSpaceCastInst, BitCastInst>(U)) {
        Work.push_back(U);
        continue;
      }
      auto *Store = dyn_cast<StoreInst>(U);
      if (!Store || Store->getPointerOperand() != Ptr || Stored)
        return nullptr;
      Stored = dyn_cast<Argument>(Store->getValueOperand());
      if (!Stored)
        return nullptr;
    }
  }
  return Stored;
}

/// Collects in \p Chain the parameters from \p A up to the kernel's, through
/// every call of A's function; false if some link is not a plain parameter.
bool chainToKernel(Argument *A, SmallVectorImpl<Argument *> &Chain,
                   unsigned Depth = 0) {
  Chain.push_back(A);
  Function *F = A->getParent();
  if (isKernel(*F))
    return true;
  if (Depth > 8 || F->use_empty() || !F->hasLocalLinkage())
    return false;
  for (User *U : F->users()) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call || Call->getCalledFunction() != F)
      return false;
    Argument *Outer = parameterOf(Call->getArgOperand(A->getArgNo()));
    if (!Outer || !chainToKernel(Outer, Chain, Depth + 1))
      return false;
  }
  return true;
}

StringRef nameOf(const CallBase &Marker) {
  StringRef Name;
  if (Marker.arg_size() == 0 ||
      !getConstantStringInfo(Marker.getArgOperand(0), Name))
    return "?";
  return Name;
}

} // namespace

PreservedAnalyses ReadOnlyParamsPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  Function *Marker = M.getFunction(HIER_MARKER_READONLY);
  if (!Marker)
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  SmallVector<CallBase *, 8> Calls;
  for (User *U : Marker->users())
    if (auto *Call = dyn_cast<CallBase>(U))
      Calls.push_back(Call);
  for (CallBase *Call : Calls) {
    auto &ORE =
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(*Call->getFunction());
    StringRef Name = nameOf(*Call);
    SmallVector<Argument *, 4> Chain;
    Argument *A =
        Call->arg_size() == 2 ? parameterOf(Call->getArgOperand(1)) : nullptr;
    if (A && A->getType()->isPointerTy() && chainToKernel(A, Chain)) {
      for (Argument *P : Chain) {
        P->addAttr(Attribute::NoAlias);
        P->addAttr(Attribute::ReadOnly);
      }
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkAnalysis>(
                   RemarkID::ReadOnlyParameter, Call)
               << "readonly(" << ore::NV("Variable", Name)
               << "): kernel parameter "
               << ore::NV("Parameter", Chain.back()->getArgNo())
               << " is noalias readonly; its loads may use the read-only "
                  "data cache";
      });
    } else {
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkMissed>(
                   RemarkID::ReadOnlyNotParameter, Call)
               << "readonly(" << ore::NV("Variable", Name)
               << "): not passed to the kernel by value (captured by "
                  "reference, or a global), so its loads are left as they are";
      });
    }
    Value *NameOp = Call->arg_size() ? Call->getArgOperand(0) : nullptr;
    Call->eraseFromParent();
    if (auto *GV = dyn_cast_or_null<GlobalVariable>(
            NameOp ? NameOp->stripPointerCasts() : nullptr))
      if (GV->use_empty() && GV->hasLocalLinkage())
        GV->eraseFromParent();
  }
  Marker->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace hier
