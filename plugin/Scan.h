//===- Scan.h - reduction(inscan, ...) and '#pragma hier scan' -*- C++ -*-===//
//
// A thread, vector or thread vector loop whose reduction clause has OpenMP's
// 'inscan' modifier splits its body at '#pragma hier scan inclusive(list)'
// or 'exclusive(list)': the part that updates the variables (the input
// phase: before an inclusive scan, after an exclusive one) and the part that
// reads their prefix (the scan phase). The loop runs its iterations in
// rounds of one iteration per member of its level; each round runs every
// member's input phase, combines the members' values in iteration order
// (one scan over the level: shuffles and shared memory on a GPU), and then
// every member's scan phase. docs/design.md ("Scans") has the code.
//
//   Directive.cpp    checkInscanReductions, when a directive is parsed;
//   PragmaHandler.cpp  the loops open while their bodies are read (ScanLoop)
//                    and handleScan at the scan directive;
//   ScanRewriter.cpp the generated code (emitLoop calls it);
//   ScanCheck.cpp    NestingChecker's checks on the parsed body.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_SCAN_H
#define HIER_PLUGIN_SCAN_H

#include "Directive.h"
#include "LoopRewriter.h"

namespace clang {
class DiagnosticsEngine;
class Stmt;
class ForStmt;
} // namespace clang

namespace hier {

class TokenBuilder;

/// Whether \p D is a loop with a reduction(inscan, ...) variable.
bool hasInscan(const Directive &D);

/// Drops, after an error, the inscan variables of a team directive and
/// inscan array sections; checks a scan directive's clause.
void checkInscanReductions(clang::DiagnosticsEngine &DE, Directive &D);

/// A loop with inscan variables whose body is being read.
struct ScanLoop {
  unsigned ID;
  clang::SourceLocation Loc; ///< the loop's directive
  Directive D;
  CompileMode Mode;
  /// The scan directive of its body, once seen.
  clang::SourceLocation ScanLoc;
};

/// The code of scan directive \p Scan in the body of \p Loop, or an error.
/// \p Open holds the loops with inscan variables read so far; the one whose
/// body holds the directive is found with Sema where it can be (the
/// generated phase variable is in scope), else it is the last one without a
/// scan yet.
void handleScan(clang::Preprocessor &PP, const Directive &Scan,
                llvm::SmallVectorImpl<ScanLoop> &Open, TokenBuilder &B);

// ScanRewriter.cpp

/// The wrapper of inscan variable \p R (variable \p N of loop \p ID), instead
/// of a reduction's: it keeps the carry, and the variable gets it after the
/// loop.
void emitScanWrapper(TokenBuilder &B, const ReductionVar &R, unsigned ID,
                     unsigned N);
/// The loop over the two phases of a round, after the innermost one-shot
/// loop's header and before the user's body.
void emitScanPhases(TokenBuilder &B, const Directive &D, unsigned ID,
                    CompileMode Mode);
/// What the scan directive becomes: the end of the first phase and the
/// start of the second.
void emitScanPoint(TokenBuilder &B, const ScanLoop &Loop, bool Exclusive);

// ScanCheck.cpp

/// \p Body as the user wrote it: the body under the phase loop of a scan
/// loop, else \p Body itself.
const clang::Stmt *userBody(const clang::Stmt *Body);
/// Reports a scan loop (\p Body, the innermost one-shot loop's body) whose
/// body has no scan directive, or has it inside a nested statement.
void checkScanBody(clang::DiagnosticsEngine &DE, const clang::Stmt *Body,
                   clang::SourceLocation Directive);

} // namespace hier

#endif
