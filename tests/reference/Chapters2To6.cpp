// References of chapters 2-4 of The Cg Tutorial; chapters 5 and 6 and the skinning programs are in
// Chapter5.cpp, Chapter6.cpp and Skinning.cpp.
#include "Chapters.h"
#include "MathA.h"

namespace cgx::reference {

namespace {

using namespace mathA;

constexpr int kTextureSize = 8;

// A small random RGBA texture for the fragment programs of chapter 3.
Texture randomTexture(std::mt19937& random) {
  Texture t;
  t.kind = TextureKind::Tex2D;
  t.width = t.height = kTextureSize;
  t.texels.resize(static_cast<std::size_t>(kTextureSize * kTextureSize * 4));
  for (float& x : t.texels) x = randomFloat(random, 0.0f, 1.0f);
  return t;
}

// A coordinate at a texel centre, (i + 0.5) / size, so nearest sampling is unambiguous.
float2 randomTexelCentre(std::mt19937& random) {
  std::uniform_int_distribution<int> pick(0, kTextureSize - 1);
  const float s = (static_cast<float>(pick(random)) + 0.5f) / static_cast<float>(kTextureSize);
  const float t = (static_cast<float>(pick(random)) + 0.5f) / static_cast<float>(kTextureSize);
  return {s, t};
}

float4 tex2D(const Binding& b, const std::string& sampler, const float2& coord) {
  const std::array<float, 4> rgba = samplePoint(b.textures.at(sampler), coord.c.data());
  return {rgba[0], rgba[1], rgba[2], rgba[3]};
}

void appendChapters2To4(std::vector<Example>& examples) {
  // C2E1v_green: the 2D position as a clip-space point, constant green.
  examples.push_back({"C2E1v_green.cg", "C2E1v_green", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.inputs["POSITION"] = values(randomVec<2>(r, -1.0f, 1.0f));
                        return b;
                      },
                      [](const Binding& b) {
                        const float2 position = inputVec<2>(b, "POSITION");
                        return Outputs{{"POSITION", values(vec4(position, 0.0f, 1.0f))},
                                       {"COLOR0", values(float3{0, 1, 0})}};
                      }});

  // C2E2f_passthru: the interpolated color unchanged.
  examples.push_back({"C2E2f_passthru.cg", "C2E2f_passthru", Stage::Fragment,
                      [](std::mt19937& r) {
                        Binding b;
                        b.inputs["COLOR0"] = values(randomVec<4>(r, 0.0f, 1.0f));
                        return b;
                      },
                      [](const Binding& b) { return Outputs{{"COLOR0", b.inputs.at("COLOR0")}}; }});

  // C3E1v_anycolor: the 2D position as a clip-space point, the uniform color.
  examples.push_back({"C3E1v_anycolor.cg", "C3E1v_anycolor", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["constantColor"] = values(randomVec<4>(r, 0.0f, 1.0f));
                        b.inputs["POSITION"] = values(randomVec<2>(r, -1.0f, 1.0f));
                        return b;
                      },
                      [](const Binding& b) {
                        return Outputs{{"POSITION", values(vec4(inputVec<2>(b, "POSITION"), 0.0f, 1.0f))},
                                       {"COLOR0", values(uniformVec<4>(b, "constantColor"))}};
                      }});

  // C3E2v_varying: position as a clip-space point; color and texture coordinate passed through.
  examples.push_back({"C3E2v_varying.cg", "C3E2v_varying", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.inputs["POSITION"] = values(randomVec<2>(r, -1.0f, 1.0f));
                        b.inputs["COLOR0"] = values(randomVec<4>(r, 0.0f, 1.0f));
                        b.inputs["TEXCOORD0"] = values(randomVec<2>(r, -2.0f, 2.0f));
                        return b;
                      },
                      [](const Binding& b) {
                        return Outputs{{"POSITION", values(vec4(inputVec<2>(b, "POSITION"), 0.0f, 1.0f))},
                                       {"COLOR0", b.inputs.at("COLOR0")},
                                       {"TEXCOORD0", b.inputs.at("TEXCOORD0")}};
                      }});

  // C3E3f_texture: one nearest lookup of the decal texture.
  examples.push_back({"C3E3f_texture.cg", "C3E3f_texture", Stage::Fragment,
                      [](std::mt19937& r) {
                        Binding b;
                        b.textures["decal"] = randomTexture(r);
                        b.inputs["TEXCOORD0"] = values(randomTexelCentre(r));
                        return b;
                      },
                      [](const Binding& b) {
                        return Outputs{{"COLOR0", values(tex2D(b, "decal", inputVec<2>(b, "TEXCOORD0")))}};
                      }});

  // C3E4v_twist: rotates the 2D position by twisting * length(position) radians.
  examples.push_back({"C3E4v_twist.cg", "C3E4v_twist", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["twisting"] = {randomFloat(r, -3.0f, 3.0f)};
                        b.inputs["POSITION"] = values(randomVec<2>(r, -2.0f, 2.0f));
                        b.inputs["COLOR0"] = values(randomVec<4>(r, 0.0f, 1.0f));
                        return b;
                      },
                      [](const Binding& b) {
                        const float2 p = inputVec<2>(b, "POSITION");
                        const float angle = uniformFloat(b, "twisting") * length(p);
                        const float s = std::sin(angle), c = std::cos(angle);
                        const float4 position = {c * p[0] + -s * p[1], s * p[0] + c * p[1], 0, 1};
                        return Outputs{{"POSITION", values(position)}, {"COLOR0", b.inputs.at("COLOR0")}};
                      }});

  // C3E5v_twoTextures: the texture coordinate offset by the left and the right separation.
  examples.push_back({"C3E5v_twoTextures.cg", "C3E5v_twoTextures", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["leftSeparation"] = values(randomVec<2>(r, -0.2f, 0.2f));
                        b.uniforms["rightSeparation"] = values(randomVec<2>(r, -0.2f, 0.2f));
                        b.inputs["POSITION"] = values(randomVec<2>(r, -1.0f, 1.0f));
                        b.inputs["TEXCOORD0"] = values(randomVec<2>(r, 0.0f, 1.0f));
                        return b;
                      },
                      [](const Binding& b) {
                        const float2 t = inputVec<2>(b, "TEXCOORD0");
                        return Outputs{{"POSITION", values(vec4(inputVec<2>(b, "POSITION"), 0.0f, 1.0f))},
                                       {"TEXCOORD0", values(t + uniformVec<2>(b, "leftSeparation"))},
                                       {"TEXCOORD1", values(t + uniformVec<2>(b, "rightSeparation"))}};
                      }});

  // C3E6f_twoTextures: the 50/50 lerp of two lookups of one texture.
  examples.push_back({"C3E6f_twoTextures.cg", "C3E6f_twoTextures", Stage::Fragment,
                      [](std::mt19937& r) {
                        Binding b;
                        b.textures["decal"] = randomTexture(r);
                        b.inputs["TEXCOORD0"] = values(randomTexelCentre(r));
                        b.inputs["TEXCOORD1"] = values(randomTexelCentre(r));
                        return b;
                      },
                      [](const Binding& b) {
                        const float4 left = tex2D(b, "decal", inputVec<2>(b, "TEXCOORD0"));
                        const float4 right = tex2D(b, "decal", inputVec<2>(b, "TEXCOORD1"));
                        return Outputs{{"COLOR0", values(lerp(left, right, 0.5f))}};
                      }});

  // C4E1v_transform: mul(modelViewProj, position), position.w included.
  examples.push_back({"C4E1v_transform.cg", "C4E1v_transform", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
                        b.inputs["POSITION"] = values(vec4(randomSurfacePoint(r), randomFloat(r, 0.5f, 1.5f)));
                        return b;
                      },
                      [](const Binding& b) {
                        const float4x4 mvp = uniformMat<4, 4>(b, "modelViewProj");
                        return Outputs{{"POSITION", values(mul(mvp, inputVec<4>(b, "POSITION")))}};
                      }});
}

}  // namespace

void appendChapters2To6(std::vector<Example>& examples) {
  appendChapters2To4(examples);
  mathA::appendChapter5(examples);
  mathA::appendChapter6(examples);
  mathA::appendSkinning(examples);
}

}  // namespace cgx::reference
