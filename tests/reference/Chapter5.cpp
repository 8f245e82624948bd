// References of chapter 5 (Lighting) of The Cg Tutorial.
#include <algorithm>

#include "MathA.h"

namespace cgx::reference::mathA {

namespace {

struct Material {
  float3 Ke, Ka, Kd, Ks;
  float shininess = 1;
};

// The Light structs of chapter 5 grow field by field; unused fields stay zero.
struct Light {
  float4 position;
  float3 color;
  float kC = 1, kL = 0, kQ = 0;
  float3 direction;
  float cosLightAngle = 0, cosInnerCone = 0, cosOuterCone = 0;
};

// Which Light fields a program's struct declares.
enum LightFields : unsigned { kBasic = 0, kAttenuation = 1, kSpotCone = 2, kDualCone = 4 };

float randomShininess(std::mt19937& r) { return randomFloat(r, 1.0f, 64.0f); }

void putMaterial(Binding& b, std::mt19937& r) {
  b.uniforms["material.Ke"] = values(randomVec<3>(r, 0.0f, 0.1f));
  b.uniforms["material.Ka"] = values(randomColor(r));
  b.uniforms["material.Kd"] = values(randomColor(r));
  b.uniforms["material.Ks"] = values(randomColor(r));
  b.uniforms["material.shininess"] = {randomShininess(r)};
}

Material getMaterial(const Binding& b) {
  return {uniformVec<3>(b, "material.Ke"), uniformVec<3>(b, "material.Ka"), uniformVec<3>(b, "material.Kd"),
          uniformVec<3>(b, "material.Ks"), uniformFloat(b, "material.shininess")};
}

// A random light near (0, 0, 10) (see MathA.h); a dual-cone or hard spotlight points at the origin.
void putLight(Binding& b, std::mt19937& r, const std::string& name, unsigned fields) {
  const float3 position = randomLightPosition(r);
  b.uniforms[name + ".position"] = values(vec4(position, 1.0f));
  b.uniforms[name + ".color"] = values(randomColor(r));
  if (fields & kAttenuation) {
    b.uniforms[name + ".kC"] = {randomFloat(r, 1.0f, 2.0f)};  // attenuation <= 1
    b.uniforms[name + ".kL"] = {randomFloat(r, 0.0f, 0.05f)};
    b.uniforms[name + ".kQ"] = {randomFloat(r, 0.0f, 0.005f)};
  }
  if (fields & kDualCone) {
    // Cone edges between about 6 and 18 degrees: the surface box spans up to about 20 degrees.
    b.uniforms[name + ".direction"] = values(normalize(randomVec<3>(r, -0.3f, 0.3f) - position));
    b.uniforms[name + ".cosInnerCone"] = {randomFloat(r, 0.985f, 0.995f)};
    b.uniforms[name + ".cosOuterCone"] = {randomFloat(r, 0.95f, 0.97f)};
  }
}

Light getLight(const Binding& b, const std::string& name, unsigned fields) {
  Light light;
  light.position = uniformVec<4>(b, name + ".position");
  light.color = uniformVec<3>(b, name + ".color");
  if (fields & kAttenuation) {
    light.kC = uniformFloat(b, name + ".kC");
    light.kL = uniformFloat(b, name + ".kL");
    light.kQ = uniformFloat(b, name + ".kQ");
  }
  if (fields & (kSpotCone | kDualCone)) light.direction = uniformVec<3>(b, name + ".direction");
  if (fields & kSpotCone) light.cosLightAngle = uniformFloat(b, name + ".cosLightAngle");
  if (fields & kDualCone) {
    light.cosInnerCone = uniformFloat(b, name + ".cosInnerCone");
    light.cosOuterCone = uniformFloat(b, name + ".cosOuterCone");
  }
  return light;
}

// The diffuse and specular scalars of the Blinn model, with the book's "no highlight when unlit" switch.
struct Blinn {
  float diffuse, specular;
};
Blinn blinn(const float3& L, const float3& N, const float3& P, const float3& eyePosition, float shininess) {
  const float diffuseLight = std::max(dot(N, L), 0.0f);
  const float3 V = normalize(eyePosition - P);
  const float3 H = normalize(L + V);
  float specularLight = std::pow(std::max(dot(N, H), 0.0f), shininess);
  if (diffuseLight <= 0) specularLight = 0;
  return {diffuseLight, specularLight};
}

// C5E6_attenuation: 1 / (kC + kL d + kQ d^2).
float attenuation(const float3& P, const Light& light) {
  const float d = distance(P, xyz(light.position));
  return 1 / (light.kC + light.kL * d + light.kQ * d * d);
}

// C5E8_spotlight: 1 inside the cone, 0 outside.
float spotlight(const float3& P, const Light& light) {
  const float3 V = normalize(P - xyz(light.position));
  const float cosDirection = dot(V, light.direction);
  return light.cosLightAngle <= cosDirection ? 1.0f : 0.0f;
}

// C5E9_dualConeSpotlight: smoothstep between the outer and inner cones.
float dualConeSpotlight(const float3& P, const Light& light) {
  const float3 V = normalize(P - xyz(light.position));
  return smoothstep(light.cosOuterCone, light.cosInnerCone, dot(V, light.direction));
}

// Diffuse and specular of one light scaled by `factor` (C5E5_computeLighting with factor 1,
// C5E7_attenuateLighting with the attenuation, C5E10_spotAttenLighting with attenuation * spot).
void lightTerms(const Light& light, float factor, const float3& P, const float3& N, const float3& eyePosition,
                float shininess, float3& diffuseResult, float3& specularResult) {
  const float3 L = normalize(xyz(light.position) - P);
  const Blinn terms = blinn(L, N, P, eyePosition, shininess);
  // factor * color * scalar, left to right as the book writes it (factor 1 changes no bit for C5E5).
  diffuseResult = factor * light.color * terms.diffuse;
  specularResult = factor * light.color * terms.specular;
}

float4 opaque(const float3& rgb) { return vec4(rgb, 1.0f); }

// Inputs shared by the per-vertex lighting programs: a point of the box (w = 1) and a unit normal.
void putSurface(Binding& b, std::mt19937& r) {
  b.inputs["POSITION"] = values(vec4(randomSurfacePoint(r), 1.0f));
  b.inputs["NORMAL"] = values(randomSurfaceNormal(r));
}

void putScene(Binding& b, std::mt19937& r) {
  b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
  b.uniforms["eyePosition"] = values(randomLightPosition(r));
  b.uniforms["globalAmbient"] = values(randomVec<3>(r, 0.0f, 0.3f));
}

// Ke + Ka * globalAmbient + Kd * diffuseSum + Ks * specularSum, the sum of the multi-light programs.
float3 materialSum(const Binding& b, const Material& m, const float3& diffuseSum, const float3& specularSum) {
  return m.Ke + m.Ka * uniformVec<3>(b, "globalAmbient") + m.Kd * diffuseSum + m.Ks * specularSum;
}

// Two lights summed with lightTerms; `factorOf` gives each light's attenuation/spot factor.
template <typename Factor>
float3 twoLights(const Binding& b, unsigned fields, float shininess, Factor factorOf, const Material& m) {
  const float4 position = inputVec<4>(b, "POSITION");
  const float3 P = xyz(position), N = inputVec<3>(b, "NORMAL");
  float3 diffuseSum(0.0f), specularSum(0.0f);
  for (int i = 0; i < 2; ++i) {
    const Light light = getLight(b, "lights[" + std::to_string(i) + "]", fields);
    float3 diffuseLight, specularLight;
    lightTerms(light, factorOf(P, light), P, N, uniformVec<3>(b, "eyePosition"), shininess, diffuseLight,
               specularLight);
    diffuseSum += diffuseLight;
    specularSum += specularLight;
  }
  return materialSum(b, m, diffuseSum, specularSum);
}

float4 clipPosition(const Binding& b) {
  return mul(uniformMat<4, 4>(b, "modelViewProj"), inputVec<4>(b, "POSITION"));
}

// The fixed spotlight of C5E8v: above the box, pointing down, a cone of half-angle atan(0.1) that cuts
// the box; only its color, attenuation and the material are random, so inputs can avoid its edge.
constexpr float kSpotHeight = 10.0f;
float spotCosAngle() { return 1.0f / std::sqrt(1.01f); }

// C5E1v_basicLight and C5E3f_basicLight: emissive + ambient + diffuse + specular of one light.
float3 basicLight(const Binding& b, const float3& P, const float3& N) {
  const float3 lightColor = uniformVec<3>(b, "lightColor");
  const float3 emissive = uniformVec<3>(b, "Ke");
  const float3 ambient = uniformVec<3>(b, "Ka") * uniformVec<3>(b, "globalAmbient");
  const float3 L = normalize(uniformVec<3>(b, "lightPosition") - P);
  const Blinn terms = blinn(L, N, P, uniformVec<3>(b, "eyePosition"), uniformFloat(b, "shininess"));
  const float3 diffuse = uniformVec<3>(b, "Kd") * lightColor * terms.diffuse;
  const float3 specular = uniformVec<3>(b, "Ks") * lightColor * terms.specular;
  return emissive + ambient + diffuse + specular;
}

void putBasicLight(Binding& b, std::mt19937& r) {
  b.uniforms["globalAmbient"] = values(randomVec<3>(r, 0.0f, 0.3f));
  b.uniforms["lightColor"] = values(randomColor(r));
  b.uniforms["lightPosition"] = values(randomLightPosition(r));
  b.uniforms["eyePosition"] = values(randomLightPosition(r));
  b.uniforms["Ke"] = values(randomVec<3>(r, 0.0f, 0.1f));
  b.uniforms["Ka"] = values(randomColor(r));
  b.uniforms["Kd"] = values(randomColor(r));
  b.uniforms["Ks"] = values(randomColor(r));
  b.uniforms["shininess"] = {randomShininess(r)};
}

}  // namespace

void appendChapter5(std::vector<Example>& examples) {
  // C5E1v_basicLight: clip position and per-vertex Blinn lighting of one light in object space.
  examples.push_back({"C5E1v_basicLight.cg", "C5E1v_basicLight", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
                        putBasicLight(b, r);
                        putSurface(b, r);
                        return b;
                      },
                      [](const Binding& b) {
                        const float3 P = xyz(inputVec<4>(b, "POSITION")), N = inputVec<3>(b, "NORMAL");
                        return Outputs{{"POSITION", values(clipPosition(b))},
                                       {"COLOR0", values(opaque(basicLight(b, P, N)))}};
                      }});

  // C5E2v_fragmentLighting: clip position, and object-space position and normal as texture coordinates.
  examples.push_back({"C5E2v_fragmentLighting.cg", "C5E2v_fragmentLighting", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        b.uniforms["modelViewProj"] = values(randomModelViewProj(r));
                        putSurface(b, r);
                        return b;
                      },
                      [](const Binding& b) {
                        return Outputs{{"POSITION", values(clipPosition(b))},
                                       {"TEXCOORD0", values(xyz(inputVec<4>(b, "POSITION")))},
                                       {"TEXCOORD1", b.inputs.at("NORMAL")}};
                      }});

  // C5E3f_basicLight: C5E1v's lighting per fragment, with the interpolated normal renormalized.
  examples.push_back({"C5E3f_basicLight.cg", "C5E3f_basicLight", Stage::Fragment,
                      [](std::mt19937& r) {
                        Binding b;
                        putBasicLight(b, r);
                        b.inputs["TEXCOORD0"] = values(vec4(randomSurfacePoint(r), 1.0f));
                        b.inputs["TEXCOORD1"] = values(randomFloat(r, 0.5f, 1.5f) * randomSurfaceNormal(r));
                        return b;
                      },
                      [](const Binding& b) {
                        const float3 P = xyz(inputVec<4>(b, "TEXCOORD0"));
                        const float3 N = normalize(inputVec<3>(b, "TEXCOORD1"));
                        return Outputs{{"COLOR0", values(opaque(basicLight(b, P, N)))}};
                      }});

  // C5E4v_twoLights: two point lights (C5E5_computeLighting) scaled once by the material.
  examples.push_back({"C5E4v_twoLights.cg", "C5E4v_twoLights", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        putScene(b, r);
                        putLight(b, r, "lights[0]", kBasic);
                        putLight(b, r, "lights[1]", kBasic);
                        b.uniforms["shininess"] = {randomShininess(r)};
                        putMaterial(b, r);  // material.shininess is declared but unused
                        putSurface(b, r);
                        return b;
                      },
                      [](const Binding& b) {
                        const auto one = [](const float3&, const Light&) { return 1.0f; };
                        const float3 rgb = twoLights(b, kBasic, uniformFloat(b, "shininess"), one, getMaterial(b));
                        return Outputs{{"POSITION", values(clipPosition(b))}, {"COLOR0", values(opaque(rgb))}};
                      }});

  // C5E7v_attenuateLighting: two point lights with distance attenuation of diffuse and specular.
  examples.push_back({"C5E7v_attenuateLighting.cg", "C5E7v_attenuateLighting", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        putScene(b, r);
                        putLight(b, r, "lights[0]", kAttenuation);
                        putLight(b, r, "lights[1]", kAttenuation);
                        putMaterial(b, r);
                        putSurface(b, r);
                        return b;
                      },
                      [](const Binding& b) {
                        const Material m = getMaterial(b);
                        const float3 rgb = twoLights(b, kAttenuation, m.shininess, attenuation, m);
                        return Outputs{{"POSITION", values(clipPosition(b))}, {"COLOR0", values(opaque(rgb))}};
                      }});

  // C5E8v_spotlight: one attenuated light cut off hard outside its cone.
  examples.push_back(
      {"C5E8v_spotlight.cg", "C5E8v_spotlight", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         putScene(b, r);
         putLight(b, r, "light", kAttenuation);
         b.uniforms["light.position"] = {0.0f, 0.0f, kSpotHeight, 1.0f};
         b.uniforms["light.direction"] = {0.0f, 0.0f, -1.0f};
         b.uniforms["light.cosLightAngle"] = {spotCosAngle()};
         putMaterial(b, r);
         // Keep each point clearly inside or outside the cone (the light is fixed, so this holds for any draw).
         for (;;) {
           putSurface(b, r);
           const float3 V = normalize(xyz(inputVec<4>(b, "POSITION")) - float3{0.0f, 0.0f, kSpotHeight});
           if (std::fabs(dot(V, float3{0, 0, -1}) - spotCosAngle()) > 2e-4f) break;
         }
         return b;
       },
       [](const Binding& b) {
         const Material m = getMaterial(b);
         const Light light = getLight(b, "light", kAttenuation | kSpotCone);
         const float3 P = xyz(inputVec<4>(b, "POSITION")), N = inputVec<3>(b, "NORMAL");
         const float factor = attenuation(P, light) * spotlight(P, light);
         const float3 L = normalize(xyz(light.position) - P);
         const Blinn terms = blinn(L, N, P, uniformVec<3>(b, "eyePosition"), m.shininess);
         const float3 diffuse = m.Kd * light.color * terms.diffuse * factor;
         const float3 specular = m.Ks * light.color * terms.specular * factor;
         const float3 rgb = m.Ke + m.Ka * uniformVec<3>(b, "globalAmbient") + diffuse + specular;
         return Outputs{{"POSITION", values(clipPosition(b))}, {"COLOR0", values(opaque(rgb))}};
       }});

  // C5E10v_spotAttenLighting: two attenuated dual-cone (smoothstep) spotlights.
  examples.push_back({"C5E10v_spotAttenLighting.cg", "C5E10v_spotAttenLighting", Stage::Vertex,
                      [](std::mt19937& r) {
                        Binding b;
                        putScene(b, r);
                        putLight(b, r, "lights[0]", kAttenuation | kDualCone);
                        putLight(b, r, "lights[1]", kAttenuation | kDualCone);
                        putMaterial(b, r);
                        putSurface(b, r);
                        return b;
                      },
                      [](const Binding& b) {
                        const Material m = getMaterial(b);
                        const auto factor = [](const float3& P, const Light& light) {
                          return attenuation(P, light) * dualConeSpotlight(P, light);
                        };
                        const float3 rgb = twoLights(b, kAttenuation | kDualCone, m.shininess, factor, m);
                        return Outputs{{"POSITION", values(clipPosition(b))}, {"COLOR0", values(opaque(rgb))}};
                      }});

  // C5E11f_spotAttenLighting: one attenuated dual-cone spotlight per fragment (normal renormalized).
  examples.push_back(
      {"C5E11f_spotAttenLighting.cg", "C5E11f_spotAttenLighting", Stage::Fragment,
       [](std::mt19937& r) {
         Binding b;
         b.uniforms["eyePosition"] = values(randomLightPosition(r));
         b.uniforms["globalAmbient"] = values(randomVec<3>(r, 0.0f, 0.3f));
         putLight(b, r, "light", kAttenuation | kDualCone);
         putMaterial(b, r);
         b.inputs["TEXCOORD0"] = values(randomSurfacePoint(r));
         b.inputs["TEXCOORD1"] = values(randomFloat(r, 0.5f, 1.5f) * randomSurfaceNormal(r));
         return b;
       },
       [](const Binding& b) {
         const Material m = getMaterial(b);
         const Light light = getLight(b, "light", kAttenuation | kDualCone);
         const float3 P = inputVec<3>(b, "TEXCOORD0");
         const float3 N = normalize(inputVec<3>(b, "TEXCOORD1"));
         const float factor = attenuation(P, light) * dualConeSpotlight(P, light);
         const float3 L = normalize(xyz(light.position) - P);
         const Blinn terms = blinn(L, N, P, uniformVec<3>(b, "eyePosition"), m.shininess);
         const float3 rgb = m.Ke + m.Ka * uniformVec<3>(b, "globalAmbient") +
                            factor * light.color * (m.Kd * terms.diffuse + m.Ks * terms.specular);
         return Outputs{{"COLOR0", values(opaque(rgb))}};
       }});

  // C5E12v_directionalLight: two lights, each a point light (w = 1) or a directional one (w = 0).
  examples.push_back(
      {"C5E12v_directionalLight.cg", "C5E12v_directionalLight", Stage::Vertex,
       [](std::mt19937& r) {
         Binding b;
         putScene(b, r);
         for (const char* name : {"lights[0]", "lights[1]"}) {
           putLight(b, r, name, kBasic);
           // A directional light shines from its xyz, which also lies within about 8 degrees of +z.
           if (randomFloat(r, 0.0f, 1.0f) < 0.5f) b.uniforms[std::string(name) + ".position"][3] = 0.0f;
         }
         putMaterial(b, r);
         putSurface(b, r);
         return b;
       },
       [](const Binding& b) {
         const Material m = getMaterial(b);
         const float3 P = xyz(inputVec<4>(b, "POSITION"));
         const float3 N = normalize(inputVec<3>(b, "NORMAL"));
         float3 diffuseSum(0.0f), specularSum(0.0f);
         for (int i = 0; i < 2; ++i) {
           const Light light = getLight(b, "lights[" + std::to_string(i) + "]", kBasic);
           const float3 L = normalize(xyz(light.position) - light.position[3] * P);  // lightVector()
           const Blinn terms = blinn(L, N, P, uniformVec<3>(b, "eyePosition"), m.shininess);
           diffuseSum += light.color * terms.diffuse;
           specularSum += light.color * terms.specular;
         }
         return Outputs{{"POSITION", values(clipPosition(b))},
                        {"COLOR0", values(opaque(materialSum(b, m, diffuseSum, specularSum)))}};
       }});
}

}  // namespace cgx::reference::mathA
