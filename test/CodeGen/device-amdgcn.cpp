// The same nest for AMDGPU (wave64 gfx90a): workgroup and workitem ids, block
// sizes from the implicit kernel arguments of the module's code object version
// (the runtime, built for none, reads __oclc_ABI_version, which
// hier-link-devicertl defines as Clang would: 600 in LLVM 22), no OpenMP
// device runtime.
// RUN: %clangxx -fopenmp --offload-arch=gfx90a --no-offloadlib --offload-device-only -O2 -S -emit-llvm %s -o - | FileCheck %s

void init3d(int n, double *a) {
#pragma hier team map(tofrom: a[0:n*n*n])
  for (int i = 0; i < n; ++i) {
#pragma hier thread
    for (int j = 0; j < n; ++j) {
#pragma hier vector
      for (int k = 0; k < n; ++k)
        a[(i * n + j) * n + k] = i + j + k;
    }
  }
}

// CHECK: @__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 600
// CHECK-LABEL: define weak_odr protected amdgpu_kernel void @__omp_offloading_{{.*}}init3d
// CHECK-DAG: call {{.*}}i32 @llvm.amdgcn.workgroup.id.x()
// CHECK-DAG: call {{.*}}i32 @llvm.amdgcn.workitem.id.y()
// CHECK-DAG: call {{.*}}i32 @llvm.amdgcn.workitem.id.x()
// CHECK-DAG: call {{.*}}@llvm.amdgcn.implicitarg.ptr()
// CHECK: ret void
// CHECK-NOT: @llvm.amdgcn.dispatch.ptr
// CHECK-NOT: __kmpc
// CHECK-NOT: __hier_
// CHECK: "target-cpu"="gfx90a"{{.*}}+wavefrontsize64
