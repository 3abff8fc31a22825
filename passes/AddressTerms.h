//===- AddressTerms.h - an address as a base plus scaled terms --*- C++ -*-===//
//
// Two loops of a team often compute the same address differently once
// InstCombine has been at them: `gep i8, row, (ashr exact (shl k, 32), 30)`
// in one, `gep float, row, (ashr exact (shl k, 32), 32)` in the other (an
// int index sign-extended, scaled before or after). SCEV keeps the two
// apart (a sign extension from 34 bits against four times one from 32), so
// hier-reuse-loads compares addresses in this form instead: a base pointer
// plus a constant plus terms Scale * sext(trunc(Value, Bits)), address
// arithmetic being modulo 2^64 whatever the wrap flags.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_ADDRESSTERMS_H
#define HIER_PASSES_ADDRESSTERMS_H

#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>

namespace llvm {
class DataLayout;
class Value;
} // namespace llvm

namespace hier {

struct AddressTerm {
  const llvm::Value *V;
  /// V's low Bits bits, sign-extended.
  unsigned Bits;
  uint64_t Scale;
};

struct AddressTerms {
  const llvm::Value *Base = nullptr;
  uint64_t Offset = 0;
  /// One term per (V, Bits), in no particular order.
  llvm::SmallVector<AddressTerm, 4> Terms;
};

/// \p Pointer in that form, following casts, GEPs and integer arithmetic of
/// 64-bit offsets; null when a GEP's offset cannot be written so.
std::optional<AddressTerms> addressTerms(const llvm::Value *Pointer,
                                         const llvm::DataLayout &DL);

} // namespace hier

#endif
