//===- LoopReads.h - a loop's reads still in memory later --------*- C++
//-*-===//

#ifndef HIER_PASSES_LOOPREADS_H
#define HIER_PASSES_LOOPREADS_H

#include <string>

namespace llvm {
class AAResults;
class BasicBlock;
class LoadInst;
class Loop;
} // namespace llvm

namespace hier {

class GPUTarget;

/// Whether \p Load reads global memory, which the team's shared stores
/// between two loops cannot write.
bool readsGlobalMemory(const llvm::LoadInst &Load);

/// Why \p L cannot give or take values: a barrier or shuffle (it is
/// unrolled completely), a fence, an ordered atomic or a volatile access;
/// "" if none.
std::string whyNotInLoop(const llvm::Loop &L);

/// Why a write in \p L may change, in the same iteration, what \p Load
/// reads: any write of the iteration, or with \p Before only one that may
/// run before the load; "" if alias analysis rules them all out.
std::string whyWrittenIn(const llvm::Loop &L, const llvm::LoadInst &Load,
                         bool Before, llvm::AAResults &AA);

/// Why global memory may change, or another team's writes become visible,
/// between \p A's exit block \p AExit and \p B's preheader; "" if nothing
/// on the way writes memory but the team's shared memory or synchronises
/// beyond the team.
std::string whyChangedBetween(const llvm::Loop &A, llvm::BasicBlock *AExit,
                              const llvm::Loop &B, const GPUTarget &T);

} // namespace hier

#endif
