#include "FuzzPrograms.h"

#include "FuzzSupport.h"
#include "RuntimeFuzzSupport.h"

namespace cgx::fuzz {

namespace {

const char* const kVertex = R"(
struct Light { float3 position; float4 color; float falloff[2]; };
uniform float4x4 modelViewProj;
uniform float3x4 bones[4];
uniform Light lights[2];
uniform int count;
uniform bool enabled;
uniform half2 scale;
uniform sampler2D heightMap;
void main(float4 position : POSITION, float3 normal : NORMAL, float2 uv : TEXCOORD0, float4 weights : BLENDWEIGHT,
          out float4 oPosition : POSITION, out float4 oColor : COLOR0, out float2 oUv : TEXCOORD0) {
  float4 p = float4(0, 0, 0, 1);
  for (int i = 0; i < 4; ++i) p.xyz += weights[i] * mul(bones[i], position);
  float4 c = 0;
  for (int l = 0; l < 2; ++l)
    if (l < count) c += lights[l].color * saturate(dot(normal, normalize(lights[l].position - p.xyz))) / lights[l].falloff[l];
  p.y += tex2Dlod(heightMap, float4(uv, 0, 0)).x;
  oPosition = mul(modelViewProj, p);
  oColor = enabled ? c : float4(scale, 0, 1);
  oUv = uv * scale;
}
)";

const char* const kFragment = R"(
uniform sampler1D ramp;
uniform sampler2D decal;
uniform sampler3D volume;
uniform samplerCUBE environment;
uniform samplerRECT rect;
uniform float4 tint;
uniform int mode;
float4 main(float2 uv : TEXCOORD0, float3 direction : TEXCOORD1, float4 color : COLOR0) : COLOR {
  if (color.a < 0.01) discard;
  float4 c = tex2D(decal, uv) * tint;
  if (mode == 1) c += texCUBE(environment, direction);
  else if (mode == 2) c *= tex3D(volume, direction);
  else if (mode == 3) c = tex1D(ramp, c.r) + texRECT(rect, uv * 8);
  return c * color + float4(ddx(uv), ddy(uv));
}
)";

}  // namespace

const std::vector<FuzzProgram>& fuzzProgramSources() {
  static const std::vector<FuzzProgram> programs = {{kVertex, "main", false}, {kFragment, "main", true}};
  return programs;
}

std::vector<Program>& fuzzPrograms() {
  static std::vector<Program> programs = [] {
    std::vector<Program> made;
    for (const FuzzProgram& p : fuzzProgramSources()) {
      std::optional<Program> program = compileForRun(p.source, p.entry, p.fragment);
      if (!program) finding("a fixed fuzz program does not compile", p.source);
      made.push_back(std::move(*program));
    }
    return made;
  }();
  return programs;
}

}  // namespace cgx::fuzz
