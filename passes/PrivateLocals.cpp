//===- PrivateLocals.cpp - globalized locals back on the stack ------------===//
//
// Clang's OpenMP device code generation "globalizes" each local of device
// code whose address escapes (passed to a function, captured by reference in
// a lambda, a local array decayed to a pointer): it lives in memory of LLVM's
// OpenMP device runtime, so that the worker threads of a `parallel` could
// see it,
//   %x = call align 16 ptr @__kmpc_alloc_shared(i64 16)
//   ...
//   call void @__kmpc_free_shared(ptr %x, i64 16)
// and OpenMPOpt's HeapToStack puts it back on the stack where it can prove
// that no other thread sees it. hier kernels do not link that runtime
// (Debian's LLVM does not ship it), and in a hier kernel every thread's
// locals are its own: a hier team has no OpenMP `parallel` to share them
// with (LinkDeviceRTL rejects one). So in hier kernels and the code they
// call, each allocation becomes a stack slot of the thread:
//  * of constant size, allocated again only after it was freed (Clang frees
//    it at the end of its scope, so a local of a loop body is fine): one
//    slot in the entry block, with the call's alignment, in the target's
//    alloca address space and cast to a generic pointer (AMDGPU's stack is
//    addrspace(5)); lifetime markers where the allocation and its frees
//    were, so that locals of disjoint scopes can share stack;
//  * otherwise (a variable-length array, or an allocation that can run
//    again before its free): a dynamic alloca at the call, the stack saved
//    before it and restored at each free (Clang frees its globalized locals
//    in reverse order of allocation, as scopes nest).
// A function that code outside hier's kernels also calls (a plain OpenMP
// kernel of the same module, for which the memory may have to be shared)
// keeps its allocations; hier's kernels call a copy of it. In a module with
// no plain OpenMP kernel and no OpenMP `parallel`, every function is hier's:
// so are functions called through pointers (virtual functions) and
// `declare target` functions of a file without kernels.
//
// Remarks (pass name "hier"):
//   [HIER017] passed: a local kept on each thread's stack, with its name
//   when debug information gives it and its size.
//
//===----------------------------------------------------------------------===//

#include "PrivateLocals.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace hier {

namespace {

constexpr StringLiteral AllocName = "__kmpc_alloc_shared";
constexpr StringLiteral FreeName = "__kmpc_free_shared";

/// The alignment of memory from __kmpc_alloc_shared when the call does not
/// say: Clang marks each call `align` with the target's `new` alignment.
const Align DefaultAlign(16);

bool isCallTo(const Instruction &I, const Function *Callee) {
  const auto *Call = dyn_cast<CallBase>(&I);
  return Call && Callee && Call->getCalledFunction() == Callee;
}

/// Whether \p F contains a call to \p Callee.
bool calls(const Function &F, const Function *Callee) {
  if (!Callee)
    return false;
  for (const User *U : Callee->users())
    if (const auto *Call = dyn_cast<CallBase>(U))
      if (Call->getFunction() == &F && Call->getCalledFunction() == Callee)
        return true;
  return false;
}

/// Whether the allocation \p Alloc can run again while its memory is live:
/// a path from it back to itself that passes none of \p Frees.
bool mayRunAgainBeforeFree(CallBase &Alloc,
                           const SmallPtrSetImpl<Instruction *> &Frees) {
  // 0: the path goes on past the block, 1: a free ends it, 2: it met the
  // allocation.
  auto Scan = [&](BasicBlock::iterator I, BasicBlock::iterator E) {
    for (; I != E; ++I) {
      if (Frees.contains(&*I))
        return 1;
      if (&*I == &Alloc)
        return 2;
    }
    return 0;
  };
  BasicBlock *Start = Alloc.getParent();
  if (Scan(std::next(Alloc.getIterator()), Start->end()) == 1)
    return false;
  SmallPtrSet<BasicBlock *, 16> Seen;
  SmallVector<BasicBlock *, 16> Work(successors(Start));
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!Seen.insert(BB).second)
      continue;
    switch (Scan(BB->begin(), BB->end())) {
    case 1:
      continue;
    case 2:
      return true;
    default:
      append_range(Work, successors(BB));
    }
  }
  return false;
}

/// The user's name for the local \p Alloc holds: from its debug record, or
/// the IR value's name (kept by opt and by Clang builds with assertions).
std::string localName(CallBase &Alloc) {
  for (DbgVariableRecord *DVR : findDVRDeclares(&Alloc))
    if (DILocalVariable *Var = DVR->getVariable())
      if (!Var->getName().empty())
        return Var->getName().str();
  return Alloc.getName().str();
}

class Rewriter {
public:
  Rewriter(Module &M, ModuleAnalysisManager &MAM)
      : M(M), AllocFn(M.getFunction(AllocName)),
        FreeFn(M.getFunction(FreeName)),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()) {
  }

  bool run() {
    if (!AllocFn)
      return false;
    SetVector<Function *> Hier = hierCode();
    if (Hier.empty())
      return false;
    bool Changed = separateSharedCode(Hier);
    for (Function *F : Hier)
      Changed |= rewrite(*F);
    // Unused declarations would still name the runtime in the module.
    for (Function *Fn : {AllocFn, FreeFn})
      if (Fn && Fn->use_empty())
        Fn->eraseFromParent();
    return Changed;
  }

private:
  /// Whether \p F is a hier kernel: hier-lower marks the kernel, or the
  /// region's function when it could not tell the kernel; a kernel that
  /// reaches such a function through direct calls is one too (with -O0 -g
  /// Clang puts two functions between them, `..._debug__` and
  /// `..._omp_outlined`).
  static bool isHierCode(const Function &F) {
    if (F.hasFnAttribute(HierKernelAttr))
      return true;
    if (!isKernel(F))
      return false;
    SetVector<const Function *> Reached;
    Reached.insert(&F);
    addCallees(Reached);
    return any_of(Reached, [](const Function *G) {
      return G->hasFnAttribute(HierKernelAttr);
    });
  }

  /// hier's kernels and the defined functions they call, directly or not.
  /// In a module with no other kernel and no OpenMP `parallel`, every
  /// defined function: no code of the module can share a local with another
  /// thread, and functions reached only through pointers (virtual functions,
  /// function pointers) or from another file's hier kernels (`declare
  /// target` functions) then keep their locals on the stack as well.
  SetVector<Function *> hierCode() {
    SetVector<Function *> Code;
    bool OnlyHier = true;
    for (Function &F : M) {
      if (F.isDeclaration()) {
        OnlyHier &=
            F.use_empty() || !F.getName().starts_with("__kmpc_parallel");
        continue;
      }
      if (isHierCode(F))
        Code.insert(&F);
      else
        OnlyHier &= !isKernel(F);
    }
    if (OnlyHier) {
      for (Function &F : M)
        if (!F.isDeclaration())
          Code.insert(&F);
      return Code;
    }
    addCallees(Code);
    return Code;
  }

  /// Gives the functions of \p Hier that other code of the module also
  /// reaches, and that allocate (or call what allocates), a copy of their
  /// own for hier's code, and makes \p Hier the set of functions hier's code
  /// now reaches. Returns whether it changed the module.
  bool separateSharedCode(SetVector<Function *> &Hier) {
    SetVector<Function *> Other;
    for (Function &F : M)
      if (!F.isDeclaration() && !Hier.contains(&F))
        Other.insert(&F);
    addCallees(Other);
    // The functions of hier's code that allocate, or call one that does.
    SmallPtrSet<Function *, 16> Allocating;
    for (bool Grew = true; Grew;) {
      Grew = false;
      for (Function *F : Hier) {
        if (Allocating.contains(F))
          continue;
        bool Allocates = calls(*F, AllocFn);
        for (Instruction &I : instructions(*F))
          if (auto *Call = dyn_cast<CallBase>(&I))
            Allocates |= Allocating.contains(Call->getCalledFunction());
        if (Allocates)
          Grew |= Allocating.insert(F).second;
      }
    }
    DenseMap<Function *, Function *> Copies;
    for (Function *F : Hier)
      if (Other.contains(F) && Allocating.contains(F) && !isKernel(*F)) {
        ValueToValueMapTy VMap;
        Function *Copy = CloneFunction(F, VMap);
        Copy->setName(F->getName() + ".hier");
        Copy->setLinkage(GlobalValue::InternalLinkage);
        Copy->setVisibility(GlobalValue::DefaultVisibility);
        Copy->setComdat(nullptr);
        Copies[F] = Copy;
      }
    if (Copies.empty())
      return false;
    SetVector<Function *> Now;
    for (Function *F : Hier)
      if (!Copies.count(F))
        Now.insert(F);
    for (auto &[F, Copy] : Copies)
      Now.insert(Copy);
    // Point hier's code at the copies: the kernels, the functions only they
    // reach, and the copies themselves.
    for (Function *F : Now)
      if (!Other.contains(F))
        for (Instruction &I : instructions(*F))
          if (auto *Call = dyn_cast<CallBase>(&I))
            if (Function *Copy = Copies.lookup(Call->getCalledFunction()))
              Call->setCalledFunction(Copy);
    Hier.clear();
    for (Function *F : Now)
      if (!Other.contains(F))
        Hier.insert(F);
    addCallees(Hier);
    return true;
  }

  bool rewrite(Function &F) {
    SmallVector<CallBase *, 4> Allocs;
    for (Instruction &I : instructions(F))
      if (isCallTo(I, AllocFn))
        Allocs.push_back(cast<CallBase>(&I));
    if (Allocs.empty())
      return false;
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    for (CallBase *Alloc : Allocs)
      rewrite(*Alloc, ORE);
    FAM.invalidate(F, PreservedAnalyses::none());
    return true;
  }

  void rewrite(CallBase &Alloc, OptimizationRemarkEmitter &ORE) {
    Function &F = *Alloc.getFunction();
    const DataLayout &DL = M.getDataLayout();
    LLVMContext &Ctx = M.getContext();
    SmallPtrSet<Instruction *, 4> Frees;
    for (User *U : Alloc.users())
      if (auto *Free = dyn_cast<CallBase>(U))
        if (Free->getCalledFunction() == FreeFn &&
            Free->getArgOperand(0) == &Alloc)
          Frees.insert(Free);
    Value *Size = Alloc.getArgOperand(0);
    auto *ConstSize = dyn_cast<ConstantInt>(Size);
    Align Alignment = Alloc.getRetAlign().value_or(DefaultAlign);
    unsigned AS = DL.getAllocaAddrSpace();
    std::string Name = localName(Alloc);
    Alloc.setName(""); // The slot takes it.
    Type *Int8 = Type::getInt8Ty(Ctx);
    AllocaInst *Slot;
    bool Fixed = ConstSize && !mayRunAgainBeforeFree(Alloc, Frees);
    IRBuilder<> B(&Alloc);
    if (Fixed) {
      // One slot for the function, in the entry block with the other
      // allocas, so that it is part of the thread's fixed stack frame.
      BasicBlock &Entry = F.getEntryBlock();
      Slot = new AllocaInst(ArrayType::get(Int8, ConstSize->getZExtValue()), AS,
                            nullptr, Alignment, Name,
                            Entry.getFirstNonPHIOrDbgOrAlloca());
      B.CreateLifetimeStart(Slot);
      for (Instruction *Free : Frees) {
        IRBuilder<> FB(Free);
        FB.CreateLifetimeEnd(Slot);
      }
    } else {
      Value *Saved = B.CreateStackSave();
      Slot = B.CreateAlloca(
          Int8, AS, B.CreateZExtOrTrunc(Size, DL.getIndexType(Ctx, AS)), Name);
      Slot->setAlignment(Alignment);
      for (Instruction *Free : Frees) {
        IRBuilder<> FB(Free);
        FB.CreateStackRestore(Saved);
      }
    }
    Value *Local = Slot;
    if (Slot->getType() != Alloc.getType()) {
      auto *Cast = new AddrSpaceCastInst(Slot, Alloc.getType(), Name);
      Cast->insertAfter(Slot->getIterator());
      Local = Cast;
    }
    Slot->setDebugLoc(Alloc.getDebugLoc());
    ORE.emit([&] {
      OptimizationRemark R =
          hierRemark<OptimizationRemark>(RemarkID::PrivateLocal, &Alloc);
      R << "local ";
      if (!Name.empty())
        R << "'" << ore::NV("Local", Name) << "' ";
      if (ConstSize)
        R << "of " << ore::NV("Bytes", ConstSize->getZExtValue())
          << (ConstSize->isOne() ? " byte" : " bytes");
      else
        R << "of run-time size";
      return R << " kept on each thread's stack (hier kernels need no "
                  "OpenMP globalization)";
    });
    Alloc.replaceAllUsesWith(Local);
    for (Instruction *Free : Frees)
      Free->eraseFromParent();
    Alloc.eraseFromParent();
  }

  Module &M;
  Function *AllocFn, *FreeFn;
  FunctionAnalysisManager &FAM;
};

} // namespace

PreservedAnalyses PrivateLocalsPass::run(Module &M,
                                         ModuleAnalysisManager &MAM) {
  if (!Rewriter(M, MAM).run())
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}

} // namespace hier
