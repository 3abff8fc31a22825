//===- KernelLabels.cpp - a team's label("name") names its kernel ---------===//
//
// Clang names a target region's kernel __omp_offloading_<device>_<file>_
// <function>_l<line> twice, independently: the kernel function in the GPU
// module, and the string of the host's offload entry
// (@.offloading.entry_name, pointed to by the __tgt_offload_entry in section
// llvm_offload_entries). The offload runtime finds the kernel in the device
// image by that string, so a label must change both, to the same name:
//  * GPU module: the kernel function is renamed (the PTX .entry, the AMDGPU
//    kernel symbol: what Nsight Systems, Nsight Compute and rocprof show);
//  * host module: the entry's string is replaced. The host's outlined
//    function keeps its name: nothing looks it up, and the label may well be
//    the name of a host function already ('axpy' in 'void axpy(...)').
// The host module is the host front-end job's, where Clang runs no passes:
// Registration.cpp calls applyKernelLabels from a pass-instrumentation
// callback, before the pass that writes the bitcode.
//
// One label may mark several kernels of a module: a team in a function
// template instantiated more than once. Both modules then order those
// kernels by Clang's names (which they share) and name them <label>,
// <label>_1, <label>_2, ...
//
//===----------------------------------------------------------------------===//

#include "KernelLabels.h"
#include "ABI.h"
#include "Kernels.h"
#include "Remarks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include <map>

using namespace llvm;

namespace hier {

namespace {

/// The host's offload entry ID of \p F, if \p F is a target region's host
/// function: Clang gives each one a global ".<name>.region_id".
GlobalVariable *regionID(Function &F) {
  return F.getParent()->getNamedGlobal(
      ("." + F.getName() + ".region_id").str());
}

bool isEntry(Function &F, bool GPU) {
  return GPU ? isKernel(F) : regionID(F) != nullptr;
}

/// The one entry function (kernel, or host target function) from which
/// \p F is reached, following calls and functions passed as arguments
/// (__kmpc_fork_teams(..., outlined, ...) on the host); null if none or
/// several.
Function *entryOf(Function &F, bool GPU) {
  SmallVector<Function *, 4> Work{&F};
  SmallPtrSet<Function *, 8> Seen;
  Function *Found = nullptr;
  while (!Work.empty()) {
    Function *G = Work.pop_back_val();
    if (!Seen.insert(G).second)
      continue;
    if (isEntry(*G, GPU)) {
      if (Found && Found != G)
        return nullptr;
      Found = G;
      continue;
    }
    for (User *U : G->users())
      if (auto *I = dyn_cast<Instruction>(U))
        Work.push_back(I->getFunction());
  }
  return Found;
}

/// The __tgt_offload_entry whose address is \p ID.
GlobalVariable *offloadEntry(GlobalVariable &ID) {
  for (User *U : ID.users())
    if (auto *Init = dyn_cast<ConstantStruct>(U))
      for (User *V : Init->users())
        if (auto *Entry = dyn_cast<GlobalVariable>(V))
          if (Entry->getSection() == "llvm_offload_entries")
            return Entry;
  return nullptr;
}

/// Points the host's offload entry of \p Host at the string \p Name.
bool renameHostEntry(Function &Host, StringRef Name) {
  GlobalVariable *ID = regionID(Host);
  GlobalVariable *Entry = ID ? offloadEntry(*ID) : nullptr;
  auto *Init =
      Entry ? dyn_cast<ConstantStruct>(Entry->getInitializer()) : nullptr;
  if (!Init)
    return false;
  // { reserved, version, kind, flags, address, name, size, data, aux }
  for (Use &Op : Init->operands()) {
    auto *Old = dyn_cast<GlobalVariable>(Op.get());
    StringRef Text;
    if (!Old || Old == ID || !getConstantStringInfo(Old, Text) ||
        Text != Host.getName())
      continue;
    Module &M = *Host.getParent();
    auto *New = new GlobalVariable(
        M, ArrayType::get(Type::getInt8Ty(M.getContext()), Name.size() + 1),
        /*isConstant=*/true, Old->getLinkage(),
        ConstantDataArray::getString(M.getContext(), Name), Old->getName());
    New->copyAttributesFrom(Old);
    // The entry and !llvm.offloading.symbols both name the string.
    Old->replaceAllUsesWith(New);
    New->takeName(Old);
    Old->eraseFromParent();
    Entry->setName(".offloading.entry." + Name);
    return true;
  }
  return false;
}

} // namespace

Function *labelMarker(const Module &M) {
  if (Function *F = M.getFunction(HIER_MARKER_LABEL))
    return F;
  // The host's definition is static (__HIER_FN): in C++ Clang mangles it even
  // inside extern "C".
  return M.getFunction("_ZL12" HIER_MARKER_LABEL "PKc");
}

bool applyKernelLabels(Module &M) {
  Function *Marker = labelMarker(M);
  if (!Marker)
    return false;
  bool GPU = getGPUTarget(M) != nullptr;
  // Label -> the entries it marks, each once, by Clang's name.
  MapVector<StringRef, std::map<std::string, Function *>> Labelled;
  // Where each entry's label was given, for the remark.
  DenseMap<Function *, std::pair<DebugLoc, BasicBlock *>> Where;
  SmallVector<CallBase *, 8> Calls;
  for (User *U : Marker->users()) {
    auto *Call = dyn_cast<CallBase>(U);
    if (!Call || Call->getCalledFunction() != Marker)
      continue;
    Calls.push_back(Call);
    StringRef Label;
    if (Call->arg_size() != 1 ||
        !getConstantStringInfo(Call->getArgOperand(0), Label))
      continue;
    if (Function *Entry = entryOf(*Call->getFunction(), GPU)) {
      Labelled[Label].emplace(Entry->getName().str(), Entry);
      Where.try_emplace(Entry, Call->getDebugLoc(), Call->getParent());
    }
  }
  for (CallBase *Call : Calls)
    Call->eraseFromParent();
  if (Marker->use_empty())
    Marker->eraseFromParent();

  for (auto &[Label, Entries] : Labelled) {
    unsigned N = 0;
    for (auto &[ClangName, Entry] : Entries) {
      std::string Name = Label.str();
      if (N++)
        Name += "_" + std::to_string(N - 1);
      if (!GPU) {
        renameHostEntry(*Entry, Name);
        continue;
      }
      if (GlobalValue *Other = M.getNamedValue(Name); Other && Other != Entry) {
        M.getContext().emitError("hier: label(\"" + Label +
                                 "\") cannot name a kernel: the GPU code has "
                                 "another symbol '" +
                                 Name + "'");
        continue;
      }
      Entry->setName(Name);
      auto [Loc, Block] = Where.lookup(Entry);
      std::string Was = ClangName;
      OptimizationRemarkEmitter(Entry).emit([&, Loc = Loc, Block = Block] {
        return hierRemark<OptimizationRemarkAnalysis>(RemarkID::KernelLabel,
                                                      Loc, Block)
               << "kernel '" << Name << "' (label), was '" << Was << "'";
      });
    }
  }
  return true;
}

PreservedAnalyses KernelLabelsPass::run(Module &M, ModuleAnalysisManager &) {
  return applyKernelLabels(M) ? PreservedAnalyses::none()
                              : PreservedAnalyses::all();
}

} // namespace hier
