//===- AtomicsToRed.cpp - PTX reductions for atomics with unused results --===//
//
// OpenMP offloading compiles device code as relocatable code (`ptxas -c`,
// then nvlink). In that mode ptxas keeps an `atom` whose old value is never
// read as an atomic with a return value (SASS ATOMG); whole-program code, as
// nvcc and clang build it for CUDA, gets the reduction REDG instead, which
// the warp need not wait for and which holds no register (the difference,
// measured: docs/bench.md, "What changed").
//
// LLVM's NVPTX backend emits `atom` for every atomicrmw, so this pass writes
// the `red` itself, as inline PTX, for each atomicrmw of a hier kernel (and
// the functions it calls) that
//   - is monotonic and not volatile (OpenMP's `atomic update`),
//   - has an unused result and a naturally aligned address,
//   - has an operation and type that `red` has: add (u32, u64, f32, f64),
//     min/max (s32, u32, s64, u64), and/or/xor (b32, b64).
// LLVM 22's backend gives every such atomicrmw the unqualified `atom`
// (relaxed, .gpu scope) whatever its syncscope; the unqualified `red` has
// the same semantics. The state space is .global for addrspace(1) pointers
// and for pointers based on a kernel's pointer parameter (the backend takes
// those as global too), .shared for addrspace(3) pointers and generic ones
// cast from them, and generic otherwise.
// The pass runs last in the optimization pipeline, where nothing can start
// using the old value any more.
//
// Remarks (pass name "hier"):
//   [HIER011] passed: how many atomic updates of a kernel became reductions.
//
//===----------------------------------------------------------------------===//

#include "AtomicsToRed.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include <optional>

using namespace llvm;

namespace hier {

namespace {

/// The `.op.type` part of the `red` instruction for \p RMW, if there is one.
std::optional<std::string> redOperation(const AtomicRMWInst &RMW) {
  Type *Ty = RMW.getValOperand()->getType();
  unsigned Bits = Ty->getScalarSizeInBits();
  if (Ty->isVectorTy() || (Bits != 32 && Bits != 64))
    return std::nullopt;
  std::string Size = std::to_string(Bits);
  bool IsInt = Ty->isIntegerTy();
  switch (RMW.getOperation()) {
  case AtomicRMWInst::Add:
    return ".add.u" + Size;
  case AtomicRMWInst::FAdd:
    if (Ty->isFloatTy() || Ty->isDoubleTy())
      return ".add.f" + Size;
    return std::nullopt;
  case AtomicRMWInst::Min:
    return ".min.s" + Size;
  case AtomicRMWInst::Max:
    return ".max.s" + Size;
  case AtomicRMWInst::UMin:
    return ".min.u" + Size;
  case AtomicRMWInst::UMax:
    return ".max.u" + Size;
  case AtomicRMWInst::And:
    return IsInt ? std::optional<std::string>(".and.b" + Size) : std::nullopt;
  case AtomicRMWInst::Or:
    return IsInt ? std::optional<std::string>(".or.b" + Size) : std::nullopt;
  case AtomicRMWInst::Xor:
    return IsInt ? std::optional<std::string>(".xor.b" + Size) : std::nullopt;
  default:
    return std::nullopt;
  }
}

/// The inline-asm constraint of a `red` value operand of type \p Ty.
StringRef valueConstraint(Type *Ty) {
  if (Ty->isDoubleTy())
    return "d";
  if (Ty->isFloatTy())
    return "f";
  return Ty->getScalarSizeInBits() == 64 ? "l" : "r";
}

/// Global memory: an addrspace(1) pointer, or one based on a kernel's pointer
/// parameter, which point to global memory in CUDA's and OpenMP's kernels.
bool isGlobal(const Value *Ptr) {
  if (Ptr->getType()->getPointerAddressSpace() == GlobalAddressSpace)
    return true;
  const auto *Arg = dyn_cast<Argument>(getUnderlyingObject(Ptr, 0));
  return Arg && isKernel(*Arg->getParent());
}

/// Shared memory reached through a generic pointer: an addrspace(3) object
/// (a `#pragma hier shared` variable, the team's scratch) cast to generic.
/// InferAddressSpaces, which would give the atomic the shared pointer back,
/// runs in the NVPTX code generator, after this pass: without this test the
/// update became a generic `red` (an address-space check per update)
/// instead of `red.shared`.
bool isShared(const Value *Ptr) {
  return getUnderlyingObject(Ptr)->getType()->getPointerAddressSpace() ==
         SharedAddressSpace;
}

/// Replaces \p RMW by a `red` if it qualifies; true if it did.
bool rewrite(AtomicRMWInst &RMW, const DataLayout &DL) {
  if (!RMW.use_empty() || RMW.isVolatile() ||
      RMW.getOrdering() != AtomicOrdering::Monotonic)
    return false;
  std::optional<std::string> Op = redOperation(RMW);
  Value *Val = RMW.getValOperand();
  if (!Op || RMW.getAlign().value() < DL.getTypeStoreSize(Val->getType()))
    return false;
  Value *Ptr = RMW.getPointerOperand();
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  IRBuilder<> B(&RMW);
  StringRef Space;
  if (AS == SharedAddressSpace || isShared(Ptr)) {
    Space = ".shared";
    if (AS != SharedAddressSpace)
      Ptr = B.CreateAddrSpaceCast(Ptr, B.getPtrTy(SharedAddressSpace));
  } else if (isGlobal(Ptr)) {
    Space = ".global";
    if (AS != GlobalAddressSpace)
      Ptr = B.CreateAddrSpaceCast(Ptr, B.getPtrTy(GlobalAddressSpace));
  } else if (AS != 0) {
    return false; // another state space: keep LLVM's lowering
  }
  auto *FTy = FunctionType::get(B.getVoidTy(), {Ptr->getType(), Val->getType()},
                                /*isVarArg=*/false);
  std::string Asm = ("red" + Space + *Op + " [$0], $1;").str();
  std::string Constraints =
      ("l," + valueConstraint(Val->getType()) + ",~{memory}").str();
  CallInst *Red = B.CreateCall(
      InlineAsm::get(FTy, Asm, Constraints, /*hasSideEffects=*/true),
      {Ptr, Val});
  Red->setDebugLoc(RMW.getDebugLoc());
  RMW.eraseFromParent();
  return true;
}

/// `red.add.f64` needs sm_60; every other `red` above is older. Functions
/// without a known architecture are left alone.
bool hasRed(const Function &F) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  unsigned SM = 0;
  return CPU.consume_front("sm_") &&
         !CPU.take_while(isDigit).getAsInteger(10, SM) && SM >= 60;
}

/// hier's kernels and the functions they call.
SetVector<Function *> hierKernelCode(Module &M) {
  SetVector<Function *> Code;
  for (Function &F : M)
    if (F.hasFnAttribute(HierKernelAttr))
      Code.insert(&F);
  addCallees(Code);
  return Code;
}

} // namespace

PreservedAnalyses AtomicsToRedPass::run(Module &M, ModuleAnalysisManager &) {
  const GPUTarget *T = getGPUTarget(M);
  if (!T || !T->wantsPTXReductions())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function *F : hierKernelCode(M)) {
    if (!hasRed(*F))
      continue;
    SmallVector<AtomicRMWInst *, 8> Atomics;
    for (Instruction &I : instructions(*F))
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
        Atomics.push_back(RMW);
    unsigned Count = 0;
    DebugLoc First;
    for (AtomicRMWInst *RMW : Atomics) {
      DebugLoc Loc = RMW->getDebugLoc();
      if (rewrite(*RMW, M.getDataLayout()) && !Count++)
        First = Loc;
    }
    if (!Count)
      continue;
    Changed = true;
    OptimizationRemarkEmitter ORE(F);
    ORE.emit([&] {
      return hierRemark<OptimizationRemark>(RemarkID::AtomicsToRed, First,
                                            &F->getEntryBlock())
             << ore::NV("Count", Count)
             << " atomic update(s) whose old value is unused issue as PTX "
                "reductions (red)";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
