// Texture lookups through cgx_rt_sample from JIT kernels: every lane gets its own texel. A 4x4 texture
// whose texel (x, y) holds (x, y, 0, 1), nearest filtering, looked up at texel centres.
#include <gtest/gtest.h>

#include "JitSupport.h"

#ifdef CGX_HAVE_CPU_TEXTURE
#include <cgx/TextureTable.h>

namespace cgx::test::jit {
namespace {

cgx::TextureTable& positionTexture() {
  static cgx::TextureTable table = [] {
    std::vector<float> texels;
    for (int y = 0; y < 4; ++y)
      for (int x = 0; x < 4; ++x) texels.insert(texels.end(), {float(x), float(y), 0, 1});
    cgx::TextureShape shape;
    shape.width = 4;
    shape.height = 4;
    std::string error;
    cgx::SamplerState state;
    state.minFilter = cgx::MinFilter::Nearest;
    state.magFilter = cgx::MagFilter::Nearest;
    cgx::TextureTable t;
    t.set(2, cgx::CpuTexture::fromFloats(shape, texels, &error), state);
    return t;
  }();
  return table;
}

void expectTexels(const char* source, bool fragment, const char* output) {
  for (unsigned lanes : {4u, 8u, 16u}) {
    SCOPED_TRACE("lanes " + std::to_string(lanes));
    Program program;
    std::string error;
    ASSERT_TRUE(compile(source, "main", fragment, lanes, &program, &error)) << error;
    std::vector<Invocation> in;
    // The same coordinate within each 2x2 quad (zero derivatives: level 0, magnification), a different
    // texel for every quad.
    for (int i = 0; i < 37; ++i) {
      int quad = i / 4;
      in.push_back({{"TEXCOORD0", {0.125f + 0.25f * float(quad % 4), 0.125f + 0.25f * float((quad / 4) % 4), 0, 0}}});
    }
    RunOptions options;
    options.first = 4;
    options.samplers = positionTexture().kernelArgument();
    auto out = run(program, uniformBlock(program, {{"s", {2}}}), in, options);
    for (std::size_t i = 0; i < in.size(); ++i) {
      int quad = static_cast<int>(i) / 4;
      EXPECT_EQ(out[i][output], (Values{float(quad % 4), float((quad / 4) % 4), 0, 1})) << "invocation " << i;
    }
  }
}

TEST(JitTexture, FragmentLookupsAreLaneByLane) {
  expectTexels("float4 main(float4 uv : TEXCOORD0, uniform sampler2D s) : COLOR { return tex2D(s, uv.xy); }", true,
               "COLOR0");
}

TEST(JitTexture, VertexLookupsAreLaneByLane) {
  expectTexels(R"(
void main(float4 uv : TEXCOORD0, uniform sampler2D s, out float4 pos : POSITION, out float4 c : TEXCOORD0) {
  pos = uv;
  c = tex2Dlod(s, float4(uv.xy, 0, 0));
})", false, "TEXCOORD0");
}

}  // namespace
}  // namespace cgx::test::jit
#endif
