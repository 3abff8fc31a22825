; Input of redundant-barriers.ll for AMDGPU: a team barrier is
; fence; s_barrier; fence (<gpuintrin.h>). Two in a row keep one s_barrier
; and their fences; a store between keeps both.
target triple = "amdgcn-amd-amdhsa"

@u = internal addrspace(3) global [4 x double] poison

define amdgpu_kernel void @two() #0 {
  fence syncscope("workgroup") seq_cst
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") seq_cst
  fence syncscope("workgroup") seq_cst
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") seq_cst
  ret void
}

define amdgpu_kernel void @store_between() #0 {
  call void @llvm.amdgcn.s.barrier()
  store double 1.0, ptr addrspace(3) @u
  call void @llvm.amdgcn.s.barrier()
  ret void
}

declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "hier-kernel" }
