//===- Plugin.cpp - libhier.so as a Clang front-end plugin ----------------===//
//
// '-fplugin=libhier.so' loads this library into every cc1 job of an OpenMP
// offload compile. In the front-end jobs the action below runs before the main
// action: it predefines __HIER__ and includes hier's support header, adds
// hier's include directory, checks the nesting of hier constructs, and hands
// the device job's pass builder hier's passes (see passes/Registration.cpp).
// The '#pragma hier' handler (PragmaHandler.cpp) registers itself.
//
//===----------------------------------------------------------------------===//

#include "Builtins.h"
#include "NestingChecker.h"
#include "Registration.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace clang;
using namespace llvm;

namespace hier {
namespace {

class HierAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    addPredefines(CI);
    addIncludeDirectory(CI);
    // Register the passes once, even if the library was also given as
    // -fpass-plugin (which registers them through llvmGetPassPluginInfo).
    if (!isLoadedAsPassPlugin(CI))
      CI.getCodeGenOpts().PassBuilderCallbacks.push_back(
          [Opts = Opts](PassBuilder &PB) {
            registerPassBuilderCallbacks(PB, Opts);
          });
    return createNestingChecker(CI);
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    DiagnosticsEngine &DE = CI.getDiagnostics();
    // A plugin only works in the Clang it was built against.
    if (!StringRef(getClangFullVersion()).contains(CLANG_VERSION_STRING)) {
      DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error,
                                   "libhier.so was built for Clang %0 but "
                                   "is loaded into %1"))
          << CLANG_VERSION_STRING << getClangFullVersion();
      return false;
    }
    for (const std::string &Arg : Args) {
      auto [Name, Value] = StringRef(Arg).split('=');
      std::optional<unsigned> N;
      const char *Expected = nullptr;
      if (Name == "max-registers") {
        N = parseMaxRegisters(Value);
        Expected = MaxRegistersRange.data();
        if (N)
          Opts.MaxRegisters = *N;
      } else if (Name == "overlap-loads") {
        N = parseOverlapLoads(Value);
        Expected = OverlapLoadsRange.data();
        if (N)
          Opts.OverlapLoads = *N;
      } else {
        DE.Report(DE.getCustomDiagID(
            DiagnosticsEngine::Error,
            "unknown hier plugin argument '-fplugin-arg-hier-%0'"))
            << Arg;
        return false;
      }
      if (!N) {
        DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error,
                                     "'-fplugin-arg-hier-%0' needs %1; got "
                                     "'%2'"))
            << Name << Expected << Value;
        return false;
      }
    }
    return true;
  }

  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  /// What -fplugin-arg-hier-* set for the device job's passes.
  Options Opts;

  /// What every file sees first: __HIER__ and the version macros, then
  /// hier's support header by absolute path, found beside the plugin
  /// (Builtins.h). The one place the plugin injects source text.
  static void addPredefines(CompilerInstance &CI) {
    Preprocessor &PP = CI.getPreprocessor();
    std::string Text = PP.getPredefines() + predefinedMacros();
    std::string IncludeDir = installPrefix() + "/include";
    std::string Header = IncludeDir + "/" + SupportHeader.str();
    if (!CI.getFileManager().getOptionalFileRef(Header)) {
      DiagnosticsEngine &DE = CI.getDiagnostics();
      DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error,
                                   "hier's support header '%0' is missing "
                                   "beside the plugin: reinstall hier"))
          << Header;
    } else {
      Text += supportHeaderInclude(IncludeDir);
    }
    PP.setPredefines(std::move(Text));
  }

  /// '#include <hier/hier.h>' works with -fplugin alone: the plugin's include
  /// directory is <prefix>/include beside <prefix>/lib/libhier.so. The header
  /// search options were applied when the preprocessor was made, before any
  /// plugin hook, so the directory goes to the HeaderSearch itself.
  static void addIncludeDirectory(CompilerInstance &CI) {
    std::string Dir = installPrefix() + "/include";
    if (auto Entry = CI.getFileManager().getOptionalDirectoryRef(Dir))
      CI.getPreprocessor().getHeaderSearchInfo().AddSystemSearchPath(
          DirectoryLookup(*Entry, SrcMgr::C_System, /*isFramework=*/false));
  }

  static bool isLoadedAsPassPlugin(CompilerInstance &CI) {
    for (const auto &P : CI.getPassPlugins())
      if (P->getPluginName() == PluginName)
        return true;
    return false;
  }
};

} // namespace
} // namespace hier

static FrontendPluginRegistry::Add<hier::HierAction>
    X("hier", "hier: hierarchical GPU parallelism pragmas");
