#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E11f_spotAttenLighting.cg (entry C5E11f_spotAttenLighting)
// cgxc -q -profile glslf -po version=330 -entry C5E11f_spotAttenLighting examples/C5E11f_spotAttenLighting.cg

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

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform vec3 eyePosition;
uniform vec3 globalAmbient;
uniform Light light;
uniform Material material;

float attenuation(vec3 P, Light light)
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

float dualConeSpotlight(vec3 P, Light light)
{
  vec3 V;
  V = normalize(P - light.position.xyz);
  return cg_smoothstep(light.cosOuterCone, light.cosInnerCone, dot(V, light.direction));
}

void main()
{
  vec3 P;
  vec3 N;
  float factor;
  float call7;
  vec3 L;
  float diffuseLight;
  vec3 V;
  vec3 H;
  float specularLight;
  P = cgx_TEXCOORD0.xyz;
  N = normalize(cgx_TEXCOORD1.xyz);
  call7 = attenuation(P, light);
  factor = call7 * dualConeSpotlight(P, light);
  L = normalize(light.position.xyz - P);
  diffuseLight = max(dot(N, L), 0.0);
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(N, H), 0.0), material.shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  cgx_out_COLOR0.xyz = material.Ke + material.Ka * globalAmbient + factor * light.color * (material.Kd * diffuseLight + material.Ks * specularLight);
  cgx_out_COLOR0.w = 1.0;
}

