//===- Sweeps.h - team loops whose iterations run together -----*- C++ -*-===//

#ifndef HIER_PASSES_SWEEPS_H
#define HIER_PASSES_SWEEPS_H

#include "TaggedLoops.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include <cstdint>
#include <string>

namespace llvm {
class DominatorTree;
class LoadInst;
class Loop;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace hier {

/// A loop whose count is known only at run time is unrolled by PeeledGroup
/// (whose loads then issue together), and each thread keeps in registers
/// the values of its first PeeledTrips iterations: the unrolled loop's
/// first trips, peeled off it.
constexpr uint64_t PeeledGroup = 8;
constexpr uint64_t PeeledTrips = 16;

/// A tagged loop whose iterations can give or take values: every thread
/// runs Trips of them (Exact), or the loop's first Trips iterations.
struct Sweep {
  llvm::Loop *L;
  BlockTag Tag;
  CountedLoop Counted;
  uint64_t Trips;
  bool Exact;

  std::string name() const {
    return (Tag.Level + " loop " + llvm::Twine(Tag.ID)).str();
  }
};

/// The tagged loops that can give or take values, in the order of their
/// headers in the function: innermost, one exit at the latch; every thread
/// running the same constant count (Exact), or each its own (the count, or
/// the stride, known at run time, or a constant bound the threads do not
/// share evenly) of which the first PeeledTrips are kept.
llvm::SmallVector<Sweep, 4> collectSweeps(llvm::LoopInfo &LI,
                                          llvm::ScalarEvolution &SE);

/// Whether iteration j of \p A and of \p B run together: each thread runs
/// the same count of both, in every iteration of the loop around them where
/// B runs, and A runs first (reachedAfter). Loops counted at run time run
/// the same count when their starts, strides and bounds are the same (the
/// front end's loops run at least once once entered, as their latch alone
/// tests the count).
bool runTogether(const Sweep &A, const Sweep &B, llvm::ScalarEvolution &SE,
                 llvm::DominatorTree &DT);

/// Whether \p Load can give or take a value: a plain load of global memory.
bool isCandidate(const llvm::LoadInst &Load);

/// The load of \p A that reads, in each iteration, the address \p LB of
/// \p B reads in the same iteration.
llvm::LoadInst *sameElements(const Sweep &A, const llvm::LoadInst &LB,
                             const Sweep &B);

} // namespace hier

#endif
