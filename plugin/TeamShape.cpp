//===- TeamShape.cpp - a team's block shape, once its region is parsed ----===//

#include "TeamShape.h"
#include "ASTQueries.h"
#include "GeneratedLoops.h"
#include "GeneratedMark.h"
#include "GeneratedNames.h"
#include "LoopRewriter.h"
#include "Routine.h"
#include "TeamLaunch.h"
#include "hier/abi.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include <optional>

using namespace clang;
using namespace llvm;

namespace hier {

namespace {

std::optional<int64_t> constantValue(const Expr *E, const ASTContext &Ctx) {
  E = original(E);
  Expr::EvalResult R;
  if (E->isValueDependent() || !E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt().getSExtValue();
}

/// Lanes per thread for vector_length \p VL, as __hier_lanes computes them.
int64_t lanesFor(int64_t VL) {
  int64_t Lanes = 1;
  while (Lanes < VL && Lanes < HIER_LIMIT_MAX_LANES)
    Lanes <<= 1;
  return Lanes;
}

/// Visits the calls of \p S in pre-order.
void forEachCall(const Stmt *S, function_ref<void(const CallExpr &)> F) {
  anyStmt(S, [&](const Stmt &Child) {
    if (const auto *Call = dyn_cast<CallExpr>(&Child))
      F(*Call);
    return false;
  });
}

/// The constant trip counts of a team's loops of some levels.
struct LoopTrips {
  std::optional<int64_t> Max; ///< the largest constant trip count
  bool Unknown = false;       ///< some trip count is not a constant
  bool FromMemory = false;    ///< some trip count is read from memory
  bool any() const { return Max || Unknown; }
};

/// Whether \p S reads an element of an array: a loop whose bounds do
/// (`rowptr[r]` to `rowptr[r + 1]`, `len[i]`) runs a different number of
/// iterations for each row, known only once the data are. A value read
/// through a pointer (`*n`, `this->cols`, `m->width`) is the same for every
/// row.
bool readsMemory(const Stmt *S) {
  return anyStmt(S, [](const Stmt &E) {
    if (isa<ArraySubscriptExpr>(E))
      return true;
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(&E);
    return Op && Op->getOperator() == OO_Subscript;
  });
}

/// The trip counts of the loops of \p Region whose level \p Wanted accepts.
/// A loop is the rewriter's 'for (k = __hier_begin(LEVEL, ID), n_0 = TRIPS,
/// ...)'.
LoopTrips loopTrips(const Stmt *Region, const ASTContext &Ctx,
                    function_ref<bool(int64_t)> Wanted) {
  LoopTrips Result;
  anyStmt(Region, [&](const Stmt &S) {
    const auto *DS = dyn_cast<DeclStmt>(&S);
    const CallExpr *Begin = beginMarker(DS);
    std::optional<int64_t> Level =
        Begin ? constantValue(Begin->getArg(0), Ctx) : std::nullopt;
    if (!Level || !Wanted(*Level))
      return false;
    // The outermost level's trip count: the first one declared (a scan
    // loop declares its first iteration before it).
    const VarDecl *Trips = nullptr;
    for (const Decl *Part : DS->decls())
      if (isHierGenerated(Part, names::Trips)) {
        Trips = cast<VarDecl>(Part);
        break;
      }
    std::optional<int64_t> N = Trips && Trips->getInit()
                                   ? constantValue(Trips->getInit(), Ctx)
                                   : std::nullopt;
    if (N && (!Result.Max || *N > *Result.Max))
      Result.Max = N;
    Result.Unknown |= !N;
    Result.FromMemory |= !N && Trips && readsMemory(Trips->getInit());
    return false;
  });
  return Result;
}

/// Whether \p Region calls a routine, whose loops it does not show.
bool callsRoutine(const Stmt *Region) {
  return anyStmt(Region, [](const Stmt &S) {
    const auto *Call = dyn_cast<CallExpr>(&S);
    const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
    return F && isHierRoutine(*F);
  });
}

/// The default team shape's one exception (docs/design.md, "Default team
/// shape", has the measurements): a team with neither vector_length nor
/// team_size, no vector loop and no routine call, whose loops all spread
/// over the whole block (thread vector loops, thread loops without vector
/// loops) and whose largest trip count is a constant of at least
/// LongLoopTrips (4096: 32 iterations for each thread of the default
/// 128-thread block), gets a block of LongLoopBlock threads (256: 32 lanes
/// x 8 threads). With 128 threads each would run 32 or more iterations one
/// after the other, and the teams resident on a multiprocessor would re-read
/// (a loop after a reduction over the same row) more than its L1 cache
/// holds.
constexpr int64_t LongLoopTrips = 32 * DefaultThreadsPerTeam;
constexpr int64_t LongLoopBlock = 2 * DefaultThreadsPerTeam;

/// The lanes of a team whose vector loops' trip counts are all read from
/// memory (a sparse matrix's rows: rowptr[r] to rowptr[r + 1]): 32 lanes
/// would idle on rows of a few entries, and one or two lanes would leave
/// long rows to a few threads. Measured on an H100 (docs/bench.md, "Lanes
/// for rows read from memory"): SpMV's 27-entry rows and power-law rows of
/// 1 to thousands (8.4 on average) are both at CUDA's speed with 8 lanes,
/// 9% and 8% behind it with 32; 4 lanes lose 20% on the first, 16 lanes
/// 5% on the first.
constexpr int64_t RaggedLoopLanes = 8;

/// Without vector_length, gives the team \p Lanes lanes per thread: the
/// literals of its thread_limit and num_teams clauses and of its vector
/// reductions (and, without team_size, a block of \p BlockThreads).
void settleDefaultShape(const OMPTargetTeamsDirective &D, const Stmt *Region,
                        int64_t Lanes, bool AutoThreads, int64_t BlockThreads,
                        ASTContext &Ctx) {
  int64_t Threads = BlockThreads / Lanes;
  if (const auto *Limit = D.getSingleClause<OMPThreadLimitClause>()) {
    ArrayRef<Expr *> Dims = Limit->getThreadLimit();
    const CallExpr *LanesCall = findCall(Dims[0], launch::ThreadLimit);
    if (!LanesCall)
      LanesCall = findCall(Limit->getPreInitStmt(), launch::ThreadLimit);
    if (LanesCall && LanesCall->getNumArgs() == 1)
      settleArg(*LanesCall, 0, Lanes, Ctx);
    if (AutoThreads && Dims.size() == 3)
      settleLiteral(const_cast<Expr *&>(Dims[1]), Threads, Ctx);
  }
  // The launch: its lanes, __hier_lanes(VL), and its threads.
  if (const CallExpr *L =
          markerCall(launchArg(D, HIER_LAUNCH_LANES), launch::Lanes))
    settleArg(*L, 0, Lanes, Ctx);
  if (AutoThreads)
    settleLaunchArg(D, HIER_LAUNCH_TEAM_SIZE, Threads, Ctx);
  // __hier_reduce_<T>(LEVEL, ID, OP, LANES, value)
  forEachCall(Region, [&](const CallExpr &Call) {
    const FunctionDecl *F = Call.getDirectCallee();
    if (F && F->getIdentifier() &&
        F->getName().starts_with(HIER_MARKER_REDUCE_PREFIX) &&
        Call.getNumArgs() == 5)
      settleArg(Call, 3, Lanes, Ctx);
  });
}

/// The team's block, lanes x threads, from its thread_limit clause
/// (thread_limit(__hier_thread_limit(VL), TS, 1), TS possibly
/// __hier_default_team_size(VL)), when both are compile-time constants.
std::optional<std::pair<int64_t, int64_t>>
blockShape(const OMPTargetTeamsDirective &D, const ASTContext &Ctx) {
  const auto *Limit = D.getSingleClause<OMPThreadLimitClause>();
  if (!Limit || Limit->getThreadLimit().size() != 3)
    return std::nullopt;
  ArrayRef<Expr *> Dims = Limit->getThreadLimit();
  const CallExpr *LanesCall = findCall(Dims[0], launch::ThreadLimit);
  if (!LanesCall)
    LanesCall = findCall(Limit->getPreInitStmt(), launch::ThreadLimit);
  std::optional<int64_t> VL = LanesCall && LanesCall->getNumArgs() == 1
                                  ? constantValue(LanesCall->getArg(0), Ctx)
                                  : std::nullopt;
  if (!VL)
    return std::nullopt;
  int64_t Lanes = lanesFor(*VL);
  std::optional<int64_t> Threads = constantValue(Dims[1], Ctx);
  if (!Threads)
    if (const CallExpr *Default =
            findCall(original(Dims[1]), launch::DefaultTeamSize))
      if (constantValue(Default->getArg(0), Ctx))
        Threads = DefaultThreadsPerTeam / Lanes;
  // A shape the launch would reject is reported there, at run time.
  if (!Threads || *Threads < 1 ||
      Lanes * *Threads > HIER_LIMIT_MAX_TEAM_THREADS)
    return std::nullopt;
  return std::pair(Lanes, *Threads);
}

/// Whether \p D is in a template instantiation, whose literals Clang shares
/// with the template's other instantiations: a literal set for one would be
/// seen by all, and the host and device compiles emit them at different
/// times.
bool inTemplateInstantiation(const OMPTargetTeamsDirective &D) {
  for (const DeclContext *DC = D.getInnermostCapturedStmt()->getCapturedDecl();
       DC; DC = DC->getParent())
    if (const auto *F = dyn_cast<FunctionDecl>(DC))
      if (F->getTemplateInstantiationPattern() || F->isDependentContext())
        return true;
  return false;
}

} // namespace

void recordTeamShape(const OMPTargetTeamsDirective &D, ASTContext &Ctx) {
  const Stmt *Region = D.getInnermostCapturedStmt()->getCapturedStmt();
  const CallExpr *Marker = findCall(Region, HIER_MARKER_TEAM_SHAPE);
  if (!Marker || Marker->getNumArgs() != 3)
    return;
  std::optional<int64_t> How = constantValue(Marker->getArg(2), Ctx);
  if (!How || inTemplateInstantiation(D))
    return;
  bool AutoThreads = *How & HIER_SHAPE_AUTO_THREADS;
  if (*How & HIER_SHAPE_AUTO_LANES) {
    auto IsVector = [](int64_t L) { return L == HIER_LEVEL_VECTOR; };
    LoopTrips Vector = loopTrips(Region, Ctx, IsVector);
    if (Vector.Max && !Vector.Unknown) {
      int64_t Lanes = lanesFor(*Vector.Max);
      if (Lanes != DefaultVectorLength)
        settleDefaultShape(D, Region, Lanes, AutoThreads, DefaultThreadsPerTeam,
                           Ctx);
      settleArg(*Marker, 2, *How | HIER_SHAPE_LANES_FROM_LOOPS, Ctx);
    } else if (Vector.Unknown && !Vector.Max && Vector.FromMemory &&
               !callsRoutine(Region)) {
      settleDefaultShape(D, Region, RaggedLoopLanes, AutoThreads,
                         DefaultThreadsPerTeam, Ctx);
      settleArg(*Marker, 2, *How | HIER_SHAPE_LANES_FOR_RAGGED_LOOPS, Ctx);
    } else if (AutoThreads && !Vector.any() && !callsRoutine(Region)) {
      auto IsFlat = [](int64_t L) {
        return L == HIER_LEVEL_THREAD || L == HIER_LEVEL_THREAD_VECTOR;
      };
      LoopTrips Flat = loopTrips(Region, Ctx, IsFlat);
      if (Flat.Max && !Flat.Unknown && *Flat.Max >= LongLoopTrips) {
        settleDefaultShape(D, Region, DefaultVectorLength, true, LongLoopBlock,
                           Ctx);
        settleArg(*Marker, 2, *How | HIER_SHAPE_THREADS_FROM_LOOPS, Ctx);
      }
    }
  }
  if (auto Shape = blockShape(D, Ctx)) {
    settleArg(*Marker, 0, Shape->first, Ctx);
    settleArg(*Marker, 1, Shape->second, Ctx);
  }
}

} // namespace hier
