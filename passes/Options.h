//===- Options.h - what the user can set for hier's passes ------*- C++ -*-===//
//
// Set with -fplugin-arg-hier-NAME=VALUE (plugin/Plugin.cpp), which reaches
// the device job's passes where -mllvm options would not reach a device link.
// opt and -fpass-plugin get the defaults.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_OPTIONS_H
#define HIER_PASSES_OPTIONS_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace hier {

/// A max-registers value: ptxas's own range for .maxnreg, 16 to 255, or 0
/// for no limit; nothing for anything else.
inline std::optional<unsigned> parseMaxRegisters(llvm::StringRef Value) {
  unsigned N = 0;
  if (Value.getAsInteger(10, N) || (N != 0 && (N < 16 || N > 255)))
    return std::nullopt;
  return N;
}

struct Options {
  /// Registers per thread a hier kernel may use on an NVIDIA GPU
  /// (-fplugin-arg-hier-max-registers); 0, the default: ptxas decides.
  /// RegisterBudget.cpp says why it is not on by default.
  unsigned MaxRegisters = 0;
};

} // namespace hier

#endif
