//===- AlignedPointers.cpp - a kernel body for aligned pointers -----------===//
//
// A kernel that reads a point of 16 floats, `p[i * 16 + d]` for d = 0..15,
// knows its pointer only 4-byte aligned (a `float *`), so the code
// generator's load/store vectorizer keeps sixteen 4-byte loads where CUDA
// code, which casts to `float4 *`, issues four 16-byte ones. The arrays a
// team gets are nearly always 16-byte aligned (cudaMalloc, omp_target_alloc
// and the runtime's mappings give 256 bytes), but hier cannot know it at
// compile time. So, when a kernel has neighbouring accesses through a
// pointer parameter that would merge if the pointer were 16-byte aligned,
// this pass gives it a second copy of its body in which the pointer is
// `llvm.ptrmask(p, -16)` (equal to p there, and known aligned), entered
// when every such pointer's address is a multiple of 16; otherwise the
// kernel runs its code as before. Both copies are one kernel: the test
// costs a few instructions per launch, and only the copy that runs is
// fetched.
//
// Remarks (pass name "hier"):
//   [HIER025] passed: the kernel's aligned copy, its parameters and how many
//   of its accesses it lets merge.
//
//===----------------------------------------------------------------------===//

#include "AlignedPointers.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hier {

namespace {

cl::opt<bool> Enabled("hier-aligned-pointers", cl::init(true), cl::Hidden,
                      cl::desc("Give kernels a copy of their code for 16-byte "
                               "aligned pointers (false: off, for A/B "
                               "measurements)"));

/// The widest access the GPU's vectorizer forms: 16 bytes.
constexpr Align Wide = Align::Constant<16>();

/// The fewest neighbouring accesses worth a copy: one wide access for three
/// or four. Pairs (a complex double's {re, im} read as one 16-byte load) cost
/// more registers than they save: mdrange's kernel went from 32 to 40
/// registers and ran 2% slower on an H100 (docs/bench.md).
constexpr unsigned MinRun = 3;

/// Marks a kernel this pass has given its aligned copy.
constexpr StringLiteral VersionedAttr = "hier-aligned-copy";

/// The alignment \p V has when argument \p A is 16-byte aligned, from the
/// address arithmetic between them; 1 when it is not A plus offsets.
Align alignFromArgument(const Value *V, const Argument &A,
                        const DataLayout &DL) {
  for (unsigned Depth = 0; Depth != 16; ++Depth) {
    if (V == &A)
      return Wide;
    if (const auto *Cast = dyn_cast<AddrSpaceCastOperator>(V)) {
      V = Cast->getPointerOperand();
      continue;
    }
    const auto *GEP = dyn_cast<GEPOperator>(V);
    if (!GEP)
      return Align(1);
    Align Offset = Wide;
    for (gep_type_iterator I = gep_type_begin(GEP), E = gep_type_end(GEP);
         I != E; ++I) {
      uint64_t Bytes;
      if (StructType *ST = I.getStructTypeOrNull()) {
        unsigned Field = cast<ConstantInt>(I.getOperand())->getZExtValue();
        Bytes = DL.getStructLayout(ST)->getElementOffset(Field);
      } else {
        uint64_t Size = I.getSequentialElementStride(DL);
        if (const auto *C = dyn_cast<ConstantInt>(I.getOperand())) {
          Bytes = C->getZExtValue() * Size;
        } else {
          // A variable index: its known trailing zeros times the stride.
          KnownBits Known = computeKnownBits(I.getOperand(), DL);
          unsigned Zeros = std::min(Known.countMinTrailingZeros(), 8u);
          Bytes = Size << Zeros;
        }
      }
      if (Bytes)
        Offset = std::min(Offset, commonAlignment(Wide, Bytes));
    }
    return std::min(Offset, alignFromArgument(GEP->getPointerOperand(), A, DL));
  }
  return Align(1);
}

/// A load or store through a kernel argument.
struct Access {
  const Argument *Arg;
  int64_t Offset; // from Base, in bytes
  uint64_t Size;
};

/// The arguments whose neighbouring accesses would merge if they were
/// 16-byte aligned, and how many accesses that is.
unsigned mergeableAccesses(Function &F,
                           SmallVectorImpl<const Argument *> &Args) {
  const DataLayout &DL = F.getParent()->getDataLayout();
  // Accesses of one block, one kind and one base (the address less its
  // constant offset).
  DenseMap<std::tuple<BasicBlock *, unsigned, const Value *>,
           SmallVector<Access, 8>>
      Groups;
  for (Instruction &I : instructions(F)) {
    auto *Load = dyn_cast<LoadInst>(&I);
    auto *Store = dyn_cast<StoreInst>(&I);
    if ((!Load || !Load->isSimple()) && (!Store || !Store->isSimple()))
      continue;
    Value *Ptr = getLoadStorePointerOperand(&I);
    Type *Ty = Load ? Load->getType() : Store->getValueOperand()->getType();
    uint64_t Size = DL.getTypeStoreSize(Ty);
    if (Size >= Wide.value() || !isPowerOf2_64(Size))
      continue;
    const auto *Arg = dyn_cast<Argument>(getUnderlyingObject(Ptr));
    if (!Arg || Arg->hasByValAttr())
      continue;
    APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
    const Value *Base =
        Ptr->stripAndAccumulateConstantOffsets(DL, Offset, true);
    // Only a base the argument's alignment reaches, by at least what a merge
    // of two neighbours needs.
    Align BaseAlign = alignFromArgument(Base, *Arg, DL);
    if (BaseAlign <= getLoadStoreAlignment(&I) || BaseAlign.value() < 2 * Size)
      continue;
    Groups[{I.getParent(), unsigned(Load != nullptr), Base}].push_back(
        {Arg, Offset.getSExtValue(), Size});
  }
  unsigned Mergeable = 0;
  for (auto &[Key, List] : Groups) {
    llvm::sort(List, [](const Access &L, const Access &R) {
      return L.Offset < R.Offset;
    });
    // Runs of at least MinRun accesses, each starting where the one before
    // ends, all in one aligned 16 bytes of the base.
    for (unsigned First = 0, K = 1; K <= List.size(); ++K) {
      if (K < List.size()) {
        const Access &P = List[K - 1], &N = List[K];
        if (P.Offset + (int64_t)P.Size == N.Offset &&
            alignDown(List[First].Offset, Wide.value()) ==
                alignDown(N.Offset + N.Size - 1, Wide.value()))
          continue;
      }
      if (K - First >= MinRun) {
        Mergeable += K - First;
        for (unsigned J = First; J != K; ++J)
          if (!is_contained(Args, List[J].Arg))
            Args.push_back(List[J].Arg);
      }
      First = K;
    }
  }
  llvm::sort(Args, [](const Argument *L, const Argument *R) {
    return L->getArgNo() < R->getArgNo();
  });
  return Mergeable;
}

/// Gives \p F (a kernel returning nothing) its copy for \p Args aligned to
/// 16 bytes, entered when their addresses are multiples of 16.
void addAlignedCopy(Function &F, ArrayRef<const Argument *> Args) {
  ValueToValueMapTy VMap;
  Function *Copy = CloneFunction(&F, VMap);
  Copy->setName(F.getName() + ".aligned");
  Copy->setLinkage(GlobalValue::InternalLinkage);
  Copy->setCallingConv(CallingConv::C);
  Copy->removeFnAttr(HierKernelAttr);
  IRBuilder<> B(&*Copy->getEntryBlock().getFirstInsertionPt());
  for (const Argument *A : Args) {
    Argument *CA = Copy->getArg(A->getArgNo());
    CallInst *Masked =
        B.CreateIntrinsic(Intrinsic::ptrmask, {CA->getType(), B.getInt64Ty()},
                          {CA, B.getInt64(-int64_t(Wide.value()))});
    CA->replaceUsesWithIf(Masked,
                          [&](Use &U) { return U.getUser() != Masked; });
  }

  // The test, after the entry block's allocas (static allocas stay there).
  BasicBlock &Entry = F.getEntryBlock();
  BasicBlock::iterator Split = Entry.getFirstNonPHIOrDbgOrAlloca();
  BasicBlock *Rest = SplitBlock(&Entry, Split);
  Entry.getTerminator()->eraseFromParent();
  B.SetInsertPoint(&Entry);
  Value *Bits = nullptr;
  for (const Argument *A : Args) {
    Value *Addr = B.CreatePtrToInt(const_cast<Argument *>(A), B.getInt64Ty());
    Bits = Bits ? B.CreateOr(Bits, Addr) : Addr;
  }
  Value *Aligned = B.CreateICmpEQ(
      B.CreateAnd(Bits, B.getInt64(Wide.value() - 1)), B.getInt64(0));
  BasicBlock *AlignedBB =
      BasicBlock::Create(F.getContext(), "aligned.copy", &F, Rest);
  B.CreateCondBr(Aligned, AlignedBB, Rest);
  B.SetInsertPoint(AlignedBB);
  SmallVector<Value *, 8> CallArgs(make_pointer_range(F.args()));
  CallInst *Call = B.CreateCall(Copy, CallArgs);
  // With a location in the kernel, the inlined copy's locations are inlined
  // at it: the verifier wants each of the kernel's to lead to its own
  // subprogram.
  if (DISubprogram *SP = F.getSubprogram())
    Call->setDebugLoc(DILocation::get(F.getContext(), SP->getLine(), 0, SP));
  B.CreateRetVoid();
  // Inlined, the copy is one kernel with the first; were it not, the call
  // would still be right, one level deeper.
  InlineFunctionInfo IFI;
  if (InlineFunction(*Call, IFI).isSuccess())
    Copy->eraseFromParent();
  F.addFnAttr(VersionedAttr);
}

} // namespace

PreservedAnalyses AlignedPointersPass::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  if (!Enabled || F.isDeclaration() || !isKernel(F) ||
      !F.hasFnAttribute(HierKernelAttr) || F.hasFnAttribute(VersionedAttr) ||
      !F.getReturnType()->isVoidTy() || !getGPUTarget(*F.getParent()))
    return PreservedAnalyses::all();
  SmallVector<const Argument *, 4> Args;
  unsigned Mergeable = mergeableAccesses(F, Args);
  if (!Mergeable)
    return PreservedAnalyses::all();
  addAlignedCopy(F, Args);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  ORE.emit([&] {
    OptimizationRemark R =
        hierRemark<OptimizationRemark>(RemarkID::AlignedPointers, &F);
    R << "kernel has a copy of its code for 16-byte aligned parameter";
    if (Args.size() > 1)
      R << "s";
    for (auto [K, A] : enumerate(Args))
      R << (K ? ", " : " ") << ore::NV("Parameter", A->getArgNo());
    return R << (Args.size() > 1 ? ", entered when they are; "
                                 : ", entered when it is; ")
             << ore::NV("Accesses", Mergeable)
             << " of its memory accesses may merge into wider ones there";
  });
  return PreservedAnalyses::none();
}

} // namespace hier
