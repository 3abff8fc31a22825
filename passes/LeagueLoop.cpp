//===- LeagueLoop.cpp - a league loop that runs once per team -------------===//
//
// Where the host launches one team per league iteration
// (GPUTarget::launchesTeamPerIteration, and a team without max_teams,
// league_size or a team reduction), team k = blockIdx.x runs iteration k and
// no other: the league loop's back edge goes to its exit instead, and the
// loop state (counter, trip count, stride) no longer holds registers through
// the team's code.
//
//===----------------------------------------------------------------------===//

#include "HierLoops.h"
#include "Remarks.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace hier {

void runLeagueLoopOnce(const HierLoop &L, Loop *IRLoop,
                       const DiagnosticLocation &Where, BasicBlock *Block,
                       OptimizationRemarkEmitter &ORE) {
  BasicBlock *Latch = IRLoop ? IRLoop->getLoopLatch() : nullptr;
  BasicBlock *Exit = IRLoop ? IRLoop->getUniqueExitBlock() : nullptr;
  auto *Back = Latch ? dyn_cast<BranchInst>(Latch->getTerminator()) : nullptr;
  if (!Back || !Back->isUnconditional() || !Exit || !Exit->phis().empty()) {
    ORE.emit([&] {
      return hierRemark<OptimizationRemarkMissed>(RemarkID::LeagueLoopOnce,
                                                  Where, Block)
             << "team loop " << ore::NV("LoopID", L.ID)
             << " keeps its league loop: its IR has not the shape the front "
                "end gives it";
    });
    return;
  }
  Back->setSuccessor(0, Exit);
  ORE.emit([&] {
    return hierRemark<OptimizationRemarkAnalysis>(RemarkID::LeagueLoopOnce,
                                                  Where, Block)
           << "team loop " << ore::NV("LoopID", L.ID)
           << " runs once per team: one team per league iteration (no "
              "max_teams, league_size or team reduction)";
  });
}

} // namespace hier
