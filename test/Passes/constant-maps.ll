; hier-constant-maps takes OMP_MAP_FROM out of a launch's implicit map entries
; whose data is in a constant global (0x223 -> 0x221) and leaves the rest:
; writable globals, the user's own maps (no IMPLICIT bit), locals. A map type
; array shared by two launches is split, each launch getting its own.
; RUN: %opt -passes=hier-constant-maps -S %s | FileCheck %s

%struct.__tgt_kernel_arguments = type { i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, [3 x i32], [3 x i32], i32 }
%struct.Coef = type { double, [3 x i32] }

@table = internal constant [5 x double] [double 1.0, double 2.0, double 3.0, double 4.0, double 5.0]
@params = internal constant %struct.Coef { double 1.5, [3 x i32] [i32 1, i32 2, i32 3] }
@scratch = internal global [4 x double] zeroinitializer
@.offload_sizes = private unnamed_addr constant [4 x i64] [i64 40, i64 12, i64 32, i64 40]
@.offload_maptypes = private unnamed_addr constant [4 x i64] [i64 547, i64 547, i64 547, i64 35]
@.offload_sizes.1 = private unnamed_addr constant [2 x i64] [i64 40, i64 32]
@.offload_maptypes.2 = private unnamed_addr constant [2 x i64] [i64 547, i64 547]

; table: implicit, constant -> 545; params.Shift (a GEP into a constant) ->
; 545; scratch: writable, kept; the last, the user's map(tofrom: table), kept.
; CHECK: @.offload_maptypes = private unnamed_addr constant [4 x i64] [i64 545, i64 545, i64 547, i64 35]
; The shared array: the first launch's copy clears the entry of the constant,
; the second launch (a writable local there) keeps the original.
; CHECK: @[[SPLIT:\.offload_maptypes\.2\.[0-9]+]] = private unnamed_addr constant [2 x i64] [i64 545, i64 547]
; CHECK: @.offload_maptypes.2 = private unnamed_addr constant [2 x i64] [i64 547, i64 547]
; CHECK-LABEL: define void @shared(
; CHECK: store ptr @[[SPLIT]], ptr %a5
; CHECK: store ptr @.offload_maptypes.2, ptr %c5

define void @launch(ptr %out) {
  %bases = alloca [4 x ptr], align 8
  %ptrs = alloca [4 x ptr], align 8
  %args = alloca %struct.__tgt_kernel_arguments, align 8
  %b0 = getelementptr inbounds [4 x ptr], ptr %bases, i32 0, i32 0
  store ptr @table, ptr %b0, align 8
  %p0 = getelementptr inbounds [4 x ptr], ptr %ptrs, i32 0, i32 0
  store ptr @table, ptr %p0, align 8
  %b1 = getelementptr inbounds [4 x ptr], ptr %bases, i32 0, i32 1
  store ptr @params, ptr %b1, align 8
  %p1 = getelementptr inbounds [4 x ptr], ptr %ptrs, i32 0, i32 1
  store ptr getelementptr inbounds (%struct.Coef, ptr @params, i32 0, i32 1), ptr %p1, align 8
  %b2 = getelementptr inbounds [4 x ptr], ptr %bases, i32 0, i32 2
  store ptr @scratch, ptr %b2, align 8
  %p2 = getelementptr inbounds [4 x ptr], ptr %ptrs, i32 0, i32 2
  store ptr @scratch, ptr %p2, align 8
  %b3 = getelementptr inbounds [4 x ptr], ptr %bases, i32 0, i32 3
  store ptr @table, ptr %b3, align 8
  %p3 = getelementptr inbounds [4 x ptr], ptr %ptrs, i32 0, i32 3
  store ptr @table, ptr %p3, align 8
  %a2 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args, i32 0, i32 2
  store ptr %b0, ptr %a2, align 8
  %a3 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args, i32 0, i32 3
  store ptr %p0, ptr %a3, align 8
  %a4 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args, i32 0, i32 4
  store ptr @.offload_sizes, ptr %a4, align 8
  %a5 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args, i32 0, i32 5
  store ptr @.offload_maptypes, ptr %a5, align 8
  %r = call i32 @__tgt_target_kernel(ptr null, i64 -1, i32 0, i32 0, ptr null, ptr %args)
  ret void
}

define void @shared(ptr %out) {
  %local = alloca [4 x double], align 8
  %ptrs = alloca [2 x ptr], align 8
  %args = alloca %struct.__tgt_kernel_arguments, align 8
  %ptrs2 = alloca [2 x ptr], align 8
  %args2 = alloca %struct.__tgt_kernel_arguments, align 8
  %p0 = getelementptr inbounds [2 x ptr], ptr %ptrs, i32 0, i32 0
  store ptr @table, ptr %p0, align 8
  %p1 = getelementptr inbounds [2 x ptr], ptr %ptrs, i32 0, i32 1
  store ptr %local, ptr %p1, align 8
  %a3 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args, i32 0, i32 3
  store ptr %p0, ptr %a3, align 8
  %a5 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args, i32 0, i32 5
  store ptr @.offload_maptypes.2, ptr %a5, align 8
  %r = call i32 @__tgt_target_kernel(ptr null, i64 -1, i32 0, i32 0, ptr null, ptr %args)
  %q0 = getelementptr inbounds [2 x ptr], ptr %ptrs2, i32 0, i32 0
  store ptr %local, ptr %q0, align 8
  %q1 = getelementptr inbounds [2 x ptr], ptr %ptrs2, i32 0, i32 1
  store ptr %local, ptr %q1, align 8
  %c3 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args2, i32 0, i32 3
  store ptr %q0, ptr %c3, align 8
  %c5 = getelementptr inbounds nuw %struct.__tgt_kernel_arguments, ptr %args2, i32 0, i32 5
  store ptr @.offload_maptypes.2, ptr %c5, align 8
  %r2 = call i32 @__tgt_target_kernel(ptr null, i64 -1, i32 0, i32 0, ptr null, ptr %args2)
  ret void
}

declare i32 @__tgt_target_kernel(ptr, i64, i32, i32, ptr, ptr)
