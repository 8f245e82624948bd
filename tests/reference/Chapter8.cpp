// Chapter 8 (Bump Mapping): texture-space light and half-angle vectors from the vertex programs, normal
// maps and normalization cube maps in the fragment programs. Normal maps hold range-compressed unit
// vectors (randomNormalMap); the normalization cube maps are random RGBA, which exercises the same
// arithmetic (the references sample whatever texel the direction selects). Fragment texcoords land inside
// texels (texelCoord2) and cube directions inside cube texels (cubeDirection).
#include "MathB.h"

namespace cgx::reference {

namespace {

using namespace mathb;

constexpr int kMapSize = 8;
constexpr int kCubeSize = 4;

// Blinn half-angle of two unnormalized vectors: normalize(normalize(L) + normalize(V)).
float3 halfAngle(const float3& light, const float3& eye) { return normalize(normalize(light) + normalize(eye)); }

// Uniforms of the wall/floor/any-mesh vertex programs: light and eye in object space, away from the
// object (vertices are within sqrt(3) of the origin) and on the same side, so the half angle is defined.
void lightEyeUniforms(std::mt19937& random, Binding& b, bool eye) {
  float3 light, eyePosition;
  lightAndEye(random, 6.0f, 10.0f, light, eyePosition);
  b.uniforms["lightPosition"] = values(light);
  if (eye) b.uniforms["eyePosition"] = values(eyePosition);
  b.uniforms["modelViewProj"] = values(randomMatrix(random));
}

// The bump-mapping fragment inputs: normal-map texcoord inside a texel, light and half-angle vectors.
void bumpFragmentInputs(std::mt19937& random, Binding& b, bool halfAngleInput) {
  b.inputs["TEXCOORD0"] = values(texelCoord2(random, kMapSize, kMapSize));
  b.inputs["TEXCOORD1"] = values(cubeDirection(random, kCubeSize));
  if (halfAngleInput) b.inputs["TEXCOORD2"] = values(cubeDirection(random, kCubeSize));
}
void lightingUniforms(std::mt19937& random, Binding& b) {
  b.uniforms["ambient"] = {uniform(random, 0.0f, 0.3f)};
  b.uniforms["LMd"] = values(uniformVec<4>(random, 0.0f, 1.0f));
  b.uniforms["LMs"] = values(uniformVec<4>(random, 0.0f, 1.0f));
}
float3 fetchNormal(const Binding& b, const char* sampler) {
  return expand(xyz(sample(b, sampler, vec<2>(b.inputs, "TEXCOORD0"))));
}
float3 fetchCube(const Binding& b, const char* sampler, const char* semantic) {
  return expand(xyz(sample(b, sampler, vec<3>(b.inputs, semantic))));
}

// C8E3v/C8E5v/C8E8v: rotate the object-space light and eye vectors to texture space with the rows of
// `rotation` (mul(rotation, v)), output the light vector and the half angle.
Outputs textureSpaceOutputs(const Binding& b, const float4& position, const float2& texCoord, const Mat3& rotation) {
  const float3 light = mul(rotation, vec<3>(b.uniforms, "lightPosition") - xyz(position));
  const float3 eye = mul(rotation, vec<3>(b.uniforms, "eyePosition") - xyz(position));
  return Outputs{{"POSITION", values(mul(mat4(b.uniforms, "modelViewProj"), position))},
                 {"TEXCOORD0", values(texCoord)},
                 {"TEXCOORD1", values(light)},
                 {"TEXCOORD2", values(halfAngle(light, eye))}};
}
const Mat3 kIdentity = rows3(make3(1, 0, 0), make3(0, 1, 0), make3(0, 0, 1));

}  // namespace

void appendChapter8(std::vector<Example>& examples) {
  // C8E1v: clip position, texcoord, unnormalized object-space light vector lightPosition - position.xyz.
  examples.push_back(makeExample(
      "C8E1v_bumpWall", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        lightEyeUniforms(random, b, false);
        b.inputs["POSITION"] = values(randomPosition(random));
        b.inputs["TEXCOORD0"] = values(uniformVec<2>(random, -2.0f, 2.0f));
        return b;
      },
      [](const Binding& b) {
        const float4 position = vec<4>(b.inputs, "POSITION");
        return Outputs{{"POSITION", values(mul(mat4(b.uniforms, "modelViewProj"), position))},
                       {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                       {"TEXCOORD1", values(vec<3>(b.uniforms, "lightPosition") - xyz(position))}};
      }));

  // C8E2f: diffuse bump lighting dot(expand(normalMap), expand(normalizeCube(lightDir))), smeared to 4.
  examples.push_back(makeExample(
      "C8E2f_bumpSurf", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.textures["normalMap"] = randomNormalMap(random, kMapSize, kMapSize);
        b.textures["normalizeCube"] = randomTexture(random, TextureKind::Cube, kCubeSize);
        bumpFragmentInputs(random, b, false);
        return b;
      },
      [](const Binding& b) {
        const float diffuse = dot(fetchNormal(b, "normalMap"), fetchCube(b, "normalizeCube", "TEXCOORD1"));
        return Outputs{{"COLOR0", values(smear<4>(diffuse))}};
      }));

  // C8E3v: the wall (texture space = object space): light vector and half angle, no rotation.
  examples.push_back(makeExample(
      "C8E3v_specWall", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        lightEyeUniforms(random, b, true);
        b.inputs["POSITION"] = values(randomPosition(random));
        b.inputs["TEXCOORD0"] = values(uniformVec<2>(random, -2.0f, 2.0f));
        return b;
      },
      [](const Binding& b) {
        return textureSpaceOutputs(b, vec<4>(b.inputs, "POSITION"), vec<2>(b.inputs, "TEXCOORD0"), kIdentity);
      }));

  // C8E4f: LMd * (ambient + saturate(N.L)) + LMs * saturate(N.H)^8 with two normalization cube maps.
  // (The book binds one texture to both cube samplers; the binding uses two different random cubes, so
  // a mix-up of the samplers shows.)
  examples.push_back(makeExample(
      "C8E4f_specSurf", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        lightingUniforms(random, b);
        b.textures["normalMap"] = randomNormalMap(random, kMapSize, kMapSize);
        b.textures["normalizeCube"] = randomTexture(random, TextureKind::Cube, kCubeSize);
        b.textures["normalizeCube2"] = randomTexture(random, TextureKind::Cube, kCubeSize);
        bumpFragmentInputs(random, b, true);
        return b;
      },
      [](const Binding& b) {
        const float3 normal = fetchNormal(b, "normalMap");
        const float diffuse = saturate(dot(normal, fetchCube(b, "normalizeCube", "TEXCOORD1")));
        const float specular = saturate(dot(normal, fetchCube(b, "normalizeCube2", "TEXCOORD2")));
        const float specular2 = specular * specular;
        const float specular4 = specular2 * specular2;
        const float specular8 = specular4 * specular4;
        const float4 color = vec<4>(b.uniforms, "LMd") * (scalar(b.uniforms, "ambient") + diffuse) +
                             vec<4>(b.uniforms, "LMs") * specular8;
        return Outputs{{"COLOR0", values(color)}};
      }));

  // C8E5v: the floor (xz plane facing +y): rows tangent +x, binormal -z, normal +y rotate to texture space.
  examples.push_back(makeExample(
      "C8E5v_specFloor", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        lightEyeUniforms(random, b, true);
        b.inputs["POSITION"] = values(randomPosition(random));
        b.inputs["TEXCOORD0"] = values(uniformVec<2>(random, -2.0f, 2.0f));
        return b;
      },
      [](const Binding& b) {
        const Mat3 rotation = rows3(make3(1, 0, 0), make3(0, 0, -1), make3(0, 1, 0));
        return textureSpaceOutputs(b, vec<4>(b.inputs, "POSITION"), vec<2>(b.inputs, "TEXCOORD0"), rotation);
      }));

  // C8E6v: torus from (s, t) = POSITION.xy with radii (M, N) = torusInfo; texcoord (s, t) * (-6, 2);
  // light and half angle rotated into the (tangent, N x T, normal) frame.
  examples.push_back(makeExample(
      "C8E6v_torus", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        float3 light, eye;
        lightAndEye(random, 12.0f, 20.0f, light, eye);  // the torus reaches at most M + N <= 4
        b.uniforms["lightPosition"] = values(light);
        b.uniforms["eyePosition"] = values(eye);
        b.uniforms["modelViewProj"] = values(randomMatrix(random));
        b.uniforms["torusInfo"] = {uniform(random, 2.0f, 3.0f), uniform(random, 0.5f, 1.0f)};
        b.inputs["POSITION"] = values(uniformVec<2>(random, 0.0f, 1.0f));
        return b;
      },
      [](const Binding& b) {
        const float pi2 = 6.28318530f;
        const float2 parametric = vec<2>(b.inputs, "POSITION");
        const float M = b.uniforms.at("torusInfo")[0], N = b.uniforms.at("torusInfo")[1];
        const float sinS = std::sin(pi2 * parametric[0]), cosS = std::cos(pi2 * parametric[0]);
        const float sinT = std::sin(pi2 * parametric[1]), cosT = std::cos(pi2 * parametric[1]);
        const float3 torusPosition = make3((M + N * cosT) * cosS, (M + N * cosT) * sinS, N * sinT);
        const float3 dPds = make3(-sinS * (M + N * cosT), cosS * (M + N * cosT), 0);
        const float3 tangent = normalize(dPds);
        const float3 normal = make3(cosS * cosT, sinS * cosT, sinT);
        const Mat3 rotation = rows3(tangent, cross(normal, tangent), normal);
        Outputs out = textureSpaceOutputs(b, make4(torusPosition, 1.0f), parametric * make2(-6, 2), rotation);
        return out;
      }));

  // C8E7f: LMd * decal * (ambient + diffuse * selfShadow) + LMs * selfShadow * specular^16, with
  // selfShadow = saturate(4 * L.z) of the cube-normalized light vector.
  examples.push_back(makeExample(
      "C8E7f_bumpSpecDecal", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        lightingUniforms(random, b);
        b.textures["normalMap"] = randomNormalMap(random, kMapSize, kMapSize);
        b.textures["decalMap"] = randomTexture(random, TextureKind::Tex2D, kMapSize, kMapSize);
        b.textures["normalizeCube"] = randomTexture(random, TextureKind::Cube, kCubeSize);
        b.textures["normalizeCube2"] = randomTexture(random, TextureKind::Cube, kCubeSize);
        bumpFragmentInputs(random, b, true);
        return b;
      },
      [](const Binding& b) {
        const float3 normal = fetchNormal(b, "normalMap");
        const float4 decal = sample(b, "decalMap", vec<2>(b.inputs, "TEXCOORD0"));
        const float3 L = fetchCube(b, "normalizeCube", "TEXCOORD1");
        const float3 H = fetchCube(b, "normalizeCube2", "TEXCOORD2");
        const float diffuse = saturate(dot(normal, L));
        const float specular = saturate(dot(normal, H));
        const float selfShadow = saturate(4.0f * L[2]);
        const float4 color =
            vec<4>(b.uniforms, "LMd") * decal * (scalar(b.uniforms, "ambient") + diffuse * selfShadow) +
            vec<4>(b.uniforms, "LMs") * selfShadow * std::pow(specular, 16.0f);
        return Outputs{{"COLOR0", values(color)}};
      }));

  // C8E8v: any mesh: rows (tangent, normal x tangent, normal) from per-vertex NORMAL and TEXCOORD1
  // (the tangent); float3 POSITION with w = 1 for the clip transform.
  examples.push_back(makeExample(
      "C8E8v_bumpAny", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        lightEyeUniforms(random, b, true);
        const float3 normal = unitVector(random);
        float3 side = cross(normal, unitVector(random));
        while (length(side) < 0.2f) side = cross(normal, unitVector(random));
        b.inputs["POSITION"] = values(uniformVec<3>(random, -1.0f, 1.0f));
        b.inputs["NORMAL"] = values(normal);
        b.inputs["TEXCOORD1"] = values(normalize(side));
        b.inputs["TEXCOORD0"] = values(uniformVec<2>(random, -2.0f, 2.0f));
        return b;
      },
      [](const Binding& b) {
        const float3 normal = vec<3>(b.inputs, "NORMAL");
        const float3 tangent = vec<3>(b.inputs, "TEXCOORD1");
        const Mat3 rotation = rows3(tangent, cross(normal, tangent), normal);
        return textureSpaceOutputs(b, make4(vec<3>(b.inputs, "POSITION"), 1.0f), vec<2>(b.inputs, "TEXCOORD0"),
                                   rotation);
      }));

  // C8E9f: arithmetic normalization: LMd * (ambient + saturate(N.L)) + LMs * saturate(N.H)^shininess,
  // the specular zeroed where the diffuse term is 0. So that rounding never decides that branch, whatever
  // binding's textures a test keeps: the normal map's normals lie within 25.8 degrees of +z (z >= 0.9) and
  // the light vectors within 60 degrees of +z or of -z, so |N.L| >= cos(85.8 degrees) = 0.07.
  examples.push_back(makeExample(
      "C8E9f_bumpNormalize", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        lightingUniforms(random, b);
        b.uniforms["shininess"] = {uniform(random, 2.0f, 16.0f)};  // pow amplifies rounding: keep exponents modest
        b.textures["normalMap"] = randomNormalMap(random, kMapSize, kMapSize, 0.9f);
        b.inputs["TEXCOORD0"] = values(texelCoord2(random, kMapSize, kMapSize));
        const bool below = uniformInt(random, 4) == 0;  // a quarter of the fragments unlit
        b.inputs["TEXCOORD1"] = values(coneVector(random, 0.5f, below) * uniform(random, 0.5f, 3.0f));
        b.inputs["TEXCOORD2"] = values(unitVector(random) * uniform(random, 0.5f, 3.0f));
        return b;
      },
      [](const Binding& b) {
        const float3 normal = normalize(fetchNormal(b, "normalMap"));
        const float3 L = normalize(vec<3>(b.inputs, "TEXCOORD1"));
        const float3 H = normalize(vec<3>(b.inputs, "TEXCOORD2"));
        const float diffuse = saturate(dot(normal, L));
        float specular = std::pow(saturate(dot(normal, H)), scalar(b.uniforms, "shininess"));
        if (diffuse <= 0.0f) specular = 0.0f;
        const float4 color = vec<4>(b.uniforms, "LMd") * (scalar(b.uniforms, "ambient") + diffuse) +
                             vec<4>(b.uniforms, "LMs") * specular;
        return Outputs{{"COLOR0", values(color)}};
      }));
}

}  // namespace cgx::reference
