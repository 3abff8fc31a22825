//===- DeviceBitcode.cpp - link a bitcode library into a GPU module -------===//
//
// Linking happens in the device job's pipeline, rather than through
// CodeGenOptions::LinkBitcodeFiles (set too late by a plugin to have any
// effect) or -Xoffload-linker (too late to inline).
//
//===----------------------------------------------------------------------===//

#include "DeviceBitcode.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace hier {

namespace {

/// A function of the user's module whose attributes the library functions
/// take on.
const Function *attributeSource(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu"))
      return &F;
  return nullptr;
}

} // namespace

void diagnoseError(Module &M, const Twine &Msg) {
  M.getContext().diagnose(DiagnosticInfoGeneric(Msg, DS_Error));
}

Expected<SmallVector<Function *, 16>> linkBitcodeLibrary(Module &M,
                                                         StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read '%s': %s",
                             Path.str().c_str(),
                             Buf.getError().message().c_str());
  Expected<std::unique_ptr<Module>> Lib =
      parseBitcodeFile((*Buf)->getMemBufferRef(), M.getContext());
  if (!Lib)
    return createStringError(inconvertibleErrorCode(), "cannot load '%s': %s",
                             Path.str().c_str(),
                             toString(Lib.takeError()).c_str());
  // Vendor libraries carry their own triple and data layout
  // (nvptx64-nvidia-gpulibs, an older amdgcn layout); the module's win, as
  // with -mlink-builtin-bitcode.
  (*Lib)->setTargetTriple(M.getTargetTriple());
  (*Lib)->setDataLayout(M.getDataLayout());

  // What came in: defined in the library, not defined in M before.
  StringSet<> FromLibrary;
  for (const GlobalValue &G : (*Lib)->global_values())
    if (!G.isDeclaration() && !G.hasLocalLinkage())
      FromLibrary.insert(G.getName());
  for (const GlobalValue &G : M.global_values())
    if (!G.isDeclaration())
      FromLibrary.erase(G.getName());
  if (Linker::linkModules(M, std::move(*Lib), Linker::LinkOnlyNeeded))
    return createStringError(inconvertibleErrorCode(), "linking '%s' failed",
                             Path.str().c_str());

  SmallVector<Function *, 16> Linked;
  const Function *Source = attributeSource(M);
  for (GlobalValue &G : M.global_values()) {
    if (G.isDeclaration() || !FromLibrary.contains(G.getName()))
      continue;
    G.setLinkage(GlobalValue::InternalLinkage);
    if (auto *GO = dyn_cast<GlobalObject>(&G))
      GO->setComdat(nullptr);
    auto *F = dyn_cast<Function>(&G);
    if (!F)
      continue;
    for (StringRef A : {"target-cpu", "target-features", "denormal-fp-math",
                        "denormal-fp-math-f32"}) {
      F->removeFnAttr(A);
      if (Source && Source->hasFnAttribute(A))
        F->addFnAttr(Source->getFnAttribute(A));
    }
    Linked.push_back(F);
  }
  return Linked;
}

} // namespace hier
