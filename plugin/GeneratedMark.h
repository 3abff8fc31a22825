//===- GeneratedMark.h - the mark of hier's generated code ------*- C++ -*-===//
//
// Every declaration the rewriter generates carries the attribute
// __attribute__((hier_generated("ROLE"))) (names::declare writes it), ROLE
// being one of GeneratedNames.h's constants. The checks recognise generated
// code by that mark, never by its name: a user's variable named like one
// ('__hier_k0', copied from a dump) is the user's.
//
// The attribute is the plugin's own (GeneratedMark.cpp registers it). It
// becomes an implicit SuppressAttr {"hier.generated", ROLE} on the
// declaration: an attribute Clang keeps in the AST, copies into template
// instantiations and leaves out of code generation ('annotate' would mark a
// local variable with an llvm.var.annotation call, which keeps it in
// memory). Its one effect, besides the mark, is that the static analyzer
// reports nothing inside hier's generated declarations.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_GENERATEDMARK_H
#define HIER_PLUGIN_GENERATEDMARK_H

#include "GeneratedNames.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace clang {
class Decl;
class Expr;
} // namespace clang

namespace hier {

/// The role (a GeneratedNames.h constant) \p D was generated for, if the
/// rewriter generated it.
std::optional<llvm::StringRef> generatedRole(const clang::Decl *D);

/// Whether the rewriter generated \p D, for role \p Role if one is given.
bool isHierGenerated(const clang::Decl *D, llvm::StringRef Role = {});

/// The generated variable \p E refers to (through implicit conversions and
/// parentheses) for role \p Role (any if empty), or null.
const clang::Decl *generatedRef(const clang::Expr *E,
                                llvm::StringRef Role = {});

} // namespace hier

#endif
