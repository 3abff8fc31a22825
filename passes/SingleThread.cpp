//===- SingleThread.cpp - `single thread` after its thread loop's mapping -===//
//
// Where the enclosing thread loop runs a thread on a vector group (y
// mapping), lane 0 of the group runs the statement and the group syncs
// after it; where it spreads iterations over the whole block, every lane is
// a thread of its own: it runs the statement, and nothing needs syncing.
// A copyprivate's words (the bcast marker) are then lane 0's, by a shuffle
// within the group, or each lane's own.
//
//===----------------------------------------------------------------------===//

#include "ABI.h"
#include "HierLoops.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hier {

void lowerSingleThread(Function &F, ArrayRef<PlannedLoop> Plan) {
  Module &Mod = *F.getParent();
  for (const char *Marker : {HIER_MARKER_SINGLE_THREAD, HIER_MARKER_THREAD_SYNC,
                             HIER_MARKER_THREAD_BCAST}) {
    Function *Fn = Mod.getFunction(Marker);
    if (!Fn)
      continue;
    bool IsLeader = StringRef(Marker) == HIER_MARKER_SINGLE_THREAD;
    bool IsBcast = StringRef(Marker) == HIER_MARKER_THREAD_BCAST;
    for (User *U : make_early_inc_range(Fn->users())) {
      auto *Call = dyn_cast<CallInst>(U);
      if (!Call || Call->getFunction() != &F)
        continue;
      // The innermost thread loop around the call.
      const Loop *Best = nullptr;
      Mapping M = Mapping::Flat;
      for (const PlannedLoop &P : Plan)
        if (P.L->Level == HIER_LEVEL_THREAD && P.IRLoop &&
            P.IRLoop->contains(Call->getParent()) &&
            (!Best || Best->contains(P.IRLoop))) {
          Best = P.IRLoop;
          M = P.M;
        }
      if (!Best)
        continue; // NestingChecker rejects it; nothing to map it to
      if (M == Mapping::ThreadsY) {
        FunctionCallee New =
            Mod.getOrInsertFunction(rtName(IsBcast    ? RTEntry::GROUP_BCAST
                                           : IsLeader ? RTEntry::GROUP_LEADER
                                                      : RTEntry::GROUP_SYNC),
                                    Fn->getFunctionType());
        Call->setCalledFunction(New);
        continue;
      }
      if (IsBcast)
        Call->replaceAllUsesWith(Call->getArgOperand(0));
      else if (IsLeader)
        Call->replaceAllUsesWith(ConstantInt::get(Call->getType(), 1));
      Call->eraseFromParent();
    }
  }
}

} // namespace hier
