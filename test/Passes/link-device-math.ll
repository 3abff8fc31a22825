; hier-link-device-math links what an NVPTX module calls from CUDA's
; libdevice (here a stand-in, Inputs/libdevice.ll): only the functions used
; and what they call, internal, with the kernel's target attributes, and
; answers libdevice's __nvvm_reflect as NVVMReflect would (__CUDA_FTZ from
; the nvvm-reflect-ftz flag, __CUDA_ARCH from target-cpu, unknown names 0),
; __CUDA_PREC_SQRT 1 (IEEE sqrtf, nvcc's default) unless every call may be
; approximated (afn, from -ffast-math).
; RUN: rm -rf %t && mkdir -p %t/cuda/nvvm/libdevice %t/cuda/bin %t/debian/libdevice
; RUN: llvm-as %S/Inputs/libdevice.ll -o %t/cuda/nvvm/libdevice/libdevice.10.bc
; RUN: %opt -passes='hier-link-device-math<cuda-path=%t/cuda>' -S %s | FileCheck %s
; RUN: sed -e 's/call float @__nv_sqrtf/call afn float @__nv_sqrtf/' -e 's/call double @__nv_sqrt(/call afn double @__nv_sqrt(/' %s | %opt -passes='hier-link-device-math<cuda-path=%t/cuda>' -S | FileCheck %s --check-prefix=AFN
; One call that must not be approximated keeps IEEE sqrtf for the module:
; RUN: sed -e 's/call float @__nv_sqrtf/call afn float @__nv_sqrtf/' %s | %opt -passes='hier-link-device-math<cuda-path=%t/cuda>' -S | FileCheck %s --check-prefix=MIXED
; RUN: %opt -verify-each -passes='hier-link-device-math<cuda-path=%t/cuda>,default<O2>' -disable-output %s
;
; Where libdevice is found: Debian's nvidia-cuda-toolkit layout
; (<root>/libdevice); $CUDA_PATH, then $CUDA_HOME, then the installation of
; the ptxas on $PATH, before the standard places; [HIER016] names the file.
; RUN: cp %t/cuda/nvvm/libdevice/libdevice.10.bc %t/debian/libdevice/
; RUN: %opt -passes='hier-link-device-math<cuda-path=%t/debian>' -pass-remarks-analysis=hier -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEBIAN -DDIR=%t
; RUN: env CUDA_PATH=%t/cuda CUDA_HOME=%t/debian %opt -passes=hier-link-device-math -pass-remarks-analysis=hier -disable-output %s 2>&1 | FileCheck %s --check-prefix=ENV -DDIR=%t
; RUN: env CUDA_HOME=%t/debian %opt -passes=hier-link-device-math -pass-remarks-analysis=hier -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEBIAN -DDIR=%t
; RUN: touch %t/cuda/bin/ptxas && chmod +x %t/cuda/bin/ptxas
; RUN: env PATH=%t/cuda/bin %opt -passes=hier-link-device-math -pass-remarks-analysis=hier -disable-output %s 2>&1 | FileCheck %s --check-prefix=ENV -DDIR=%t
;
; A libdevice that is not there, a function it does not have, a parameter
; the pass does not know: errors that say what to do.
; RUN: not %opt -passes='hier-link-device-math<cuda-path=%t/none>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: sed -e 's/;NOSUCH//' %s | not %opt -passes='hier-link-device-math<cuda-path=%t/cuda>' -disable-output 2>&1 | FileCheck %s --check-prefix=NOSUCH
; RUN: not %opt -passes='hier-link-device-math<cuda=%t>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM

target triple = "nvptx64-nvidia-cuda"

declare float @__nv_sqrtf(float)
declare double @__nv_sqrt(double)
declare i32 @__nv_reflect_ftz()
declare i32 @__nv_reflect_arch()
declare i32 @__nv_reflect_other()
;NOSUCH declare double @__nv_nosuch(double)

define ptx_kernel void @kernel(ptr %p, ptr %q, ptr %r) "target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" {
  %f = load float, ptr %p
  %sf = call float @__nv_sqrtf(float %f)
  store float %sf, ptr %p
  %d = load double, ptr %q
  %sd = call double @__nv_sqrt(double %d)
;NOSUCH  %n = call double @__nv_nosuch(double %d)
  store double %sd, ptr %q
  %ftz = call i32 @__nv_reflect_ftz()
  store i32 %ftz, ptr %r
  %arch = call i32 @__nv_reflect_arch()
  store i32 %arch, ptr %r
  %other = call i32 @__nv_reflect_other()
  store i32 %other, ptr %r
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK: call float @__nv_sqrtf(
; CHECK-LABEL: define internal float @__nv_sqrtf(float %x)
; CHECK-SAME: #[[LIB:[0-9]+]]
; CHECK-NEXT: br label %rn
; CHECK-LABEL: define internal double @__nv_sqrt(double %x)
; CHECK-SAME: #[[LIB]]
; CHECK: call double @__nv_helper(
; CHECK-LABEL: define internal double @__nv_helper(double %x)
; CHECK-SAME: #[[LIB]]
; CHECK-LABEL: define internal i32 @__nv_reflect_ftz()
; CHECK-SAME: #[[LIB]]
; CHECK-NEXT: ret i32 1
; CHECK-LABEL: define internal i32 @__nv_reflect_arch()
; CHECK-SAME: #[[LIB]]
; CHECK-NEXT: ret i32 900
; CHECK-LABEL: define internal i32 @__nv_reflect_other()
; CHECK-SAME: #[[LIB]]
; CHECK-NEXT: ret i32 0
; CHECK-NOT: __nv_cos
; CHECK-NOT: declare {{.*}}@__nv_
; CHECK-NOT: __nvvm_reflect
; CHECK: attributes #[[LIB]] = { alwaysinline nounwind {{.*}}"target-cpu"="sm_90a" "target-features"="+ptx88,+sm_90a" }

; AFN-LABEL: define internal float @__nv_sqrtf(
; AFN-NEXT: br label %approx
; MIXED-LABEL: define internal float @__nv_sqrtf(
; MIXED-NEXT: br label %rn

; DEBIAN: remark: <unknown>:0:0: [HIER016] math functions from CUDA's libdevice ([[DIR]]/debian/libdevice/libdevice.10.bc): sqrtf, sqrt, reflect_ftz, reflect_arch, reflect_other
; ENV: remark: <unknown>:0:0: [HIER016] math functions from CUDA's libdevice ([[DIR]]/cuda/nvvm/libdevice/libdevice.10.bc):

; MISSING: error: hier: device code calls 'sqrtf' (__nv_sqrtf), which is in CUDA's libdevice (nvvm/libdevice/libdevice.10.bc), and -fplugin-arg-hier-cuda-path={{.*}}none has none; name a CUDA installation (the directory of bin/ptxas and nvvm/libdevice)
; NOSUCH: error: hier: device code calls 'nosuch' (__nv_nosuch), which CUDA's libdevice ({{.*}}libdevice.10.bc) does not define
; PARAM: hier-link-device-math: unknown parameter 'cuda={{.*}}' (cuda-path=DIR, rocm-device-lib-path=DIR)
