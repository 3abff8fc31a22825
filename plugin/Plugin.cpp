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
#include "RaceCheck.h"
#include "Registration.h"
#include "RepeatedDiagnostics.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

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
    // Directories of the device math libraries (LinkDeviceMath.cpp).
    {"cuda-path", "a directory", "none",
     "the CUDA installation whose libdevice device math links (NVIDIA, "
     "[HIER016]); only there, if given",
     [](StringRef V, Options &O) {
       O.CudaPath = V.str();
       return !V.empty();
     }},
    {"rocm-device-lib-path", "a directory", "none",
     "the directory of ROCm's device libraries (ocml.bc) device math links "
     "(AMD, [HIER016]); only there, if given",
     [](StringRef V, Options &O) {
       O.ROCmDeviceLibPath = V.str();
       return !V.empty();
     }},
    // A front-end option: Clang's custom diagnostics cannot have a warning
    // group of their own, so no -Wno-hier-race (RaceCheck.cpp).
    {"race-warnings", "on or off", "on",
     "warnings for a variable updated in a thread or vector loop without a "
     "reduction",
     [](StringRef V, Options &) {
       if (V != "on" && V != "off")
         return false;
       RaceWarnings = V == "on";
       return true;
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
    reportEachMistakeOnce(CI);
    if (!isPreprocessedInput(CI))
      addPredefines(CI);
    addIncludeDirectory(CI);
    if (savesDeviceBitcodeForLater(CI))
      CI.getCodeGenOpts().DisableLLVMPasses = false;
    if (CI.getTarget().getTriple().isNVPTX())
      Opts.DriverCudaPath = driverCudaPath(CI);
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
      // Not a structured binding: the lambda below captures Name (C++20).
      StringRef Name, Value;
      std::tie(Name, Value) = StringRef(Arg).split('=');
      // Listed once, by the host's job (an offload compile runs one per GPU
      // too); the compile goes on.
      if (Name == "help") {
        if (!CI.getLangOpts().OpenMPIsTargetDevice)
          printHelp(outs());
        continue;
      }
      const PluginOption *O =
          find_if(PluginOptions, [&](const auto &O) { return O.Name == Name; });
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

  /// A preprocessed input (.i/.ii: -save-temps, distcc) holds hier's
  /// declarations already: -E printed them where <hier/hier.h> asked the
  /// pragma handler for them. Predefined again they would be declared twice,
  /// and a preprocessed input expands no macro in them.
  static bool isPreprocessedInput(const CompilerInstance &CI) {
    const auto &Inputs = CI.getFrontendOpts().Inputs;
    return !Inputs.empty() && Inputs.front().getKind().isPreprocessed();
  }

  /// -save-temps splits the GPU job in two: this front end writes bitcode
  /// with -disable-llvm-passes, and a back end compiles that IR, which runs
  /// no plugin action and so none of hier's passes. The front end then runs
  /// the pipeline, hier's passes included, itself.
  static bool savesDeviceBitcodeForLater(CompilerInstance &CI) {
    return CI.getLangOpts().OpenMPIsTargetDevice &&
           CI.getCodeGenOpts().DisableLLVMPasses &&
           CI.getFrontendOpts().ProgramAction == frontend::EmitBC &&
           isPreprocessedInput(CI);
  }

  /// The CUDA installation Clang's driver chose (--cuda-path, else its own
  /// search): the device job gets no path to it, only its include directory
  /// as a system header directory. Empty if the driver found none.
  static std::string driverCudaPath(CompilerInstance &CI) {
    for (const HeaderSearchOptions::Entry &E :
         CI.getHeaderSearchOpts().UserEntries) {
      if (sys::path::filename(E.Path) != "include")
        continue;
      SmallString<256> Root(E.Path);
      sys::path::remove_filename(Root);
      SmallString<256> LibDevice(Root);
      sys::path::append(LibDevice, "nvvm", "libdevice", "libdevice.10.bc");
      if (sys::fs::exists(LibDevice))
        return std::string(Root);
    }
    return "";
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
