//===- Scans.cpp - hier scans over a loop's mapping -----------------------===//
//
// __hier_scan_<T>(LEVEL, ID, OP, LANES, MODE, carry, v) becomes
// __hier_rt_scan_{x,y,flat}_<T>(OP, MODE, carry, v, LANES) after the
// mapping of loop ID, as a reduction marker does (Reductions.cpp): lanes of
// a vector group (x), threads of a team with one value per thread (y), or
// every thread of the team (flat).
//
//===----------------------------------------------------------------------===//

#include "ABI.h"
#include "HierLoops.h"
#include "Remarks.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hier {

StringRef scanSuffix(const Function &F) {
  StringRef Name = F.getName();
  if (!Name.consume_front(HIER_MARKER_SCAN_PREFIX) || Name == "unsupported")
    return "";
  return Name;
}

void collectScans(Function &F, Function *Marker, HierLoops &Loops,
                  OptimizationRemarkEmitter &ORE) {
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() < 7)
      continue;
    auto *ID = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    auto It = ID ? Loops.find(ID->getZExtValue()) : Loops.end();
    if (It == Loops.end() || !isa<ConstantInt>(Call->getArgOperand(2)) ||
        !isa<ConstantInt>(Call->getArgOperand(4))) {
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkMissed>(RemarkID::MarkerLeft, Call)
               << "hier scan marker of no known loop left as it is";
      });
      continue;
    }
    It->second.Scans.push_back(Call);
  }
}

void lowerScans(const HierLoop &L, Mapping M) {
  if (L.Scans.empty())
    return;
  RTScan Dim = M == Mapping::LanesX     ? RTScan::x
               : M == Mapping::ThreadsY ? RTScan::y
                                        : RTScan::flat;
  assert(M != Mapping::Blocks && "the front end rejects a team's scan");
  Module &Mod = *L.Scans.front()->getModule();
  for (CallInst *Old : L.Scans) {
    std::string Name = rtScanName(Dim, scanSuffix(*Old->getCalledFunction()));
    // MODE, then the carry and the value as the target's ABI passes the
    // type (one scalar, two, or a byval pointer, whose attribute the call
    // keeps), then the lanes.
    Value *Op = Old->getArgOperand(2), *Lanes = Old->getArgOperand(3);
    SmallVector<Value *, 6> Args{Op};
    for (unsigned I = 4; I != Old->arg_size(); ++I)
      Args.push_back(Old->getArgOperand(I));
    Args.push_back(Lanes);
    SmallVector<Type *, 6> Types;
    for (Value *A : Args)
      Types.push_back(A->getType());
    FunctionCallee New = Mod.getOrInsertFunction(
        Name, FunctionType::get(Old->getType(), Types, false));
    IRBuilder<> B(Old);
    CallInst *Call = B.CreateCall(New, Args);
    for (unsigned I = 4; I != Old->arg_size(); ++I)
      Call->addParamAttrs(
          I - 3, AttrBuilder(Old->getContext(), Old->getParamAttributes(I)));
    Call->setDebugLoc(Old->getDebugLoc());
    Old->replaceAllUsesWith(Call);
    Old->eraseFromParent();
  }
}

} // namespace hier
