//===- Plugin.cpp - libhier.so as a Clang front-end plugin ----------------===//
//
// '-fplugin=libhier.so' loads this library into every cc1 job of an OpenMP
// offload compile. In the front-end jobs the action below runs before the main
// action: it predefines __HIER__ and hier's marker functions, adds hier's
// include directory, checks the nesting of hier constructs, and hands the
// device job's pass builder hier's passes (see passes/Registration.cpp). The
// '#pragma hier' handler (PragmaHandler.cpp) registers itself.
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

/// The -fplugin-arg-hier-NAME=VALUE options: ParseArgs reads them and
/// -fplugin-arg-hier-help lists them from this table.
struct PluginOption {
  llvm::StringLiteral Name;
  StringRef Values; ///< what VALUE may be
  llvm::StringLiteral Default;
  llvm::StringLiteral Help;
  /// Sets the option from VALUE; false if VALUE is not one of Values.
  bool (*Set)(StringRef Value, Options &Opts);
};

const PluginOption PluginOptions[] = {
    {"max-registers", MaxRegistersRange, "0",
     "registers per thread each hier kernel may use (NVIDIA, [HIER010])",
     [](StringRef V, Options &O) {
       std::optional<unsigned> N = parseMaxRegisters(V);
       O.MaxRegisters = N.value_or(O.MaxRegisters);
       return N.has_value();
     }},
    {"overlap-loads", OverlapLoadsRange, "4",
     "iterations of a gathering vector loop whose loads a lane issues "
     "together (NVIDIA, [HIER014])",
     [](StringRef V, Options &O) {
       std::optional<unsigned> N = parseOverlapLoads(V);
       O.OverlapLoads = N.value_or(O.OverlapLoads);
       return N.has_value();
     }},
};

void printHelp(raw_ostream &OS) {
  OS << "hier plugin options (-fplugin-arg-hier-NAME=VALUE):\n";
  for (const PluginOption &O : PluginOptions)
    OS << "  " << O.Name << "=VALUE: " << O.Help << "; VALUE: " << O.Values
       << "; default " << O.Default << "\n";
  OS << "  help: print this list (the compile goes on)\n";
}

class HierAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.setPredefines(PP.getPredefines() + builtinsSource().str());
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
      // Listed once, by the host's job (an offload compile runs one per GPU
      // too); the compile goes on.
      if (Name == "help") {
        if (!CI.getLangOpts().OpenMPIsTargetDevice)
          printHelp(outs());
        continue;
      }
      const PluginOption *O = find_if(PluginOptions, [&](const auto &O) {
        return O.Name == Name;
      });
      if (O == std::end(PluginOptions)) {
        DE.Report(DE.getCustomDiagID(
            DiagnosticsEngine::Error,
            "unknown hier plugin argument '-fplugin-arg-hier-%0' (see "
            "-fplugin-arg-hier-help)"))
            << Arg;
        return false;
      }
      if (!O->Set(Value, Opts)) {
        DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error,
                                     "'-fplugin-arg-hier-%0' needs %1; got "
                                     "'%2'"))
            << Name << O->Values << Value;
        return false;
      }
    }
    return true;
  }

  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  /// What -fplugin-arg-hier-* set for the device job's passes.
  Options Opts;

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
