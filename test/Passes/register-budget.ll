; hier-register-budget<N> gives each NVPTX kernel that holds a hier team
; (the function it calls says the team's shape) a limit of N registers per
; thread, and reports it; kernels without a team, kernels with a limit of
; their own, and AMDGPU modules are left alone; 0 (the default) is no limit.
; RUN: %opt -passes='hier-register-budget<64>' -pass-remarks-analysis=hier -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes=hier-register-budget -S %s | FileCheck %s --check-prefix=NONE
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/' -e 's/ptx_kernel/amdgpu_kernel/' %s | %opt -passes='hier-register-budget<64>' -S | FileCheck %s --check-prefix=NONE
; RUN: not %opt -passes='hier-register-budget<many>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

target triple = "nvptx64-nvidia-cuda"

declare void @__hier_team_shape(i32, i32, i32)

define internal void @team_outlined() {
  call void @__hier_team_shape(i32 32, i32 4, i32 0)
  ret void
}

define ptx_kernel void @team() {
  call void @team_outlined()
  ret void
}

define internal void @limited_outlined() {
  call void @__hier_team_shape(i32 32, i32 4, i32 0)
  ret void
}

define ptx_kernel void @limited() "nvvm.maxnreg"="40" {
  call void @limited_outlined()
  ret void
}

define ptx_kernel void @plain() {
  ret void
}

; CHECK: define ptx_kernel void @team() #[[TEAM:[0-9]+]]
; CHECK: define ptx_kernel void @limited() #[[LIMITED:[0-9]+]]
; CHECK: define ptx_kernel void @plain() {
; CHECK-DAG: attributes #[[TEAM]] = { "nvvm.maxnreg"="64" }
; CHECK-DAG: attributes #[[LIMITED]] = { "nvvm.maxnreg"="40" }

; REMARK: remark: {{.*}}[HIER010] kernel may use at most 64 registers per thread
; REMARK-NOT: HIER010

; NONE-NOT: "nvvm.maxnreg"="64"

; BAD: hier-register-budget<N>: 'many' is not a number of registers from 16 to 255, or 0 for no limit
