//===- HierLoops.h - the parts of hier-lower --------------------*- C++ -*-===//
//
// hier-lower (LowerLoops.cpp) finds the marker calls of each hier loop of a
// function and hands them to one file per job:
//   BlockShape.cpp   the team's block shape, when known at compile time;
//   LoopMapping.cpp  which grid dimension runs a loop's iterations;
//   Collectives.cpp  reductions and scans over the loop's mapping;
//   SingleThread.cpp `single thread` statements and thread syncs;
//   LeagueLoop.cpp   a league loop that runs once per team;
// and, before any of them, InlineLoopHolders.cpp brings the thread and vector
// loops of called functions (lambdas) into their team's function.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_HIERLOOPS_H
#define HIER_PASSES_HIERLOOPS_H

#include "ABI.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <map>
#include <optional>
#include <utility>

namespace llvm {
class BasicBlock;
class CallInst;
class DiagnosticLocation;
class Function;
class Loop;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace llvm {
class Module;
} // namespace llvm

namespace hier {

/// Inlines every function that holds hier loops below the team level, and
/// no team, into its callers (InlineLoopHolders.cpp); true if it did.
bool inlineLoopHolders(llvm::Module &M);

/// Where a loop's iterations go.
enum class Mapping { Blocks, ThreadsY, LanesX, Flat };

/// The marker calls of one hier loop.
struct HierLoop {
  unsigned Level = 0;
  unsigned ID = 0;
  llvm::SmallVector<llvm::CallInst *, 2> Begins;
  llvm::SmallVector<llvm::CallInst *, 2> Strides;
  /// Its reduction and scan markers (Collectives.cpp).
  llvm::SmallVector<llvm::CallInst *, 2> Collectives;
};

/// A function's hier loops by their front-end ID, in ID order.
using HierLoops = std::map<unsigned, HierLoop>;

/// A loop, its mapping and the IR loop it became (null if none).
struct PlannedLoop {
  const HierLoop *L;
  Mapping M;
  llvm::Loop *IRLoop;
};

/// BlockShape.cpp: what the team's shape marker says.
struct TeamShape {
  /// The team's block, lanes x threads, when known at compile time.
  std::optional<std::pair<uint64_t, uint64_t>> Block;
  /// The host launches one team per league iteration (no max_teams,
  /// league_size or team reduction: HIER_SHAPE_TEAM_PER_ITERATION).
  bool TeamPerIteration = false;
  /// The block is constants in the kernel's code (makeBlockConstant).
  bool Constant = false;

  /// The block dimensions (LoopBlockDimX, LoopBlockDimY) whose threads share
  /// the iterations of a loop of mapping \p M, and their number, if known.
  std::optional<std::pair<unsigned, uint64_t>> blockOf(Mapping M) const;
  /// The constant a stride marker of mapping \p M becomes, if any.
  std::optional<uint64_t> constantStride(Mapping M) const;
};

/// Reads and erases \p F's calls of the shape marker \p ShapeFn (may be
/// null), with a remark for each.
TeamShape readTeamShape(llvm::Function &F, llvm::Function *ShapeFn,
                        llvm::OptimizationRemarkEmitter &ORE);

/// Makes \p Shape's known block constants in \p F's kernel (strides,
/// BlockConstants.cpp) if every loop of \p Plan is spread over the whole
/// block, with a remark either way; see BlockShape.cpp.
void makeBlockConstant(llvm::Function &F, TeamShape &Shape,
                       llvm::ArrayRef<PlannedLoop> Plan,
                       llvm::OptimizationRemarkEmitter &ORE);

/// LoopMapping.cpp: the mapping of \p L, whose IR loop is \p IRLoop, among
/// the other loops of \p Loops.
Mapping decideMapping(const HierLoop &L, llvm::Loop *IRLoop,
                      const HierLoops &Loops,
                      llvm::OptimizationRemarkEmitter &ORE);
/// "blocks (blockIdx.x, stride gridDim.x)", for the remarks.
llvm::StringRef describeMapping(Mapping M);
/// Replaces \p L's markers with the grid ids of \p M and tags its latch.
void mapLoop(const HierLoop &L, Mapping M, llvm::Loop *IRLoop,
             const TeamShape &Shape);

/// Collectives.cpp: what a collective marker computes, and for which type
/// (__hier_scan_f64 -> {scan, "f64"}).
struct Collective {
  RTCollective Kind;
  llvm::StringRef TypeSuffix;
};
/// The collective \p F marks, if it is a collective's marker.
std::optional<Collective> collectiveOf(const llvm::Function &F);
/// Adds \p F's calls of the collective marker \p Marker to their loops.
void collectCollectives(llvm::Function &F, llvm::Function *Marker,
                        HierLoops &Loops, llvm::OptimizationRemarkEmitter &ORE);
/// Replaces \p L's collective markers with the runtime's reductions and
/// scans over mapping \p M.
void lowerCollectives(const HierLoop &L, Mapping M,
                      llvm::OptimizationRemarkEmitter &ORE);
/// Calls the runtime's \p Name in place of the collective marker \p Old
/// (LEVEL, ID, OP, LANES, then its values) with (OP, the values, LANES), and
/// makes \p Old's users use the call; the caller erases \p Old. The values
/// are passed as the target's ABI passes their types (one scalar, a complex
/// number as two, or a pointer with its parameter's byval attribute, which
/// the call keeps).
llvm::CallInst *callRuntimeForMarker(llvm::CallInst &Old, llvm::StringRef Name);

/// SingleThread.cpp: lowers \p F's `single thread` and thread sync markers
/// after the thread loops around them.
void lowerSingleThread(llvm::Function &F, llvm::ArrayRef<PlannedLoop> Plan);

/// LeagueLoop.cpp: makes team loop \p L's league loop \p IRLoop run once
/// per team; \p Where and \p Block say where the directive was.
void runLeagueLoopOnce(const HierLoop &L, llvm::Loop *IRLoop,
                       const llvm::DiagnosticLocation &Where,
                       llvm::BasicBlock *Block,
                       llvm::OptimizationRemarkEmitter &ORE);

} // namespace hier

#endif
