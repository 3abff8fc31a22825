//===- LoopRewriter.h - the code a hier loop directive becomes --*- C++ -*-===//
//
// A hier loop
//
//   #pragma hier LEVEL
//   for (T i = lb; i < ub; i += s) body
//
// becomes a loop over the logical iteration counter k, whose start and stride
// come from the marker calls of hier/abi.h, around a one-shot loop that gives
// the user's variable its value for iteration k:
//
//   for (unsigned long long k = __hier_begin(LEVEL, ID), n0 = TRIP, n = n0,
//                           a0 = lb, m0 = s, once0 = 1;
//        k < n; k += __hier_stride(LEVEL, ID), once0 = 1)
//     for (T i = (T)(a0 + k * m0); once0; once0 = 0)
//       body
//
// collapse(n) flattens n rectangular loops into the one counter k, over the
// product of their trip counts, and recovers each index by division.
//
// Iterating over k (as OpenMP does) keeps every canonical form correct, with
// no overflow near the type's limits and no '!=' bound jumped over. 'continue'
// in the body ends the one-shot loop and moves on to the next k; 'break' would
// not leave the hier loop, so NestingChecker rejects it. A team directive
// also opens the OpenMP kernel-mode target region around the loop.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_LOOPREWRITER_H
#define HIER_PLUGIN_LOOPREWRITER_H

#include "Directive.h"
#include "LoopHeader.h"

namespace hier {

class TokenBuilder;

/// Default sizes used when a team directive does not set them.
constexpr unsigned DefaultVectorLength = 32;
constexpr unsigned DefaultThreadsPerTeam = 128;
/// The grid limit when max_teams is not given and the device's occupancy is
/// not known (a GPU's is, see __hier_resident_teams in hier/__hier_launch.h).
constexpr unsigned long long DefaultMaxTeams = 65536;

/// Which compile job the code is for.
struct CompileMode {
  bool Device;   ///< the GPU job (the others are the host's)
  bool HostOnly; ///< no offload target: team regions only run on the host
  /// The lanes per thread of the enclosing team when known at compile time
  /// (a literal vector_length, or the default), else 0.
  unsigned TeamLanes;
};

/// The lanes per thread a team directive asks for, if known at compile time.
unsigned teamLanes(clang::Preprocessor &PP, const Directive &D);

/// Appends to \p B the code for directive \p D on the loop nest \p Nest:
/// one loop, or the D.Collapse loops of a collapsed nest, whose 'for'
/// keywords and headers were read; the body follows in the source.
/// BraceAfter[J] tells that a '{' followed header J; it is given back after
/// level J's loop, to be closed by its '}' in the source. \p Hints, the
/// loop hint annotations read between the directive and its loop, go on the
/// loop over the counter. \p ID is unique in the translation unit.
void emitLoop(TokenBuilder &B, const Directive &D,
              llvm::ArrayRef<LoopHeader> Nest, llvm::ArrayRef<bool> BraceAfter,
              llvm::ArrayRef<clang::Token> Hints, unsigned ID,
              CompileMode Mode);

/// Appends the code that makes the statement after a 'single' directive run
/// once per team or per thread, followed by the barrier or lane sync that
/// makes its effects visible:
///   for (int go = 1, lead = LEADER(); go; go = 0, SYNC()) if (lead)
void emitSingle(TokenBuilder &B, const Directive &D, unsigned ID);

/// Appends, after a 'shared' declaration of \p Names in a GPU compile, the
/// OpenMP directive that gives each of them one instance per team in
/// team-shared memory: Clang makes that a static addrspace(3) variable of the
/// kernel, used through generic pointers.
void emitSharedAllocation(TokenBuilder &B, llvm::ArrayRef<clang::Token> Names);

} // namespace hier

#endif
