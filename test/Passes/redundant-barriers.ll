; hier-redundant-barriers erases a team barrier that follows another in the
; same block with nothing between them that touches memory (fences and
; arithmetic may be there), in hier kernels and the functions only they call.
; A barrier after a memory access, in another block, or of another kind
; stays, and so does every barrier outside hier kernels.
; RUN: %opt -passes=hier-redundant-barriers -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER015 < %t.remarks
; RUN: %opt -passes=hier-redundant-barriers -S %S/Inputs/redundant-barriers-amdgpu.ll | FileCheck %s --check-prefix=AMD

target triple = "nvptx64-nvidia-cuda"

@u = internal addrspace(3) global [4 x double] poison

; `single` then `barrier`: the second of the two barriers goes, the one after
; the shared store stays.
; CHECK-LABEL: define ptx_kernel void @single_then_barrier(
; CHECK: store double 1.0
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT: %j = add i32 %i, 1
; CHECK-NEXT: store double 2.0
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT: ret void
; REMARK: remark: <unknown>:0:0: [HIER015] 1 team barrier(s) removed: each directly followed another, with no memory access between them
define ptx_kernel void @single_then_barrier(i32 %i) #0 {
entry:
  store double 1.0, ptr addrspace(3) @u
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %j = add i32 %i, 1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store double 2.0, ptr addrspace(3) @u
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Three in a row with a fence between: one is left.
; CHECK-LABEL: define ptx_kernel void @three(
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT: fence syncscope("block") acq_rel
; CHECK-NEXT: ret void
; REMARK: remark: <unknown>:0:0: [HIER015] 2 team barrier(s) removed
define ptx_kernel void @three() #0 {
entry:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  fence syncscope("block") acq_rel
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; A load, an atomic or a call between them keeps both; so does a block
; boundary, and a barrier with another id (a named barrier of some threads).
; CHECK-LABEL: define ptx_kernel void @kept(
; CHECK-COUNT-5: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
; CHECK: ret void
define ptx_kernel void @kept(ptr addrspace(1) %p) #0 {
entry:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %v = load double, ptr addrspace(3) @u
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @opaque()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %next
next:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 1)
  ret void
}

; The function only a hier kernel calls is the kernel's code too.
; CHECK-LABEL: define internal void @helper(
; CHECK-COUNT-1: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT: ret void
; REMARK: remark: <unknown>:0:0: [HIER015] 1 team barrier(s) removed
define internal void @helper() {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}
define ptx_kernel void @calls_helper() #0 {
  call void @helper()
  ret void
}

; Not a hier kernel: left as it is.
; CHECK-LABEL: define ptx_kernel void @not_hier(
; CHECK-COUNT-2: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
define ptx_kernel void @not_hier() {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @opaque()

attributes #0 = { "hier-kernel" }

; On AMD GPUs (Inputs/redundant-barriers-amdgpu.ll), a team barrier is
; fence; s_barrier; fence: two in a row keep one s_barrier and the fences; a
; store between keeps both.
; AMD-LABEL: define amdgpu_kernel void @two(
; AMD-NEXT: fence syncscope("workgroup") seq_cst
; AMD-NEXT: call void @llvm.amdgcn.s.barrier()
; AMD-NEXT: fence syncscope("workgroup") seq_cst
; AMD-NEXT: fence syncscope("workgroup") seq_cst
; AMD-NEXT: fence syncscope("workgroup") seq_cst
; AMD-NEXT: ret void
; AMD-LABEL: define amdgpu_kernel void @store_between(
; AMD-NEXT: call void @llvm.amdgcn.s.barrier()
; AMD-NEXT: store double
; AMD-NEXT: call void @llvm.amdgcn.s.barrier()
