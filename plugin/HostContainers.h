//===- HostContainers.h - host containers used in a team --------*- C++ -*-===//
//
// A std::vector (std::string, std::list, std::map, ...) that a team region
// uses is copied to the GPU as its object, a few pointers into host memory:
// Clang warns vaguely ("not trivially copyable and not guaranteed to be
// mapped correctly") and the GPU reads host addresses (an illegal memory
// access, or garbage). This check names the variable at its use and says
// what to map instead.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_HOSTCONTAINERS_H
#define HIER_PLUGIN_HOSTCONTAINERS_H

namespace clang {
class ASTContext;
class OMPTargetTeamsDirective;
} // namespace clang

namespace hier {

/// In the host compile of an offload build, an error at the first use in
/// \p Team of each standard container from outside the region (a variable
/// the region captures, or a member of the object whose method holds it)
/// whose elements live in host memory.
void checkHostContainers(const clang::OMPTargetTeamsDirective &Team,
                         clang::ASTContext &Ctx);

} // namespace hier

#endif
