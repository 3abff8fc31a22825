//===- Collectives.cpp - a loop's reductions and scans over its mapping ---===//
//
// The front end marks a loop's collectives with a call per type,
//
//   __hier_reduce_<T>(LEVEL, ID, OP, LANES, v)
//   __hier_scan_<T>(LEVEL, ID, OP, LANES, MODE, carry, v)
//
// (hier/HierABI.def's HIER_RT_COLLECTIVE). Once loop ID is mapped, each
// becomes the device runtime's __hier_rt_<kind>_{x,y,flat}_<T>(OP, its
// values, LANES): lanes of a vector group (x), threads of a team with one
// value per thread (y), or every thread of the team (flat).
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

/// The runtime's members for a mapping.
RTDim collectiveDimension(Mapping M) {
  switch (M) {
  case Mapping::LanesX:
    return RTDim::x;
  case Mapping::ThreadsY:
    return RTDim::y;
  case Mapping::Flat:
    return RTDim::flat;
  case Mapping::Blocks:
    break;
  }
  llvm_unreachable("a team's reduction is combined by __hier_team_combine, "
                   "and the front end rejects a team's scan");
}

constexpr RTCollective AllCollectives[] = {
#define HIER_RT_COLLECTIVE(KIND, ARITY, CONST_ARG) RTCollective::KIND,
#include "hier/HierABI.def"
};

void remarkReduction(const HierLoop &L, Mapping M, CallInst *Call,
                     OptimizationRemarkEmitter &ORE) {
  ORE.emit([&] {
    if (M == Mapping::LanesX)
      return hierRemark<OptimizationRemarkAnalysis>(RemarkID::VectorReduction,
                                                    Call)
             << "reduction of vector loop " << ore::NV("LoopID", L.ID)
             << " by shuffles within each vector group";
    return hierRemark<OptimizationRemarkAnalysis>(RemarkID::TeamReduction, Call)
           << "reduction of " << hier_level_name(L.Level) << " loop "
           << ore::NV("LoopID", L.ID)
           << " over the team: shuffles per warp, one shared-memory slot "
              "per warp, a barrier";
  });
}

} // namespace

std::optional<Collective> collectiveOf(const Function &F) {
  for (RTCollective C : AllCollectives) {
    StringRef Name = F.getName();
    if (Name.consume_front(collectiveMarkerPrefix(C)) && !Name.empty() &&
        Name != "unsupported")
      return Collective{C, Name};
  }
  return std::nullopt;
}

void collectCollectives(Function &F, Function *Marker, HierLoops &Loops,
                        OptimizationRemarkEmitter &ORE) {
  std::optional<Collective> Kind = collectiveOf(*Marker);
  if (!Kind)
    return;
  auto [Arity, ConstArg] = collectiveMarkerArgs(Kind->Kind);
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() < Arity)
      continue;
    auto *ID = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    auto It = ID ? Loops.find(ID->getZExtValue()) : Loops.end();
    if (It == Loops.end() || !isa<ConstantInt>(Call->getArgOperand(2)) ||
        (ConstArg && !isa<ConstantInt>(Call->getArgOperand(ConstArg)))) {
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkMissed>(RemarkID::MarkerLeft, Call)
               << "hier "
               << (Kind->Kind == RTCollective::reduce ? "reduction" : "scan")
               << " marker of no known loop left as it is";
      });
      continue;
    }
    It->second.Collectives.push_back(Call);
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

void lowerCollectives(const HierLoop &L, Mapping M,
                      OptimizationRemarkEmitter &ORE) {
  SmallVector<std::pair<CallInst *, Collective>, 4> Markers;
  for (CallInst *Old : L.Collectives)
    Markers.push_back({Old, *collectiveOf(*Old->getCalledFunction())});
  // Kind by kind, in the table's order: the runtime's declarations are added
  // to the module in the same order every time.
  for (RTCollective C : AllCollectives)
    for (auto [Old, Kind] : Markers) {
      if (Kind.Kind != C)
        continue;
      CallInst *Call = callRuntimeForMarker(
          *Old, rtCollectiveName(C, collectiveDimension(M), Kind.TypeSuffix));
      if (C == RTCollective::reduce)
        remarkReduction(L, M, Call, ORE);
      Old->eraseFromParent();
    }
}

} // namespace hier
