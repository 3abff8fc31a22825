//===- BlockShape.cpp - a team's block shape, when known ------------------===//
//
// The front end calls __hier_team_shape(LANES, THREADS, HOW) in a team
// region's function: its block shape, constants when known at compile time,
// and where they came from (HIER_SHAPE_* of hier/abi.h).
//
//===----------------------------------------------------------------------===//

#include "GPUTarget.h"
#include "HierLoops.h"
#include "Kernels.h"
#include "Remarks.h"
#include "hier/abi.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace hier {

namespace {

/// A team's block shape known at compile time could make the kernel's launch
/// bounds exact and the strides of its thread and vector loops constants;
/// both made SpMV slower (docs/bench.md), so both are off by default.
cl::opt<bool> ExactBlock(
    "hier-exact-block", cl::init(false), cl::Hidden,
    cl::desc("Give kernels of a known block shape exact launch bounds and "
             "constant loop strides"));

} // namespace

TeamShape readTeamShape(Function &F, Function *ShapeFn,
                        OptimizationRemarkEmitter &ORE) {
  TeamShape Result;
  if (!ShapeFn)
    return Result;
  for (User *U : make_early_inc_range(ShapeFn->users())) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() != 3)
      continue;
    auto *Lanes = dyn_cast<ConstantInt>(Call->getArgOperand(0));
    auto *How = dyn_cast<ConstantInt>(Call->getArgOperand(2));
    uint64_t Bits = How ? How->getZExtValue() : 0;
    Result.TeamPerIteration = Bits & HIER_SHAPE_TEAM_PER_ITERATION;
    StringRef Why = Bits & HIER_SHAPE_LANES_FROM_LOOPS
                        ? "lanes from the vector loops' trip counts"
                    : Bits & HIER_SHAPE_AUTO_LANES ? "default lanes"
                                                   : "lanes as written";
    auto *Threads = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    Function *Kernel = owningKernel(F);
    if (Lanes && Threads && !Lanes->isZero() && !Threads->isZero() && Kernel) {
      Result.Block = {Lanes->getZExtValue(), Threads->getZExtValue()};
      uint64_t L = Result.Block->first, T = Result.Block->second;
      if (ExactBlock)
        if (const GPUTarget *Target = getGPUTarget(*Kernel->getParent()))
          Target->setExactBlock(*Kernel, L, T);
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkAnalysis>(RemarkID::BlockShapeKnown,
                                                      Call)
               << "team block of " << ore::NV("Lanes", L) << " lanes x "
               << ore::NV("Threads", T) << " threads ("
               << ore::NV("Source", Why) << ", "
               << (Bits & HIER_SHAPE_AUTO_THREADS ? "threads for a 128-thread "
                                                    "block"
                                                  : "team_size as written")
               << ")";
      });
    } else {
      ORE.emit([&] {
        return hierRemark<OptimizationRemarkMissed>(
                   RemarkID::BlockShapeAtRunTime, Call)
               << "team block shape known only at run time "
                  "(vector_length or team_size is not a constant, or the team "
                  "is in a template)";
      });
    }
    Call->eraseFromParent();
  }
  return Result;
}

std::optional<std::pair<unsigned, uint64_t>>
TeamShape::blockOf(Mapping M) const {
  if (!Block)
    return std::nullopt;
  switch (M) {
  case Mapping::LanesX:
    return std::pair(LoopBlockDimX, Block->first);
  case Mapping::ThreadsY:
    return std::pair(LoopBlockDimY, Block->second);
  case Mapping::Flat:
    return std::pair(LoopBlockDimX | LoopBlockDimY,
                     Block->first * Block->second);
  case Mapping::Blocks:
    break;
  }
  return std::nullopt;
}

std::optional<uint64_t> TeamShape::constantStride(Mapping M) const {
  if (!ExactBlock)
    return std::nullopt;
  if (std::optional<std::pair<unsigned, uint64_t>> B = blockOf(M))
    return B->second;
  return std::nullopt;
}

} // namespace hier
