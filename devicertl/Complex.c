/*===- Complex.c - C99's <complex.h> functions on the GPU -----------------===*
 *
 * CUDA's libdevice and ROCm's ocml have no complex functions, and Clang's
 * OpenMP headers declare none for the device: a hier team that calls cexp,
 * cabs, csqrt, ... (directly, or through libstdc++'s std::exp, std::abs,
 * ... of a std::complex, which call __builtin_cexp and the like) failed at
 * the GPU link ("Undefined reference to 'cexp'"). These definitions, in
 * double and float (the f-suffixed names), are written on the real
 * functions of the vendor's library (__nv_* on NVPTX, __ocml_* on AMDGPU),
 * which hier-link-device-math links after hier-link-devicertl has linked
 * these. One source for both targets, as the rest of the runtime.
 *
 * The formulas are the textbook ones (C99 Annex G's identities), with the
 * cheap care that keeps ordinary values accurate: hypot for moduli, the
 * half-angle form of csqrt without cancellation, an imaginary part of 0
 * kept exact in cexp and clog of reals. They do not give every special
 * value (infinities, NaNs, signed zeros on branch cuts) that Annex G
 * lists; docs/language.md ("Device math") says so.
 *===----------------------------------------------------------------------===*/

#include "Common.h"

#ifdef __NVPTX__
#define HIER_MATH_D(name) __nv_##name
#define HIER_MATH_F(name) __nv_##name##f
#else
#define HIER_MATH_D(name) __ocml_##name##_f64
#define HIER_MATH_F(name) __ocml_##name##_f32
#endif

/* The vendor's real functions used below. */
#define HIER_REAL_FUNCTIONS(X)                                                 \
  X(exp) X(log) X(sqrt) X(sin) X(cos) X(sinh) X(cosh)
#define HIER_DECLARE_REAL(name)                                                \
  double HIER_MATH_D(name)(double);                                            \
  float HIER_MATH_F(name)(float);
HIER_REAL_FUNCTIONS(HIER_DECLARE_REAL)
double HIER_MATH_D(atan2)(double, double);
float HIER_MATH_F(atan2)(float, float);
double HIER_MATH_D(hypot)(double, double);
float HIER_MATH_F(hypot)(float, float);

/* The functions defined here, as <complex.h> declares them. */
/* clang-format off */
#define HIER_COMPLEX_TO_COMPLEX(X)                                             \
  X(conj) X(cproj) X(cexp) X(clog) X(csqrt) X(csin) X(ccos) X(ctan) X(csinh)  \
  X(ccosh) X(ctanh) X(casin) X(cacos) X(catan) X(casinh) X(cacosh) X(catanh)
/* clang-format on */
#define HIER_COMPLEX_TO_REAL(X) X(cabs) X(carg) X(creal) X(cimag)
#define HIER_DECLARE_C2C(name)                                                 \
  double _Complex name(double _Complex);                                       \
  float _Complex name##f(float _Complex);
#define HIER_DECLARE_C2R(name)                                                 \
  double name(double _Complex);                                                \
  float name##f(float _Complex);
HIER_COMPLEX_TO_COMPLEX(HIER_DECLARE_C2C)
HIER_COMPLEX_TO_REAL(HIER_DECLARE_C2R)
double _Complex cpow(double _Complex, double _Complex);
float _Complex cpowf(float _Complex, float _Complex);

/* The definitions for real type T, suffix S ("" or f) and the vendor's
   function names M. Products and quotients are written out: `*` and `/` on
   _Complex call __muldc3 and __divdc3, which the device does not have. */
#define HIER_DEFINE_COMPLEX(T, S, M)                                           \
  static inline T _Complex make##S(T re, T im) {                               \
    return __builtin_complex(re, im);                                          \
  }                                                                            \
  static inline T _Complex mul##S(T _Complex a, T _Complex b) {                \
    T ar = __real__ a, ai = __imag__ a, br = __real__ b, bi = __imag__ b;      \
    return make##S(ar * br - ai * bi, ar * bi + ai * br);                      \
  }                                                                            \
  /* i * z and -i * z. */                                                      \
  static inline T _Complex timesI##S(T _Complex z) {                           \
    return make##S(-__imag__ z, __real__ z);                                   \
  }                                                                            \
  static inline T _Complex timesMinusI##S(T _Complex z) {                      \
    return make##S(__imag__ z, -__real__ z);                                   \
  }                                                                            \
  HIER_RT T creal##S(T _Complex z) { return __real__ z; }                      \
  HIER_RT T cimag##S(T _Complex z) { return __imag__ z; }                      \
  HIER_RT T _Complex conj##S(T _Complex z) {                                   \
    return make##S(__real__ z, -__imag__ z);                                   \
  }                                                                            \
  HIER_RT T _Complex cproj##S(T _Complex z) {                                  \
    if (__builtin_isinf(__real__ z) || __builtin_isinf(__imag__ z))            \
      return make##S(__builtin_inf(), __builtin_copysign((T)0, __imag__ z));   \
    return z;                                                                  \
  }                                                                            \
  HIER_RT T cabs##S(T _Complex z) { return M(hypot)(__real__ z, __imag__ z); } \
  HIER_RT T carg##S(T _Complex z) { return M(atan2)(__imag__ z, __real__ z); } \
  HIER_RT T _Complex cexp##S(T _Complex z) {                                   \
    T e = M(exp)(__real__ z), y = __imag__ z;                                  \
    if (y == 0)                                                                \
      return make##S(e, y);                                                    \
    return make##S(e * M(cos)(y), e * M(sin)(y));                              \
  }                                                                            \
  HIER_RT T _Complex clog##S(T _Complex z) {                                   \
    return make##S(M(log)(cabs##S(z)), carg##S(z));                            \
  }                                                                            \
  /* sqrt(z) = t + i y/(2t), t = sqrt((|x| + |z|) / 2), for x >= 0; the        \
     roles swap for x < 0. No difference of close values. */                   \
  HIER_RT T _Complex csqrt##S(T _Complex z) {                                  \
    T x = __real__ z, y = __imag__ z;                                          \
    if (x == 0 && y == 0)                                                      \
      return make##S(0, y);                                                    \
    if (__builtin_isinf(y))                                                    \
      return make##S(__builtin_inf(), y);                                      \
    T t = M(sqrt)((T)0.5 * (__builtin_fabs(x) + M(hypot)(x, y)));              \
    if (x >= 0)                                                                \
      return make##S(t, y / (2 * t));                                          \
    return make##S(__builtin_fabs(y) / (2 * t), __builtin_copysign(t, y));     \
  }                                                                            \
  HIER_RT T _Complex cpow##S(T _Complex z, T _Complex w) {                     \
    if (__real__ z == 0 && __imag__ z == 0 && __imag__ w == 0 &&               \
        __real__ w > 0)                                                        \
      return make##S(0, 0);                                                    \
    return cexp##S(mul##S(w, clog##S(z)));                                     \
  }                                                                            \
  HIER_RT T _Complex csinh##S(T _Complex z) {                                  \
    T x = __real__ z, y = __imag__ z;                                          \
    return make##S(M(sinh)(x) * M(cos)(y), M(cosh)(x) * M(sin)(y));            \
  }                                                                            \
  HIER_RT T _Complex ccosh##S(T _Complex z) {                                  \
    T x = __real__ z, y = __imag__ z;                                          \
    return make##S(M(cosh)(x) * M(cos)(y), M(sinh)(x) * M(sin)(y));            \
  }                                                                            \
  /* tanh z = (sinh x cosh x + i sin y cos y) / (sinh^2 x + cos^2 y): the      \
     denominator a sum of squares, with no cancellation near the poles. For    \
     large |x| it is +-1 + 0i (sinh^2 overflows first). */                     \
  HIER_RT T _Complex ctanh##S(T _Complex z) {                                  \
    T x = __real__ z, y = __imag__ z;                                          \
    if (__builtin_fabs(x) > (T)20)                                             \
      return make##S(__builtin_copysign((T)1, x),                              \
                     4 * M(sin)(y) * M(cos)(y) *                               \
                         M(exp)(-2 * __builtin_fabs(x)));                      \
    T sh = M(sinh)(x), c = M(cos)(y);                                          \
    T d = sh * sh + c * c;                                                     \
    return make##S(sh * M(cosh)(x) / d, M(sin)(y) * c / d);                    \
  }                                                                            \
  /* sin z = -i sinh(iz), cos z = cosh(iz), tan z = -i tanh(iz). */            \
  HIER_RT T _Complex csin##S(T _Complex z) {                                   \
    return timesMinusI##S(csinh##S(timesI##S(z)));                             \
  }                                                                            \
  HIER_RT T _Complex ccos##S(T _Complex z) { return ccosh##S(timesI##S(z)); }  \
  HIER_RT T _Complex ctan##S(T _Complex z) {                                   \
    return timesMinusI##S(ctanh##S(timesI##S(z)));                             \
  }                                                                            \
  /* asinh z = log(z + sqrt(z^2 + 1)), acosh z = log(z + sqrt(z+1)             \
     sqrt(z-1)), atanh z = (log(1+z) - log(1-z)) / 2; the others through       \
     them, as Annex G's identities. */                                         \
  HIER_RT T _Complex casinh##S(T _Complex z) {                                 \
    T _Complex z2 = mul##S(z, z);                                              \
    T _Complex r = csqrt##S(make##S(__real__ z2 + 1, __imag__ z2));            \
    /* For Re z < 0, asinh(z) = -asinh(-z) keeps z + r from cancelling. */     \
    if (__real__ z < 0) {                                                      \
      T _Complex l =                                                           \
          clog##S(make##S(__real__ r - __real__ z, __imag__ r - __imag__ z));  \
      return make##S(-__real__ l, -__imag__ l);                                \
    }                                                                          \
    return clog##S(make##S(__real__ z + __real__ r, __imag__ z + __imag__ r)); \
  }                                                                            \
  HIER_RT T _Complex cacosh##S(T _Complex z) {                                 \
    T _Complex r = mul##S(csqrt##S(make##S(__real__ z + 1, __imag__ z)),       \
                          csqrt##S(make##S(__real__ z - 1, __imag__ z)));      \
    return clog##S(make##S(__real__ z + __real__ r, __imag__ z + __imag__ r)); \
  }                                                                            \
  HIER_RT T _Complex catanh##S(T _Complex z) {                                 \
    T _Complex a = clog##S(make##S(1 + __real__ z, __imag__ z));               \
    T _Complex b = clog##S(make##S(1 - __real__ z, -__imag__ z));              \
    return make##S((T)0.5 * (__real__ a - __real__ b),                         \
                   (T)0.5 * (__imag__ a - __imag__ b));                        \
  }                                                                            \
  HIER_RT T _Complex casin##S(T _Complex z) {                                  \
    return timesMinusI##S(casinh##S(timesI##S(z)));                            \
  }                                                                            \
  HIER_RT T _Complex catan##S(T _Complex z) {                                  \
    return timesMinusI##S(catanh##S(timesI##S(z)));                            \
  }                                                                            \
  /* acos z = pi/2 - asin z. */                                                \
  HIER_RT T _Complex cacos##S(T _Complex z) {                                  \
    T _Complex a = casin##S(z);                                                \
    return make##S((T)1.57079632679489661923 - __real__ a, -__imag__ a);       \
  }

HIER_DEFINE_COMPLEX(double, , HIER_MATH_D)
HIER_DEFINE_COMPLEX(float, f, HIER_MATH_F)
