//===- KnownBugs.h - inputs that hit an already reported bug ----*- C++ -*-===//
//
// A bug the fuzzer has found stays open until its reproducer in
// test/Regressions/pending/ (created for the first open bug,
// docs/reliability.md) is fixed. Meanwhile the fuzzer would find it again
// and again and stop there (or, in fork mode, spend its time restarting), so
// inputs that match an open bug's pattern are skipped when
// HIER_FUZZ_SKIP_KNOWN=1. Each pattern names its reproducer; delete a pattern
// when its bug is fixed.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_FUZZ_KNOWNBUGS_H
#define HIER_FUZZ_KNOWNBUGS_H

#include "llvm/ADT/StringRef.h"

namespace hier {

/// True if the generated source \p Src, compiled as C if \p C, matches an
/// open bug's pattern (hier's or Clang's own).
bool hitsKnownBug(llvm::StringRef Src, bool C);

} // namespace hier

#endif
