//===- Options.h - what the user can set for hier's passes ------*- C++ -*-===//
//
// Set with -fplugin-arg-hier-NAME=VALUE (plugin/Plugin.cpp), which reaches
// the device job's passes where -mllvm options would not reach a device link.
// opt and -fpass-plugin get the defaults.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_OPTIONS_H
#define HIER_PASSES_OPTIONS_H

namespace hier {

struct Options {
  /// Registers per thread a hier kernel may use on an NVIDIA GPU
  /// (-fplugin-arg-hier-max-registers); 0, the default: ptxas decides.
  /// RegisterBudget.cpp says why it is not on by default.
  unsigned MaxRegisters = 0;
};

} // namespace hier

#endif
