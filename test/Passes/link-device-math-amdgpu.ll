; hier-link-device-math on AMDGPU links what the module calls from ROCm's
; device libraries (Debian's rocm-device-libs in CI): ocml, ockl, and the
; oclc control libraries for the target (its ISA version from target-cpu,
; its wavefront size) and for the math mode every call agrees on (finite
; only and unsafe math from the fast-math flags, daz from the f32 denormal
; mode), with IEEE sqrtf as Clang's default for HIP; it defines
; __oclc_ABI_version from the module's code object version.
; RUN: %if rocm-device-libs %{ %opt -passes='hier-link-device-math<rocm-device-lib-path=%rocm_device_libs>' -S %s | FileCheck %s --check-prefixes=CHECK,DEFAULT %}
; RUN: %if rocm-device-libs %{ sed -e 's/call float/call fast float/' -e 's/call double/call fast double/' %s | %opt -passes='hier-link-device-math<rocm-device-lib-path=%rocm_device_libs>' -S | FileCheck %s --check-prefixes=CHECK,FAST %}
; RUN: %if rocm-device-libs %{ sed -e 's/;DAZ/"denormal-fp-math-f32"="preserve-sign,preserve-sign"/' %s | %opt -passes='hier-link-device-math<rocm-device-lib-path=%rocm_device_libs>' -S | FileCheck %s --check-prefixes=CHECK,DAZ %}
; RUN: %if rocm-device-libs %{ %opt -verify-each -passes='hier-link-device-math<rocm-device-lib-path=%rocm_device_libs>,default<O2>' -disable-output %s %}
; RUN: %if rocm-device-libs %{ sed -e 's/gfx90a/gfx1030/' -e 's/+wavefrontsize64/+wavefrontsize32/' %s | %opt -passes='hier-link-device-math<rocm-device-lib-path=%rocm_device_libs>' -pass-remarks-analysis=hier -disable-output 2>&1 | FileCheck %s --check-prefix=WAVE32 %}
; RUN: %if rocm-device-libs %{ %opt -passes='hier-link-device-math<rocm-device-lib-path=%rocm_device_libs>' -pass-remarks-analysis=hier -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK %}
;
; Libraries that are not there, or too old for the GPU (Debian 12's 5.2.3
; has no oclc_isa_version_942.bc): errors that say what to do.
; RUN: rm -rf %t && mkdir -p %t/old && touch %t/old/ocml.bc
; RUN: not %opt -passes='hier-link-device-math<rocm-device-lib-path=%t/none>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: sed -e 's/gfx90a/gfx942/' %s | not %opt -passes='hier-link-device-math<rocm-device-lib-path=%t/old>' -disable-output 2>&1 | FileCheck %s --check-prefix=ISA

target triple = "amdgcn-amd-amdhsa"

declare double @__ocml_exp_f64(double)
declare double @__ocml_acosh_f64(double)
declare float @__ocml_exp_f32(float)
declare float @__ocml_sqrt_f32(float)
declare i64 @__ockl_get_local_size(i32)

define amdgpu_kernel void @kernel(ptr addrspace(1) %p, ptr addrspace(1) %q) #0 {
  %d = load double, ptr addrspace(1) %p
  %e = call double @__ocml_exp_f64(double %d)
  %a = call double @__ocml_acosh_f64(double %e)
  store double %a, ptr addrspace(1) %p
  %f = load float, ptr addrspace(1) %q
  %g = call float @__ocml_exp_f32(float %f)
  %s = call float @__ocml_sqrt_f32(float %g)
  store float %s, ptr addrspace(1) %q
  %n = call i64 @__ockl_get_local_size(i32 0)
  store i64 %n, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "target-cpu"="gfx90a" "target-features"="+wavefrontsize64" ;DAZ
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}

; The control variables, internal constants that fold:
; CHECK-DAG: @__oclc_ISA_version = internal {{.*}}addrspace(4) constant i32 9010
; DEFAULT-DAG: @__oclc_finite_only_opt = internal {{.*}}addrspace(4) constant i8 0
; DEFAULT-DAG: @__oclc_unsafe_math_opt = internal {{.*}}addrspace(4) constant i8 0
; DEFAULT-DAG: @__oclc_daz_opt = internal {{.*}}addrspace(4) constant i8 0
; FAST-DAG: @__oclc_finite_only_opt = internal {{.*}}addrspace(4) constant i8 1
; FAST-DAG: @__oclc_unsafe_math_opt = internal {{.*}}addrspace(4) constant i8 1
; FAST-DAG: @__oclc_daz_opt = internal {{.*}}addrspace(4) constant i8 0
; DAZ-DAG: @__oclc_finite_only_opt = internal {{.*}}addrspace(4) constant i8 0
; DAZ-DAG: @__oclc_daz_opt = internal {{.*}}addrspace(4) constant i8 1
; CHECK-DAG: @__oclc_correctly_rounded_sqrt32 = internal {{.*}}addrspace(4) constant i8 1
; CHECK-DAG: @__oclc_ABI_version = weak_odr hidden {{.*}}addrspace(4) constant i32 600
; CHECK-LABEL: define amdgpu_kernel void @kernel(
; CHECK-DAG: define internal double @__ocml_exp_f64({{.*}}) #[[LIB:[0-9]+]]
; CHECK-DAG: define internal double @__ocml_acosh_f64(
; CHECK-DAG: define internal float @__ocml_exp_f32(
; CHECK-DAG: define internal float @__ocml_sqrt_f32(
; CHECK-DAG: define internal {{.*}}i64 @__ockl_get_local_size(
; CHECK-NOT: declare {{.*}}@__ocml_
; CHECK-NOT: declare {{.*}}@__ockl_
; CHECK-NOT: @__ocml_cos_f64
; CHECK: attributes #[[LIB]] = {{{.*}}"target-cpu"="gfx90a" "target-features"="+wavefrontsize64"

; WAVE32: [HIER016] math functions from ROCm's device libraries ({{.*}}, gfx1030, wave32,
; REMARK: remark: <unknown>:0:0: [HIER016] math functions from ROCm's device libraries ({{.*}}, gfx90a, wave64, finite-only off, unsafe-math off, daz off): exp, acosh, expf, sqrtf, __ockl_get_local_size

; MISSING: error: hier: device code calls 'exp' (__ocml_exp_f64), which is in ROCm's device libraries (ocml.bc), and -fplugin-arg-hier-rocm-device-lib-path={{.*}}none has no ocml.bc; name the directory that holds ocml.bc and the oclc_*.bc libraries
; ISA: error: hier: device code calls 'exp' (__ocml_exp_f64) for gfx942, and the ROCm device libraries in {{.*}}old have no oclc_isa_version_942.bc: they are older than gfx942 (Debian 12's rocm-device-libs 5.2.3 knows gfx600 to gfx940 and gfx1010 to gfx1036: not gfx941, gfx942, gfx950 or gfx11); install ROCm's device libraries for gfx942 and name their directory with -fplugin-arg-hier-rocm-device-lib-path=DIR
