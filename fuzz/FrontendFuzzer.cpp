//===- FrontendFuzzer.cpp - libFuzzer target for hier's front end ---------===//
//
// Compiles one generated translation unit per input, in process, with
// '-fsyntax-only -fopenmp': the pragma handler, the loop rewriter and the
// nesting checker all run, code generation and the passes do not.
//
// Input: a mode byte, then text. The text follows '#pragma hier ' inside a
// function whose parameters are the names the test suite's loops use, so an
// input is a directive line, the loop after it and anything after that
// (including further '#pragma hier' lines). The mode byte's low two bits pick
// C++ or C, host-only or with an offload target (which changes the code the
// team directive becomes); seeds use '0'..'3'.
//
// The plugin is linked into this executable rather than loaded: its
// PragmaHandlerRegistry entry is instantiated by every Preprocessor, and its
// FrontendPluginRegistry entry, an AddBeforeMainAction, is wrapped around
// every FrontendAction by FrontendAction::CreateWrappedASTConsumer, as in
// clang itself.
//
//===----------------------------------------------------------------------===//

#include "KnownBugs.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace clang;

namespace {

/// Declares what the seeds' loops refer to (test/Runtime, examples/) so that
/// mutated loops get past Sema's name lookup and reach the nesting checker.
constexpr const char *Prelude = R"(
struct S { int x; long *p; };
void hier_fuzz(int n, int m, int L, int T, int V, int N, int k0,
               unsigned UL, unsigned UT, unsigned u, long long LV,
               unsigned long long ull, long *p, double *a, double *b,
               float *q, struct S s) {
#pragma hier )";
constexpr const char *Epilogue = "\n}\n";

std::string source(const uint8_t *Data, size_t Size) {
  std::string Src = Prelude;
  Src.append(reinterpret_cast<const char *>(Data), Size);
  Src += Epilogue;
  return Src;
}

std::vector<const char *> arguments(uint8_t Mode, const char *FileName) {
  bool IsC = Mode & 2;
  bool Offload = Mode & 1;
  std::vector<const char *> Args = {
      "-triple", "x86_64-unknown-linux-gnu", "-fsyntax-only", "-fopenmp",
      "-fopenmp-version=52", "-ferror-limit", "0", "-x", IsC ? "c" : "c++",
      // The driver adds clang's own headers; hier's predefines need omp.h.
      "-internal-isystem", HIER_FUZZ_CLANG_INCLUDE_DIR};
  if (Offload)
    Args.push_back("-fopenmp-targets=nvptx64-nvidia-cuda");
  Args.push_back(FileName);
  return Args;
}

} // namespace

/// The plugin's objects are built with ASan, libclang-cpp is not, and both
/// instantiate LLVM's inline allocators (BumpPtrAllocator) on the same
/// objects, such as the preprocessor's identifier table. The sanitized copy
/// poisons a fresh slab and unpoisons only what it hands out; the plain copy
/// then hands out the rest of that slab without unpoisoning it, and Clang's
/// own writes there read as use-after-poison (seen in 3 of 16 processes in
/// 500,000 inputs: whenever a plugin call happened to start a slab). Manual
/// poisoning is therefore off; ASan's own checks are not affected.
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  const char *FileName = "hier-fuzz-input";
  std::string Src = source(Data + 1, Size - 1);
  static const bool SkipKnown = std::getenv("HIER_FUZZ_SKIP_KNOWN");
  if (SkipKnown && hier::hitsKnownBug(Src, /*C=*/Data[0] & 2))
    return -1; // keeps the input out of the corpus
  // HIER_FUZZ_PRINT_SOURCE=1 prints the source to compile, to reproduce a
  // finding with clang and -fplugin (the mode byte: -x c, -fopenmp-targets).
  static const bool PrintSource = std::getenv("HIER_FUZZ_PRINT_SOURCE");
  if (PrintSource)
    (llvm::outs() << "// mode " << (Data[0] & 3) << "\n" << Src).flush();
  std::vector<const char *> Args = arguments(Data[0], FileName);

  auto Invocation = std::make_shared<CompilerInvocation>();
  DiagnosticOptions ArgDiagOpts;
  IgnoringDiagConsumer ArgDiagSink;
  IntrusiveRefCntPtr<DiagnosticsEngine> ArgDiags =
      CompilerInstance::createDiagnostics(*llvm::vfs::getRealFileSystem(),
                                          ArgDiagOpts, &ArgDiagSink,
                                          /*ShouldOwnClient=*/false);
  if (!CompilerInvocation::CreateFromArgs(*Invocation, Args, *ArgDiags))
    __builtin_trap(); // the arguments are fixed: a failure is a harness bug
  // The preprocessor takes ownership of the buffer.
  Invocation->getPreprocessorOpts().addRemappedFile(
      FileName,
      llvm::MemoryBuffer::getMemBufferCopy(Src, FileName)
          .release());

  CompilerInstance CI(std::move(Invocation));
  CI.createVirtualFileSystem();
  // Printing diagnostics is slow; HIER_FUZZ_VERBOSE=1 shows them when
  // triaging an input ('hier-frontend-fuzzer crash-...').
  static const bool Verbose = std::getenv("HIER_FUZZ_VERBOSE");
  if (Verbose)
    CI.createDiagnostics(
        new TextDiagnosticPrinter(llvm::errs(), CI.getDiagnosticOpts()));
  else
    CI.createDiagnostics(new IgnoringDiagConsumer());
  SyntaxOnlyAction Action;
  CI.ExecuteAction(Action);
  return 0;
}
