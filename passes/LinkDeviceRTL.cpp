//===- LinkDeviceRTL.cpp - link hier's device runtime ---------------------===//
//
// Linking happens here, in the device job's pipeline, rather than through
// CodeGenOptions::LinkBitcodeFiles (set too late by a plugin to have any
// effect) or -Xoffload-linker (too late to inline).
//
//===----------------------------------------------------------------------===//

#include "LinkDeviceRTL.h"
#include "Kernels.h"
#include "Registration.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace hier {

// A debugging knob: users never need it, the runtime is found beside the
// plugin.
static cl::opt<std::string>
    DeviceRTLDir("hier-devicertl-dir",
                 cl::desc("Directory holding hier's devicertl-*.bc "
                          "(default: <libhier.so's prefix>/lib/hier)"),
                 cl::Hidden);

namespace {

std::string runtimePath(const Triple &T) {
  SmallString<256> Path(DeviceRTLDir.empty() ? installPrefix() + "/lib/hier"
                                             : std::string(DeviceRTLDir));
  sys::path::append(Path, T.isNVPTX() ? "devicertl-nvptx64.bc"
                                      : "devicertl-amdgcn.bc");
  return std::string(Path);
}

void error(Module &M, const Twine &Msg) {
  M.getContext().diagnose(DiagnosticInfoGeneric(Msg, DS_Error));
}

/// A function of the user's module whose target attributes the runtime
/// functions take on: the runtime is generic bitcode, and the inliner only
/// inlines between functions with the same target-cpu and target-features.
const Function *attributeSource(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu"))
      return &F;
  return nullptr;
}

bool isHierFunction(const Function &F) {
  return F.getName().starts_with("__hier_") || F.getName().starts_with("hier_");
}

bool needsRuntime(const Module &M) {
  for (const Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty() &&
        isHierFunction(F))
      return true;
  return false;
}

/// The code hier generated: the functions that call hier's runtime, up to
/// the kernels that reach them, and all that those call. Other target regions
/// of the module are plain OpenMP, the user's to link with LLVM's runtime.
SetVector<const Function *> hierCode(const Module &M) {
  SetVector<const Function *> Code;
  for (const Function &F : M)
    if (isHierFunction(F))
      for (const User *U : F.users())
        if (const auto *Call = dyn_cast<CallBase>(U))
          Code.insert(Call->getFunction());
  for (size_t I = 0; I != Code.size(); ++I)
    for (const User *U : Code[I]->users())
      if (const auto *Call = dyn_cast<CallBase>(U))
        Code.insert(Call->getFunction());
  addCallees(Code);
  return Code;
}

/// hier's code must not call LLVM's OpenMP device runtime, which Debian's
/// LLVM does not ship; name the first such call.
void checkNoOpenMPRuntime(Module &M) {
  for (const Function *F : hierCode(M))
    for (const Instruction &Inst : instructions(*F)) {
      const auto *Call = dyn_cast<CallBase>(&Inst);
      const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !Callee->isDeclaration())
        continue;
      StringRef N = Callee->getName();
      if (N.starts_with("__kmpc_") || N.starts_with("omp_")) {
        error(M, "hier: the device code of a hier team calls '" + N +
                     "' (in '" + F->getName() +
                     "') from LLVM's OpenMP device runtime, which hier "
                     "kernels must not need; use hier's runtime API "
                     "(hier/hier.h) instead of OpenMP constructs inside a "
                     "hier team");
        return;
      }
    }
}

} // namespace

PreservedAnalyses LinkDeviceRTLPass::run(Module &M, ModuleAnalysisManager &) {
  Triple T(M.getTargetTriple());
  if (!T.isNVPTX() && !T.isAMDGPU())
    return PreservedAnalyses::all();
  if (!needsRuntime(M))
    return PreservedAnalyses::all();
  std::string Path = runtimePath(T);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf) {
    error(M, "hier: cannot read the device runtime '" + Path +
                 "': " + Buf.getError().message());
    return PreservedAnalyses::all();
  }
  Expected<std::unique_ptr<Module>> RT =
      parseBitcodeFile((*Buf)->getMemBufferRef(), M.getContext());
  if (!RT) {
    error(M, "hier: cannot load the device runtime '" + Path +
                 "': " + toString(RT.takeError()));
    return PreservedAnalyses::all();
  }
  (*RT)->setTargetTriple(M.getTargetTriple());
  (*RT)->setDataLayout(M.getDataLayout());

  StringSet<> FromRuntime;
  for (const Function &F : **RT)
    if (!F.isDeclaration())
      FromRuntime.insert(F.getName());
  if (Linker::linkModules(M, std::move(*RT), Linker::LinkOnlyNeeded)) {
    error(M, "hier: linking the device runtime '" + Path + "' failed");
    return PreservedAnalyses::none();
  }

  const Function *Source = attributeSource(M);
  for (Function &F : M) {
    if (F.isDeclaration() || !FromRuntime.contains(F.getName()))
      continue;
    F.setLinkage(GlobalValue::InternalLinkage);
    F.removeFnAttr(Attribute::NoInline);
    F.removeFnAttr(Attribute::OptimizeNone);
    F.addFnAttr(Attribute::AlwaysInline);
    for (StringRef A : {"target-cpu", "target-features"}) {
      F.removeFnAttr(A);
      if (Source && Source->hasFnAttribute(A))
        F.addFnAttr(Source->getFnAttribute(A));
    }
  }
  checkNoOpenMPRuntime(M);
  return PreservedAnalyses::none();
}

} // namespace hier
