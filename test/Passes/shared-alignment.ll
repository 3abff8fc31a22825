; hier-shared-alignment gives a GPU module's own shared variables of 16
; bytes or more a 16-byte alignment (so that neighbouring elements can be
; read as one 16-byte access); smaller ones, those already aligned, shared
; variables defined elsewhere or without a size, and other address spaces
; keep theirs. -hier-align-shared=false turns the rule off, and a host
; module is left alone.
; RUN: %opt -passes=hier-shared-alignment -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER022 < %t.remarks
; RUN: %opt -passes=hier-shared-alignment -hier-align-shared=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | %opt -passes=hier-shared-alignment -S | FileCheck %s --check-prefix=OFF

target triple = "nvptx64-nvidia-cuda"

; CHECK: @tile = internal addrspace(3) global [1024 x float] poison, align 16
; CHECK: @body = internal addrspace(3) global [4 x float] poison, align 16
; CHECK: @pair = internal addrspace(3) global [2 x float] poison, align 4
; CHECK: @wide = internal addrspace(3) global [64 x double] poison, align 32
; CHECK: @dynamic = external addrspace(3) global [0 x i8], align 4
; CHECK: @global = internal addrspace(1) global [64 x float] poison, align 4
; OFF: @tile = internal addrspace(3) global [1024 x float] poison, align 4
; OFF: @body = internal addrspace(3) global [4 x float] poison, align 4
@tile = internal addrspace(3) global [1024 x float] poison, align 4
@body = internal addrspace(3) global [4 x float] poison, align 4
@pair = internal addrspace(3) global [2 x float] poison, align 4
@wide = internal addrspace(3) global [64 x double] poison, align 32
@dynamic = external addrspace(3) global [0 x i8], align 4
@global = internal addrspace(1) global [64 x float] poison, align 4

; REMARK: remark: <unknown>:0:0: [HIER022] shared 'tile' (4096 bytes) aligned to 16 bytes instead of 4: neighbouring elements can be read as one 16-byte access
; REMARK: remark: <unknown>:0:0: [HIER022] shared 'body' (16 bytes) aligned to 16 bytes instead of 4: neighbouring elements can be read as one 16-byte access
define ptx_kernel void @k(i64 %i) {
entry:
  %p = getelementptr float, ptr addrspace(3) @tile, i64 %i
  store float 1.0, ptr addrspace(3) %p, align 4
  store float 2.0, ptr addrspace(3) @body, align 4
  store float 3.0, ptr addrspace(3) @pair, align 4
  store double 4.0, ptr addrspace(3) @wide, align 32
  store i8 5, ptr addrspace(3) @dynamic, align 4
  store float 6.0, ptr addrspace(1) @global, align 4
  ret void
}
