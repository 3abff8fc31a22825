//===- RegisterBudget.cpp - a register limit for hier's NVIDIA kernels ----===//
//
// -fplugin-arg-hier-max-registers=N, as nvcc's -maxrregcount for the hier
// kernels of a file. Left to itself ptxas gave clang's code for the GPP
// bench 90 registers per thread (5 blocks of 128 threads per multiprocessor;
// 173.5 ms on an H200); limited to 80, 72 and 64 registers (spilling up to
// 184 bytes per thread) it ran in 157.1, 150.7 and 147.6 ms.
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
#include "Kernels.h"
#include "hier/abi.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

#define DEBUG_TYPE "hier"

namespace hier {

PreservedAnalyses RegisterBudgetPass::run(Module &M, ModuleAnalysisManager &) {
  Function *Shape = M.getFunction(HIER_MARKER_TEAM_SHAPE);
  if (!MaxRegisters || !Shape || !Triple(M.getTargetTriple()).isNVPTX())
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
    if (Kernel->hasFnAttribute("nvvm.maxnreg"))
      continue;
    Kernel->addFnAttr("nvvm.maxnreg", std::to_string(MaxRegisters));
    Changed = true;
    OptimizationRemarkEmitter ORE(Call->getFunction());
    ORE.emit([&, Call = Call] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER010", Call)
             << "[HIER010] kernel may use at most "
             << ore::NV("MaxRegisters", MaxRegisters)
             << " registers per thread (-fplugin-arg-hier-max-registers)";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
