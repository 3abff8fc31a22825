//===- DeviceGlobals.h - globals a team needs, the device lacks -*- C++ -*-===//
//
// Clang puts a global on the device in three ways only: it maps the ones a
// target region captures, it emits the ones in 'declare target', and it
// copies the value of a constant read by value (a constexpr's Cubes[i]). A
// global the GPU code needs otherwise is an undefined reference that only
// the device link reports, naming a mangled symbol (nvlink: "Undefined
// reference to '_ZL4coef'"): one a function the team calls uses, or a
// constexpr whose address the region takes (Clang does not capture it).
// This check names the variable and the use, and what to do.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_DEVICEGLOBALS_H
#define HIER_PLUGIN_DEVICEGLOBALS_H

namespace clang {
class ASTContext;
class OMPTargetTeamsDirective;
} // namespace clang

namespace hier {

/// Warns, in the host compile of an offload build, at each use in team
/// \p Team, or in a function it calls, of a global that will not be on the
/// device.
void checkDeviceGlobals(const clang::OMPTargetTeamsDirective &Team,
                        clang::ASTContext &Ctx);

} // namespace hier

#endif
