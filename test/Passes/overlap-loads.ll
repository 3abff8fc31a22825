; hier-overlap-loads unrolls a tagged vector loop that gathers (a load whose
; address comes from another load) by 4, without a remainder: copy j runs
; iteration k + j*stride when rem = trips - k is above j*stride, iteration k
; again otherwise, and a select drops its carried result. The loads of all
; copies, with their addresses, move up before the copies' arithmetic. Loops
; that stream, write, chase pointers, branch or may be entered at or above
; their trip count keep one iteration at a time, with a reason.
; RUN: %opt -passes=hier-overlap-loads -pass-remarks=hier -pass-remarks-missed=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER014 < %t.remarks
; RUN: %opt -passes='hier-overlap-loads<1>' -S %s | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes='hier-overlap-loads<2>' -S %s | FileCheck %s --check-prefix=TWO
; RUN: not %opt -passes='hier-overlap-loads<17>' -S %s 2>&1 | FileCheck %s --check-prefix=BAD

target triple = "nvptx64-nvidia-cuda"

; One row of SpMV: s += val[k] * x[col[k]] for k in [0, trips), 8 lanes.
; CHECK-LABEL: define double @gather(
; CHECK: loop:
; CHECK-NEXT: %k = phi i64 [ %start, %entry ], [ %overlap.next, %loop ]
; CHECK-NEXT: %s = phi double [ 0.0{{.*}}, %entry ], [ [[S3:%.*]], %loop ]
; The four copies' loads, each x load after its col load, before any fma;
; copy 0's last.
; CHECK: %overlap.rem = sub nuw i64 %trips, %k
; CHECK-NOT: fmuladd
; CHECK-COUNT-3: load i64, ptr
; CHECK-NOT: fmuladd
; CHECK: %c = load i64, ptr %pc
; CHECK-NOT: fmuladd
; CHECK: %v = load double, ptr %pv
; CHECK-NEXT: [[S0:%.*]] = call double @llvm.fmuladd.f64(double %v, double %xv, double %s)
; CHECK: [[F1:%.*]] = call double @llvm.fmuladd.f64
; CHECK-NEXT: [[S1:%.*]] = select i1 %overlap.valid, double [[F1]], double [[S0]]
; CHECK: [[F2:%.*]] = call double @llvm.fmuladd.f64
; CHECK-NEXT: [[S2:%.*]] = select i1 %overlap.valid{{.*}}, double [[F2]], double [[S1]]
; CHECK: [[F3:%.*]] = call double @llvm.fmuladd.f64
; CHECK-NEXT: [[S3]] = select i1 %overlap.valid{{.*}}, double [[F3]], double [[S2]]
; CHECK: %overlap.again = icmp ugt i64 %overlap.rem, [[STEP:%.*]]
; CHECK: %overlap.next = add nuw i64 %k, [[STEP]]
; CHECK-NEXT: br i1 %overlap.again, label %loop, label %exit, !llvm.loop [[LOOP:![0-9]+]]
; CHECK: exit:
; CHECK-NEXT: %sum = phi double [ 0.0{{.*}}, %entry ], [ [[S3]], %loop ]
; OFF-LABEL: define double @gather(
; OFF: br i1 %more, label %loop, label %exit
; TWO-LABEL: define double @gather(
; TWO-COUNT-2: call double @llvm.fmuladd.f64
; TWO-NOT: call double @llvm.fmuladd.f64
; TWO: %overlap.again = icmp ugt i64 %overlap.rem, [[STEP2:%.*]]
; TWO-LABEL: define i64 @gather_index(
; BAD: hier-overlap-loads<N>: '17' is not a number of iterations from 1 (off) to 16
define double @gather(i64 %trips, ptr %val, ptr %col, ptr %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %pv = getelementptr inbounds double, ptr %val, i64 %k
  %v = load double, ptr %pv
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %px = getelementptr inbounds double, ptr %x, i64 %c
  %xv = load double, ptr %px
  %s.next = call double @llvm.fmuladd.f64(double %v, double %xv, double %s)
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  %sum = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  ret double %sum
}

; The index of each copy: k + j*stride while below the trip count, else k.
; CHECK-LABEL: define i64 @gather_index(
; CHECK: %overlap.rem = sub nuw i64 %trips, %k
; CHECK-DAG: [[K1:%.*]] = add i64 %k, %stride
; CHECK-DAG: %overlap.valid = icmp ugt i64 %overlap.rem, %stride
; CHECK: %overlap.k = select i1 %overlap.valid, i64 [[K1]], i64 %k
; CHECK: getelementptr inbounds i32, ptr %idx, i64 %overlap.k
define i64 @gather_index(i64 %trips, ptr %idx, ptr %t) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %n = phi i64 [ 0, %entry ], [ %n.next, %loop ]
  %pi = getelementptr inbounds i32, ptr %idx, i64 %k
  %i = load i32, ptr %pi
  %pt = getelementptr inbounds i64, ptr %t, i32 %i
  %tv = load i64, ptr %pt
  %n.next = add i64 %n, %tv
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  %r = phi i64 [ 0, %entry ], [ %n.next, %loop ]
  ret i64 %r
}

; Loads from the counter alone stream already.
; CHECK-LABEL: define double @stream(
; CHECK: br i1 %more, label %loop, label %exit
define double @stream(i64 %trips, ptr %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %k
  %v = load double, ptr %p
  %s.next = fadd double %s, %v
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !1

exit:
  %sum = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  ret double %sum
}

; A store: the repeated iteration would store again.
; CHECK-LABEL: define void @scatter(
; CHECK: br i1 %more, label %loop, label %exit
define void @scatter(i64 %trips, ptr %col, ptr %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %py = getelementptr inbounds double, ptr %y, i64 %c
  store double 1.0, ptr %py
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !2

exit:
  ret void
}

; A pointer chase: the address of the next load comes from the previous
; iteration, which a repeated copy would not reproduce.
; CHECK-LABEL: define ptr @chase(
; CHECK: br i1 %more, label %loop, label %exit
define ptr @chase(i64 %trips, ptr %head) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %p = phi ptr [ %head, %entry ], [ %p.next, %loop ]
  %p.next = load ptr, ptr %p
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !3

exit:
  %last = phi ptr [ %head, %entry ], [ %p.next, %loop ]
  ret ptr %last
}

; A gather whose body branches.
; CHECK-LABEL: define double @branchy(
; CHECK: br i1 %more, label %loop, label %exit
define double @branchy(i64 %trips, ptr %col, ptr %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %latch ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %latch ]
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %neg = icmp slt i64 %c, 0
  br i1 %neg, label %latch, label %add

add:
  %px = getelementptr inbounds double, ptr %x, i64 %c
  %xv = load double, ptr %px
  %sum.add = fadd double %s, %xv
  br label %latch

latch:
  %s.next = phi double [ %s, %loop ], [ %sum.add, %add ]
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !4

exit:
  %sum = phi double [ 0.0, %entry ], [ %s.next, %latch ]
  ret double %sum
}

; Entered without a guard: trips - k could wrap.
; CHECK-LABEL: define double @unguarded(
; CHECK: br i1 %more, label %loop, label %exit
define double @unguarded(i64 %trips, ptr %col, ptr %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  br label %loop

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %px = getelementptr inbounds double, ptr %x, i64 %c
  %xv = load double, ptr %px
  %s.next = fadd double %s, %xv
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !5

exit:
  ret double %s.next
}

; The last gathered index is used after the loop: only carried values are.
; CHECK-LABEL: define i64 @live_out(
; CHECK: br i1 %more, label %loop, label %exit
define i64 @live_out(i64 %trips, ptr %col, ptr %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %px = getelementptr inbounds i64, ptr %x, i64 %c
  %xv = load i64, ptr %px
  %s.next = add i64 %s, %xv
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !6

exit:
  %lastc = phi i64 [ 0, %entry ], [ %c, %loop ]
  ret i64 %lastc
}

; The sum before the last iteration is used after the loop.
; CHECK-LABEL: define double @phi_out(
; CHECK: br i1 %more, label %loop, label %exit
define double @phi_out(i64 %trips, ptr %col, ptr %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %px = getelementptr inbounds double, ptr %x, i64 %c
  %xv = load double, ptr %px
  %s.next = fadd double %s, %xv
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !8

exit:
  %before = phi double [ 0.0, %entry ], [ %s, %loop ]
  ret double %before
}

; A thread loop: not a vector loop, no remark.
; CHECK-LABEL: define double @thread_level(
; CHECK: br i1 %more, label %loop, label %exit
define double @thread_level(i64 %trips, ptr %col, ptr %x) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %start = zext i32 %tid to i64
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %stride = zext i32 %ntid to i64
  %enter = icmp ult i64 %start, %trips
  br i1 %enter, label %loop, label %exit

loop:
  %k = phi i64 [ %start, %entry ], [ %k.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %pc = getelementptr inbounds i64, ptr %col, i64 %k
  %c = load i64, ptr %pc
  %px = getelementptr inbounds double, ptr %x, i64 %c
  %xv = load double, ptr %px
  %s.next = fadd double %s, %xv
  %k.next = add i64 %k, %stride
  %more = icmp ult i64 %k.next, %trips
  br i1 %more, label %loop, label %exit, !llvm.loop !7

exit:
  %sum = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  ret double %sum
}

; CHECK: [[LOOP]] = distinct !{[[LOOP]], [[TAG:![0-9]+]], [[DONE:![0-9]+]], [[NOUNROLL:![0-9]+]]}
; CHECK: [[TAG]] = !{!"hier.loop.block", !"vector", i32 2, i32 1, i64 8}
; CHECK: [[DONE]] = !{!"hier.loop.overlapped"}
; CHECK: [[NOUNROLL]] = !{!"llvm.loop.unroll.disable"}

; REMARK: remark: <unknown>:0:0: [HIER014] vector loop 2 gathers: each lane issues the loads of 4 of its iterations together
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 2 gathers: each lane issues the loads of 4 of its iterations together
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 3 loads one iteration at a time: no load in it takes its address from another load (a gather); its loads stream at full bandwidth already
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 4 loads one iteration at a time: it writes memory or calls code with side effects
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 5 loads one iteration at a time: a load's address depends on the previous iteration
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 6 loads one iteration at a time: its body branches
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 7 loads one iteration at a time: it is not known to be entered only below its trip count
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 8 loads one iteration at a time: a value other than a carried one is used after it
; REMARK-NEXT: remark: <unknown>:0:0: [HIER014] vector loop 10 loads one iteration at a time: a value other than a carried one is used after it

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare double @llvm.fmuladd.f64(double, double, double)

!0 = distinct !{!0, !10}
!1 = distinct !{!1, !11}
!2 = distinct !{!2, !12}
!3 = distinct !{!3, !13}
!4 = distinct !{!4, !14}
!5 = distinct !{!5, !15}
!6 = distinct !{!6, !16}
!7 = distinct !{!7, !17}
!8 = distinct !{!8, !18}
!10 = !{!"hier.loop.block", !"vector", i32 2, i32 1, i64 8}
!11 = !{!"hier.loop.block", !"vector", i32 3, i32 1, i64 8}
!12 = !{!"hier.loop.block", !"vector", i32 4, i32 1, i64 8}
!13 = !{!"hier.loop.block", !"vector", i32 5, i32 1, i64 8}
!14 = !{!"hier.loop.block", !"vector", i32 6, i32 1, i64 8}
!15 = !{!"hier.loop.block", !"vector", i32 7, i32 1, i64 8}
!16 = !{!"hier.loop.block", !"vector", i32 8, i32 1, i64 8}
!17 = !{!"hier.loop.block", !"thread", i32 9, i32 2, i64 16}
!18 = !{!"hier.loop.block", !"vector", i32 10, i32 1, i64 8}
