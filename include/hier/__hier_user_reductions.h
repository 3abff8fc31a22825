/*===- hier/__hier_user_reductions.h - declare reduction's exchanges -------===*
 *
 * Private (see __hier_builtins.h). A reduction with an OpenMP 'declare
 * reduction' (plugin/UserReductionRewriter.cpp) combines its values in the
 * generated code itself, with the user's combiner, in a tree whose
 * exchanges are these functions: the value travels as 32-bit words.
 *
 *   int dim = __hier_reduce_udr(LEVEL, ID, 0, LANES, 0);
 *   for (d = __hier_udr_first(dim); d; d = __hier_udr_next(dim, d))
 *     other = words of __hier_udr_shuffle(dim, d, word);
 *     if (__hier_udr_takes(dim, d)) acc = combine(acc, other);
 *   if (__hier_udr_warps(dim))  the warps' leaders' values through shared
 *     memory: __hier_udr_put, __hier_udr_sync, __hier_udr_get, every member
 *     folds them in order (a value of more words than a warp's slots hold,
 *     HIER_LIMIT_USER_REDUCTION_WORDS, warp by warp in parts of that many,
 *     two __hier_udr_sync each)
 *   else every member takes the leader's value: __hier_udr_bcast
 *
 * A team reduction's teams instead fold their parts into the variable (mapped
 * tofrom) one at a time: __hier_udr_team_leader, __hier_udr_lock, the
 * combiner on the variable's bytes, __hier_udr_unlock.
 *
 * dim says where the loop's members are: on a GPU hier-lower replaces the
 * marker __hier_reduce_udr after the loop's mapping, as it does the typed
 * reductions' (devicertl/UserReductions.c: 0 lanes of a vector group, 1 the
 * threads of a team, 2 every thread and lane, with the vector width the
 * front end knows from bit 4 on); here, on the host, it is -1
 * (one host thread runs the whole loop: there is nothing to combine), or in
 * SPMD host mode 16 + the loop's level, where the members are host threads
 * that exchange the words through the team's reduction slots.
 *===----------------------------------------------------------------------===*/
#pragma clang system_header
#ifndef __HIER_USER_REDUCTIONS_H
#define __HIER_USER_REDUCTIONS_H

#ifdef __HIER_GPU
__HIER_EXTERN_C __HIER_NOTHROW int __hier_reduce_udr(int, int, int, int, int);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_udr_first(int);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_udr_next(int, unsigned);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_udr_shuffle(int, unsigned,
                                                           unsigned);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_udr_takes(int, unsigned);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_udr_warps(int);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_udr_leader(int);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_udr_put(unsigned, unsigned);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_udr_sync(int);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_udr_get(unsigned, unsigned);
__HIER_EXTERN_C __HIER_NOTHROW unsigned __hier_udr_bcast(int, unsigned);
__HIER_EXTERN_C __HIER_NOTHROW int __hier_udr_team_leader(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_udr_lock(void);
__HIER_EXTERN_C __HIER_NOTHROW void __hier_udr_unlock(void);
#else
#ifdef HIER_HOST_SPMD
/* The members of the calling thread's loop at (dim - 16), its index among
   them (-1: not one, a lane of a thread whose lane 0 carries its value). */
__HIER_FN int __hier_udr_spmd_members(int __dim, int *__first, int *__step,
                                      int *__index) {
  int __n = __hier_spmd_reduce_members(__dim - 16, __first, __step);
  int __rel = __hier_spmd_self.__rank - *__first;
  *__index = __rel >= 0 && __rel % *__step == 0 && __rel / *__step < __n
                 ? __rel / *__step
                 : -1;
  return __n;
}
__HIER_FN int __hier_reduce_udr(int __l, int __id, int __op, int __lanes,
                                int __v) {
  (void)__id, (void)__op, (void)__lanes, (void)__v;
  return __hier_spmd_self.__team ? 16 + __l : -1;
}
/* Word __w of every member, through the slots, a barrier of the level. */
__HIER_FN unsigned __hier_udr_spmd_exchange(int __dim, unsigned __w,
                                            int __from) {
  unsigned char (*__slots)[16] = __hier_spmd_reduce_slots(__dim - 16);
  __builtin_memcpy(__slots[__hier_spmd_self.__rank], &__w, sizeof __w);
  __hier_spmd_reduce_sync(__dim - 16);
  __builtin_memcpy(&__w, __slots[__from], sizeof __w);
  return __w;
}
#else
__HIER_FN int __hier_reduce_udr(int __l, int __id, int __op, int __lanes,
                                int __v) {
  (void)__l, (void)__id, (void)__op, (void)__lanes, (void)__v;
  return -1;
}
#endif
__HIER_FN unsigned __hier_udr_first(int __dim) {
#ifdef HIER_HOST_SPMD
  if (__dim >= 16) {
    int __first, __step, __index;
    return __hier_udr_spmd_members(__dim, &__first, &__step, &__index) > 1;
  }
#endif
  (void)__dim;
  return 0;
}
__HIER_FN unsigned __hier_udr_next(int __dim, unsigned __d) {
#ifdef HIER_HOST_SPMD
  if (__dim >= 16) {
    int __first, __step, __index;
    int __n = __hier_udr_spmd_members(__dim, &__first, &__step, &__index);
    return 2 * __d < (unsigned)__n ? 2 * __d : 0;
  }
#endif
  (void)__dim, (void)__d;
  return 0;
}
/* The word of the member d places after the caller (its own past the
   end): every member calls it, each call is a barrier. */
__HIER_FN unsigned __hier_udr_shuffle(int __dim, unsigned __d, unsigned __w) {
#ifdef HIER_HOST_SPMD
  if (__dim >= 16) {
    int __first, __step, __index;
    int __n = __hier_udr_spmd_members(__dim, &__first, &__step, &__index);
    int __from = __index >= 0 && __index + (int)__d < __n
                     ? __first + (__index + (int)__d) * __step
                     : __hier_spmd_self.__rank;
    return __hier_udr_spmd_exchange(__dim, __w, __from);
  }
#endif
  (void)__dim, (void)__d;
  return __w;
}
/* Whether the caller combines the value it got in round d: a tree whose
   root is the first member. */
__HIER_FN int __hier_udr_takes(int __dim, unsigned __d) {
#ifdef HIER_HOST_SPMD
  if (__dim >= 16) {
    int __first, __step, __index;
    int __n = __hier_udr_spmd_members(__dim, &__first, &__step, &__index);
    return __index >= 0 && (__index & (int)(2 * __d - 1)) == 0 &&
           __index + (int)__d < __n;
  }
#endif
  (void)__dim, (void)__d;
  return 0;
}
/* No shared-memory stage on the host: the tree spans all members. */
__HIER_FN unsigned __hier_udr_warps(int __dim) {
  (void)__dim;
  return 0;
}
__HIER_FN int __hier_udr_leader(int __dim) {
  (void)__dim;
  return 1;
}
__HIER_FN void __hier_udr_put(unsigned __k, unsigned __w) {
  (void)__k, (void)__w;
}
__HIER_FN void __hier_udr_sync(int __dim) { (void)__dim; }
__HIER_FN unsigned __hier_udr_get(unsigned __warp, unsigned __k) {
  (void)__warp, (void)__k;
  return 0;
}
/* The first member's word, given to every member. */
__HIER_FN unsigned __hier_udr_bcast(int __dim, unsigned __w) {
#ifdef HIER_HOST_SPMD
  if (__dim >= 16) {
    int __first, __step, __index;
    (void)__hier_udr_spmd_members(__dim, &__first, &__step, &__index);
    return __hier_udr_spmd_exchange(__dim, __w, __first);
  }
#endif
  (void)__dim;
  return __w;
}
/* A team reduction's fold: one thread of each team (host teams run
   concurrently) combines its team's part into the variable under a lock of
   this file's (the teams of a region fold into one variable, and a region
   is in one file). */
__HIER_FN int __hier_udr_team_leader(void) {
#ifdef HIER_HOST_SPMD
  return !__hier_spmd_self.__team || __hier_spmd_self.__rank == 0;
#else
  return 1;
#endif
}
static int __hier_udr_lock_word;
__HIER_FN void __hier_udr_lock(void) {
  while (__atomic_exchange_n(&__hier_udr_lock_word, 1, __ATOMIC_ACQUIRE))
    ;
}
__HIER_FN void __hier_udr_unlock(void) {
  __atomic_store_n(&__hier_udr_lock_word, 0, __ATOMIC_RELEASE);
}
#endif

#ifdef __cplusplus
/* The words of a value (C++: a union with a trivially copyable member needs
   a constructor of its own when the member has a non-trivial default one). */
template <class __T> union __hier_udr_words {
  __T __v;
  unsigned __w[(sizeof(__T) + 3) / 4];
  unsigned char __b[sizeof(__T)];
  __hier_udr_words() : __w() {}
};
#define __HIER_UDR_WORDS(T) __hier_udr_words<T>
/* A declare reduction picked at instantiation (a template's variable): the
   front end's checker reads __code once instantiated (0: fine; 1: no
   declaration for the type; 2: not trivially copyable) and
   reports it at the variable, which __size names (unevaluated). */
__HIER_FN void __hier_udr_verify(int __code, unsigned long __size,
                                 const char *__id, int __builtin) {
  (void)__code, (void)__size, (void)__id, (void)__builtin;
}
#endif

#endif /* __HIER_USER_REDUCTIONS_H */
