; hier-link-devicertl links what the module uses from the device runtime,
; internal and always-inline, with the target attributes of the user's code
; (so that the inliner accepts it), and nothing else.
; RUN: %opt -passes=hier-link-devicertl -S %s | FileCheck %s
; RUN: %opt -verify-each -passes='hier-lower,hier-link-devicertl,default<O2>' -disable-output %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' -e 's/sm_90/gfx90a/' %s | %opt -passes=hier-link-devicertl -S | FileCheck %s --check-prefix=AMD
; An OpenMP device runtime call left in hier's code is an error; one in a
; plain OpenMP region of the same module (@plain) is the user's:
; RUN: sed -e 's/;KMPC//' %s | not %opt -passes=hier-link-devicertl -S -o /dev/null 2>&1 | FileCheck %s --check-prefix=KMPC

target triple = "nvptx64-nvidia-cuda"

declare i64 @__hier_rt_thread_y()
declare void @__hier_barrier()
;KMPC declare i32 @__kmpc_get_hardware_thread_id_in_block()
declare ptr @__kmpc_alloc_shared(i64)

define void @kernel(ptr %p) "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" {
  %t = call i64 @__hier_rt_thread_y()
  store i64 %t, ptr %p
  call void @__hier_barrier()
;KMPC  %k = call i32 @__kmpc_get_hardware_thread_id_in_block()
  ret void
}

define ptx_kernel void @plain() {
  %p = call ptr @__kmpc_alloc_shared(i64 8)
  ret void
}

; CHECK-LABEL: define ptx_kernel void @plain()
; CHECK-NEXT: call ptr @__kmpc_alloc_shared(i64 8)
; CHECK-LABEL: define internal {{.*}}i64 @__hier_rt_thread_y()
; CHECK-SAME: #[[RT:[0-9]+]]
; CHECK: call {{.*}} @llvm.nvvm.read.ptx.sreg.tid.y()
; CHECK-LABEL: define internal void @__hier_barrier()
; CHECK: call void @llvm.nvvm.barrier
; Only what is used comes in.
; CHECK-NOT: define {{.*}}@__hier_rt_lane_x
; CHECK: attributes #[[RT]] = {{{.*}}alwaysinline{{.*}}"target-cpu"="sm_90" "target-features"="+ptx88,+sm_90"

; AMD-LABEL: define internal {{.*}}i64 @__hier_rt_thread_y()
; AMD: call {{.*}} @llvm.amdgcn.workitem.id.y()
; AMD-LABEL: define internal void @__hier_barrier()
; AMD: call void @llvm.amdgcn.s.barrier()

; KMPC: error: {{.*}}in function kernel {{.*}}: hier: a query of OpenMP's thread numbers needs LLVM's OpenMP device runtime, which hier kernels do not link (in 'kernel'); use hier's API (hier/hier.h): hier_team_rank(), hier_vector_rank(), hier_league_rank() and their sizes
