; hier-infer-shared-addresses runs address-space inference in the optimizer:
; a shared variable's elements, reached as OpenMPOpt leaves them (a generic
; address computed from the variable, cast back to shared at each access),
; are addressed from the shared variable directly, so that the alignment of
; the variable shows at each access (infer-alignment: 16 for k*64 bytes
; into a 16-byte aligned array) and the code generator can merge the four
; loads into one. A kernel's pointer parameter, global memory on NVPTX,
; is addressed as global.
; -hier-infer-shared-addresses=false turns the rule off.
; RUN: %opt -passes='function(hier-infer-shared-addresses,infer-alignment)' -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER023 < %t.remarks
; RUN: %opt -passes='function(hier-infer-shared-addresses)' -hier-infer-shared-addresses=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: %if ptxas %{ %opt -passes='function(hier-infer-shared-addresses,infer-alignment)' %s | llc -mcpu=sm_90 | FileCheck %s --check-prefix=PTX %}

target triple = "nvptx64-nvidia-cuda"

@c = internal addrspace(3) global [1024 x float] poison, align 16

; CHECK-LABEL: define ptx_kernel void @distance(
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[OUT:.*]] = addrspacecast ptr %out to ptr addrspace(1)
; CHECK-NOT: addrspacecast
; CHECK: %g = getelementptr inbounds float, ptr addrspace(3) @c, i64 %x
; CHECK-NEXT: %v0 = load float, ptr addrspace(3) %g, align 16
; CHECK: %v1 = load float, ptr addrspace(3) %g1, align 4
; CHECK: %v3 = load float, ptr addrspace(3) %g3, align 4
; CHECK: store float %s3, ptr addrspace(1) %[[OUT]], align 4
; OFF: %s = addrspacecast ptr %g to ptr addrspace(3)
; PTX: ld.shared.v4.b32
; PTX-NOT: ld.shared.b32
; REMARK: remark: <unknown>:0:0: [HIER023] 4 memory accesses address shared or global memory directly instead of converting a generic address
define ptx_kernel void @distance(i32 %k, ptr %out) {
entry:
  %i = shl nuw nsw i32 %k, 4
  %x = zext nneg i32 %i to i64
  %g = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @c to ptr), i64 %x
  %s = addrspacecast ptr %g to ptr addrspace(3)
  %v0 = load float, ptr addrspace(3) %s, align 4
  %g1 = getelementptr inbounds nuw i8, ptr %g, i64 4
  %s1 = addrspacecast ptr %g1 to ptr addrspace(3)
  %v1 = load float, ptr addrspace(3) %s1, align 4
  %g2 = getelementptr inbounds nuw i8, ptr %g, i64 8
  %s2 = addrspacecast ptr %g2 to ptr addrspace(3)
  %v2 = load float, ptr addrspace(3) %s2, align 4
  %g3 = getelementptr inbounds nuw i8, ptr %g, i64 12
  %s3a = addrspacecast ptr %g3 to ptr addrspace(3)
  %v3 = load float, ptr addrspace(3) %s3a, align 4
  %s1s = fadd float %v0, %v1
  %s2s = fadd float %s1s, %v2
  %s3 = fadd float %s2s, %v3
  store float %s3, ptr %out, align 4
  ret void
}
