/*===- hier/__hier_reductions.h - reductions per type ----------------------===*
 *
 * Private (see __hier_builtins.h). Per supported type T with suffix SFX: the
 * identity of each operator (hier/abi.h numbers them), the operator itself,
 * the combination over a loop's members (__hier_reduce_SFX: the value itself
 * on the host, where one thread runs the whole loop), and the atomic
 * combination of a team's copy into the original (__hier_team_combine_SFX).
 * LoopRewriter picks the suffix with _Generic (Clang accepts it in C++ too);
 * other types select the undefined *_unsupported functions, after
 * NestingChecker's error.
 *===----------------------------------------------------------------------===*/
/* Before the guard, so that the guard's names are a system header's too. */
#pragma clang system_header
#ifndef __HIER_REDUCTIONS_H
#define __HIER_REDUCTIONS_H

/* HierABI.def's name of the boolean type, which C spells _Bool. */
#ifdef __cplusplus
typedef bool __hier_bool;
#else
typedef _Bool __hier_bool;
#endif

#ifndef __HIER_GPU
/* Where the teams of a synchronous region's GPU launch leave a team
   reduction's result, per host thread, file, region and variable: without
   them the variable would be mapped to and from the device, an allocation,
   two copies and their waits in the offload runtime, about 10 us a launch
   (measured on an H200), against the one copy back of a CUDA reduction.
   `acc` is device memory that the teams fold their values into (`__count`
   of them: the elements of a team's array section, else 1), with a count of
   the teams that did at the first multiple of 16 bytes after them
   (HierABI.def); the last team writes the totals to
   `res`, host memory the device can write, and resets `acc`
   (__hier_team_publish_T in hier's device runtime). The host sets `res` to
   the identity before each launch: if the region falls back to the host, its
   teams fold into `res` themselves. A slot lives as long as its thread; a
   thread's launches are synchronous, so no two use a slot at once. Its key
   has the variable's type, `__type` (its identity function), and the count:
   the region of a template is one region for all the types (and section
   lengths) it is instantiated with. The
   list is the thread's (__hier_state.h); the file's key keeps region numbers
   of different files apart. */
__HIER_FN void *__hier_team_slot(int __region, int __var, const void *__type,
                                 const void *__identity, unsigned long __bytes,
                                 unsigned long __count, void **__acc) {
  /* -1: the region will run on the host (no device, or the default device
     is the host or none of the devices). */
  int __device = omp_get_default_device();
  if (__device < 0 || __device >= omp_get_num_devices())
    __device = -1;
  const void *__file = &__hier_file_key;
  struct __hier_team_slot *__slot = __hier_thread_state.__slots;
  while (__slot && (__slot->__file != __file || __slot->__region != __region ||
                    __slot->__var != __var || __slot->__type != __type ||
                    __slot->__count != __count || __slot->__device != __device))
    __slot = __slot->__next;
  if (!__slot) {
    __slot = (struct __hier_team_slot *)__builtin_malloc(sizeof *__slot);
    if (!__slot)
      __hier_launch_error("cannot allocate a team reduction's result (",
                          (long long)sizeof *__slot, " bytes)", -1);
    __slot->__file = __file;
    __slot->__region = __region, __slot->__var = __var;
    __slot->__type = __type, __slot->__device = __device;
    __slot->__count = __count;
    if (__device < 0) {
      __slot->__res = __builtin_malloc(__bytes * __count);
      __slot->__acc = __slot->__res;
    } else {
      /* The accumulator starts as the identities with a count of 0, which
         is at the first multiple of 16 bytes after them. */
      unsigned long __at = (__bytes * __count + 15) / 16 * 16, __e;
      unsigned char *__init = (unsigned char *)__builtin_calloc(__at + 16, 1);
      __slot->__res = llvm_omp_target_alloc_host(__bytes * __count, __device);
      __slot->__acc = __init ? omp_target_alloc(__at + 16, __device) : 0;
      for (__e = 0; __init && __e < __count; ++__e)
        __builtin_memcpy(__init + __e * __bytes, __identity, __bytes);
      if (__slot->__acc &&
          omp_target_memcpy(__slot->__acc, __init, __at + 16, 0, 0, __device,
                            omp_get_initial_device()) != 0)
        __slot->__acc = 0;
      __builtin_free(__init);
    }
    if (!__slot->__res || !__slot->__acc)
      __hier_launch_error("cannot allocate a team reduction's result on "
                          "device ",
                          __device, "", -1);
    __slot->__next = __hier_thread_state.__slots;
    __hier_thread_state.__slots = __slot;
  }
  for (unsigned long __e = 0; __e < __count; ++__e)
    __builtin_memcpy((char *)__slot->__res + __e * __bytes, __identity,
                     __bytes);
  *__acc = __slot->__acc;
  return __slot->__res;
}
#endif

#define __HIER_BITWISE_OPS(a, b)                                               \
  case 4:                                                                      \
    return a & b;                                                              \
  case 5:                                                                      \
    return a | b;                                                              \
  case 6:                                                                      \
    return a ^ b;
#define __HIER_NO_BITWISE_OPS(a, b)
#ifdef __HIER_GPU
/* On a GPU both come from hier's device runtime (devicertl/); hier-lower
   replaces __hier_reduce_SFX by the reduction that fits the loop's mapping.
   An inline CAS loop here would take its locals' addresses, and Clang would
   then place them in memory managed by the OpenMP device runtime. */
#define __HIER_REDUCE(T, SFX, FOLD)                                            \
  __HIER_EXTERN_C __HIER_NOTHROW T __hier_reduce_##SFX(int, int, int, int, T); \
  __HIER_EXTERN_C __HIER_NOTHROW void __hier_team_combine_##SFX(int, T *, T);  \
  __HIER_EXTERN_C __HIER_NOTHROW void __hier_team_publish_##SFX(int, T *, T *, \
                                                                T, T);         \
  __HIER_EXTERN_C __HIER_NOTHROW void __hier_team_combine_n_##SFX(             \
      int, T *, const T *, unsigned);                                          \
  __HIER_EXTERN_C __HIER_NOTHROW void __hier_team_publish_n_##SFX(             \
      int, T *, T *, const T *, unsigned, T);                                  \
  /* Host code: declared for the GPU compile's parse of it. */                 \
  __HIER_EXTERN_C __HIER_NOTHROW T *__hier_team_slot_##SFX(int, int, int,      \
                                                           T **);              \
  __HIER_EXTERN_C __HIER_NOTHROW T *__hier_team_slot_n_##SFX(                  \
      int, int, int, unsigned long, T **);
#else
/* On the host one thread runs a team and its loops: its value is the loop's
   result, and teams (host threads) combine atomically. */
#ifdef HIER_HOST_SPMD
/* SPMD host mode (__hier_spmd.h): a loop's members combine their values as
   on the GPU, and thread 0 of a team folds the team's. */
#define __HIER_SPMD_REDUCE_HOST(T, SFX)                                        \
  __HIER_SPMD_REDUCE(T, SFX)                                                   \
  __HIER_FN T __hier_reduce_##SFX(int __l, int __id, int __op, int __lanes,    \
                                  T __v) {                                     \
    (void)__id, (void)__lanes;                                                 \
    return __hier_spmd_self.__team ? __hier_spmd_reduce_##SFX(__l, __op, __v)  \
                                   : __v;                                      \
  }
#define __HIER_SPMD_TEAM_LEADER_ONLY                                           \
  if (__hier_spmd_self.__team && __hier_spmd_self.__rank != 0)                 \
    return;
#else
#define __HIER_SPMD_REDUCE_HOST(T, SFX)                                        \
  __HIER_FN T __hier_reduce_##SFX(int __l, int __id, int __op, int __lanes,    \
                                  T __v) {                                     \
    (void)__l, (void)__id, (void)__op, (void)__lanes;                          \
    return __v;                                                                \
  }
#define __HIER_SPMD_TEAM_LEADER_ONLY
#endif
/* A team's fold into the variable: a compare-and-swap loop, or, for a
   complex number (whose compare-and-swap would be a call into libatomic:
   16 bytes, or 8 aligned to 4), under a lock of this file's (the teams of one
   region fold into one variable, and a region is in one file). */
#define __HIER_FOLD_CAS(T, SFX)                                                \
  T __old, __new;                                                              \
  __atomic_load(__dst, &__old, __ATOMIC_RELAXED);                              \
  do                                                                           \
    __new = __hier_combine_##SFX(__op, __old, __v);                            \
  while (!__atomic_compare_exchange(__dst, &__old, &__new, 0,                  \
                                    __ATOMIC_RELAXED, __ATOMIC_RELAXED));
#define __HIER_FOLD_LOCKED(T, SFX)                                             \
  static int __lock;                                                           \
  while (__atomic_exchange_n(&__lock, 1, __ATOMIC_ACQUIRE))                    \
    ;                                                                          \
  *__dst = __hier_combine_##SFX(__op, *__dst, __v);                            \
  __atomic_store_n(&__lock, 0, __ATOMIC_RELEASE);
#define __HIER_REDUCE(T, SFX, FOLD)                                            \
  __HIER_SPMD_REDUCE_HOST(T, SFX)                                              \
  __HIER_FN void __hier_team_combine_##SFX(int __op, T *__dst, T __v){         \
      __HIER_SPMD_TEAM_LEADER_ONLY FOLD(T, SFX)}                               \
  /* A synchronous region that fell back to the host: its teams fold into      \
     the result itself (__hier_team_slot). */                                  \
  __HIER_FN void __hier_team_publish_##SFX(int __op, T *__acc, T *__res,       \
                                           T __v, T __identity) {              \
    (void)__acc, (void)__identity;                                             \
    __hier_team_combine_##SFX(__op, __res, __v);                               \
  }                                                                            \
  __HIER_FN T *__hier_team_slot_##SFX(int __region, int __var, int __op,       \
                                      T **__acc) {                             \
    T __identity = __hier_identity_##SFX(__op);                                \
    return (T *)__hier_team_slot(__region, __var,                              \
                                 (const void *)__hier_identity_##SFX,          \
                                 &__identity, sizeof(T), 1, (void **)__acc);   \
  }                                                                            \
  /* The n elements of a team's array section: element by element, as the      \
     variables above (one thread of a team runs them). */                      \
  __HIER_FN void __hier_team_combine_n_##SFX(int __op, T *__dst, const T *__v, \
                                             unsigned __n) {                   \
    for (unsigned __e = 0; __e < __n; ++__e)                                   \
      __hier_team_combine_##SFX(__op, __dst + __e, __v[__e]);                  \
  }                                                                            \
  __HIER_FN void __hier_team_publish_n_##SFX(int __op, T *__acc, T *__res,     \
                                             const T *__v, unsigned __n,       \
                                             T __identity) {                   \
    (void)__acc, (void)__identity;                                             \
    __hier_team_combine_n_##SFX(__op, __res, __v, __n);                        \
  }                                                                            \
  __HIER_FN T *__hier_team_slot_n_##SFX(int __region, int __var, int __op,     \
                                        unsigned long __n, T **__acc) {        \
    T __identity = __hier_identity_##SFX(__op);                                \
    return (T *)__hier_team_slot(__region, __var,                              \
                                 (const void *)__hier_identity_##SFX,          \
                                 &__identity, sizeof(T), __n, (void **)__acc); \
  }
#endif
/* The identities, marked for the plugin's checks, which find a reduction by
   its call of one (plugin/GeneratedMark.h; the attribute generates no code). */
#define __HIER_IDENTITY_FN                                                     \
  __HIER_FN __attribute__((hier_generated("__hier_identity")))
#define __HIER_REDUCTION_TYPE(T, SFX, LOWEST, HIGHEST, ALL_ONES, BITWISE)      \
  __HIER_IDENTITY_FN T __hier_identity_##SFX(int __op) {                       \
    switch (__op) {                                                            \
    case 1:                                                                    \
    case 7:                                                                    \
      return (T)1;                                                             \
    case 2:                                                                    \
      return HIGHEST;                                                          \
    case 3:                                                                    \
      return LOWEST;                                                           \
    case 4:                                                                    \
      return ALL_ONES;                                                         \
    default:                                                                   \
      return (T)0;                                                             \
    }                                                                          \
  }                                                                            \
  __HIER_FN T __hier_combine_##SFX(int __op, T __a, T __b) {                   \
    switch (__op) {                                                            \
    case 0:                                                                    \
      return __a + __b;                                                        \
    case 1:                                                                    \
      return __a * __b;                                                        \
    case 2:                                                                    \
      return __b < __a ? __b : __a;                                            \
    case 3:                                                                    \
      return __b > __a ? __b : __a;                                            \
      BITWISE(__a, __b)                                                        \
    case 7:                                                                    \
      return (T)(__a && __b);                                                  \
    case 8:                                                                    \
      return (T)(__a || __b);                                                  \
    default:                                                                   \
      return __a;                                                              \
    }                                                                          \
  }                                                                            \
  __HIER_REDUCE(T, SFX, __HIER_FOLD_CAS)

/* The identities of min and max on floating point: the infinities, or, with
   -ffinite-math-only (-ffast-math), where the compiler may assume that no
   value is infinite, the largest finite values. */
#if __FINITE_MATH_ONLY__
#define __HIER_FLT_HIGHEST __FLT_MAX__
#define __HIER_DBL_HIGHEST __DBL_MAX__
#else
#define __HIER_FLT_HIGHEST __builtin_inff()
#define __HIER_DBL_HIGHEST __builtin_inf()
#endif

__HIER_REDUCTION_TYPE(int, i32, -__INT_MAX__ - 1, __INT_MAX__, -1,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned, u32, 0u, ~0u, ~0u, __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(long, i64l, -__LONG_MAX__ - 1L, __LONG_MAX__, -1L,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned long, u64l, 0ul, ~0ul, ~0ul, __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(long long, i64, -__LONG_LONG_MAX__ - 1LL,
                      __LONG_LONG_MAX__, -1LL, __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned long long, u64, 0ull, ~0ull, ~0ull,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(float, f32, -__HIER_FLT_HIGHEST, __HIER_FLT_HIGHEST, 0.0f,
                      __HIER_NO_BITWISE_OPS)
__HIER_REDUCTION_TYPE(double, f64, -__HIER_DBL_HIGHEST, __HIER_DBL_HIGHEST, 0.0,
                      __HIER_NO_BITWISE_OPS)
/* Narrower than int: the operators compute in int and the result converts
   back to T, as `s += x` does in the sequential loop (it wraps; _Bool's is
   0 or 1). */
__HIER_REDUCTION_TYPE(short, i16, (short)(-__SHRT_MAX__ - 1), __SHRT_MAX__,
                      (short)-1, __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned short, u16, (unsigned short)0,
                      (unsigned short)(2 * __SHRT_MAX__ + 1),
                      (unsigned short)(2 * __SHRT_MAX__ + 1),
                      __HIER_BITWISE_OPS)
#ifdef __CHAR_UNSIGNED__
__HIER_REDUCTION_TYPE(char, c8, (char)0, (char)(2 * __SCHAR_MAX__ + 1),
                      (char)(2 * __SCHAR_MAX__ + 1), __HIER_BITWISE_OPS)
#else
__HIER_REDUCTION_TYPE(char, c8, (char)(-__SCHAR_MAX__ - 1), (char)__SCHAR_MAX__,
                      (char)-1, __HIER_BITWISE_OPS)
#endif
__HIER_REDUCTION_TYPE(signed char, i8, (signed char)(-__SCHAR_MAX__ - 1),
                      (signed char)__SCHAR_MAX__, (signed char)-1,
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(unsigned char, u8, (unsigned char)0,
                      (unsigned char)(2 * __SCHAR_MAX__ + 1),
                      (unsigned char)(2 * __SCHAR_MAX__ + 1),
                      __HIER_BITWISE_OPS)
__HIER_REDUCTION_TYPE(__hier_bool, b8, (__hier_bool)0, (__hier_bool)1,
                      (__hier_bool)1, __HIER_BITWISE_OPS)
/* Complex numbers (HierABI.def's HIER_REDUCTION_COMPLEX): + and * only.
   The product is written out: `*` on _Complex calls __mulsc3/__muldc3,
   which a GPU does not have (for finite values both give the same). */
#define __HIER_COMPLEX_TYPE(T, E, SFX, FOLD)                                   \
  __HIER_IDENTITY_FN T __hier_identity_##SFX(int __op) {                       \
    return __builtin_complex((E)(__op == 1), (E)0);                            \
  }                                                                            \
  __HIER_FN T __hier_combine_##SFX(int __op, T __a, T __b) {                   \
    switch (__op) {                                                            \
    case 0:                                                                    \
      return __a + __b;                                                        \
    case 1:                                                                    \
      return __builtin_complex(                                                \
          __real__ __a * __real__ __b - __imag__ __a * __imag__ __b,           \
          __real__ __a * __imag__ __b + __imag__ __a * __real__ __b);          \
    default:                                                                   \
      return __a;                                                              \
    }                                                                          \
  }                                                                            \
  __HIER_REDUCE(T, SFX, FOLD)
__HIER_COMPLEX_TYPE(_Complex float, float, cf32, __HIER_FOLD_LOCKED)
__HIER_COMPLEX_TYPE(_Complex double, double, cf64, __HIER_FOLD_LOCKED)

#ifdef __cplusplus
/* std::complex<float|double> (any class with value_type, real() and imag()
   and a constructor from both, which LoopRewriter names only where
   std::complex is declared) reduces as the _Complex of its value_type: its
   values pass to the markers as __hier_rep(v), and the helpers below
   convert back. */
template <class __E> struct __hier_cx_of;
template <> struct __hier_cx_of<float> {
  typedef _Complex float type;
};
template <> struct __hier_cx_of<double> {
  typedef _Complex double type;
};
template <class __T>
static inline auto __hier_rep_(__T __v, int)
    -> decltype(__builtin_complex(__v.real(), __v.imag())) {
  return __builtin_complex(__v.real(), __v.imag());
}
template <class __T> static inline __T __hier_rep_(__T __v, long) {
  return __v;
}
/* The value itself, or a complex class's as C's _Complex. */
template <class __T>
static inline auto __hier_rep(__T __v) -> decltype(__hier_rep_(__v, 0)) {
  return __hier_rep_(__v, 0);
}
#define __HIER_CX_DISPATCH(E, SFX)                                             \
  static inline _Complex E __hier_cx_identity(E, int __op) {                   \
    return __hier_identity_##SFX(__op);                                        \
  }                                                                            \
  static inline _Complex E __hier_cx_combine(int __op, _Complex E __a,         \
                                             _Complex E __b) {                 \
    return __hier_combine_##SFX(__op, __a, __b);                               \
  }                                                                            \
  static inline void __hier_cx_team_combine(int __op, _Complex E *__d,         \
                                            _Complex E __v) {                  \
    __hier_team_combine_##SFX(__op, __d, __v);                                 \
  }                                                                            \
  static inline void __hier_cx_team_publish(int __op, _Complex E *__acc,       \
                                            _Complex E *__res, _Complex E __v, \
                                            _Complex E __id) {                 \
    __hier_team_publish_##SFX(__op, __acc, __res, __v, __id);                  \
  }                                                                            \
  static inline _Complex E *__hier_cx_team_slot(int __r, int __n, int __op,    \
                                                _Complex E **__acc) {          \
    return __hier_team_slot_##SFX(__r, __n, __op, __acc);                      \
  }                                                                            \
  static inline void __hier_cx_team_combine_n(                                 \
      int __op, _Complex E *__d, const _Complex E *__v, unsigned __k) {        \
    __hier_team_combine_n_##SFX(__op, __d, __v, __k);                          \
  }                                                                            \
  static inline void __hier_cx_team_publish_n(                                 \
      int __op, _Complex E *__acc, _Complex E *__res, const _Complex E *__v,   \
      unsigned __k, _Complex E __id) {                                         \
    __hier_team_publish_n_##SFX(__op, __acc, __res, __v, __k, __id);           \
  }                                                                            \
  static inline _Complex E *__hier_cx_team_slot_n(                             \
      int __r, int __n, int __op, unsigned long __k, _Complex E **__acc) {     \
    return __hier_team_slot_n_##SFX(__r, __n, __op, __k, __acc);               \
  }
__HIER_CX_DISPATCH(float, cf32)
__HIER_CX_DISPATCH(double, cf64)
#undef __HIER_CX_DISPATCH
template <class __C>
static inline __C
__hier_cx_make(typename __hier_cx_of<typename __C::value_type>::type __z) {
  return __C(__real__ __z, __imag__ __z);
}
template <class __C> static inline __C __hier_identity_scx(int __op) {
  return __hier_cx_make<__C>(
      __hier_cx_identity(typename __C::value_type(), __op));
}
template <class __C, class __B>
static inline __C __hier_combine_scx(int __op, __C __a, __B __b) {
  return __hier_cx_make<__C>(
      __hier_cx_combine(__op, __hier_rep(__a), __hier_rep(__b)));
}
template <class __C>
static inline void __hier_team_combine_scx(int __op, __C *__d, __C __v) {
  typedef typename __hier_cx_of<typename __C::value_type>::type __R;
  __hier_cx_team_combine(__op, (__R *)__d, __hier_rep(__v));
}
template <class __C>
static inline void __hier_team_publish_scx(int __op, __C *__acc, __C *__res,
                                           __C __v, __C __id) {
  typedef typename __hier_cx_of<typename __C::value_type>::type __R;
  __hier_cx_team_publish(__op, (__R *)__acc, (__R *)__res, __hier_rep(__v),
                         __hier_rep(__id));
}
template <class __C>
static inline __C *__hier_team_slot_scx(int __r, int __n, int __op,
                                        __C **__acc) {
  typedef typename __hier_cx_of<typename __C::value_type>::type __R;
  return (__C *)__hier_cx_team_slot(__r, __n, __op, (__R **)__acc);
}
/* An array section of std::complex: its elements are laid out as C's
   _Complex (two elements each), so the _Complex helpers take them. */
template <class __C>
static inline void __hier_team_combine_n_scx(int __op, __C *__d, const __C *__v,
                                             unsigned __k) {
  typedef typename __hier_cx_of<typename __C::value_type>::type __R;
  __hier_cx_team_combine_n(__op, (__R *)__d, (const __R *)__v, __k);
}
template <class __C>
static inline void __hier_team_publish_n_scx(int __op, __C *__acc, __C *__res,
                                             const __C *__v, unsigned __k,
                                             __C __id) {
  typedef typename __hier_cx_of<typename __C::value_type>::type __R;
  __hier_cx_team_publish_n(__op, (__R *)__acc, (__R *)__res, (const __R *)__v,
                           __k, __hier_rep(__id));
}
template <class __C>
static inline __C *__hier_team_slot_n_scx(int __r, int __n, int __op,
                                          unsigned long __k, __C **__acc) {
  typedef typename __hier_cx_of<typename __C::value_type>::type __R;
  return (__C *)__hier_cx_team_slot_n(__r, __n, __op, __k, (__R **)__acc);
}
#endif
__HIER_EXTERN_C __HIER_NOTHROW int __hier_identity_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_combine_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_reduce_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_combine_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_publish_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void *__hier_team_slot_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_combine_n_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_team_publish_n_unsupported(int, ...);
__HIER_EXTERN_C __HIER_NOTHROW void *__hier_team_slot_n_unsupported(int, ...);
#ifdef __cplusplus
/* In C++ the selection's default is this instead, a value of the variable's
   type (a slot's void *; LoopRewriter names the type): a type known only
   when a template is instantiated (or in a member function read before its
   class is complete) then instantiates valid code, and its one error is
   NestingChecker's, at the variable, not a cascade in generated code.
   Declared only: no program that compiles calls it. */
template <class __T, class... __A> __T &&__hier_unsupported(const __A &...);
#endif

#undef __HIER_FLT_HIGHEST
#undef __HIER_DBL_HIGHEST
#undef __HIER_REDUCTION_TYPE
#undef __HIER_COMPLEX_TYPE
#undef __HIER_FOLD_CAS
#undef __HIER_FOLD_LOCKED
#undef __HIER_REDUCE
#undef __HIER_BITWISE_OPS
#undef __HIER_NO_BITWISE_OPS
#undef __HIER_SPMD_REDUCE_HOST
#undef __HIER_SPMD_TEAM_LEADER_ONLY

#endif /* __HIER_REDUCTIONS_H */
