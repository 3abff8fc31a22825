// Reductions of types narrower than int on the GPU: the values travel through
// the 32-bit shuffles and the shared slots widened, the combination is
// computed in int and truncated back (as C's `s += x`), and a team's fold is
// a compare-and-swap loop of the type's width (on the word that holds it); no OpenMP runtime calls.
// RUN: %clang -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang -O2 -fopenmp --offload-arch=sm_90 --no-offloadlib --offload-device-only -S %s -o - | FileCheck %s --check-prefix=PTX

void counts(const unsigned char *bytes, long n, short *per_row, _Bool *any,
            unsigned char *mix, long rows) {
  short total = 0;
#pragma hier team team_size(4) vector_length(32) reduction(+: total) map(to: bytes[0:n * rows]) map(from: per_row[0:rows], any[0:rows], mix[0:rows])
  for (long r = 0; r < rows; ++r) {
    short s = 0;
    _Bool hit = 0;
    unsigned char x = 0;
#pragma hier thread vector reduction(+: s) reduction(||: hit)
    for (long i = 0; i < n; ++i) {
      s += bytes[r * n + i];
      hit = hit || bytes[r * n + i] == 7;
    }
#pragma hier thread reduction(^: x)
    for (long i = 0; i < n; ++i)
      x ^= bytes[r * n + i];
    per_row[r] = s;
    any[r] = hit;
    mix[r] = x;
    total += s;
  }
  per_row[0] += total;
}

// CHECK-LABEL: define {{.*}}kernel void @__omp_offloading_{{.*}}counts
// The short's sum: a 16-bit add of values shuffled as 32 bits.
// CHECK-DAG: call {{.*}}i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK-DAG: add i16
// CHECK-DAG: [[SLOT:%[0-9]+]] = getelementptr inbounds nuw i64, ptr addrspace(3) @ReduceSlots
// CHECK-DAG: store i64 {{%[0-9]+}}, ptr addrspace(3) [[SLOT]]
// The byte's xor and the bool's disjunction, in 8 bits or less:
// CHECK-DAG: xor i8
// CHECK-DAG: or i1
// The team's short: a 16-bit compare-and-swap on the accumulator.
// CHECK-DAG: cmpxchg {{.*}}ptr {{.*}} i16
// CHECK: {{^}}}
// CHECK-NOT: __kmpc
// CHECK-NOT: call {{.*}}@__hier

// PTX: shfl.sync.idx.b32
// The back end widens the short's compare-and-swap to the 32-bit word:
// PTX: atom.{{.*}}cas.b32
// PTX-NOT: cas.b16
