//===- GeneratedNames.h - the variables LoopRewriter declares ---*- C++ -*-===//
//
// The rewriter names the variables of the code it generates with these
// prefixes (and the loop's number, names::make), so that the IR reads well.
// Each constant is also the role a generated declaration is marked with
// (names::declare writes the mark); the checkers recognise generated code by
// its mark (GeneratedMark.h), never by its name.
//
//===----------------------------------------------------------------------===//

#ifndef HIER_PLUGIN_GENERATEDNAMES_H
#define HIER_PLUGIN_GENERATEDNAMES_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hier::names {

/// Every generated variable's name starts with this.
constexpr llvm::StringLiteral Any = "__hier_";
/// The logical iteration counter: the first variable of a hier loop.
constexpr llvm::StringLiteral Counter = "__hier_k";
/// The trip count of the loop (and of each level of a collapsed nest), the
/// first value, the step and the product of the inner levels' trip counts.
constexpr llvm::StringLiteral Trips = "__hier_n";
constexpr llvm::StringLiteral Lower = "__hier_a";
constexpr llvm::StringLiteral Step = "__hier_m";
constexpr llvm::StringLiteral Inner = "__hier_p";
/// The flag of the one-shot loop that gives a level's variable its value.
constexpr llvm::StringLiteral OneShot = "__hier_once";
/// A reduction's saved value (the first variable of a thread or vector
/// reduction's wrapper; also an array section's element index, named after
/// it) and its one-shot flag.
constexpr llvm::StringLiteral ReductionOrig = "__hier_rorig";
constexpr llvm::StringLiteral ReductionGo = "__hier_rgo";
/// A team reduction's slot pointers.
constexpr llvm::StringLiteral SlotAccumulator = "__hier_racc";
constexpr llvm::StringLiteral SlotResult = "__hier_rres";
/// A 'single': its one-shot flag (its first variable) and its leader test.
constexpr llvm::StringLiteral SingleGo = "__hier_single_go";
constexpr llvm::StringLiteral SingleLead = "__hier_single_lead";
/// A copyprivate variable's union of value and words, and its word index.
constexpr llvm::StringLiteral CopyPrivateUnion = "__hier_cpu";
constexpr llvm::StringLiteral CopyPrivateIndex = "__hier_cpi";
/// A team's level-1 scratch: its teams and the device memory (host code
/// around the region), and the wrapper's one-shot flag.
constexpr llvm::StringLiteral Scratch1Teams = "__hier_s1teams";
constexpr llvm::StringLiteral Scratch1Base = "__hier_s1base";
constexpr llvm::StringLiteral Scratch1Go = "__hier_s1go";
/// The one-shot flags of a team's scratch and prologue wrappers.
constexpr llvm::StringLiteral ScratchGo = "__hier_scratch_go";
constexpr llvm::StringLiteral TeamGo = "__hier_team_go";
/// SPMD host mode (HostSpmd.cpp): a team's fork, the one-shot flags of its
/// threads' entry and of the region's end.
constexpr llvm::StringLiteral SpmdTeam = "__hier_spmd_t";
constexpr llvm::StringLiteral SpmdGo = "__hier_spmd_go";
constexpr llvm::StringLiteral SpmdEnd = "__hier_spmd_end";
/// The one-shot flag of a team's pointer check (PointerChecks.cpp).
constexpr llvm::StringLiteral CheckGo = "__hier_check_go";

/// The variables of a declare reduction's combining code
/// (UserReductionRewriter.cpp): this, the loop's and the variable's numbers,
/// and what each is ('_acc', ...).
constexpr llvm::StringLiteral UserReduction = "__hier_udr";

/// A scan loop (Scan.h): the first iteration of the member, its phase, its
/// iteration's being in the loop, and a variable's value in the round.
constexpr llvm::StringLiteral ScanFirst = "__hier_sb";
constexpr llvm::StringLiteral ScanPhase = "__hier_ph";
constexpr llvm::StringLiteral ScanActive = "__hier_act";
constexpr llvm::StringLiteral ScanValue = "__hier_rc";

/// The role of the identity functions of include/hier/__hier_reductions.h,
/// whose _Generic selection every reduction calls once (ReductionCheck.h).
constexpr llvm::StringLiteral Identity = "__hier_identity";
/// A team's private copy of an array section (ReductionRewriter.cpp), under
/// the name of the variable it shadows.
constexpr llvm::StringLiteral TeamSectionCopy = "__hier_tsc";

/// \p Prefix followed by the numbers \p N (joined by '_').
inline std::string make(llvm::StringRef Prefix, unsigned N) {
  return Prefix.str() + std::to_string(N);
}
inline std::string make(llvm::StringRef Prefix, unsigned N, unsigned M) {
  return make(Prefix, N) + "_" + std::to_string(M);
}

/// The mark of a generated declaration with role \p Role (GeneratedMark.h),
/// written after its declarator: ' __attribute__((hier_generated("Role")))'.
inline std::string mark(llvm::StringRef Role) {
  return " __attribute__((hier_generated(\"" + Role.str() + "\")))";
}
/// The declarator of generated variable \p Name, marked with role \p Role.
inline std::string declare(llvm::StringRef Name, llvm::StringRef Role) {
  return Name.str() + mark(Role);
}
/// The declarator of the variable names::make(Prefix, N[, M]) names.
inline std::string declare(llvm::StringRef Prefix, unsigned N) {
  return declare(make(Prefix, N), Prefix);
}
inline std::string declare(llvm::StringRef Prefix, unsigned N, unsigned M) {
  return declare(make(Prefix, N, M), Prefix);
}

} // namespace hier::names

#endif
