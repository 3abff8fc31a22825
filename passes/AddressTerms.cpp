//===- AddressTerms.cpp - an address as a base plus scaled terms ----------===//

#include "AddressTerms.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace hier {

namespace {

void addTerm(AddressTerms &A, const Value *V, unsigned Bits, uint64_t Scale) {
  for (AddressTerm &T : A.Terms)
    if (T.V == V && T.Bits == Bits) {
      T.Scale += Scale;
      return;
    }
  A.Terms.push_back({V, Bits, Scale});
}

/// Adds Scale * \p V (an offset of at most 64 bits, sign-extended to 64 as a
/// GEP index is) to \p A. Each rule is exact modulo 2^64.
void addOffset(AddressTerms &A, const Value *V, uint64_t Scale,
               unsigned Depth = 0) {
  unsigned Width = V->getType()->getScalarSizeInBits();
  const APInt *C;
  const Value *X, *Y;
  if (match(V, m_APInt(C))) {
    A.Offset += Scale * static_cast<uint64_t>(C->getSExtValue());
    return;
  }
  if (Depth < 8 && Width == 64) {
    // (x << a) >> b, exact: the low 64 - a bits of x, sign-extended, times
    // 2^(a - b).
    const APInt *Shl, *Shr;
    if (match(V,
              m_Exact(m_AShr(m_Shl(m_Value(X), m_APInt(Shl)), m_APInt(Shr)))) &&
        Shl->ult(64) && Shr->ule(*Shl)) {
      unsigned Bits = 64 - static_cast<unsigned>(Shl->getZExtValue());
      addTerm(A, X, Bits, Scale << (Shl->getZExtValue() - Shr->getZExtValue()));
      return;
    }
    if (match(V, m_Add(m_Value(X), m_Value(Y))) ||
        match(V, m_DisjointOr(m_Value(X), m_Value(Y)))) {
      addOffset(A, X, Scale, Depth + 1);
      addOffset(A, Y, Scale, Depth + 1);
      return;
    }
    if (match(V, m_Shl(m_Value(X), m_APInt(C))) && C->ult(64)) {
      addOffset(A, X, Scale << C->getZExtValue(), Depth + 1);
      return;
    }
    if (match(V, m_Mul(m_Value(X), m_APInt(C)))) {
      addOffset(A, X, Scale * C->getZExtValue(), Depth + 1);
      return;
    }
    // sext(trunc x): x's low bits; sext y: all of y's.
    if (match(V, m_SExt(m_Trunc(m_Value(X)))) &&
        X->getType()->getScalarSizeInBits() == 64) {
      addTerm(
          A, X,
          cast<Operator>(V)->getOperand(0)->getType()->getScalarSizeInBits(),
          Scale);
      return;
    }
  }
  if (match(V, m_SExt(m_Value(X)))) {
    addTerm(A, X, X->getType()->getScalarSizeInBits(), Scale);
    return;
  }
  addTerm(A, V, Width, Scale);
}

} // namespace

std::optional<AddressTerms> addressTerms(const Value *Pointer,
                                         const DataLayout &DL) {
  AddressTerms A;
  const Value *P = Pointer;
  for (unsigned Depth = 0; Depth != 16; ++Depth) {
    P = P->stripPointerCasts();
    const auto *GEP = dyn_cast<GEPOperator>(P);
    if (!GEP) {
      A.Base = P;
      return A;
    }
    if (DL.getIndexTypeSizeInBits(GEP->getType()) != 64)
      return std::nullopt;
    for (gep_type_iterator It = gep_type_begin(GEP), E = gep_type_end(GEP);
         It != E; ++It) {
      const Value *Index = It.getOperand();
      if (StructType *ST = It.getStructTypeOrNull()) {
        unsigned Field = cast<ConstantInt>(Index)->getZExtValue();
        A.Offset += DL.getStructLayout(ST)->getElementOffset(Field);
        continue;
      }
      TypeSize Size = It.getSequentialElementStride(DL);
      if (Size.isScalable())
        return std::nullopt;
      addOffset(A, Index, Size.getFixedValue());
    }
    P = GEP->getPointerOperand();
  }
  return std::nullopt;
}

} // namespace hier
