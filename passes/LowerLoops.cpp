//===- LowerLoops.cpp - map hier loops to the GPU grid --------------------===//
//
// The front end gives every hier loop the form
//   for (k = __hier_begin(LEVEL, ID); k < n; k += __hier_stride(LEVEL, ID))
// This pass decides, per loop, which part of the grid runs its iterations:
//
//   team           blocks:            k = blockIdx.x,  stride gridDim.x
//   thread         threads of a block, y dimension:
//                                     k = threadIdx.y, stride blockDim.y
//     (a thread loop that contains no vector loop is spread over all threads
//      and lanes of the block instead: its body then runs once per iteration
//      rather than once per lane, which is what the sequential loop does)
//   vector         lanes, x dimension: k = threadIdx.x, stride blockDim.x
//   thread vector  all threads and lanes of the block, flat
//                                     k = threadIdx.y * blockDim.x +
//                                     threadIdx.x, stride blockDim.x *
//                                     blockDim.y
//
// The ids come from functions of hier's device runtime (devicertl/), which
// LinkDeviceRTLPass links in afterwards and which are inlined.
//
// Remarks (pass name "hier"):
//   [HIER001] analysis: a loop's level and the dimension it was mapped to.
//   [HIER002] analysis: a thread loop without vector loops spread over the
//             whole block.
//   [HIER003] missed:   a marker whose level argument is not a constant (IR
//             not produced by hier's front end); the loop is left alone.
//   [HIER004] analysis: a reduction over a vector group: shuffles within the
//             group's lanes.
//   [HIER005] analysis: a reduction over a team: shuffles per warp, one
//             shared-memory slot per warp, a barrier.
//   [HIER008] analysis: a team's block shape, known at compile time, and
//             where its lanes and threads come from.
//   [HIER009] missed:   a team's block shape is known only at run time.
//   [HIER012] analysis: a league loop that runs once per team (one team per
//             iteration); missed: one whose IR has an unexpected shape.
//
// Reductions: __hier_reduce_<T>(LEVEL, ID, OP, LANES, v) becomes
// __hier_rt_reduce_{x,y,flat}_<T>(OP, v, LANES) after the mapping of loop ID:
// lanes (x), threads of a team with one value per thread (y), or every
// thread of the team (flat).
//
//===----------------------------------------------------------------------===//

#include "LowerLoops.h"
#include "Kernels.h"
#include "hier/abi.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Support/CommandLine.h"
#include <map>

using namespace llvm;

#define DEBUG_TYPE "hier"

namespace hier {
namespace {

/// Where a loop's iterations go.
enum class Mapping { Blocks, ThreadsY, LanesX, Flat };

struct Ids {
  const char *Begin;
  const char *Stride;
  const char *Describe;
};

Ids idsFor(Mapping M) {
  switch (M) {
  case Mapping::Blocks:
    return {"__hier_rt_block_id", "__hier_rt_num_blocks",
            "blocks (blockIdx.x, stride gridDim.x)"};
  case Mapping::ThreadsY:
    return {"__hier_rt_thread_y", "__hier_rt_threads_y",
            "threads (threadIdx.y, stride blockDim.y)"};
  case Mapping::LanesX:
    return {"__hier_rt_lane_x", "__hier_rt_lanes_x",
            "vector lanes (threadIdx.x, stride blockDim.x)"};
  case Mapping::Flat:
    return {"__hier_rt_flat_id", "__hier_rt_flat_size",
            "all threads of the block (flat thread index, stride block size)"};
  }
  llvm_unreachable("unknown mapping");
}

/// The marker calls of one hier loop.
struct HierLoop {
  unsigned Level = 0;
  unsigned ID = 0;
  SmallVector<CallInst *, 2> Begins;
  SmallVector<CallInst *, 2> Strides;
  SmallVector<CallInst *, 2> Reduces;
};

/// The suffix of a reduction marker (__hier_reduce_f64 -> "f64"), or "" for
/// any other function.
StringRef reduceSuffix(const Function &F) {
  StringRef Name = F.getName();
  if (!Name.consume_front(HIER_MARKER_REDUCE_PREFIX) || Name == "unsupported")
    return "";
  return Name;
}

/// The part of the runtime's reduction name for a mapping.
StringRef reduceDimension(Mapping M) {
  switch (M) {
  case Mapping::LanesX:
    return "x";
  case Mapping::ThreadsY:
    return "y";
  case Mapping::Flat:
    return "flat";
  case Mapping::Blocks:
    break;
  }
  llvm_unreachable("a team reduction is combined by __hier_team_combine");
}

/// Iterations of a flat (block-wide) loop that one thread unrolls; 1, the
/// default, leaves it to the unroller. A debugging knob for measurements: on
/// an H200, 4 made a streaming dot product 6% faster and a kernel of short
/// per-level loops (bench/snap_ui) 17% slower (docs/bench.md); which loops
/// stream is not known here yet.
cl::opt<unsigned> FlatUnrollCount(
    "hier-flat-unroll", cl::init(1), cl::Hidden,
    cl::desc("Unroll count asked for loops spread over a whole block"));

/// A team's block shape known at compile time could make the kernel's launch
/// bounds exact (nvvm.reqntid, reqd_work_group_size) and the strides of its
/// thread and vector loops constants. Measured on an H200 (docs/bench.md),
/// each made SpMV 5-15% slower, so both are off by default; a debugging knob.
cl::opt<bool> ExactBlock(
    "hier-exact-block", cl::init(false), cl::Hidden,
    cl::desc("Give kernels of a known block shape exact launch bounds and "
             "constant loop strides"));

cl::opt<unsigned> VectorUnrollCount(
    "hier-vector-unroll", cl::init(1), cl::Hidden,
    cl::desc("Unroll count asked for vector loops"));

/// Adds \p Property to the loop metadata of latch branch \p Br, keeping what
/// is there (Clang's llvm.loop.mustprogress).
void addLoopProperty(Instruction &Br, ArrayRef<Metadata *> Property) {
  LLVMContext &Ctx = Br.getContext();
  SmallVector<Metadata *, 4> Ops = {nullptr};
  if (MDNode *Old = Br.getMetadata(LLVMContext::MD_loop))
    for (const MDOperand &Op : drop_begin(Old->operands()))
      Ops.push_back(Op.get());
  Ops.push_back(MDNode::get(Ctx, Property));
  MDNode *Loop = MDNode::getDistinct(Ctx, Ops);
  Loop->replaceOperandWith(0, Loop);
  Br.setMetadata(LLVMContext::MD_loop, Loop);
}

void addUnrollCount(Instruction &Br, unsigned Count) {
  LLVMContext &Ctx = Br.getContext();
  addLoopProperty(Br, {MDString::get(Ctx, "llvm.loop.unroll.count"),
                       ConstantAsMetadata::get(ConstantInt::get(
                           Type::getInt32Ty(Ctx), Count))});
}

class FunctionLowering {
public:
  FunctionLowering(Function &F, FunctionAnalysisManager &FAM)
      : F(F), LI(FAM.getResult<LoopAnalysis>(F)),
        ORE(FAM.getResult<OptimizationRemarkEmitterAnalysis>(F)) {}

  bool run(Function *BeginFn, Function *StrideFn, Function *ShapeFn,
           ArrayRef<Function *> ReduceFns);

private:
  void readTeamShape(Function *ShapeFn);
  /// The block dimensions (LoopBlockDimX, LoopBlockDimY) whose threads share
  /// the iterations of a loop of mapping \p M, and their number, if known.
  std::optional<std::pair<unsigned, uint64_t>> blockOf(Mapping M) const;
  /// The constant a stride marker of mapping \p M becomes, if known.
  std::optional<uint64_t> constantStride(Mapping M) const;
  void collect(Function *Marker, bool IsBegin);
  void collectReduces(Function *Marker);
  void rewriteReduces(const HierLoop &L, Mapping M);
  void rewriteSingleThread(
      ArrayRef<std::tuple<const HierLoop *, Mapping, Loop *>> Plan);
  Loop *loopOf(const HierLoop &L) const;
  Mapping decide(const HierLoop &L, Loop *IRLoop);
  void rewrite(const HierLoop &L, Mapping M, Loop *IRLoop);
  void runLeagueLoopOnce(const HierLoop &L, Loop *IRLoop,
                         const DiagnosticLocation &Where, BasicBlock *Block);

  Function &F;
  LoopInfo &LI;
  OptimizationRemarkEmitter &ORE;
  /// Loops by their front-end ID, in ID order.
  std::map<unsigned, HierLoop> Loops;
  /// The team's block, lanes x threads, when known at compile time.
  std::optional<std::pair<uint64_t, uint64_t>> Shape;
  /// The host launches one team per league iteration (no max_teams,
  /// league_size or team reduction: HIER_SHAPE_TEAM_PER_ITERATION).
  bool TeamPerIteration = false;
};

/// Launch bounds that say the kernel runs with exactly \p Lanes x \p Threads
/// threads per block.
void setExactBlock(Function &Kernel, uint64_t Lanes, uint64_t Threads) {
  Triple T(Kernel.getParent()->getTargetTriple());
  if (T.isNVPTX()) {
    Kernel.addFnAttr("nvvm.reqntid", (Twine(Lanes) + "," + Twine(Threads) +
                                      ",1")
                                         .str());
    return;
  }
  std::string Size = std::to_string(Lanes * Threads);
  Kernel.addFnAttr("amdgpu-flat-work-group-size", Size + "," + Size);
  LLVMContext &Ctx = Kernel.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Metadata *Dims[] = {ConstantAsMetadata::get(ConstantInt::get(I32, Lanes)),
                      ConstantAsMetadata::get(ConstantInt::get(I32, Threads)),
                      ConstantAsMetadata::get(ConstantInt::get(I32, 1))};
  Kernel.setMetadata("reqd_work_group_size", MDNode::get(Ctx, Dims));
}

void FunctionLowering::readTeamShape(Function *ShapeFn) {
  if (!ShapeFn)
    return;
  for (User *U : make_early_inc_range(ShapeFn->users())) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() != 3)
      continue;
    auto *Lanes = dyn_cast<ConstantInt>(Call->getArgOperand(0));
    auto *How = dyn_cast<ConstantInt>(Call->getArgOperand(2));
    uint64_t Bits = How ? How->getZExtValue() : 0;
    TeamPerIteration = Bits & HIER_SHAPE_TEAM_PER_ITERATION;
    StringRef Why = Bits & HIER_SHAPE_LANES_FROM_LOOPS
                        ? "lanes from the vector loops' trip counts"
                    : Bits & HIER_SHAPE_AUTO_LANES ? "default lanes"
                                                   : "lanes as written";
    auto *Threads = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    Function *Kernel = owningKernel(F);
    if (Lanes && Threads && !Lanes->isZero() && !Threads->isZero() && Kernel) {
      Shape = {Lanes->getZExtValue(), Threads->getZExtValue()};
      if (ExactBlock)
        setExactBlock(*Kernel, Shape->first, Shape->second);
      ORE.emit([&] {
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER008", Call)
               << "[HIER008] team block of " << ore::NV("Lanes", Shape->first)
               << " lanes x " << ore::NV("Threads", Shape->second)
               << " threads (" << ore::NV("Source", Why) << ", "
               << (Bits & HIER_SHAPE_AUTO_THREADS ? "threads for a 128-thread "
                                                    "block"
                                                  : "team_size as written")
               << ")";
      });
    } else {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "HIER009", Call)
               << "[HIER009] team block shape known only at run time "
                  "(vector_length or team_size is not a constant, or the team "
                  "is in a template)";
      });
    }
    Call->eraseFromParent();
  }
}

std::optional<std::pair<unsigned, uint64_t>>
FunctionLowering::blockOf(Mapping M) const {
  if (!Shape)
    return std::nullopt;
  switch (M) {
  case Mapping::LanesX:
    return std::pair(LoopBlockDimX, Shape->first);
  case Mapping::ThreadsY:
    return std::pair(LoopBlockDimY, Shape->second);
  case Mapping::Flat:
    return std::pair(LoopBlockDimX | LoopBlockDimY,
                     Shape->first * Shape->second);
  case Mapping::Blocks:
    break;
  }
  return std::nullopt;
}

std::optional<uint64_t> FunctionLowering::constantStride(Mapping M) const {
  if (!ExactBlock)
    return std::nullopt;
  if (std::optional<std::pair<unsigned, uint64_t>> Block = blockOf(M))
    return Block->second;
  return std::nullopt;
}

void FunctionLowering::collect(Function *Marker, bool IsBegin) {
  if (!Marker)
    return;
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() != 2)
      continue;
    auto *Level = dyn_cast<ConstantInt>(Call->getArgOperand(0));
    auto *ID = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    if (!Level || !ID || Level->getZExtValue() > HIER_LEVEL_THREAD_VECTOR) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "HIER003", Call)
               << "[HIER003] hier marker with a non-constant or unknown level "
                  "left as it is";
      });
      continue;
    }
    HierLoop &L = Loops[ID->getZExtValue()];
    L.Level = Level->getZExtValue();
    L.ID = ID->getZExtValue();
    (IsBegin ? L.Begins : L.Strides).push_back(Call);
  }
}

void FunctionLowering::collectReduces(Function *Marker) {
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallInst>(U);
    if (!Call || Call->getFunction() != &F || Call->arg_size() != 5)
      continue;
    auto *ID = dyn_cast<ConstantInt>(Call->getArgOperand(1));
    auto It = ID ? Loops.find(ID->getZExtValue()) : Loops.end();
    if (It == Loops.end() || !isa<ConstantInt>(Call->getArgOperand(2))) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "HIER003", Call)
               << "[HIER003] hier reduction marker of no known loop left as "
                  "it is";
      });
      continue;
    }
    It->second.Reduces.push_back(Call);
  }
}

void FunctionLowering::rewriteReduces(const HierLoop &L, Mapping M) {
  if (L.Reduces.empty())
    return;
  Module &Mod = *F.getParent();
  bool Shuffles = M == Mapping::LanesX;
  for (CallInst *Old : L.Reduces) {
    std::string Name = ("__hier_rt_reduce_" + reduceDimension(M) + "_" +
                        reduceSuffix(*Old->getCalledFunction()))
                           .str();
    Value *Op = Old->getArgOperand(2), *Lanes = Old->getArgOperand(3),
          *V = Old->getArgOperand(4);
    FunctionCallee New = Mod.getOrInsertFunction(
        Name, FunctionType::get(V->getType(),
                                {Op->getType(), V->getType(), Lanes->getType()},
                                false));
    IRBuilder<> B(Old);
    CallInst *Call = B.CreateCall(New, {Op, V, Lanes});
    Call->setDebugLoc(Old->getDebugLoc());
    Old->replaceAllUsesWith(Call);
    ORE.emit([&] {
      if (Shuffles)
        return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER004", Call)
               << "[HIER004] reduction of vector loop "
               << ore::NV("LoopID", L.ID)
               << " by shuffles within each vector group";
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER005", Call)
             << "[HIER005] reduction of " << hier_level_name(L.Level)
             << " loop " << ore::NV("LoopID", L.ID)
             << " over the team: shuffles per warp, one shared-memory slot "
                "per warp, a barrier";
    });
    Old->eraseFromParent();
  }
}

/// 'single thread' markers: where the enclosing thread loop runs a thread on a
/// vector group (y mapping), lane 0 of the group runs the statement and the
/// group syncs after it; where it spreads iterations over the whole block,
/// every lane is a thread of its own: it runs the statement, and nothing
/// needs syncing.
void FunctionLowering::rewriteSingleThread(
    ArrayRef<std::tuple<const HierLoop *, Mapping, Loop *>> Plan) {
  Module &Mod = *F.getParent();
  for (const char *Marker :
       {HIER_MARKER_SINGLE_THREAD, HIER_MARKER_THREAD_SYNC}) {
    Function *Fn = Mod.getFunction(Marker);
    if (!Fn)
      continue;
    bool IsLeader = StringRef(Marker) == HIER_MARKER_SINGLE_THREAD;
    for (User *U : make_early_inc_range(Fn->users())) {
      auto *Call = dyn_cast<CallInst>(U);
      if (!Call || Call->getFunction() != &F)
        continue;
      // The innermost thread loop around the call.
      const Loop *Best = nullptr;
      Mapping M = Mapping::Flat;
      for (auto [L, Map, IRLoop] : Plan)
        if (L->Level == HIER_LEVEL_THREAD && IRLoop &&
            IRLoop->contains(Call->getParent()) &&
            (!Best || Best->contains(IRLoop))) {
          Best = IRLoop;
          M = Map;
        }
      if (!Best)
        continue; // NestingChecker rejects it; nothing to map it to
      if (M == Mapping::ThreadsY) {
        FunctionCallee New = Mod.getOrInsertFunction(
            IsLeader ? "__hier_rt_group_leader" : "__hier_rt_group_sync",
            Fn->getFunctionType());
        Call->setCalledFunction(New);
        continue;
      }
      if (IsLeader)
        Call->replaceAllUsesWith(ConstantInt::get(Call->getType(), 1));
      Call->eraseFromParent();
    }
  }
}

/// The IR loop a hier loop became: the one whose latch holds the stride call.
Loop *FunctionLowering::loopOf(const HierLoop &L) const {
  for (CallInst *S : L.Strides)
    if (Loop *IRLoop = LI.getLoopFor(S->getParent()))
      return IRLoop;
  return nullptr;
}

Mapping FunctionLowering::decide(const HierLoop &L, Loop *IRLoop) {
  switch (L.Level) {
  case HIER_LEVEL_TEAM:
    return Mapping::Blocks;
  case HIER_LEVEL_VECTOR:
    return Mapping::LanesX;
  case HIER_LEVEL_THREAD_VECTOR:
    return Mapping::Flat;
  default:
    break;
  }
  // A thread loop keeps the y dimension for its threads only if a vector loop
  // inside it needs the x dimension.
  bool HasVector = any_of(Loops, [&](const auto &Entry) {
    const HierLoop &Other = Entry.second;
    return Other.Level == HIER_LEVEL_VECTOR && IRLoop &&
           any_of(Other.Begins, [&](CallInst *B) {
             return IRLoop->contains(B->getParent());
           });
  });
  if (HasVector)
    return Mapping::ThreadsY;
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER002", L.Begins.front())
           << "[HIER002] thread loop " << ore::NV("LoopID", L.ID)
           << " contains no vector loop: its iterations are spread over all "
              "threads and lanes of the block";
  });
  return Mapping::Flat;
}

void FunctionLowering::rewrite(const HierLoop &L, Mapping M, Loop *IRLoop) {
  Module &Mod = *F.getParent();
  LLVMContext &Ctx = Mod.getContext();
  Ids I = idsFor(M);
  FunctionType *Ty = FunctionType::get(Type::getInt64Ty(Ctx), false);
  FunctionCallee BeginFn = Mod.getOrInsertFunction(I.Begin, Ty);
  FunctionCallee StrideFn = Mod.getOrInsertFunction(I.Stride, Ty);
  auto Replace = [&](CallInst *Old, FunctionCallee New) {
    IRBuilder<> B(Old);
    CallInst *Call = B.CreateCall(New);
    Value *V = Call;
    if (Old->getType() != V->getType())
      V = B.CreateZExtOrTrunc(V, Old->getType());
    Old->replaceAllUsesWith(V);
    Old->eraseFromParent();
  };
  for (CallInst *C : L.Begins)
    Replace(C, BeginFn);
  for (CallInst *C : L.Strides) {
    if (std::optional<uint64_t> Stride = constantStride(M)) {
      C->replaceAllUsesWith(ConstantInt::get(C->getType(), *Stride));
      C->eraseFromParent();
      continue;
    }
    Replace(C, StrideFn);
  }

  if (IRLoop)
    if (BasicBlock *Latch = IRLoop->getLoopLatch()) {
      Metadata *MD[] = {MDString::get(Ctx, hier_level_name(L.Level)),
                        ConstantAsMetadata::get(
                            ConstantInt::get(Type::getInt32Ty(Ctx), L.ID)),
                        MDString::get(Ctx, I.Begin)};
      Latch->getTerminator()->setMetadata("hier.loop", MDNode::get(Ctx, MD));
      // With the block shape known, the threads that share the loop's
      // iterations are known too: hier-run-once may find it runs once.
      if (std::optional<std::pair<unsigned, uint64_t>> Block = blockOf(M)) {
        auto I32 = [&](uint64_t V) {
          return ConstantAsMetadata::get(
              ConstantInt::get(Type::getInt32Ty(Ctx), V));
        };
        addLoopProperty(
            *Latch->getTerminator(),
            {MDString::get(Ctx, LoopBlockProperty),
             MDString::get(Ctx, hier_level_name(L.Level)), I32(L.ID),
             I32(Block->first),
             ConstantAsMetadata::get(
                 ConstantInt::get(Type::getInt64Ty(Ctx), Block->second))});
      }
      // In a loop spread over the whole block each thread steps by the
      // block size; unrolling it keeps several iterations' loads in flight.
      if (M == Mapping::Flat && FlatUnrollCount > 1)
        addUnrollCount(*Latch->getTerminator(), FlatUnrollCount);
      if (M == Mapping::LanesX && VectorUnrollCount > 1)
        addUnrollCount(*Latch->getTerminator(), VectorUnrollCount);
    }
}

bool FunctionLowering::run(Function *BeginFn, Function *StrideFn,
                           Function *ShapeFn, ArrayRef<Function *> ReduceFns) {
  readTeamShape(ShapeFn);
  collect(BeginFn, /*IsBegin=*/true);
  collect(StrideFn, /*IsBegin=*/false);
  if (Loops.empty())
    return false;
  for (Function *R : ReduceFns)
    collectReduces(R);
  // Decide every loop before rewriting any: decisions look at the markers of
  // other loops.
  SmallVector<std::tuple<const HierLoop *, Mapping, Loop *>, 8> Plan;
  for (const auto &[ID, L] : Loops) {
    if (L.Begins.empty() || L.Strides.empty())
      continue;
    Loop *IRLoop = loopOf(L);
    Plan.emplace_back(&L, decide(L, IRLoop), IRLoop);
  }
  // Where each loop's directive is, for remarks after its markers are gone.
  SmallVector<std::pair<DiagnosticLocation, BasicBlock *>, 8> Sites;
  for (auto [L, M, IRLoop] : Plan)
    Sites.emplace_back(L->Begins.front()->getDebugLoc(),
                       L->Begins.front()->getParent());
  for (auto [L, M, IRLoop] : Plan) {
    ORE.emit([&, L = L, M = M] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER001",
                                        L->Begins.front())
             << "[HIER001] " << ore::NV("Level", hier_level_name(L->Level))
             << " loop " << ore::NV("LoopID", L->ID) << " mapped to "
             << ore::NV("Mapping", idsFor(M).Describe);
    });
    rewrite(*L, M, IRLoop);
    rewriteReduces(*L, M);
  }
  rewriteSingleThread(Plan);
  // Last: it changes the CFG that LoopInfo describes.
  for (auto [I, Step] : enumerate(Plan)) {
    auto [L, M, IRLoop] = Step;
    if (M == Mapping::Blocks)
      runLeagueLoopOnce(*L, IRLoop, Sites[I].first, Sites[I].second);
  }
  return true;
}

/// With one team per league iteration (on NVIDIA GPUs, whose grid
/// __hier_num_teams sizes so), team k = blockIdx.x runs iteration k and no
/// other: the league loop's back edge goes to its exit instead, and the loop
/// state (counter, trip count, stride) no longer holds registers through
/// the team's code.
void FunctionLowering::runLeagueLoopOnce(const HierLoop &L, Loop *IRLoop,
                                         const DiagnosticLocation &Where,
                                         BasicBlock *Block) {
  if (!TeamPerIteration || !Triple(F.getParent()->getTargetTriple()).isNVPTX())
    return;
  BasicBlock *Latch = IRLoop ? IRLoop->getLoopLatch() : nullptr;
  BasicBlock *Exit = IRLoop ? IRLoop->getUniqueExitBlock() : nullptr;
  auto *Back = Latch ? dyn_cast<BranchInst>(Latch->getTerminator()) : nullptr;
  if (!Back || !Back->isUnconditional() || !Exit || !Exit->phis().empty()) {
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "HIER012", Where, Block)
             << "[HIER012] team loop " << ore::NV("LoopID", L.ID)
             << " keeps its league loop: its IR has not the shape the front "
                "end gives it";
    });
    return;
  }
  Back->setSuccessor(0, Exit);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(DEBUG_TYPE, "HIER012", Where, Block)
           << "[HIER012] team loop " << ore::NV("LoopID", L.ID)
           << " runs once per team: one team per league iteration (no "
              "max_teams, league_size or team reduction)";
  });
}

} // namespace

PreservedAnalyses LowerLoopsPass::run(Module &M, ModuleAnalysisManager &MAM) {
  Function *BeginFn = M.getFunction(HIER_MARKER_BEGIN);
  Function *StrideFn = M.getFunction(HIER_MARKER_STRIDE);
  Function *ShapeFn = M.getFunction(HIER_MARKER_TEAM_SHAPE);
  if (!BeginFn && !StrideFn && !ShapeFn)
    return PreservedAnalyses::all();
  SmallVector<Function *, 8> ReduceFns;
  for (Function &F : M)
    if (F.isDeclaration() && !reduceSuffix(F).empty())
      ReduceFns.push_back(&F);
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  // The functions that call markers, collected first: rewriting adds
  // declarations to the module.
  SetVector<Function *> Callers;
  for (Function *Marker : {BeginFn, StrideFn, ShapeFn})
    if (Marker)
      for (User *U : Marker->users())
        if (auto *Call = dyn_cast<CallInst>(U))
          Callers.insert(Call->getFunction());
  // Every caller's kernel gets the attribute at least.
  bool Changed = !Callers.empty();
  for (Function *F : Callers) {
    Function *Kernel = owningKernel(*F);
    (Kernel ? Kernel : F)->addFnAttr(HierKernelAttr);
    Changed |=
        FunctionLowering(*F, FAM).run(BeginFn, StrideFn, ShapeFn, ReduceFns);
    FAM.invalidate(*F, PreservedAnalyses::none());
  }
  // A shape marker outside any team region's function has nothing to say.
  if (ShapeFn)
    for (User *U : make_early_inc_range(ShapeFn->users())) {
      cast<Instruction>(U)->eraseFromParent();
      Changed = true;
    }
  ReduceFns.append({BeginFn, StrideFn, ShapeFn,
                    M.getFunction(HIER_MARKER_SINGLE_THREAD),
                    M.getFunction(HIER_MARKER_THREAD_SYNC)});
  for (Function *Marker : ReduceFns)
    if (Marker && Marker->use_empty())
      Marker->eraseFromParent();
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
