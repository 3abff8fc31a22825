//===- LinkDeviceMath.cpp - link the vendors' device math libraries -------===//
//
// Clang's OpenMP headers turn sqrt, expf, std::pow, ... in device code into
// calls of the vendor's math library: __nv_sqrt (CUDA's libdevice) on NVPTX,
// __ocml_sqrt_f64 (ROCm's device libraries) on AMDGPU. The driver links
// those only along with LLVM's OpenMP device runtime, which --no-offloadlib
// leaves out, so without this pass every math call in a kernel fails at
// nvlink or ld.lld. The pass links them as -mlink-builtin-bitcode would:
// the functions used, internal, with the kernel's target attributes, at the
// start of the pipeline (after hier-link-devicertl), so that the inliner and
// the optimizer see them.
//
// Remarks (pass name "hier"):
//   [HIER016] analysis: which library the module's math calls came from,
//             and, on AMDGPU, the control libraries chosen.
//
//===----------------------------------------------------------------------===//

#include "LinkDeviceMath.h"
#include "DeviceBitcode.h"
#include "DeviceMathLibs.h"
#include "GPUTarget.h"
#include "Remarks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace hier {

namespace {

/// The library functions \p M calls: used declarations whose names start
/// with one of \p Prefixes, in module order.
SmallVector<Function *, 8>
calledLibraryFunctions(Module &M, ArrayRef<StringRef> Prefixes) {
  SmallVector<Function *, 8> Called;
  for (Function &F : M)
    if (F.isDeclaration() && !F.use_empty() &&
        any_of(Prefixes,
               [&](StringRef P) { return F.getName().starts_with(P); }))
      Called.push_back(&F);
  return Called;
}

/// The name the user wrote: __nv_expf is expf, __ocml_exp_f64 is exp and
/// __ocml_exp_f32 expf.
std::string sourceName(StringRef Callee) {
  if (Callee.consume_front("__nv_"))
    return Callee.str();
  if (Callee.consume_front("__ocml_")) {
    if (Callee.consume_back("_f64"))
      return Callee.str();
    if (Callee.consume_back("_f32"))
      return (Callee + "f").str();
  }
  return Callee.str();
}

/// "'sqrt' (__nv_sqrt)", for the messages.
std::string describe(const Function &F) {
  return "'" + sourceName(F.getName()) + "' (" + F.getName().str() + ")";
}

/// What the module's calls of the library agree on. A library is linked
/// once per module, so its choices (libdevice's __CUDA_PREC_SQRT, ROCm's
/// oclc control libraries) are the module's: made only where every call
/// allows them.
struct MathMode {
  /// Every floating-point call may be approximated (`afn`: -ffast-math,
  /// -funsafe-math-optimizations, -fapprox-func).
  bool ApproxFunc = true;
  /// Every floating-point call assumes no NaNs and no infinities
  /// (-ffinite-math-only, -ffast-math).
  bool FiniteOnly = true;
  /// Every caller flushes f32 denormals (-fdenormal-fp-math=preserve-sign).
  bool FlushF32Denormals = true;
};

MathMode mathMode(ArrayRef<Function *> Called) {
  MathMode Mode;
  bool AnyCall = false, AnyFP = false;
  for (Function *F : Called)
    for (User *U : F->users()) {
      auto *Call = dyn_cast<CallBase>(U);
      if (!Call)
        continue;
      AnyCall = true;
      Mode.FlushF32Denormals &=
          Call->getFunction()->getDenormalMode(APFloat::IEEEsingle()).Output !=
          DenormalMode::IEEE;
      if (auto *FP = dyn_cast<FPMathOperator>(Call)) {
        AnyFP = true;
        Mode.ApproxFunc &= FP->hasApproxFunc();
        Mode.FiniteOnly &= FP->hasNoNaNs() && FP->hasNoInfs();
      }
    }
  if (!AnyFP)
    Mode.ApproxFunc = Mode.FiniteOnly = false;
  if (!AnyCall)
    Mode.FlushF32Denormals = false;
  return Mode;
}

/// Where the remark goes: the first call of \p Called or, when that is in
/// one of Clang's math wrappers (`sqrt$ompvariant$...`, which call the
/// library), the user's call of the wrapper.
const CallBase *firstCall(ArrayRef<Function *> Called) {
  const CallBase *At = nullptr;
  for (Function *F : Called)
    for (User *U : F->users())
      if (!At)
        At = dyn_cast<CallBase>(U);
  for (unsigned Depth = 0; At && Depth != 4; ++Depth) {
    const Function *Wrapper = At->getFunction();
    if (!Wrapper->getName().contains("$ompvariant"))
      break;
    const CallBase *Caller = nullptr;
    for (const User *U : Wrapper->users())
      if (!Caller)
        Caller = dyn_cast<CallBase>(U);
    if (!Caller)
      break;
    At = Caller;
  }
  return At;
}

/// The target-cpu of the module's code ("sm_90", "gfx90a"), "" if none.
StringRef targetCPU(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString();
  return "";
}

StringRef targetFeatures(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-features"))
      return F.getFnAttribute("target-features").getValueAsString();
  return "";
}

/// Replaces \p Call with \p Value and folds what becomes constant, branches
/// included, so that code for other architectures is gone before
/// instruction selection even at -O0 (as NVVMReflect does).
void replaceAndFold(CallInst *Call, Constant *Value) {
  const DataLayout &DL = Call->getModule()->getDataLayout();
  SmallVector<WeakVH, 8> Worklist;
  auto Replace = [&](Instruction *I, Constant *C) {
    for (User *U : I->users())
      if (auto *UI = dyn_cast<Instruction>(U))
        Worklist.push_back(UI);
    I->replaceAllUsesWith(C);
  };
  Replace(Call, Value);
  Call->eraseFromParent();
  while (!Worklist.empty()) {
    auto *I = dyn_cast_or_null<Instruction>(Worklist.pop_back_val());
    if (!I || !I->getParent())
      continue;
    if (Constant *C = ConstantFoldInstruction(I, DL)) {
      Replace(I, C);
      if (isInstructionTriviallyDead(I))
        I->eraseFromParent();
    } else if (I->isTerminator()) {
      ConstantFoldTerminator(I->getParent());
    }
  }
}

/// libdevice picks its code with __nvvm_reflect("__CUDA_FTZ"),
/// ("__CUDA_ARCH") and ("__CUDA_PREC_SQRT"). LLVM's NVVMReflect answers
/// those at the start of the pipeline, before hier's passes run, and again
/// in the back end, after the optimizer: the calls linked here are answered
/// here, so that the inliner and the optimizer see only the code taken.
/// Unknown names are 0, as NVVMReflect's.
void answerReflect(Module &M, const StringMap<unsigned> &Values) {
  for (StringRef Name : {"__nvvm_reflect", "llvm.nvvm.reflect"}) {
    Function *Reflect = M.getFunction(Name);
    if (!Reflect)
      continue;
    for (User *U : make_early_inc_range(Reflect->users())) {
      auto *Call = dyn_cast<CallInst>(U);
      StringRef Arg;
      if (!Call || Call->getCalledFunction() != Reflect ||
          !getConstantStringInfo(Call->getArgOperand(0), Arg))
        continue; // left to NVVMReflect
      replaceAndFold(Call,
                     ConstantInt::get(Call->getType(), Values.lookup(Arg)));
    }
    if (Reflect->use_empty())
      Reflect->eraseFromParent();
  }
}

/// sm_90 and sm_90a are 900 to __CUDA_ARCH.
unsigned cudaArch(StringRef CPU) {
  unsigned SM = 0;
  if (CPU.consume_front("sm_"))
    CPU.take_while(isDigit).getAsInteger(10, SM);
  return SM * 10;
}

/// The names the user wrote, for the remark: "sqrt, expf, pow".
std::string sourceNames(ArrayRef<std::string> Callees) {
  SmallVector<std::string, 8> Names;
  for (StringRef Callee : Callees)
    Names.push_back(sourceName(Callee));
  return join(Names, ", ");
}

SmallVector<std::string, 8> names(ArrayRef<Function *> Fns) {
  SmallVector<std::string, 8> Names;
  for (Function *F : Fns)
    Names.push_back(F->getName().str());
  return Names;
}

/// Reports a call, left after linking, of a function that \p Library does
/// not define. Returns whether there was one.
bool reportUndefined(Module &M, ArrayRef<StringRef> Prefixes,
                     const Twine &Library) {
  SmallVector<Function *, 8> Left = calledLibraryFunctions(M, Prefixes);
  if (Left.empty())
    return false;
  diagnoseError(M, "hier: device code calls " + describe(*Left.front()) +
                       ", which " + Library + " does not define");
  return true;
}

void remark(const CallBase *At, const Twine &Msg) {
  if (!At)
    return;
  // Clang gives the call of a math wrapper the wrapper's line in its
  // header; the user's function (the target region's line) is closer.
  DiagnosticLocation Loc(At->getDebugLoc());
  if (const DISubprogram *SP = At->getFunction()->getSubprogram())
    if (!At->getDebugLoc() || At->getDebugLoc()->getFile() != SP->getFile())
      Loc = DiagnosticLocation(SP);
  OptimizationRemarkEmitter ORE(At->getFunction());
  ORE.emit([&] {
    return hierRemark<OptimizationRemarkAnalysis>(RemarkID::DeviceMathLibrary,
                                                  Loc, At->getParent())
           << Msg.str();
  });
}

} // namespace

bool linkLibDevice(Module &M, const Options &Opts) {
  SmallVector<Function *, 8> Called = calledLibraryFunctions(M, {"__nv_"});
  if (Called.empty())
    return false;
  MathMode Mode = mathMode(Called);
  const CallBase *At = firstCall(Called);
  SmallVector<std::string, 8> Callees = names(Called);
  LibrarySearch Lib = findLibDevice(Opts);
  if (Lib.Found.empty()) {
    std::string What = "hier: device code calls " + describe(*Called.front()) +
                       ", which is in CUDA's libdevice (nvvm/libdevice/"
                       "libdevice.10.bc)";
    diagnoseError(
        M, Opts.CudaPath.empty()
               ? What + ", and none was found in " + join(Lib.Searched, ", ") +
                     "; install the CUDA toolkit, or name its directory with "
                     "--cuda-path=DIR or -fplugin-arg-hier-cuda-path=DIR"
               : What + ", and -fplugin-arg-hier-cuda-path=" + Opts.CudaPath +
                     " has none; name a CUDA installation (the directory of "
                     "bin/ptxas and nvvm/libdevice)");
    return false;
  }
  Expected<SmallVector<Function *, 16>> Linked =
      linkBitcodeLibrary(M, Lib.Found);
  if (!Linked) {
    diagnoseError(M, "hier: cannot link CUDA's libdevice: " +
                         toString(Linked.takeError()));
    return true;
  }
  unsigned FTZ = 0;
  if (auto *Flag = mdconst::extract_or_null<ConstantInt>(
          M.getModuleFlag("nvvm-reflect-ftz")))
    FTZ = Flag->getZExtValue();
  // __CUDA_PREC_SQRT: IEEE sqrtf, as nvcc's default -prec-sqrt=true, unless
  // the calls may be approximated. (LLVM 22's NVVMReflect does not know the
  // name and answers 0: sqrt.approx.f32.)
  answerReflect(M, {{"__CUDA_FTZ", FTZ},
                    {"__CUDA_ARCH", cudaArch(targetCPU(M))},
                    {"__CUDA_PREC_SQRT", Mode.ApproxFunc ? 0u : 1u}});
  if (reportUndefined(M, {"__nv_"}, "CUDA's libdevice (" + Lib.Found + ")"))
    return true;
  remark(At, "math functions from CUDA's libdevice (" + Lib.Found +
                 "): " + sourceNames(Callees));
  return true;
}

bool linkROCmDeviceLibs(Module &M, const Options &Opts,
                        const GPUTarget &Target) {
  SmallVector<Function *, 8> Called =
      calledLibraryFunctions(M, {"__ocml_", "__ockl_"});
  if (Called.empty())
    return false;
  MathMode Mode = mathMode(Called);
  const CallBase *At = firstCall(Called);
  SmallVector<std::string, 8> Callees = names(Called);
  LibrarySearch Lib = findROCmDeviceLibs(Opts);
  if (Lib.Found.empty()) {
    std::string What = "hier: device code calls " + describe(*Called.front()) +
                       ", which is in ROCm's device libraries (ocml.bc)";
    diagnoseError(
        M, Opts.ROCmDeviceLibPath.empty()
               ? What + ", and none were found in " + join(Lib.Searched, ", ") +
                     "; install them (Debian: apt-get install "
                     "rocm-device-libs), or name the directory of ocml.bc "
                     "with -fplugin-arg-hier-rocm-device-lib-path=DIR"
               : What + ", and -fplugin-arg-hier-rocm-device-lib-path=" +
                     Opts.ROCmDeviceLibPath +
                     " has no ocml.bc; name the directory that holds ocml.bc "
                     "and the oclc_*.bc libraries");
    return false;
  }
  StringRef CPU = targetCPU(M);
  StringRef ISA = CPU;
  if (!ISA.consume_front("gfx")) {
    diagnoseError(M, "hier: device code calls " + describe(*Called.front()) +
                         " for target-cpu '" + CPU +
                         "', which is no AMD GPU (gfx...) that ROCm's device "
                         "libraries know");
    return false;
  }
  std::string ISALib = ("oclc_isa_version_" + ISA + ".bc").str();
  auto InLib = [&](StringRef File) {
    SmallString<256> Path(Lib.Found);
    sys::path::append(Path, File);
    return std::string(Path);
  };
  if (!sys::fs::is_regular_file(InLib(ISALib))) {
    diagnoseError(
        M,
        "hier: device code calls " + describe(*Called.front()) + " for " + CPU +
            ", and the ROCm device libraries in " + Lib.Found + " have no " +
            ISALib + ": they are older than " + CPU +
            " (Debian 12's rocm-device-libs 5.2.3 knows gfx600 to gfx940 and "
            "gfx1010 to gfx1036: not gfx941, gfx942, gfx950 or gfx11); "
            "install ROCm's device libraries for " +
            CPU +
            " and name their directory with "
            "-fplugin-arg-hier-rocm-device-lib-path=DIR");
    return false;
  }
  StringRef Features = targetFeatures(M);
  bool Wave64 = Features.contains("+wavefrontsize64") ||
                (!Features.contains("+wavefrontsize32") && ISA.size() < 4);
  auto OnOff = [](bool On) { return On ? "on" : "off"; };
  std::string Controls[] = {
      ISALib, std::string("oclc_wavefrontsize64_") + OnOff(Wave64) + ".bc",
      std::string("oclc_finite_only_") + OnOff(Mode.FiniteOnly) + ".bc",
      std::string("oclc_unsafe_math_") + OnOff(Mode.ApproxFunc) + ".bc",
      std::string("oclc_daz_opt_") + OnOff(Mode.FlushF32Denormals) + ".bc",
      // Clang's default for HIP, -fhip-fp32-correctly-rounded-divide-sqrt.
      "oclc_correctly_rounded_sqrt_on.bc"};
  SmallVector<std::string, 8> Files = {"ocml.bc", "ockl.bc"};
  Files.append(std::begin(Controls), std::end(Controls));
  for (const std::string &File : Files) {
    // Each library only brings what the module still lacks; a control
    // library a newer ROCm no longer ships is only missed if something
    // reads its variable (reported below).
    if (File != ISALib && !sys::fs::exists(InLib(File)))
      continue;
    Expected<SmallVector<Function *, 16>> Linked =
        linkBitcodeLibrary(M, InLib(File));
    if (!Linked) {
      diagnoseError(M, "hier: cannot link ROCm's device libraries: " +
                           toString(Linked.takeError()));
      return true;
    }
  }
  Target.finishLinking(M);
  if (reportUndefined(M, {"__ocml_", "__ockl_"},
                      "ROCm's device libraries in " + Lib.Found))
    return true;
  for (GlobalVariable &G : M.globals())
    if (G.isDeclaration() && !G.use_empty() &&
        G.getName().starts_with("__oclc_")) {
      diagnoseError(M, "hier: ROCm's device libraries read '" + G.getName() +
                           "', which no library in " + Lib.Found + " defines");
      return true;
    }
  remark(At, "math functions from ROCm's device libraries (" + Lib.Found +
                 ", " + CPU + ", wave" + (Wave64 ? "64" : "32") +
                 ", finite-only " + OnOff(Mode.FiniteOnly) + ", unsafe-math " +
                 OnOff(Mode.ApproxFunc) + ", daz " +
                 OnOff(Mode.FlushF32Denormals) + "): " + sourceNames(Callees));
  return true;
}

Expected<Options> parseDeviceMathParams(StringRef Params, Options Opts) {
  while (!Params.empty()) {
    StringRef Param;
    std::tie(Param, Params) = Params.split(';');
    auto [Key, Value] = Param.split('=');
    if (Key == "cuda-path")
      Opts.CudaPath = Value.str();
    else if (Key == "rocm-device-lib-path")
      Opts.ROCmDeviceLibPath = Value.str();
    else
      return createStringError(inconvertibleErrorCode(),
                               "hier-link-device-math: unknown parameter '%s' "
                               "(cuda-path=DIR, rocm-device-lib-path=DIR)",
                               Param.str().c_str());
  }
  return Opts;
}

PreservedAnalyses LinkDeviceMathPass::run(Module &M, ModuleAnalysisManager &) {
  const GPUTarget *T = getGPUTarget(M);
  bool Changed = T && T->linkMathLibrary(M, Opts);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hier
