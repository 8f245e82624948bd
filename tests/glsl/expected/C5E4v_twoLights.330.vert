#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E4v_twoLights.cg (entry C5E4v_twoLights)
// cgxc -q -profile glslv -po version=330 -entry C5E4v_twoLights examples/C5E4v_twoLights.cg

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
uniform float shininess;
uniform Material material;

void C5E5_computeLighting(Light light, vec3 P, vec3 N, vec3 eyePosition, float shininess, out vec3 diffuseResult, out vec3 specularResult)
{
  vec3 L;
  float diffuseLight;
  vec3 V;
  vec3 H;
  float specularLight;
  L = normalize(light.position.xyz - P);
  diffuseLight = max(dot(N, L), 0.0);
  diffuseResult = light.color * diffuseLight;
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(N, H), 0.0), shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  specularResult = light.color * specularLight;
}

void main()
{
  vec3 diffuseLight;
  vec3 specularLight;
  vec3 diffuseSum;
  vec3 specularSum;
  int i;
  vec3 emissive;
  vec3 ambient;
  vec3 diffuse;
  vec3 specular;
  gl_Position = position * modelViewProj;
  diffuseSum = vec3(0.0);
  specularSum = vec3(0.0);
  i = 0;
  for (; i < 2; i = i + 1) {
    C5E5_computeLighting(lights[clamp(i, 0, 1)], position.xyz, normal, eyePosition, shininess, diffuseLight, specularLight);
    diffuseSum = diffuseSum + diffuseLight;
    specularSum = specularSum + specularLight;
  }
  emissive = material.Ke;
  ambient = material.Ka * globalAmbient;
  diffuse = material.Kd * diffuseSum;
  specular = material.Ks * specularSum;
  cgx_COLOR0.xyz = emissive + ambient + diffuse + specular;
  cgx_COLOR0.w = 1.0;
}

