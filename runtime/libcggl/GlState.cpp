#include "GlState.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "FixedFunctionVertex.h"
#include "GlLoader.h"

namespace cgx::libcggl {

namespace {

// The uniform bool of a fragment program's GLSL that reads its qualified inputs from its own varyings when
// true, from GL's built-ins when false (compiler/glsl/Writer.h, kQualifiedInputs: libCgGL links no compiler
// code, so the name is repeated here).
constexpr const char* kQualifiedInputsSwitch = "cgx_qualifiedInputs";

bool immediate(CGprogram program) {
  return cgGetParameterSettingMode(cgGetProgramContext(program)) == CG_IMMEDIATE_PARAMETER_SETTING;
}

// libCg's hooks (CgxPrivate.h). Values reach GL as NVIDIA's libCgGL sends them: at once in immediate mode,
// at cgUpdateProgramParameters and cgGLBindProgram in deferred mode.
void onValueChanged(CGprogram program, CGparameter leaf) {
  if (immediate(program)) uploadLeaf(program, leaf);
}

void onUpdate(CGprogram program) { uploadAll(program); }

void onProgramChanged(CGprogram program, int destroyed) {
  GlState& s = glState();
  // The program's texture settings go with its parameters (their handles die with them).
  for (auto it = s.textures.begin(); it != s.textures.end();)
    it = !cgIsParameter(it->first) || cgGetParameterProgram(it->first) == program ? s.textures.erase(it)
                                                                                   : std::next(it);
  auto found = s.programs.find(program);
  if (found == s.programs.end()) return;
  if (!destroyed) {
    // Compiled again: the next bind loads the new code (its parameters are new handles).
    found->second.stale = found->second.id != 0;
    found->second.uniforms.clear();
    found->second.uniformIndex.clear();
    found->second.samplers.clear();
    return;
  }
  forgetProgram(program);
}

const CgxLibCgHooksV5 kHooks = {onValueChanged,  onUpdate,        onProgramChanged,      onBufferChanged,
                                onBufferMapping, onBufferDestroyed, onProgramBufferChanged};

// The buffer a buffer member reads from, or null (none is bound, or it is no buffer member).
CGbuffer bufferOf(CGprogram program, const Uniform& u) {
  return u.bufferIndex >= 0 ? cgGetProgramBuffer(program, u.bufferIndex) : nullptr;
}

// A buffer member's value from its buffer, as cgGetParameterValuedr orders it: one 16-byte register per row
// (per column for a column-major matrix, whose rows and columns `u` has swapped), 32-bit floats or integers.
bool bufferValues(CGbuffer buffer, const Uniform& u, double* values) {
  for (int r = 0; r < u.rows; ++r) {
    unsigned char bytes[16];
    if (!readBuffer(buffer, u.bufferOffset + 16 * r, 4 * u.columns, bytes)) return false;
    for (int c = 0; c < u.columns; ++c) {
      if (u.integral) {
        std::int32_t v;
        std::memcpy(&v, bytes + 4 * c, 4);
        values[r * u.columns + c] = v;
      } else {
        float v;
        std::memcpy(&v, bytes + 4 * c, 4);
        values[r * u.columns + c] = v;
      }
    }
  }
  return true;
}

std::string infoLog(GLuint object, bool program) {
  GLint length = 0;
  program ? glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length) : glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  std::string log(static_cast<std::size_t>(std::max(length, 1)), '\0');
  program ? glGetProgramInfoLog(object, length, nullptr, log.data())
          : glGetShaderInfoLog(object, length, nullptr, log.data());
  log.resize(log.find('\0') == std::string::npos ? log.size() : log.find('\0'));
  return log;
}

// The program's leaves in libCg's order: the entry's parameters, then the globals.
template <typename F>
void forEachLeaf(CGprogram program, F&& f) {
  for (CGenum space : {CG_PROGRAM, CG_GLOBAL})
    for (CGparameter leaf = cgGetFirstLeafParameter(program, space); leaf; leaf = cgGetNextLeafParameter(leaf)) f(leaf);
}

bool isSampler(CGparameter leaf) { return cgGetTypeClass(cgGetParameterType(leaf)) == CG_PARAMETERCLASS_SAMPLER; }

// Texture units: the texunit libCg reports (cgc's TEXn for the assembly profiles), else the next one in
// declaration order (the glsl profiles name samplers, not units).
std::unordered_map<CGparameter, int> samplerUnits(CGprogram program) {
  std::unordered_map<CGparameter, int> units;
  int next = 0;
  forEachLeaf(program, [&](CGparameter leaf) {
    if (!isSampler(leaf) || cgGetParameterVariability(leaf) != CG_UNIFORM) return;
    const CGresource resource = cgGetParameterResource(leaf);
    const bool texunit = (resource >= CG_TEXUNIT0 && resource <= CG_TEXUNIT15) ||
                         (resource >= CG_TEXUNIT16 && resource <= CG_TEXUNIT31);
    units[leaf] = texunit ? static_cast<int>(cgGetParameterResourceIndex(leaf)) : next;
    next = std::max(next, units[leaf] + 1);
  });
  return units;
}

// Compiles `text` and links it alone as a separable program, `beforeLink` run on the program object first;
// 0 with the GL log in *log on failure.
template <typename BeforeLink>
GLuint linkSeparable(GLenum shaderType, const char* text, BeforeLink&& beforeLink, std::string* log) {
  GLuint shader = glCreateShader(shaderType);
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (ok != GL_TRUE) {
    *log = "cgx: GL did not compile the program's GLSL:\n" + infoLog(shader, false);
    glDeleteShader(shader);
    return 0;
  }
  GLuint id = glCreateProgram();
  glProgramParameteri(id, GL_PROGRAM_SEPARABLE, GL_TRUE);
  glAttachShader(id, shader);
  beforeLink(id);
  glLinkProgram(id);
  glDetachShader(id, shader);
  glDeleteShader(shader);
  glGetProgramiv(id, GL_LINK_STATUS, &ok);
  if (ok != GL_TRUE) {
    *log = "cgx: GL did not link the program's GLSL:\n" + infoLog(id, true);
    glDeleteProgram(id);
    return 0;
  }
  return id;
}

// The program's GLSL as a separable program; 0 with the GL log in *log on failure.
GLuint buildProgram(CGprogram program, GLenum shaderType, std::string* log) {
  // Vertex inputs that are not GL built-ins read the generic attribute cgc gives their semantic (ATTR6,
  // TANGENT = 14), so cgGLSetParameterPointer and glVertexAttrib agree with NVIDIA's numbering.
  auto bindAttributes = [program](GLuint id) {
    forEachLeaf(program, [&](CGparameter leaf) {
      CgxGlslBindingV3 binding{};
      // GL's built-ins (gl_Color) have numbers of their own and cannot be bound.
      if (libcg().glslBinding(leaf, &binding) && binding.location >= 0 && binding.glslName[0] != '\0' &&
          std::strncmp(binding.glslName, "gl_", 3) != 0)
        glBindAttribLocation(id, static_cast<GLuint>(binding.location), binding.glslName);
    });
  };
  return linkSeparable(shaderType, cgGetProgramString(program, CG_COMPILED_PROGRAM), bindAttributes, log);
}

// A fragment program's stand-in for the fixed-function vertex stage (FixedFunctionVertex.h), or 0 when fixed
// function serves it. Should GL refuse the stand-in (a bug of libCgGL's), the program still loads and reads
// the built-ins, as before there was a stand-in, with GL's log as the listing (no error: nothing the
// application did is wrong, and it draws as it used to).
GLuint buildFixedVertex(CGprogram fragment) {
  const std::vector<FragmentInput> inputs = fragmentInputs(fragment);
  if (std::none_of(inputs.begin(), inputs.end(), [](const FragmentInput& input) { return input.own; })) return 0;
  GLint fogSource = GL_FRAGMENT_DEPTH;  // asked only here: most programs need no stand-in
  glGetIntegerv(GL_FOG_COORD_SRC, &fogSource);
  const std::string text = fixedFunctionVertexShader(inputs, fogSource == GL_FOG_COORD);
  std::string log;
  const GLuint id = linkSeparable(GL_VERTEX_SHADER, text.c_str(), [](GLuint) {}, &log);
  if (id == 0) cgSetLastListing(cgGetProgramContext(fragment), ("cgx: libCgGL's fixed-function stand-in: " + log).c_str());
  return id;
}

// A fragment program with varyings of its own meets fixed function through its stand-in, which takes the
// empty vertex stage of `ids` (FixedFunctionVertex.h), and reads its qualified inputs from it; a vertex or
// geometry program before it writes only built-ins, which it then reads (compiler/glsl/Writer.h's switch).
void useFixedVertex(GLuint ids[kStages]) {
  GlState& s = glState();
  if (ids[kFragment] == 0) return;
  const GlProgram& fragment = s.programs[s.bound[kFragment]];
  const bool standIn = fragment.fixedVertex != 0 && ids[kVertex] == 0 && ids[kGeometry] == 0;
  if (standIn) ids[kVertex] = fragment.fixedVertex;
  if (fragment.qualifiedInputs >= 0) glProgramUniform1i(fragment.id, fragment.qualifiedInputs, standIn ? 1 : 0);
}

// Whether two stages put samplers of different types (texture targets) on one texture unit.
bool samplersConflict(const GlProgram& one, const GlProgram& other) {
  for (const Sampler& a : one.samplers)
    for (const Sampler& b : other.samplers)
      if (a.unit == b.unit && a.target != b.target) return true;
  return false;
}

}  // namespace

GlState& glState() {
  static GlState* s = [] {
    libcg().setHooks(&kHooks);
    return new GlState;  // never destroyed: applications destroy Cg objects from atexit handlers
  }();
  return *s;
}

int stageOf(CGprofile profile) {
  // NVIDIA's OpenGL profiles of the two stages (Direct3D's are libCgD3D's business), of those cgx compiles.
  switch (profile) {
    case CG_PROFILE_ARBVP1: case CG_PROFILE_VP20: case CG_PROFILE_VP30: case CG_PROFILE_VP40:
    case CG_PROFILE_GP4VP: case CG_PROFILE_GP5VP: case CG_PROFILE_GLSLV:
      return cgIsProfileSupported(profile) ? kVertex : -1;
    case CG_PROFILE_ARBFP1: case CG_PROFILE_FP20: case CG_PROFILE_FP30: case CG_PROFILE_FP40:
    case CG_PROFILE_GP4FP: case CG_PROFILE_GP5FP: case CG_PROFILE_GLSLF:
      return cgIsProfileSupported(profile) ? kFragment : -1;
    case CG_PROFILE_GP4GP: case CG_PROFILE_GP5GP: case CG_PROFILE_GLSLG:
      return cgIsProfileSupported(profile) ? kGeometry : -1;
    default:
      return -1;
  }
}

bool geometryShadersRun() { return glReady() && GLAD_GL_VERSION_3_2; }

bool vertexTexturesRun() {
  if (!glReady()) return false;
  GLint units = 0;
  glGetIntegerv(GL_MAX_VERTEX_TEXTURE_IMAGE_UNITS, &units);
  return units > 0;
}

GLenum samplerTarget(CGtype type) {
  switch (type) {
    case CG_SAMPLER1D: case CG_SAMPLER1DSHADOW: return GL_TEXTURE_1D;
    case CG_SAMPLER3D: return GL_TEXTURE_3D;
    case CG_SAMPLERRECT: case CG_SAMPLERRECTSHADOW: return GL_TEXTURE_RECTANGLE;
    case CG_SAMPLERCUBE: return GL_TEXTURE_CUBE_MAP;
    case CG_SAMPLER1DARRAY: return GL_TEXTURE_1D_ARRAY;
    case CG_SAMPLER2DARRAY: return GL_TEXTURE_2D_ARRAY;
    case CG_SAMPLERCUBEARRAY: return GL_TEXTURE_CUBE_MAP_ARRAY;
    default: return GL_TEXTURE_2D;
  }
}

bool loadProgram(CGprogram program) {
  GlState& s = glState();
  CGcontext context = cgGetProgramContext(program);
  if (!cgIsProgramCompiled(program)) cgCompileProgram(program);  // manual or lazy compiling: load compiles
  if (!cgIsProgramCompiled(program)) {
    raise(CG_PROGRAM_LOAD_ERROR, context);
    return false;
  }
  if (!glReady()) {
    cgSetLastListing(context, "cgx: no current OpenGL context that runs GLSL 1.10 with separable programs\n");
    raise(CG_PROGRAM_LOAD_ERROR, context);
    return false;
  }
  const CGprofile profile = cgGetProgramProfile(program);
  std::string log;
  constexpr GLenum kShaderTypes[kStages] = {GL_VERTEX_SHADER, GL_FRAGMENT_SHADER, GL_GEOMETRY_SHADER};
  const int stage = stageOf(profile);
  if (stage == kGeometry && !geometryShadersRun()) {
    cgSetLastListing(context, "cgx: geometry programs need OpenGL 3.2 (GLSL 1.50 geometry shaders)\n");
    raise(CG_PROGRAM_LOAD_ERROR, context);
    return false;
  }
  const GLuint id = buildProgram(program, kShaderTypes[stage], &log);
  if (id == 0) {
    cgSetLastListing(context, log.c_str());
    raise(CG_PROGRAM_LOAD_ERROR, context);
    return false;
  }
  unloadProgram(program);
  GlProgram& loaded = s.programs[program];
  loaded = GlProgram{};
  loaded.id = id;
  loaded.fixedVertex = stage == kFragment ? buildFixedVertex(program) : 0;
  // The switch is not a Cg parameter: GL's default, false, reads the built-ins until applyStages decides.
  loaded.qualifiedInputs = stage == kFragment ? glGetUniformLocation(id, kQualifiedInputsSwitch) : -1;
  const std::unordered_map<CGparameter, int> units = samplerUnits(program);
  forEachLeaf(program, [&](CGparameter leaf) {
    if (cgGetParameterVariability(leaf) != CG_UNIFORM) return;
    CgxGlslBindingV3 binding{};
    if (!libcg().glslBinding(leaf, &binding) || binding.glslName[0] == '\0') return;
    const GLint location = glGetUniformLocation(id, binding.glslName);
    if (location < 0) return;  // declared but not read: GL dropped it, and there is nothing to set
    const CGtype type = cgGetParameterType(leaf);
    if (isSampler(leaf)) {
      const int unit = units.at(leaf);
      loaded.samplers.push_back({leaf, unit, samplerTarget(type)});
      glProgramUniform1i(id, location, unit);
      return;
    }
    Uniform u;
    u.leaf = leaf;
    u.location = location;
    u.rows = std::max(1, cgGetParameterRows(leaf));
    u.columns = std::max(1, cgGetParameterColumns(leaf));
    u.matrix = cgGetParameterClass(leaf) == CG_PARAMETERCLASS_MATRIX && u.rows >= 2 && u.columns >= 2;
    // Column-wise storage (#pragma pack_matrix): the GLSL uniform holds the transposed matrix, whose rows
    // are Cg's columns (cgGetParameterValuedc's order), laid out like any other matrix.
    u.columnMajor = cgGetParameterClass(leaf) == CG_PARAMETERCLASS_MATRIX &&
                    cgGetMatrixParameterOrder(leaf) == CG_COLUMN_MAJOR;
    if (u.columnMajor) std::swap(u.rows, u.columns);
    const CGtype base = cgGetParameterBaseType(leaf);
    u.integral = base == CG_INT || base == CG_BOOL;
    u.padded = binding.padded != 0;
    // A member of a buffer the profile reads (gp4, gp5) has NVIDIA's buffer[n] as its resource. In the other
    // profiles a BUFFER-bound uniform is a constant, set as any other (runtime/libcg/ProgramBuild.cpp).
    const int resource = cgGetParameterResource(leaf);
    if (resource >= CG_BUFFER0 && resource <= CG_BUFFER11) {
      u.bufferIndex = resource - CG_BUFFER0;
      u.bufferOffset = cgGetParameterBufferOffset(leaf);
    }
    loaded.uniformIndex[leaf] = loaded.uniforms.size();
    loaded.uniforms.push_back(u);
  });
  uploadAll(program);
  // Loaded again while bound: the pipeline must run the new program object, not the deleted one.
  for (CGprogram bound : s.bound)
    if (bound == program) {
      applyStages();
      break;
    }
  return true;
}

void unloadProgram(CGprogram program) {
  GlState& s = glState();
  auto found = s.programs.find(program);
  if (found == s.programs.end()) return;
  if (found->second.id != 0 && glReady()) glDeleteProgram(found->second.id);
  if (found->second.fixedVertex != 0 && glReady()) glDeleteProgram(found->second.fixedVertex);
  found->second = GlProgram{};
}

void forgetProgram(CGprogram program) {
  GlState& s = glState();
  unloadProgram(program);
  s.programs.erase(program);
  bool wasBound = false;
  for (CGprogram& bound : s.bound)
    if (bound == program) {
      bound = nullptr;
      wasBound = true;
    }
  if (wasBound) applyStages();  // its stage goes back to fixed function
}

void applyStages() {
  GlState& s = glState();
  if (!glReady()) return;
  GLuint ids[kStages] = {};
  bool any = false;
  for (int stage = 0; stage < kStages; ++stage) {
    if (!s.enabled[stage] || !s.bound[stage]) continue;
    auto found = s.programs.find(s.bound[stage]);
    if (found == s.programs.end()) continue;
    if (found->second.stale && !loadProgram(s.bound[stage])) continue;
    ids[stage] = s.programs[s.bound[stage]].id;
    any = any || ids[stage] != 0;
  }
  // GL forbids samplers of two types on one unit, and llvmpipe crashes drawing such a pipeline rather than
  // refusing the draw: the later stage (fragment, then geometry) is left out.
  for (int later : {kFragment, kGeometry})
    for (int earlier : {kVertex, kGeometry})
      if (earlier != later && ids[earlier] != 0 && ids[later] != 0 &&
          samplersConflict(s.programs[s.bound[earlier]], s.programs[s.bound[later]])) {
        raise(CG_PROGRAM_BIND_ERROR, cgGetProgramContext(s.bound[later]));
        ids[later] = 0;
      }
  useFixedVertex(ids);
  if (!any) {
    glBindProgramPipeline(0);
    return;
  }
  if (s.pipeline == 0 || s.pipelineContext != currentContext()) {
    // Pipelines are not shared between contexts: another context current means another pipeline.
    glGenProgramPipelines(1, &s.pipeline);
    s.pipelineContext = currentContext();
  }
  glUseProgram(0);  // a current program would take precedence over the pipeline
  glUseProgramStages(s.pipeline, GL_VERTEX_SHADER_BIT, ids[kVertex]);
  glUseProgramStages(s.pipeline, GL_FRAGMENT_SHADER_BIT, ids[kFragment]);
  if (geometryShadersRun()) glUseProgramStages(s.pipeline, GL_GEOMETRY_SHADER_BIT, ids[kGeometry]);
  glBindProgramPipeline(s.pipeline);
}

void uploadLeaf(CGprogram program, CGparameter leaf) {
  GlState& s = glState();
  auto found = s.programs.find(program);
  if (found == s.programs.end() || found->second.id == 0 || !glReady()) return;
  const GlProgram& p = found->second;
  auto index = p.uniformIndex.find(leaf);
  if (index == p.uniformIndex.end()) return;
  const Uniform& u = p.uniforms[index->second];
  double values[16] = {};
  const int count = u.rows * u.columns;
  if (count > 16) return;
  if (u.bufferIndex >= 0) {
    // Nothing bound at the index, or a range past the buffer's end: the uniform keeps what it had.
    CGbuffer buffer = bufferOf(program, u);
    if (!buffer || !bufferValues(buffer, u, values)) return;
  } else {
    const int read = u.columnMajor ? cgGetParameterValuedc(leaf, 16, values) : cgGetParameterValuedr(leaf, 16, values);
    if (read < count) return;
  }
  if (u.integral) {
    GLint v[4] = {};
    for (int k = 0; k < count && k < 4; ++k) v[k] = static_cast<GLint>(values[k]);
    using Setter = void(GLAD_API_PTR*)(GLuint, GLint, GLsizei, const GLint*);
    const Setter setters[4] = {glad_glProgramUniform1iv, glad_glProgramUniform2iv, glad_glProgramUniform3iv,
                               glad_glProgramUniform4iv};
    setters[std::min(count, 4) - 1](p.id, u.location, 1, v);
    return;
  }
  GLfloat v[16] = {};
  for (int k = 0; k < count; ++k) v[k] = static_cast<GLfloat>(values[k]);
  if (!u.matrix) {
    using Setter = void(GLAD_API_PTR*)(GLuint, GLint, GLsizei, const GLfloat*);
    const Setter setters[4] = {glad_glProgramUniform1fv, glad_glProgramUniform2fv, glad_glProgramUniform3fv,
                               glad_glProgramUniform4fv};
    setters[std::min(count, 4) - 1](p.id, u.location, 1, v);
    return;
  }
  // cgx's GLSL holds Cg's rows as its matrix's columns (glsl/Writer.h), so Cg's row-major values go up
  // untransposed, as GL's glUniformMatrix{Cg rows}x{Cg columns}.
  using Setter = void(GLAD_API_PTR*)(GLuint, GLint, GLsizei, GLboolean, const GLfloat*);
  const Setter setters[3][3] = {
      {glad_glProgramUniformMatrix2fv, glad_glProgramUniformMatrix2x3fv, glad_glProgramUniformMatrix2x4fv},
      {glad_glProgramUniformMatrix3x2fv, glad_glProgramUniformMatrix3fv, glad_glProgramUniformMatrix3x4fv},
      {glad_glProgramUniformMatrix4x2fv, glad_glProgramUniformMatrix4x3fv, glad_glProgramUniformMatrix4fv}};
  if (!u.padded) {
    setters[u.rows - 2][u.columns - 2](p.id, u.location, 1, GL_FALSE, v);
    return;
  }
  const int n = std::max(u.rows, u.columns);  // GLSL 1.10: square, Cg's rows first, zeros around
  GLfloat square[16] = {};
  for (int r = 0; r < u.rows; ++r)
    for (int c = 0; c < u.columns; ++c) square[r * n + c] = v[r * u.columns + c];
  setters[n - 2][n - 2](p.id, u.location, 1, GL_FALSE, square);
}

void uploadAll(CGprogram program) {
  GlState& s = glState();
  auto found = s.programs.find(program);
  if (found == s.programs.end() || found->second.id == 0) return;
  for (const Uniform& u : found->second.uniforms) uploadLeaf(program, u.leaf);
}

void uploadBufferLeaves(CGprogram program, CGbuffer buffer) {
  GlState& s = glState();
  auto found = s.programs.find(program);
  if (found == s.programs.end() || found->second.id == 0) return;
  for (const Uniform& u : found->second.uniforms)
    if (u.bufferIndex >= 0 && (!buffer || bufferOf(program, u) == buffer)) uploadLeaf(program, u.leaf);
}

int samplerUnit(CGparameter leaf) {
  CGprogram program = cgGetParameterProgram(leaf);
  if (!program) return -1;
  const std::unordered_map<CGparameter, int> units = samplerUnits(program);
  auto found = units.find(leaf);
  return found == units.end() ? -1 : found->second;
}

GLuint textureOf(CGparameter param) {
  const GlState& s = glState();
  // Connections are acyclic (cgConnectParameter refuses cycles) but may be long: bounded all the same.
  for (int hops = 0; param && hops < 1024; ++hops, param = cgGetConnectedParameter(param)) {
    auto found = s.textures.find(param);
    if (found != s.textures.end()) return found->second;
  }
  return 0;
}

void bindTexture(CGparameter leaf, bool enable) {
  const int unit = samplerUnit(leaf);
  if (unit < 0 || !glReady()) return;
  GLint active = GL_TEXTURE0;
  glGetIntegerv(GL_ACTIVE_TEXTURE, &active);
  glActiveTexture(static_cast<GLenum>(GL_TEXTURE0 + unit));
  glBindTexture(samplerTarget(cgGetParameterType(leaf)), enable ? textureOf(leaf) : 0);
  glActiveTexture(static_cast<GLenum>(active));  // the application's selection stays as it was
}

}  // namespace cgx::libcggl
