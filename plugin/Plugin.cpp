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
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace hier {
namespace {

class HierAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
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
      } else if (Name == "cuda-path" || Name == "rocm-device-lib-path") {
        // Directories of the device math libraries (LinkDeviceMath.cpp).
        if (Value.empty()) {
          DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error,
                                       "'-fplugin-arg-hier-%0' needs a "
                                       "directory: -fplugin-arg-hier-%0=DIR"))
              << Name;
          return false;
        }
        (Name == "cuda-path" ? Opts.CudaPath : Opts.ROCmDeviceLibPath) =
            Value.str();
        continue;
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
