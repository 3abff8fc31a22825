//===- TaggedLoops.cpp - the loops hier-lower tagged ---------------------===//

#include "TaggedLoops.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace hier {

unsigned blockDims(const Value *V) {
  const Value *A, *B;
  if (match(V, m_ZExt(m_Value(A))))
    return blockDims(A);
  if (const auto *II = dyn_cast<IntrinsicInst>(V)) {
    const GPUTarget *T = getGPUTarget(*II->getModule());
    return T ? T->blockExtentDim(*II) : 0;
  }
  if (match(V, m_Mul(m_Value(A), m_Value(B)))) {
    unsigned DA = blockDims(A), DB = blockDims(B);
    if (DA && DB && !(DA & DB))
      return DA | DB;
  }
  return 0;
}

std::optional<BlockTag> readTag(const Loop &L) {
  MDNode *MD = findOptionMDForLoop(&L, LoopBlockProperty);
  if (!MD || MD->getNumOperands() != 5)
    return std::nullopt;
  auto *Level = dyn_cast<MDString>(MD->getOperand(1));
  auto *ID = mdconst::dyn_extract<ConstantInt>(MD->getOperand(2));
  auto *Dims = mdconst::dyn_extract<ConstantInt>(MD->getOperand(3));
  auto *Extent = mdconst::dyn_extract<ConstantInt>(MD->getOperand(4));
  if (!Level || !ID || !Dims || !Extent)
    return std::nullopt;
  return BlockTag{Level->getString(), ID->getZExtValue(),
                  static_cast<unsigned>(Dims->getZExtValue()),
                  Extent->getZExtValue()};
}

SmallVector<std::pair<Loop *, BlockTag>, 4> taggedLoops(const LoopInfo &LI) {
  SmallVector<std::pair<Loop *, BlockTag>, 4> Tagged;
  for (Loop *L : LI.getLoopsInPreorder())
    if (std::optional<BlockTag> Tag = readTag(*L))
      Tagged.emplace_back(L, *Tag);
  return Tagged;
}

Expected<CountedLoop> matchCountedLoop(const Loop &L, const BlockTag &Tag) {
  auto Fail = [](const char *Why) {
    return createStringError(inconvertibleErrorCode(), Why);
  };
  BasicBlock *Header = L.getHeader(), *LatchBB = L.getLoopLatch(),
             *Entry = L.getLoopPredecessor();
  auto *Br = LatchBB ? dyn_cast<BranchInst>(LatchBB->getTerminator()) : nullptr;
  if (!Entry || !Br || !Br->isConditional())
    return Fail("its IR has no single latch with a conditional branch");
  bool BackOnTrue = Br->getSuccessor(0) == Header;
  BasicBlock *Exit = Br->getSuccessor(BackOnTrue ? 1 : 0);
  if (L.contains(Exit))
    return Fail("its latch does not branch to the loop's exit");
  CmpPredicate Pred;
  Value *X, *Y;
  if (!match(Br->getCondition(), m_ICmp(Pred, m_Value(X), m_Value(Y))))
    return Fail("its latch does not compare the counter with the trip count");
  // Normalized to: the back edge is taken iff Next <u Trips.
  CmpInst::Predicate P = BackOnTrue ? CmpInst::Predicate(Pred)
                                    : CmpInst::getInversePredicate(Pred);
  Value *NextV = P == ICmpInst::ICMP_ULT   ? X
                 : P == ICmpInst::ICMP_UGT ? Y
                                           : nullptr;
  Value *Trips = P == ICmpInst::ICMP_ULT ? Y : X;
  // InstCombine compares the counter itself with a constant trip count less
  // a constant stride: k <u Trips - Stride for k + Stride <u Trips.
  if (auto *K = dyn_cast_or_null<PHINode>(NextV))
    if (auto *Bound = dyn_cast<ConstantInt>(Trips))
      if (K->getParent() == Header && K->getBasicBlockIndex(LatchBB) >= 0)
        if (auto *Add =
                dyn_cast<BinaryOperator>(K->getIncomingValueForBlock(LatchBB)))
          if (Add->getOpcode() == Instruction::Add)
            if (auto *Stride = dyn_cast<ConstantInt>(
                    Add->getOperand(Add->getOperand(0) == K ? 1 : 0))) {
              bool Overflow = false;
              APInt Sum =
                  Bound->getValue().uadd_ov(Stride->getValue(), Overflow);
              if (!Overflow) {
                NextV = Add;
                Trips = ConstantInt::get(Bound->getType(), Sum);
              }
            }
  auto *Next = dyn_cast_or_null<BinaryOperator>(NextV);
  if (!Next || Next->getOpcode() != Instruction::Add ||
      !L.isLoopInvariant(Trips))
    return Fail("its latch does not compare the counter with the trip count");
  for (unsigned I : {0, 1}) {
    auto *K = dyn_cast<PHINode>(Next->getOperand(I));
    Value *Stride = Next->getOperand(1 - I);
    if (!K || K->getParent() != Header ||
        K->getIncomingValueForBlock(LatchBB) != Next)
      continue;
    // hier-lower writes the extent itself when the block shape is known
    // (BlockConstants.cpp), the extent reads otherwise.
    auto *Constant = dyn_cast<ConstantInt>(Stride);
    bool IsExtent = Constant ? Constant->getValue() == Tag.Extent
                             : blockDims(Stride) == Tag.Dims;
    if (!L.isLoopInvariant(Stride) || !IsExtent)
      return Fail("its stride is not the block extent hier-lower chose");
    return CountedLoop{Br,    Exit,   K,   K->getIncomingValueForBlock(Entry),
                       Trips, Stride, Next};
  }
  return Fail("its counter is not the front end's");
}

} // namespace hier
