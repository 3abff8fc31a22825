//===- LinkDeviceRTL.cpp - link hier's device runtime ---------------------===//
//
// The linking itself is DeviceBitcode.cpp's.
//
//===----------------------------------------------------------------------===//

#include "LinkDeviceRTL.h"
#include "DeviceBitcode.h"
#include "GPUTarget.h"
#include "Kernels.h"
#include "Registration.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace hier {

// A debugging knob: users never need it, the runtime is found beside the
// plugin.
static cl::opt<std::string>
    DeviceRTLDir("hier-devicertl-dir",
                 cl::desc("Directory holding hier's devicertl-*.bc "
                          "(default: <libhier.so's prefix>/lib/hier)"),
                 cl::Hidden);

namespace {

std::string runtimePath(const GPUTarget &T) {
  SmallString<256> Path(DeviceRTLDir.empty() ? installPrefix() + "/lib/hier"
                                             : std::string(DeviceRTLDir));
  sys::path::append(Path, T.deviceRTLFile());
  return std::string(Path);
}

void error(Module &M, const Twine &Msg) { diagnoseError(M, Msg); }

bool isHierFunction(const Function &F) {
  return F.getName().starts_with("__hier_") || F.getName().starts_with("hier_");
}

bool needsRuntime(const Module &M) {
  for (const Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty() &&
        isHierFunction(F))
      return true;
  return false;
}

/// The code hier generated: the functions that call hier's runtime, up to
/// the kernels that reach them, and all that those call. Other target regions
/// of the module are plain OpenMP, the user's to link with LLVM's runtime.
SetVector<const Function *> hierCode(const Module &M) {
  SetVector<const Function *> Code;
  for (const Function &F : M)
    if (isHierFunction(F))
      for (const User *U : F.users())
        if (const auto *Call = dyn_cast<CallBase>(U))
          Code.insert(Call->getFunction());
  for (size_t I = 0; I != Code.size(); ++I)
    for (const User *U : Code[I]->users())
      if (const auto *Call = dyn_cast<CallBase>(U))
        Code.insert(Call->getFunction());
  addCallees(Code);
  return Code;
}

/// What a call into LLVM's OpenMP device runtime is, in the user's terms, and
/// what to write instead. The first row whose prefix the callee's name has.
struct RuntimeUse {
  StringRef Prefix, What, Advice;
  /// Emitted by Clang as part of other constructs.
  bool Helper = false;
};
const RuntimeUse RuntimeUses[] = {
    {"__kmpc_parallel", "an OpenMP 'parallel' inside a hier team",
     "a hier team's threads already run in parallel: spread loops over them "
     "with '#pragma hier thread' and '#pragma hier vector'"},
    {"__kmpc_for_static", "an OpenMP worksharing loop inside a hier team",
     "spread the loop over the team's threads with '#pragma hier thread' (or "
     "its lanes with '#pragma hier vector')"},
    {"__kmpc_dispatch", "an OpenMP worksharing loop inside a hier team",
     "spread the loop over the team's threads with '#pragma hier thread' (or "
     "its lanes with '#pragma hier vector')"},
    {"__kmpc_distribute", "an OpenMP 'distribute' inside a hier team",
     "the iterations of the team loop are already spread over the league"},
    {"__kmpc_barrier", "an OpenMP 'barrier' inside a hier team",
     "use '#pragma hier barrier'"},
    {"__kmpc_critical", "an OpenMP 'critical' inside a hier team",
     "update shared data with '#pragma omp atomic' or a hier 'reduction' "
     "clause"},
    {"__kmpc_end_critical", "an OpenMP 'critical' inside a hier team",
     "update shared data with '#pragma omp atomic' or a hier 'reduction' "
     "clause"},
    {"__kmpc_single", "an OpenMP 'single' inside a hier team",
     "use '#pragma hier single'"},
    {"__kmpc_end_single", "an OpenMP 'single' inside a hier team",
     "use '#pragma hier single'"},
    {"__kmpc_master", "an OpenMP 'master' inside a hier team",
     "use '#pragma hier single'"},
    {"__kmpc_masked", "an OpenMP 'masked' inside a hier team",
     "use '#pragma hier single'"},
    {"__kmpc_end_master", "an OpenMP 'master' inside a hier team",
     "use '#pragma hier single'"},
    {"__kmpc_end_masked", "an OpenMP 'masked' inside a hier team",
     "use '#pragma hier single'"},
    {"__kmpc_flush", "an OpenMP 'flush' inside a hier team",
     "'#pragma hier barrier' orders the team's memory accesses"},
    {"__kmpc_nvptx", "an OpenMP 'reduction' inside a hier team",
     "use a 'reduction' clause on a hier loop"},
    {"__kmpc_reduce", "an OpenMP 'reduction' inside a hier team",
     "use a 'reduction' clause on a hier loop"},
    {"__kmpc_alloc_shared",
     "a local variable whose address escapes, placed by Clang in OpenMP's "
     "shared memory,",
     "hier-private-locals should have put it on the thread's stack: please "
     "report this as a hier bug"},
    {"__kmpc_free_shared",
     "a local variable whose address escapes, placed by Clang in OpenMP's "
     "shared memory,",
     "hier-private-locals should have put it on the thread's stack: please "
     "report this as a hier bug"},
    {"__kmpc_get_hardware", "a query of OpenMP's thread numbers",
     "use hier's API (hier/hier.h): hier_team_rank(), hier_vector_rank(), "
     "hier_league_rank() and their sizes",
     true},
    {"__kmpc_global_thread_num", "a query of OpenMP's thread numbers",
     "use hier's API (hier/hier.h): hier_team_rank(), hier_vector_rank(), "
     "hier_league_rank() and their sizes",
     true},
    {"__kmpc_warp_active_thread_mask", "an OpenMP construct (it calls '%')",
     "use hier's directives and API (hier/hier.h) inside a hier team", true},
    {"__kmpc_syncwarp", "an OpenMP construct (it calls '%')",
     "use hier's directives and API (hier/hier.h) inside a hier team", true},
    {"omp_", "a call to the OpenMP routine '%'",
     "use hier's API (hier/hier.h): hier_team_rank(), hier_vector_rank(), "
     "hier_league_rank() and their sizes, hier_team_barrier()"},
    {"__kmpc_", "an OpenMP construct (it calls '%')",
     "use hier's directives and API (hier/hier.h) inside a hier team"},
};

/// "the hier team at line L of 'f(int)'" for the kernel or outlined
/// function of a target region (__omp_offloading_<dev>_<file>_<parent's
/// mangled name>_l<line>...), else the demangled name of \p F.
std::string describeFunction(const Function &F) {
  StringRef N = F.getName();
  if (N.consume_front("__omp_offloading_")) {
    N = N.split('_').second.split('_').second;
    size_t L = N.rfind("_l");
    StringRef Line = L == StringRef::npos ? "" : N.substr(L + 2);
    Line = Line.take_while([](char C) { return isDigit(C); });
    if (!Line.empty())
      return "the hier team at line " + Line.str() + " of '" +
             demangle(N.take_front(L)) + "'";
  }
  return "'" + demangle(N) + "'";
}

/// hier's code must not call LLVM's OpenMP device runtime, which hier
/// kernels do not link (and Debian's LLVM does not ship). Each function
/// that does gets one error per construct, at the call (Clang shows
/// its file:line:col when the module has debug locations: -g, or -Rpass;
/// otherwise the enclosing function's declaration), saying which construct
/// it is and what to write instead.
void checkNoOpenMPRuntime(Module &M) {
  for (const Function *F : hierCode(M)) {
    struct Report {
      const CallBase *Call;
      const RuntimeUse *Use;
      std::string What;
    };
    SmallVector<Report, 4> Reports;
    StringSet<> Seen;
    bool AnyConstruct = false;
    for (const Instruction &Inst : instructions(*F)) {
      const auto *Call = dyn_cast<CallBase>(&Inst);
      const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee || !Callee->isDeclaration())
        continue;
      StringRef N = Callee->getName();
      if (!N.starts_with("__kmpc_") && !N.starts_with("omp_"))
        continue;
      const RuntimeUse *Use =
          llvm::find_if(RuntimeUses, [&](const RuntimeUse &U) {
            return N.starts_with(U.Prefix);
          });
      // '%' in the description stands for the routine's name.
      auto [Before, After] = Use->What.split('%');
      std::string What =
          (Before + (Use->What.contains('%') ? N : "") + After).str();
      if (Seen.insert(What).second)
        Reports.push_back({Call, Use, What});
      AnyConstruct |= !Use->Helper;
    }
    // The helpers Clang emits around a construct (thread numbers, warp
    // masks) would repeat its error; alone, one error says the function
    // needs the runtime.
    bool HelperReported = false;
    for (const Report &R : Reports) {
      if (R.Use->Helper && (AnyConstruct || HelperReported))
        continue;
      HelperReported |= R.Use->Helper;
      std::string Msg = "hier: " + R.What +
                        " needs LLVM's OpenMP device "
                        "runtime, which hier kernels do not link (in " +
                        describeFunction(*F) + "); " + R.Use->Advice.str();
      M.getContext().diagnose(
          DiagnosticInfoUnsupported(*F, Msg, R.Call->getDebugLoc()));
    }
  }
}

} // namespace

PreservedAnalyses LinkDeviceRTLPass::run(Module &M, ModuleAnalysisManager &) {
  const GPUTarget *T = getGPUTarget(M);
  if (!T)
    return PreservedAnalyses::all();
  if (!needsRuntime(M))
    return PreservedAnalyses::all();
  std::string Path = runtimePath(*T);
  Expected<SmallVector<Function *, 16>> Linked = linkBitcodeLibrary(M, Path);
  if (!Linked) {
    error(M, "hier: cannot link hier's device runtime: " +
                 toString(Linked.takeError()));
    return PreservedAnalyses::none();
  }
  // hier's runtime is a handful of short functions the passes after this one
  // expect inlined (its barriers and thread ids in the kernel's own code).
  for (Function *F : *Linked) {
    F->removeFnAttr(Attribute::NoInline);
    F->removeFnAttr(Attribute::OptimizeNone);
    F->addFnAttr(Attribute::AlwaysInline);
  }
  T->finishLinking(M);
  checkNoOpenMPRuntime(M);
  return PreservedAnalyses::none();
}

} // namespace hier
