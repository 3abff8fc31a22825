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
  for (CallInst *Old : L.Scans) {
    std::string Name = rtScanName(Dim, scanSuffix(*Old->getCalledFunction()));
    // MODE, then the carry and the value.
    callRuntimeForMarker(*Old, Name);
    Old->eraseFromParent();
  }
}

} // namespace hier
