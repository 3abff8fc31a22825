//===- LoopMapping.cpp - which part of the grid runs a hier loop ----------===//
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
//===----------------------------------------------------------------------===//

#include "ABI.h"
#include "HierLoops.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace hier {

namespace {

struct Ids {
  const char *Begin;
  const char *Stride;
  const char *Describe;
};

Ids idsFor(Mapping M) {
  switch (M) {
  case Mapping::Blocks:
    return {rtName(RTEntry::BLOCK_ID).data(),
            rtName(RTEntry::NUM_BLOCKS).data(),
            "blocks (blockIdx.x, stride gridDim.x)"};
  case Mapping::ThreadsY:
    return {rtName(RTEntry::THREAD_Y).data(), rtName(RTEntry::THREADS_Y).data(),
            "threads (threadIdx.y, stride blockDim.y)"};
  case Mapping::LanesX:
    return {rtName(RTEntry::LANE_X).data(), rtName(RTEntry::LANES_X).data(),
            "vector lanes (threadIdx.x, stride blockDim.x)"};
  case Mapping::Flat:
    return {rtName(RTEntry::FLAT_ID).data(), rtName(RTEntry::FLAT_SIZE).data(),
            "all threads of the block (flat thread index, stride block size)"};
  }
  llvm_unreachable("unknown mapping");
}

/// Iterations of a flat (block-wide) loop that one thread unrolls; 1, the
/// default, leaves it to the unroller. A knob for measurements: whether it
/// helps depends on whether the loop streams (docs/bench.md), which is not
/// known here.
cl::opt<unsigned> FlatUnrollCount(
    "hier-flat-unroll", cl::init(1), cl::Hidden,
    cl::desc("Unroll count asked for loops spread over a whole block"));

cl::opt<unsigned>
    VectorUnrollCount("hier-vector-unroll", cl::init(1), cl::Hidden,
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
                       ConstantAsMetadata::get(
                           ConstantInt::get(Type::getInt32Ty(Ctx), Count))});
}

} // namespace

StringRef describeMapping(Mapping M) { return idsFor(M).Describe; }

Mapping decideMapping(const HierLoop &L, Loop *IRLoop, const HierLoops &Loops,
                      OptimizationRemarkEmitter &ORE) {
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
  // So does a call of a 'routine vector' of another file, whose vector loop
  // this module does not see: the front end marks its declaration nomerge
  // in the GPU compile (PragmaHandler.cpp; a routine of this file was
  // inlined before, InlineLoopHolders.cpp). A user's own nomerge function
  // only costs the loop its spread over the lanes.
  if (!HasVector && IRLoop)
    for (const BasicBlock *BB : IRLoop->blocks())
      for (const Instruction &I : *BB)
        if (const auto *Call = dyn_cast<CallBase>(&I))
          if (const Function *Callee = Call->getCalledFunction();
              Callee && Callee->isDeclaration() &&
              Call->hasFnAttr(Attribute::NoMerge))
            HasVector = true;
  if (HasVector)
    return Mapping::ThreadsY;
  ORE.emit([&] {
    return hierRemark<OptimizationRemarkAnalysis>(RemarkID::ThreadLoopSpread,
                                                  L.Begins.front())
           << "thread loop " << ore::NV("LoopID", L.ID)
           << " contains no vector loop: its iterations are spread over all "
              "threads and lanes of the block";
  });
  return Mapping::Flat;
}

void mapLoop(const HierLoop &L, Mapping M, Loop *IRLoop,
             const TeamShape &Shape) {
  Module &Mod = *L.Begins.front()->getModule();
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
    if (std::optional<uint64_t> Stride = Shape.constantStride(M)) {
      C->replaceAllUsesWith(ConstantInt::get(C->getType(), *Stride));
      C->eraseFromParent();
      continue;
    }
    Replace(C, StrideFn);
  }

  if (!IRLoop)
    return;
  BasicBlock *Latch = IRLoop->getLoopLatch();
  if (!Latch)
    return;
  Metadata *MD[] = {
      MDString::get(Ctx, hier_level_name(L.Level)),
      ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), L.ID)),
      MDString::get(Ctx, I.Begin)};
  Latch->getTerminator()->setMetadata("hier.loop", MDNode::get(Ctx, MD));
  // With the block shape known, the threads that share the loop's
  // iterations are known too: hier-run-once may find it runs once.
  if (std::optional<std::pair<unsigned, uint64_t>> Block = Shape.blockOf(M)) {
    auto I32 = [&](uint64_t V) {
      return ConstantAsMetadata::get(
          ConstantInt::get(Type::getInt32Ty(Ctx), V));
    };
    addLoopProperty(*Latch->getTerminator(),
                    {MDString::get(Ctx, LoopBlockProperty),
                     MDString::get(Ctx, hier_level_name(L.Level)), I32(L.ID),
                     I32(Block->first),
                     ConstantAsMetadata::get(ConstantInt::get(
                         Type::getInt64Ty(Ctx), Block->second))});
  }
  // In a loop spread over the whole block each thread steps by the block
  // size; unrolling it keeps several iterations' loads in flight.
  if (M == Mapping::Flat && FlatUnrollCount > 1)
    addUnrollCount(*Latch->getTerminator(), FlatUnrollCount);
  if (M == Mapping::LanesX && VectorUnrollCount > 1)
    addUnrollCount(*Latch->getTerminator(), VectorUnrollCount);
}

} // namespace hier
