#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E12v_directionalLight.cg (entry C5E12v_directionalLight)
// cgxc -q -profile glslv -po version=330 -entry C5E12v_directionalLight examples/C5E12v_directionalLight.cg

struct Light {
  vec4 position;
  vec3 color;
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

vec3 lightVector(Light light, vec3 P)
{
  return normalize(light.position.xyz - light.position.w * P);
}

void main()
{
  vec3 P;
  vec3 N;
  vec3 V;
  vec3 diffuseSum;
  vec3 specularSum;
  int i;
  vec3 L;
  vec3 H;
  float diffuseLight;
  float specularLight;
  gl_Position = position * modelViewProj;
  P = position.xyz;
  N = normalize(normal);
  V = normalize(eyePosition - P);
  diffuseSum = vec3(0.0);
  specularSum = vec3(0.0);
  i = 0;
  for (; i < 2; i = i + 1) {
    L = lightVector(lights[clamp(i, 0, 1)], P);
    H = normalize(L + V);
    diffuseLight = max(dot(N, L), 0.0);
    specularLight = pow(max(dot(N, H), 0.0), material.shininess);
    if (diffuseLight <= 0.0) {
      specularLight = 0.0;
    }
    diffuseSum = diffuseSum + lights[clamp(i, 0, 1)].color * diffuseLight;
    specularSum = specularSum + lights[clamp(i, 0, 1)].color * specularLight;
  }
  cgx_COLOR0.xyz = material.Ke + material.Ka * globalAmbient + material.Kd * diffuseSum + material.Ks * specularSum;
  cgx_COLOR0.w = 1.0;
}

