; hier-mapped-objects makes noalias readonly a hier kernel's parameter that
; holds a captured variable's device copy (dereferenceable) when the kernel
; only loads through it, through address arithmetic, phis and selects.
; Parameters stored through, passed to a call, compared or converted, plain
; pointers (is_device_ptr, array sections), and kernels that are not hier's
; keep their attributes.
; RUN: %opt -passes=hier-mapped-objects -pass-remarks-analysis=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes=hier-mapped-objects -hier-mapped-objects=false -S %s | FileCheck %s --check-prefix=OFF

target triple = "nvptx64-nvidia-cuda"

%struct.Filter = type { [9 x float] }

; The filter is only read (a loop's loads, through a GEP and a select); the
; pointer `out` is stored through and is no captured variable.
; CHECK-LABEL: define ptx_kernel void @convolve(ptr noalias readonly align 4 dereferenceable(36) %f, ptr %out, ptr align 4 dereferenceable(8) %sum, ptr align 4 dereferenceable(4) %n, ptr align 4 dereferenceable(16) %passed, ptr align 8 dereferenceable(8) %kept)
; REMARK: remark: {{.*}}[HIER024] kernel parameter 0, a captured variable of 36 bytes, is only read: noalias readonly
; REMARK-NOT: [HIER024]
; OFF-LABEL: define ptx_kernel void @convolve(ptr align 4 dereferenceable(36) %f,
define ptx_kernel void @convolve(ptr align 4 dereferenceable(36) %f, ptr %out, ptr align 4 dereferenceable(8) %sum, ptr align 4 dereferenceable(4) %n, ptr align 4 dereferenceable(16) %passed, ptr align 8 dereferenceable(8) %kept) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %k = and i64 %i, 7
  %at = getelementptr inbounds [9 x float], ptr %f, i64 0, i64 %k
  %last = getelementptr inbounds [9 x float], ptr %f, i64 0, i64 8
  %odd = trunc i64 %i to i1
  %pick = select i1 %odd, ptr %at, ptr %last
  %c = load float, ptr %pick, align 4
  %dst = getelementptr inbounds float, ptr %out, i64 %i
  store float %c, ptr %dst, align 4
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 64
  br i1 %done, label %exit, label %loop
exit:
  ; Written: a reduction's copy.
  store double 1.0, ptr %sum, align 8
  ; A volatile load: left alone.
  %v = load volatile i32, ptr %n, align 4
  ; Passed to a call, which may write it.
  call void @use(ptr %passed)
  ; Its address kept as an integer.
  %addr = ptrtoint ptr %kept to i64
  store i64 %addr, ptr %out, align 8
  ret void
}

; Not a hier kernel: unchanged.
; CHECK-LABEL: define ptx_kernel void @other(ptr align 4 dereferenceable(36) %f, ptr %out)
define ptx_kernel void @other(ptr align 4 dereferenceable(36) %f, ptr %out) {
  %c = load float, ptr %f, align 4
  store float %c, ptr %out, align 4
  ret void
}

declare void @use(ptr)

attributes #0 = { "hier-kernel" }
