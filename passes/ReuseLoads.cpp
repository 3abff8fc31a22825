//===- ReuseLoads.cpp - a row read once, kept in registers ----------------===//
//
// A team that walks its row in several thread or vector loops, as layer
// normalisation and softmax do,
//   for (c = tid; c < 4096; c += 256) sum += row[c];           // loop A
//   ... the team's reduction: shuffles, shared slots, barriers ...
//   for (c = tid; c < 4096; c += 256) sq += (row[c] - mean)^2; // loop B
// reads every element from memory once per loop, where a CUDA programmer
// reads the row once into registers (docs/bench.md: layernorm, softmax).
// When every thread runs both loops the same constant number of times over
// the same addresses, iteration j of B loads what iteration j of A loaded,
// unless memory changed in between:
// - between the loops, the code writes nothing but the team's shared memory
//   and synchronises with nothing but its team (barriers, warp syncs, no
//   fence, no atomic or volatile access elsewhere): no thread of the team
//   writes the element there, and another team that did would race with the
//   reads of A;
// - in the loops, the iterations of a thread or vector loop run in any order
//   on any thread, so no iteration depends on a write of another iteration
//   of its loop: only a write of the same iteration could change the element
//   (after the load in A, before it in B), and alias analysis rules those
//   out. A and B hold no ordered atomic, fence or volatile access.
// Both loops are then unrolled completely (every thread runs the same count:
// no remainder) and each copy of B's load is replaced by the copy of A's
// load for the same iteration (Sweeps.cpp pairs loads whose addresses the
// loops compute alike from their counters). The row stays in registers,
// and what B computed again from it (softmax's exp) is left for CSE to fold.
// When the count is known only at run time (a row length passed in), each
// thread keeps its first PeeledTrips iterations: both loops, run the same
// count by every thread (the same start, stride and bound, and B entered
// only where A was), are unrolled by PeeledGroup with a remainder loop and
// have their first trips peeled off; a peeled copy of B's load takes the
// value of A's through phis (it runs only where A's did); the other
// iterations load again.
//
// The rule takes the thread and vector loops hier-lower tagged, innermost;
// a count every thread runs is a constant of at most 32 (a constant stride
// and bound), any other count keeps the first 8 iterations; the values kept
// cost at most -hier-reuse-registers 32-bit registers a thread.
//
// Remarks (pass name "hier"):
//   [HIER026] passed / missed: a loop's loads replaced by the values an
//   earlier loop loaded, or why a loop that reads the same elements cannot.
//
//===----------------------------------------------------------------------===//

#include "ReuseLoads.h"
#include "GPUTarget.h"
#include "LoopReads.h"
#include "Remarks.h"
#include "Sweeps.h"
#include "TaggedLoops.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/LoopPeel.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"
#include <memory>
#include <string>

using namespace llvm;

namespace hier {

namespace {

cl::opt<bool> ReuseLoads(
    "hier-reuse-loads", cl::init(true), cl::Hidden,
    cl::desc("Keep the values a thread or vector loop loads in registers for "
             "a later loop of the team that reads the same elements"));

/// 32-bit registers a thread may spend on values kept across loops: a row of
/// 4096 floats over 256 threads keeps 16.
cl::opt<unsigned> ReuseRegisters(
    "hier-reuse-registers", cl::init(64), cl::Hidden,
    cl::desc("32-bit registers per thread for values kept across loops"));

/// Instructions the unrolled loops may hold together.
constexpr uint64_t MaxUnrolledSize = 4096;

/// Metadata on the loads paired before unrolling, kept by their copies: the
/// number of the pair's source load.
constexpr const char SourceKind[] = "hier.reuse.source";
constexpr const char UserKind[] = "hier.reuse.user";

unsigned registersOf(const LoadInst &Load, uint64_t Trips) {
  uint64_t Bits =
      Load.getModule()->getDataLayout().getTypeSizeInBits(Load.getType());
  return static_cast<unsigned>(Trips * ((Bits + 31) / 32));
}

uint64_t sizeOf(const Loop &L) {
  uint64_t N = 0;
  for (BasicBlock *BB : L.blocks())
    N += BB->size();
  return N;
}

/// The pairs found: which loads are sources, which use which source, the
/// loops to unroll, and why later loops that read earlier loops' elements
/// keep their loads.
struct Plan {
  /// Source load -> its number.
  MapVector<LoadInst *, unsigned> Sources;
  /// User load -> the number of its source.
  MapVector<LoadInst *, unsigned> Users;
  /// Source number -> the loop that loads it.
  SmallVector<const Sweep *, 8> SourceLoops;
  SetVector<const Sweep *> Loops;
  unsigned Registers = 0;
  MapVector<const Sweep *, std::pair<const Sweep *, std::string>> Missed;
};

/// Pairs \p LB, a load of \p B, with the load of the nearest earlier sweep
/// that reads the same elements, if nothing can change them in between.
void pairLoad(LoadInst &LB, const Sweep &B, ArrayRef<Sweep> Earlier, Plan &P,
              ScalarEvolution &SE, DominatorTree &DT, AAResults &AA,
              const GPUTarget &T) {
  if (!isCandidate(LB))
    return;
  for (const Sweep &A : llvm::reverse(Earlier)) {
    if (!runTogether(A, B, SE, DT))
      continue;
    LoadInst *LA = sameElements(A, LB, B);
    if (!LA)
      continue;
    // A source loads in every iteration; a load that is itself a user
    // stands for its source, checked when it was paired.
    bool Chained = P.Users.count(LA);
    std::string Why;
    if (!Chained &&
        !DT.dominates(LA->getParent(), A.Counted.Latch->getParent()))
      Why = "the earlier loop does not load it in every iteration";
    if (Why.empty())
      Why = whyWrittenIn(*A.L, *LA, /*Before=*/false, AA);
    if (Why.empty())
      Why = whyWrittenIn(*B.L, LB, /*Before=*/true, AA);
    if (Why.empty())
      Why = whyChangedBetween(*A.L, A.Counted.Exit, *B.L, T);
    unsigned Cost =
        Chained || P.Sources.count(LA) ? 0 : registersOf(*LA, A.Trips);
    if (Why.empty() && P.Registers + Cost > ReuseRegisters)
      Why = "keeping its values would take more than " +
            std::to_string(unsigned(ReuseRegisters)) + " registers a thread";
    if (!Why.empty()) {
      P.Missed[&B] = {&A, Why};
      return;
    }
    unsigned Source;
    if (Chained) {
      Source = P.Users.lookup(LA);
    } else {
      auto [It, New] = P.Sources.insert({LA, P.Sources.size()});
      Source = It->second;
      if (New)
        P.SourceLoops.push_back(&A);
      P.Registers += Cost;
    }
    P.Users[&LB] = Source;
    P.Loops.insert(&A);
    P.Loops.insert(&B);
    return;
  }
}

/// Gives \p S's loop a trip count SCEV can compute: a counter from 0 to
/// S.Trips decides the back edge, which is the same for every thread.
void countTrips(const Sweep &S) {
  Loop &L = *S.L;
  BasicBlock *Header = L.getHeader(), *Latch = L.getLoopLatch();
  IRBuilder<> B(Header, Header->begin());
  PHINode *K = B.CreatePHI(B.getInt32Ty(), 2, "reuse.k");
  B.SetInsertPoint(S.Counted.Latch);
  Value *Next = B.CreateAdd(K, B.getInt32(1), "reuse.k.next", true, true);
  K->addIncoming(B.getInt32(0), L.getLoopPredecessor());
  K->addIncoming(Next, Latch);
  bool BackOnTrue = S.Counted.Latch->getSuccessor(0) == Header;
  Value *More =
      B.CreateICmp(BackOnTrue ? ICmpInst::ICMP_ULT : ICmpInst::ICMP_UGE, Next,
                   B.getInt32(S.Trips));
  Value *Old = S.Counted.Latch->getCondition();
  S.Counted.Latch->setCondition(More);
  if (auto *OldI = dyn_cast<Instruction>(Old))
    if (OldI->use_empty())
      OldI->eraseFromParent();
}

/// Gives \p L a counter from 0 that nothing uses. LLVM's runtime unroller
/// chooses per loop whether the remainder runs before or after the unrolled
/// loop, from the header's phis (one starting at a constant integer counts),
/// and the loops paired must agree: each gets this phi, and the caller
/// checks what came out.
void addZeroCounter(Loop &L) {
  BasicBlock *Header = L.getHeader();
  IRBuilder<> B(Header, Header->begin());
  PHINode *K = B.CreatePHI(B.getInt32Ty(), 2, "reuse.zero");
  for (BasicBlock *Pred : predecessors(Header))
    K->addIncoming(L.contains(Pred) ? static_cast<Value *>(K) : B.getInt32(0),
                   Pred);
}

/// Replaces each copy of a user load with the copy of its source for the
/// same iteration: the copies of one load, in the order in which they
/// dominate each other, are its iterations 0, 1, ... once the loops are
/// unrolled or peeled; the loads left in the \p Kept loops are no
/// copies. A peeled source's copy does not dominate its user's (each peeled
/// iteration is entered only if the loop runs that far): its value reaches
/// the user through phis that are poison on the paths where it was not
/// loaded, where the user does not run either (runTogether); unless
/// \p ThroughPhis is false, and such users keep their loads.
void replaceCopies(Function &F, const SmallPtrSetImpl<const Loop *> &Kept,
                   LoopInfo &LI, DominatorTree &DT, bool ThroughPhis) {
  LLVMContext &Ctx = F.getContext();
  unsigned SourceID = Ctx.getMDKindID(SourceKind),
           UserID = Ctx.getMDKindID(UserKind);
  auto Operand = [](const MDNode *MD, unsigned I) {
    return static_cast<unsigned>(
        mdconst::extract<ConstantInt>(MD->getOperand(I))->getZExtValue());
  };
  // Source number -> its copies; user number -> its source and copies.
  MapVector<unsigned, SmallVector<LoadInst *, 8>> Sources, Users;
  DenseMap<unsigned, unsigned> SourceOf;
  for (Instruction &I : instructions(F)) {
    auto *Load = dyn_cast<LoadInst>(&I);
    MDNode *Source = Load ? Load->getMetadata(SourceID) : nullptr;
    MDNode *User = Load ? Load->getMetadata(UserID) : nullptr;
    if (!Source && !User)
      continue;
    Load->setMetadata(SourceID, nullptr);
    Load->setMetadata(UserID, nullptr);
    if (const Loop *L = LI.getLoopFor(I.getParent()); L && Kept.count(L))
      continue;
    if (Source)
      Sources[Operand(Source, 0)].push_back(Load);
    if (User) {
      Users[Operand(User, 1)].push_back(Load);
      SourceOf[Operand(User, 1)] = Operand(User, 0);
    }
  }
  // Sorted by dominance; false unless each copy dominates the next.
  auto InOrder = [&](SmallVectorImpl<LoadInst *> &Copies) {
    llvm::sort(Copies, [&](LoadInst *X, LoadInst *Y) {
      return X != Y && DT.dominates(X, Y);
    });
    for (size_t I = 1; I < Copies.size(); ++I)
      if (!DT.dominates(Copies[I - 1], Copies[I]))
        return false;
    return true;
  };
  SmallDenseSet<unsigned, 8> Chains;
  DenseMap<LoadInst *, std::unique_ptr<SSAUpdater>> Updaters;
  for (auto &[N, Copies] : Sources)
    if (InOrder(Copies))
      Chains.insert(N);
  for (auto &[U, Copies] : Users) {
    SmallVector<LoadInst *, 8> &From = Sources[SourceOf[U]];
    if (!InOrder(Copies) || !Chains.count(SourceOf[U]) ||
        From.size() != Copies.size())
      continue;
    for (auto [Source, Load] : llvm::zip(From, Copies)) {
      Value *V = Source;
      if (!DT.dominates(Source, Load)) {
        if (!ThroughPhis)
          continue;
        // One updater per source, so that its users share its phis (and
        // what they compute from them folds).
        std::unique_ptr<SSAUpdater> &Update = Updaters[Source];
        if (!Update) {
          Update = std::make_unique<SSAUpdater>();
          Update->Initialize(Source->getType(), Source->getName());
          Update->AddAvailableValue(&F.getEntryBlock(),
                                    PoisonValue::get(Source->getType()));
          Update->AddAvailableValue(Source->getParent(), Source);
        }
        V = Update->GetValueInMiddleOfBlock(Load->getParent());
      }
      Load->replaceAllUsesWith(V);
      Load->eraseFromParent();
    }
  }
}

/// What the passed remark of a later loop says.
struct Note {
  DebugLoc Loc;
  BasicBlock *Header = nullptr;
  std::string Name;
  SmallVector<std::string, 2> From;
  unsigned Loads = 0;
  uint64_t Trips = 0;
  bool Exact = true;
};

MapVector<const Loop *, Note> notesOf(const Plan &P) {
  MapVector<const Loop *, Note> Notes;
  for (auto &[LB, Source] : P.Users) {
    const Sweep *B = *llvm::find_if(
        P.Loops, [&, LB = LB](const Sweep *S) { return S->L->contains(LB); });
    Note &N = Notes[B->L];
    N.Loc = B->L->getStartLoc();
    N.Header = B->L->getHeader();
    N.Name = B->name();
    std::string From = P.SourceLoops[Source]->name();
    if (!is_contained(N.From, From))
      N.From.push_back(From);
    ++N.Loads;
    N.Trips = B->Trips;
    N.Exact = B->Exact;
  }
  return Notes;
}

} // namespace

PreservedAnalyses ReuseLoadsPass::run(Function &F,
                                      FunctionAnalysisManager &FAM) {
  const GPUTarget *T =
      F.isDeclaration() ? nullptr : getGPUTarget(*F.getParent());
  if (!T || !ReuseLoads)
    return PreservedAnalyses::all();
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  if (taggedLoops(LI).size() < 2)
    return PreservedAnalyses::all();
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &AA = FAM.getResult<AAManager>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  SmallVector<Sweep, 4> Sweeps = collectSweeps(LI, SE);
  if (Sweeps.size() < 2)
    return PreservedAnalyses::all();

  Plan P;
  for (size_t I = 1; I != Sweeps.size(); ++I)
    for (BasicBlock *BB : Sweeps[I].L->blocks())
      for (Instruction &Inst : *BB)
        if (auto *LB = dyn_cast<LoadInst>(&Inst))
          pairLoad(*LB, Sweeps[I], ArrayRef(Sweeps).take_front(I), P, SE, DT,
                   AA, *T);
  for (auto &[B, Why] : P.Missed)
    ORE.emit([&, B = B, &Why = Why] {
      return hierRemark<OptimizationRemarkMissed>(
                 RemarkID::ReusedLoads, B->L->getStartLoc(), B->L->getHeader())
             << B->name() << " reads elements " << Why.first->name()
             << " loaded, and loads them again: " << Why.second;
    });
  if (P.Users.empty())
    return PreservedAnalyses::all();
  uint64_t Size = 0;
  for (const Sweep *S : P.Loops)
    Size += S->Trips * sizeOf(*S->L);
  if (Size > MaxUnrolledSize) {
    ORE.emit([&] {
      const Sweep &B = *P.Loops.back();
      return hierRemark<OptimizationRemarkMissed>(
                 RemarkID::ReusedLoads, B.L->getStartLoc(), B.L->getHeader())
             << B.name() << " reads elements an earlier loop loaded, and "
             << "loads them again: the loops unrolled would hold "
             << ore::NV("Instructions", Size) << " instructions, more than "
             << ore::NV("Limit", MaxUnrolledSize);
    });
    return PreservedAnalyses::all();
  }
  MapVector<const Loop *, Note> Notes = notesOf(P);

  LLVMContext &Ctx = F.getContext();
  auto Number = [&](unsigned N) {
    return MDNode::get(Ctx, ConstantAsMetadata::get(
                                ConstantInt::get(Type::getInt32Ty(Ctx), N)));
  };
  for (auto &[LA, N] : P.Sources)
    LA->setMetadata(SourceKind, Number(N));
  unsigned NextUser = 0;
  for (auto &[LB, N] : P.Users)
    LB->setMetadata(
        UserKind, MDNode::get(Ctx, {ConstantAsMetadata::get(ConstantInt::get(
                                        Type::getInt32Ty(Ctx), N)),
                                    ConstantAsMetadata::get(ConstantInt::get(
                                        Type::getInt32Ty(Ctx), NextUser++))}));
  auto &AC = FAM.getResult<AssumptionAnalysis>(F);
  auto &TTI = FAM.getResult<TargetIRAnalysis>(F);
  // Loops that stay loops (counted at run time, or not unrolled); their
  // loads are no copies to pair.
  SmallPtrSet<const Loop *, 4> Kept;
  // Whether the remainder loops run before the unrolled loops (a prologue)
  // or after them; the peeled trips are the same iterations in every loop
  // only if all of them agree.
  SmallVector<bool, 4> RemainderFirst;
  for (const Sweep *S : P.Loops) {
    if (S->Exact)
      countTrips(*S);
    else
      addZeroCounter(*S->L);
    SE.forgetLoop(S->L);
    simplifyLoop(S->L, &DT, &LI, &SE, &AC, nullptr, /*PreserveLCSSA=*/false);
    formLCSSARecursively(*S->L, DT, &LI, &SE);
    // A count known at run time: unrolled by PeeledGroup with a remainder
    // loop, then the unrolled loop's first trips peeled, PeeledTrips
    // iterations in all, each trip's loads together, entered when the
    // thread runs that many more.
    UnrollLoopOptions ULO;
    ULO.Count = static_cast<unsigned>(S->Exact ? S->Trips : PeeledGroup);
    ULO.Force = true;
    ULO.Runtime = !S->Exact;
    ULO.AllowExpensiveTripCount = true;
    ULO.UnrollRemainder = false;
    ULO.ForgetAllSCEV = true;
    ULO.SCEVExpansionBudget = 64;
    Loop *Remainder = nullptr;
    LoopUnrollResult Result =
        UnrollLoop(S->L, ULO, &LI, &SE, &DT, &AC, &TTI, &ORE,
                   /*PreserveLCSSA=*/true, &Remainder);
    // A loop that stays (the unroller refused) has one copy of each load,
    // for all its iterations: never a copy to pair.
    if (S->Exact) {
      if (Result != LoopUnrollResult::FullyUnrolled)
        Kept.insert(S->L);
      continue;
    }
    Kept.insert(S->L);
    if (Remainder)
      Kept.insert(Remainder);
    if (Result != LoopUnrollResult::PartiallyUnrolled)
      continue;
    RemainderFirst.push_back(
        Remainder && DT.dominates(Remainder->getHeader(), S->L->getHeader()));
    simplifyLoop(S->L, &DT, &LI, &SE, &AC, nullptr, /*PreserveLCSSA=*/true);
    ValueToValueMapTy VMap;
    if (canPeel(S->L))
      peelLoop(S->L, PeeledTrips / PeeledGroup, /*PeelLast=*/false, &LI, &SE,
               DT, &AC,
               /*PreserveLCSSA=*/true, VMap);
  }
  replaceCopies(F, Kept, LI, DT,
                /*ThroughPhis=*/llvm::all_equal(RemainderFirst));

  for (auto &[L, N] : Notes)
    ORE.emit([&, &N = N] {
      OptimizationRemark R = hierRemark<OptimizationRemark>(
          RemarkID::ReusedLoads, N.Loc, N.Header);
      R << N.Name << " reads " << ore::NV("Loads", N.Loads)
        << " element(s) per iteration that ";
      for (size_t I = 0; I != N.From.size(); ++I)
        R << (I ? " and " : "") << N.From[I];
      if (N.Exact)
        return R << " loaded: each thread keeps its "
                 << ore::NV("Trips", N.Trips)
                 << " values of each in registers (the loops unrolled "
                    "completely)";
      return R << " loaded: each thread keeps the values of its first "
               << ore::NV("Trips", N.Trips)
               << " iterations in registers (peeled off both loops)";
    });
  return PreservedAnalyses::none();
}

} // namespace hier
