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

float attenuation(vec3 P, Light light_1)
{
  float d;
  float call1;
  call1 = distance(P, light_1.position.xyz);
  d = call1;
  return 1.0 / (light_1.kC + light_1.kL * d + light_1.kQ * d * d);
}

float dualConeSpotlight(vec3 P, Light light_1)
{
  vec3 V;
  vec3 call1;
  float call2;
  call1 = normalize(P - light_1.position.xyz);
  V = call1;
  call2 = smoothstep(light_1.cosOuterCone, light_1.cosInnerCone, dot(V, light_1.direction));
  return call2;
}

void main()
{
  vec3 P;
  vec3 N;
  vec3 call5;
  float factor;
  float call7;
  float call8;
  vec3 L;
  vec3 call10;
  float diffuseLight;
  vec3 V;
  vec3 call13;
  vec3 H;
  vec3 call15;
  float specularLight;
  P = cgx_TEXCOORD0.xyz;
  call5 = normalize(cgx_TEXCOORD1.xyz);
  N = call5;
  call7 = attenuation(P, light);
  call8 = dualConeSpotlight(P, light);
  factor = call7 * call8;
  call10 = normalize(light.position.xyz - P);
  L = call10;
  diffuseLight = max(dot(N, L), 0.0);
  call13 = normalize(eyePosition - P);
  V = call13;
  call15 = normalize(L + V);
  H = call15;
  specularLight = pow(max(dot(N, H), 0.0), material.shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  cgx_out_COLOR0.xyz = material.Ke + material.Ka * globalAmbient + factor * light.color * (material.Kd * diffuseLight + material.Ks * specularLight);
  cgx_out_COLOR0.w = 1.0;
}

