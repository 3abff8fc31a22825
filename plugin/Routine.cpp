//===- Routine.cpp - '#pragma hier routine thread|vector' -----------------===//

#include "Routine.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace hier {

/// Any declaration of it, or of the template it is instantiated from, may
/// carry the pragma's annotation (a call before the definition sees only
/// the declarations before it).
std::optional<hier_level> routineLevel(const FunctionDecl &FD) {
  const FunctionDecl *Pattern = FD.getTemplateInstantiationPattern();
  for (const FunctionDecl *F : {&FD, Pattern}) {
    if (!F)
      continue;
    for (const FunctionDecl *R : F->redecls())
      for (const auto *A : R->specific_attrs<AnnotateAttr>()) {
        if (A->getAnnotation() == HIER_ROUTINE_THREAD_ANNOTATION)
          return HIER_LEVEL_THREAD;
        if (A->getAnnotation() == HIER_ROUTINE_VECTOR_ANNOTATION)
          return HIER_LEVEL_VECTOR;
      }
  }
  return std::nullopt;
}

} // namespace hier
