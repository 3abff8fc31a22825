//===- ABI.h - hier/HierABI.def's names for the passes ----------*- C++ -*-===//
//
// The passes name the device runtime's entry points and the front end's
// markers through these enums, generated from include/hier/HierABI.def: a
// misspelled entry is a compile error here, not an undefined symbol when a
// user's program links.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_ABI_H
#define HIER_PASSES_ABI_H

#include "hier/abi.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <string_view>

namespace hier {

/// An entry point of the device runtime.
enum class RTEntry {
#define HIER_RT_ENTRY(ID, RET, NAME, PARAMS) ID,
#include "hier/HierABI.def"
};

/// The name of entry point \p E.
inline llvm::StringLiteral rtName(RTEntry E) {
  static constexpr llvm::StringLiteral Names[] = {
#define HIER_RT_ENTRY(ID, RET, NAME, PARAMS) #NAME,
#include "hier/HierABI.def"
  };
  return Names[static_cast<unsigned>(E)];
}

/// The grid dimension a reduction of the device runtime works over.
enum class RTReduce {
#define HIER_RT_REDUCE(DIM) DIM,
#include "hier/HierABI.def"
};

/// __hier_rt_reduce_<dim>_<type suffix>.
inline std::string rtReduceName(RTReduce R, llvm::StringRef TypeSuffix) {
  static constexpr llvm::StringLiteral Names[] = {
#define HIER_RT_REDUCE(DIM) "__hier_rt_reduce_" #DIM "_",
#include "hier/HierABI.def"
  };
  return Names[static_cast<unsigned>(R)].str() + TypeSuffix.str();
}

/// The grid dimension a scan of the device runtime works over.
enum class RTScan {
#define HIER_RT_SCAN(DIM) DIM,
#include "hier/HierABI.def"
};

/// __hier_rt_scan_<dim>_<type suffix>.
inline std::string rtScanName(RTScan R, llvm::StringRef TypeSuffix) {
  static constexpr llvm::StringLiteral Names[] = {
#define HIER_RT_SCAN(DIM) "__hier_rt_scan_" #DIM "_",
#include "hier/HierABI.def"
  };
  return Names[static_cast<unsigned>(R)].str() + TypeSuffix.str();
}

// abi.h spells the markers' names as macros, for the front end to splice
// into generated code: they must be the table's.
#define HIER_MARKER(ID, NAME, ARITY, ROLES)                                    \
  static_assert(std::string_view(HIER_MARKER_##ID) == #NAME,                   \
                "abi.h's HIER_MARKER_" #ID " is not hier/HierABI.def's");
#include "hier/HierABI.def"

/// The number of arguments of a marker (HierABI.def), -1 if variadic.
enum : int {
#define HIER_MARKER(ID, NAME, ARITY, ROLES) MarkerArity_##ID = ARITY,
#include "hier/HierABI.def"
};

} // namespace hier

#endif
