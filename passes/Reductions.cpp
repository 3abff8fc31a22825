//===- Reductions.cpp - hier reductions over a loop's mapping -------------===//
//
// __hier_reduce_<T>(LEVEL, ID, OP, LANES, v) becomes
// __hier_rt_reduce_{x,y,flat}_<T>(OP, v, LANES) after the mapping of loop
// ID: lanes (x), threads of a team with one value per thread (y), or every
// thread of the team (flat).
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

namespace {

/// The runtime's reduction for a mapping.
RTReduce reduceDimension(Mapping M) {
  switch (M) {
  case Mapping::LanesX:
    return RTReduce::x;
  case Mapping::ThreadsY:
    return RTReduce::y;
  case Mapping::Flat:
    return RTReduce::flat;
  case Mapping::Blocks:
    break;
  }
  llvm_unreachable("a team reduction is combined by __hier_team_combine");
}

} // namespace

StringRef reduceSuffix(const Function &F) {
  StringRef Name = F.getName();
  if (!Name.consume_front(HIER_MARKER_REDUCE_PREFIX) || Name == "unsupported")
    return "";
  return Name;
}

void collectReduces(Function &F, Function *Marker, HierLoops &Loops,
                    OptimizationRemarkEmitter &ORE) {
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() < 5)
      continue;
    auto *ID = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    auto It = ID ? Loops.find(ID->getZExtValue()) : Loops.end();
    if (It == Loops.end() || !isa<ConstantInt>(Call->getArgOperand(2))) {
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkMissed>(RemarkID::MarkerLeft, Call)
               << "hier reduction marker of no known loop left as it is";
      });
      continue;
    }
    It->second.Reduces.push_back(Call);
  }
}

CallInst *callRuntimeForMarker(CallInst &Old, StringRef Name) {
  Value *Op = Old.getArgOperand(2), *Lanes = Old.getArgOperand(3);
  SmallVector<Value *, 6> Args{Op};
  for (unsigned I = 4; I != Old.arg_size(); ++I)
    Args.push_back(Old.getArgOperand(I));
  Args.push_back(Lanes);
  SmallVector<Type *, 6> Types;
  for (Value *A : Args)
    Types.push_back(A->getType());
  FunctionCallee New = Old.getModule()->getOrInsertFunction(
      Name, FunctionType::get(Old.getType(), Types, false));
  IRBuilder<> B(&Old);
  CallInst *Call = B.CreateCall(New, Args);
  for (unsigned I = 4; I != Old.arg_size(); ++I)
    Call->addParamAttrs(
        I - 3, AttrBuilder(Old.getContext(), Old.getParamAttributes(I)));
  Call->setDebugLoc(Old.getDebugLoc());
  Old.replaceAllUsesWith(Call);
  return Call;
}

void lowerReductions(const HierLoop &L, Mapping M,
                     OptimizationRemarkEmitter &ORE) {
  if (L.Reduces.empty())
    return;
  bool Shuffles = M == Mapping::LanesX;
  for (CallInst *Old : L.Reduces) {
    std::string Name = rtReduceName(reduceDimension(M),
                                    reduceSuffix(*Old->getCalledFunction()));
    CallInst *Call = callRuntimeForMarker(*Old, Name);
    ORE.emit([&] {
      if (Shuffles)
        return hierRemark<OptimizationRemarkAnalysis>(RemarkID::VectorReduction,
                                                      Call)
               << "reduction of vector loop " << ore::NV("LoopID", L.ID)
               << " by shuffles within each vector group";
      return hierRemark<OptimizationRemarkAnalysis>(RemarkID::TeamReduction,
                                                    Call)
             << "reduction of " << hier_level_name(L.Level) << " loop "
             << ore::NV("LoopID", L.ID)
             << " over the team: shuffles per warp, one shared-memory slot "
                "per warp, a barrier";
    });
    Old->eraseFromParent();
  }
}

} // namespace hier
