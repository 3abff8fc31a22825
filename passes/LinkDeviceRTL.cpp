//===- LinkDeviceRTL.cpp - link hier's device runtime ---------------------===//
//
// The linking itself is DeviceBitcode.cpp's.
//
//===----------------------------------------------------------------------===//

#include "LinkDeviceRTL.h"
#include "DeviceBitcode.h"
#include "Kernels.h"
#include "Registration.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
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

void error(Module &M, const Twine &Msg) { diagnoseError(M, Msg); }

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
  Expected<SmallVector<Function *, 16>> Linked = linkBitcodeLibrary(M, Path);
  if (!Linked) {
    error(M, "hier: cannot link hier's device runtime: " +
                 toString(Linked.takeError()));
    return PreservedAnalyses::none();
  }
  // hier's runtime is a handful of short functions the passes after this one
  // expect inlined (its barriers and thread ids in the kernel's own code).
  for (Function *F : *Linked) {
    F->removeFnAttr(Attribute::NoInline);
    F->removeFnAttr(Attribute::OptimizeNone);
    F->addFnAttr(Attribute::AlwaysInline);
  }
  if (T.isAMDGPU())
    defineAMDGPUABIVersion(M);
  checkNoOpenMPRuntime(M);
  return PreservedAnalyses::none();
}

} // namespace hier
