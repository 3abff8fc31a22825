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
#include "llvm/ADT/Twine.h"
#include <string>
#include <string_view>
#include <utility>

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

/// A loop's collective: what its marker computes.
enum class RTCollective {
#define HIER_RT_COLLECTIVE(KIND, ARITY, CONST_ARG) KIND,
#include "hier/HierABI.def"
};

/// The members a collective of the device runtime works over.
enum class RTDim {
#define HIER_RT_DIM(DIM) DIM,
#include "hier/HierABI.def"
};

inline llvm::StringRef collectiveKind(RTCollective C) {
  static constexpr llvm::StringLiteral Kinds[] = {
#define HIER_RT_COLLECTIVE(KIND, ARITY, CONST_ARG) #KIND,
#include "hier/HierABI.def"
  };
  return Kinds[static_cast<unsigned>(C)];
}

/// The arguments of \p C's marker, and the index of the one besides the
/// operator that must be a constant (0: none).
inline std::pair<unsigned, unsigned> collectiveMarkerArgs(RTCollective C) {
  static constexpr std::pair<unsigned, unsigned> Args[] = {
#define HIER_RT_COLLECTIVE(KIND, ARITY, CONST_ARG) {ARITY, CONST_ARG},
#include "hier/HierABI.def"
  };
  return Args[static_cast<unsigned>(C)];
}

/// __hier_<kind>_: the prefix of \p C's markers, one per type.
inline std::string collectiveMarkerPrefix(RTCollective C) {
  return ("__hier_" + collectiveKind(C) + "_").str();
}

/// __hier_rt_<kind>_<dim>_<type suffix>.
inline std::string rtCollectiveName(RTCollective C, RTDim D,
                                    llvm::StringRef TypeSuffix) {
  static constexpr llvm::StringLiteral Dims[] = {
#define HIER_RT_DIM(DIM) #DIM,
#include "hier/HierABI.def"
  };
  return ("__hier_rt_" + collectiveKind(C) + "_" +
          Dims[static_cast<unsigned>(D)] + "_" + TypeSuffix)
      .str();
}

// abi.h spells the collectives' marker prefixes as macros, for the front end
// to splice into generated code: they must be the table's.
static_assert(std::string_view(HIER_MARKER_REDUCE_PREFIX) == "__hier_reduce_" &&
                  std::string_view(HIER_MARKER_SCAN_PREFIX) == "__hier_scan_",
              "abi.h's collective marker prefixes are not hier/HierABI.def's");

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
