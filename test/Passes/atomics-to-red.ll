; hier-atomics-to-red writes a PTX reduction (red) for each relaxed atomic
; update of a hier kernel, or of a function it calls, whose old value is
; unused: ptxas gives relocatable code, which OpenMP offloading is, an atomic
; with a return value for such an `atom`. Used results, other orderings,
; volatile and under-aligned updates, operations `red` lacks, code outside
; hier's kernels, architectures before sm_60 and AMDGPU modules keep the
; atomicrmw.
; RUN: %opt -passes=hier-atomics-to-red -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes=hier-late -S %s | FileCheck %s
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' -e 's/ptx_kernel/amdgpu_kernel/' %s | %opt -passes=hier-atomics-to-red -S | FileCheck %s --check-prefix=AMD

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @kernel(
; A kernel's pointer parameter points to global memory.
; CHECK: [[G:%.*]] = addrspacecast ptr %y to ptr addrspace(1)
; CHECK-NEXT: call void asm sideeffect "red.global.add.f64 [$0], $1;", "l,d,~{memory}"(ptr addrspace(1) [[G]], double %v)
; CHECK-NEXT: call void asm sideeffect "red.global.add.f32 [$0], $1;", "l,f,~{memory}"(ptr addrspace(1) %g, float %f)
; CHECK-NEXT: call void asm sideeffect "red.global.add.u32 [$0], $1;", "l,r,~{memory}"(ptr addrspace(1) %g, i32 %i)
; CHECK-NEXT: call void asm sideeffect "red.shared.max.u64 [$0], $1;", "l,l,~{memory}"(ptr addrspace(3) %s, i64 %l)
; CHECK-NEXT: call void asm sideeffect "red.shared.min.s32 [$0], $1;", "l,r,~{memory}"(ptr addrspace(3) %s, i32 %i)
; CHECK-NEXT: call void asm sideeffect "red.global.xor.b64 [$0], $1;", "l,l,~{memory}"(ptr addrspace(1) %g, i64 %l)
; A pointer of unknown space stays generic.
; CHECK-NEXT: call void asm sideeffect "red.or.b32 [$0], $1;", "l,r,~{memory}"(ptr %p, i32 %i)
; CHECK-NEXT: %used = atomicrmw fadd ptr %y, double %v monotonic
; CHECK-NEXT: store double %used
; CHECK-NEXT: atomicrmw fadd ptr %y, double %v seq_cst
; CHECK-NEXT: atomicrmw volatile fadd ptr %y, double %v monotonic
; CHECK-NEXT: atomicrmw fadd ptr %y, double %v monotonic, align 4
; CHECK-NEXT: atomicrmw fsub ptr %y, double %v monotonic
; CHECK-NEXT: atomicrmw xchg ptr %y, i32 %i monotonic
; CHECK-NEXT: atomicrmw add ptr %y, i16 3 monotonic
; CHECK-NEXT: call void @callee(ptr %y, double %v)
define ptx_kernel void @kernel(ptr %y, ptr addrspace(1) %g, ptr addrspace(3) %s, double %v, float %f, i32 %i, i64 %l) #0 {
  %p = load ptr, ptr addrspace(1) %g, align 8
  %a = atomicrmw fadd ptr %y, double %v monotonic, align 8
  %b = atomicrmw fadd ptr addrspace(1) %g, float %f monotonic, align 4
  %c = atomicrmw add ptr addrspace(1) %g, i32 %i monotonic, align 4
  %d = atomicrmw umax ptr addrspace(3) %s, i64 %l syncscope("block") monotonic, align 8
  %e = atomicrmw min ptr addrspace(3) %s, i32 %i monotonic, align 4
  %x = atomicrmw xor ptr addrspace(1) %g, i64 %l monotonic, align 8
  %o = atomicrmw or ptr %p, i32 %i monotonic, align 4
  %used = atomicrmw fadd ptr %y, double %v monotonic, align 8
  store double %used, ptr %y, align 8
  %sc = atomicrmw fadd ptr %y, double %v seq_cst, align 8
  %vol = atomicrmw volatile fadd ptr %y, double %v monotonic, align 8
  %una = atomicrmw fadd ptr %y, double %v monotonic, align 4
  %sub = atomicrmw fsub ptr %y, double %v monotonic, align 8
  %xc = atomicrmw xchg ptr %y, i32 %i monotonic, align 4
  %h = atomicrmw add ptr %y, i16 3 monotonic, align 2
  call void @callee(ptr %y, double %v)
  ret void
}

; A function that a hier kernel calls; the parameter is not a kernel's.
; CHECK-LABEL: define void @callee(
; CHECK-NEXT: call void asm sideeffect "red.add.f64 [$0], $1;", "l,d,~{memory}"(ptr %q, double %v)
define void @callee(ptr %q, double %v) #1 {
  %a = atomicrmw fadd ptr %q, double %v monotonic, align 8
  ret void
}

; A team's shared array reached through a generic pointer (a histogram's
; bins: `#pragma hier shared int bins[64]`, `bins[b] += 1`): red.shared on
; the pointer cast back, not a generic red.
; CHECK-LABEL: define ptx_kernel void @shared_bins(
; CHECK: [[S:%.*]] = addrspacecast ptr %bin to ptr addrspace(3)
; CHECK-NEXT: call void asm sideeffect "red.shared.add.u32 [$0], $1;", "l,r,~{memory}"(ptr addrspace(3) [[S]], i32 1)
@bins = internal addrspace(3) global [64 x i32] poison, align 4
define ptx_kernel void @shared_bins(i64 %b) #0 {
  %generic = addrspacecast ptr addrspace(3) @bins to ptr
  %bin = getelementptr inbounds i32, ptr %generic, i64 %b
  %a = atomicrmw add ptr %bin, i32 1 monotonic, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @not_hier(
; CHECK-NEXT: atomicrmw fadd
define ptx_kernel void @not_hier(ptr %y, double %v) #1 {
  %a = atomicrmw fadd ptr %y, double %v monotonic, align 8
  ret void
}

; red.add.f64 needs sm_60.
; CHECK-LABEL: define ptx_kernel void @old_gpu(
; CHECK-NEXT: atomicrmw fadd
define ptx_kernel void @old_gpu(ptr %y, double %v) #2 {
  %a = atomicrmw fadd ptr %y, double %v monotonic, align 8
  ret void
}

attributes #0 = { "hier-kernel" "target-cpu"="sm_90" }
attributes #1 = { "target-cpu"="sm_90" }
attributes #2 = { "hier-kernel" "target-cpu"="sm_52" }

; REMARK: remark: <unknown>:0:0: [HIER011] 7 atomic update(s) whose old value is unused issue as PTX reductions (red)
; REMARK-NEXT: remark: <unknown>:0:0: [HIER011] 1 atomic update(s) whose old value is unused issue as PTX reductions (red)
; REMARK-NEXT: remark: <unknown>:0:0: [HIER011] 1 atomic update(s) whose old value is unused issue as PTX reductions (red)
; REMARK-NOT: HIER011
; AMD-NOT: asm
