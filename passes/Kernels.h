//===- Kernels.h - GPU kernels and the functions Clang outlines ---*- C++
//-*-===//
//
// Clang outlines a target region into a kernel that calls the region's
// internal function; hier's markers are in the latter, what they decide
// (attributes, launch bounds) belongs to the former.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_KERNELS_H
#define HIER_PASSES_KERNELS_H

#include "GPUTarget.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include <optional>

namespace hier {

/// Function attribute that LowerLoopsPass gives the kernels of hier teams, so
/// that passes late in the pipeline, after the markers are gone, still know
/// hier's kernels from other device code.
constexpr llvm::StringLiteral HierKernelAttr = "hier-kernel";

/// The llvm.loop property hier-lower gives the thread and vector loops of a
/// team whose block shape is known: !{!"hier.loop.block", !"<level>",
/// i32 <loop ID>, i32 <dimensions>, i64 <extent>}, the block dimensions
/// (LoopBlockDimX | LoopBlockDimY) whose threads share the loop's iterations
/// and their number (read by TaggedLoops.cpp).
constexpr llvm::StringLiteral LoopBlockProperty = "hier.loop.block";
constexpr unsigned LoopBlockDimX = 1, LoopBlockDimY = 2, LoopBlockDimZ = 4;

/// Function attribute that hier-lower gives a kernel (and the team region's
/// function only it calls) whose block shape is known at compile time:
/// "LANES,THREADS", the extents of the x and y dimensions (z is 1).
constexpr llvm::StringLiteral KnownBlockAttr = "hier-block";

struct KnownBlock {
  uint64_t Lanes = 0;
  uint64_t Threads = 0;
};

/// The block shape KnownBlockAttr gives \p F, if any.
inline std::optional<KnownBlock> knownBlock(const llvm::Function &F) {
  llvm::Attribute A = F.getFnAttribute(KnownBlockAttr);
  if (!A.isStringAttribute())
    return std::nullopt;
  auto [L, T] = A.getValueAsString().split(',');
  KnownBlock B;
  if (L.getAsInteger(10, B.Lanes) || T.getAsInteger(10, B.Threads) ||
      !B.Lanes || !B.Threads)
    return std::nullopt;
  return B;
}

/// Whether \p F is a kernel of any GPU target.
inline bool isKernel(const llvm::Function &F) {
  return llvm::any_of(gpuTargets(), [&](const GPUTarget *T) {
    return F.getCallingConv() == T->kernelCallingConv();
  });
}

/// \p F if it is a kernel, else the one kernel that calls it and nothing
/// else does, directly or through functions that only it calls (with debug
/// information Clang puts `..._debug__` and `..._omp_outlined` between a
/// kernel and its region's function); null otherwise.
inline llvm::Function *owningKernel(llvm::Function &F) {
  llvm::Function *G = &F;
  for (unsigned Depth = 0; Depth != 4; ++Depth) {
    if (isKernel(*G))
      return G;
    if (!G->hasLocalLinkage() || !G->hasOneUse())
      return nullptr;
    auto *Call = llvm::dyn_cast<llvm::CallBase>(G->user_back());
    if (!Call || Call->getCalledFunction() != G)
      return nullptr;
    G = Call->getFunction();
  }
  return nullptr;
}

/// Adds to \p Code the defined functions that its functions call directly,
/// and what those call, and so on. \p FunctionT is Function or const
/// Function.
template <typename FunctionT>
void addCallees(llvm::SetVector<FunctionT *> &Code) {
  for (size_t I = 0; I != Code.size(); ++I)
    for (auto &Inst : llvm::instructions(*Code[I]))
      if (const auto *Call = llvm::dyn_cast<llvm::CallBase>(&Inst))
        if (llvm::Function *Callee = Call->getCalledFunction())
          if (!Callee->isDeclaration())
            Code.insert(Callee);
}

} // namespace hier

#endif
