// cgGLRegisterStates: defines in a context the CgFX states of GlStates.def (the table measured from
// NVIDIA's libCgGL), through libCg's public state API. It needs no GL context. What NVIDIA's does, measured
// (tests/libcg/oracle/states.c): a pass state whose name the context already defines is left as it is (so
// registering twice, or after the application defined a state of the same name, adds no duplicates), but
// the sampler states are added every time; no state shows callbacks, with or without a GL context, and with
// a GL context current (measured under GLX) VertexProgram/VertexShader and FragmentProgram/PixelShader get
// their stage's latest profile (arbvp1, arbfp1 on Mesa), so `compile latest` compiles for it. cgx's states
// get libCgGL's own callbacks (StateCallbacks.h), which libCg runs but does not return, as NVIDIA's libCgGL
// applies GL state.
#include <iterator>
#include <span>

#include "Bridge.h"
#include "StateCallbacks.h"

using namespace cgx::libcggl;

namespace {

struct Enumerant {
  const char* name;
  int value;
};

struct StateRow {
  const char* name;
  CGtype type;
  int elements;
  std::span<const Enumerant> enumerants;
};

constexpr std::span<const Enumerant> kNone;
#define CGX_GL_ENUMERANTS(set, ...) constexpr Enumerant k##set[] = {__VA_ARGS__};
#include "GlStates.def"

#define CGX_GL_STATE(name, type, elements, set) {#name, type, elements, std::span<const Enumerant>(k##set)},
constexpr StateRow kStates[] = {
#include "GlStates.def"
};

#define CGX_GL_SAMPLER_STATE(name, type, elements, set) {#name, type, elements, std::span<const Enumerant>(k##set)},
constexpr StateRow kSamplerStates[] = {
#include "GlStates.def"
};

void define(CGcontext context, const StateRow& row, bool sampler, StateCallbacks callbacks,
            CGprofile latest = CG_PROFILE_UNKNOWN) {
  CGstate made = sampler ? (row.elements > 0 ? cgCreateArraySamplerState(context, row.name, row.type, row.elements)
                                             : cgCreateSamplerState(context, row.name, row.type))
                         : (row.elements > 0 ? cgCreateArrayState(context, row.name, row.type, row.elements)
                                             : cgCreateState(context, row.name, row.type));
  for (const Enumerant& e : row.enumerants) cgAddStateEnumerant(made, e.name, e.value);
  if (!made) return;
  libcg().setInternalCallbacks(made, callbacks.set, callbacks.reset, callbacks.validate);
  if (latest != CG_PROFILE_UNKNOWN) cgSetStateLatestProfile(made, latest);
}

}  // namespace

extern "C" {

CGGL_API void CGGLENTRY cgGLRegisterStates(CGcontext context) {
  Call call;
  if (!cgIsContext(context)) {
    raise(CG_INVALID_CONTEXT_HANDLE_ERROR);
    return;
  }
  for (std::size_t i = 0; i < std::size(kStates); ++i)
    if (!cgGetNamedState(context, kStates[i].name))
      define(context, kStates[i], false, passStateCallbacks(i), passStateLatestProfile(i));
  for (std::size_t i = 0; i < std::size(kSamplerStates); ++i)
    define(context, kSamplerStates[i], true, samplerStateCallbacks(i));
}

}  // extern "C"
