; hier-run-once drops the back edge of a tagged thread or vector loop whose
; trip count is at most the number of threads that share its iterations (the
; "hier.loop.block" property hier-lower gives the loops of a team of known
; shape), when the loop still has the front end's form: counter = a thread
; id, stride = the block extent, continue while counter <u trips. The trip
; count is bounded by its range, or as min(lb + C, ...) - lb, not negative
; where the loop is entered. Everything else keeps its loop, with a reason.
; RUN: %opt -passes=hier-run-once -pass-remarks=hier -pass-remarks-missed=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER013 < %t.remarks
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' %s | %opt -passes=hier-run-once -S | FileCheck %s --check-prefix=AMD

target triple = "nvptx64-nvidia-cuda"

; A tile of 4 rows for 4 threads: for (z = z0; z < min(z0 + 4, nz); ++z),
; entered only when z0 < nz (so the trip count is not negative).
; CHECK-LABEL: define void @tile(
; CHECK: loop:
; CHECK-NEXT: %p = getelementptr double, ptr %a, i64 %start
; CHECK-NEXT: store double 1.0
; CHECK-NEXT: br label %exit
; CHECK-NOT: %k.next
; AMD-LABEL: define void @tile(
; AMD: br i1 %more, label %loop, label %exit
define void @tile(i32 %z0, i32 %nz, ptr %a) {
entry:
  %ok = icmp slt i32 %z0, %nz
  %end = add nsw i32 %z0, 4
  %ub = call i32 @llvm.smin.i32(i32 %end, i32 %nz)
  %ub.w = zext nneg i32 %ub to i64
  %lb.w = zext nneg i32 %z0 to i64
  %trips = sub nsw i64 %ub.w, %lb.w
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  %first = icmp ult i64 %start, %trips
  %enter = select i1 %ok, i1 %first, i1 false
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; The same tile in 64-bit, its guard an unsigned compare of operands of the
; same sign, false on the way in (an 'or' that exits), and the branch the
; other way round.
; CHECK-LABEL: define void @tile_i64(
; CHECK: loop:
; CHECK: store double 1.0
; CHECK-NEXT: br label %exit
define void @tile_i64(i64 %r0, i64 %rows, ptr %a) {
entry:
  %done = icmp samesign ule i64 %rows, %r0
  %end = add nuw nsw i64 %r0, 4
  %ub = call i64 @llvm.smin.i64(i64 %end, i64 %rows)
  %trips = sub nsw i64 %ub, %r0
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  %none = icmp ule i64 %trips, %start
  %skip = select i1 %done, i1 true, i1 %none
  br i1 %skip, label %exit, label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %last = icmp ule i64 %trips, %k.next
  br i1 %last, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

; A tile start that is a multiple of 8 plus 4: InstCombine writes the end
; as a disjoint `or`.
; CHECK-LABEL: define void @tile_or(
; CHECK: loop:
; CHECK: store double 1.0
; CHECK-NEXT: br label %exit
define void @tile_or(i32 %g, i32 %nz, ptr %a) {
entry:
  %z0 = shl nsw i32 %g, 3
  %ok = icmp slt i32 %z0, %nz
  %end = or disjoint i32 %z0, 4
  %ub = call i32 @llvm.smin.i32(i32 %end, i32 %nz)
  %ub.w = sext i32 %ub to i64
  %lb.w = sext i32 %z0 to i64
  %trips = sub nsw i64 %ub.w, %lb.w
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br i1 %ok, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; A tile that starts one past a multiple of 4 (j0 = 1 + g * 4, its end j0 +
; 4 below n - 1): InstCombine writes the start as a disjoint `or` and the
; end as an add to the multiple, and the loop is entered only below the
; smaller bound. Start and end are one base plus constants: 4 iterations.
; CHECK-LABEL: define void @tile_offset(
; CHECK: loop:
; CHECK: store double 1.0
; CHECK-NEXT: br label %exit
define void @tile_offset(i32 %g, i32 %n, ptr %a) {
entry:
  %base = shl nsw i32 %g, 2
  %j0 = or disjoint i32 %base, 1
  %end = add nsw i32 %base, 5
  %last = add nsw i32 %n, -1
  %ub = call i32 @llvm.smin.i32(i32 %end, i32 %last)
  %empty = icmp sge i32 %j0, %ub
  %ub.w = zext nneg i32 %ub to i64
  %lb.w = zext nneg i32 %j0 to i64
  %trips = sub nsw i64 %ub.w, %lb.w
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br i1 %empty, label %exit, label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; Kept: the same tile with its end 6 past the multiple, 5 iterations.
; CHECK-LABEL: define void @tile_offset_too_long(
; CHECK: br i1 %more, label %loop, label %exit
define void @tile_offset_too_long(i32 %g, i32 %n, ptr %a) {
entry:
  %base = shl nsw i32 %g, 2
  %j0 = or disjoint i32 %base, 1
  %end = add nsw i32 %base, 6
  %last = add nsw i32 %n, -1
  %ub = call i32 @llvm.smin.i32(i32 %end, i32 %last)
  %empty = icmp sge i32 %j0, %ub
  %ub.w = zext nneg i32 %ub to i64
  %lb.w = zext nneg i32 %j0 to i64
  %trips = sub nsw i64 %ub.w, %lb.w
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br i1 %empty, label %exit, label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; A trip count bounded by its range: (j + 1)^2 <= 64 for the outer j < 8,
; over a thread vector loop's 128 threads (stride ntid.x * ntid.y).
; CHECK-LABEL: define void @square(
; CHECK: inner:
; CHECK: store double 1.0
; CHECK-NEXT: br label %outer.latch
define void @square(ptr %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %nx.w = zext i32 %nx to i64
  %ny.w = zext i32 %ny to i64
  %stride = mul nuw nsw i64 %nx.w, %ny.w
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  %j1 = add nuw nsw i32 %j, 1
  %sq = mul nuw nsw i32 %j1, %j1
  %trips = zext nneg i32 %sq to i64
  %first = icmp ult i64 %start, %trips
  br i1 %first, label %inner, label %outer.latch

inner:
  %k = phi i64 [ %start, %outer ], [ %k.next, %inner ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %inner, label %outer.latch, !llvm.loop !2

outer.latch:
  %j.next = add nuw nsw i32 %j, 1
  %again = icmp ult i32 %j.next, 8
  br i1 %again, label %outer, label %exit

exit:
  ret void
}

; Kept: 8 rows for 4 threads.
; CHECK-LABEL: define void @tile_too_long(
; CHECK: br i1 %more, label %loop, label %exit
define void @tile_too_long(i32 %z0, i32 %nz, ptr %a) {
entry:
  %ok = icmp slt i32 %z0, %nz
  %end = add nsw i32 %z0, 8
  %ub = call i32 @llvm.smin.i32(i32 %end, i32 %nz)
  %ub.w = sext i32 %ub to i64
  %lb.w = sext i32 %z0 to i64
  %trips = sub nsw i64 %ub.w, %lb.w
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br i1 %ok, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; Kept: nothing says z0 <= nz where the loop is entered; with nz < z0 the
; trip count would be negative, a huge unsigned number.
; CHECK-LABEL: define void @tile_unguarded(
; CHECK: br i1 %more, label %loop, label %exit
define void @tile_unguarded(i32 %z0, i32 %nz, ptr %a) {
entry:
  %end = add nsw i32 %z0, 4
  %ub = call i32 @llvm.smin.i32(i32 %end, i32 %nz)
  %ub.w = sext i32 %ub to i64
  %lb.w = sext i32 %z0 to i64
  %trips = sub nsw i64 %ub.w, %lb.w
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; Kept: a thread loop (y) stepping by the lanes (x) is not hier-lower's.
; CHECK-LABEL: define void @wrong_stride(
; CHECK: br i1 %more, label %loop, label %exit
define void @wrong_stride(ptr %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  br label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, 3
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; Kept: a counter that may start near 2^64 could wrap on its first step.
; CHECK-LABEL: define void @wide_start(
; CHECK: br i1 %more, label %loop, label %exit
define void @wide_start(i64 %start, ptr %a) {
entry:
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, 3
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; Untouched and not remarked on: a loop without the property.
; CHECK-LABEL: define void @untagged(
; CHECK: br i1 %more, label %loop, label %exit
define void @untagged(ptr %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  br label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr double, ptr %a, i64 %k
  store double 1.0, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, 3
  br i1 %more, label %loop, label %exit, !llvm.loop !3

exit:
  ret void
}

; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 runs at most once per thread: its trip count is at most the 4 threads that share its iterations
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 runs at most once per thread: its trip count is at most the 4 threads that share its iterations
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 runs at most once per thread: its trip count is at most the 4 threads that share its iterations
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 runs at most once per thread: its trip count is at most the 4 threads that share its iterations
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 keeps its loop: its trip count is not known to be at most 4
; REMARK: remark: <unknown>:0:0: [HIER013] thread vector loop 5 runs at most once per thread: its trip count is at most the 128 threads that share its iterations
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 keeps its loop: its trip count is not known to be at most 4
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 keeps its loop: its trip count is not known to be at most 4
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 keeps its loop: its stride is not the block extent hier-lower chose
; REMARK: remark: <unknown>:0:0: [HIER013] thread loop 3 keeps its loop: its counter may start too high to step without wrapping

!0 = distinct !{!0, !1}
!1 = !{!"hier.loop.block", !"thread", i32 3, i32 2, i64 4}
!2 = distinct !{!2, !4}
!3 = distinct !{!3}
!4 = !{!"hier.loop.block", !"thread vector", i32 5, i32 3, i64 128}
