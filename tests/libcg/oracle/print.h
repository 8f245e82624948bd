/* What the oracles share: each call's answer and the error it left, printed the same way for NVIDIA's libCg
 * and cgx's (compare.cmake diffs the two outputs). P prints a number (as a long), S a string. */
#ifndef CGX_ORACLE_PRINT_H
#define CGX_ORACLE_PRINT_H

#include <Cg/cg.h>
#include <stdio.h>

#define P(label, expr)                        \
  do {                                        \
    long r_ = (long)(expr);                   \
    CGerror e_ = cgGetError();                \
    printf("%s=%ld err=%d\n", label, r_, e_); \
  } while (0)
#define S(label, expr)                                        \
  do {                                                        \
    const char* r_ = (expr);                                  \
    CGerror e_ = cgGetError();                                \
    printf("%s: %s err=%d\n", label, r_ ? r_ : "(null)", e_); \
  } while (0)

/* A state assignment's values of each type: null or the values, the count, the error. */
static inline void floats(const char* what, CGstateassignment sa) {
  int i, n = -5;
  const float* v = cgGetFloatStateAssignmentValues(sa, &n);
  CGerror e = cgGetError();
  printf("%s: %s n=%d", what, v ? "values" : "null", n);
  for (i = 0; v && i < n; ++i) printf(" %g", v[i]);
  printf(" err=%d\n", e);
}
static inline void ints(const char* what, CGstateassignment sa) {
  int i, n = -5;
  const int* v = cgGetIntStateAssignmentValues(sa, &n);
  CGerror e = cgGetError();
  printf("%s: %s n=%d", what, v ? "values" : "null", n);
  for (i = 0; v && i < n; ++i) printf(" %d", v[i]);
  printf(" err=%d\n", e);
}
static inline void bools(const char* what, CGstateassignment sa) {
  int i, n = -5;
  const CGbool* v = cgGetBoolStateAssignmentValues(sa, &n);
  CGerror e = cgGetError();
  printf("%s: %s n=%d", what, v ? "values" : "null", n);
  for (i = 0; v && i < n; ++i) printf(" %d", v[i]);
  printf(" err=%d\n", e);
}

#endif
