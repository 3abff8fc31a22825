//===- SharedAlignment.cpp - team-shared arrays on 16-byte bounds ---------===//
//
// A `#pragma hier shared` array has its element type's alignment: `float
// c[1024]` is 4-byte aligned, and reads of c[k*16 + d] for d = 0..15 stay
// sixteen 4-byte shared loads, where a CUDA programmer declares a float4
// array and gets four 16-byte ones (k-means' centroids, n-body's tiles of
// {x, y, z, m}). Shared memory is the block's own, laid out by the
// compiler: padding a variable of 16 bytes or more to a 16-byte boundary
// costs at most 12 bytes of it and lets the load/store vectorizer, once
// the accesses use shared addresses (InferSharedAddresses.cpp), merge
// neighbouring elements. Smaller variables and the dynamic shared array
// (declared without a size) are left alone.
//
// Remarks (pass name "hier"):
//   [HIER022] passed: a shared variable given a 16-byte alignment.
//
//===----------------------------------------------------------------------===//

#include "SharedAlignment.h"
#include "GPUTarget.h"
#include "Remarks.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace hier {

namespace {

cl::opt<bool> AlignShared("hier-align-shared", cl::init(true), cl::Hidden,
                          cl::desc("Give shared variables of 16 bytes or more "
                                   "a 16-byte alignment (false: off, for A/B "
                                   "measurements)"));

/// The widest access the vectorizer forms (a 16-byte vector).
constexpr uint64_t Wide = 16;

/// The first instruction that uses \p V, through constant expressions; null
/// if none does.
Instruction *firstUser(Value &V) {
  for (User *U : V.users()) {
    if (auto *I = dyn_cast<Instruction>(U))
      return I;
    if (auto *C = dyn_cast<ConstantExpr>(U))
      if (Instruction *I = firstUser(*C))
        return I;
  }
  return nullptr;
}

} // namespace

PreservedAnalyses SharedAlignmentPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  if (!AlignShared || !getGPUTarget(M))
    return PreservedAnalyses::all();
  const DataLayout &DL = M.getDataLayout();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (GlobalVariable &G : M.globals()) {
    if (G.getAddressSpace() != SharedAddressSpace || G.isDeclaration() ||
        !G.hasLocalLinkage() || G.hasSection())
      continue;
    uint64_t Size = DL.getTypeAllocSize(G.getValueType());
    Align Old = G.getAlign().value_or(DL.getABITypeAlign(G.getValueType()));
    if (Size < Wide || Old.value() >= Wide)
      continue;
    G.setAlignment(Align(Wide));
    Changed = true;
    Instruction *Use = firstUser(G);
    if (!Use)
      continue;
    auto &ORE =
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(*Use->getFunction());
    ORE.emit([&] {
      return hierRemark<OptimizationRemark>(RemarkID::SharedAlignment, Use)
             << "shared '" << G.getName() << "' (" << ore::NV("Bytes", Size)
             << " bytes) aligned to 16 bytes instead of "
             << ore::NV("OldAlign", Old.value())
             << ": neighbouring elements can be read as one 16-byte access";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
