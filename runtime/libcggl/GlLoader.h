// GL's entry points, from the application's current context: libCgGL draws with whatever context the
// application made current (GLUT's GLX one, or an EGL one), so it asks that context's API for them.
#pragma once

namespace cgx::libcggl {

// Whether GL's entry points are loaded and the GL can run libCgGL's programs (GL 2.0's GLSL 1.10 and GL
// 4.1's or ARB_separate_shader_objects' program pipelines). Loads them on the first call that finds a
// current context; until then (no context yet) false, and a later call tries again.
bool glReady();

// The current GL context (EGL's or GLX's handle for it), or null: GL objects that are not shared between
// contexts (program pipelines) are made again when it changes.
void* currentContext();

}  // namespace cgx::libcggl
