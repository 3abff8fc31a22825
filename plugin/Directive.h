//===- Directive.h - a parsed '#pragma hier' line --------------*- C++ -*-===//

#ifndef HIER_PLUGIN_DIRECTIVE_H
#define HIER_PLUGIN_DIRECTIVE_H

#include "Clauses.h"
#include "hier/abi.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>
#include <string>

namespace clang {
class Preprocessor;
class SourceManager;
} // namespace clang

namespace hier {

struct UserReduction;

/// The loop level a loop directive maps to.
hier_level levelOf(DirectiveKind K);

/// One clause: its name token and, for clauses with an argument list, the
/// tokens between the parentheses.
struct Clause {
  ClauseId Id;
  clang::Token Name;
  bool HasParens = false;
  llvm::SmallVector<clang::Token, 8> Args;
  /// The clause exactly as written (name, parentheses, arguments): OpenMP
  /// pass-through clauses are re-emitted from these tokens.
  llvm::SmallVector<clang::Token, 8> Spelled;

  /// scratch([level:] bytes): the level (0 or 1); Args holds the bytes.
  unsigned Level = 0;

  llvm::StringRef name() const;
};

/// One variable of a reduction clause, with the clause's operator.
struct ReductionVar {
  hier_reduction_op Op;
  clang::Token OpTok; ///< the operator as written (for diagnostics)
  clang::Token Var;
  /// The variable is, or in a template may be, a std::complex: the
  /// generated _Generic names std::complex and the markers get
  /// __hier_rep(Var) (ReductionRewriter.cpp).
  bool ClassComplex = false;
  /// An array section `Var[Lower : Length]`: each element of it is reduced.
  bool Section = false;
  llvm::SmallVector<clang::Token, 2> Lower, Length;
  /// A team's section of an array (of a known or a dependent size): each
  /// thread's private copy is the whole array, of the array's type. Else (a
  /// pointer, or a type that depends on a template parameter) the copy is
  /// the section's elements, seen through a pointer (ReductionRewriter.cpp).
  bool WholeArrayCopy = false;
  /// OpTok is an identifier other than min and max: the name of an OpenMP
  /// 'declare reduction' (UserReduction.h).
  bool UserId = false;
  /// The declare reduction that reduces the variable, once resolved.
  std::shared_ptr<const UserReduction> User;
  /// reduction(inscan, op: ...): a scan variable (Scan.h).
  bool Inscan = false;
};

struct Directive {
  DirectiveKind Kind;
  clang::SourceLocation Loc; ///< the first directive word
  llvm::SmallVector<Clause, 4> Clauses;
  /// The variables of all reduction clauses, in order.
  llvm::SmallVector<ReductionVar, 2> Reductions;
  /// collapse(n): the number of nested loops the directive applies to.
  unsigned Collapse = 1;
  /// The variables of all readonly clauses, in order.
  llvm::SmallVector<clang::Token, 4> ReadOnly;
  /// label("name"): the name its kernel gets (KernelLabels.cpp), or empty.
  std::string Label;
  /// The variables of all copyprivate clauses (single), in order.
  llvm::SmallVector<clang::Token, 2> CopyPrivate;
  /// scan inclusive(list) or exclusive(list): the variables, and which.
  llvm::SmallVector<clang::Token, 2> ScanVars;
  bool ScanExclusive = false;
  /// A reduction clause had the inscan modifier (its variables may have
  /// been dropped after an error since).
  bool HadInscan = false;
  /// Compiled as C++ (the rewriter's type checks differ from C's).
  bool CPlusPlus = false;

  /// The first clause \p Id of the directive, if any.
  const Clause *find(ClauseId Id) const;
  /// The scratch clause of \p Level, if any.
  const Clause *scratch(unsigned Level) const;
  bool isLoop() const {
    return Kind == DirectiveKind::Team || Kind == DirectiveKind::Thread ||
           Kind == DirectiveKind::Vector || Kind == DirectiveKind::ThreadVector;
  }
};

/// Parses the tokens of a '#pragma hier' line after 'hier' (up to, not
/// including, eod). An error in a clause is reported and the clause dropped
/// (a misspelled directive or clause name is corrected, with a fix-it), so
/// that the directive still applies and the code it encloses is checked as
/// usual. Returns std::nullopt, after an error, for a directive that cannot
/// apply, an unknown word; the loop that follows is then an ordinary loop
/// (see takeDroppedBefore).
std::optional<Directive> parseDirective(clang::Preprocessor &PP,
                                        clang::SourceLocation PragmaLoc,
                                        llvm::ArrayRef<clang::Token> Line);

/// Records a directive at \p Loc whose loop the pragma handler rejected (its
/// header is not canonical, or no loop follows): the loop stays an ordinary
/// one, and the hier loops inside it get no nesting errors of their own (a
/// vector loop is not "outside a thread loop" because that thread loop's
/// header was wrong).
void noteDroppedDirective(clang::SourceLocation Loc);

/// Whether a directive that parseDirective rejected (an unknown word: what
/// it meant is unknown), or one noteDroppedDirective recorded, was written
/// before \p Before; the record of it is
/// then taken. NestingChecker checks nothing inside the 'for' that follows
/// such a directive, so that one error has no sequels.
bool takeDroppedBefore(const clang::SourceManager &SM,
                       clang::SourceLocation Before);

/// Whether \p Loc is (expands to) the first word of a team directive.
bool isTeamDirective(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace hier

#endif
