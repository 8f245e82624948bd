#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E8v_spotlight.cg (entry C5E8v_spotlight)
// cgxc -q -profile glslv -po version=330 -entry C5E8v_spotlight examples/C5E8v_spotlight.cg

struct Light {
  vec4 position;
  vec3 color;
  float kC;
  float kL;
  float kQ;
  vec3 direction;
  float cosLightAngle;
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
uniform Light light;
uniform Material material;

float C5E6_attenuation(vec3 P, Light light)
{
  float d;
  d = distance(P, light.position.xyz);
  return 1.0 / (light.kC + light.kL * d + light.kQ * d * d);
}

float C5E8_spotlight(vec3 P, Light light)
{
  vec3 V;
  float cosCone;
  float cosDirection;
  V = normalize(P - light.position.xyz);
  cosCone = light.cosLightAngle;
  cosDirection = dot(V, light.direction);
  if (cosCone <= cosDirection) {
    return 1.0;
  } else {
    return 0.0;
  }
}

void main()
{
  vec3 P;
  vec3 N;
  float attenuation;
  float call7;
  vec3 L;
  float diffuseLight;
  vec3 V;
  vec3 H;
  float specularLight;
  vec3 diffuse;
  vec3 specular;
  gl_Position = position * modelViewProj;
  P = position.xyz;
  N = normal;
  call7 = C5E6_attenuation(P, light);
  attenuation = call7 * C5E8_spotlight(P, light);
  L = normalize(light.position.xyz - P);
  diffuseLight = max(dot(N, L), 0.0);
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(N, H), 0.0), material.shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  diffuse = material.Kd * light.color * diffuseLight * attenuation;
  specular = material.Ks * light.color * specularLight * attenuation;
  cgx_COLOR0.xyz = material.Ke + material.Ka * globalAmbient + diffuse + specular;
  cgx_COLOR0.w = 1.0;
}

