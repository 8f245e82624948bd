// libCgGL's way into libCg (runtime/libcg/CgxPrivate.h): every API function opens a Call, which holds
// libCg's lock for the call and lets errors raised during it reach cgGetError, the error callback and
// the handler when the outermost call ends, exactly as libCg's own functions do.
#pragma once

#include <glad/gl.h>  // before cgGL.h: glad replaces <GL/gl.h>
#define CGGL_NO_OPENGL
#include <Cg/cgGL.h>

#include "libcg/CgxPrivate.h"

namespace cgx::libcggl {

const CgxLibCgPrivateV5& libcg();

class Call {
 public:
  Call() { libcg().enter(); }
  ~Call() { libcg().leave(); }
  Call(const Call&) = delete;
  Call& operator=(const Call&) = delete;
};

inline void raise(CGerror error, CGcontext context = nullptr) { libcg().raise(error, context); }

}  // namespace cgx::libcggl
