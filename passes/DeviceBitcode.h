//===- DeviceBitcode.h - link a bitcode library into a module ---*- C++ -*-===//
//
// What hier-link-devicertl and hier-link-device-math share: linking the
// functions a GPU module needs from a bitcode library, as Clang's
// -mlink-builtin-bitcode does, in the device job's pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_DEVICEBITCODE_H
#define HIER_PASSES_DEVICEBITCODE_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hier {

/// Links into \p M what it uses from the bitcode file \p Path
/// (Linker::LinkOnlyNeeded, so unused library code never comes in), makes
/// every definition that came in internal, and gives the functions the
/// target attributes (target-cpu, target-features) and denormal modes of
/// \p M's own code: a library is generic bitcode, and the inliner only
/// inlines between functions that agree on those. Returns the functions
/// that came in.
llvm::Expected<llvm::SmallVector<llvm::Function *, 16>>
linkBitcodeLibrary(llvm::Module &M, llvm::StringRef Path);

/// Reports \p Msg as an error of the compile (a Clang diagnostic in clang,
/// an error of opt).
void diagnoseError(llvm::Module &M, const llvm::Twine &Msg);

} // namespace hier

#endif
