; hier-reuse-loads on AMDGPU: a team barrier there is a workgroup-scope
; fence, s_barrier and another fence, and a wave barrier may come with the
; shuffles: none of them orders memory beyond the team, so the later loop
; reuses the earlier loop's values. An agent-scope fence between the loops
; could make another team's writes visible: the loads stay.
; RUN: %opt -passes=hier-reuse-loads -pass-remarks=hier -pass-remarks-missed=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=HIER026 < %t.remarks

target triple = "amdgcn-amd-amdhsa"

@slot = internal addrspace(3) global float 0.0

; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 2 reads 1 element(s) per iteration that thread vector loop 1 loaded: each thread keeps its 4 values of each in registers (the loops unrolled completely)
; CHECK-LABEL: define void @team_barrier(
; CHECK-COUNT-4: load float, ptr addrspace(1)
; CHECK-NOT: load float, ptr addrspace(1)
; CHECK: ret void
define void @team_barrier(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr addrspace(1) %x, i64 %k
  %v = load float, ptr addrspace(1) %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %mid, !llvm.loop !0

mid:
  call void @llvm.amdgcn.wave.barrier()
  store float %s.next, ptr addrspace(3) @slot
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %total = load float, ptr addrspace(3) @slot
  br label %b

b:
  %j = phi i64 [ %start, %mid ], [ %j.next, %b ]
  %q = getelementptr float, ptr addrspace(1) %x, i64 %j
  %w = load float, ptr addrspace(1) %q
  %r = fdiv float %w, %total
  %py = getelementptr float, ptr addrspace(1) %y, i64 %j
  store float %r, ptr addrspace(1) %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !1

exit:
  ret void
}

; REMARK: remark: <unknown>:0:0: [HIER026] thread vector loop 4 reads elements thread vector loop 3 loaded, and loads them again: between the loops, a fence may change it
; CHECK-LABEL: define void @agent_fence(
; CHECK: phi i64
; CHECK: phi i64
; CHECK: ret void
define void @agent_fence(ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !range !10
  %start = zext i32 %tid to i64
  br label %a

a:
  %k = phi i64 [ %start, %entry ], [ %k.next, %a ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %a ]
  %p = getelementptr float, ptr addrspace(1) %x, i64 %k
  %v = load float, ptr addrspace(1) %p
  %s.next = fadd float %s, %v
  %k.next = add i64 %k, 128
  %more = icmp ult i64 %k.next, 512
  br i1 %more, label %a, label %mid, !llvm.loop !2

mid:
  fence syncscope("agent") acquire
  br label %b

b:
  %j = phi i64 [ %start, %mid ], [ %j.next, %b ]
  %q = getelementptr float, ptr addrspace(1) %x, i64 %j
  %w = load float, ptr addrspace(1) %q
  %py = getelementptr float, ptr addrspace(1) %y, i64 %j
  store float %w, ptr addrspace(1) %py
  %j.next = add i64 %j, 128
  %more.b = icmp ult i64 %j.next, 512
  br i1 %more.b, label %b, label %exit, !llvm.loop !3

exit:
  ret void
}

!0 = distinct !{!0, !20, !21}
!1 = distinct !{!1, !20, !22}
!2 = distinct !{!2, !20, !23}
!3 = distinct !{!3, !20, !24}
!10 = !{i32 0, i32 128}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"hier.loop.block", !"thread vector", i32 1, i32 3, i64 128}
!22 = !{!"hier.loop.block", !"thread vector", i32 2, i32 3, i64 128}
!23 = !{!"hier.loop.block", !"thread vector", i32 3, i32 3, i64 128}
!24 = !{!"hier.loop.block", !"thread vector", i32 4, i32 3, i64 128}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent
declare void @llvm.amdgcn.wave.barrier() convergent
