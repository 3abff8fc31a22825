; hier-aligned-pointers gives a hier kernel whose neighbouring accesses
; through a pointer parameter would merge into 16-byte ones if the pointer
; were 16-byte aligned a copy of its body in which it is (llvm.ptrmask),
; entered when the pointer's address is a multiple of 16. Pairs, accesses
; whose offsets the pointer's alignment does not reach, accesses already
; 16-byte aligned and kernels that are not hier's stay as they are.
; RUN: %opt -passes=hier-aligned-pointers -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes=hier-aligned-pointers -hier-aligned-pointers=false -S %s | FileCheck %s --check-prefix=OFF
; The copy's loads merge in the code generator.
; RUN: %opt -passes='hier-aligned-pointers,hier-argument-masks,infer-address-spaces,instcombine' -S %s | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 | FileCheck %s --check-prefix=PTX

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Four floats of point i (p[i*4 + 0..3]) and a table read before them.
; CHECK-LABEL: define ptx_kernel void @points(
; CHECK: %[[ADDR:.*]] = ptrtoint ptr %p to i64
; CHECK: %[[LOW:.*]] = and i64 %[[ADDR]], 15
; CHECK: %[[OK:.*]] = icmp eq i64 %[[LOW]], 0
; CHECK: br i1 %[[OK]], label %aligned.copy, label %
; CHECK: aligned.copy:
; CHECK: call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
; CHECK: ret void
; REMARK: remark: {{.*}}[HIER025] kernel has a copy of its code for 16-byte aligned parameter 0, entered when it is; 4 of its memory accesses may merge into wider ones there
; REMARK-NOT: [HIER025]
; OFF-LABEL: define ptx_kernel void @points(
; OFF-NOT: ptrmask
; OFF: ret void
; PTX-LABEL: .entry points(
; PTX: ld.global.v4.b32
; PTX: ld.global.b32
define ptx_kernel void @points(ptr %p, ptr %out, i64 %n) #0 {
entry:
  %t = alloca [4 x float], align 4
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %base = shl i64 %i, 2
  %a0 = getelementptr inbounds float, ptr %p, i64 %base
  %x0 = load float, ptr %a0, align 4
  %a1 = getelementptr inbounds i8, ptr %a0, i64 4
  %x1 = load float, ptr %a1, align 4
  %a2 = getelementptr inbounds i8, ptr %a0, i64 8
  %x2 = load float, ptr %a2, align 4
  %a3 = getelementptr inbounds i8, ptr %a0, i64 12
  %x3 = load float, ptr %a3, align 4
  %s0 = fadd float %x0, %x1
  %s1 = fadd float %x2, %x3
  %s = fadd float %s0, %s1
  %o = getelementptr inbounds float, ptr %out, i64 %i
  store float %s, ptr %o, align 4
  %next = add nuw i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A pair of doubles ({re, im}), a run whose base is p + i*4 bytes (the
; pointer's alignment does not reach it), and loads already 16-byte aligned.
; CHECK-LABEL: define ptx_kernel void @others(
; CHECK-NOT: ptrmask
; CHECK: ret void
define ptx_kernel void @others(ptr %z, ptr %p, ptr %q, ptr %out, i64 %i) #0 {
entry:
  %z0 = getelementptr inbounds { double, double }, ptr %z, i64 %i
  %re = load double, ptr %z0, align 8
  %z1 = getelementptr inbounds i8, ptr %z0, i64 8
  %im = load double, ptr %z1, align 8
  %a0 = getelementptr inbounds float, ptr %p, i64 %i
  %x0 = load float, ptr %a0, align 4
  %a1 = getelementptr inbounds i8, ptr %a0, i64 4
  %x1 = load float, ptr %a1, align 4
  %a2 = getelementptr inbounds i8, ptr %a0, i64 8
  %x2 = load float, ptr %a2, align 4
  %q0 = getelementptr inbounds <4 x float>, ptr %q, i64 %i
  %y0 = load float, ptr %q0, align 16
  %q1 = getelementptr inbounds i8, ptr %q0, i64 4
  %y1 = load float, ptr %q1, align 4
  %q2 = getelementptr inbounds i8, ptr %q0, i64 8
  %y2 = load float, ptr %q2, align 8
  %d = fadd double %re, %im
  store double %d, ptr %out, align 8
  %f0 = fadd float %x0, %x1
  %f1 = fadd float %x2, %y0
  %f2 = fadd float %y1, %y2
  %f = fadd float %f0, %f1
  %g = fadd float %f, %f2
  store float %g, ptr %out, align 4
  ret void
}

; Not a hier kernel.
; CHECK-LABEL: define ptx_kernel void @plain(
; CHECK-NOT: ptrmask
; CHECK: ret void
define ptx_kernel void @plain(ptr %p, ptr %out, i64 %i) {
entry:
  %base = shl i64 %i, 2
  %a0 = getelementptr inbounds float, ptr %p, i64 %base
  %x0 = load float, ptr %a0, align 4
  %a1 = getelementptr inbounds i8, ptr %a0, i64 4
  %x1 = load float, ptr %a1, align 4
  %a2 = getelementptr inbounds i8, ptr %a0, i64 8
  %x2 = load float, ptr %a2, align 4
  %s0 = fadd float %x0, %x1
  %s = fadd float %s0, %x2
  store float %s, ptr %out, align 4
  ret void
}

attributes #0 = { "hier-kernel" }
