/* What the device-math tests (device-math.c, device-math.cpp) share: the
 * <math.h> functions they call, one id each, the inputs each gets, and how
 * far a result computed on the GPU may be from the host's.
 *
 * The bound for a function is the maximum error CUDA documents for it (CUDA
 * C++ Programming Guide, "Mathematical Functions", the tables of maximum ulp
 * error, single and double precision, compute capability 5.2 and later)
 * plus the maximum error glibc documents for it on x86_64 (glibc manual,
 * "Known Maximum Errors in Math Functions"): both are distances from the
 * correctly rounded result, so the GPU's and the host's results can be that
 * far apart. Functions that either library returns exactly (sqrt, fma, fmod,
 * rint, frexp, ...) have 0. lgamma's bound holds outside [-23.0001, -2.2637]
 * (float: [-10.001, -2.264]), where the inputs are. The host fallback runs
 * the same library as the host reference, so it must agree exactly. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* X(ID, name, x from, x to, y from, y to (both 0: unary), float bound,
 *   double bound, specials) */
#define MATH_CASES(X)                                                          \
  X(ACOS, "acos", -1, 1, 0, 0, 3, 3, 1)                                        \
  X(ASIN, "asin", -1, 1, 0, 0, 3, 3, 1)                                        \
  X(ATAN, "atan", -50, 50, 0, 0, 3, 3, 1)                                      \
  X(ATAN2, "atan2", -10, 10, -10, 10, 5, 3, 1)                                 \
  X(COS, "cos", -20, 20, 0, 0, 3, 3, 1)                                        \
  X(SIN, "sin", -20, 20, 0, 0, 3, 3, 1)                                        \
  X(TAN, "tan", -20, 20, 0, 0, 5, 3, 1)                                        \
  X(SINCOS, "sincos", -20, 20, 0, 0, 3, 3, 1)                                  \
  X(ACOSH, "acosh", 1, 1e4, 0, 0, 6, 5, 1)                                     \
  X(ASINH, "asinh", -1e4, 1e4, 0, 0, 5, 5, 1)                                  \
  X(ATANH, "atanh", -1, 1, 0, 0, 5, 4, 1)                                      \
  X(COSH, "cosh", -80, 80, 0, 0, 4, 3, 1)                                      \
  X(SINH, "sinh", -80, 80, 0, 0, 5, 4, 1)                                      \
  X(TANH, "tanh", -10, 10, 0, 0, 4, 3, 1)                                      \
  X(EXP, "exp", -80, 80, 0, 0, 3, 2, 1)                                        \
  X(EXP2, "exp2", -120, 120, 0, 0, 3, 2, 1)                                    \
  X(EXP10, "exp10", -30, 30, 0, 0, 3, 3, 1)                                    \
  X(EXPM1, "expm1", -5, 5, 0, 0, 2, 2, 1)                                      \
  X(LOG, "log", 1e-6, 1e6, 0, 0, 2, 2, 1)                                      \
  X(LOG10, "log10", 1e-6, 1e6, 0, 0, 4, 3, 1)                                  \
  X(LOG2, "log2", 1e-6, 1e6, 0, 0, 2, 3, 1)                                    \
  X(LOG1P, "log1p", -0.9, 10, 0, 0, 2, 2, 1)                                   \
  X(LOGB, "logb", 1e-6, 1e6, 0, 0, 0, 0, 1)                                    \
  X(ILOGB, "ilogb", 1e-6, 1e6, 0, 0, 0, 0, 0)                                  \
  X(CBRT, "cbrt", -1e6, 1e6, 0, 0, 2, 5, 1)                                    \
  X(SQRT, "sqrt", 0, 1e6, 0, 0, 0, 0, 1)                                       \
  X(HYPOT, "hypot", -1e3, 1e3, -1e3, 1e3, 4, 3, 1)                             \
  X(POW, "pow", 0.01, 10, -10, 10, 5, 3, 1)                                    \
  X(ERF, "erf", -4, 4, 0, 0, 3, 3, 1)                                          \
  X(ERFC, "erfc", -2, 8, 0, 0, 7, 10, 1)                                       \
  X(LGAMMA, "lgamma", 0.1, 30, 0, 0, 13, 8, 1)                                 \
  X(TGAMMA, "tgamma", 0.1, 30, 0, 0, 13, 19, 1)                                \
  X(CEIL, "ceil", -100.7, 100.3, 0, 0, 0, 0, 1)                                \
  X(FLOOR, "floor", -100.7, 100.3, 0, 0, 0, 0, 1)                              \
  X(NEARBYINT, "nearbyint", -100.7, 100.3, 0, 0, 0, 0, 1)                      \
  X(RINT, "rint", -100.7, 100.3, 0, 0, 0, 0, 1)                                \
  X(ROUND, "round", -100.7, 100.3, 0, 0, 0, 0, 1)                              \
  X(TRUNC, "trunc", -100.7, 100.3, 0, 0, 0, 0, 1)                              \
  X(FABS, "fabs", -100.7, 100.3, 0, 0, 0, 0, 1)                                \
  X(LRINT, "lrint", -1e6, 1e6, 0, 0, 0, 0, 0)                                  \
  X(LLRINT, "llrint", -1e6, 1e6, 0, 0, 0, 0, 0)                                \
  X(LROUND, "lround", -1e6, 1e6, 0, 0, 0, 0, 0)                                \
  X(LLROUND, "llround", -1e6, 1e6, 0, 0, 0, 0, 0)                              \
  X(FMOD, "fmod", -100, 100, 0.3, 7, 0, 0, 1)                                  \
  X(REMAINDER, "remainder", -100, 100, 0.3, 7, 0, 0, 1)                        \
  X(REMQUO, "remquo", -100, 100, 0.3, 7, 0, 0, 1)                              \
  X(COPYSIGN, "copysign", -10, 10, -10, 10, 0, 0, 1)                           \
  X(NEXTAFTER, "nextafter", -10, 10, -10, 10, 0, 0, 1)                         \
  X(FDIM, "fdim", -10, 10, -10, 10, 0, 0, 1)                                   \
  X(FMAX, "fmax", -10, 10, -10, 10, 0, 0, 1)                                   \
  X(FMIN, "fmin", -10, 10, -10, 10, 0, 0, 1)                                   \
  X(FMA, "fma", -10, 10, -10, 10, 0, 0, 1)                                     \
  X(LDEXP, "ldexp", -10, 10, -20, 20, 0, 0, 1)                                 \
  X(SCALBN, "scalbn", -10, 10, -20, 20, 0, 0, 1)                               \
  X(FREXP, "frexp", -1e4, 1e4, 0, 0, 0, 0, 1)                                  \
  X(MODF, "modf", -1e4, 1e4, 0, 0, 0, 0, 1)                                    \
  X(CLASSIFY, "isnan isinf isfinite isnormal signbit fpclassify", -10, 10, 0,  \
    0, 0, 0, 1)

#define MATH_ID(ID, ...) F_##ID,
enum { MATH_CASES(MATH_ID) F_COUNT };
#undef MATH_ID

struct MathCase {
  const char *name;
  double lo, hi, ylo, yhi;
  int ulp_float, ulp_double;
  int specials; /* the special inputs too (not for functions whose result
                   for them the C standard leaves unspecified) */
};
#define MATH_ROW(ID, NAME, LO, HI, YLO, YHI, UF, UD, SP)                       \
  {NAME, LO, HI, YLO, YHI, UF, UD, SP},
static const struct MathCase Cases[F_COUNT] = {MATH_CASES(MATH_ROW)};
#undef MATH_ROW

/* Each function gets POINTS inputs spread over its range, then SPECIALS:
 * zeros, infinities, NaN, a subnormal, a value far out (trigonometric
 * argument reduction), a large negative one. */
#define POINTS 32
#define SPECIALS 8
#define PER_CASE (POINTS + SPECIALS)
#define NUM_INPUTS (F_COUNT * PER_CASE)

/* A function's results: the value, a second value (sincos's cosine, modf's
 * integral part) and an integer (frexp's exponent, remquo's quotient,
 * ilogb, lrint, the classification bits). */
struct MathResult {
  double v, w;
  long long k;
};

static double frac_part(double v) { return v - floor(v); }

/* Input i of the table, for float (is_float) or double. */
static void math_input(int i, int is_float, double *x, double *y) {
  const struct MathCase *c = &Cases[i / PER_CASE];
  int k = i % PER_CASE;
  double mid = c->ylo + (c->yhi - c->ylo) * 0.37;
  if (k < POINTS || !c->specials) {
    double t = (k % POINTS + frac_part(k * 0.6180339887)) / POINTS;
    double u = (k % POINTS + frac_part(k * 0.4142135623 + 0.5)) / POINTS;
    *x = c->lo + (c->hi - c->lo) * t;
    *y = c->ylo + (c->yhi - c->ylo) * u;
    return;
  }
  const double specials[SPECIALS] = {
      0.0, -0.0, INFINITY, -INFINITY, NAN, is_float ? 1e-40 : 1e-310, 1e30,
      -3.5e5};
  *x = specials[k - POINTS];
  *y = mid;
}

/* The distance from a to b in representable values: 0 if equal (+0 and -0
 * are equal) or both NaN, the maximum if only one is NaN. */
static uint64_t ulps_double(double a, double b) {
  if (isnan(a) || isnan(b))
    return isnan(a) && isnan(b) ? 0 : UINT64_MAX;
  int64_t ia, ib;
  memcpy(&ia, &a, sizeof a);
  memcpy(&ib, &b, sizeof b);
  if (ia < 0)
    ia = INT64_MIN - ia;
  if (ib < 0)
    ib = INT64_MIN - ib;
  return ia > ib ? (uint64_t)ia - (uint64_t)ib : (uint64_t)ib - (uint64_t)ia;
}

static uint64_t ulps_float(float a, float b) {
  if (isnan(a) || isnan(b))
    return isnan(a) && isnan(b) ? 0 : UINT64_MAX;
  int32_t ia, ib;
  memcpy(&ia, &a, sizeof a);
  memcpy(&ib, &b, sizeof b);
  int64_t la = ia < 0 ? (int64_t)INT32_MIN - ia : ia;
  int64_t lb = ib < 0 ? (int64_t)INT32_MIN - ib : ib;
  return (uint64_t)(la > lb ? la - lb : lb - la);
}

static int Checks = 0, Failures = 0;

/* Compares a GPU (or host fallback) result of function fn with the
 * host's. */
static void math_check(const char *where, const char *type, int is_float,
                       int fn, double x, double y, struct MathResult got,
                       struct MathResult want) {
  uint64_t bound = is_float ? Cases[fn].ulp_float : Cases[fn].ulp_double;
  uint64_t dv = is_float ? ulps_float((float)got.v, (float)want.v)
                         : ulps_double(got.v, want.v);
  uint64_t dw = is_float ? ulps_float((float)got.w, (float)want.w)
                         : ulps_double(got.w, want.w);
  int k_ok = got.k == want.k;
  if (fn == F_REMQUO) /* C: the sign and at least the low 3 bits of the
                         quotient, and nothing when there is none (NaN).
                         CUDA keeps exactly 3 bits, so a quotient of -8 is
                         0, whose sign an int cannot show (H100). */
    k_ok = isnan(want.v) ||
           ((llabs(got.k) & 7) == (llabs(want.k) & 7) &&
            (got.k == 0 || (got.k < 0) == (want.k < 0)));
  ++Checks;
  if (dv <= bound && dw <= bound && k_ok)
    return;
  ++Failures;
  printf("FAIL %s %s<%s>(%.17g, %.17g): got (%.17g, %.17g, %lld), want "
         "(%.17g, %.17g, %lld), %llu and %llu ulps apart, bound %llu\n",
         where, Cases[fn].name, type, x, y, got.v, got.w, got.k, want.v, want.w,
         want.k, (unsigned long long)dv, (unsigned long long)dw,
         (unsigned long long)bound);
}
