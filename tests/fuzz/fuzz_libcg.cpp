// libFuzzer target: libCg's C API (runtime/libcg, include/Cg/cg.h), structured. The input is a byte stream of
// cg* calls, each an opcode byte and its operands (FuzzedDataProvider): contexts and programs made and
// destroyed (a program from one of the fixed sources below, or one of them with a fuzzed splice, in a
// profile, entry and options from the input), parameter trees walked, values set and read with counts and
// buffer sizes from the input, shared parameters connected, errors and listings read, an error handler
// that calls back into the API or destroys the context it is given, programs combined, virtual include
// files set (and an include callback that adds one or destroys its context mid-compile), generic programs
// evaluated on small grids, CgFX state definitions made, listed, given enumerants and read back, effects
// made from source or built through the API (techniques, passes, state assignments given values of every
// type, effect parameters, annotations), walked, their passes' states set. Handles
// come from everything this input has made, destroyed ones included (stale), or are invented bits.
//
// The harness keeps its side of every contract: a buffer passed with a count holds exactly that many
// values (so that ASan catches the library reading or writing past it), fixed-arity calls (cgSetParameter4fv,
// the matrix calls) get their 4 or 16 values, every string the library returns is read to its end and every
// array to its length. Anything else is the library's: a crash, a sanitizer report, a timeout, or an
// internal compiler error in a listing is a finding; any CGerror is fine. Every input starts from defaults
// (policies, handler, pending errors) and destroys what it made, so inputs do not depend on each other.
#include <Cg/cg.h>
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <string>
#include <type_traits>
#include <vector>

namespace {

constexpr std::size_t kMaxCalls = 48;
constexpr int kMaxPrograms = 4;  // compiles per input: each costs far more than every other call together
constexpr int kMaxValues = 80;   // count operands range over [-2, kMaxValues]

// Written for this target: every kind of parameter libCg reflects (structs, arrays of structs, matrices,
// arrays of matrices, int, bool, half, samplers, entry uniforms with defaults, varyings both ways).
constexpr const char* kSources[] = {
    R"(struct Light { float3 pos; float4 color; float falloff[2]; };
uniform Light lights[2];
uniform float4x4 mvp;
uniform float3x4 bones[3];
uniform float a[3] = {1, 2, 3};
uniform int count;
uniform bool enabled;
uniform half2 scale;
uniform sampler2D tex;
void main(float4 p : POSITION, float2 uv : TEXCOORD0, out float4 op : POSITION, out float4 oc : COLOR,
          uniform float k = 2.0) {
  float4 q = float4(mul(bones[count], p), 1);
  op = mul(mvp, q) * a[1] * k;
  oc = enabled ? lights[1].color / lights[0].falloff[1] : float4(scale, tex2D(tex, uv).xy);
})",
    R"(uniform samplerCUBE env;
uniform sampler3D volume;
uniform float4 tint : C3;
uniform int mode;
float4 main(float4 c : COLOR0, float3 d : TEXCOORD1) : COLOR {
  if (c.a < 0.1) discard;
  return mode == 1 ? texCUBE(env, d) * tint : tex3D(volume, d) + c;
})",
    R"(struct Inner { float2 v[2]; int2 i; };
struct Outer { Inner inner[2]; float2x2 m; };
uniform Outer o;
float4 main(float2 uv : TEXCOORD0, uniform float4 bias = {1, 2, 3, 4}) : COLOR {
  return float4(o.inner[1].v[0] + o.m[1], o.inner[0].i) + bias + uv.xyxy;
})",
};

constexpr CGprofile kProfiles[] = {CG_PROFILE_GLSLV, CG_PROFILE_GLSLF, CG_PROFILE_ARBVP1, CG_PROFILE_ARBFP1,
                                   CG_PROFILE_VP40,  CG_PROFILE_FP40,  CG_PROFILE_GP4VP,  CG_PROFILE_GP4FP,
                                   CG_PROFILE_GENERIC};

constexpr CGenum kNameSpaces[] = {CG_GLOBAL, CG_PROGRAM};
constexpr CGtype kTypes[] = {CG_FLOAT, CG_FLOAT2, CG_FLOAT4, CG_FLOAT4x4, CG_FLOAT2x3, CG_INT3, CG_BOOL, CG_HALF4,
                             CG_SAMPLER2D, CG_STRUCT, CG_ARRAY, CG_INT, CG_TEXTURE, CG_STRING, CG_PROGRAM_TYPE};

// A trap libFuzzer saves the input for: for findings that are not crashes.
[[noreturn]] void finding(const char* what, const char* detail) {
  std::fprintf(stderr, "==cgx-fuzz== FINDING: %s\n%s\n", what, detail ? detail : "");
  __builtin_trap();
}

// Where reads of returned values go, so that they are not optimized away.
volatile double sink = 0;

// Reads a returned string to its end (ASan checks every byte).
void touch(const char* text) { sink = text ? static_cast<double>(std::strlen(text)) : 0.0; }

// What the error handler does (set per input): nothing, read the error back, or destroy the context it is
// given (the manual allows a handler to call the API; State.h runs it after the failing call's work).
int handlerMode = 0;
void handler(CGcontext context, CGerror error, void*) {
  if (handlerMode == 1) {
    touch(cgGetErrorString(error));
    touch(cgGetLastErrorString(nullptr));
  }
  if (handlerMode == 2 && context != nullptr) cgDestroyContext(context);
}
void callback() { cgGetError(); }

// The include callback: provides the file asked for, or (for a name with an 'x') destroys the context
// mid-compile, which libCg must carry out only after the compile.
void includeCallback(CGcontext context, const char* name) {
  if (std::strchr(name, 'x') != nullptr) cgDestroyContext(context);
  else cgSetCompilerIncludeString(context, name, "float4 included() { return 1; }\n");
}

struct Harness {
  FuzzedDataProvider& in;
  std::vector<CGcontext> contexts;  // everything made by this input, destroyed or not
  std::vector<CGprogram> programs;
  std::vector<CGparameter> parameters;
  int compiles = 0;
  int evaluations = 0;  // cgEvaluateProgram runs the JIT: one per input
  // Whether a string of this input holds "C1602": listings quote the source, the entry and the options, and
  // cgSetLastListing sets any text, so from then on a C1602 in a listing may be the input's own.
  bool wroteC1602 = false;
  std::vector<CGstate> states{};  // CgFX state definitions made by this input
  std::vector<CGeffect> effects{};  // CgFX effects made by this input
  std::vector<CGtechnique> techniques{};  // made through the API (effectBuilding), at most 16
  std::vector<CGpass> passes{};

  std::string string(std::size_t maxLength) {
    std::string s = in.ConsumeRandomLengthString(maxLength);
    wroteC1602 = wroteC1602 || s.find("C1602") != std::string::npos;
    return s;
  }

  template <typename T>
  T pick(const std::vector<T>& seen) {
    // Mostly a handle this input has seen (possibly stale), sometimes null or invented bits.
    switch (in.ConsumeIntegralInRange<int>(0, 9)) {
      case 0: return nullptr;
      case 1: return reinterpret_cast<T>(static_cast<std::uintptr_t>(in.ConsumeIntegral<std::uint64_t>()));
      default:
        return seen.empty() ? nullptr : seen[in.ConsumeIntegralInRange<std::size_t>(0, seen.size() - 1)];
    }
  }
  CGcontext context() { return pick(contexts); }
  CGprogram program() { return pick(programs); }
  CGparameter parameter() { return pick(parameters); }
  CGstate stateHandle() { return pick(states); }
  CGparameter remember(CGparameter p) {
    if (p != nullptr && parameters.size() < 512) parameters.push_back(p);
    return p;
  }
  // Any value an enum can hold: C's enums without a fixed underlying type hold only the values of the bits
  // their enumerators need (CGerror 0..63, CGtype 0..2047, CGbehavior 0..4095, CGenum, CGprofile and
  // CGresource 0..8191); anything else is undefined behaviour in the caller, which UBSan reports.
  template <typename E>
  E any() {
    constexpr int bits = std::is_same_v<E, CGerror> ? 6 : std::is_same_v<E, CGtype> ? 11 : std::is_same_v<E, CGbehavior> ? 12 : 13;
    return static_cast<E>(in.ConsumeIntegralInRange<int>(0, (1 << bits) - 1));
  }
  template <typename E, std::size_t N>
  E oneOf(const E (&list)[N]) {
    // A listed value mostly, an arbitrary one sometimes (unknown enumerants are errors, not crashes).
    if (in.ConsumeIntegralInRange<int>(0, 7) == 0) return any<E>();
    return list[in.ConsumeIntegralInRange<std::size_t>(0, N - 1)];
  }

  // A fixed source, or one with a fuzzed string spliced over part of it (mostly still a program).
  std::string source() {
    std::string text = kSources[in.ConsumeIntegralInRange<std::size_t>(0, std::size(kSources) - 1)];
    if (in.ConsumeBool()) {
      const std::size_t at = in.ConsumeIntegralInRange<std::size_t>(0, text.size());
      const std::size_t length = in.ConsumeIntegralInRange<std::size_t>(0, text.size() - at);
      text.replace(at, length, string(64));
    }
    return text;
  }

  void createProgram() {
    CGcontext where = context();
    std::string text = source();
    std::string entry = in.ConsumeBool() ? std::string("main") : string(12);
    std::vector<std::string> options;
    const int optionCount = in.ConsumeIntegralInRange<int>(0, 3);
    for (int i = 0; i < optionCount; ++i) options.push_back(string(20));
    std::vector<const char*> argv;
    for (const std::string& o : options) argv.push_back(o.c_str());
    argv.push_back(nullptr);
    const CGenum type = in.ConsumeIntegralInRange<int>(0, 7) == 0 ? CG_OBJECT : CG_SOURCE;
    const CGprofile profile = oneOf(kProfiles);
    ++compiles;
    CGprogram made = cgCreateProgram(where, type, in.ConsumeBool() ? nullptr : text.c_str(), profile,
                                     in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : entry.c_str(),
                                     optionCount == 0 && in.ConsumeBool() ? nullptr : argv.data());
    if (made != nullptr) programs.push_back(made);
    // C1602 in the listing: an internal compiler error, a bug on any input, unless the input wrote it.
    if (cgIsContext(where) && !wroteC1602) {
      const char* listing = cgGetLastListing(where);
      if (listing != nullptr && std::strstr(listing, "C1602") != nullptr) finding("internal compiler error", listing);
    }
  }

  template <typename T>
  void values(CGparameter p) {
    const int n = in.ConsumeIntegralInRange<int>(-2, kMaxValues);
    std::vector<T> v(static_cast<std::size_t>(n > 0 ? n : 0));  // exactly n: ASan sees any access past it
    // Any value: NaN, infinities and extremes go through the library's conversions between the types.
    for (T& x : v) {
      if constexpr (std::is_integral_v<T>) x = in.ConsumeIntegral<T>();
      else x = in.ConsumeFloatingPoint<T>();
    }
    T* data = in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : v.data();
    switch (in.ConsumeIntegralInRange<int>(0, 5)) {
      case 0:
        if constexpr (std::is_same_v<T, float>) cgSetParameterValuefr(p, n, data);
        if constexpr (std::is_same_v<T, double>) cgSetParameterValuedr(p, n, data);
        if constexpr (std::is_same_v<T, int>) cgSetParameterValueir(p, n, data);
        break;
      case 1:
        if constexpr (std::is_same_v<T, float>) cgSetParameterValuefc(p, n, data);
        if constexpr (std::is_same_v<T, double>) cgSetParameterValuedc(p, n, data);
        if constexpr (std::is_same_v<T, int>) cgSetParameterValueic(p, n, data);
        break;
      case 2:
        if constexpr (std::is_same_v<T, float>) cgGetParameterValuefr(p, n, data);
        if constexpr (std::is_same_v<T, double>) cgGetParameterValuedr(p, n, data);
        if constexpr (std::is_same_v<T, int>) cgGetParameterValueir(p, n, data);
        break;
      case 3:
        if constexpr (std::is_same_v<T, float>) cgGetParameterValuefc(p, n, data);
        if constexpr (std::is_same_v<T, double>) cgGetParameterValuedc(p, n, data);
        if constexpr (std::is_same_v<T, int>) cgGetParameterValueic(p, n, data);
        break;
      case 4:
        if constexpr (std::is_same_v<T, float>) cgGetParameterDefaultValuefr(p, n, data);
        if constexpr (std::is_same_v<T, double>) cgGetParameterDefaultValuedr(p, n, data);
        if constexpr (std::is_same_v<T, int>) cgGetParameterDefaultValueir(p, n, data);
        break;
      default:
        if constexpr (std::is_same_v<T, float>) cgGetParameterDefaultValuefc(p, n, data);
        if constexpr (std::is_same_v<T, double>) cgGetParameterDefaultValuedc(p, n, data);
        if constexpr (std::is_same_v<T, int>) cgGetParameterDefaultValueic(p, n, data);
    }
  }

  // The fixed-arity setters (1..4 values, from a buffer of exactly that many) and the matrix calls (16).
  void components(CGparameter p) {
    using SetF = void (*)(CGparameter, const float*);
    using SetD = void (*)(CGparameter, const double*);
    using SetI = void (*)(CGparameter, const int*);
    constexpr SetF kSetF[] = {cgSetParameter1fv, cgSetParameter2fv, cgSetParameter3fv, cgSetParameter4fv};
    constexpr SetD kSetD[] = {cgSetParameter1dv, cgSetParameter2dv, cgSetParameter3dv, cgSetParameter4dv};
    constexpr SetI kSetI[] = {cgSetParameter1iv, cgSetParameter2iv, cgSetParameter3iv, cgSetParameter4iv};
    const std::size_t arity = in.ConsumeIntegralInRange<std::size_t>(1, 4);
    std::vector<int> i(arity);
    for (int& x : i) x = in.ConsumeIntegralInRange<int>(-9, 9);
    const std::vector<float> f(i.begin(), i.end());
    const std::vector<double> d(i.begin(), i.end());
    std::vector<float> mf(16, 0.5f);
    std::vector<double> md(16, 0.5);
    std::vector<int> mi(16, 1);
    switch (in.ConsumeIntegralInRange<int>(0, 9)) {
      case 0: kSetF[arity - 1](p, f.data()); break;
      case 1: kSetD[arity - 1](p, d.data()); break;
      case 2: kSetI[arity - 1](p, i.data()); break;
      case 3: cgSetParameter4f(p, f[0], 1, 2, 3); break;
      case 4: cgSetMatrixParameterfr(p, mf.data()); break;
      case 5: cgSetMatrixParameterdc(p, md.data()); break;
      case 6: cgSetMatrixParameteric(p, mi.data()); break;
      case 7: cgGetMatrixParameterfc(p, mf.data()); break;
      case 8: cgGetMatrixParameterdr(p, md.data()); break;
      default: cgGetMatrixParameterir(p, mi.data()); break;
    }
  }

  // Every reflection query on one parameter; the handles it leads to are remembered.
  void reflect(CGparameter p) {
    touch(cgGetParameterName(p));
    touch(cgGetParameterSemantic(p));
    touch(cgGetParameterResourceName(p));
    touch(cgGetTypeString(cgGetParameterType(p)));
    touch(cgGetTypeString(cgGetParameterNamedType(p)));
    touch(cgGetResourceString(cgGetParameterResource(p)));
    touch(cgGetResourceString(cgGetParameterBaseResource(p)));
    touch(cgGetEnumString(cgGetParameterVariability(p)));
    touch(cgGetEnumString(cgGetParameterDirection(p)));
    touch(cgGetParameterClassString(cgGetParameterClass(p)));
    cgGetParameterBaseType(p);
    cgGetParameterResourceIndex(p);
    cgGetParameterIndex(p);
    cgGetParameterOrdinalNumber(p);
    cgGetParameterRows(p);
    cgGetParameterColumns(p);
    cgIsParameterGlobal(p);
    cgIsParameterReferenced(p);
    cgGetParameterProgram(p);
    cgGetParameterContext(p);
    cgGetArrayDimension(p);
    cgGetArrayType(p);
    cgGetArrayTotalSize(p);
    cgGetArraySize(p, in.ConsumeIntegralInRange<int>(-1, 2));
    cgGetNumConnectedToParameters(p);
    remember(cgGetConnectedParameter(p));
    remember(cgGetConnectedToParameter(p, in.ConsumeIntegralInRange<int>(-1, 2)));
    remember(cgGetFirstStructParameter(p));
    remember(cgGetArrayParameter(p, in.ConsumeIntegralInRange<int>(-1, 4)));
    remember(cgGetNextParameter(p));
    remember(cgGetNextLeafParameter(p));
    for (CGenum which : {CG_CURRENT, CG_DEFAULT, CG_CONSTANT}) {
      int count = -1;
      const double* v = cgGetParameterValues(p, which, in.ConsumeBool() ? nullptr : &count);
      if (v != nullptr && count > 0) {
        double sum = 0;
        for (int k = 0; k < count; ++k) sum += v[k];  // the whole array the library says it returned
        sink = sum;
      }
    }
  }

  // cgCombinePrograms and the domain queries, include files and the include callback, cgEvaluateProgram.
  void combinedIncludedEvaluated() {
    switch (in.ConsumeIntegralInRange<int>(0, 3)) {
      case 0: {
        CGprogram list[6];
        for (CGprogram& p : list) p = program();
        const int n = in.ConsumeIntegralInRange<int>(-1, 6);
        if (CGprogram made = cgCombinePrograms(n, in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : list))
          programs.push_back(made);
        const int index = in.ConsumeIntegralInRange<int>(-1, 6);
        cgGetProgramDomainProgram(program(), index);
        cgGetProgramDomainProfile(program(), index);
        break;
      }
      case 1: {
        const std::string name = string(16), text = string(96);
        cgSetCompilerIncludeString(context(), in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : name.c_str(),
                                   in.ConsumeIntegralInRange<int>(0, 7) == 0 ? nullptr : text.c_str());
        break;
      }
      case 2: cgSetCompilerIncludeCallback(context(), in.ConsumeBool() ? includeCallback : nullptr); break;
      default: {
        if (evaluations++ > 0) break;
        // Up to 4 components on a 4x4x4 grid: the buffer holds exactly what the sizes ask for.
        const int ncomps = in.ConsumeIntegralInRange<int>(-1, 5), nx = in.ConsumeIntegralInRange<int>(-1, 4),
                  ny = in.ConsumeIntegralInRange<int>(-1, 4), nz = in.ConsumeIntegralInRange<int>(-1, 4);
        const int count = ncomps > 0 && nx > 0 && ny > 0 && nz > 0 ? ncomps * nx * ny * nz : 0;
        std::vector<float> buffer(static_cast<std::size_t>(count > 0 ? count : 1));
        cgEvaluateProgram(program(), in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : buffer.data(), ncomps, nx,
                          ny, nz);
        break;
      }
    }
  }

  // CgFX state definitions: made (any type, element count and name), listed, looked up, given enumerants
  // and callbacks, and read back.
  static CGbool stateCallback(CGstateassignment) { return CG_TRUE; }
  void stateDefinitions() {
    const std::string name = string(12);
    const char* text = in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : name.c_str();
    switch (in.ConsumeIntegralInRange<int>(0, 4)) {
      case 0: {
        const int elements = in.ConsumeIntegralInRange<int>(-1, 3);
        CGstate made = nullptr;
        switch (in.ConsumeIntegralInRange<int>(0, 3)) {
          case 0: made = cgCreateState(context(), text, oneOf(kTypes)); break;
          case 1: made = cgCreateArrayState(context(), text, oneOf(kTypes), elements); break;
          case 2: made = cgCreateSamplerState(context(), text, oneOf(kTypes)); break;
          default: made = cgCreateArraySamplerState(context(), text, oneOf(kTypes), elements); break;
        }
        if (made != nullptr && states.size() < 64) states.push_back(made);
        break;
      }
      case 1: {
        CGcontext c = context();
        for (CGstate s = in.ConsumeBool() ? cgGetFirstState(c) : cgGetFirstSamplerState(c); s != nullptr;
             s = cgGetNextState(s))
          touch(cgGetStateName(s));
        touch(cgGetStateName(in.ConsumeBool() ? cgGetNamedState(c, text) : cgGetNamedSamplerState(c, text)));
        break;
      }
      case 2: cgAddStateEnumerant(stateHandle(), text, in.ConsumeIntegral<int>()); break;
      case 3: {
        CGstate s = stateHandle();
        cgSetStateCallbacks(s, in.ConsumeBool() ? stateCallback : nullptr, nullptr, stateCallback);
        cgSetStateLatestProfile(s, oneOf(kProfiles));
        cgGetStateSetCallback(s);
        cgGetStateResetCallback(s);
        cgGetStateValidateCallback(s);
        cgGetStateLatestProfile(s);
        break;
      }
      default: {
        CGstate s = stateHandle();
        int value = 0;
        touch(cgGetStateName(s));
        cgGetStateType(s);  // an invalid state answers -1, which C++ may not hold in a CGtype it reads
        cgGetStateContext(s);
        cgIsState(s);
        const int n = cgGetNumStateEnumerants(s);
        touch(cgGetStateEnumerant(s, in.ConsumeIntegralInRange<int>(-1, n), in.ConsumeBool() ? &value : nullptr));
        touch(cgGetStateEnumerantName(s, value));
        cgGetStateEnumerantValue(s, text);
        break;
      }
    }
  }

  // CgFX effects: made from a small effect (a fuzzed string spliced in, mostly still an effect; its `compile`
  // makes a program when the context has the state), named, listed, their parameters remembered for the
  // parameter calls, walked through their techniques and passes, looked up by name and destroyed.
  void effectCalls() {
    const std::string name = string(12);
    const char* text = in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : name.c_str();
    switch (in.ConsumeIntegralInRange<int>(0, 4)) {
      case 3: effectBuilding(text); break;
      case 0: {
        if (compiles >= kMaxPrograms) break;
        ++compiles;
        // A program state for the `compile`, which makes (and compiles) a program with the effect.
        if (in.ConsumeBool()) cgCreateState(context(), "VertexProgram", CG_PROGRAM_TYPE);
        std::string source =
            "float4 c : Diffuse = {1, 0, 0, 1};\nfloat2 a[2];\nfloat4 f(uniform float4 k) : COLOR { return k; }\n"
            "sampler2D s <string UIName = \"S\"; float2 r = {0, 1};> = sampler_state { };\n"
            "texture t;\ntechnique A <int n = 2;> { pass P <bool b = true;> { VertexProgram = compile glslf f(c); } pass { } }\n"
            "technique { pass Q { } }\n";
        if (in.ConsumeBool()) {
          const std::size_t at = in.ConsumeIntegralInRange<std::size_t>(0, source.size());
          source.replace(at, in.ConsumeIntegralInRange<std::size_t>(0, source.size() - at), string(48));
        }
        CGeffect made = cgCreateEffect(context(), in.ConsumeIntegralInRange<int>(0, 15) == 0 ? nullptr : source.c_str(), nullptr);
        if (made != nullptr && effects.size() < 16) effects.push_back(made);
        break;
      }
      case 1: {
        CGeffect e = pick(effects);
        cgSetEffectName(e, text);
        touch(cgGetEffectName(e));
        cgGetEffectContext(e);
        cgIsEffect(e);
        for (CGeffect f = cgGetFirstEffect(context()); f != nullptr; f = cgGetNextEffect(f)) touch(cgGetEffectName(f));
        // Its parameters, which the parameter calls then use as any other.
        for (CGparameter p = cgGetFirstEffectParameter(e); p != nullptr; p = cgGetNextParameter(p)) remember(p);
        remember(cgGetNamedEffectParameter(e, text));
        remember(cgGetEffectParameterBySemantic(e, text));
        cgGetParameterEffect(parameter());
        for (CGstateassignment a = cgGetFirstSamplerStateAssignment(parameter()); a != nullptr; a = cgGetNextStateAssignment(a))
          stateAssignmentCalls(a);
        cgGetNamedSamplerStateAssignment(parameter(), text);
        cgSetSamplerState(parameter());
        annotationCalls(in.ConsumeBool() ? cgGetFirstParameterAnnotation(parameter()) : cgGetNamedParameterAnnotation(parameter(), text));
        cgGetFirstEffectAnnotation(e);
        cgGetNamedEffectAnnotation(e, text);
        break;
      }
      case 2: {
        CGeffect e = pick(effects);
        for (CGtechnique t = in.ConsumeBool() ? cgGetFirstTechnique(e) : cgGetNamedTechnique(e, text); t != nullptr;
             t = cgGetNextTechnique(t)) {
          touch(cgGetTechniqueName(t));
          cgGetTechniqueEffect(t);
          annotationCalls(in.ConsumeBool() ? cgGetFirstTechniqueAnnotation(t) : cgGetNamedTechniqueAnnotation(t, text));
          cgValidateTechnique(t);
          cgIsTechniqueValidated(t);
          cgIsTechnique(t);
          touch(cgGetPassName(cgGetNamedPass(t, text)));
          for (CGpass p = cgGetFirstPass(t); p != nullptr; p = cgGetNextPass(p)) {
            touch(cgGetPassName(p));
            cgGetPassTechnique(p);
            cgIsPass(p);
            cgGetNamedStateAssignment(p, text);
            annotationCalls(in.ConsumeBool() ? cgGetFirstPassAnnotation(p) : cgGetNamedPassAnnotation(p, text));
            // Through the callbacks the input gave its states, if any (stateCallback: true).
            if (in.ConsumeBool()) cgSetPassState(p);
            else cgResetPassState(p);
            cgIsProgram(cgGetPassProgram(p, static_cast<CGdomain>(in.ConsumeIntegralInRange<int>(0, 7))));
            for (CGstateassignment a = cgGetFirstStateAssignment(p); a != nullptr; a = cgGetNextStateAssignment(a))
              stateAssignmentCalls(a);
          }
        }
        break;
      }
      default: cgDestroyEffect(pick(effects)); break;
    }
  }

  // Effects built through the API: techniques, passes, state assignments (any state, any index), effect
  // parameters (any type, any length) and annotations of every owner made on handles this input has seen,
  // null and invented ones, and every setter given values of any type (null arrays too) and any program or
  // parameter.
  void effectBuilding(const char* text) {
    switch (in.ConsumeIntegralInRange<int>(0, 6)) {
      case 6: {
        const CGtype type = in.ConsumeBool() ? oneOf(kTypes) : any<CGtype>();
        CGannotation a = nullptr;
        switch (in.ConsumeIntegralInRange<int>(0, 4)) {
          case 0: a = cgCreateTechniqueAnnotation(pick(techniques), text, type); break;
          case 1: a = cgCreatePassAnnotation(pick(passes), text, type); break;
          case 2: a = cgCreateParameterAnnotation(parameter(), text, type); break;
          case 3: a = cgCreateProgramAnnotation(program(), text, type); break;
          default: a = cgCreateEffectAnnotation(pick(effects), text, type); break;
        }
        if (a == nullptr) a = cgGetFirstTechniqueAnnotation(pick(techniques));  // perhaps a source's
        switch (in.ConsumeIntegralInRange<int>(0, 3)) {
          case 0: cgSetIntAnnotation(a, in.ConsumeIntegral<int>()); break;
          case 1: cgSetFloatAnnotation(a, in.ConsumeFloatingPoint<float>()); break;
          case 2: cgSetBoolAnnotation(a, in.ConsumeIntegral<CGbool>()); break;
          default: cgSetStringAnnotation(a, in.ConsumeBool() ? nullptr : text); break;
        }
        annotationCalls(a);
        annotationCalls(cgGetFirstProgramAnnotation(program()));
        annotationCalls(cgGetFirstEffectAnnotation(pick(effects)));
        break;
      }
      case 0:
        if (CGtechnique t = cgCreateTechnique(pick(effects), text); t != nullptr && techniques.size() < 16)
          techniques.push_back(t);
        break;
      case 1:
        if (CGpass p = cgCreatePass(pick(techniques), text); p != nullptr && passes.size() < 16) passes.push_back(p);
        break;
      case 2: {
        const int index = in.ConsumeIntegralInRange<int>(-1, 4);
        CGstateassignment a = nullptr;
        switch (in.ConsumeIntegralInRange<int>(0, 2)) {
          case 0: a = cgCreateStateAssignment(pick(passes), stateHandle()); break;
          case 1: a = cgCreateStateAssignmentIndex(pick(passes), stateHandle(), index); break;
          default: a = cgCreateSamplerStateAssignment(parameter(), stateHandle()); break;
        }
        setStateAssignment(a);
        stateAssignmentCalls(a);
        break;
      }
      case 3: {
        // An assignment an effect's source made, or one the API made, given another value.
        CGpass p = pick(passes);
        CGstateassignment a = cgGetFirstStateAssignment(p);
        for (int skip = in.ConsumeIntegralInRange<int>(0, 3); a != nullptr && skip > 0; --skip)
          a = cgGetNextStateAssignment(a);
        setStateAssignment(in.ConsumeBool() ? a : cgGetFirstSamplerStateAssignment(parameter()));
        break;
      }
      case 4: {
        const CGtype type = oneOf(kTypes);
        remember(in.ConsumeBool() ? cgCreateEffectParameter(pick(effects), text, type)
                                  : cgCreateEffectParameterArray(pick(effects), text, type,
                                                                 in.ConsumeIntegralInRange<int>(-1, 5)));
        break;
      }
      default:
        cgSetParameterSemantic(parameter(), text);
        touch(cgGetParameterSemantic(parameter()));
        break;
    }
  }

  void setStateAssignment(CGstateassignment a) {
    const float f[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    const int i[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
    const CGbool b[16] = {CG_TRUE, CG_FALSE, 7};
    const bool null = in.ConsumeIntegralInRange<int>(0, 7) == 0;
    switch (in.ConsumeIntegralInRange<int>(0, 9)) {
      case 0: cgSetFloatStateAssignment(a, in.ConsumeFloatingPoint<float>()); break;
      case 1: cgSetIntStateAssignment(a, in.ConsumeIntegral<int>()); break;
      case 2: cgSetBoolStateAssignment(a, in.ConsumeIntegral<CGbool>()); break;
      case 3: cgSetFloatArrayStateAssignment(a, null ? nullptr : f); break;
      case 4: cgSetIntArrayStateAssignment(a, null ? nullptr : i); break;
      case 5: cgSetBoolArrayStateAssignment(a, null ? nullptr : b); break;
      case 6: {
        const std::string s = string(16);
        cgSetStringStateAssignment(a, null ? nullptr : s.c_str());
        break;
      }
      case 7: cgSetProgramStateAssignment(a, program()); break;
      case 8: cgSetSamplerStateAssignment(a, parameter()); break;
      default: cgSetTextureStateAssignment(a, parameter()); break;
    }
  }

  // Everything a state assignment answers, the pairings that do not fit its state's type included.
  void stateAssignmentCalls(CGstateassignment a) {
    int n = 0;
    cgIsStateAssignment(a);
    cgGetStateName(cgGetStateAssignmentState(a));
    cgGetStateAssignmentPass(a);
    cgGetStateAssignmentIndex(a);
    cgGetFloatStateAssignmentValues(a, in.ConsumeBool() ? &n : nullptr);
    cgGetIntStateAssignmentValues(a, &n);
    cgGetBoolStateAssignmentValues(a, &n);
    touch(cgGetStringStateAssignmentValue(a));
    cgIsProgram(cgGetProgramStateAssignmentValue(a));
    remember(cgGetSamplerStateAssignmentValue(a));
    remember(cgGetTextureStateAssignmentValue(a));
    remember(cgGetDependentStateAssignmentParameter(a, cgGetNumDependentStateAssignmentParameters(a) - 1));
    remember(cgGetSamplerStateAssignmentParameter(a));
    cgGetSamplerStateAssignmentState(a);
    cgCallStateValidateCallback(a);
  }

  // Everything an annotation answers, the pairings that do not fit its type included.
  void annotationCalls(CGannotation first) {
    for (CGannotation a = first; a != nullptr; a = cgGetNextAnnotation(a)) {
      int n = 0;
      cgIsAnnotation(a);
      touch(cgGetAnnotationName(a));
      cgGetAnnotationType(a);
      cgGetFloatAnnotationValues(a, in.ConsumeBool() ? &n : nullptr);
      cgGetIntAnnotationValues(a, &n);
      cgGetBoolAnnotationValues(a, &n);
      touch(cgGetStringAnnotationValue(a));
      cgGetStringAnnotationValues(a, &n);
      cgGetDependentAnnotationParameter(a, cgGetNumDependentAnnotationParameters(a));
    }
  }

  void call() {
    switch (in.ConsumeIntegralInRange<int>(0, 22)) {
      case 0:
        if (contexts.size() < 4) contexts.push_back(cgCreateContext());
        break;
      case 1: cgDestroyContext(context()); break;
      case 2:
        if (compiles < kMaxPrograms) createProgram();
        break;
      case 3: cgDestroyProgram(program()); break;
      case 4: {
        CGprogram p = program();
        cgCompileProgram(p);
        touch(cgGetProgramString(p, in.ConsumeBool() ? CG_COMPILED_PROGRAM : any<CGenum>()));
        if (char const* const* options = cgGetProgramOptions(p))
          for (; *options != nullptr; ++options) touch(*options);
        cgIsProgramCompiled(p);
        cgGetProgramProfile(p);
        cgGetProgramDomain(p);
        cgGetNumProgramDomains(p);
        cgGetProgramInput(p);
        cgGetProgramOutput(p);
        cgGetProgramContext(p);
        break;
      }
      case 5: cgSetProgramProfile(program(), oneOf(kProfiles)); break;
      case 6: {
        // Walk a program's tree (parameters or leaves) and remember what it holds.
        CGprogram p = program();
        const bool leaves = in.ConsumeBool();
        const CGenum space = oneOf(kNameSpaces);
        CGparameter q = leaves ? cgGetFirstLeafParameter(p, space) : cgGetFirstParameter(p, space);
        for (int steps = 0; q != nullptr && steps < 64; ++steps)
          q = leaves ? cgGetNextLeafParameter(remember(q)) : cgGetNextParameter(remember(q));
        break;
      }
      case 7: {
        std::string name = string(24);
        switch (in.ConsumeIntegralInRange<int>(0, 3)) {
          case 0: remember(cgGetNamedParameter(program(), name.c_str())); break;
          case 1: remember(cgGetNamedProgramParameter(program(), oneOf(kNameSpaces), name.c_str())); break;
          case 2: remember(cgGetNamedStructParameter(parameter(), name.c_str())); break;
          default: remember(cgGetNamedSubParameter(parameter(), name.c_str())); break;
        }
        break;
      }
      case 8: reflect(parameter()); break;
      case 9: values<float>(parameter()); break;
      case 10: values<double>(parameter()); break;
      case 11: values<int>(parameter()); break;
      case 12: components(parameter()); break;
      case 13: {
        CGtype type = oneOf(kTypes);
        CGparameter made = in.ConsumeBool() ? cgCreateParameter(context(), type)
                                            : cgCreateParameterArray(context(), type, in.ConsumeIntegralInRange<int>(-1, 5));
        remember(made);
        break;
      }
      case 14: cgConnectParameter(parameter(), parameter()); break;
      case 15: cgDisconnectParameter(parameter()); break;
      case 16: cgDestroyParameter(parameter()); break;
      case 17: {
        CGcontext c = context();
        cgSetAutoCompile(c, in.ConsumeBool() ? CG_COMPILE_MANUAL : any<CGenum>());
        cgSetParameterSettingMode(c, in.ConsumeBool() ? CG_DEFERRED_PARAMETER_SETTING : CG_IMMEDIATE_PARAMETER_SETTING);
        cgSetContextBehavior(c, any<CGbehavior>());
        cgGetAutoCompile(c);
        cgGetContextBehavior(c);
        touch(cgGetLastListing(c));
        for (CGprogram p = cgGetFirstProgram(c); p != nullptr; p = cgGetNextProgram(p)) cgIsProgram(p);
        cgUpdateProgramParameters(program());
        break;
      }
      case 19: combinedIncludedEvaluated(); break;
      case 20: stateDefinitions(); break;
      case 21: effectCalls(); break;
      case 18: {
        handlerMode = in.ConsumeIntegralInRange<int>(0, 2);
        cgSetErrorHandler(handlerMode == 0 ? nullptr : handler, nullptr);
        cgSetErrorCallback(in.ConsumeBool() ? callback : nullptr);
        cgSetSemanticCasePolicy(in.ConsumeBool() ? CG_UNCHANGED_CASE_POLICY : any<CGenum>());
        cgSetLockingPolicy(in.ConsumeBool() ? CG_NO_LOCKS_POLICY : any<CGenum>());
        break;
      }
      default: {
        CGerror error = CG_NO_ERROR;
        touch(cgGetLastErrorString(in.ConsumeBool() ? &error : nullptr));
        touch(cgGetErrorString(any<CGerror>()));
        cgGetError();
        cgGetFirstError();
        int rows = 0, columns = 0;
        cgGetTypeSizes(any<CGtype>(), &rows, &columns);
        cgGetMatrixSize(any<CGtype>(), &rows, &columns);
        touch(cgGetProfileString(any<CGprofile>()));
        touch(cgGetString(any<CGenum>()));
        std::string name = string(16);
        cgGetType(name.c_str());
        cgGetProfile(name.c_str());
        cgGetEnum(name.c_str());
        cgGetResource(name.c_str());
        cgSetLastListing(in.ConsumeBool() ? static_cast<CGhandle>(context()) : static_cast<CGhandle>(program()),
                         in.ConsumeBool() ? nullptr : name.c_str());
        break;
      }
    }
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Defaults, so that no input depends on an earlier one.
  cgSetErrorHandler(nullptr, nullptr);
  cgSetErrorCallback(nullptr);
  cgSetSemanticCasePolicy(CG_FORCE_UPPER_CASE_POLICY);
  cgSetLockingPolicy(CG_THREAD_SAFE_POLICY);
  cgGetError();
  cgGetFirstError();
  handlerMode = 0;

  FuzzedDataProvider in(data, size);
  Harness harness{in, {}, {}, {}, 0};
  harness.contexts.push_back(cgCreateContext());  // most inputs want one; more come from the stream
  for (std::size_t calls = 0; calls < kMaxCalls && in.remaining_bytes() > 0; ++calls) harness.call();

  // Everything this input made goes (a context takes its programs and shared parameters with it), so the
  // library's tables do not grow from input to input. Destroyed ones are no-ops with an error.
  cgSetErrorHandler(nullptr, nullptr);
  cgSetErrorCallback(nullptr);
  for (CGcontext c : harness.contexts) cgDestroyContext(c);
  return 0;
}
