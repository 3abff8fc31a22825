//===- Builtins.h - declarations every hier translation unit sees -*- C++
//-*-===//

#ifndef HIER_PLUGIN_BUILTINS_H
#define HIER_PLUGIN_BUILTINS_H

#include "llvm/ADT/StringRef.h"

namespace hier {

/// Source text appended to the predefines buffer: __HIER__ and the marker
/// functions of hier/abi.h (host definitions, device declarations).
llvm::StringRef builtinsSource();

} // namespace hier

#endif
