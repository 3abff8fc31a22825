//===- ConstantMaps.cpp - no copy back into a constant global -------------===//
//
// OpenMP maps an aggregate (array, struct, class) that a target region uses
// and no clause names 'tofrom' (OpenMP 5.2, 5.8.9: the implicit behaviour of
// the aggregate category), const-qualified or not: Clang's Sema gives every
// implicit map of an aggregate OMPC_MAP_tofrom (getMapClauseKindFromModifier)
// and only scalars and pointers firstprivate. A const global with a constant
// initializer lives in read-only memory (.rodata, an LLVM 'constant'), so on a
// GPU the copy back at the end of the region writes into it and the program
// dies in the CUDA driver's copy (cuMemcpyDtoHAsync); the host fallback copies
// nothing. Plain 'omp target' crashes the same way (docs/language.md).
//
// The copy back can never be right: the region may not modify a const
// object, so it would write the bytes that are already there. This pass
// clears OMP_MAP_FROM in the map type of each implicit entry of a launch
// whose data (the entry's begin pointer) is in a constant global. Entries
// the user wrote (no OMP_MAP_IMPLICIT) are left alone: an explicit map wins.
// Const globals with a dynamic initializer (not 'constant' in IR, writable
// memory) keep their tofrom: the copy back is harmless there, and a 'mutable'
// member's update reaches the host as OpenMP says.
//
// It runs on the host front end's module (Registration.cpp's instrumentation
// callback, as KernelLabels does), which Clang writes with -O0 shapes whatever
// the optimisation level: each launch fills allocas of base pointers and
// begin pointers, stores them and a private constant of map types in the
// __tgt_kernel_arguments it passes to __tgt_target_kernel. Anything else
// (another shape, a map type array that is not a constant) is left alone.
//
//===----------------------------------------------------------------------===//

#include "ConstantMaps.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Frontend/OpenMP/OMPConstants.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include <optional>

using namespace llvm;
using llvm::omp::OpenMPOffloadMappingFlags;

namespace hier {

namespace {

/// Fields of __tgt_kernel_arguments (OMPKinds.def, KernelArgs).
constexpr unsigned ArgPtrsField = 3, ArgTypesField = 5;

/// The constant byte offset of \p Ptr from \p Base, if \p Ptr is \p Base or a
/// constant GEP of it.
std::optional<uint64_t> offsetFrom(const Value *Ptr, const Value *Base,
                                   const DataLayout &DL) {
  if (Ptr == Base)
    return 0;
  const auto *GEP = dyn_cast<GEPOperator>(Ptr);
  if (!GEP || GEP->getPointerOperand() != Base)
    return std::nullopt;
  APInt Offset(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
  if (!GEP->accumulateConstantOffset(DL, Offset) || Offset.isNegative())
    return std::nullopt;
  return Offset.getZExtValue();
}

/// The values stored into \p Base at byte offset \p Offset (through \p Base
/// itself or a constant GEP of it).
SmallVector<Value *, 1> storedAt(Value *Base, uint64_t Offset,
                                 const DataLayout &DL) {
  SmallVector<Value *, 1> Values;
  auto Visit = [&](User *U, Value *Ptr) {
    if (auto *SI = dyn_cast<StoreInst>(U))
      if (SI->getPointerOperand() == Ptr && offsetFrom(Ptr, Base, DL) == Offset)
        Values.push_back(SI->getValueOperand());
  };
  for (User *U : Base->users()) {
    Visit(U, Base);
    if (isa<GEPOperator>(U))
      for (User *GU : U->users())
        Visit(GU, U);
  }
  return Values;
}

/// The one value stored at \p Offset of \p Base, or null.
Value *onlyStoredAt(Value *Base, uint64_t Offset, const DataLayout &DL) {
  SmallVector<Value *, 1> Values = storedAt(Base, Offset, DL);
  return Values.size() == 1 ? Values.front() : nullptr;
}

/// Whether \p Ptr points into a global that is constant (read-only memory).
bool isInConstantGlobal(const Value *Ptr) {
  const auto *GV = dyn_cast<GlobalVariable>(getUnderlyingObject(Ptr));
  return GV && GV->isConstant();
}

/// Clears the copy back of \p Launch's implicit maps of constant globals.
bool fixLaunch(CallBase &Launch, const DataLayout &DL) {
  // __tgt_target_kernel(loc, device, teams, threads, region, args, ...).
  if (Launch.arg_size() < 6)
    return false;
  auto *Args =
      dyn_cast<AllocaInst>(getUnderlyingObject(Launch.getArgOperand(5)));
  auto *ArgsTy =
      Args ? dyn_cast<StructType>(Args->getAllocatedType()) : nullptr;
  if (!ArgsTy || ArgsTy->getNumElements() <= ArgTypesField)
    return false;
  const StructLayout *SL = DL.getStructLayout(ArgsTy);
  Value *PtrsArg = onlyStoredAt(Args, SL->getElementOffset(ArgPtrsField), DL);
  Value *TypesArg = onlyStoredAt(Args, SL->getElementOffset(ArgTypesField), DL);
  if (!PtrsArg || !TypesArg)
    return false;
  auto *Types = dyn_cast<GlobalVariable>(TypesArg->stripPointerCasts());
  if (!Types || !Types->isConstant() || !Types->hasInitializer())
    return false;
  auto *TypeArray = dyn_cast<ConstantDataArray>(Types->getInitializer());
  if (!TypeArray || !TypeArray->getElementType()->isIntegerTy(64))
    return false;
  Value *Ptrs = getUnderlyingObject(PtrsArg);
  if (!isa<AllocaInst>(Ptrs))
    return false;

  const uint64_t Implicit =
      uint64_t(OpenMPOffloadMappingFlags::OMP_MAP_IMPLICIT);
  const uint64_t From = uint64_t(OpenMPOffloadMappingFlags::OMP_MAP_FROM);
  const uint64_t PtrSize = DL.getPointerSize();
  SmallVector<uint64_t, 16> NewTypes;
  bool Changed = false;
  for (unsigned I = 0, E = TypeArray->getNumElements(); I != E; ++I) {
    uint64_t Type = TypeArray->getElementAsInteger(I);
    if ((Type & Implicit) && (Type & From)) {
      SmallVector<Value *, 1> Begins = storedAt(Ptrs, I * PtrSize, DL);
      if (!Begins.empty() && llvm::all_of(Begins, isInConstantGlobal)) {
        Type &= ~From;
        Changed = true;
      }
    }
    NewTypes.push_back(Type);
  }
  if (!Changed)
    return false;

  // A new constant for this launch (the old one may be another's too), in
  // the old one's place in the module.
  Module &M = *Launch.getModule();
  auto *NewTypesGV = new GlobalVariable(
      M, TypeArray->getType(), /*isConstant=*/true, Types->getLinkage(),
      ConstantDataArray::get(M.getContext(), NewTypes), Types->getName(),
      /*InsertBefore=*/Types);
  NewTypesGV->setUnnamedAddr(Types->getUnnamedAddr());
  NewTypesGV->setAlignment(Types->getAlign());
  for (User *U : make_early_inc_range(TypesArg->users()))
    if (auto *SI = dyn_cast<StoreInst>(U))
      if (SI->getValueOperand() == TypesArg &&
          offsetFrom(SI->getPointerOperand(), Args, DL) ==
              SL->getElementOffset(ArgTypesField))
        SI->setOperand(0, NewTypesGV);
  if (Types->use_empty()) {
    std::string Name = Types->getName().str();
    Types->eraseFromParent();
    NewTypesGV->setName(Name);
  }
  return true;
}

} // namespace

bool applyConstantMaps(Module &M) {
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (StringRef Name : {"__tgt_target_kernel", "__tgt_target_kernel_nowait"})
    if (Function *Launch = M.getFunction(Name))
      for (User *U : make_early_inc_range(Launch->users()))
        if (auto *CB = dyn_cast<CallBase>(U))
          if (CB->getCalledOperand() == Launch)
            Changed |= fixLaunch(*CB, DL);
  return Changed;
}

PreservedAnalyses ConstantMapsPass::run(Module &M, ModuleAnalysisManager &) {
  return applyConstantMaps(M) ? PreservedAnalyses::none()
                              : PreservedAnalyses::all();
}

} // namespace hier
