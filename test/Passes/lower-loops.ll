; hier-lower maps each hier loop to a part of the grid by its level, and a
; thread loop to the y dimension only when a vector loop inside it needs x.
; RUN: %opt -passes=hier-lower -hier-flat-unroll=4 -pass-remarks-analysis=hier -pass-remarks-missed=hier -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=DECL < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; By default there is no unroll hint:
; RUN: %opt -passes=hier-lower -S %s | FileCheck %s --check-prefix=NOHINT
; NOHINT-NOT: llvm.loop.unroll.count
; The IR stays valid after every pass of the whole device pipeline:
; RUN: %opt -verify-each -passes=hier -disable-output %s

target triple = "nvptx64-nvidia-cuda"

declare i64 @__hier_begin(i32, i32)
declare i64 @__hier_stride(i32, i32)
declare void @use(i64)

; team 0 { thread 1 { vector 2 } ; thread 3 ; thread vector 4 }
; CHECK-LABEL: define void @kernel(
define void @kernel(i64 %n) {
entry:
; CHECK: entry:
; CHECK-NEXT: call i64 @__hier_rt_block_id()
  %t.begin = call i64 @__hier_begin(i32 0, i32 0)
  br label %team.cond
team.cond:
  %i = phi i64 [ %t.begin, %entry ], [ %i.next, %team.inc ]
  %i.ok = icmp ult i64 %i, %n
  br i1 %i.ok, label %thr.pre, label %exit
thr.pre:
; CHECK: thr.pre:
; CHECK-NEXT: call i64 @__hier_rt_thread_y()
  %j.begin = call i64 @__hier_begin(i32 1, i32 1)
  br label %thr.cond
thr.cond:
  %j = phi i64 [ %j.begin, %thr.pre ], [ %j.next, %thr.inc ]
  %j.ok = icmp ult i64 %j, %n
  br i1 %j.ok, label %vec.pre, label %thr2.pre
vec.pre:
; CHECK: vec.pre:
; CHECK-NEXT: call i64 @__hier_rt_lane_x()
  %k.begin = call i64 @__hier_begin(i32 2, i32 2)
  br label %vec.cond
vec.cond:
  %k = phi i64 [ %k.begin, %vec.pre ], [ %k.next, %vec.inc ]
  %k.ok = icmp ult i64 %k, %n
  br i1 %k.ok, label %vec.inc, label %thr.inc
vec.inc:
  call void @use(i64 %k)
; CHECK: vec.inc:
; CHECK: call i64 @__hier_rt_lanes_x()
; CHECK: br label %vec.cond, !hier.loop ![[VEC:[0-9]+]]
  %k.stride = call i64 @__hier_stride(i32 2, i32 2)
  %k.next = add i64 %k, %k.stride
  br label %vec.cond
thr.inc:
; CHECK: thr.inc:
; CHECK-NEXT: call i64 @__hier_rt_threads_y()
; CHECK: br label %thr.cond, !hier.loop ![[THR:[0-9]+]]
  %j.stride = call i64 @__hier_stride(i32 1, i32 1)
  %j.next = add i64 %j, %j.stride
  br label %thr.cond
thr2.pre:
; A thread loop with no vector loop inside is spread over the whole block.
; CHECK: thr2.pre:
; CHECK-NEXT: call i64 @__hier_rt_flat_id()
  %m.begin = call i64 @__hier_begin(i32 1, i32 3)
  br label %thr2.cond
thr2.cond:
  %m = phi i64 [ %m.begin, %thr2.pre ], [ %m.next, %thr2.inc ]
  %m.ok = icmp ult i64 %m, %n
  br i1 %m.ok, label %thr2.inc, label %tv.pre
thr2.inc:
  call void @use(i64 %m)
; CHECK: thr2.inc:
; CHECK: call i64 @__hier_rt_flat_size()
; CHECK: br label %thr2.cond, !llvm.loop ![[FLAT3:[0-9]+]]
  %m.stride = call i64 @__hier_stride(i32 1, i32 3)
  %m.next = add i64 %m, %m.stride
  br label %thr2.cond
tv.pre:
; CHECK: tv.pre:
; CHECK-NEXT: call i64 @__hier_rt_flat_id()
  %q.begin = call i64 @__hier_begin(i32 3, i32 4)
  br label %tv.cond
tv.cond:
  %q = phi i64 [ %q.begin, %tv.pre ], [ %q.next, %tv.inc ]
  %q.ok = icmp ult i64 %q, %n
  br i1 %q.ok, label %tv.inc, label %team.inc
tv.inc:
  call void @use(i64 %q)
; CHECK: tv.inc:
; CHECK: call i64 @__hier_rt_flat_size()
; CHECK: br label %tv.cond, !llvm.loop ![[FLAT4:[0-9]+]]
  %q.stride = call i64 @__hier_stride(i32 3, i32 4)
  %q.next = add i64 %q, %q.stride
  br label %tv.cond
team.inc:
; CHECK: team.inc:
; CHECK-NEXT: call i64 @__hier_rt_num_blocks()
; CHECK: br label %team.cond, !hier.loop ![[TEAM:[0-9]+]]
  %i.stride = call i64 @__hier_stride(i32 0, i32 0)
  %i.next = add i64 %i, %i.stride
  br label %team.cond
exit:
  ret void
}

; A marker whose level is not a constant is not hier's: left alone.
; CHECK-LABEL: define void @foreign(
; CHECK: call i64 @__hier_begin(i32 %level, i32 9)
define void @foreign(i32 %level) {
  %b = call i64 @__hier_begin(i32 %level, i32 9)
  call void @use(i64 %b)
  ret void
}

; A marker's declaration goes once no call is left: @foreign keeps one.
; DECL: declare i64 @__hier_begin(i32, i32)
; DECL-NOT: declare i64 @__hier_stride

; With -hier-flat-unroll=4, loops spread over the whole block (thread loop 3,
; thread vector loop 4) ask the unroller for four iterations per thread
; (off by default):
; CHECK-DAG: ![[FLAT3]] = distinct !{![[FLAT3]], ![[UNROLL:[0-9]+]]}
; CHECK-DAG: ![[FLAT4]] = distinct !{![[FLAT4]], ![[UNROLL]]}
; CHECK-DAG: ![[UNROLL]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-DAG: ![[TEAM]] = !{!"team", i32 0, !"__hier_rt_block_id"}
; CHECK-DAG: ![[THR]] = !{!"thread", i32 1, !"__hier_rt_thread_y"}
; CHECK-DAG: ![[VEC]] = !{!"vector", i32 2, !"__hier_rt_lane_x"}

; REMARK: remark: <unknown>:0:0: [HIER003] hier marker with a non-constant or unknown level left as it is
; REMARK: remark: <unknown>:0:0: [HIER002] thread loop 3 contains no vector loop: its iterations are spread over all threads and lanes of the block
; REMARK: remark: <unknown>:0:0: [HIER001] team loop 0 mapped to blocks (blockIdx.x, stride gridDim.x)
; REMARK: remark: <unknown>:0:0: [HIER001] thread loop 1 mapped to threads (threadIdx.y, stride blockDim.y)
; REMARK: remark: <unknown>:0:0: [HIER001] vector loop 2 mapped to vector lanes (threadIdx.x, stride blockDim.x)
; REMARK: remark: <unknown>:0:0: [HIER001] thread loop 3 mapped to all threads of the block (flat thread index, stride block size)
; REMARK: remark: <unknown>:0:0: [HIER001] thread vector loop 4 mapped to all threads of the block (flat thread index, stride block size)
