//===- TaggedLoops.h - hier-lower's tagged loops -------------*- C++ -*-===//
//
// hier-lower tags each thread, vector and thread-vector loop of a team of
// known block shape with an llvm.loop property (LoopBlockProperty, Kernels.h).
// The late loop passes (hier-run-once, hier-overlap-loads) read the tag and
// match the counter the front end gave the loop:
//   header: %k = phi [ %start, %entry ], [ %k.next, %latch ]
//   latch:  %k.next = add %k, %stride       ; block extents (ntid reads)
//           br (icmp ult %k.next, %trips), %header, %exit
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_TAGGEDLOOPS_H
#define HIER_PASSES_TAGGEDLOOPS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <utility>

namespace llvm {
class BasicBlock;
class BinaryOperator;
class BranchInst;
class Loop;
class LoopInfo;
class PHINode;
class Value;
} // namespace llvm

namespace hier {

/// The tag hier-lower put on a loop.
struct BlockTag {
  llvm::StringRef Level;
  uint64_t ID = 0;
  unsigned Dims = 0;
  uint64_t Extent = 0;
};

std::optional<BlockTag> readTag(const llvm::Loop &L);

/// The loops of \p LI that carry a tag, outermost first, with their tags.
llvm::SmallVector<std::pair<llvm::Loop *, BlockTag>, 4>
taggedLoops(const llvm::LoopInfo &LI);

/// Which block dimensions (LoopBlockDimX, LoopBlockDimY) multiply to \p V, or
/// 0 when it is not a product of block extents (GPUTarget::blockExtentDim).
unsigned blockDims(const llvm::Value *V);

/// A loop in the front end's form: the back edge is taken iff Next <u Trips,
/// Next = Counter + Stride.
struct CountedLoop {
  llvm::BranchInst *Latch = nullptr;
  llvm::BasicBlock *Exit = nullptr;
  llvm::PHINode *Counter = nullptr;
  llvm::Value *Start = nullptr;
  llvm::Value *Trips = nullptr;
  llvm::Value *Stride = nullptr;
  llvm::BinaryOperator *Next = nullptr;
};

/// \p L in the front end's form, with the stride \p Tag says: the extent of
/// its block dimensions, read or constant; otherwise an error that says
/// what differs.
llvm::Expected<CountedLoop> matchCountedLoop(const llvm::Loop &L,
                                             const BlockTag &Tag);

} // namespace hier

#endif
