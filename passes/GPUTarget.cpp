//===- GPUTarget.cpp - the registered GPU targets -------------------------===//

#include "GPUTarget.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace hier {

namespace {

/// A function's static, so that targets registering from the static
/// constructors of other files find it constructed.
SmallVectorImpl<const GPUTarget *> &registered() {
  static SmallVector<const GPUTarget *, 4> Targets;
  return Targets;
}

} // namespace

void addGPUTarget(const GPUTarget *T) { registered().push_back(T); }

ArrayRef<const GPUTarget *> gpuTargets() { return registered(); }

const GPUTarget *getGPUTarget(const Triple &T) {
  for (const GPUTarget *Target : registered())
    if (Target->matches(T))
      return Target;
  return nullptr;
}

const GPUTarget *getGPUTarget(const Module &M) {
  return getGPUTarget(Triple(M.getTargetTriple()));
}

} // namespace hier
