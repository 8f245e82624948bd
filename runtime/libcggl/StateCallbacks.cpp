// What libCgGL's GL states do (StateCallbacks.h): per state of GlStates.def (named through enums made from
// that one list, so a misspelt or removed state is a compile error), the GL call that applies a value and
// the value cgResetPassState restores. The reset values are OpenGL's initial state (the OpenGL 2.1
// specification's state tables), which is what NVIDIA's restores where measured. A state not listed here
// has no callbacks yet: a technique assigning it does not validate (NVIDIA's validates it).
//
// Validation: a GL state validates when GL is there to apply it (a current context libCgGL can use); a
// program state when its program's profile is one libCgGL runs and the program compiles (`compile latest`
// with the stage's latest profile; assigning NULL validates: it leaves the stage to fixed function).
// Measured from NVIDIA's libCgGL under GLX (docs/libcg.md): reset restores GL's initial values, not the
// values before the set; its states show no callbacks; a program of another stage's profile validates.
#include "StateCallbacks.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <utility>

#include "GlLoader.h"
#include "GlState.h"

namespace cgx::libcggl {

namespace {

// The states, in GlStates.def's order: PassState::DepthFunc is the row cgGLRegisterStates defines DepthFunc
// from.
#define CGX_GL_STATE(name, type, elements, set) name,
enum class PassState : std::size_t {
#include "GlStates.def"
  kCount
};
#define CGX_GL_SAMPLER_STATE(name, type, elements, set) name,
enum class SamplerState : std::size_t {
#include "GlStates.def"
  kCount
};
#define CGX_GL_STATE(name, type, elements, set) type,
constexpr CGtype kPassTypes[] = {
#include "GlStates.def"
};
#define CGX_GL_SAMPLER_STATE(name, type, elements, set) type,
constexpr CGtype kSamplerTypes[] = {
#include "GlStates.def"
};
constexpr std::size_t kPassCount = static_cast<std::size_t>(PassState::kCount);
constexpr std::size_t kSamplerCount = static_cast<std::size_t>(SamplerState::kCount);

enum class Which { Set, Reset, Validate };

// A value as the callbacks get it: up to 16 components (a float4x4), whatever the state's base type.
using Values = std::array<double, 16>;

// A GL state: `set` applies a value (index: the element of an array state), `reset` restores GL's initial
// state for that element.
struct GlBehaviour {
  PassState state;
  void (*set)(const Values& v, int index);
  void (*reset)(int index);
};

// A state's integer as GL's unsigned: -1 (`~0`, a mask of all ones) is 0xFFFFFFFF. Clamped first: converting
// a double outside the target's range is undefined, and an application may set any value.
GLuint u(double v) {
  return std::isnan(v) ? 0u : static_cast<GLuint>(static_cast<std::int64_t>(std::clamp(v, -9.0e18, 9.0e18)));
}
GLenum e(double v) { return u(v); }
GLint i32(double v) { return static_cast<GLint>(u(v)); }
GLboolean b(double v) { return v != 0 ? GL_TRUE : GL_FALSE; }
GLfloat f(double v) { return static_cast<GLfloat>(std::clamp(v, -double{FLT_MAX}, double{FLT_MAX})); }
void enable(GLenum cap, bool on) { on ? glEnable(cap) : glDisable(cap); }

// An enable state of one GL capability, and of one of a numbered range of them (GL_LIGHT0 + index).
#define CGX_ENABLE(state, cap, initial)                                                                 \
  {PassState::state, [](const Values& v, int) { enable(cap, v[0] != 0); }, [](int) { enable(cap, initial); }}
#define CGX_ENABLE_INDEXED(state, first, initial)                                                       \
  {PassState::state, [](const Values& v, int i) { enable(static_cast<GLenum>(first + i), v[0] != 0); }, \
   [](int i) { enable(static_cast<GLenum>(first + i), initial); }}
// A state set by one GL call from its components (`apply` reads `v`), reset by the same call with GL's
// initial values (the arguments after `apply`).
#define CGX_CALL(state, apply, ...)                                                                     \
  {PassState::state, [](const Values& v, int) { apply; }, [](int) {                                     \
     const Values v{__VA_ARGS__};                                                                       \
     apply;                                                                                             \
   }}
#define CGX_CALL_INDEXED(state, apply, ...)                                                             \
  {PassState::state, [](const Values& v, int i) { apply; }, [](int i) {                                 \
     const Values v{__VA_ARGS__};                                                                       \
     apply;                                                                                             \
   }}

void lightVector(int i, GLenum what, const Values& v) {
  const GLfloat c[4] = {f(v[0]), f(v[1]), f(v[2]), f(v[3])};
  glLightfv(static_cast<GLenum>(GL_LIGHT0 + i), what, c);
}
void materialVector(GLenum what, const Values& v) {
  const GLfloat c[4] = {f(v[0]), f(v[1]), f(v[2]), f(v[3])};
  glMaterialfv(GL_FRONT_AND_BACK, what, c);
}
void vector4(void (*call)(GLenum, const GLfloat*), GLenum what, const Values& v) {
  const GLfloat c[4] = {f(v[0]), f(v[1]), f(v[2]), f(v[3])};
  call(what, c);
}
void lightModel(GLenum what, const GLfloat* c) { glLightModelfv(what, c); }
void fog(GLenum what, const GLfloat* c) { glFogfv(what, c); }

constexpr GlBehaviour kGl[] = {
    CGX_ENABLE(AlphaTestEnable, GL_ALPHA_TEST, false),
    CGX_ENABLE(AutoNormalEnable, GL_AUTO_NORMAL, false),
    CGX_ENABLE(BlendEnable, GL_BLEND, false),
    CGX_ENABLE(AlphaBlendEnable, GL_BLEND, false),
    CGX_ENABLE(ColorLogicOpEnable, GL_COLOR_LOGIC_OP, false),
    CGX_ENABLE(ColorVertex, GL_COLOR_MATERIAL, false),
    CGX_ENABLE(CullFaceEnable, GL_CULL_FACE, false),
    CGX_ENABLE(DepthClampEnable, GL_DEPTH_CLAMP, false),
    CGX_ENABLE(DepthTestEnable, GL_DEPTH_TEST, false),
    CGX_ENABLE(ZEnable, GL_DEPTH_TEST, false),
    CGX_ENABLE(DitherEnable, GL_DITHER, true),
    CGX_ENABLE(FogEnable, GL_FOG, false),
    CGX_ENABLE(LightingEnable, GL_LIGHTING, false),
    CGX_ENABLE(LineSmoothEnable, GL_LINE_SMOOTH, false),
    CGX_ENABLE(LineStippleEnable, GL_LINE_STIPPLE, false),
    CGX_ENABLE(MultisampleEnable, GL_MULTISAMPLE, true),
    CGX_ENABLE(MultiSampleAntialias, GL_MULTISAMPLE, true),
    CGX_ENABLE(NormalizeEnable, GL_NORMALIZE, false),
    CGX_ENABLE(PointSmoothEnable, GL_POINT_SMOOTH, false),
    CGX_ENABLE(PointSpriteEnable, GL_POINT_SPRITE, false),
    CGX_ENABLE(PolygonOffsetFillEnable, GL_POLYGON_OFFSET_FILL, false),
    CGX_ENABLE(PolygonOffsetLineEnable, GL_POLYGON_OFFSET_LINE, false),
    CGX_ENABLE(PolygonOffsetPointEnable, GL_POLYGON_OFFSET_POINT, false),
    CGX_ENABLE(PolygonSmoothEnable, GL_POLYGON_SMOOTH, false),
    CGX_ENABLE(PolygonStippleEnable, GL_POLYGON_STIPPLE, false),
    CGX_ENABLE(RescaleNormalEnable, GL_RESCALE_NORMAL, false),
    CGX_ENABLE(SampleAlphaToCoverageEnable, GL_SAMPLE_ALPHA_TO_COVERAGE, false),
    CGX_ENABLE(SampleAlphaToOneEnable, GL_SAMPLE_ALPHA_TO_ONE, false),
    CGX_ENABLE(SampleCoverageEnable, GL_SAMPLE_COVERAGE, false),
    CGX_ENABLE(ScissorTestEnable, GL_SCISSOR_TEST, false),
    CGX_ENABLE(StencilTestEnable, GL_STENCIL_TEST, false),
    CGX_ENABLE(StencilEnable, GL_STENCIL_TEST, false),
    CGX_ENABLE(VertexProgramPointSizeEnable, GL_VERTEX_PROGRAM_POINT_SIZE, false),
    CGX_ENABLE(VertexProgramTwoSideEnable, GL_VERTEX_PROGRAM_TWO_SIDE, false),
    CGX_ENABLE_INDEXED(LightEnable, GL_LIGHT0, false),
    CGX_ENABLE_INDEXED(ClipPlaneEnable, GL_CLIP_PLANE0, false),
    CGX_CALL(LightModelLocalViewerEnable, glLightModeli(GL_LIGHT_MODEL_LOCAL_VIEWER, v[0] != 0), 0),
    CGX_CALL(LocalViewer, glLightModeli(GL_LIGHT_MODEL_LOCAL_VIEWER, v[0] != 0), 0),
    CGX_CALL(LightModelTwoSideEnable, glLightModeli(GL_LIGHT_MODEL_TWO_SIDE, v[0] != 0), 0),
    CGX_CALL(AlphaFunc, glAlphaFunc(e(v[0]), f(v[1])), GL_ALWAYS, 0),
    CGX_CALL(BlendFunc, glBlendFunc(e(v[0]), e(v[1])), GL_ONE, GL_ZERO),
    CGX_CALL(BlendFuncSeparate, glBlendFuncSeparate(e(v[0]), e(v[1]), e(v[2]), e(v[3])), GL_ONE, GL_ZERO, GL_ONE,
             GL_ZERO),
    CGX_CALL(BlendEquation, glBlendEquation(e(v[0])), GL_FUNC_ADD),
    CGX_CALL(BlendOp, glBlendEquation(e(v[0])), GL_FUNC_ADD),
    CGX_CALL(BlendEquationSeparate, glBlendEquationSeparate(e(v[0]), e(v[1])), GL_FUNC_ADD, GL_FUNC_ADD),
    CGX_CALL(BlendColor, glBlendColor(f(v[0]), f(v[1]), f(v[2]), f(v[3])), 0, 0, 0, 0),
    CGX_CALL(ClearColor, glClearColor(f(v[0]), f(v[1]), f(v[2]), f(v[3])), 0, 0, 0, 0),
    CGX_CALL(ClearDepth, glClearDepth(v[0]), 1),
    CGX_CALL(ClearStencil, glClearStencil(i32(v[0])), 0),
    CGX_CALL(ColorMask, glColorMask(b(v[0]), b(v[1]), b(v[2]), b(v[3])), 1, 1, 1, 1),
    CGX_CALL(ColorWriteEnable, glColorMask(b(v[0]), b(v[1]), b(v[2]), b(v[3])), 1, 1, 1, 1),
    CGX_CALL(CullFace, glCullFace(e(v[0])), GL_BACK),
    CGX_CALL(CullMode, glCullFace(e(v[0])), GL_BACK),
    CGX_CALL(DepthFunc, glDepthFunc(e(v[0])), GL_LESS),
    CGX_CALL(ZFunc, glDepthFunc(e(v[0])), GL_LESS),
    CGX_CALL(DepthMask, glDepthMask(b(v[0])), 1),
    CGX_CALL(ZWriteEnable, glDepthMask(b(v[0])), 1),
    CGX_CALL(DepthRange, glDepthRange(v[0], v[1]), 0, 1),
    CGX_CALL(FogMode, glFogi(GL_FOG_MODE, i32(v[0])), GL_EXP),
    CGX_CALL(FogDensity, glFogf(GL_FOG_DENSITY, f(v[0])), 1),
    CGX_CALL(FogStart, glFogf(GL_FOG_START, f(v[0])), 0),
    CGX_CALL(FogEnd, glFogf(GL_FOG_END, f(v[0])), 1),
    CGX_CALL(FogColor, vector4(fog, GL_FOG_COLOR, v), 0, 0, 0, 0),
    CGX_CALL(FrontFace, glFrontFace(e(v[0])), GL_CCW),
    CGX_CALL(LightModelAmbient, vector4(lightModel, GL_LIGHT_MODEL_AMBIENT, v), 0.2, 0.2, 0.2, 1),
    CGX_CALL(Ambient, vector4(lightModel, GL_LIGHT_MODEL_AMBIENT, v), 0.2, 0.2, 0.2, 1),
    CGX_CALL(LightModelColorControl, glLightModeli(GL_LIGHT_MODEL_COLOR_CONTROL, i32(v[0])),
             GL_SINGLE_COLOR),
    CGX_CALL(LineWidth, glLineWidth(f(v[0])), 1),
    CGX_CALL(LineStipple, glLineStipple(i32(v[0]), static_cast<GLushort>(u(v[1]))), 1, 0xFFFF),
    CGX_CALL(LogicOp, glLogicOp(e(v[0])), GL_COPY),
    CGX_CALL(PointSize, glPointSize(f(v[0])), 1),
    CGX_CALL(PolygonMode, glPolygonMode(e(v[0]), e(v[1])), GL_FRONT_AND_BACK, GL_FILL),
    CGX_CALL(PolygonOffset, glPolygonOffset(f(v[0]), f(v[1])), 0, 0),
    CGX_CALL(ShadeModel, glShadeModel(e(v[0])), GL_SMOOTH),
    CGX_CALL(ShadeMode, glShadeModel(e(v[0])), GL_SMOOTH),
    CGX_CALL(StencilFunc, glStencilFunc(e(v[0]), i32(v[1]), u(v[2])), GL_ALWAYS, 0, 0xFFFFFFFFu),
    CGX_CALL(StencilMask, glStencilMask(u(v[0])), 0xFFFFFFFFu),
    CGX_CALL(StencilWriteMask, glStencilMask(u(v[0])), 0xFFFFFFFFu),
    CGX_CALL(StencilOp, glStencilOp(e(v[0]), e(v[1]), e(v[2])), GL_KEEP, GL_KEEP, GL_KEEP),
    CGX_CALL(StencilFuncSeparate, glStencilFuncSeparate(e(v[0]), e(v[1]), i32(v[2]), u(v[3])), GL_FRONT_AND_BACK,
             GL_ALWAYS, 0, 0xFFFFFFFFu),
    CGX_CALL(StencilMaskSeparate, glStencilMaskSeparate(e(v[0]), u(v[1])), GL_FRONT_AND_BACK, 0xFFFFFFFFu),
    CGX_CALL(StencilOpSeparate, glStencilOpSeparate(e(v[0]), e(v[1]), e(v[2]), e(v[3])), GL_FRONT_AND_BACK, GL_KEEP,
             GL_KEEP, GL_KEEP),
    CGX_CALL(MaterialAmbient, materialVector(GL_AMBIENT, v), 0.2, 0.2, 0.2, 1),
    CGX_CALL(MaterialDiffuse, materialVector(GL_DIFFUSE, v), 0.8, 0.8, 0.8, 1),
    CGX_CALL(MaterialSpecular, materialVector(GL_SPECULAR, v), 0, 0, 0, 1),
    CGX_CALL(MaterialEmission, materialVector(GL_EMISSION, v), 0, 0, 0, 1),
    CGX_CALL(MaterialEmissive, materialVector(GL_EMISSION, v), 0, 0, 0, 1),
    CGX_CALL(MaterialShininess, glMaterialf(GL_FRONT_AND_BACK, GL_SHININESS, f(v[0])), 0),
    CGX_CALL(MaterialPower, glMaterialf(GL_FRONT_AND_BACK, GL_SHININESS, f(v[0])), 0),
    CGX_CALL_INDEXED(LightAmbient, lightVector(i, GL_AMBIENT, v), 0, 0, 0, 1),
    // GL's light 0 starts white, the others black.
    {PassState::LightDiffuse, [](const Values& v, int i) { lightVector(i, GL_DIFFUSE, v); },
     [](int i) { lightVector(i, GL_DIFFUSE, i == 0 ? Values{1, 1, 1, 1} : Values{0, 0, 0, 1}); }},
    {PassState::LightSpecular, [](const Values& v, int i) { lightVector(i, GL_SPECULAR, v); },
     [](int i) { lightVector(i, GL_SPECULAR, i == 0 ? Values{1, 1, 1, 1} : Values{0, 0, 0, 1}); }},
    CGX_CALL_INDEXED(LightPosition, lightVector(i, GL_POSITION, v), 0, 0, 1, 0),
    CGX_CALL_INDEXED(LightSpotDirection, lightVector(i, GL_SPOT_DIRECTION, v), 0, 0, -1, 0),
    CGX_CALL_INDEXED(LightConstantAttenuation, glLightf(GL_LIGHT0 + i, GL_CONSTANT_ATTENUATION, f(v[0])), 1),
    CGX_CALL_INDEXED(LightAttenuation0, glLightf(GL_LIGHT0 + i, GL_CONSTANT_ATTENUATION, f(v[0])), 1),
    CGX_CALL_INDEXED(LightLinearAttenuation, glLightf(GL_LIGHT0 + i, GL_LINEAR_ATTENUATION, f(v[0])), 0),
    CGX_CALL_INDEXED(LightAttenuation1, glLightf(GL_LIGHT0 + i, GL_LINEAR_ATTENUATION, f(v[0])), 0),
    CGX_CALL_INDEXED(LightQuadraticAttenuation, glLightf(GL_LIGHT0 + i, GL_QUADRATIC_ATTENUATION, f(v[0])), 0),
    CGX_CALL_INDEXED(LightAttenuation2, glLightf(GL_LIGHT0 + i, GL_QUADRATIC_ATTENUATION, f(v[0])), 0),
    CGX_CALL_INDEXED(LightSpotCutoff, glLightf(GL_LIGHT0 + i, GL_SPOT_CUTOFF, f(v[0])), 180),
    CGX_CALL_INDEXED(LightSpotExponent, glLightf(GL_LIGHT0 + i, GL_SPOT_EXPONENT, f(v[0])), 0),
};

// A program state: the stage its program runs in.
struct ProgramBehaviour {
  PassState state;
  Stage stage;
};
constexpr ProgramBehaviour kPrograms[] = {
    {PassState::VertexProgram, kVertex},
    {PassState::VertexShader, kVertex},
    {PassState::FragmentProgram, kFragment},
    {PassState::PixelShader, kFragment},
    {PassState::GeometryProgram, kGeometry},
    {PassState::GeometryShader, kGeometry},
};

CGGLenum profileClass(Stage stage) {
  return stage == kVertex ? CG_GL_VERTEX : stage == kFragment ? CG_GL_FRAGMENT : CG_GL_GEOMETRY;
}

// A sampler state: `set` applies a value to the texture bound at `target`. No reset: cgSetSamplerState
// only sets.
struct SamplerBehaviour {
  SamplerState state;
  void (*set)(GLenum target, const Values& v);
};

#define CGX_TEX_INT(state, name)                                                                        \
  {SamplerState::state, [](GLenum target, const Values& v) { glTexParameteri(target, name, i32(v[0])); }}
#define CGX_TEX_FLOAT(state, name)                                                                      \
  {SamplerState::state, [](GLenum target, const Values& v) { glTexParameterf(target, name, f(v[0])); }}

constexpr SamplerBehaviour kSamplers[] = {
    CGX_TEX_INT(WrapS, GL_TEXTURE_WRAP_S),
    CGX_TEX_INT(AddressU, GL_TEXTURE_WRAP_S),
    CGX_TEX_INT(WrapT, GL_TEXTURE_WRAP_T),
    CGX_TEX_INT(AddressV, GL_TEXTURE_WRAP_T),
    CGX_TEX_INT(WrapR, GL_TEXTURE_WRAP_R),
    CGX_TEX_INT(AddressW, GL_TEXTURE_WRAP_R),
    CGX_TEX_INT(MinFilter, GL_TEXTURE_MIN_FILTER),
    CGX_TEX_INT(MagFilter, GL_TEXTURE_MAG_FILTER),
    CGX_TEX_FLOAT(MipMapLodBias, GL_TEXTURE_LOD_BIAS),
    CGX_TEX_FLOAT(LODBias, GL_TEXTURE_LOD_BIAS),
    CGX_TEX_INT(DepthMode, GL_DEPTH_TEXTURE_MODE),
    CGX_TEX_INT(CompareMode, GL_TEXTURE_COMPARE_MODE),
    CGX_TEX_INT(CompareFunc, GL_TEXTURE_COMPARE_FUNC),
    CGX_TEX_INT(GenerateMipmap, GL_GENERATE_MIPMAP),
    {SamplerState::BorderColor,
     [](GLenum target, const Values& v) {
       const GLfloat c[4] = {f(v[0]), f(v[1]), f(v[2]), f(v[3])};
       glTexParameterfv(target, GL_TEXTURE_BORDER_COLOR, c);
     }},
};

// The assignment's value as doubles, by the state's base type.
Values valuesOf(CGstateassignment assignment, CGtype type) {
  Values values{};
  int count = 0;
  auto copy = [&](const auto* read) {
    for (int i = 0; read && i < count && i < static_cast<int>(values.size()); ++i) values[i] = read[i];
  };
  switch (cgGetTypeBase(type)) {
    case CG_BOOL: copy(cgGetBoolStateAssignmentValues(assignment, &count)); break;
    case CG_INT: copy(cgGetIntStateAssignmentValues(assignment, &count)); break;
    default: copy(cgGetFloatStateAssignmentValues(assignment, &count)); break;
  }
  return values;
}

template <class Table, class Key>
const auto* find(const Table& table, Key state) {
  for (const auto& row : table)
    if (row.state == state) return &row;
  return static_cast<decltype(&table[0])>(nullptr);
}

// A program of `compile latest` is generic until it is used (libCg makes it so, as NVIDIA's): the stage's
// latest profile compiles it here, where GL is there to say which that is. One not compiled yet (manual
// compile mode) is compiled.
bool validProgram(CGprogram program, Stage stage) {
  if (!glReady()) return false;
  if (cgGetProgramProfile(program) == CG_PROFILE_GENERIC)
    cgSetProgramProfile(program, cgGLGetLatestProfile(profileClass(stage)));
  // Not `!= stage`: NVIDIA's validates a vertex program assigned to FragmentProgram (measured), and binding
  // it uses its own profile's stage.
  if (stageOf(cgGetProgramProfile(program)) < 0) return false;
  if (!cgIsProgramCompiled(program)) cgCompileProgram(program);
  return cgIsProgramCompiled(program) == CG_TRUE;
}

CGbool program(const ProgramBehaviour& behaviour, CGstateassignment assignment, Which call) {
  CGprogram program = cgGetProgramStateAssignmentValue(assignment);
  const CGprofile profile = program ? cgGetProgramProfile(program) : CG_PROFILE_UNKNOWN;
  if (call == Which::Validate) return !program || validProgram(program, behaviour.stage) ? CG_TRUE : CG_FALSE;
  if (!glReady()) return CG_FALSE;
  // Which profile names the stage to cgGLDisableProfile when the value is NULL: any of the stage's.
  constexpr CGprofile kStageProfiles[kStages] = {CG_PROFILE_ARBVP1, CG_PROFILE_ARBFP1, CG_PROFILE_GP4GP};
  const CGprofile stageProfile = program ? profile : kStageProfiles[behaviour.stage];
  if (call == Which::Reset || !program) {
    cgGLDisableProfile(stageProfile);
    cgGLUnbindProgram(stageProfile);  // also resets the program's managed textures
    return CG_TRUE;
  }
  if (!cgGLIsProgramLoaded(program)) cgGLLoadProgram(program);
  cgGLBindProgram(program);
  cgGLEnableProfile(profile);
  return glState().bound[behaviour.stage] == program ? CG_TRUE : CG_FALSE;
}

CGbool pass(std::size_t row, CGstateassignment assignment, Which call) {
  const PassState state = static_cast<PassState>(row);
  if (const ProgramBehaviour* p = find(kPrograms, state)) return program(*p, assignment, call);
  const GlBehaviour* behaviour = find(kGl, state);
  if (!behaviour || !glReady()) return CG_FALSE;
  const int index = cgGetStateAssignmentIndex(assignment);
  switch (call) {
    case Which::Validate: return CG_TRUE;
    case Which::Set: behaviour->set(valuesOf(assignment, kPassTypes[row]), index); break;
    case Which::Reset: behaviour->reset(index); break;
  }
  return CG_TRUE;
}

// The query for the texture bound at `target`, to put the application's binding back.
GLenum bindingOf(GLenum target) {
  switch (target) {
    case GL_TEXTURE_1D: return GL_TEXTURE_BINDING_1D;
    case GL_TEXTURE_3D: return GL_TEXTURE_BINDING_3D;
    case GL_TEXTURE_CUBE_MAP: return GL_TEXTURE_BINDING_CUBE_MAP;
    case GL_TEXTURE_RECTANGLE: return GL_TEXTURE_BINDING_RECTANGLE;
    case GL_TEXTURE_2D_ARRAY: return GL_TEXTURE_BINDING_2D_ARRAY;
    case GL_TEXTURE_1D_ARRAY: return GL_TEXTURE_BINDING_1D_ARRAY;
    default: return GL_TEXTURE_BINDING_2D;
  }
}

CGbool sampler(std::size_t row, CGstateassignment assignment) {
  CGparameter parameter = cgGetSamplerStateAssignmentParameter(assignment);
  if (!parameter || !glReady()) return CG_FALSE;
  const SamplerState state = static_cast<SamplerState>(row);
  // The sampler samples the texture parameter's texture from now on. A texture parameter without a texture
  // leaves the sampler's own (cgGLSetTextureParameter on the sampler): cgfx_procfx sets its cube map so
  // before cgSetSamplerState, with `Texture` naming a texture parameter it never sets, and draws lit under
  // NVIDIA's libCgGL (docs/libcg.md, the apps table).
  if (state == SamplerState::Texture) {
    CGparameter texture = cgGetTextureStateAssignmentValue(assignment);
    if (const GLuint name = texture ? textureOf(texture) : 0) glState().textures[parameter] = name;
    return CG_TRUE;
  }
  const SamplerBehaviour* behaviour = find(kSamplers, state);
  const GLuint texture = textureOf(parameter);
  if (!behaviour || texture == 0) return CG_FALSE;  // no texture yet to give the state to
  const GLenum target = samplerTarget(cgGetParameterType(parameter));
  GLint previous = 0;
  glGetIntegerv(bindingOf(target), &previous);
  glBindTexture(target, texture);
  behaviour->set(target, valuesOf(assignment, kSamplerTypes[row]));
  glBindTexture(target, static_cast<GLuint>(previous));  // the application's binding stays as it was
  return CG_TRUE;
}

template <std::size_t Row>
CGbool setPass(CGstateassignment a) {
  return pass(Row, a, Which::Set);
}
template <std::size_t Row>
CGbool resetPass(CGstateassignment a) {
  return pass(Row, a, Which::Reset);
}
template <std::size_t Row>
CGbool validatePass(CGstateassignment a) {
  return pass(Row, a, Which::Validate);
}
template <std::size_t Row>
CGbool setSampler(CGstateassignment a) {
  return sampler(Row, a);
}
template <std::size_t Row>
CGbool validateSampler(CGstateassignment) {
  return glReady() ? CG_TRUE : CG_FALSE;
}

template <std::size_t... Rows>
constexpr std::array<StateCallbacks, sizeof...(Rows)> passCallbacks(std::index_sequence<Rows...>) {
  return {StateCallbacks{&setPass<Rows>, &resetPass<Rows>, &validatePass<Rows>}...};
}
template <std::size_t... Rows>
constexpr std::array<StateCallbacks, sizeof...(Rows)> samplerCallbacks(std::index_sequence<Rows...>) {
  return {StateCallbacks{&setSampler<Rows>, nullptr, &validateSampler<Rows>}...};
}
constexpr auto kPassCallbacks = passCallbacks(std::make_index_sequence<kPassCount>());
constexpr auto kSamplerCallbacks = samplerCallbacks(std::make_index_sequence<kSamplerCount>());

}  // namespace

StateCallbacks passStateCallbacks(std::size_t row) {
  const PassState state = static_cast<PassState>(row);
  if (row >= kPassCount || (!find(kPrograms, state) && !find(kGl, state))) return {};
  return kPassCallbacks[row];
}

CGprofile passStateLatestProfile(std::size_t row) {
  const ProgramBehaviour* p = row < kPassCount ? find(kPrograms, static_cast<PassState>(row)) : nullptr;
  // A context current now, not one libCgGL saw before (glReady stays true once GL is loaded).
  if (!p || !currentContext()) return CG_PROFILE_UNKNOWN;
  return cgGLGetLatestProfile(profileClass(p->stage));
}

StateCallbacks samplerStateCallbacks(std::size_t row) {
  const SamplerState state = static_cast<SamplerState>(row);
  if (row >= kSamplerCount || (state != SamplerState::Texture && !find(kSamplers, state))) return {};
  return kSamplerCallbacks[row];
}

}  // namespace cgx::libcggl
