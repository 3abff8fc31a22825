; A stand-in for CUDA's libdevice (nvvm/libdevice/libdevice.10.bc), for tests
; that must not depend on a CUDA installation: __nv_* functions in
; libdevice's style (its triple, its attributes, no target-cpu), whose results
; show which of them came in and what __nvvm_reflect answered.
target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-gpulibs"

@.ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@.arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
@.prec = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@.other = private unnamed_addr constant [8 x i8] c"__OTHER\00"

declare i32 @__nvvm_reflect(ptr)

; libdevice's sqrtf: IEEE or approximate, as __CUDA_PREC_SQRT says.
define float @__nv_sqrtf(float %x) #0 {
  %p = call i32 @__nvvm_reflect(ptr @.prec)
  %ieee = icmp ne i32 %p, 0
  br i1 %ieee, label %rn, label %approx
rn:
  %a = call float @llvm.nvvm.sqrt.rn.f(float %x)
  ret float %a
approx:
  %b = call float @llvm.nvvm.sqrt.approx.f(float %x)
  ret float %b
}

define double @__nv_sqrt(double %x) #0 {
  %r = call double @__nv_helper(double %x)
  ret double %r
}

; Reached only through __nv_sqrt: comes in with it.
define double @__nv_helper(double %x) #0 {
  %r = call double @llvm.nvvm.sqrt.rn.d(double %x)
  ret double %r
}

; The answers themselves.
define i32 @__nv_reflect_ftz() #0 {
  %r = call i32 @__nvvm_reflect(ptr @.ftz)
  ret i32 %r
}
define i32 @__nv_reflect_arch() #0 {
  %r = call i32 @__nvvm_reflect(ptr @.arch)
  ret i32 %r
}
define i32 @__nv_reflect_other() #0 {
  %r = call i32 @__nvvm_reflect(ptr @.other)
  ret i32 %r
}

; Not called by the tests: must not come in.
define double @__nv_cos(double %x) #0 {
  ret double %x
}

declare float @llvm.nvvm.sqrt.rn.f(float)
declare float @llvm.nvvm.sqrt.approx.f(float)
declare double @llvm.nvvm.sqrt.rn.d(double)

attributes #0 = { alwaysinline nounwind "no-infs-fp-math"="false" }
