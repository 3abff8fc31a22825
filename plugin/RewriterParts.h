//===- RewriterParts.h - the pieces LoopRewriter assembles ------*- C++ -*-===//
//
// LoopRewriter.cpp emits the loop over the counter; these files emit what it
// is made of: TripCount.cpp the header's types, steps and trip count,
// ReductionRewriter.cpp the reductions' wrappers, TeamRewriter.cpp a team's
// target region, scratch and prologue.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_REWRITERPARTS_H
#define HIER_PLUGIN_REWRITERPARTS_H

#include "LoopRewriter.h"
#include <string>

namespace clang {
class Expr;
}

namespace hier {

class TokenBuilder;

/// The type of the logical iteration counter and the trip counts.
constexpr const char *U = "unsigned long long";

/// Whether the loop being emitted is C++ (emitLoop sets it from the
/// directive): the type tests differ from C's.
extern bool RewritingCPlusPlus;

// TeamRewriter.cpp

/// The argument of a size clause (team_size, scratch, ...), in parentheses,
/// after \p Cast (the helper parameter's type, or empty).
/// One that is not an integer ('team_size(v)' for a vector, 'team_size(4.5)',
/// a pointer in C) is not used (1 stands in for it): NestingChecker finds
/// the test of its type and reports the type, once.
void emitClauseArg(TokenBuilder &B, llvm::ArrayRef<clang::Token> Args,
                   llvm::StringRef Cast);

/// Whether \p Cond is the test of its argument's type that emitClauseArg
/// writes (NestingChecker reports the argument when it is false).
bool isClauseArgTest(const clang::Expr *Cond);

// TripCount.cpp

/// Whether the declared type \p Type contains 'auto'.
bool containsAuto(llvm::ArrayRef<clang::Token> Type);
/// Whether the declared type of the loop variable is plainly an integer
/// type ('int', 'unsigned long', ...).
bool plainInteger(const LoopHeader &H);
/// Whether the loop variable's type is one the rewriter computes with, as a
/// constant expression.
void emitIsInteger(TokenBuilder &B, const LoopHeader &H);
/// The type the rewriter computes the loop variable's values in.
void emitVarType(TokenBuilder &B, const LoopHeader &H);
/// (unsigned long long)(T)(expr).
void emitAsU(TokenBuilder &B, const LoopHeader &H,
             llvm::ArrayRef<clang::Token> Expr);
/// The step's magnitude as unsigned long long.
void emitStep(TokenBuilder &B, const LoopHeader &H);
/// The trip count of the loop, as an unsigned long long expression.
void emitTripCount(TokenBuilder &B, const LoopHeader &H);

// ReductionRewriter.cpp

/// `for (int go = 1; go;)`, the outer one-shot loop of a wrapper: its flag,
/// in a declaration of its own (the inner loop's declares variables of the
/// reduced type, which may be one that no int converts to, a template's).
void emitFlagLoop(TokenBuilder &B, llvm::StringRef Go);
/// `Name_<T>`, the helper for the type of \p R's variable, by _Generic.
void emitTypedHelper(TokenBuilder &B, const ReductionVar &R,
                     llvm::StringRef Name);
/// \p R's variable (element \p Index of a section) as a marker's argument.
void emitValue(TokenBuilder &B, const ReductionVar &R,
               llvm::StringRef Index = "0");
/// Whether the team reductions of \p D leave their results in a slot
/// instead of in the mapped variables.
bool publishesTeamResults(const Directive &D, CompileMode Mode);
/// Whether team reduction \p R of \p D does (a section seen through a
/// pointer is mapped instead).
bool publishesTeamResult(const Directive &D, const ReductionVar &R,
                         CompileMode Mode);
/// The names of the slot pointers of reduction variable \p N of team \p ID.
std::string slotAccumulator(unsigned ID, unsigned N);
std::string slotResult(unsigned ID, unsigned N);
/// Wraps the loop that follows in one one-shot loop per reduction variable.
void emitReductionWrappers(TokenBuilder &B, const Directive &D, unsigned ID,
                           CompileMode Mode);
/// Around a team region whose teams publish their reduction results, the
/// host-side one-shot loops that get the slots and fold the results.
void emitTeamResultWrappers(TokenBuilder &B, const Directive &D, unsigned ID,
                            CompileMode Mode);

// TeamRewriter.cpp

/// The OpenMP target region of a team, with its launch and clauses.
void emitTeamRegion(TokenBuilder &B, const Directive &D,
                    llvm::ArrayRef<LoopHeader> Nest, unsigned ID,
                    CompileMode Mode);
/// The host's scratch buffer per team (a no-op in the GPU compile).
void emitHostScratch(TokenBuilder &B, const Directive &D, unsigned ID);
/// scratch(1: bytes): the device memory of the launch's teams, around it.
void emitScratch1Launch(TokenBuilder &B, const Directive &D, unsigned ID,
                        CompileMode Mode);
/// The markers at the start of a team's region: its shape and readonly
/// variables.
void emitTeamPrologue(TokenBuilder &B, const Directive &D, unsigned ID);

} // namespace hier

#endif
