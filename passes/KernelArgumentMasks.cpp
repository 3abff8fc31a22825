//===- KernelArgumentMasks.cpp - pointer masks of kernel arguments --------===//
//
// A team body that aligns a pointer it was given (`__builtin_align_down(p,
// 16)`, which Clang emits as `llvm.ptrmask`) crashed the compiler: LLVM 22's
// InferAddressSpaces assumes a kernel's pointer arguments address global
// memory (NVPTX and AMDGPU say so through TTI::getAssumedAddrSpace), tries
// to rewrite the generic `ptrmask` into that space, and when it cannot
// leaves its users with a null operand (the verifier's "Operand is null";
// without the verifier, a crash further on). hier kernels take the team's
// pointers as direct arguments, where Clang's own OpenMP kernels load them
// from a struct, so hier meets it where plain OpenMP does not. The pass
// writes the assumption out: `ptrmask(p, m)` becomes
// `addrspacecast(ptrmask(addrspacecast(p to global), m) to generic)`, which
// the inference only has to fold. It runs before hier's own inference
// (InferSharedAddresses.cpp) and again at the end of the optimizer, before
// the code generator's, for masks that later passes form.
//
//===----------------------------------------------------------------------===//

#include "KernelArgumentMasks.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace hier {

namespace {

/// Whether \p II masks a generic pointer derived from an argument of its
/// kernel.
bool masksKernelArgument(const IntrinsicInst &II) {
  if (II.getIntrinsicID() != Intrinsic::ptrmask ||
      II.getType()->getPointerAddressSpace() != 0)
    return false;
  const auto *Arg =
      dyn_cast<Argument>(getUnderlyingObject(II.getArgOperand(0)));
  return Arg && !Arg->hasByValAttr();
}

} // namespace

PreservedAnalyses KernelArgumentMasksPass::run(Function &F,
                                               FunctionAnalysisManager &) {
  if (F.isDeclaration() || !isKernel(F) || !getGPUTarget(*F.getParent()))
    return PreservedAnalyses::all();
  SmallVector<IntrinsicInst *, 4> Masks;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I); II && masksKernelArgument(*II))
      Masks.push_back(II);
  for (IntrinsicInst *II : Masks) {
    IRBuilder<> B(II);
    Value *Global = B.CreateAddrSpaceCast(II->getArgOperand(0),
                                          B.getPtrTy(GlobalAddressSpace));
    CallInst *Mask =
        B.CreateIntrinsic(Intrinsic::ptrmask,
                          {Global->getType(), II->getArgOperand(1)->getType()},
                          {Global, II->getArgOperand(1)});
    Mask->copyMetadata(*II);
    Mask->setAttributes(II->getAttributes());
    Value *Generic = B.CreateAddrSpaceCast(Mask, II->getType());
    Generic->takeName(II);
    II->replaceAllUsesWith(Generic);
    II->eraseFromParent();
  }
  if (Masks.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace hier
