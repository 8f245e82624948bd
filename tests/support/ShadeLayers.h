// The Cg declarations the interface-array tests share: an interface, two structs implementing it (one with a
// field more and a branch), and an unsized array of the interface that each test's entries loop over or index,
// bound element by element (`-type "layers[1] = Stripe"`, `"layers = { Flat, Stripe, Flat }"`). The GLSL
// (GlslInterfacesTest, CgProgramTest) and JIT (JitInterfacesTest) tests append their own entries.
#pragma once

namespace cgx::test {

inline constexpr const char* kShadeLayers = R"(
interface Shade { float4 eval(float2 uv); };
struct Flat : Shade { float4 c; float4 eval(float2 uv) { return c; } };
struct Stripe : Shade {
  float2 k;
  float4 c;
  float4 eval(float2 uv) { return frac(uv.x * k.x) > 0.5 ? c : float4(0); }
};
Shade layers[];
)";

}  // namespace cgx::test
