; hier-readonly follows each __hier_readonly marker's pointer back through
; local slots and calls to a kernel parameter and makes every parameter on
; the way noalias readonly; the markers and their name strings are removed.
; RUN: %opt -passes=hier-readonly -pass-remarks-analysis=hier -pass-remarks-missed=hier -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -verify-each -passes=hier -disable-output %s

target triple = "nvptx64-nvidia-cuda"

@.x = private unnamed_addr constant [2 x i8] c"x\00"
@.g = private unnamed_addr constant [2 x i8] c"g\00"
@global = global ptr null

declare void @__hier_readonly(ptr, ...)

; CHECK-NOT: @.x =
; CHECK-NOT: @.g =
; CHECK-NOT: __hier_readonly

; The kernel's parameter %x, passed on to the region's function.
; CHECK-LABEL: define ptx_kernel void @kernel(ptr %dyn, ptr noalias readonly %x, ptr %y)
define ptx_kernel void @kernel(ptr %dyn, ptr %x, ptr %y) {
  %x.addr = alloca ptr
  %y.addr = alloca ptr
  store ptr %x, ptr %x.addr
  store ptr %y, ptr %y.addr
  %1 = load ptr, ptr %x.addr
  %2 = load ptr, ptr %y.addr
  call void @outlined(ptr %1, ptr %2)
  ret void
}

; Slots in another address space, as on AMDGPU, are seen through their casts.
; CHECK-LABEL: define internal void @outlined(ptr noalias readonly %x, ptr %y)
define internal void @outlined(ptr %x, ptr %y) {
  %x.addr = alloca ptr, addrspace(5)
  %x.cast = addrspacecast ptr addrspace(5) %x.addr to ptr
  store ptr %x, ptr %x.cast
  %1 = load ptr, ptr %x.cast
  call void (ptr, ...) @__hier_readonly(ptr @.x, ptr %1)
  %v = load double, ptr %1
  store double %v, ptr %y
  ret void
}

; A pointer read from a global is no parameter: left alone, with a remark.
; CHECK-LABEL: define ptx_kernel void @fromGlobal(ptr %dyn)
define ptx_kernel void @fromGlobal(ptr %dyn) {
  %1 = load ptr, ptr @global
  call void (ptr, ...) @__hier_readonly(ptr @.g, ptr %1)
  ret void
}

; A parameter stored twice into its slot may have changed: left alone.
; CHECK-LABEL: define ptx_kernel void @reassigned(ptr %dyn, ptr %x, ptr %z)
define ptx_kernel void @reassigned(ptr %dyn, ptr %x, ptr %z) {
  %x.addr = alloca ptr
  store ptr %x, ptr %x.addr
  store ptr %z, ptr %x.addr
  %1 = load ptr, ptr %x.addr
  call void (ptr, ...) @__hier_readonly(ptr @.x, ptr %1)
  ret void
}

; REMARK-DAG: remark: <unknown>:0:0: [HIER006] readonly(x): kernel parameter 1 is noalias readonly; its loads may use the read-only data cache
; REMARK-DAG: remark: <unknown>:0:0: [HIER007] readonly(g): not passed to the kernel by value (captured by reference, or a global), so its loads are left as they are
; REMARK-DAG: remark: <unknown>:0:0: [HIER007] readonly(x): not passed to the kernel by value
