//===- OverlapLoads.cpp - gathers of several vector iterations at once ----===//
//
// A vector loop steps each lane by the vector length, so a lane runs a short
// row in a few iterations, and a gather makes each iteration wait for two
// loads in turn:
//   for (k = rowptr[r] + lane; k < rowptr[r + 1]; k += 8)      // SpMV
//     s += val[k] * x[col[k]];
// A GPU issues in order: the first use of col[k] stalls the lane, and the
// next iteration's loads wait behind it. nvcc unrolls such a loop (constant
// stride) so that many iterations' loads are in flight; LLVM's runtime
// unrolling adds a remainder loop whose registers cost more than the overlap
// gains (docs/bench.md). This pass unrolls by U without a remainder: copy j
// runs iteration k + j*stride when that is below the trip count, and
// iteration k again otherwise, its loop-carried results dropped by a select:
//   rem = trips - k                          ; k <u trips in the body
//   p_j = rem >u j*stride
//   k_j = select p_j, k + j*stride, k
//   s_j = select p_j, body(k_j, s_{j-1}), s_{j-1}
//   back edge iff rem >u U*stride
// and moves each load, with the address arithmetic it needs, up to just
// after its operands, so that the loads of all U copies come before their
// arithmetic and ptxas issues them together (it does not move loads above
// the copies' arithmetic itself: unrolled without that order, SpMV ran no
// faster). A repeated iteration's loads hit the lines just loaded.
//
// Repeating iteration k is safe when the body has no effect but its values:
// no stores, calls only to what may be speculated, and no load or trapping
// instruction whose operands depend on a value carried from the previous
// iteration (those are the only values copy j computes differently from
// iteration k). Values used after the loop must be carried ones.
//
// Only gathers, and only vector loops of a known block shape: loads whose
// addresses come from the counter alone stream at full bandwidth already
// (unrolled so, GPP's vector loop ran slower), and U, the default of
// -fplugin-arg-hier-overlap-loads=U (Options.h), is the best measured on
// SpMV (docs/bench.md).
//
// Remarks (pass name "hier"):
//   [HIER014] passed: a vector loop whose lanes issue U iterations' loads
//             together; missed: a vector loop kept, and why.
//
//===----------------------------------------------------------------------===//

#include "OverlapLoads.h"
#include "GPUTarget.h"
#include "Remarks.h"
#include "TaggedLoops.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace hier {
namespace {

/// Bodies longer than this are left alone: U copies of them would hold too
/// many values at once.
constexpr unsigned MaxBodySize = 32;

/// The llvm.loop property of a loop this pass rewrote, so that a second run
/// of the function pipeline leaves it alone.
constexpr StringLiteral OverlappedProperty = "hier.loop.overlapped";

/// The instructions of \p BB but its phis, debug records and branch: a
/// loop body, copied as one.
SmallVector<Instruction *, 32> bodyOf(BasicBlock &BB) {
  SmallVector<Instruction *, 32> Insts;
  for (Instruction &I : BB.instructionsWithoutDebug())
    if (!isa<PHINode>(I) && !I.isTerminator())
      Insts.push_back(&I);
  return Insts;
}

/// Why the body of \p L cannot be run again at an earlier iteration, or does
/// not gather; an empty string when it can and does.
std::string whyNotRepeatable(const Loop &L, const CountedLoop &CL) {
  BasicBlock *BB = L.getHeader();
  SmallPtrSet<const Value *, 16> Carried, FromLoads;
  for (PHINode &P : BB->phis())
    if (&P != CL.Counter)
      Carried.insert(&P);
  bool Gathers = false;
  SmallVector<Instruction *, 32> Body = bodyOf(*BB);
  for (Instruction *Inst : Body) {
    Instruction &I = *Inst;
    auto Uses = [&I](const SmallPtrSetImpl<const Value *> &Set) {
      return any_of(I.operands(),
                    [&](const Use &U) { return Set.contains(U.get()); });
    };
    bool FromCarried = Uses(Carried);
    if (FromCarried)
      Carried.insert(&I);
    if (isa<LoadInst>(I) || Uses(FromLoads))
      FromLoads.insert(&I);
    if (auto *Load = dyn_cast<LoadInst>(&I)) {
      if (!Load->isSimple())
        return "it has a volatile or atomic load";
      if (FromCarried)
        return "a load's address depends on the previous iteration";
      Gathers |= FromLoads.contains(Load->getPointerOperand());
      continue;
    }
    if (I.mayWriteToMemory() || I.mayHaveSideEffects())
      return "it writes memory or calls code with side effects";
    if (isSafeToSpeculativelyExecute(&I))
      continue;
    if (isa<CallBase>(I))
      return "it calls code that may not be speculated";
    if (FromCarried)
      return "an instruction that may trap depends on the previous iteration";
  }
  if (!Gathers)
    return "no load in it takes its address from another load (a gather); "
           "its loads stream at full bandwidth already";
  if (Body.size() > MaxBodySize)
    return "its body has more than " + std::to_string(MaxBodySize) +
           " instructions";
  // Values used after the loop must be the carried ones: the selects of the
  // last copy give them. A phi's own value would be that of an iteration
  // the rewritten loop no longer starts.
  auto UsedAfter = [&L](const Value *V) {
    return any_of(V->users(), [&](const User *U) {
      return !L.contains(cast<Instruction>(U));
    });
  };
  for (PHINode &P : BB->phis())
    if (UsedAfter(&P))
      return "a value other than a carried one is used after it";
  for (Instruction *I : Body) {
    bool CarriedOut = any_of(BB->phis(), [&](PHINode &P) {
      return &P != CL.Counter && P.getIncomingValueForBlock(BB) == I;
    });
    if (!CarriedOut && UsedAfter(I))
      return "a value other than a carried one is used after it";
  }
  return "";
}

/// Why \p L is not a loop this pass rewrites, or an empty string.
std::string whyNot(const Loop &L, const CountedLoop &CL, unsigned Count,
                   ScalarEvolution &SE, const SimplifyQuery &SQ) {
  if (L.getNumBlocks() != 1)
    return "its body branches";
  if (std::string Why = whyNotRepeatable(L, CL); !Why.empty())
    return Why;
  // The copies compute trips - k, which must not wrap.
  if (!SE.isLoopEntryGuardedByCond(&L, ICmpInst::ICMP_ULT, SE.getSCEV(CL.Start),
                                   SE.getSCEV(CL.Trips)))
    return "it is not known to be entered only below its trip count";
  APInt MaxStride = computeKnownBits(CL.Stride, SQ).getMaxValue();
  bool Overflow = false;
  (void)MaxStride.umul_ov(APInt(MaxStride.getBitWidth(), Count), Overflow);
  if (Overflow)
    return "its stride times the copies may wrap";
  return "";
}

/// Moves each load of \p BB, with the instructions its address is computed
/// by, up to just after the last of their operands that \p BB defines: the
/// loads of all copies then come before the copies' arithmetic.
void hoistLoads(BasicBlock &BB) {
  SmallVector<LoadInst *, 16> Loads;
  for (Instruction &I : BB)
    if (auto *Load = dyn_cast<LoadInst>(&I))
      Loads.push_back(Load);
  auto InBody = [&BB](Value *V) -> Instruction * {
    auto *I = dyn_cast<Instruction>(V);
    return I && I->getParent() == &BB && !isa<PHINode>(I) ? I : nullptr;
  };
  for (LoadInst *Load : Loads) {
    // The load and what it is computed from, operands first.
    SetVector<Instruction *> Chain;
    SmallVector<std::pair<Instruction *, unsigned>, 8> Stack = {{Load, 0}};
    while (!Stack.empty()) {
      auto &[I, NextOp] = Stack.back();
      if (NextOp == I->getNumOperands()) {
        Chain.insert(I);
        Stack.pop_back();
        continue;
      }
      if (Instruction *Op = InBody(I->getOperand(NextOp++)))
        if (!Chain.contains(Op))
          Stack.push_back({Op, 0});
    }
    for (Instruction *I : Chain) {
      Instruction *Last = nullptr;
      for (Value *Op : I->operands())
        if (Instruction *OpI = InBody(Op))
          if (!Last || Last->comesBefore(OpI))
            Last = OpI;
      BasicBlock::iterator Pos =
          Last ? std::next(Last->getIterator()) : BB.getFirstNonPHIIt();
      if (&*Pos != I && Pos->comesBefore(I))
        I->moveBefore(Pos);
    }
  }
}

void rewrite(Loop &L, const CountedLoop &CL, unsigned Count) {
  BasicBlock *BB = L.getHeader();
  // The original body, copy 0; taken before the copies join it.
  SmallVector<Instruction *, 32> Body = bodyOf(*BB);
  BranchInst *Br = CL.Latch;
  IRBuilder<> Builder(Br);
  Type *Ty = CL.Counter->getType();
  Value *Rem = Builder.CreateNUWSub(CL.Trips, CL.Counter, "overlap.rem");
  SmallVector<PHINode *, 4> Carried;
  SmallVector<Value *, 4> Out; // what each carried phi has become so far
  for (PHINode &P : BB->phis())
    if (&P != CL.Counter) {
      Carried.push_back(&P);
      Out.push_back(P.getIncomingValueForBlock(BB));
    }
  for (unsigned J = 1; J != Count; ++J) {
    Value *Offset =
        J == 1 ? CL.Stride
               : Builder.CreateNUWMul(CL.Stride, ConstantInt::get(Ty, J));
    Value *Valid = Builder.CreateICmpUGT(Rem, Offset, "overlap.valid");
    Value *K = Builder.CreateSelect(
        Valid, Builder.CreateAdd(CL.Counter, Offset), CL.Counter, "overlap.k");
    ValueToValueMapTy VMap;
    VMap[CL.Counter] = K;
    for (auto [P, V] : zip(Carried, Out))
      VMap[P] = V;
    for (Instruction *I : Body) {
      Instruction *Copy = I->clone();
      Copy->insertBefore(Br->getIterator());
      VMap[I] = Copy;
      RemapInstruction(Copy, VMap,
                       RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
    }
    for (auto [P, V] : zip(Carried, Out)) {
      Value *Next = P->getIncomingValueForBlock(BB);
      Value *Copied = VMap.lookup(Next);
      V = Builder.CreateSelect(Valid, Copied ? Copied : Next, V);
    }
  }
  Value *Step = Builder.CreateNUWMul(CL.Stride, ConstantInt::get(Ty, Count));
  Value *Again = Builder.CreateICmpUGT(Rem, Step, "overlap.again");
  // Only taken with Again, where it does not wrap.
  Value *Next = Builder.CreateNUWAdd(CL.Counter, Step, "overlap.next");
  for (auto [P, V] : zip(Carried, Out)) {
    Value *Old = P->getIncomingValueForBlock(BB);
    Old->replaceUsesWithIf(
        V, [&](Use &U) { return !L.contains(cast<Instruction>(U.getUser())); });
    P->setIncomingValueForBlock(BB, V);
  }
  CL.Counter->setIncomingValueForBlock(BB, Next);
  Value *Cond = Br->getCondition();
  Br->setCondition(Br->getSuccessor(0) == BB ? Again
                                             : Builder.CreateNot(Again));
  RecursivelyDeleteTriviallyDeadInstructions(Cond);
  // The copies of the old latch's compare and step are dead.
  for (Instruction &I : make_early_inc_range(reverse(*BB)))
    if (isInstructionTriviallyDead(&I))
      I.eraseFromParent();
  hoistLoads(*BB);
  // Marked done, and not to be unrolled again: the copies are the unrolling.
  LLVMContext &Ctx = BB->getContext();
  auto Property = [&](StringRef Name) {
    return MDNode::get(Ctx, MDString::get(Ctx, Name));
  };
  L.setLoopID(makePostTransformationMetadata(
      Ctx, L.getLoopID(), {},
      {Property(OverlappedProperty), Property("llvm.loop.unroll.disable")}));
}

} // namespace

PreservedAnalyses OverlapLoadsPass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  const GPUTarget *T = getGPUTarget(*F.getParent());
  if (Count < 2 || F.isDeclaration() || !T || !T->readsBlockExtents())
    return PreservedAnalyses::all();
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  SmallVector<std::pair<Loop *, BlockTag>, 4> Vector = taggedLoops(LI);
  erase_if(Vector, [](const std::pair<Loop *, BlockTag> &LT) {
    return LT.second.Level != "vector" ||
           findOptionMDForLoop(LT.first, OverlappedProperty);
  });
  if (Vector.empty())
    return PreservedAnalyses::all();

  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  SimplifyQuery SQ(F.getDataLayout(), /*TLI=*/nullptr,
                   &FAM.getResult<DominatorTreeAnalysis>(F));
  SmallVector<std::pair<Loop *, CountedLoop>, 4> Rewrites;
  for (auto &[L, Tag] : Vector) {
    Expected<CountedLoop> CL = matchCountedLoop(*L, Tag);
    std::string Why =
        CL ? whyNot(*L, *CL, Count, SE,
                    SQ.getWithInstruction(&*L->getHeader()->getFirstNonPHIIt()))
           : toString(CL.takeError());
    if (Why.empty()) {
      Rewrites.emplace_back(L, *CL);
      ORE.emit([&, L = L, &Tag = Tag] {
        return hierRemark<OptimizationRemark>(RemarkID::OverlapLoads,
                                              L->getStartLoc(), L->getHeader())
               << "vector loop " << ore::NV("LoopID", Tag.ID)
               << " gathers: each lane issues the loads of "
               << ore::NV("Iterations", Count) << " of its iterations together";
      });
      continue;
    }
    ORE.emit([&, L = L, &Tag = Tag] {
      return hierRemark<OptimizationRemarkMissed>(
                 RemarkID::OverlapLoads, L->getStartLoc(), L->getHeader())
             << "vector loop " << ore::NV("LoopID", Tag.ID)
             << " loads one iteration at a time: " << Why;
    });
  }
  if (Rewrites.empty())
    return PreservedAnalyses::all();
  for (auto &[L, CL] : Rewrites)
    rewrite(*L, CL, Count);
  return PreservedAnalyses::none();
}

} // namespace hier
