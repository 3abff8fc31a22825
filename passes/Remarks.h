//===- Remarks.h - hier's optimization remarks ------------------*- C++ -*-===//
//
// Every remark of hier's passes is made by hierRemark from an ID of
// Remarks.def: its name (HIERnnn) and the "[HIERnnn] " that starts its
// message are the table's, so no pass spells an ID.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PASSES_REMARKS_H
#define HIER_PASSES_REMARKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DiagnosticInfo.h"
#include <cassert>
#include <type_traits>
#include <utility>

namespace hier {

/// hier's pass name, which -Rpass=hier and friends select.
constexpr const char RemarkPassName[] = "hier";

enum class RemarkID {
#define HIER_REMARK(NUM, NAME, KINDS, MEANING) NAME,
#include "Remarks.def"
};

struct RemarkInfo {
  /// "HIER001".
  llvm::StringLiteral Name;
  /// "[HIER001] ", what the message starts with.
  llvm::StringLiteral Prefix;
  /// The remark classes it comes as: "analysis", "passed / missed", ...
  llvm::StringLiteral Kinds;
};

inline const RemarkInfo &remarkInfo(RemarkID ID) {
  static constexpr RemarkInfo Table[] = {
#define HIER_REMARK(NUM, NAME, KINDS, MEANING)                                 \
  {"HIER" #NUM, "[HIER" #NUM "] ", KINDS},
#include "Remarks.def"
  };
  return Table[static_cast<unsigned>(ID)];
}

/// The word of Remarks.def's KINDS column for the remark class \p RemarkT.
template <typename RemarkT> constexpr llvm::StringLiteral remarkKind() {
  if constexpr (std::is_same_v<RemarkT, llvm::OptimizationRemark>)
    return "passed";
  else if constexpr (std::is_same_v<RemarkT, llvm::OptimizationRemarkMissed>)
    return "missed";
  else
    return "analysis";
}

/// A remark of class \p RemarkT (OptimizationRemark, OptimizationRemarkMissed,
/// OptimizationRemarkAnalysis) with ID \p ID, about \p Where (the arguments
/// of RemarkT's constructor after the pass and remark names); its message
/// starts with the ID, and the caller streams the rest.
template <typename RemarkT, typename... WhereT>
RemarkT hierRemark(RemarkID ID, WhereT &&...Where) {
  const RemarkInfo &Info = remarkInfo(ID);
  assert(Info.Kinds.contains(remarkKind<RemarkT>()) &&
         "remark class not in the ID's KINDS in Remarks.def");
  RemarkT R(RemarkPassName, Info.Name, std::forward<WhereT>(Where)...);
  R << Info.Prefix;
  return R;
}

} // namespace hier

#endif
