//===- ReductionCheck.h - the types and operators hier reduces --*- C++ -*-===//

#ifndef HIER_PLUGIN_REDUCTIONCHECK_H
#define HIER_PLUGIN_REDUCTIONCHECK_H

namespace clang {
class ASTContext;
class CallExpr;
class DiagnosticsEngine;
class Expr;
class QualType;
} // namespace clang

namespace hier {

/// Whether hier reduces values of type \p Ty (Builtins.cpp has a helper for
/// each such type).
bool isReducibleType(clang::QualType Ty);

/// Whether \p Ty is a complex type hier reduces (C's _Complex float or
/// double, std::complex<float|double>): + and * only.
bool isReducibleComplex(clang::QualType Ty);

/// Whether \p Ty is std::complex<float|double>.
bool isStdComplex(clang::QualType Ty);

/// Whether operator \p Op applies to values of the reducible type \p Ty.
bool reducesWith(clang::QualType Ty, unsigned Op);

/// The reduction variable of a generated `_Generic((v), int:
/// __hier_identity_i32, ...)(OP)` call, which every reduction has once.
const clang::Expr *reductionIdentityVar(const clang::CallExpr *Call);

/// Reports a reduction variable \p Var, of the identity call \p Call, whose
/// type hier does not reduce, or a bitwise operator on a floating type (once
/// per variable of a directive).
void checkReduction(clang::DiagnosticsEngine &DE, const clang::ASTContext &Ctx,
                    const clang::CallExpr *Call, const clang::Expr *Var);

/// If \p Call is the fold of a team's array section (`_Generic((v[LO +
/// 0]), int: __hier_team_publish_n_i32, ...)(OP, ..., (unsigned)(LEN)...)`,
/// or __hier_team_combine_n), reports a length that is not a positive
/// constant, or, for a section seen through a pointer, longer than
/// HIER_LIMIT_TEAM_SECTION_ELEMENTS.
void checkTeamSectionLength(clang::DiagnosticsEngine &DE,
                            const clang::ASTContext &Ctx,
                            const clang::CallExpr *Call);

} // namespace hier

#endif
