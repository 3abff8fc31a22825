//===- Routine.cpp - '#pragma hier routine thread|vector' -----------------===//

#include "Routine.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace hier {

std::optional<hier_level> routineLevel(const FunctionDecl &FD) {
  for (const auto *A : FD.specific_attrs<AnnotateAttr>()) {
    if (A->getAnnotation() == HIER_ROUTINE_THREAD_ANNOTATION)
      return HIER_LEVEL_THREAD;
    if (A->getAnnotation() == HIER_ROUTINE_VECTOR_ANNOTATION)
      return HIER_LEVEL_VECTOR;
  }
  return std::nullopt;
}

} // namespace hier
