//===- RegisterBudget.cpp - a register limit for hier's NVIDIA kernels ----===//
//
// -fplugin-arg-hier-max-registers=N, as nvcc's -maxrregcount for the hier
// kernels of a file: a kernel that ptxas gives many registers runs with few
// blocks per multiprocessor, and a limit that spills a little can make it
// faster (GPP's kernel: docs/bench.md).
// It is not on by default: with a limit ptxas spends registers up to it
// where it otherwise would not (the dot product kernel: 27 registers
// without a limit, 40 with 64, and fewer resident blocks), and the pass
// cannot tell, before ptxas, which kernels would go over.
//
// Remarks (pass name "hier"):
//   [HIER010] analysis: a kernel's register limit.
//
//===----------------------------------------------------------------------===//

#include "RegisterBudget.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Remarks.h"
#include "hier/abi.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hier {

PreservedAnalyses RegisterBudgetPass::run(Module &M, ModuleAnalysisManager &) {
  Function *Shape = M.getFunction(HIER_MARKER_TEAM_SHAPE);
  const GPUTarget *T = getGPUTarget(M);
  if (!MaxRegisters || !Shape || !T)
    return PreservedAnalyses::all();
  // Every team region says its shape once, in the function its kernel calls;
  // the remark goes to that call, which has the directive's location.
  MapVector<Function *, CallInst *> Kernels;
  for (User *U : Shape->users())
    if (auto *Call = dyn_cast<CallInst>(U))
      if (Function *Kernel = owningKernel(*Call->getFunction()))
        Kernels.insert({Kernel, Call});
  bool Changed = false;
  for (auto [Kernel, Call] : Kernels) {
    if (!T->limitRegisters(*Kernel, MaxRegisters))
      continue;
    Changed = true;
    OptimizationRemarkEmitter ORE(Call->getFunction());
    ORE.emit([&, Call = Call] {
      return hierRemark<OptimizationRemarkAnalysis>(RemarkID::RegisterLimit,
                                                    Call)
             << "kernel may use at most "
             << ore::NV("MaxRegisters", MaxRegisters)
             << " registers per thread (-fplugin-arg-hier-max-registers)";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
