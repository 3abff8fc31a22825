//===- Registration.h - hier's passes in a PassBuilder ----------*- C++ -*-===//

#ifndef HIER_PASSES_REGISTRATION_H
#define HIER_PASSES_REGISTRATION_H

#include "Options.h"
#include <string>

namespace llvm {
class PassBuilder;
}

namespace hier {

/// The name under which libhier.so registers as a pass plugin.
inline constexpr const char PluginName[] = "hier";

/// Makes the passes of Passes.def known to -passes= and adds them at the
/// start of every pipeline that compiles a GPU module, with the user's
/// options \p Opts.
__attribute__((visibility("default"))) void
registerPassBuilderCallbacks(llvm::PassBuilder &PB, const Options &Opts);

/// The same with the default options (opt, -fpass-plugin).
__attribute__((visibility("default"))) void
registerPassBuilderCallbacks(llvm::PassBuilder &PB);

/// The directory above the one that holds libhier.so: the install prefix, or
/// the build directory (which has the same layout).
__attribute__((visibility("default"))) std::string installPrefix();

} // namespace hier

#endif
