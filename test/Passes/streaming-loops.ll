; hier-streaming-loops asks the unroller for 4 copies of a tagged thread or
; vector loop that streams through memory: its stride the block extent as a
; constant (a team of known shape), innermost, no convergent call, a load
; whose address steps with the loop. Everything else is left alone, with a
; reason; -hier-stream-unroll=1 turns the rule off.
; RUN: %opt -passes=hier-streaming-loops -pass-remarks=hier -pass-remarks-missed=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER020 < %t.remarks
; RUN: %opt -passes=hier-streaming-loops -hier-stream-unroll=1 -S %s | FileCheck %s --check-prefix=OFF
; The late unroller then unrolls by 4 with a remainder:
; RUN: %opt -passes='hier-streaming-loops,loop-unroll<O3>' -S %s | FileCheck %s --check-prefix=UNROLLED

target triple = "nvptx64-nvidia-cuda"

; sum of row[c] for c = tid, tid + 128, ... < n.
; CHECK-LABEL: define float @row_sum(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop ![[STREAM:[0-9]+]]
; OFF-NOT: !"llvm.loop.unroll.count", i32 4
; UNROLLED-LABEL: define float @row_sum(
; UNROLLED-COUNT-4: load float
define float @row_sum(ptr %row, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  %enter = icmp ult i64 %start, %n
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr float, ptr %row, i64 %k
  %x = load float, ptr %p
  %s.next = fadd float %s, %x
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

; Only stores: nothing waits for them.
; CHECK-LABEL: define void @zero(
; CHECK-NOT: llvm.loop.unroll.count
; CHECK: ret void
define void @zero(ptr %y, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  %enter = icmp ult i64 %start, %n
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %py = getelementptr float, ptr %y, i64 %k
  store float 0.0, ptr %py
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !1

exit:
  ret void
}

; A barrier in the body may not be unrolled over.
; CHECK-LABEL: define void @with_barrier(
; CHECK-NOT: llvm.loop.unroll.count
; CHECK: ret void
define void @with_barrier(ptr %a, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  %enter = icmp ult i64 %start, %n
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr float, ptr %a, i64 %k
  %v = load float, ptr %p
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %v, ptr %p
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !2

exit:
  ret void
}

; A stride read at run time (the block shape is not known).
; CHECK-LABEL: define void @runtime_stride(
; CHECK-NOT: llvm.loop.unroll.count
; CHECK: ret void
define void @runtime_stride(ptr %a, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %n
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr float, ptr %a, i64 %k
  %v = load float, ptr %p
  %w = fmul float %v, 2.0
  store float %w, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !3

exit:
  ret void
}

; A user's unroll hint wins.
; CHECK-LABEL: define void @hinted(
; CHECK: !llvm.loop ![[HINTED:[0-9]+]]
define void @hinted(ptr %a, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !10
  %start = zext i32 %tid to i64
  %enter = icmp ult i64 %start, %n
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = getelementptr float, ptr %a, i64 %k
  %v = load float, ptr %p
  %w = fmul float %v, 2.0
  store float %w, ptr %p
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !4

exit:
  ret void
}

; CHECK: ![[STREAM]] = distinct !{![[STREAM]], !{{[0-9]+}}, !{{[0-9]+}}, ![[COUNT:[0-9]+]]}
; CHECK: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK: ![[HINTED]] = distinct !{![[HINTED]], !{{[0-9]+}}, !{{[0-9]+}}, ![[TWO:[0-9]+]]}
; CHECK: ![[TWO]] = !{!"llvm.loop.unroll.count", i32 2}

; REMARK: remark: <unknown>:0:0: [HIER020] thread vector loop 1 streams through memory: unrolled by 4 so that each thread keeps 4 loads in flight
; REMARK: remark: <unknown>:0:0: [HIER020] vector loop 2 is not unrolled for loads in flight: none of its loads steps through memory with it
; REMARK: remark: <unknown>:0:0: [HIER020] vector loop 3 is not unrolled for loads in flight: it holds a barrier or a shuffle
; REMARK: remark: <unknown>:0:0: [HIER020] vector loop 4 is not unrolled for loads in flight: its stride is known only at run time
; REMARK: remark: <unknown>:0:0: [HIER020] vector loop 5 is not unrolled for loads in flight: it has an unroll hint already

!0 = distinct !{!0, !12, !5}
!1 = distinct !{!1, !12, !6}
!2 = distinct !{!2, !12, !7}
!3 = distinct !{!3, !12, !8}
!4 = distinct !{!4, !12, !9, !11}
!5 = !{!"hier.loop.block", !"thread vector", i32 1, i32 3, i64 128}
!6 = !{!"hier.loop.block", !"vector", i32 2, i32 1, i64 128}
!7 = !{!"hier.loop.block", !"vector", i32 3, i32 1, i64 128}
!8 = !{!"hier.loop.block", !"vector", i32 4, i32 1, i64 128}
!9 = !{!"hier.loop.block", !"vector", i32 5, i32 1, i64 128}
!10 = !{i32 0, i32 128}
!11 = !{!"llvm.loop.unroll.count", i32 2}
; C++ and C11 loops whose test is not a constant must progress (Clang's
; metadata on every hier loop): the trip count of k + 128 <u n is computable.
!12 = !{!"llvm.loop.mustprogress"}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent
