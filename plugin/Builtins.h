//===- Builtins.h - what every hier translation unit sees -------*- C++ -*-===//
//
// The plugin appends two things to the predefines buffer of every file it
// compiles: the macros below, and an #include of hier's support header,
// include/hier/__hier_builtins.h (the functions the generated loops call).
// The header is found by absolute path beside the plugin, so that it always
// matches the plugin, and is a system header, so that no warning flag makes
// hier's own code warn.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_BUILTINS_H
#define HIER_PLUGIN_BUILTINS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hier {

/// '#define' lines: __HIER__ and the version, HIER_VERSION_MAJOR, _MINOR,
/// _PATCH and HIER_VERSION (major * 10000 + minor * 100 + patch).
std::string predefinedMacros();

/// The support header's path under an include directory.
constexpr llvm::StringLiteral SupportHeader = "hier/__hier_builtins.h";

/// The '#include' line of the support header under \p IncludeDir.
std::string supportHeaderInclude(llvm::StringRef IncludeDir);

} // namespace hier

#endif
