; hier-argument-masks computes a mask of a kernel's pointer argument in the
; global address space, so that LLVM's address-space inference (which
; assumes kernel arguments are global) only folds casts around it; without
; it the inference leaves the mask's users with a null operand. Masks of
; other pointers, and of functions that are not kernels, stay as they are.
; RUN: %opt -passes=hier-argument-masks -S %s | FileCheck %s
; RUN: %opt -passes='hier-argument-masks,infer-address-spaces' -S %s | FileCheck %s --check-prefix=INFER

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK: %[[G:.*]] = addrspacecast ptr %p.at to ptr addrspace(1)
; CHECK: %[[M:.*]] = call align 16 ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %[[G]], i64 -16)
; CHECK: %aligned = addrspacecast ptr addrspace(1) %[[M]] to ptr
; CHECK: %local.aligned = call ptr @llvm.ptrmask.p0.i64(ptr %local, i64 -16)
; INFER-LABEL: define ptx_kernel void @kernel(
; INFER: %[[M:.*]] = call align 16 ptr addrspace(1) @llvm.ptrmask.p1.i64(
; INFER: load <4 x float>, ptr addrspace(1) %[[M]], align 16
; INFER: %second = getelementptr inbounds i8, ptr addrspace(1) %[[M]], i64 4
; INFER: load float, ptr addrspace(1) %second
define ptx_kernel void @kernel(ptr %p, ptr %out, i64 %i) {
entry:
  %local = alloca [8 x float], align 4
  %p.at = getelementptr inbounds float, ptr %p, i64 %i
  %aligned = call align 16 ptr @llvm.ptrmask.p0.i64(ptr %p.at, i64 -16)
  %v = load <4 x float>, ptr %aligned, align 16
  %second = getelementptr inbounds i8, ptr %aligned, i64 4
  %s = load float, ptr %second, align 4
  %local.aligned = call ptr @llvm.ptrmask.p0.i64(ptr %local, i64 -16)
  store float %s, ptr %local.aligned, align 4
  store <4 x float> %v, ptr %out, align 16
  ret void
}

; Not a kernel: its arguments may point anywhere.
; CHECK-LABEL: define void @helper(
; CHECK-NEXT: %aligned = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
define void @helper(ptr %p, ptr %out) {
  %aligned = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
  %v = load float, ptr %aligned, align 4
  store float %v, ptr %out, align 4
  ret void
}

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
