// References of the animation programs beyond the book: morph_dawn (GPU Gems ch. 4), skin_accumulated
// (accumulated-matrix skinning) and skin_dualquat (Kavan et al.).
#include <algorithm>

#include "MathA.h"

namespace cgx::reference::mathA {

namespace {

constexpr float kQuarterTurn = 0.78539816f;

// Sum of weights[i] * the 3x4 bone at row `indices[i] * rowsPerIndex` of a flattened float3x4 palette
// (morph_dawn's accumulateSkin with rowsPerIndex 1, as its indices are row numbers 3b; skin_accumulated's
// accumulate_skin with rowsPerIndex 3, as its indices are bone numbers).
float3x4 accumulateSkin(const Values& palette, const float4& weights, const float4& indices, std::size_t rowsPerIndex) {
  float3x4 result;  // zero
  for (std::size_t i = 0; i < 4; ++i) {
    const auto row = static_cast<std::size_t>(indices[i]) * rowsPerIndex;
    result = result + weights[i] * matAt<3, 4>(palette, row * 4);
  }
  return result;
}

// A unit vector perpendicular to n.
float3 randomPerpendicular(std::mt19937& r, const float3& n) {
  for (;;) {
    const float3 u = randomUnit(r);
    const float3 t = cross(n, u);
    if (dot(t, t) > 0.25f) return normalize(t);
  }
}

// Quaternions are (x, y, z, w) with w the scalar part.
float4 quatMul(const float4& a, const float4& b) {
  const float3 v = a[3] * xyz(b) + b[3] * xyz(a) + cross(xyz(a), xyz(b));
  return vec4(v, a[3] * b[3] - dot(xyz(a), xyz(b)));
}

// skin_dualquat's quatRotate: v + 2 q.xyz x (q.xyz x v + q.w v).
float3 quatRotate(const float4& q, const float3& v) {
  return v + 2.0f * cross(xyz(q), cross(xyz(q), v) + q[3] * v);
}

// skin_dualquat's dualQuatTranslation: 2 (r.w d.xyz - d.w r.xyz + r.xyz x d.xyz).
float3 dualQuatTranslation(const float4& r, const float4& d) {
  return 2.0f * (r[3] * xyz(d) - d[3] * xyz(r) + cross(xyz(r), xyz(d)));
}

// 40 unit dual quaternions (row 0 real part r, row 1 dual part d = 0.5 t r): rotations up to 60 degrees,
// so any two real parts have |dot| >= 0.5 and the hemisphere test is never near its edge; half of them
// are negated (the same transform), so the test flips some weights.
Values randomDualQuaternions(std::mt19937& random) {
  Values palette;
  for (int i = 0; i < 40; ++i) {
    const float3 axis = randomUnit(random);
    const float half = 0.5f * randomFloat(random, 0.0f, 1.0471976f);
    float4 r = vec4(std::sin(half) * axis, std::cos(half));
    float4 d = 0.5f * quatMul(vec4(randomVec<3>(random, -0.5f, 0.5f), 0.0f), r);
    if (randomFloat(random, 0.0f, 1.0f) < 0.5f) {
      r = -r;
      d = -d;
    }
    palette.insert(palette.end(), r.c.begin(), r.c.end());
    palette.insert(palette.end(), d.c.begin(), d.c.end());
  }
  return palette;
}

}  // namespace

void appendSkinning(std::vector<Example>& examples) {
  // morph_dawn: five morph targets added to the neutral position and normal(+occlusion), the tangent
  // re-orthogonalized, then skinned by the accumulated bone matrix and projected.
  examples.push_back(
      {"morph_dawn.cg", "morph_dawn", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["morphWeight"] = values(randomVec<4>(r, 0.0f, 1.0f));
         b.uniforms["morphWeight"].push_back(randomFloat(r, 0.0f, 1.0f));
         // Bones hold rotation, translation and uniform scale, as the program allows.
         b.uniforms["boneMatrix"] = randomBonePalette(r, 24, kQuarterTurn, 0.8f, 1.2f);
         b.uniforms["viewProj"] = values(randomModelViewProj(r));
         const float3 normal = randomUnit(r);
         b.inputs["ATTR0"] = values(vec4(randomSurfacePoint(r), 1.0f));
         b.inputs["ATTR1"] = values(randomWeights(r));
         b.inputs["ATTR2"] = values(vec4(normal, randomFloat(r, 0.0f, 1.0f)));
         b.inputs["ATTR3"] = values(randomPerpendicular(r, normal));
         b.inputs["ATTR4"] = values(randomVec<2>(r, 0.0f, 1.0f));
         b.inputs["ATTR5"] = values(randomBoneIndices(r, 24, 3));
         // Small normal differences (five of at most 0.09 each move the normal by < 30 degrees, so the
         // tangent stays far from parallel); occlusion differences push .w past 0 and 1 at times.
         for (int k = 0; k < 5; ++k) {
           b.inputs["ATTR" + std::to_string(6 + 2 * k)] = values(randomVec<3>(r, -0.3f, 0.3f));
           b.inputs["ATTR" + std::to_string(7 + 2 * k)] =
               values(vec4(randomVec<3>(r, -0.05f, 0.05f), randomFloat(r, -0.3f, 0.3f)));
         }
         return b;
       },
       [](const Binding& b) {
         const Values& morphWeight = b.uniforms.at("morphWeight");
         float3 position = xyz(inputVec<4>(b, "ATTR0"));
         for (std::size_t k = 0; k < 5; ++k)
           position += morphWeight.at(k) * inputVec<3>(b, "ATTR" + std::to_string(6 + 2 * k));
         float4 normalOcc = inputVec<4>(b, "ATTR2");
         for (std::size_t k = 0; k < 5; ++k)
           normalOcc += morphWeight.at(k) * inputVec<4>(b, "ATTR" + std::to_string(7 + 2 * k));
         const float3 normal = normalize(xyz(normalOcc));
         const float3 neutralTangent = inputVec<3>(b, "ATTR3");
         const float3 tangent = normalize(neutralTangent - dot(neutralTangent, normal) * normal);

         const float3x4 skin =
             accumulateSkin(b.uniforms.at("boneMatrix"), inputVec<4>(b, "ATTR1"), inputVec<4>(b, "ATTR5"), 1);
         const float3x3 skinRotate = upper3x3(skin);
         const float3 positionW = mul(skin, vec4(position, 1.0f));
         const float3 normalW = normalize(mul(skinRotate, normal));
         const float3 tangentW = normalize(mul(skinRotate, tangent));
         return Outputs{{"POSITION", values(mul(uniformMat<4, 4>(b, "viewProj"), vec4(positionW, 1.0f)))},
                        {"TEXCOORD0", b.inputs.at("ATTR4")},
                        {"TEXCOORD1", values(positionW)},
                        {"TEXCOORD2", values(normalW)},
                        {"TEXCOORD3", values(tangentW)},
                        {"TEXCOORD4", values(cross(normalW, tangentW))},
                        {"TEXCOORD5", values(saturate(normalOcc[3]))}};
       }});

  // skin_accumulated: the weighted sum of four float3x4 bones skins position, normal and tangent; outputs
  // the projected position and the texture-space light vector and (unnormalized) half-angle sum.
  examples.push_back(
      {"skin_accumulated.cg", "skin_accumulated", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["bones"] = randomBonePalette(r, 24, kQuarterTurn, 1.0f, 1.0f);
         b.uniforms["lightPosition"] = values(randomLightPosition(r));
         b.uniforms["eyePosition"] = values(randomLightPosition(r));
         b.uniforms["viewProj"] = values(randomModelViewProj(r));
         const float3 normal = randomUnit(r);
         b.inputs["POSITION"] = values(vec4(randomSurfacePoint(r), 1.0f));
         b.inputs["NORMAL"] = values(normal);
         b.inputs["TEXCOORD0"] = values(randomVec<2>(r, 0.0f, 1.0f));
         b.inputs["TEXCOORD1"] = values(randomWeights(r));
         b.inputs["TEXCOORD2"] = values(randomBoneIndices(r, 24, 1));
         b.inputs["TEXCOORD3"] = values(randomPerpendicular(r, normal));
         return b;
       },
       [](const Binding& b) {
         const float3x4 skin =
             accumulateSkin(b.uniforms.at("bones"), inputVec<4>(b, "TEXCOORD1"), inputVec<4>(b, "TEXCOORD2"), 3);
         const float3x3 skinRotate = upper3x3(skin);
         const float3 skinnedPosition = mul(skin, inputVec<4>(b, "POSITION"));
         const float3 skinnedNormal = normalize(mul(skinRotate, inputVec<3>(b, "NORMAL")));
         const float3 skinnedTangent = normalize(mul(skinRotate, inputVec<3>(b, "TEXCOORD3")));
         const float3 skinnedBinormal = cross(skinnedNormal, skinnedTangent);
         const float3x3 toTexture = {{skinnedTangent, skinnedBinormal, skinnedNormal}};
         const float3 L = uniformVec<3>(b, "lightPosition") - skinnedPosition;
         const float3 V = uniformVec<3>(b, "eyePosition") - skinnedPosition;
         return Outputs{
             {"POSITION", values(mul(uniformMat<4, 4>(b, "viewProj"), vec4(skinnedPosition, 1.0f)))},
             {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
             {"TEXCOORD1", values(mul(toTexture, L))},
             {"TEXCOORD2", values(mul(toTexture, normalize(L) + normalize(V)))}};
       }});

  // skin_dualquat: blends four bones' dual quaternions (weights flipped into the first one's hemisphere),
  // renormalizes by the real part, and applies the rigid transform to the position and normal.
  examples.push_back(
      {"skin_dualquat.cg", "skin_dualquat", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["boneDQ"] = randomDualQuaternions(r);
         b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
         b.inputs["POSITION"] = values(vec4(randomSurfacePoint(r), 1.0f));
         b.inputs["NORMAL"] = values(randomUnit(r));
         b.inputs["TEXCOORD0"] = values(randomVec<2>(r, 0.0f, 1.0f));
         b.inputs["TEXCOORD1"] = values(randomWeights(r));
         b.inputs["TEXCOORD2"] = values(randomBoneIndices(r, 40, 1));
         return b;
       },
       [](const Binding& b) {
         const Values& boneDQ = b.uniforms.at("boneDQ");
         const float4 indices = inputVec<4>(b, "TEXCOORD2");
         std::array<float2x4, 4> dq;
         for (std::size_t i = 0; i < 4; ++i) dq[i] = matAt<2, 4>(boneDQ, static_cast<std::size_t>(indices[i]) * 8);
         float4 w = inputVec<4>(b, "TEXCOORD1");
         for (std::size_t i = 1; i < 4; ++i)
           if (dot(dq[0].row[0], dq[i].row[0]) < 0) w[i] = -w[i];
         const float2x4 blend = w[0] * dq[0] + w[1] * dq[1] + w[2] * dq[2] + w[3] * dq[3];
         const float invLength = 1 / length(blend.row[0]);
         const float4 rq = blend.row[0] * invLength, dualq = blend.row[1] * invLength;
         const float3 skinnedPosition =
             quatRotate(rq, xyz(inputVec<4>(b, "POSITION"))) + dualQuatTranslation(rq, dualq);
         const float3 skinnedNormal = quatRotate(rq, inputVec<3>(b, "NORMAL"));
         return Outputs{
             {"POSITION", values(mul(uniformMat<4, 4>(b, "modelViewProj"), vec4(skinnedPosition, 1.0f)))},
             {"TEXCOORD0", values(skinnedPosition)},
             {"TEXCOORD1", values(skinnedNormal)},
             {"TEXCOORD2", b.inputs.at("TEXCOORD0")}};
       }});
}

}  // namespace cgx::reference::mathA
