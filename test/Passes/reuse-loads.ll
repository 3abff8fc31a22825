; hier-reuse-loads keeps in registers what a tagged thread or vector loop
; loads, for a later loop of the team that loads the same addresses in the
; same iterations: both loops are unrolled completely (every thread runs 4
; iterations: the bound 512, the stride 128, the start the thread's index
; below 128) and the later loop's loads use the earlier loop's values. Every
; write that could change an element in between keeps the loads, with a
; missed remark; -hier-reuse-loads=false turns the rule off.
; RUN: %opt -passes=hier-reuse-loads -pass-remarks=hier -pass-remarks-missed=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER026 < %t.remarks
; RUN: %opt -passes=hier-reuse-loads -hier-reuse-loads=false -S %s | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes=hier-reuse-loads -hier-reuse-registers=3 -pass-remarks-missed=hier -S %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BUDGET

target triple = "nvptx64-nvidia-cuda"

@slot = internal addrspace(3) global float 0.0

; A softmax-like row: the sum of x[c], the team's reduction through shared
; memory and a barrier, then y[c] = x[c] / total.
; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 2 reads 1 element(s) per iteration that thread vector loop 1 loaded: each thread keeps its 4 values of each in registers (the loops unrolled completely)
; CHECK-LABEL: define ptx_kernel void @row_twice(
; CHECK-COUNT-4: load float, ptr %{{.*}}
; CHECK-NOT: load float, ptr %
; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NOT: load float, ptr %
; CHECK-COUNT-4: store float
; CHECK-NOT: load float, ptr %
; CHECK: ret void
; OFF-LABEL: define ptx_kernel void @row_twice(
; OFF: phi i64
; OFF: phi i64
; BUDGET: [HIER026] thread vector loop 2 reads elements thread vector loop 1 loaded, and loads them again: keeping its values would take more than 3 registers a thread
define ptx_kernel void @row_twice(ptr %x, ptr %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr %x, i64 %k
  %v = load float, ptr %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %mid, !llvm.loop !0

mid:
  store float %s.next, ptr addrspace(3) @slot
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %total = load float, ptr addrspace(3) @slot
  br label %b

b:
  %j = phi i64 [ %start, %mid ], [ %j.next, %b ]
  %q = getelementptr float, ptr %x, i64 %j
  %w = load float, ptr %q
  %r = fdiv float %w, %total
  %py = getelementptr float, ptr %y, i64 %j
  store float %r, ptr %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !1

exit:
  ret void
}

; A store to global memory between the loops may change the row.
; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 4 reads elements thread vector loop 3 loaded, and loads them again: between the loops, a store may change it
; CHECK-LABEL: define ptx_kernel void @store_between(
; CHECK: phi i64
; CHECK: phi i64
; CHECK: ret void
define ptx_kernel void @store_between(ptr %x, ptr %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr %x, i64 %k
  %v = load float, ptr %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %mid, !llvm.loop !2

mid:
  store float %s.next, ptr %y
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %b

b:
  %j = phi i64 [ %start, %mid ], [ %j.next, %b ]
  %q = getelementptr float, ptr %x, i64 %j
  %w = load float, ptr %q
  %py = getelementptr float, ptr %y, i64 %j
  store float %w, ptr %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !3

exit:
  ret void
}

; The later loop writes y[c] before it reads x[c] in the same iteration: y
; may be x.
; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 6 reads elements thread vector loop 5 loaded, and loads them again: a write in the same iteration may change the element
; CHECK-LABEL: define ptx_kernel void @write_first(
; CHECK: phi i64
; CHECK: phi i64
; CHECK: ret void
define ptx_kernel void @write_first(ptr %x, ptr %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr %x, i64 %k
  %v = load float, ptr %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %b, !llvm.loop !4

b:
  %j = phi i64 [ %start, %a ], [ %j.next, %b ]
  %py = getelementptr float, ptr %y, i64 %j
  store float %s.next, ptr %py
  %q = getelementptr float, ptr %x, i64 %j
  %w = load float, ptr %q
  %py1 = getelementptr float, ptr %py, i64 1
  store float %w, ptr %py1
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !5

exit:
  ret void
}

; An acquire of a flag between the loops lets another team's writes be
; seen.
; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 8 reads elements thread vector loop 7 loaded, and loads them again: between the loops, an atomic or volatile read may change it
; CHECK-LABEL: define ptx_kernel void @acquire_between(
; CHECK: phi i64
; CHECK: phi i64
; CHECK: ret void
define ptx_kernel void @acquire_between(ptr %x, ptr %y, ptr %flag) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr %x, i64 %k
  %v = load float, ptr %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %mid, !llvm.loop !6

mid:
  %f = load atomic i32, ptr %flag acquire, align 4
  br label %b

b:
  %j = phi i64 [ %start, %mid ], [ %j.next, %b ]
  %q = getelementptr float, ptr %x, i64 %j
  %w = load float, ptr %q
  %py = getelementptr float, ptr %y, i64 %j
  store float %w, ptr %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !7

exit:
  ret void
}

; Threads that run different counts (the bound 500: 4 iterations for the
; first 116 threads, 3 for the others), or loops over other elements (the
; later one starts one further): no pair, no remark.
; CHECK-LABEL: define ptx_kernel void @not_the_same(
; CHECK: phi i64
; CHECK: phi i64
; CHECK: phi i64
; CHECK: ret void
define ptx_kernel void @not_the_same(ptr %x, ptr %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %p = getelementptr float, ptr %x, i64 %k
  %v = load float, ptr %p
  %py0 = getelementptr float, ptr %y, i64 %k
  store float %v, ptr %py0
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 500
  br i1 %more, label %a, label %b.pre, !llvm.loop !8

b.pre:
  %start1 = add nuw nsw i64 %start, 1
  br label %b

b:
  %j = phi i64 [ %start1, %b.pre ], [ %j.next, %b ]
  %q = getelementptr float, ptr %x, i64 %j
  %w = load float, ptr %q
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 500
  br i1 %more.b, label %b, label %c, !llvm.loop !9

c:
  %i = phi i64 [ %start, %b ], [ %i.next, %c ]
  %r = getelementptr float, ptr %x, i64 %i
  %u = load float, ptr %r
  %i.next = add i64 %i, 128
  %more.c = icmp ult i64 %i.next, 500
  br i1 %more.c, label %c, label %exit, !llvm.loop !11

exit:
  ret void
}

; A row length known at run time (%n), both loops behind one guard: each
; loop is unrolled by 8 with a remainder loop, and the unrolled loop's first
; two trips are peeled: 16 iterations whose loads the later loop's copies
; reuse (through phis, poison where the first loop did not run them: the
; later one does not either). The two loops compute the address differently
; (an int index scaled before or after its sign extension, as InstCombine
; leaves it): the same element all the same. The first loop loads in its
; remainder (1), the peeled trips (16) and the unrolled loop (8); the later
; one in its remainder and unrolled loop only.
; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 13 reads 1 element(s) per iteration that thread vector loop 12 loaded: each thread keeps the values of its first 16 iterations in registers (peeled off both loops)
; CHECK-LABEL: define ptx_kernel void @run_time_rows(
; CHECK-COUNT-25: load float, ptr addrspace(1)
; CHECK: phi float [ poison, %entry ]
; CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-COUNT-9: load float, ptr addrspace(1)
; CHECK-NOT: load float, ptr addrspace(1)
; CHECK: ret void
define ptx_kernel void @run_time_rows(ptr %row, ptr %y, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  %enter = icmp ult i64 %start, %n
  br i1 %enter, label %a.pre, label %mid

a.pre:
  br label %a

a:
  %k = phi i64 [ %start, %a.pre ], [ %k.next, %a ]
  %s = phi float [ 0.0, %a.pre ], [ %s.next, %a ]
  %k.shl = shl i64 %k, 32
  %off = ashr exact i64 %k.shl, 30
  %p = getelementptr i8, ptr %row, i64 %off
  %p1 = addrspacecast ptr %p to ptr addrspace(1)
  %v = load float, ptr addrspace(1) %p1
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %a, label %a.exit, !llvm.loop !12

a.exit:
  br label %mid

mid:
  %sum = phi float [ 0.0, %entry ], [ %s.next, %a.exit ]
  store float %sum, ptr addrspace(3) @slot
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %total = load float, ptr addrspace(3) @slot
  br i1 %enter, label %b.pre, label %exit

b.pre:
  br label %b

b:
  %j = phi i64 [ %start, %b.pre ], [ %j.next, %b ]
  %j.shl = shl i64 %j, 32
  %idx = ashr exact i64 %j.shl, 32
  %q = getelementptr float, ptr %row, i64 %idx
  %q1 = addrspacecast ptr %q to ptr addrspace(1)
  %w = load float, ptr addrspace(1) %q1
  %r = fdiv float %w, %total
  %py = getelementptr float, ptr %y, i64 %idx
  store float %r, ptr %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, %n
  br i1 %more.b, label %b, label %b.exit, !llvm.loop !13

b.exit:
  br label %exit

exit:
  ret void
}

; A routine (no kernel): its pointer may be the team's shared memory, which
; the shared store between the loops writes. No pair, no remark.
; CHECK-LABEL: define void @routine_rows(
; CHECK: phi i64
; CHECK: phi i64
; CHECK: ret void
define void @routine_rows(ptr %x, ptr %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr %x, i64 %k
  %v = load float, ptr %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %mid, !llvm.loop !14

mid:
  store float %s.next, ptr addrspace(3) @slot
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %b

b:
  %j = phi i64 [ %start, %mid ], [ %j.next, %b ]
  %q = getelementptr float, ptr %x, i64 %j
  %w = load float, ptr %q
  %py = getelementptr float, ptr %y, i64 %j
  store float %w, ptr %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !15

exit:
  ret void
}

!0 = distinct !{!0, !20, !21}
!1 = distinct !{!1, !20, !22}
!2 = distinct !{!2, !20, !23}
!3 = distinct !{!3, !20, !24}
!4 = distinct !{!4, !20, !25}
!5 = distinct !{!5, !20, !26}
!6 = distinct !{!6, !20, !27}
!7 = distinct !{!7, !20, !28}
!8 = distinct !{!8, !20, !29}
!9 = distinct !{!9, !20, !30}
!11 = distinct !{!11, !20, !31}
!12 = distinct !{!12, !20, !32}
!13 = distinct !{!13, !20, !33}
!14 = distinct !{!14, !20, !34}
!15 = distinct !{!15, !20, !35}
!10 = !{i32 0, i32 128}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"hier.loop.block", !"thread vector", i32 1, i32 3, i64 128}
!22 = !{!"hier.loop.block", !"thread vector", i32 2, i32 3, i64 128}
!23 = !{!"hier.loop.block", !"thread vector", i32 3, i32 3, i64 128}
!24 = !{!"hier.loop.block", !"thread vector", i32 4, i32 3, i64 128}
!25 = !{!"hier.loop.block", !"thread vector", i32 5, i32 3, i64 128}
!26 = !{!"hier.loop.block", !"thread vector", i32 6, i32 3, i64 128}
!27 = !{!"hier.loop.block", !"thread vector", i32 7, i32 3, i64 128}
!28 = !{!"hier.loop.block", !"thread vector", i32 8, i32 3, i64 128}
!29 = !{!"hier.loop.block", !"thread vector", i32 9, i32 3, i64 128}
!30 = !{!"hier.loop.block", !"thread vector", i32 10, i32 3, i64 128}
!31 = !{!"hier.loop.block", !"thread vector", i32 11, i32 3, i64 128}
!32 = !{!"hier.loop.block", !"thread vector", i32 12, i32 3, i64 128}
!33 = !{!"hier.loop.block", !"thread vector", i32 13, i32 3, i64 128}
!34 = !{!"hier.loop.block", !"thread vector", i32 14, i32 3, i64 128}
!35 = !{!"hier.loop.block", !"thread vector", i32 15, i32 3, i64 128}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent
