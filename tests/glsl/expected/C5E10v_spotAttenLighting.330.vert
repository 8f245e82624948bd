#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E10v_spotAttenLighting.cg (entry C5E10v_spotAttenLighting)
// cgxc -q -profile glslv -po version=330 -entry C5E10v_spotAttenLighting examples/C5E10v_spotAttenLighting.cg

struct Light {
  vec4 position;
  vec3 color;
  float kC;
  float kL;
  float kQ;
  vec3 direction;
  float cosInnerCone;
  float cosOuterCone;
};

struct Material {
  vec3 Ke;
  vec3 Ka;
  vec3 Kd;
  vec3 Ks;
  float shininess;
};

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_COLOR0;
uniform mat4 modelViewProj;
uniform vec3 eyePosition;
uniform vec3 globalAmbient;
uniform Light lights[2];
uniform Material material;

float C5E6_attenuation(vec3 P, Light light)
{
  float d;
  d = distance(P, light.position.xyz);
  return 1.0 / (light.kC + light.kL * d + light.kQ * d * d);
}

float cg_smoothstep(float a, float b, float x)
{
  float t;
  t = min(max((x - a) / (b - a), 0.0), 1.0);
  return t * t * (3.0 - 2.0 * t);
}

float C5E9_dualConeSpotlight(vec3 P, Light light)
{
  vec3 V;
  float cosOuterCone;
  float cosInnerCone;
  float cosDirection;
  V = normalize(P - light.position.xyz);
  cosOuterCone = light.cosOuterCone;
  cosInnerCone = light.cosInnerCone;
  cosDirection = dot(V, light.direction);
  return cg_smoothstep(cosOuterCone, cosInnerCone, cosDirection);
}

void C5E10_spotAttenLighting(Light light, vec3 P, vec3 N, vec3 eyePosition, float shininess, out vec3 diffuseResult, out vec3 specularResult)
{
  float attenuationFactor;
  float spotEffect;
  vec3 L;
  float diffuseLight;
  vec3 V;
  vec3 H;
  float specularLight;
  attenuationFactor = C5E6_attenuation(P, light);
  spotEffect = C5E9_dualConeSpotlight(P, light);
  L = normalize(light.position.xyz - P);
  diffuseLight = max(dot(N, L), 0.0);
  diffuseResult = attenuationFactor * spotEffect * light.color * diffuseLight;
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(N, H), 0.0), shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  specularResult = attenuationFactor * spotEffect * light.color * specularLight;
}

void main()
{
  vec3 diffuseLight;
  vec3 specularLight;
  vec3 diffuseSum;
  vec3 specularSum;
  int i;
  gl_Position = position * modelViewProj;
  diffuseSum = vec3(0.0);
  specularSum = vec3(0.0);
  i = 0;
  for (; i < 2; i = i + 1) {
    C5E10_spotAttenLighting(lights[clamp(i, 0, 1)], position.xyz, normal, eyePosition, material.shininess, diffuseLight, specularLight);
    diffuseSum = diffuseSum + diffuseLight;
    specularSum = specularSum + specularLight;
  }
  cgx_COLOR0.xyz = material.Ke + material.Ka * globalAmbient + material.Kd * diffuseSum + material.Ks * specularSum;
  cgx_COLOR0.w = 1.0;
}

