/* libCg's cgEvaluateProgram runs a program on cgx's CPU back end (the LLVM JIT), which lives in its own
 * library, libcgx-cgeval.so, so that libCg.so itself does not load LLVM: libCg opens it (dlopen, from the
 * folder libCg.so was loaded from) the first time a program is evaluated. It exports one function,
 * cgx_evaluate_v1; the _v1 is the interface's version, as in CgxPrivate.h. Nothing else may call it. */
#ifndef CGX_EVAL_H
#define CGX_EVAL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A uniform leaf's value, as libCg holds it: Cg's order (a matrix row after row). */
typedef struct CgxEvalUniformV1 {
  const char* path;  /* "light.color", "a[2]" */
  const double* values;
  int count;
} CgxEvalUniformV1;

typedef struct CgxEvalRequestV1 {
  const char* source;
  const char* fileName;    /* "" for a program from a string */
  const char* entry;
  /* The program's compiler arguments, parsed by libCg: macro definitions "NAME=VALUE" in order, -I
   * folders, -po options. */
  const char* const* defines;
  int defineCount;
  const char* const* includePaths;
  int includePathCount;
  const char* const* profileOptions;
  int profileOptionCount;
  const CgxEvalUniformV1* uniforms;
  int uniformCount;
  float* buffer; /* ncomps * nx * ny * nz floats, x varying fastest */
  int ncomps, nx, ny, nz;
} CgxEvalRequestV1;

/* Runs the program at the centres of an nx x ny x nz grid over [0, 1]^3: a POSITION input reads the
 * point, a PSIZE input the grid's spacing, and the first ncomps components of the COLOR output are stored.
 * Returns 0, or -1 with a message (compile errors with their diagnostics) in error[0 .. errorSize). */
typedef int (*CgxEvaluateV1)(const CgxEvalRequestV1* request, char* error, size_t errorSize);
int cgx_evaluate_v1(const CgxEvalRequestV1* request, char* error, size_t errorSize);

#ifdef __cplusplus
}
#endif

#endif
