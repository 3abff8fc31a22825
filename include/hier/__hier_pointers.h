/*===- hier/__hier_pointers.h - unmapped pointers, before a GPU launch -----===*
 *
 * Private (see __hier_builtins.h). A pointer that a team region dereferences
 * must point at memory the GPU can reach: mapped by the region itself (its
 * map clauses), present (target data, target enter data, an enclosing
 * region's map), or device memory passed with is_device_ptr. A host pointer
 * that is none of these made the kernel fault with OpenMP's anonymous
 * "failure of target construct"; this check stops the program before the
 * launch instead, naming the variable and the region's line.
 *
 * The front end (plugin/PointerChecks.cpp) passes, for each team region of
 * an offload build, the pointer variables the region dereferences that are
 * in none of its map, is_device_ptr or has_device_addr clauses:
 *
 *   __hier_check_pointers("file.c:12", 2, 1, "p", p, "q", q,
 *                         "a[0:n]", &(a)[0], n * sizeof((a)[0]))
 *
 * and, after the pointers, the one-dimensional sections of the region's map
 * clauses (plugin/MappedSections.h): OpenMP cannot extend a mapping, so a
 * section whose first byte is present on the device and whose last is not
 * (or the reverse) would fail in the offload runtime ("explicit extension
 * not allowed", the variable and line only with -g); the check names it.
 *
 * Skipped when the region runs on the host (no device, or a default device
 * that is the host), for null pointers, for memory the CUDA driver knows
 * (omp_target_alloc, llvm_omp_target_alloc_host or _shared, cudaMalloc*)
 * and, without the CUDA driver, for memory the offload runtime calls
 * accessible from the device (omp_target_is_accessible: its plugin's
 * answer, the way device memory of another vendor is recognised): LLVM passes
 * an unmapped pointer's value unchanged, so device memory without is_device_ptr
 * works, and hier accepts it. HIER_CHECK_POINTERS=0 in the environment turns
 * the check off; HIER_CHECK_POINTERS=force runs it even without a device, with
 * nothing present (for hier's own tests).
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_POINTERS_H
#define __HIER_POINTERS_H

#ifndef __HIER_GPU
/* HIER_CHECK_POINTERS read once: 0 unknown, 1 on, 2 off, 3 forced; and
   the number of devices plus 1 (0: not asked yet), which does not change
   while the program runs: omp_get_num_devices takes about 0.3 us, as long
   as the rest of a check without a device. */
__HIER_BEGIN_EXTERN_C
__attribute__((
    __weak__, __visibility__("default"))) int __hier_check_pointers_mode_v1 = 0;
__attribute__((
    __weak__, __visibility__("default"))) int __hier_check_pointers_devices_v1 =
    0;
__HIER_END_EXTERN_C

__HIER_FN int __hier_check_pointers_mode(void) {
  int __mode =
      __atomic_load_n(&__hier_check_pointers_mode_v1, __ATOMIC_RELAXED);
  if (!__mode) {
    const char *__env = getenv("HIER_CHECK_POINTERS");
    __mode = 1;
    if (__env && __env[0] == '0' && !__env[1])
      __mode = 2;
    else if (__env && __builtin_strcmp(__env, "force") == 0)
      __mode = 3;
    __atomic_store_n(&__hier_check_pointers_mode_v1, __mode, __ATOMIC_RELAXED);
  }
  return __mode;
}

typedef __HIER_NOTHROW int __hier_cu_pointer_attribute_fn(void *, int,
                                                          unsigned long long);
/* Whether the device can reach __p, which is not present: memory the CUDA
   driver knows (device, pinned host or managed memory:
   CU_POINTER_ATTRIBUTE_MEMORY_TYPE can be read), or, without the CUDA
   driver (another vendor's GPU), memory the offload runtime's plugin calls
   accessible. */
__HIER_FN int __hier_device_memory(const void *__p, int __device) {
  __hier_cu_pointer_attribute_fn *__get =
      (__hier_cu_pointer_attribute_fn *)__hier_cuda_function(
          "cuPointerGetAttribute");
  unsigned __type = 0;
  if (__get)
    return __get(&__type, 2, (unsigned long long)__p) == 0;
  return omp_target_is_accessible(__p, 1, __device);
}

/* The parts of one message, written with one write(2): regions of several
   host threads (the user's own 'omp parallel' around a team) may stop at
   once, and their lines must not interleave. */
__HIER_FN void __hier_put_line(const char *const *__parts, int __n) {
  char __buf[1024];
  unsigned long __len = 0;
  for (int __i = 0; __i < __n; ++__i)
    for (const char *__c = __parts[__i]; *__c && __len < sizeof(__buf) - 1;
         ++__c)
      __buf[__len++] = *__c;
  __buf[__len] = 0;
  __hier_put(__buf);
}

/* Returns 1, so that the front end's one-shot loop around the launch can
   call it in its initializer. */
__HIER_FN int __hier_check_pointers(const char *__where, int __count,
                                    int __sections, ...) {
  if (__count == 0 && __sections == 0)
    return 1;
  int __mode = __hier_check_pointers_mode();
  int __devices =
      __atomic_load_n(&__hier_check_pointers_devices_v1, __ATOMIC_RELAXED) - 1;
  if (__devices < 0) {
    __devices = omp_get_num_devices();
    __atomic_store_n(&__hier_check_pointers_devices_v1, __devices + 1,
                     __ATOMIC_RELAXED);
  }
  if (__devices == 0 && __mode != 3)
    return 1;
  int __device = omp_get_default_device();
  int __on_device = __device >= 0 && __device < __devices;
  if (__mode == 2 || (!__on_device && __mode != 3))
    return 1;
  __builtin_va_list __args;
  __builtin_va_start(__args, __sections);
  for (int __i = 0; __i < __count; ++__i) {
    const char *__name = __builtin_va_arg(__args, const char *);
    const void *__p = __builtin_va_arg(__args, const void *);
    if (!__p)
      continue;
    if (__on_device && (omp_target_is_present(__p, __device) ||
                        __hier_device_memory(__p, __device)))
      continue;
    const char *__line[] = {
        "hier: the team region at ",
        __where,
        " dereferences '",
        __name,
        "', which points at memory the device does not have: map it (map(to: ",
        __name,
        "[0:n]) on the team), make it present (target data, target enter "
        "data) or, for device memory, pass it with is_device_ptr(",
        __name,
        ")\n"};
    __hier_put_line(__line, sizeof(__line) / sizeof(__line[0]));
    __builtin_abort();
  }
  for (int __i = 0; __i < __sections; ++__i) {
    const char *__name = __builtin_va_arg(__args, const char *);
    const char *__first = __builtin_va_arg(__args, const char *);
    unsigned long long __bytes = __builtin_va_arg(__args, unsigned long long);
    if (!__on_device || !__first || __bytes == 0)
      continue;
    if (omp_target_is_present(__first, __device) ==
        omp_target_is_present(__first + (__bytes - 1), __device))
      continue;
    const char *__line[] = {
        "hier: the team region at ", __where, " maps '", __name,
        "', of which only a part is present on the device: OpenMP cannot "
        "extend a mapping (the section was mapped shorter before: by an "
        "enclosing target data or enter data, or by a region of another host "
        "thread running now); map the whole array once around the regions, "
        "or the same section\n"};
    __hier_put_line(__line, sizeof(__line) / sizeof(__line[0]));
    __builtin_abort();
  }
  __builtin_va_end(__args);
  return 1;
}
#else
/* Host code, declared for the GPU compile's parse of it. */
__HIER_EXTERN_C __HIER_NOTHROW int __hier_check_pointers(const char *, int, int,
                                                         ...);
#endif

#endif /* __HIER_POINTERS_H */
