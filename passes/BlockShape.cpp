//===- BlockShape.cpp - a team's block shape, when known ------------------===//
//
// The front end calls __hier_team_shape(LANES, THREADS, HOW) in a team
// region's function: its block shape, constants when known at compile time,
// and where they came from (HIER_SHAPE_* of hier/abi.h).
//
//===----------------------------------------------------------------------===//

#include "BlockConstants.h"
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
#include <string>

using namespace llvm;

namespace hier {

namespace {

/// A team's block shape known at compile time could also make the kernel's
/// launch bounds exact; ptxas then spends the registers the bound allows, and
/// every bench kernel ran slower on the H200 (docs/bench.md), so it is off.
/// The shape's constants inside the kernel are BlockConstants.cpp's.
cl::opt<bool> ExactBlock(
    "hier-exact-block", cl::init(false), cl::Hidden,
    cl::desc("Give kernels of a known block shape exact launch bounds"));

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
    StringRef Why =
        Bits & HIER_SHAPE_LANES_FROM_LOOPS
            ? "lanes from the vector loops' trip counts"
        : Bits & HIER_SHAPE_LANES_FOR_RAGGED_LOOPS
            ? "lanes for vector loops whose trip counts are read from memory"
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
               << (Bits & HIER_SHAPE_THREADS_FROM_LOOPS
                       ? "threads for a 256-thread block: its loops spread "
                         "over the block run 4096 or more iterations"
                   : Bits & HIER_SHAPE_AUTO_THREADS
                       ? "threads for a 128-thread block"
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

void makeBlockConstant(Function &F, TeamShape &Shape,
                       ArrayRef<PlannedLoop> Plan,
                       OptimizationRemarkEmitter &ORE) {
  Function *Kernel = owningKernel(F);
  if (!Shape.Block || !Kernel || !blockConstantsEnabled())
    return;
  // Kept for teams whose thread loops hold vector loops: their vector loops
  // run a few iterations per lane (a sparse row, a short inner dimension)
  // and their thread loops hold a loop, so neither becomes a loop LLVM
  // unrolls, and the constants only moved ptxas's register allocation
  // (SpMV and GPP slower, docs/bench.md).
  auto Nested = find_if(Plan, [](const PlannedLoop &P) {
    return P.M == Mapping::LanesX || P.M == Mapping::ThreadsY;
  });
  if (Nested != Plan.end()) {
    ORE.emit([&] {
      return hierRemark<OptimizationRemarkMissed>(RemarkID::BlockConstants,
                                                  Nested->L->Begins.front())
             << "block shape kept as run-time reads: "
             << hier_level_name(Nested->L->Level) << " loop "
             << ore::NV("LoopID", Nested->L->ID)
             << " is mapped to one block dimension of a nest";
    });
    return;
  }
  Shape.Constant = true;
  std::string Value = std::to_string(Shape.Block->first) + "," +
                      std::to_string(Shape.Block->second);
  F.addFnAttr(KnownBlockAttr, Value);
  Kernel->addFnAttr(KnownBlockAttr, Value);
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
  if (!Constant && !ExactBlock)
    return std::nullopt;
  if (std::optional<std::pair<unsigned, uint64_t>> B = blockOf(M))
    return B->second;
  return std::nullopt;
}

} // namespace hier
