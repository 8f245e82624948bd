// References of chapter 6 (Animation) of The Cg Tutorial, C6E1v_bulge to C6E5v_skin4m.
#include <algorithm>

#include "MathA.h"

namespace cgx::reference::mathA {

namespace {

constexpr float kQuarterTurn = 0.78539816f;  // 45 degrees: bones stay far from cancelling each other

// computeLighting of C6E1v_bulge: diffuse plus white specular of one light, no ambient or emissive.
float3 bulgeLighting(const float3& lightPosition, const float3& lightColor, const float3& Kd, float shininess,
                     const float3& P, const float3& N, const float3& eyePosition) {
  const float3 L = normalize(lightPosition - P);
  const float diffuseLight = std::max(dot(N, L), 0.0f);
  const float3 diffuseResult = Kd * lightColor * diffuseLight;
  const float3 V = normalize(eyePosition - P);
  const float3 H = normalize(L + V);
  float specularLight = std::pow(std::max(dot(N, H), 0.0f), shininess);
  if (diffuseLight <= 0) specularLight = 0;
  const float3 specularResult = lightColor * specularLight;
  return diffuseResult + specularResult;
}

// computeLighting of C6E4v_litKeyFrame and C6E5v_skin4m (book Example 6-4), with the `Light light` uniform:
// lightColor * (ambient + diffuse + specular), no switch on the diffuse term.
float4 keyFrameLighting(const Binding& b, const float3& position, const float3& normal) {
  const float3 lightDirNorm = normalize(uniformVec<3>(b, "light.lightPosition") - position);
  const float3 eyeDirNorm = normalize(uniformVec<3>(b, "light.eyePosition") - position);
  const float3 halfAngle = normalize(lightDirNorm + eyeDirNorm);
  const float diffuse = std::max(0.0f, dot(lightDirNorm, normal));
  const float specular =
      std::pow(std::max(0.0f, dot(halfAngle, normal)), uniformFloat(b, "light.specularExponent"));
  return uniformVec<4>(b, "light.lightColor") * (uniformFloat(b, "light.ambient") + diffuse + specular);
}

void putKeyFrameLight(Binding& b, std::mt19937& r) {
  b.uniforms["light.eyePosition"] = values(randomLightPosition(r));
  b.uniforms["light.lightPosition"] = values(randomLightPosition(r));
  b.uniforms["light.lightColor"] = values(randomVec<4>(r, 0.0f, 0.4f));  // color <= 0.92
  b.uniforms["light.specularExponent"] = {randomFloat(r, 1.0f, 64.0f)};
  b.uniforms["light.ambient"] = {randomFloat(r, 0.0f, 0.3f)};
}

float4 transform(const Binding& b, const std::string& matrix, const float3& p) {
  return mul(uniformMat<4, 4>(b, matrix), vec4(p, 1.0f));
}

}  // namespace

void appendChapter6(std::vector<Example>& examples) {
  // C6E1v_bulge: displaces the vertex along its normal by scaleFactor * 0.5 * sin(y * frequency * time) + 1,
  // then transforms and lights the displaced point.
  examples.push_back(
      {"C6E1v_bulge.cg", "C6E1v_bulge", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
         b.uniforms["time"] = {randomFloat(r, 0.0f, 5.0f)};
         b.uniforms["frequency"] = {randomFloat(r, 0.5f, 3.0f)};  // |sin argument| <= 15
         b.uniforms["scaleFactor"] = {randomFloat(r, 0.0f, 1.0f)};
         b.uniforms["Kd"] = values(randomColor(r));
         b.uniforms["shininess"] = {randomFloat(r, 1.0f, 64.0f)};
         b.uniforms["eyePosition"] = values(randomLightPosition(r));
         b.uniforms["lightPosition"] = values(randomLightPosition(r));
         b.uniforms["lightColor"] = values(randomColor(r));
         b.inputs["POSITION"] = values(vec4(randomSurfacePoint(r), 1.0f));
         b.inputs["NORMAL"] = values(randomSurfaceNormal(r));
         return b;
       },
       [](const Binding& b) {
         const float4 position = inputVec<4>(b, "POSITION");
         const float3 normal = inputVec<3>(b, "NORMAL");
         const float displacement =
             uniformFloat(b, "scaleFactor") * 0.5f *
                 std::sin(position[1] * uniformFloat(b, "frequency") * uniformFloat(b, "time")) +
             1.0f;
         const float4 newPosition = position + displacement * vec4(normal, 0.0f);
         const float3 rgb = bulgeLighting(uniformVec<3>(b, "lightPosition"), uniformVec<3>(b, "lightColor"),
                                          uniformVec<3>(b, "Kd"), uniformFloat(b, "shininess"), xyz(newPosition),
                                          normal, uniformVec<3>(b, "eyePosition"));
         return Outputs{{"POSITION", values(mul(uniformMat<4, 4>(b, "modelViewProj"), newPosition))},
                        {"COLOR0", values(vec4(rgb, 1.0f))}};
       }});

  // C6E2v_particle: p0 + v0 t + 0.5 a t^2 at age t = globalTime - tInitial, gray level t, and point size
  // -8 t^2 + 8 t + 0.1 y + 1.
  examples.push_back(
      {"C6E2v_particle.cg", "C6E2v_particle", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["globalTime"] = {randomFloat(r, 1.0f, 1.5f)};
         b.uniforms["acceleration"] = {randomFloat(r, -0.5f, 0.5f), randomFloat(r, -9.8f, -1.0f),
                                       randomFloat(r, -0.5f, 0.5f), 0.0f};
         b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
         b.inputs["POSITION"] = values(vec4(randomSurfacePoint(r), 1.0f));
         b.inputs["TEXCOORD0"] = values(vec4(randomVec<3>(r, -2.0f, 2.0f), 0.0f));
         b.inputs["TEXCOORD1"] = {randomFloat(r, 0.5f, 1.0f)};  // age t in [0, 1]: gray <= 1
         return b;
       },
       [](const Binding& b) {
         const float4 pInitial = inputVec<4>(b, "POSITION"), vInitial = inputVec<4>(b, "TEXCOORD0");
         const float t = uniformFloat(b, "globalTime") - inputFloat(b, "TEXCOORD1");
         const float4 pFinal = pInitial + vInitial * t + 0.5f * uniformVec<4>(b, "acceleration") * t * t;
         const float pointSize = -8.0f * t * t + 8.0f * t + 0.1f * pFinal[1] + 1.0f;
         return Outputs{{"POSITION", values(mul(uniformMat<4, 4>(b, "modelViewProj"), pFinal))},
                        {"COLOR0", values(float4{t, t, t, 1.0f})},
                        {"PSIZE", values(pointSize)}};
       }});

  // C6E3v_keyFrame: lerp of two key-frame positions by keyFrameBlend, transformed; color and texture
  // coordinate passed through.
  examples.push_back({"C6E3v_keyFrame.cg", "C6E3v_keyFrame", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["keyFrameBlend"] = {randomFloat(r, 0.0f, 1.0f)};
                        b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
                        const float3 a = randomSurfacePoint(r);
                        b.inputs["POSITION"] = values(a);
                        b.inputs["TEXCOORD1"] = values(a + randomVec<3>(r, -0.5f, 0.5f));
                        b.inputs["COLOR0"] = values(randomVec<4>(r, 0.0f, 1.0f));
                        b.inputs["TEXCOORD0"] = values(randomVec<2>(r, 0.0f, 1.0f));
                        return b;
                      },
                      [](const Binding& b) {
                        const float3 position = lerp(inputVec<3>(b, "POSITION"), inputVec<3>(b, "TEXCOORD1"),
                                                     uniformFloat(b, "keyFrameBlend"));
                        return Outputs{{"POSITION", values(transform(b, "modelViewProj", position))},
                                       {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                                       {"COLOR0", b.inputs.at("COLOR0")}};
                      }});

  // C6E4v_litKeyFrame: lerped positions and (renormalized) normals, lit by computeLighting (Example 6-4).
  examples.push_back(
      {"C6E4v_litKeyFrame.cg", "C6E4v_litKeyFrame", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["keyFrameBlend"] = {randomFloat(r, 0.0f, 1.0f)};
         putKeyFrameLight(b, r);
         b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
         const float3 a = randomSurfacePoint(r), normalA = randomUnit(r);
         b.inputs["POSITION"] = values(a);
         b.inputs["NORMAL"] = values(normalA);
         b.inputs["TEXCOORD1"] = values(a + randomVec<3>(r, -0.5f, 0.5f));
         // Key B's normal within 60 degrees of key A's, so the lerped normal never nears zero.
         b.inputs["TEXCOORD2"] = values(mul(randomRotation(r, 1.0471976f), normalA));
         b.inputs["TEXCOORD0"] = values(randomVec<2>(r, 0.0f, 1.0f));
         return b;
       },
       [](const Binding& b) {
         const float blend = uniformFloat(b, "keyFrameBlend");
         const float3 position = lerp(inputVec<3>(b, "POSITION"), inputVec<3>(b, "TEXCOORD1"), blend);
         const float3 normal = normalize(lerp(inputVec<3>(b, "NORMAL"), inputVec<3>(b, "TEXCOORD2"), blend));
         return Outputs{{"POSITION", values(transform(b, "modelViewProj", position))},
                        {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                        {"COLOR0", values(keyFrameLighting(b, position, normal))}};
       }});

  // C6E5v_skin4m: four-bone matrix palette skinning of position and normal (rows boneMatrix[3b..3b+2],
  // the index input already 3b), renormalized normal, lit by computeLighting (Example 6-4).
  examples.push_back(
      {"C6E5v_skin4m.cg", "C6E5v_skin4m", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         putKeyFrameLight(b, r);
         b.uniforms["boneMatrix"] = randomBonePalette(r, 24, kQuarterTurn, 1.0f, 1.0f);
         b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
         b.inputs["POSITION"] = values(randomSurfacePoint(r));
         b.inputs["NORMAL"] = values(randomUnit(r));
         b.inputs["TEXCOORD0"] = values(randomVec<2>(r, 0.0f, 1.0f));
         b.inputs["TEXCOORD1"] = values(randomWeights(r));
         b.inputs["TEXCOORD2"] = values(randomBoneIndices(r, 24, 3));
         return b;
       },
       [](const Binding& b) {
         const Values& boneMatrix = b.uniforms.at("boneMatrix");
         const float3 position = inputVec<3>(b, "POSITION"), normal = inputVec<3>(b, "NORMAL");
         const float4 weight = inputVec<4>(b, "TEXCOORD1"), matrixIndex = inputVec<4>(b, "TEXCOORD2");
         float3 netPosition(0.0f), netNormal(0.0f);
         for (std::size_t i = 0; i < 4; ++i) {
           const auto index = static_cast<std::size_t>(matrixIndex[i]);  // a float row number, 3 * bone
           const float3x4 model = matAt<3, 4>(boneMatrix, index * 4);
           const float3 bonePosition = mul(model, vec4(position, 1.0f));
           const float3 boneNormal = mul(upper3x3(model), normal);
           netPosition += weight[i] * bonePosition;
           netNormal += weight[i] * boneNormal;
         }
         netNormal = normalize(netNormal);
         return Outputs{{"POSITION", values(transform(b, "modelViewProj", netPosition))},
                        {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                        {"COLOR0", values(keyFrameLighting(b, netPosition, netNormal))}};
       }});
}

}  // namespace cgx::reference::mathA
