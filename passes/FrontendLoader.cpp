//===- FrontendLoader.cpp - load the front-end half inside Clang ----------===//
//
// libhier.so holds hier's LLVM passes and is all a user names, both as
// -fplugin=libhier.so and as opt -load-pass-plugin=libhier.so. The front end
// (pragma handler, plugin action) needs libclang-cpp, which cannot be loaded
// into opt: both define the command-line option 'pgo-cold-func-opt', and LLVM
// aborts on the duplicate. So the front end lives in libhier-frontend.so
// beside this library, and is loaded from here only when Clang is already in
// the process.
//
//===----------------------------------------------------------------------===//

#include "Registration.h"
#include "llvm/Support/raw_ostream.h"
#include <dlfcn.h>

namespace {

/// A symbol of libclang-cpp that exists in every Clang 22 process.
constexpr const char ClangMarker[] = "_ZN5clang19getClangFullVersionB5cxx11Ev";

struct FrontendLoader {
  FrontendLoader() {
    if (!dlsym(RTLD_DEFAULT, ClangMarker))
      return; // opt, or another non-Clang host: passes only
    std::string Path = hier::installPrefix() + "/lib/libhier-frontend.so";
    if (!dlopen(Path.c_str(), RTLD_NOW | RTLD_GLOBAL))
      llvm::errs() << "hier: cannot load the front end '" << Path
                   << "': " << dlerror() << "\n";
  }
};

const FrontendLoader Loader;

} // namespace
