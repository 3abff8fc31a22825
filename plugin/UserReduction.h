//===- UserReduction.h - reductions with 'omp declare reduction' -*- C++
//-*-===//
//
// reduction(id: v) where id names an OpenMP 'declare reduction' for v's type
// (an identifier, or an operator on a type hier does not reduce itself):
// the front end looks the declaration up as Clang does for an 'omp'
// reduction clause, and the rewriter (UserReductionRewriter.cpp) writes the
// combiner and the initializer into the generated code.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_USERREDUCTION_H
#define HIER_PLUGIN_USERREDUCTION_H

#include "Directive.h"
#include "clang/AST/Type.h"
#include <optional>

namespace clang {
class ASTContext;
class Decl;
class DiagnosticsEngine;
class Sema;
class ValueDecl;
} // namespace clang

namespace hier {

class TokenBuilder;

/// What the rewriter needs of a declare reduction: its combiner, in terms of
/// omp_in and omp_out, and its initializer, in terms of omp_priv and
/// omp_orig, as tokens with their object-like macros expanded.
struct UserReductionForm {
  enum class Init {
    None,   ///< no initializer clause: value-initialised (zero)
    Copy,   ///< initializer(omp_priv = Init)
    Direct, ///< initializer(omp_priv Init), Init '(...)' or '{...}'
    Call,   ///< initializer(Init), an expression on &omp_priv
  };
  llvm::SmallVector<clang::Token, 16> Combiner;
  llvm::SmallVector<clang::Token, 8> Initializer;
  Init Kind = Init::None;
  /// The declaration's type, spelled to be named anywhere (a dispatch's).
  std::string Type;
};

/// A reduction variable's declare reduction. Where its type is known when
/// the directive is read, the one declaration for it. Where it is not (it
/// depends on a template parameter, or the loop is in a member function
/// defined inside its class, whose locals are declared only once the class
/// is complete), every declaration of the identifier visible at the
/// directive: the generated code picks the one of the variable's type with
/// `if constexpr`, at instantiation in a template (the others are discarded
/// there), and a static_assert says so where none matches.
struct UserReduction {
  using Init = UserReductionForm::Init;
  llvm::SmallVector<UserReductionForm, 1> Forms;
  /// Forms are candidates, picked by type in the generated code.
  bool Dispatch = false;
  /// An operator whose declarations are candidates: a type none of them is
  /// for, an arithmetic one, reduces with the operator itself.
  bool Builtin = false;
  /// The value's 32-bit words (0 with Dispatch: from sizeof).
  unsigned Words = 0;
  /// The identifier or operator as written, for the static_asserts.
  std::string Id;
};

/// Resolves reduction variable \p R, declared as \p VD (null or of a
/// dependent type when unknown), of \p Ty (its non-reference type) to a
/// declare reduction, or reports why it cannot be. Returns std::nullopt
/// where R is no user-defined reduction (an operator on a type without
/// one: the usual checks apply), true where R is to be dropped (after one
/// error), false where R.User is set.
std::optional<bool> resolveUserReduction(clang::Sema &S,
                                         clang::Preprocessor &PP,
                                         const Directive &D, ReductionVar &R,
                                         const clang::ValueDecl *VD,
                                         clang::QualType Ty);

/// Where Sema cannot look names up: each reduction with an identifier is
/// reported and dropped.
void dropUnresolvedUserReductions(clang::DiagnosticsEngine &DE, Directive &D);

/// Resolves reduction variable \p R, whose type is not known where the
/// directive is read (\p VD is its declaration, of a dependent type, or
/// null in a member function read before its class is complete), to the
/// declarations of its identifier visible there, picked by type in the
/// generated code (C++17). An operator does so only in a template and where
/// it has declarations; std::nullopt: R is no user-defined reduction (the
/// usual code). Returns true where R is to be dropped (after one error).
std::optional<bool> resolveDispatchedUserReduction(clang::Sema &S,
                                                   clang::Preprocessor &PP,
                                                   ReductionVar &R,
                                                   const clang::ValueDecl *VD);

/// Reports what the markers of declare reductions picked at instantiation
/// (UserReductionRewriter.cpp) say in \p D, an instantiated function (a
/// function template's, a class template's member, a generic lambda's call
/// operator), at the variable of each.
void checkUserReductionMarkers(clang::Decl *D, clang::ASTContext &Ctx);

/// The one-shot loops of \p D's user-defined reduction \p R (variable \p N
/// of loop \p ID), in place of the typed wrapper.
void emitUserReductionWrapper(TokenBuilder &B, const ReductionVar &R,
                              const Directive &D, unsigned ID, unsigned N,
                              unsigned TeamLanes, bool CPlusPlus);

} // namespace hier

#endif
