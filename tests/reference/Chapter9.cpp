// Chapter 9 (Advanced Topics): exponential fog, cartoon shading, projective texturing and shadow mapping.
#include "MathB.h"

namespace cgx::reference {

namespace {

using namespace mathb;

constexpr int kMapSize = 8;
constexpr int kRampSize = 16;

Values clipPosition(const Binding& b, const float4& position) {
  return values(mul(mat4(b.uniforms, "modelViewProj"), position));
}

// A projective texcoord (s, t, r, q) with q in [0.5, 2] whose (s/q, t/q) lands inside a texel of a
// kMapSize map and whose r/q is depth; returns it.
float4 projectiveCoord(std::mt19937& random, float depth) {
  const float q = uniform(random, 0.5f, 2.0f);
  const float2 st = texelCoord2(random, kMapSize, kMapSize);
  return make4(st[0] * q, st[1] * q, depth * q, q);
}
// tex2Dproj(sampler, float4 szq) on a colour texture: the texel at (s/q, t/q).
float4 projectiveLookup(const Binding& b, const char* sampler, const float4& coord) {
  const float2 st = make2(coord[0] / coord[3], coord[1] / coord[3]);
  return sample(b, sampler, st);
}

}  // namespace

void appendChapter9(std::vector<Example>& examples) {
  // C9E1f: exp2 fog: lerp(fogColor, (color * decal).xyz, exp2(-|fogExponent|)), alpha = color.w.
  examples.push_back(makeExample(
      "C9E1f_fog", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["fogColor"] = values(uniformVec<3>(random, 0.0f, 1.0f));
        b.textures["decal"] = randomTexture(random, TextureKind::Tex2D, kMapSize, kMapSize);
        b.inputs["TEXCOORD0"] = values(texelCoord2(random, kMapSize, kMapSize));
        b.inputs["TEXCOORD1"] = {uniform(random, -3.0f, 3.0f)};
        b.inputs["COLOR0"] = values(uniformVec<4>(random, 0.0f, 1.0f));
        return b;
      },
      [](const Binding& b) {
        const float fogFactor = std::exp2(-std::fabs(scalar(b.inputs, "TEXCOORD1")));
        const float4 color = vec<4>(b.inputs, "COLOR0");
        const float4 texColor = color * sample(b, "decal", vec<2>(b.inputs, "TEXCOORD0"));
        return Outputs{
            {"COLOR0", values(make4(lerp(vec<3>(b.uniforms, "fogColor"), xyz(texColor), fogFactor), color[3]))}};
      }));

  // C9E2v: fog exponent = length((modelView * position).xyz) * fogDensity; colour and texcoord passed.
  examples.push_back(makeExample(
      "C9E2v_fog", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["fogDensity"] = {uniform(random, 0.0f, 0.5f)};
        b.uniforms["modelViewProj"] = values(randomMatrix(random));
        b.uniforms["modelView"] = values(randomRigidScale(random));
        b.inputs["POSITION"] = values(randomPosition(random));
        b.inputs["COLOR0"] = values(uniformVec<4>(random, 0.0f, 1.0f));
        b.inputs["TEXCOORD0"] = values(uniformVec<2>(random, -2.0f, 2.0f));
        return b;
      },
      [](const Binding& b) {
        const float4 position = vec<4>(b.inputs, "POSITION");
        const float3 eyePosition = xyz(mul(mat4(b.uniforms, "modelView"), position));
        const float fogExponent = length(eyePosition) * scalar(b.uniforms, "fogDensity");
        return Outputs{{"POSITION", clipPosition(b, position)},
                       {"COLOR0", b.inputs.at("COLOR0")},
                       {"TEXCOORD0", b.inputs.at("TEXCOORD0")},
                       {"TEXCOORD1", {fogExponent}}};
      }));

  // C9E3f: toon shading: edge * (Kd * diffuseRamp(d) + Ks * specularRamp(s)), ramps read in .x. The three
  // ramp coordinates are fragment inputs, drawn inside ramp texels.
  examples.push_back(makeExample(
      "C9E3f_cartoon", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["Kd"] = values(uniformVec<4>(random, 0.0f, 1.0f));
        b.uniforms["Ks"] = values(uniformVec<4>(random, 0.0f, 1.0f));
        for (const char* ramp : {"diffuseRamp", "specularRamp", "edgeRamp"})
          b.textures[ramp] = randomTexture(random, TextureKind::Tex1D, kRampSize);
        for (const char* semantic : {"TEXCOORD0", "TEXCOORD1", "TEXCOORD2"})
          b.inputs[semantic] = {texelCoord(random, kRampSize)};
        return b;
      },
      [](const Binding& b) {
        const float diffuse = sample(b, "diffuseRamp", b.inputs.at("TEXCOORD0").data())[0];
        const float specular = sample(b, "specularRamp", b.inputs.at("TEXCOORD1").data())[0];
        const float edge = sample(b, "edgeRamp", b.inputs.at("TEXCOORD2").data())[0];
        const float4 color = edge * (vec<4>(b.uniforms, "Kd") * diffuse + vec<4>(b.uniforms, "Ks") * specular);
        return Outputs{{"COLOR0", values(color)}};
      }));

  // C9E4v: the toon scalars: max(N.L, 0), max(N.H, 0)^shininess (0 where unlit), max(N.V, 0). So that
  // rounding never decides the unlit branch, whatever binding's uniforms a test keeps: light and eye lie
  // within 30 degrees of +z at distance 6-10, so from any vertex (within sqrt(3) of the origin) L is within
  // 47.5 degrees of +z; normals lie within 30 degrees of +z or of -z, so |N.L| >= cos(77.5 degrees) = 0.2.
  examples.push_back(makeExample(
      "C9E4v_cartoon", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["lightPosition"] = values(coneVector(random, 0.866f, false) * uniform(random, 6.0f, 10.0f));
        b.uniforms["eyePosition"] = values(coneVector(random, 0.866f, false) * uniform(random, 6.0f, 10.0f));
        b.uniforms["shininess"] = {uniform(random, 2.0f, 16.0f)};  // pow amplifies rounding: keep exponents modest
        b.uniforms["modelViewProj"] = values(randomMatrix(random));
        b.inputs["POSITION"] = values(randomPosition(random));
        b.inputs["NORMAL"] =
            values(coneVector(random, 0.866f, uniformInt(random, 4) == 0) * uniform(random, 0.5f, 2.0f));
        return b;
      },
      [](const Binding& b) {
        const float4 position = vec<4>(b.inputs, "POSITION");
        const float3 N = normalize(vec<3>(b.inputs, "NORMAL"));
        const float3 L = normalize(vec<3>(b.uniforms, "lightPosition") - xyz(position));
        const float diffuseLight = std::fmax(dot(N, L), 0.0f);
        const float3 V = normalize(vec<3>(b.uniforms, "eyePosition") - xyz(position));
        const float3 H = normalize(L + V);
        float specularLight = std::pow(std::fmax(dot(N, H), 0.0f), scalar(b.uniforms, "shininess"));
        if (diffuseLight <= 0.0f) specularLight = 0.0f;
        return Outputs{{"POSITION", clipPosition(b, position)},
                       {"TEXCOORD0", {diffuseLight}},
                       {"TEXCOORD1", {specularLight}},
                       {"TEXCOORD2", {std::fmax(dot(N, V), 0.0f)}}};
      }));

  // C9E5v: projector texcoord textureMatrix * position (all four components), diffuse Kd * max(N.L, 0)
  // smeared to COLOR0's four components.
  examples.push_back(makeExample(
      "C9E5v_projTex", Stage::Vertex,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["Kd"] = {uniform01(random)};
        b.uniforms["modelViewProj"] = values(randomMatrix(random));
        b.uniforms["lightPosition"] = values(farPoint(random, 6.0f, 10.0f));
        b.uniforms["textureMatrix"] = values(randomMatrix(random));
        b.inputs["POSITION"] = values(randomPosition(random));
        b.inputs["NORMAL"] = values(unitVector(random));
        return b;
      },
      [](const Binding& b) {
        const float4 position = vec<4>(b.inputs, "POSITION");
        const float3 N = normalize(vec<3>(b.inputs, "NORMAL"));
        const float3 L = normalize(vec<3>(b.uniforms, "lightPosition") - xyz(position));
        const float diffuse = scalar(b.uniforms, "Kd") * std::fmax(dot(N, L), 0.0f);
        return Outputs{{"POSITION", clipPosition(b, position)},
                       {"TEXCOORD0", values(mul(mat4(b.uniforms, "textureMatrix"), position))},
                       {"COLOR0", values(smear<4>(diffuse))}};
      }));

  // C9E6f: projected texture (texel at (s/q, t/q)) times the diffuse colour. The book binds an ordinary
  // colour texture, so tex2Dproj here is a colour lookup. (cgc compiles the float4 form of tex2Dproj to a
  // shadow lookup - SHADOW2D / shadow2DProj - which on a colour texture without compare mode returns the
  // texel; the GL harness must bind projectiveMap as a colour texture.)
  examples.push_back(makeExample(
      "C9E6f_projTex", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.textures["projectiveMap"] = randomTexture(random, TextureKind::Tex2D, kMapSize, kMapSize);
        b.inputs["TEXCOORD0"] = values(projectiveCoord(random, uniform01(random)));
        b.inputs["COLOR0"] = values(uniformVec<4>(random, 0.0f, 1.0f));
        return b;
      },
      [](const Binding& b) {
        const float4 textureColor = projectiveLookup(b, "projectiveMap", vec<4>(b.inputs, "TEXCOORD0"));
        return Outputs{{"COLOR0", values(textureColor * vec<4>(b.inputs, "COLOR0"))}};
      }));

  // C9E7f: shadow mapping: textureColor * (ambient + lit * diffuse).
  // Rule chosen for tex2Dproj(shadowMap, szq).x: shadowMap is a depth texture with comparison enabled
  // (GL_COMPARE_REF_TO_TEXTURE, GL_LEQUAL); the depth of a texel is the red channel of its RGBA texel here
  // (a GL harness uploads that channel as the depth texture). lit = (r/q <= depth(texel at (s/q, t/q)))
  // ? 1 : 0. projectiveMap is an ordinary colour texture looked up at (s/q, t/q) as in C9E6f.
  // So that neither rounding nor the depth format's precision decides the comparison, whatever binding's
  // shadow map a test keeps: texel depths are (k + 0.5)/8 and r/q is (j + u)/8 with |u - 0.5| >= 0.1, at
  // least 0.0125 from every possible depth.
  examples.push_back(makeExample(
      "C9E7f_shadowMap", Stage::Fragment,
      [](std::mt19937& random) {
        Binding b;
        b.uniforms["ambient"] = {uniform(random, 0.0f, 0.5f)};
        b.textures["projectiveMap"] = randomTexture(random, TextureKind::Tex2D, kMapSize, kMapSize);
        Texture shadow = randomTexture(random, TextureKind::Tex2D, kMapSize, kMapSize);
        for (std::size_t i = 0; i < shadow.texels.size(); i += 4)
          shadow.texels[i] = (static_cast<float>(uniformInt(random, 8)) + 0.5f) / 8.0f;
        b.textures["shadowMap"] = shadow;
        const float u = uniform(random, 0.0f, 0.8f);
        const float depth = (static_cast<float>(uniformInt(random, 8)) + (u < 0.4f ? u : u + 0.2f)) / 8.0f;
        b.inputs["TEXCOORD0"] = values(projectiveCoord(random, depth));
        b.inputs["COLOR0"] = values(uniformVec<4>(random, 0.0f, 1.0f));
        return b;
      },
      [](const Binding& b) {
        const float4 coord = vec<4>(b.inputs, "TEXCOORD0");
        const float4 textureColor = projectiveLookup(b, "projectiveMap", coord);
        const float lit = coord[2] / coord[3] <= projectiveLookup(b, "shadowMap", coord)[0] ? 1.0f : 0.0f;
        const float4 color = textureColor * (scalar(b.uniforms, "ambient") + lit * vec<4>(b.inputs, "COLOR0"));
        return Outputs{{"COLOR0", values(color)}};
      }));
}

}  // namespace cgx::reference
