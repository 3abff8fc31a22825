; hier-block-constants: in a kernel whose block shape hier-lower knows
; ("hier-block"="LANES,THREADS"), the reads of the block's extents become
; constants and the thread indices get their range. A kernel without the
; attribute, or a function that is no kernel, keeps everything.
; RUN: %opt -passes=hier-block-constants -pass-remarks=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER019 < %t.remarks
; The peephole extension point runs it after every InstCombine: a second
; run changes nothing and says nothing.
; RUN: %opt -passes=hier-block-constants,hier-block-constants -pass-remarks=hier -S %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER019

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @known(
; CHECK-NOT: ntid
; CHECK: %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range ![[LANES:[0-9]+]]
; CHECK: %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !range ![[THREADS:[0-9]+]]
; CHECK: %row = mul i32 %ty, 32
; CHECK: %flat = add i32 %tx, %row
; CHECK: %size = mul i32 32, 4
; CHECK: %left0 = sub i32 %size, %flat
; CHECK: store i32 %left0, ptr %out
; CHECK: ret void
define ptx_kernel void @known(ptr %out) "hier-block"="32,4" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %row = mul i32 %ty, %nx
  %flat = add i32 %tx, %row
  %size = mul i32 %nx, %ny
  %left0 = sub i32 %size, %flat
  store i32 %left0, ptr %out
  ret void
}

; CHECK-LABEL: define ptx_kernel void @unknown(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define ptx_kernel void @unknown(ptr %out) {
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %nx, ptr %out
  ret void
}

; The team region's function has the attribute too, but is no kernel: the
; runtime is inlined into the kernel, where the pass works.
; CHECK-LABEL: define internal void @region(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define internal void @region(ptr %out) "hier-block"="32,4" {
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  store i32 %nx, ptr %out
  ret void
}

; CHECK-DAG: ![[LANES]] = !{i32 0, i32 32}
; CHECK-DAG: ![[THREADS]] = !{i32 0, i32 4}

; REMARK: remark: <unknown>:0:0: [HIER019] block of 32 x 4 threads known: 2 reads of the block's shape made constants, 2 thread-index reads bounded

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
