; hier-private-locals turns the memory Clang's OpenMP device code takes from
; __kmpc_alloc_shared for a local whose address escapes (a "globalized"
; local) into a stack slot of the thread, in hier kernels and the functions
; they call: an entry-block alloca of the call's size and alignment where
; the allocation cannot run again before its free, else a dynamic alloca
; between a stack save and restores at the frees. Its frees go. A function
; that a plain OpenMP kernel also calls keeps its allocation; hier's kernel
; calls a copy. AMDGPU's stack is addrspace(5), cast to a generic pointer.
; RUN: %opt -passes=hier-private-locals -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER017 < %t.remarks
; RUN: %opt -verify-each -passes='hier-private-locals,default<O2>' -disable-output %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' -e 's/^target datalayout.*/target datalayout = "e-p:64:64-p3:32:32-p5:32:32-i64:64-A5-G1"/' -e 's/ptx_kernel/amdgpu_kernel/g' %s \
; RUN:   | %opt -passes=hier-private-locals -S | FileCheck %s --check-prefix=AMD
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' -e 's/^target datalayout.*/target datalayout = "e-p:64:64-p3:32:32-p5:32:32-i64:64-A5-G1"/' -e 's/ptx_kernel/amdgpu_kernel/g' %s \
; RUN:   | %opt -verify-each -passes='hier-private-locals,default<O2>' -disable-output
; Both back ends take the result, dynamic allocas included:
; RUN: %opt -passes=hier-private-locals %s | %clang_noplugin --target=nvptx64-nvidia-cuda -march=sm_90 -nogpulib -O0 -S -x ir - -o - | FileCheck %s --check-prefix=PTX
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' -e 's/^target datalayout.*/target datalayout = "e-p:64:64-p3:32:32-p5:32:32-i64:64-A5-G1"/' -e 's/ptx_kernel/amdgpu_kernel/g' %s \
; RUN:   | %opt -passes=hier-private-locals | %clang_noplugin --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O2 -S -x ir - -o - | FileCheck %s --check-prefix=GCN
; PTX-LABEL: .func runtime_size(
; PTX: stacksave.u64
; PTX: alloca.u64
; PTX: stackrestore.u64
; GCN: .amdhsa_kernel kernel
; GCN: .amdhsa_uses_dynamic_stack 1

; Without the plain kernel (and without an OpenMP `parallel`) no code of the
; module can share a local: every function is hier's, none is copied.
; RUN: sed -e 's/define ptx_kernel void @plain/define void @plain/' %s | %opt -passes=hier-private-locals -S | FileCheck %s --check-prefix=ONLY
; ONLY-NOT: __kmpc
; ONLY-NOT: .hier
; ONLY: define void @both()
; ONLY-NEXT: %s = alloca [4 x i8], align 8
; ONLY-NOT: __kmpc
; ONLY-NOT: .hier
; A call to __kmpc_parallel_60 in the module keeps the copy:
; RUN: sed -e 's/define ptx_kernel void @plain/define void @plain/' -e 's/^;PAR //' %s | %opt -passes=hier-private-locals -S | FileCheck %s --check-prefix=PAR
; PAR: call void @both.hier()
; PAR: define void @both()
; PAR-NEXT: call align 8 ptr @__kmpc_alloc_shared(i64 4)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @__kmpc_alloc_shared(i64)
declare void @__kmpc_free_shared(ptr, i64)
declare void @use(ptr)
;PAR declare void @__kmpc_parallel_60(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64, i32)

; A local of the kernel itself: one slot in the entry block, 16 bytes aligned
; as the call says, live from the allocation to the free.
; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca [16 x i8], align 16
; CHECK-NEXT: br label %body
; CHECK: body:
; CHECK-NEXT: call void @llvm.lifetime.start.p0(ptr %buf)
; CHECK-NEXT: call void @use(ptr %buf)
; CHECK-NEXT: call void @helper(i32 %n)
; CHECK-NEXT: call void @runtime_size(i64 %m)
; CHECK-NEXT: call void @kept_across_iterations(i32 %n)
; CHECK-NEXT: call void @both.hier()
; CHECK-NEXT: call void @llvm.lifetime.end.p0(ptr %buf)
; CHECK-NEXT: ret void
; AMD-LABEL: define amdgpu_kernel void @kernel(
; AMD-NEXT: entry:
; AMD-NEXT: %buf = alloca [16 x i8], align 16, addrspace(5)
; AMD-NEXT: %[[BUF:.+]] = addrspacecast ptr addrspace(5) %buf to ptr
; AMD: call void @llvm.lifetime.start.p5(ptr addrspace(5) %buf)
; AMD-NEXT: call void @use(ptr %[[BUF]])
; AMD: call void @both.hier()
; AMD-NEXT: call void @llvm.lifetime.end.p5(ptr addrspace(5) %buf)
; AMD-NEXT: ret void
define ptx_kernel void @kernel(i32 %n, i64 %m) "hier-kernel" {
entry:
  br label %body
body:
  %buf = call align 16 ptr @__kmpc_alloc_shared(i64 16)
  call void @use(ptr %buf)
  call void @helper(i32 %n)
  call void @runtime_size(i64 %m)
  call void @kept_across_iterations(i32 %n)
  call void @both()
  call void @__kmpc_free_shared(ptr %buf, i64 16)
  ret void
}

; A local of a loop body (allocated and freed in each iteration), in a
; function only the hier kernel calls, with no alignment on the call: one
; slot for all iterations, aligned to 16 (Clang's `new` alignment).
; CHECK-LABEL: define internal void @helper(
; CHECK-NEXT: entry:
; CHECK-NEXT: %v = alloca [24 x i8], align 16
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK: call void @llvm.lifetime.start.p0(ptr %v)
; CHECK-NEXT: call void @use(ptr %v)
; CHECK-NEXT: call void @llvm.lifetime.end.p0(ptr %v)
; CHECK-NEXT: %i.next = add i32 %i, 1
; CHECK-NOT: __kmpc
; CHECK: ret void
; AMD-LABEL: define internal void @helper(
; AMD-NEXT: entry:
; AMD-NEXT: %v = alloca [24 x i8], align 16, addrspace(5)
; AMD-NEXT: %[[V:.+]] = addrspacecast ptr addrspace(5) %v to ptr
; AMD: call void @use(ptr %[[V]])
define internal void @helper(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = call ptr @__kmpc_alloc_shared(i64 24)
  call void @use(ptr %v)
  call void @__kmpc_free_shared(ptr %v, i64 24)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A size known at run time (a variable-length array): a dynamic alloca at the
; call, the stack restored at the free.
; CHECK-LABEL: define internal void @runtime_size(
; CHECK-NEXT: %[[SP:.+]] = call ptr @llvm.stacksave.p0()
; CHECK-NEXT: %vla = alloca i8, i64 %m, align 8
; CHECK-NEXT: call void @use(ptr %vla)
; CHECK-NEXT: call void @llvm.stackrestore.p0(ptr %[[SP]])
; CHECK-NEXT: ret void
; AMD-LABEL: define internal void @runtime_size(
; AMD-NEXT: %[[SP:.+]] = call ptr addrspace(5) @llvm.stacksave.p5()
; AMD-NEXT: %[[I:.+]] = trunc i64 %m to i32
; AMD-NEXT: %vla = alloca i8, i32 %[[I]], align 8, addrspace(5)
; AMD-NEXT: %[[VLA:.+]] = addrspacecast ptr addrspace(5) %vla to ptr
; AMD-NEXT: call void @use(ptr %[[VLA]])
; AMD-NEXT: call void @llvm.stackrestore.p5(ptr addrspace(5) %[[SP]])
define internal void @runtime_size(i64 %m) {
  %vla = call align 8 ptr @__kmpc_alloc_shared(i64 %m)
  call void @use(ptr %vla)
  call void @__kmpc_free_shared(ptr %vla, i64 %m)
  ret void
}

; An allocation that runs again before it is freed (each iteration's memory
; stays live to the end): one slot would be shared by the iterations, so
; each gets its own, on the stack until the free after the loop.
; CHECK-LABEL: define internal void @kept_across_iterations(
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: %[[SP:.+]] = call ptr @llvm.stacksave.p0()
; CHECK-NEXT: %w = alloca i8, i64 8, align 16
; CHECK-NEXT: call void @use(ptr %w)
; CHECK: exit:
; CHECK-NEXT: call void @llvm.stackrestore.p0(ptr %[[SP]])
; CHECK-NEXT: ret void
define internal void @kept_across_iterations(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %w = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  call void @use(ptr %w)
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @__kmpc_free_shared(ptr %w, i64 8)
  ret void
}

; Called by the hier kernel and by a plain OpenMP kernel, whose threads may
; share the memory: it keeps its allocation, and hier's kernel gets a copy
; with a stack slot.
; CHECK-LABEL: define void @both()
; CHECK-NEXT: %s = call align 8 ptr @__kmpc_alloc_shared(i64 4)
; CHECK-NEXT: call void @use(ptr %s)
; CHECK-NEXT: call void @__kmpc_free_shared(ptr %s, i64 4)
define void @both() {
  %s = call align 8 ptr @__kmpc_alloc_shared(i64 4)
  call void @use(ptr %s)
  call void @__kmpc_free_shared(ptr %s, i64 4)
  ret void
}

; hier-lower marks the region's function when it cannot tell its kernel: the
; kernel that calls it is hier's too, and nothing is copied.
; CHECK-LABEL: define ptx_kernel void @kernel_of_region(
; CHECK-NEXT: call void @region()
; CHECK-LABEL: define void @region()
; CHECK-NEXT: %r = alloca [8 x i8], align 16
define ptx_kernel void @kernel_of_region() {
  call void @region()
  ret void
}

define void @region() "hier-kernel" {
  %r = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  call void @use(ptr %r)
  call void @__kmpc_free_shared(ptr %r, i64 8)
  ret void
}

; A plain OpenMP kernel is left alone.
; CHECK-LABEL: define ptx_kernel void @plain()
; CHECK-NEXT: %p = call align 16 ptr @__kmpc_alloc_shared(i64 8)
; CHECK-NEXT: call void @use(ptr %p)
; CHECK-NEXT: call void @both()
; CHECK-NEXT: call void @__kmpc_free_shared(ptr %p, i64 8)
define ptx_kernel void @plain() {
;PAR call void @__kmpc_parallel_60(ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, ptr null, ptr null, i64 0, i32 0)
  %p = call align 16 ptr @__kmpc_alloc_shared(i64 8)
  call void @use(ptr %p)
  call void @both()
  call void @__kmpc_free_shared(ptr %p, i64 8)
  ret void
}

; CHECK-LABEL: define internal void @both.hier()
; CHECK-NEXT: %s = alloca [4 x i8], align 8
; CHECK-NEXT: call void @llvm.lifetime.start.p0(ptr %s)
; CHECK-NEXT: call void @use(ptr %s)
; CHECK-NEXT: call void @llvm.lifetime.end.p0(ptr %s)
; CHECK-NEXT: ret void

; REMARK-DAG: remark: <unknown>:0:0: [HIER017] local 'buf' of 16 bytes kept on each thread's stack
; REMARK-DAG: remark: <unknown>:0:0: [HIER017] local 'v' of 24 bytes kept on each thread's stack
; REMARK-DAG: remark: <unknown>:0:0: [HIER017] local 'vla' of run-time size kept on each thread's stack
; REMARK-DAG: remark: <unknown>:0:0: [HIER017] local 'w' of 8 bytes kept on each thread's stack
; REMARK-DAG: remark: <unknown>:0:0: [HIER017] local 's' of 4 bytes kept on each thread's stack
; REMARK-DAG: remark: <unknown>:0:0: [HIER017] local 'r' of 8 bytes kept on each thread's stack
