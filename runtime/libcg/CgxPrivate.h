/* libCg's private interface to libCgGL. The two are separate shared libraries, as NVIDIA's are (programs
 * link -lCg -lCgGL), but libCgGL needs what the public API does not give: libCg's error state inside a
 * call (so its errors reach cgGetError, the callback and the handler like libCg's own), the GLSL name each
 * parameter became, word of value changes, program lifetimes and buffer changes, a buffer's bytes, and the
 * context's GLSL version (cgGLSetContextGLSLVersion). libCg exports one function,
 * cgx_private_libcg_v5, returning this table; the _v5 is the interface's version (a change of this table
 * is a new name, so a libCgGL never reads a table of another shape). Nothing else may call it.
 */
#ifndef CGX_PRIVATE_H
#define CGX_PRIVATE_H

#include <Cg/cg.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What libCg reports to libCgGL. Every hook runs inside the libCg call that caused it, under libCg's
 * lock, so it may call the API back (the lock is recursive) but must not destroy what it is told about. */
typedef struct CgxLibCgHooksV5 {
  /* A numeric leaf of a program changed value: set on it, on a parameter above it, or on a shared
   * parameter it reads through connections (cgConnectParameter), or it was connected to another value. */
  void (*valueChanged)(CGprogram program, CGparameter leaf);
  /* cgUpdateProgramParameters(program): deferred values are due. */
  void (*updateProgram)(CGprogram program);
  /* The program was compiled again (its parameter handles are new) or, with destroyed set, is about to be
   * destroyed (its handles still valid during the call). */
  void (*programChanged)(CGprogram program, int destroyed);
  /* A buffer's bytes changed: [offset, offset + size) of the `total` bytes at `bytes` (cgSetBufferData,
   * which may resize it, cgSetBufferSubData, and cgUnmapBuffer after any map: the application may have
   * written them). */
  void (*bufferChanged)(CGbuffer buffer, const void* bytes, int offset, int size, int total);
  /* cgMapBuffer is about to hand out the buffer's `size` bytes: a buffer whose bytes may have changed
   * elsewhere (a GL buffer object the application wrote with glBufferSubData) writes them into `bytes`. */
  void (*bufferMapping)(CGbuffer buffer, void* bytes, int size);
  /* The buffer is about to be destroyed (cgDestroyBuffer, or its context's destruction). */
  void (*bufferDestroyed)(CGbuffer buffer);
  /* The buffer a program binds at buffer index `index` changed (cgSetProgramBuffer,
   * cgSetUniformBufferParameter). */
  void (*programBufferChanged)(CGprogram program, int index);
} CgxLibCgHooksV5;

/* What a leaf parameter became in the program's GLSL (the compiler's reflection, include/cgx/Reflection.h). */
typedef struct CgxGlslBindingV3 {
  const char* glslName;  /* "light.pos", "gl_MultiTexCoord0", "gl_TexCoord[0]", "" when not declared */
  int padded;            /* a non-square matrix stored as a zero-padded square one (GLSL 110) */
  int location;          /* a vertex input's generic attribute number (glBindAttribLocation), else -1 */
  /* "uniform", "attribute", "varying" (a varying of cgx's own, named cgx_<SEMANTIC>), "builtin", "output";
   * "" when not declared. */
  const char* kind;
  /* A varying's interpolation qualifier as declared: "flat", "noperspective", "centroid", or "". A
   * fragment input of kind "varying" with one is a qualified input (compiler/glsl/Writer.h). */
  const char* interpolation;
} CgxGlslBindingV3;

typedef struct CgxLibCgPrivateV5 {
  /* Brackets an API call of libCgGL's: libCg's lock is held between them, and errors raised in between
   * reach the error callback and handler when the outermost call ends, as in libCg's own calls. */
  void (*enter)(void);
  void (*leave)(void);
  /* Records an error as libCg's functions do (cgGetError, cgGetLastErrorString, callback, handler). */
  void (*raise)(CGerror error, CGcontext context);
  /* A leaf's GLSL binding; false (no error raised) for an invalid handle or a non-leaf. The name stays
   * valid while the parameter lives. */
  CGbool (*glslBinding)(CGparameter leaf, CgxGlslBindingV3* binding);
  /* Installs (or with null, removes) the hooks. */
  void (*setHooks)(const CgxLibCgHooksV5* hooks);
  /* Gives a state libCgGL's own set, reset and validate callbacks (cgGLRegisterStates' GL states). They run
   * where the state has no callback of the application's (cgSetStateCallbacks), and cgGetState*Callback
   * does not return them: NVIDIA's libCgGL applies GL state so (docs/libcg.md). */
  void (*setInternalCallbacks)(CGstate state, CGstatecallback set, CGstatecallback reset,
                               CGstatecallback validate);
  /* The GLSL version ("110", "120"; "" or null: the default) a context's glslv and glslf programs are
   * compiled in from now on, and the one set; false (no error raised) for an invalid context. */
  CGbool (*setGlslVersion)(CGcontext context, const char* version);
  const char* (*glslVersion)(CGcontext context);
  /* A buffer's bytes and their number (libCg's copy, without mapping it); null (no error raised) for an
   * invalid handle. Valid until the buffer next changes. */
  const void* (*bufferBytes)(CGbuffer buffer, int* size);
} CgxLibCgPrivateV5;

CG_API const CgxLibCgPrivateV5* CGENTRY cgx_private_libcg_v5(void);

#ifdef __cplusplus
}
#endif

#endif
