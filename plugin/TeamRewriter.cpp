//===- TeamRewriter.cpp - the OpenMP target region a team becomes ---------===//

#include "GeneratedNames.h"
#include "RewriterParts.h"
#include "TeamLaunch.h"
#include "TokenBuilder.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/ErrorHandling.h"

using namespace clang;
using namespace llvm;

namespace hier {

/// OpenMP clauses pass through as written. A team's reduction variables are
/// mapped to and from the device, where the teams combine into them, or,
/// when the teams publish their results, the slot's two pointers are passed
/// as they are.
static void emitPassThroughClauses(TokenBuilder &B, const Directive &D,
                                   unsigned ID, CompileMode Mode) {
  // 'nowait' without 'depend': in order behind the calling thread's other
  // such teams, and waited for where the offload runtime needs their results
  // (include/hier/__hier_stream.h). Compiled without --offload-arch, no
  // offload runtime call marks those places: the team is synchronous, which
  // 'nowait' allows.
  bool Queued = D.find(ClauseId::Nowait) && !D.find(ClauseId::Depend);
  for (const Clause &C : D.Clauses)
    if (clauseInfo(C.Id).passesToOpenMP() &&
        !(Queued && Mode.HostOnly && C.Id == ClauseId::Nowait))
      B.tokens(C.Spelled);
  if (Queued && !Mode.HostOnly)
    B.text("depend(inout: *__hier_stream_enqueue())");
  if (D.scratch(1))
    B.text("is_device_ptr(" + names::make(names::Scratch1Base, ID) + ")");
  for (unsigned N = 0; N != D.Reductions.size(); ++N) {
    const ReductionVar &R = D.Reductions[N];
    if (publishesTeamResult(D, R, Mode)) {
      B.text("is_device_ptr(" + slotAccumulator(ID, N) + ", " +
             slotResult(ID, N) + ")");
      continue;
    }
    B.text("map(tofrom:").tokens(R.Var);
    if (R.Section)
      B.text("[(").tokens(R.Lower).text("):(").tokens(R.Length).text(")]");
    B.text(")");
  }
}

unsigned teamLanes(Preprocessor &PP, const Directive &D) {
  unsigned long long Requested = DefaultVectorLength;
  if (const Clause *VL = D.find(ClauseId::VectorLength)) {
    if (VL->Args.size() != 1 || !VL->Args[0].is(tok::numeric_constant) ||
        StringRef(PP.getSpelling(VL->Args[0])).getAsInteger(0, Requested))
      return 0;
  }
  // As __hier_lanes rounds at run time.
  unsigned Lanes = 1;
  while (Lanes < Requested && Lanes < HIER_LIMIT_MAX_LANES)
    Lanes <<= 1;
  return Lanes;
}

void emitClauseArg(TokenBuilder &B, ArrayRef<Token> Args, StringRef Cast) {
  // The explicit conversion to the launch helper's parameter type: an
  // implicit one would warn under -Wconversion at the user's pragma.
  // A floating argument ('team_size(4.5)', a 'double n') would convert
  // silently, where OpenMP's 'num_teams' rejects it; C's pointers too.
  // __builtin_classify_type: 1 to 4 are integer, char, enumeral and bool,
  // 8 is a real (floating) type.
  B.text(Cast);
  if (!RewritingCPlusPlus) {
    B.text("(__builtin_choose_expr(__builtin_classify_type(")
        .parenthesized(Args)
        .text(") >= 1 && __builtin_classify_type(")
        .parenthesized(Args)
        .text(") <= 4,")
        .parenthesized(Args)
        .text(", 1))");
    return;
  }
  B.text("(__builtin_choose_expr(__is_convertible(decltype(")
      .parenthesized(Args)
      .text("), long long) && __builtin_classify_type(")
      .parenthesized(Args)
      .text(") != 8,")
      .parenthesized(Args)
      .text(", 1))");
}

/// Whether \p Cond is the test emitClauseArg writes: '__is_convertible(T,
/// long long) && __builtin_classify_type(arg) != 8' in C++,
/// '__builtin_classify_type (arg) >= 1 && ...' in C.
bool isClauseArgTest(const Expr *Cond) {
  const auto *And = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!And || And->getOpcode() != BO_LAnd)
    return false;
  const Expr *First = And->getLHS()->IgnoreParenImpCasts();
  if (const auto *Test = dyn_cast<TypeTraitExpr>(First))
    return Test->getTrait() == BTT_IsConvertible && Test->getNumArgs() == 2;
  const auto *Cmp = dyn_cast<BinaryOperator>(First);
  if (!Cmp || Cmp->getOpcode() != BO_GE)
    return false;
  const auto *Call = dyn_cast<CallExpr>(Cmp->getLHS()->IgnoreParenImpCasts());
  return Call && Call->getBuiltinCallee() == Builtin::BI__builtin_classify_type;
}

/// The requested vector length, as written or the default.
static void emitVectorLength(TokenBuilder &B, const Directive &D) {
  if (const Clause *VL = D.find(ClauseId::VectorLength))
    emitClauseArg(B, VL->Args, "(long long)");
  else
    B.text(std::to_string(DefaultVectorLength));
}

/// The threads of a team: team_size as written, or 128-thread blocks.
static void emitTeamSize(TokenBuilder &B, const Directive &D) {
  if (const Clause *TS = D.find(ClauseId::TeamSize))
    emitClauseArg(B, TS->Args, "(int)");
  else if (const Clause *VL = D.find(ClauseId::VectorLength)) {
    B.text(launch::DefaultTeamSize + "(");
    emitClauseArg(B, VL->Args, "(long long)");
    B.text(")");
  } else
    B.text(std::to_string(DefaultThreadsPerTeam / DefaultVectorLength));
}

/// max_teams as written, or the default.
static void emitMaxTeams(TokenBuilder &B, const Directive &D) {
  if (const Clause *Max = D.find(ClauseId::MaxTeams))
    emitClauseArg(B, Max->Args, "(long long)");
  else
    B.text(std::to_string(DefaultMaxTeams) + "LL");
}

/// The launch's argument of role \p Role (HierABI.def's HIER_LAUNCH_ARG).
static void emitLaunchArg(TokenBuilder &B, hier_launch_arg Role,
                          const Directive &D, ArrayRef<LoopHeader> Nest,
                          unsigned ID) {
  const Clause *League = D.find(ClauseId::LeagueSize);
  switch (Role) {
  case HIER_LAUNCH_TRIPS:
    for (const LoopHeader &H : Nest) {
      if (&H != Nest.begin())
        B.text("*");
      emitTripCount(B, H);
    }
    return;
  case HIER_LAUNCH_HAS_LEAGUE_SIZE:
    B.text(League ? "1" : "0");
    return;
  case HIER_LAUNCH_LEAGUE_SIZE:
    if (League)
      emitClauseArg(B, League->Args, "(long long)");
    else
      B.text("0LL");
    return;
  case HIER_LAUNCH_HAS_MAX_TEAMS:
    B.text(D.scratch(1) || D.find(ClauseId::MaxTeams) ? "1" : "0");
    return;
  case HIER_LAUNCH_MAX_TEAMS:
    if (D.scratch(1))
      // The teams the level-1 scratch was allocated for (emitScratch1Launch).
      B.text("(long long)" + names::make(names::Scratch1Teams, ID));
    else
      emitMaxTeams(B, D);
    return;
  case HIER_LAUNCH_LANES:
    B.text(launch::Lanes + "(");
    emitVectorLength(B, D);
    B.text(")");
    return;
  case HIER_LAUNCH_TEAM_SIZE:
    emitTeamSize(B, D);
    return;
  case HIER_LAUNCH_REDUCES:
    // Whether each team combines values into the originals (one atomic per
    // team and variable): the default grid is then bounded.
    B.text(D.find(ClauseId::Reduction) ? "1" : "0");
    return;
  case HIER_LAUNCH_SCRATCH:
    // Team scratch is the block's dynamic shared memory on a GPU, after the
    // 16-byte header of a team with any scratch clause (__hier_scratch.h).
    if (D.find(ClauseId::Scratch))
      B.text("16ULL + ");
    if (const Clause *Scratch = D.scratch(0))
      emitClauseArg(B, Scratch->Args, "(unsigned long long)");
    else
      B.text("0ULL");
    return;
  case HIER_LAUNCH_STATIC_SHARED:
    // Known once the region is parsed: SharedMemory.cpp settles it.
    B.text("0ULL");
    return;
  case HIER_LAUNCH_NUM_ARGS:
    break;
  }
  llvm_unreachable("a launch argument HierABI.def does not list");
}

void emitTeamRegion(TokenBuilder &B, const Directive &D,
                    ArrayRef<LoopHeader> Nest, unsigned ID, CompileMode Mode) {
  B.annotation(tok::annot_pragma_openmp);
  // num_teams(__hier_num_teams(...)), its arguments in HierABI.def's order;
  // the launch also checks the team (include/hier/__hier_launch.h).
  B.text("target teams ompx_bare num_teams(" + launch::NumTeams + "(");
  for (unsigned Role = 0; Role != HIER_LAUNCH_NUM_ARGS; ++Role) {
    if (Role)
      B.text(",");
    emitLaunchArg(B, static_cast<hier_launch_arg>(Role), D, Nest, ID);
  }
  B.text("))");
  const Clause *Scratch = D.scratch(0);
  bool AnyScratch = D.find(ClauseId::Scratch);
  if (AnyScratch) {
    B.text("ompx_dyn_cgroup_mem(16 + ");
    if (Scratch)
      emitClauseArg(B, Scratch->Args, "(unsigned long long)");
    else
      B.text("0");
    B.text(")");
  }
  B.text(" thread_limit(");
  if (Mode.HostOnly) {
    // Compiled without --offload-arch: the region only ever runs on the host,
    // one host thread per team (a larger limit makes libomp warn).
    B.text("1, 1, 1)");
  } else {
    // The first extent is also the thread limit of a host team when the
    // region falls back to the host, where it must be 1
    // (__hier_thread_limit).
    B.text(launch::ThreadLimit + "(");
    emitVectorLength(B, D);
    B.text("),");
    emitTeamSize(B, D);
    B.text(", 1)");
  }
  emitPassThroughClauses(B, D, ID, Mode);
  B.annotation(tok::annot_pragma_openmp_end);
}

/// On the host a team's scratch is a buffer per host team (one thread each),
/// allocated for the team's whole run; hier_scratch() finds it. The GPU
/// compile emits the same wrapper, as a no-op: host and device versions of a
/// region must capture the same variables, or the launch's arguments would
/// not match the kernel's.
/// On a GPU the same call stores the team's part of the level-1 scratch in
/// the header of its dynamic shared memory (__hier_scratch.h).
void emitHostScratch(TokenBuilder &B, const Directive &D, unsigned ID) {
  if (!D.find(ClauseId::Scratch))
    return;
  std::string Go = names::make(names::ScratchGo, ID);
  B.text("for (int " + names::declare(Go, names::ScratchGo) +
         " = __hier_scratch_enter(");
  for (unsigned Level = 0; Level != 2; ++Level) {
    if (const Clause *Scratch = D.scratch(Level))
      emitClauseArg(B, Scratch->Args, "(unsigned long long)");
    else
      B.text("0ULL");
    B.text(", ");
  }
  B.text(D.scratch(1) ? names::make(names::Scratch1Base, ID) : "(char *)0");
  B.text("); " + Go + "; " + Go + " = __hier_scratch_exit())");
}

/// scratch(1: bytes): host code around the launch allocates the device
/// memory for the launch's teams (max_teams, or the teams the device holds
/// at once, which then become its max_teams) and frees it after:
///
///   for (long long teams = __hier_scratch1_teams(...), go = 1; go; go = 0)
///   for (char *base = __hier_scratch1_alloc(teams, bytes); go;
///        go = __hier_scratch1_free(base))
///
/// Both compiles emit it (the region captures the same variables). Without
/// an offload target the region only runs on the host, and the launch has
/// no device memory (nor the offload runtime that allocates it).
void emitScratch1Launch(TokenBuilder &B, const Directive &D, unsigned ID,
                        CompileMode Mode) {
  const Clause *Scratch1 = D.scratch(1);
  if (!Scratch1)
    return;
  std::string Teams = names::make(names::Scratch1Teams, ID);
  std::string Base = names::make(names::Scratch1Base, ID);
  std::string Go = names::make(names::Scratch1Go, ID);
  if (Mode.HostOnly) {
    B.text("for (long long " + names::declare(Teams, names::Scratch1Teams) +
           " = ");
    emitMaxTeams(B, D);
    B.text(", " + names::declare(Go, names::Scratch1Go) + " = 1; " + Go + "; " +
           Go + " = 0) for (char *" +
           names::declare(Base, names::Scratch1Base) + " = (char *)0; " + Go +
           "; " + Go + " = 0)");
    return;
  }
  B.text("for (long long " + names::declare(Teams, names::Scratch1Teams) +
         " = __hier_scratch1_teams(" +
         (D.find(ClauseId::MaxTeams) ? "1, " : "0, "));
  emitMaxTeams(B, D);
  B.text(", " + launch::Lanes + "(");
  emitVectorLength(B, D);
  B.text("), ");
  emitTeamSize(B, D);
  B.text(", ");
  if (const Clause *Scratch0 = D.scratch(0))
    emitClauseArg(B, Scratch0->Args, "(unsigned long long)");
  else
    B.text("0ULL");
  B.text("), " + names::declare(Go, names::Scratch1Go) + " = 1; " + Go + "; " +
         Go + " = 0)");
  B.text("for (char *" + names::declare(Base, names::Scratch1Base) +
         " = __hier_scratch1_alloc(" + Teams + ", ");
  emitClauseArg(B, Scratch1->Args, "(unsigned long long)");
  B.text("); " + Go + "; " + Go + " = __hier_scratch1_free(" + Base + "))");
}

/// What the device passes need to know of a team is said once at the start
/// of its region, inside it (so that the marker calls are in the kernel), in
/// a one-shot loop around the team loop: its block shape (placeholders that
/// NestingChecker fills in) and its readonly variables (on the parameters
/// they become):
///
///   for (int go = (__hier_team_shape(0, 0, HOW), __hier_readonly("x", x),
///                  ..., 1); go; go = 0)
///
/// Both compiles emit it, so that they capture the same variables; on the
/// host the markers are inline no-ops.
void emitTeamPrologue(TokenBuilder &B, const Directive &D, unsigned ID) {
  std::string Go = names::make(names::TeamGo, ID);
  unsigned How = (D.find(ClauseId::VectorLength) ? 0 : HIER_SHAPE_AUTO_LANES) |
                 (D.find(ClauseId::TeamSize) ? 0 : HIER_SHAPE_AUTO_THREADS) |
                 (D.find(ClauseId::MaxTeams) || D.find(ClauseId::LeagueSize) ||
                          D.find(ClauseId::Reduction) || D.scratch(1)
                      ? 0
                      : HIER_SHAPE_TEAM_PER_ITERATION);
  B.text("for (int " + names::declare(Go, names::TeamGo) +
         " = (" HIER_MARKER_TEAM_SHAPE "(0, 0, " + std::to_string(How) + "), ");
  if (!D.Label.empty())
    B.text(HIER_MARKER_LABEL "(\"" + D.Label + "\"), ");
  for (const Token &Var : D.ReadOnly) {
    std::string Name = Var.getIdentifierInfo()->getName().str();
    B.text(HIER_MARKER_READONLY "(\"" + Name + "\", ").tokens(Var);
    B.text("), ");
  }
  B.text("1); " + Go + "; " + Go + " = 0)");
}

} // namespace hier
