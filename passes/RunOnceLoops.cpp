//===- RunOnceLoops.cpp - thread and vector loops of one trip per thread --===//
//
// hier-lower gives a thread loop the counter threadIdx.y and the stride
// blockDim.y (a vector loop: x; a thread vector loop: the flat index and the
// block size). When a team's block shape is a compile-time constant the host
// launches exactly that shape, and hier-lower tags each of the team's loops
// with an llvm.loop property (LoopBlockProperty, Kernels.h): the block
// dimensions its stride spans and their extent E. A loop of at most E
// iterations runs at most once per thread, which is what tiled loops do:
//   for (int z = z0; z < (z0 + 4 < nz ? z0 + 4 : nz); ++z)   // team_size(4)
// Its back edge is then never taken, yet the counter, the trip count and the
// stride (64-bit values) hold registers through the loop's body, and every
// thread runs the latch's compare-and-branch, a large part of a short
// tiled kernel's instructions (mdrange's: docs/bench.md).
//
// The pass runs at the end of the function simplification pipeline, on
// optimized IR, and needs the front end's loop form still there:
//   header: %k = phi [ %start, %entry ], [ %k.next, %latch ]
//   latch:  %k.next = add %k, %stride       ; the block extent (ntid reads)
//           br (icmp ult %k.next, %trips), %header, %exit
// With %stride = E and %start small enough not to wrap, %k.next >= E, so
// the back edge is dead once %trips <=u E is proven, by either
//   - the range of %trips at the latch (LazyValueInfo): constants, the square
//     of a bounded outer counter, ...; or
//   - its form: %trips = ub - lb computed without wrapping, ub = smin(lb + C,
//     ...) with C <= E, and the loop entered only under conditions that give
//     lb <= each other operand of the smin, so that %trips is not negative.
// The latch then branches to the exit, and the cleanup after the pass
// (SimplifyCFG, InstCombine) folds what was the loop into straight code.
//
// NVIDIA only: the stride is recognized by the ntid registers it reads.
//
// Remarks (pass name "hier"):
//   [HIER013] passed: a loop that runs at most once per thread;
//             missed: a tagged loop kept, with the reason.
//
//===----------------------------------------------------------------------===//

#include "RunOnceLoops.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Remarks.h"
#include "TaggedLoops.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LazyValueInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace hier {
namespace {

/// The operands of \p V's nest of signed minimums (V itself if it is none).
void sminOperands(Value *V, SmallVectorImpl<Value *> &Out) {
  Value *A, *B;
  if (match(V, m_SMin(m_Value(A), m_Value(B)))) {
    sminOperands(A, Out);
    sminOperands(B, Out);
    return;
  }
  Out.push_back(V);
}

/// Conditions known to hold where the loop is entered: those of the branches
/// whose taken edge dominates the loop's predecessor, or is its edge into the
/// header.
class EntryFacts {
public:
  EntryFacts(const Loop &L, const DominatorTree &DT) {
    BasicBlock *Entry = L.getLoopPredecessor();
    addBranch(Entry, L.getHeader());
    for (const DomTreeNode *N = DT.getNode(Entry); N && N->getIDom();
         N = N->getIDom()) {
      BasicBlock *Dom = N->getIDom()->getBlock();
      auto *Br = dyn_cast<BranchInst>(Dom->getTerminator());
      if (!Br || !Br->isConditional())
        continue;
      for (unsigned I : {0, 1})
        if (DT.dominates(BasicBlockEdge(Dom, Br->getSuccessor(I)), Entry))
          add(Br->getCondition(), I == 0);
    }
  }

  /// Whether a condition on the way in says A <=s B.
  bool signedLE(const Value *A, const Value *B) const {
    for (auto [Pred, X, Y] : Compares) {
      if (ICmpInst::isGT(Pred) || ICmpInst::isGE(Pred)) {
        Pred = ICmpInst::getSwappedPredicate(Pred);
        std::swap(X, Y);
      }
      if ((Pred != ICmpInst::ICMP_SLT && Pred != ICmpInst::ICMP_SLE) || X != A)
        continue;
      // A <= smin(..., B, ...) <= B.
      SmallVector<Value *, 4> Operands;
      sminOperands(const_cast<Value *>(Y), Operands);
      if (is_contained(Operands, B))
        return true;
    }
    return false;
  }

private:
  void addBranch(BasicBlock *From, BasicBlock *To) {
    auto *Br = dyn_cast<BranchInst>(From->getTerminator());
    if (Br && Br->isConditional() && Br->getSuccessor(0) != Br->getSuccessor(1))
      add(Br->getCondition(), Br->getSuccessor(0) == To);
  }

  void add(Value *Cond, bool IsTrue) {
    Value *A, *B;
    if (IsTrue ? match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))
               : match(Cond, m_LogicalOr(m_Value(A), m_Value(B)))) {
      add(A, IsTrue);
      add(B, IsTrue);
      return;
    }
    CmpPredicate Pred;
    Value *X, *Y;
    if (!match(Cond, m_ICmp(Pred, m_Value(X), m_Value(Y))))
      return;
    CmpInst::Predicate P = Pred;
    if (!IsTrue)
      P = CmpInst::getInversePredicate(P);
    // Operands of the same sign compare alike signed and unsigned.
    if (Pred.hasSameSign())
      P = ICmpInst::getSignedPredicate(P);
    Compares.push_back({P, X, Y});
  }

  SmallVector<std::tuple<CmpInst::Predicate, const Value *, const Value *>, 8>
      Compares;
};

/// \p Trips as UB - LB computed without wrapping, in UB and LB's type.
bool exactDifference(Value *Trips, Value *&UB, Value *&LB,
                     const SimplifyQuery &SQ) {
  // A zero extension keeps a signed value when it is not negative.
  auto NotNegative = [&](Value *Ext, Value *Op) {
    return isa<SExtInst>(Ext) || cast<ZExtInst>(Ext)->hasNonNeg() ||
           isKnownNonNegative(Op, SQ);
  };
  Value *X, *Y, *A, *B;
  if (match(Trips, m_ZExtOrSExt(m_Value(X))) && NotNegative(Trips, X))
    Trips = X;
  if (!match(Trips, m_Sub(m_Value(X), m_Value(Y))))
    return false;
  // The difference of two narrower values extended alike cannot wrap.
  if (match(X, m_ZExtOrSExt(m_Value(A))) &&
      match(Y, m_ZExtOrSExt(m_Value(B))) &&
      cast<Instruction>(X)->getOpcode() == cast<Instruction>(Y)->getOpcode() &&
      A->getType() == B->getType() && NotNegative(X, A) && NotNegative(Y, B)) {
    UB = A;
    LB = B;
    return true;
  }
  auto *Sub = dyn_cast<OverflowingBinaryOperator>(Trips);
  if (!Sub || !Sub->hasNoSignedWrap())
    return false;
  UB = X;
  LB = Y;
  return true;
}

/// \p V as Base + C computed without signed wrap (an `add nsw`, or a
/// disjoint `or`, InstCombine's form of an add without carries); V + 0
/// otherwise.
std::pair<Value *, APInt> splitConstantOffset(Value *V) {
  const APInt *C;
  Value *Base;
  if (match(V, m_NSWAdd(m_Value(Base), m_APInt(C))) ||
      match(V, m_DisjointOr(m_Value(Base), m_APInt(C))))
    return {Base, *C};
  return {V, APInt::getZero(V->getType()->getScalarSizeInBits())};
}

/// C when \p V is LB + C exactly: V computed from LB, or both from one base
/// (a tile starting one past a multiple, `j0 = 1 + t * 8` and its end `j0 +
/// 8`, which InstCombine folds to `t * 8 | 1` and `t * 8 + 9`).
std::optional<APInt> offsetFrom(Value *V, Value *LB) {
  auto [VBase, VC] = splitConstantOffset(V);
  if (V == LB || VBase == LB)
    return V == LB ? APInt::getZero(VC.getBitWidth()) : VC;
  auto [LBase, LC] = splitConstantOffset(LB);
  if (VBase != LBase || VBase == V)
    return std::nullopt;
  bool Overflow = false;
  APInt C = VC.ssub_ov(LC, Overflow);
  if (Overflow)
    return std::nullopt;
  return C;
}

/// The analyses that bound values.
struct Bounds {
  LazyValueInfo &LVI;
  ScalarEvolution &SE;
  SimplifyQuery SQ;

  /// An upper bound of \p V, unsigned, where \p At runs: the least that
  /// LazyValueInfo (conditions that bound outer counters), known bits,
  /// ScalarEvolution (counters of loops of known trip count) and, for
  /// arithmetic without unsigned wrap, the bounds of the operands give.
  APInt unsignedMax(Value *V, Instruction *At, unsigned Depth = 0) const {
    unsigned Bits = V->getType()->getScalarSizeInBits();
    ConstantRange Range =
        LVI.getConstantRange(V, At, /*UndefAllowed=*/false)
            .intersectWith(ConstantRange::fromKnownBits(
                computeKnownBits(V, SQ.getWithInstruction(At)),
                /*IsSigned=*/false));
    if (SE.isSCEVable(V->getType()))
      Range = Range.intersectWith(SE.getUnsignedRange(SE.getSCEV(V)));
    APInt Max = Range.getUnsignedMax();
    if (Depth == 3)
      return Max;
    Value *A, *B;
    if (match(V, m_ZExt(m_Value(A))))
      return APIntOps::umin(Max, unsignedMax(A, At, Depth + 1).zext(Bits));
    auto *BO = dyn_cast<OverflowingBinaryOperator>(V);
    if (!BO || !BO->hasNoUnsignedWrap() ||
        !match(V, m_BinOp(m_Value(A), m_Value(B))))
      return Max;
    APInt MA = unsignedMax(A, At, Depth + 1),
          MB = unsignedMax(B, At, Depth + 1);
    bool Overflow = true;
    APInt Combined;
    if (BO->getOpcode() == Instruction::Add)
      Combined = MA.uadd_ov(MB, Overflow);
    else if (BO->getOpcode() == Instruction::Mul)
      Combined = MA.umul_ov(MB, Overflow);
    return Overflow ? Max : APIntOps::umin(Max, Combined);
  }
};

/// Whether \p Trips <=u \p Extent wherever the loop's latch runs.
bool tripsAtMost(const CountedLoop &CL, uint64_t Extent, const Loop &L,
                 const Bounds &B, const DominatorTree &DT) {
  if (B.unsignedMax(CL.Trips, CL.Latch).ule(Extent))
    return true;
  Value *UB, *LB;
  if (!exactDifference(CL.Trips, UB, LB, B.SQ.getWithInstruction(CL.Latch)))
    return false;
  SmallVector<Value *, 4> Operands;
  sminOperands(UB, Operands);
  // UB - LB <= C for the operand LB + C; >= 0 when every operand is >= LB.
  EntryFacts Facts(L, DT);
  bool Bounded = false;
  for (Value *Op : Operands) {
    std::optional<APInt> C = offsetFrom(Op, LB);
    bool NotNegative = C && C->isNonNegative();
    if (NotNegative && C->ule(Extent))
      Bounded = true;
    if (!NotNegative && !Facts.signedLE(LB, Op))
      return false;
  }
  return Bounded;
}

/// Whether the counter's first step, \p Start + stride, cannot wrap.
bool firstStepExact(const CountedLoop &CL, const SimplifyQuery &SQ) {
  if (CL.Next->hasNoUnsignedWrap())
    return true;
  // The stride is a block extent, below 2^32.
  return computeKnownBits(CL.Start, SQ).countMinLeadingZeros() >= 1;
}

} // namespace

PreservedAnalyses RunOnceLoopsPass::run(Function &F,
                                        FunctionAnalysisManager &FAM) {
  const GPUTarget *T = getGPUTarget(*F.getParent());
  if (F.isDeclaration() || !T || !T->readsBlockExtents())
    return PreservedAnalyses::all();
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  SmallVector<std::pair<Loop *, BlockTag>, 4> Tagged = taggedLoops(LI);
  if (Tagged.empty())
    return PreservedAnalyses::all();

  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  SimplifyQuery SQ(F.getDataLayout(), /*TLI=*/nullptr, &DT,
                   &FAM.getResult<AssumptionAnalysis>(F));
  Bounds B{FAM.getResult<LazyValueAnalysis>(F),
           FAM.getResult<ScalarEvolutionAnalysis>(F), SQ};
  // Decide every loop before changing any: the latch rewrites change the CFG
  // that the analyses describe.
  SmallVector<CountedLoop, 4> Once;
  for (auto &[L, Tag] : Tagged) {
    Expected<CountedLoop> CL = matchCountedLoop(*L, Tag);
    std::string Why;
    if (!CL)
      Why = toString(CL.takeError());
    else if (!firstStepExact(*CL, SQ.getWithInstruction(CL->Latch)))
      Why = "its counter may start too high to step without wrapping";
    else if (!tripsAtMost(*CL, Tag.Extent, *L, B, DT))
      Why = "its trip count is not known to be at most " +
            std::to_string(Tag.Extent);
    if (Why.empty()) {
      Once.push_back(*CL);
      ORE.emit([&, L = L, &Tag = Tag] {
        return hierRemark<OptimizationRemark>(RemarkID::RunOnceLoop,
                                              L->getStartLoc(), L->getHeader())
               << Tag.Level << " loop " << ore::NV("LoopID", Tag.ID)
               << " runs at most once per thread: its trip count is at most "
                  "the "
               << ore::NV("Extent", Tag.Extent)
               << " threads that share its iterations";
      });
      continue;
    }
    ORE.emit([&, L = L, &Tag = Tag] {
      return hierRemark<OptimizationRemarkMissed>(
                 RemarkID::RunOnceLoop, L->getStartLoc(), L->getHeader())
             << Tag.Level << " loop " << ore::NV("LoopID", Tag.ID)
             << " keeps its loop: " << Why;
    });
  }
  if (Once.empty())
    return PreservedAnalyses::all();
  for (CountedLoop &CL : Once) {
    BasicBlock *Latch = CL.Latch->getParent();
    for (BasicBlock *Succ : successors(Latch))
      if (Succ != CL.Exit)
        Succ->removePredecessor(Latch);
    Value *Cond = CL.Latch->getCondition();
    BranchInst::Create(CL.Exit, CL.Latch->getIterator());
    CL.Latch->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Cond);
  }
  return PreservedAnalyses::none();
}

} // namespace hier
