//===- PointerChecks.h - unmapped pointers, before a GPU launch -*- C++ -*-===//
//
// Before each launch of a team region of an offload build, the host checks
// that every pointer the region dereferences, and maps in none of its own
// clauses, points at memory the device has (include/hier/__hier_pointers.h):
// a host pointer the GPU cannot reach otherwise ends in an illegal memory
// access and OpenMP's anonymous "failure of target construct". The front
// end's part:
//  - emitPointerCheck, before the region (host compile, offload build):
//      for (int go = __hier_check_pointers("", 0, 1, "a[0:n]", &(a)[0],
//                                          (unsigned long long)(n) *
//                                              sizeof((a)[0]));
//           go; go = 0)
//    with the sections of its map clauses (MappedSections.h);
//  - preparePointerChecks, once the region is parsed: the call's arguments
//    become the region's place, its pointers and the sections,
//      __hier_check_pointers("file.c:12", 2, 1, "p", p, "q", q, "a[0:n]", ...)
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_POINTERCHECKS_H
#define HIER_PLUGIN_POINTERCHECKS_H

#include "LoopRewriter.h"

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace hier {

class TokenBuilder;

/// The one-shot loop that checks team \p D's pointers before its launch. A
/// region with a device clause is not checked (the check asks about the
/// default device).
void emitPointerCheck(TokenBuilder &B, const Directive &D, unsigned ID,
                      CompileMode Mode);

/// Fills in the checks of the team regions in \p D.
void preparePointerChecks(clang::Decl *D, clang::ASTContext &Ctx);

} // namespace hier

#endif
