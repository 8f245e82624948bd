// A vertex program writing semantics in their assembly spellings (HPOS, COL0, TEX3, DIFFUSE as input) and a
// fragment program reading the canonical ones (COLOR0, TEXCOORD3): one pair of programs for the tests that
// check the spellings are one semantic on the CPU runtime (tests/cpu/SemanticSpellingTest.cpp) and when
// the two stages link on GL (tests/glsl/CgProgramTest.cpp).
#pragma once

namespace cgx::test {

inline constexpr const char* kAliasWriter = R"(
void main(float4 position : POSITION, float4 tint : DIFFUSE,
          out float4 clip : HPOS, out float4 color : COL0, out float4 uv : TEX3)
{
  clip = position;
  color = tint;
  uv = tint * 2;
}
)";

inline constexpr const char* kCanonicalReader = R"(
float4 main(float4 color : COLOR0, float4 uv : TEXCOORD3) : COLOR { return color + uv * 0.25; }
)";

}  // namespace cgx::test
