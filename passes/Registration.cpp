//===- Registration.cpp - hier's passes in a PassBuilder ------------------===//
//
// Two ways in, one list of passes (Passes.def):
//  * -fplugin=libhier.so: the front-end action appends
//    registerPassBuilderCallbacks to CodeGenOptions::PassBuilderCallbacks, so
//    the device job's pipeline runs the passes (the host front-end job runs no
//    passes at all, see docs/design.md);
//  * opt -load-pass-plugin=libhier.so: llvmGetPassPluginInfo below.
//
//===----------------------------------------------------------------------===//

#include "Registration.h"
#include "AlignedPointers.h"
#include "AtomicsToRed.h"
#include "BlockConstants.h"
#include "ConstantMaps.h"
#include "GPUTarget.h"
#include "InferSharedAddresses.h"
#include "KernelArgumentMasks.h"
#include "KernelLabels.h"
#include "LinkDeviceMath.h"
#include "LinkDeviceRTL.h"
#include "LowerLoops.h"
#include "MappedObjects.h"
#include "OverlapLoads.h"
#include "PrivateLocals.h"
#include "ReadOnlyParams.h"
#include "RedundantBarriers.h"
#include "RegisterBudget.h"
#include "ReuseLoads.h"
#include "RunOnceLoops.h"
#include "SharedAlignment.h"
#include "StreamingLoops.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <dlfcn.h>

using namespace llvm;

namespace hier {

namespace {

bool isGPU(const Module &M) { return getGPUTarget(M); }

/// The two places of hier's passes in the pipeline (Passes.def).
enum class Stage { Start, Late };

/// Runs hier's passes of one stage on GPU modules only; a host module has no
/// kernels and its hier loops are already correct as the front end wrote
/// them.
template <Stage S> struct DevicePipeline : PassInfoMixin<DevicePipeline<S>> {
  explicit DevicePipeline(const Options &Opts) : Opts(Opts) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    if (!isGPU(M))
      return PreservedAnalyses::all();
    ModulePassManager MPM;
    if constexpr (S == Stage::Start) {
#define HIER_MODULE_PASS(NAME, CREATE) MPM.addPass(CREATE);
#include "Passes.def"
    } else {
#define HIER_LATE_MODULE_PASS(NAME, CREATE) MPM.addPass(CREATE);
#include "Passes.def"
    }
    PreservedAnalyses PA = MPM.run(M, MAM);
#ifndef NDEBUG
    // Debug builds check that the lowering left valid IR.
    if (verifyModule(M, &errs()))
      report_fatal_error("hier: the device module is invalid after lowering");
#endif
    return PA;
  }
  static bool isRequired() { return true; }

private:
  Options Opts;
};

/// Whether \p Name is `PassName<N>` with an N that \p Parse accepts, N then
/// given to \p Add. Any other N is reported as not \p Valid, and the name
/// is not taken.
bool parseCountedPass(StringRef Name, StringRef PassName,
                      std::optional<unsigned> (*Parse)(StringRef),
                      StringRef Valid, function_ref<void(unsigned)> Add) {
  if (!PassBuilder::checkParametrizedPassName(Name, PassName))
    return false;
  Expected<unsigned> N = PassBuilder::parsePassParameters(
      [&](StringRef Params) -> Expected<unsigned> {
        if (std::optional<unsigned> Count = Parse(Params))
          return *Count;
        return make_error<StringError>(PassName + "<N>: '" + Params +
                                           "' is not " + Valid,
                                       inconvertibleErrorCode());
      },
      Name, PassName);
  if (!N) {
    errs() << toString(N.takeError()) << "\n";
    return false;
  }
  Add(*N);
  return true;
}

} // namespace

void registerPassBuilderCallbacks(PassBuilder &PB, const Options &Opts) {
  PB.registerPipelineParsingCallback(
      [Opts](StringRef Name, ModulePassManager &MPM,
             ArrayRef<PassBuilder::PipelineElement>) {
#define HIER_MODULE_PASS(NAME, CREATE)                                         \
  if (Name == NAME) {                                                          \
    MPM.addPass(CREATE);                                                       \
    return true;                                                               \
  }
#define HIER_LATE_MODULE_PASS HIER_MODULE_PASS
#include "Passes.def"
        if (Name == "hier") {
          MPM.addPass(DevicePipeline<Stage::Start>(Opts));
          return true;
        }
        if (Name == "hier-constant-maps") {
          MPM.addPass(ConstantMapsPass());
          return true;
        }
        if (Name == "hier-late") {
          MPM.addPass(DevicePipeline<Stage::Late>(Opts));
          return true;
        }
        // hier-link-device-math<cuda-path=DIR;rocm-device-lib-path=DIR>:
        // the pass with other library paths than Opts'.
        if (PassBuilder::checkParametrizedPassName(Name,
                                                   "hier-link-device-math")) {
          Expected<Options> WithPaths = PassBuilder::parsePassParameters(
              [&](StringRef Params) {
                return parseDeviceMathParams(Params, Opts);
              },
              Name, "hier-link-device-math");
          if (!WithPaths) {
            errs() << toString(WithPaths.takeError()) << "\n";
            return false;
          }
          MPM.addPass(LinkDeviceMathPass(*WithPaths));
          return true;
        }
        // hier-register-budget<N>: the pass with another limit than Opts'.
        return parseCountedPass(
            Name, "hier-register-budget", parseMaxRegisters, MaxRegistersRange,
            [&](unsigned N) { MPM.addPass(RegisterBudgetPass(N)); });
      });
  PB.registerPipelineParsingCallback(
      [Opts](StringRef Name, FunctionPassManager &FPM,
             ArrayRef<PassBuilder::PipelineElement>) {
#define HIER_FUNCTION_PASS(NAME, CREATE)                                       \
  if (Name == NAME) {                                                          \
    FPM.addPass(CREATE);                                                       \
    return true;                                                               \
  }
#define HIER_EARLY_FUNCTION_PASS HIER_FUNCTION_PASS
#include "Passes.def"
        // hier-overlap-loads<N>: the pass with another count than Opts'.
        return parseCountedPass(
            Name, "hier-overlap-loads", parseOverlapLoads, OverlapLoadsRange,
            [&](unsigned N) { FPM.addPass(OverlapLoadsPass(N)); });
      });
  // The host front-end job builds no pipeline (-disable-llvm-passes), yet
  // the host's offload entries must carry the kernels' labels and its
  // launches must not copy back into constant globals: its pass manager still
  // runs the pass that writes the bitcode, and before it this callback. Both
  // are done once; later calls find no marker and no implicit 'from' left.
  if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks())
    PIC->registerBeforeNonSkippedPassCallback([](StringRef, Any IR) {
      if (const auto *M = llvm::any_cast<const Module *>(&IR))
        if (!isGPU(**M)) {
          if (labelMarker(**M))
            applyKernelLabels(const_cast<Module &>(**M));
          // No copy back into read-only memory (ConstantMaps.cpp).
          applyConstantMaps(const_cast<Module &>(**M));
        }
    });
  PB.registerPipelineStartEPCallback(
      [Opts](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(DevicePipeline<Stage::Start>(Opts));
      });
  // The function passes see every function of the host module too; they
  // check the target themselves. The early ones run after the first
  // InstCombine of the function simplification pipeline, once the callees
  // (the device runtime's id functions) are inlined, before the loop passes.
  PB.registerPeepholeEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel) {
#define HIER_EARLY_FUNCTION_PASS(NAME, CREATE) FPM.addPass(CREATE);
#include "Passes.def"
      });
  PB.registerScalarOptimizerLateEPCallback(
      [Opts](FunctionPassManager &FPM, OptimizationLevel) {
#define HIER_FUNCTION_PASS(NAME, CREATE) FPM.addPass(CREATE);
#include "Passes.def"
      });
  PB.registerOptimizerLastEPCallback(
      [Opts](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(DevicePipeline<Stage::Late>(Opts));
      });
}

void registerPassBuilderCallbacks(PassBuilder &PB) {
  registerPassBuilderCallbacks(PB, Options());
}

std::string installPrefix() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&installPrefix), &Info) ||
      !Info.dli_fname)
    return ".";
  // -fplugin=/usr/local/lib/libhier.so may be a link to
  // /opt/hier/lib/libhier.so: the runtime, the front end and the headers lie
  // beside the file, not beside the link, so the links are resolved.
  SmallString<256> Path;
  if (sys::fs::real_path(Info.dli_fname, Path)) {
    Path = Info.dli_fname;
    sys::fs::make_absolute(Path);
  }
  sys::path::remove_filename(Path); // libhier.so
  sys::path::remove_filename(Path); // lib
  return std::string(Path);
}

} // namespace hier

extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ABI_EXPORT PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  void (*Register)(PassBuilder &) = hier::registerPassBuilderCallbacks;
  return {LLVM_PLUGIN_API_VERSION, hier::PluginName, "0.1", Register};
}
