// Chapter 7 (Environment Mapping Techniques): reflection, refraction, Fresnel and chromatic dispersion.
// The vertex programs work in world space; the fragment programs look the environment up in a cube map.
// Fragment inputs that index the cube map are drawn with cubeDirection(), so they land at least 0.3 of a
// texel from any texel edge and away from face ties: nearest sampling gives the same texel on any GPU.
#include "MathB.h"

namespace cgx::reference {

namespace {

using namespace mathb;

constexpr int kDecalSize = 8;
constexpr int kCubeSize = 4;

// The world-space quantities every chapter 7 vertex program starts from.
struct WorldSpace {
  float4 position;  // object-space position
  float3 N;         // normalize(mul((float3x3)modelToWorld, normal))
  float3 I;         // positionW - eyePositionW (unnormalized)
};
WorldSpace worldSpace(const Binding& b) {
  const float4 position = vec<4>(b.inputs, "POSITION");
  const Mat4 modelToWorld = mat4(b.uniforms, "modelToWorld");
  const float3 positionW = xyz(mul(modelToWorld, position));
  const float3 N = normalize(mul(upper3x3(modelToWorld), vec<3>(b.inputs, "NORMAL")));
  return {position, N, positionW - vec<3>(b.uniforms, "eyePositionW")};
}

// Uniforms shared by the vertex programs: a general modelViewProj, a rotation * uniform scale +
// translation modelToWorld (the book assumes no non-uniform scale), and an eye well away from the object
// (world positions are within about 5.5 of the origin).
void worldUniforms(std::mt19937& random, Binding& b) {
  b.uniforms["eyePositionW"] = values(farPoint(random, 8.0f, 12.0f));
  b.uniforms["modelViewProj"] = values(randomMatrix(random));
  b.uniforms["modelToWorld"] = values(randomRigidScale(random));
}
void objectInputs(std::mt19937& random, Binding& b, bool texCoord) {
  b.inputs["POSITION"] = values(randomPosition(random));
  b.inputs["NORMAL"] = values(unitVector(random));
  if (texCoord) b.inputs["TEXCOORD0"] = values(uniformVec<2>(random, -2.0f, 2.0f));
}
// Fresnel programs: draw vertices until 1 + dot(I, N) >= 0.05, so pow() never sees a base that rounding
// could push below zero and its relative error stays small.
void fresnelInputs(std::mt19937& random, Binding& b) {
  for (;;) {
    objectInputs(random, b, false);
    const WorldSpace w = worldSpace(b);
    if (1.0f + dot(normalize(w.I), w.N) >= 0.05f) return;
  }
}
float fresnel(const Binding& b, const float3& I, const float3& N) {
  return scalar(b.uniforms, "fresnelBias") +
         scalar(b.uniforms, "fresnelScale") * std::pow(1.0f + dot(I, N), scalar(b.uniforms, "fresnelPower"));
}
void fresnelUniforms(std::mt19937& random, Binding& b) {
  b.uniforms["fresnelBias"] = {uniform(random, 0.0f, 0.2f)};
  b.uniforms["fresnelScale"] = {uniform(random, 0.5f, 1.0f)};
  b.uniforms["fresnelPower"] = {uniform(random, 1.0f, 5.0f)};
}
float randomEta(std::mt19937& random) { return 1.0f / uniform(random, 1.1f, 1.5f); }
Values clipPosition(const Binding& b, const float4& position) {
  return values(mul(mat4(b.uniforms, "modelViewProj"), position));
}

// Fragment programs: decal texcoord at a texel, cube directions inside texels.
Values cubeInput(std::mt19937& random) { return values(cubeDirection(random, kCubeSize)); }
Texture environment(std::mt19937& random) { return randomTexture(random, TextureKind::Cube, kCubeSize); }

}  // namespace

void appendChapter7(std::vector<Example>& examples) {
  // C7E1v: clip position, texcoord passed through, world-space reflected view vector R = reflect(I, N).
  examples.push_back(makeExample(
      "C7E1v_reflection", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        worldUniforms(random, b);
        objectInputs(random, b, true);
        return b;
      },
      [](const Binding& b) {
        const WorldSpace w = worldSpace(b);
        return Outputs{{"POSITION", clipPosition(b, w.position)},
                       {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                       {"TEXCOORD1", values(reflect(w.I, w.N))}};
      }));

  // C7E2f: lerp(decal, environment(R), reflectivity).
  examples.push_back(makeExample(
      "C7E2f_reflection", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["reflectivity"] = {uniform01(random)};
        b.textures["decalMap"] = randomTexture(random, TextureKind::Tex2D, kDecalSize, kDecalSize);
        b.textures["environmentMap"] = environment(random);
        b.inputs["TEXCOORD0"] = values(texelCoord2(random, kDecalSize, kDecalSize));
        b.inputs["TEXCOORD1"] = cubeInput(random);
        return b;
      },
      [](const Binding& b) {
        const float4 reflected = sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD1"));
        const float4 decal = sample(b, "decalMap", vec<2>(b.inputs, "TEXCOORD0"));
        return Outputs{{"COLOR0", values(lerp(decal, reflected, scalar(b.uniforms, "reflectivity")))}};
      }));

  // C7E3v: clip position, texcoord, world-space refracted view vector T = refract(normalize(I), N, eta).
  examples.push_back(makeExample(
      "C7E3v_refraction", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        worldUniforms(random, b);
        b.uniforms["etaRatio"] = {randomEta(random)};
        objectInputs(random, b, true);
        return b;
      },
      [](const Binding& b) {
        const WorldSpace w = worldSpace(b);
        const float3 T = refract(normalize(w.I), w.N, scalar(b.uniforms, "etaRatio"));
        return Outputs{{"POSITION", clipPosition(b, w.position)},
                       {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                       {"TEXCOORD1", values(T)}};
      }));

  // C7E4f: lerp(decal, environment(T), transmittance).
  examples.push_back(makeExample(
      "C7E4f_refraction", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["transmittance"] = {uniform01(random)};
        b.textures["decalMap"] = randomTexture(random, TextureKind::Tex2D, kDecalSize, kDecalSize);
        b.textures["environmentMap"] = environment(random);
        b.inputs["TEXCOORD0"] = values(texelCoord2(random, kDecalSize, kDecalSize));
        b.inputs["TEXCOORD1"] = cubeInput(random);
        return b;
      },
      [](const Binding& b) {
        const float4 refracted = sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD1"));
        const float4 decal = sample(b, "decalMap", vec<2>(b.inputs, "TEXCOORD0"));
        return Outputs{{"COLOR0", values(lerp(decal, refracted, scalar(b.uniforms, "transmittance")))}};
      }));

  // C7E5v: reflected and refracted vectors of the unit I, and the empirical Fresnel factor
  // bias + scale * (1 + I.N)^power in COLOR0 (one component).
  examples.push_back(makeExample(
      "C7E5v_fresnel", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        worldUniforms(random, b);
        fresnelUniforms(random, b);
        b.uniforms["etaRatio"] = {randomEta(random)};
        fresnelInputs(random, b);
        return b;
      },
      [](const Binding& b) {
        const WorldSpace w = worldSpace(b);
        const float3 I = normalize(w.I);
        return Outputs{{"POSITION", clipPosition(b, w.position)},
                       {"COLOR0", {fresnel(b, I, w.N)}},
                       {"TEXCOORD0", values(reflect(I, w.N))},
                       {"TEXCOORD1", values(refract(I, w.N, scalar(b.uniforms, "etaRatio")))}};
      }));

  // C7E6f: lerp(environment(T), environment(R), reflectionFactor).
  examples.push_back(makeExample(
      "C7E6f_fresnel", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.textures["environmentMap"] = environment(random);
        b.inputs["COLOR0"] = {uniform01(random)};
        b.inputs["TEXCOORD0"] = cubeInput(random);
        b.inputs["TEXCOORD1"] = cubeInput(random);
        return b;
      },
      [](const Binding& b) {
        const float4 reflected = sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD0"));
        const float4 refracted = sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD1"));
        return Outputs{{"COLOR0", values(lerp(refracted, reflected, scalar(b.inputs, "COLOR0")))}};
      }));

  // C7E7v: like C7E5v, with one refracted vector per colour channel (etaRatio.x/.y/.z).
  examples.push_back(makeExample(
      "C7E7v_dispersion", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        worldUniforms(random, b);
        fresnelUniforms(random, b);
        const float red = randomEta(random), green = randomEta(random), blue = randomEta(random);
        b.uniforms["etaRatio"] = {red, green, blue};
        fresnelInputs(random, b);
        return b;
      },
      [](const Binding& b) {
        const WorldSpace w = worldSpace(b);
        const float3 I = normalize(w.I);
        const float3 eta = vec<3>(b.uniforms, "etaRatio");
        return Outputs{{"POSITION", clipPosition(b, w.position)},      {"COLOR0", {fresnel(b, I, w.N)}},
                       {"TEXCOORD0", values(reflect(I, w.N))},         {"TEXCOORD1", values(refract(I, w.N, eta[0]))},
                       {"TEXCOORD2", values(refract(I, w.N, eta[1]))}, {"TEXCOORD3", values(refract(I, w.N, eta[2]))}};
      }));

  // C7E8f: refracted colour = (env(TRed).r, env(TGreen).g, env(TBlue).b, 1), blended toward env(R).
  examples.push_back(makeExample(
      "C7E8f_dispersion", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.textures["environmentMap"] = environment(random);
        b.inputs["COLOR0"] = {uniform01(random)};
        for (const char* semantic : {"TEXCOORD0", "TEXCOORD1", "TEXCOORD2", "TEXCOORD3"})
          b.inputs[semantic] = cubeInput(random);
        return b;
      },
      [](const Binding& b) {
        const float4 reflected = sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD0"));
        const float4 refracted = make4(sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD1"))[0],
                                       sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD2"))[1],
                                       sample(b, "environmentMap", vec<3>(b.inputs, "TEXCOORD3"))[2], 1.0f);
        return Outputs{{"COLOR0", values(lerp(refracted, reflected, scalar(b.inputs, "COLOR0")))}};
      }));
}

}  // namespace cgx::reference
