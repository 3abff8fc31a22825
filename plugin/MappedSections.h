//===- MappedSections.h - mapped sections, pre-launch check ----*- C++ -*-===//
//
// OpenMP cannot extend a mapping: a region that maps a[0:n] while a[0:n/2]
// is already present (an enclosing 'target data', 'enter data', or another
// host thread's region at the same time) fails in the offload runtime with
// "explicit extension not allowed" and an anonymous "failure of target
// construct" (the variable and the line only with -g). The pre-launch check
// (PointerChecks.h, include/hier/__hier_pointers.h) also looks at each
// one-dimensional array section of the team's map clauses: when its first
// byte is present on the device and its last is not (or the reverse), it
// stops the program naming the section and the region's line.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_MAPPEDSECTIONS_H
#define HIER_PLUGIN_MAPPEDSECTIONS_H

namespace hier {

class TokenBuilder;
struct Directive;

/// Appends, for each section 'base[lb:len]' of \p D's map clauses (one
/// section per item, a length written), the
/// check's three arguments: the section as written, '&(base)[lb]' and its
/// size in bytes, each after a comma. Returns how many sections it wrote.
unsigned emitMappedSections(TokenBuilder &B, const Directive &D);

} // namespace hier

#endif
