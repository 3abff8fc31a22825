//===- ReductionClause.h - a directive's reduction clauses ------*- C++ -*-===//

#ifndef HIER_PLUGIN_REDUCTIONCLAUSE_H
#define HIER_PLUGIN_REDUCTIONCLAUSE_H

#include "Directive.h"

namespace clang {
class DiagnosticsEngine;
} // namespace clang

namespace hier {

/// reduction(op: var [, var]...): adds the variables to D.Reductions.
/// Reports a bad list and returns false; the clause is then dropped.
bool parseReduction(clang::Preprocessor &PP, const Clause &C, Directive &D);

/// A reduction variable that is also firstprivate is an error (reported and
/// dropped from the reduction).
void checkFirstprivateReductions(clang::DiagnosticsEngine &DE, Directive &D);

/// With Sema: drops the reduction variables that are not declared or whose
/// type hier cannot reduce, after one error each; their uses in the
/// generated code would report the same problem many times over.
void checkReductionVariables(clang::Preprocessor &PP, Directive &D);

} // namespace hier

#endif
