//===- Builtins.cpp - what every hier translation unit sees ---------------===//
//
// The code itself is in include/hier/__hier_builtins.h and the headers it
// includes: real files, so that Clang treats them as system headers (no
// -Wunused-function, -Wconversion or -Wnan-infinity-disabled warnings about
// hier's code in the user's build) and so that the state they define exists
// once per program.
//
//===----------------------------------------------------------------------===//

#include "Builtins.h"
#include "llvm/ADT/Twine.h"

#ifndef HIER_VERSION_MAJOR
#error "HIER_VERSION_MAJOR/MINOR/PATCH come from project(hier VERSION ...)"
#endif

namespace hier {

std::string predefinedMacros() {
  constexpr unsigned Version = HIER_VERSION_MAJOR * 10000 +
                               HIER_VERSION_MINOR * 100 + HIER_VERSION_PATCH;
  static_assert(HIER_VERSION_MINOR < 100 && HIER_VERSION_PATCH < 100,
                "HIER_VERSION has two digits for the minor and the patch");
  return (llvm::Twine("#define __HIER__ 1\n") + "#define HIER_VERSION_MAJOR " +
          llvm::Twine(HIER_VERSION_MAJOR) + "\n#define HIER_VERSION_MINOR " +
          llvm::Twine(HIER_VERSION_MINOR) + "\n#define HIER_VERSION_PATCH " +
          llvm::Twine(HIER_VERSION_PATCH) + "\n#define HIER_VERSION " +
          llvm::Twine(Version) + "\n")
      .str();
}

std::string supportHeaderInclude(llvm::StringRef IncludeDir) {
  return ("#include \"" + IncludeDir + "/" + SupportHeader + "\"\n").str();
}

} // namespace hier
