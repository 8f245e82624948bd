// Sizes of GLSL types as GL reports them (glGetActiveUniform, glGetTransformFeedbackVarying).
#pragma once

namespace cgx::gl {

// Scalar components of one value of the GL type enum (GL_FLOAT_VEC3: 3, GL_FLOAT_MAT2x3: 6); 0 for types
// that hold no plain components (samplers, unknown enums).
int componentCount(unsigned int type);

}  // namespace cgx::gl
