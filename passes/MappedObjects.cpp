//===- MappedObjects.cpp - mapped variables a kernel only reads -----------===//
//
// A variable a team uses but does not name in is_device_ptr (a struct of
// parameters, a filter, a small array) reaches the kernel as a pointer to
// its device copy, which Clang marks 'dereferenceable(size)'; a pointer the
// team captures by value (is_device_ptr, a mapped array section) is a plain
// 'ptr'. Stores through the team's pointers could, as far as LLVM knows,
// reach the copy, so every load of it stays in the loop that uses it: a 3x3
// filter's nine coefficients were read again for every pixel.
//
// hier's rule (docs/language.md, "Variables a team only reads"): the device
// copy of a variable the team captures is reached only through the variable.
// A program could break it only by taking the copy's device address
// (use_device_addr) and passing it back in as a pointer. When the kernel
// only loads through such a parameter (its region's function inlined, which
// the function simplification pipeline has done when this pass runs), the
// parameter becomes noalias readonly.
//
// Remark (pass name "hier"):
//   [HIER024] analysis: kernel parameter N, a captured variable of S bytes,
//             is only read: noalias readonly.
//
//===----------------------------------------------------------------------===//

#include "MappedObjects.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace hier {
namespace {

cl::opt<bool> Enabled("hier-mapped-objects", cl::init(true), cl::Hidden,
                      cl::desc("Make parameters of captured variables a hier "
                               "kernel only reads noalias readonly"));

/// Whether every use of \p Base, through address arithmetic, is a plain load.
bool onlyLoaded(Argument &Base) {
  SmallVector<const Value *, 8> Work{&Base};
  SmallPtrSet<const Value *, 8> Seen{&Base};
  while (!Work.empty()) {
    const Value *Ptr = Work.pop_back_val();
    for (const User *U : Ptr->users()) {
      if (const auto *Load = dyn_cast<LoadInst>(U)) {
        if (Load->isVolatile() || Load->getPointerOperand() != Ptr)
          return false;
        continue;
      }
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst, PHINode,
              SelectInst>(U)) {
        if (Seen.insert(U).second)
          Work.push_back(U);
        continue;
      }
      // A store, a call, a comparison or conversion to an integer: the
      // address may be written through or kept.
      return false;
    }
  }
  return true;
}

} // namespace

PreservedAnalyses MappedObjectsPass::run(Function &F,
                                         FunctionAnalysisManager &FAM) {
  if (!Enabled || !isKernel(F) || !F.hasFnAttribute(HierKernelAttr))
    return PreservedAnalyses::all();
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  bool Changed = false;
  for (Argument &A : F.args()) {
    uint64_t Bytes = A.getDereferenceableBytes();
    if (!A.getType()->isPointerTy() || !Bytes || A.hasNoAliasAttr() ||
        A.use_empty() || !onlyLoaded(A))
      continue;
    A.addAttr(Attribute::NoAlias);
    A.addAttr(Attribute::ReadOnly);
    Changed = true;
    ORE.emit([&] {
      return hierRemark<OptimizationRemarkAnalysis>(RemarkID::MappedObject, &F)
             << "kernel parameter " << ore::NV("Parameter", A.getArgNo())
             << ", a captured variable of " << ore::NV("Bytes", Bytes)
             << " bytes, is only read: noalias readonly, so its loads may "
                "leave the loops that store through the team's pointers";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
