#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E1v_basicLight.cg (entry C5E1v_basicLight)
// cgxc -q -profile glslv -po version=330 -entry C5E1v_basicLight examples/C5E1v_basicLight.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_COLOR0;
uniform mat4 modelViewProj;
uniform vec3 globalAmbient;
uniform vec3 lightColor;
uniform vec3 lightPosition;
uniform vec3 eyePosition;
uniform vec3 Ke;
uniform vec3 Ka;
uniform vec3 Kd;
uniform vec3 Ks;
uniform float shininess;

void main()
{
  vec3 P;
  vec3 N;
  vec3 emissive;
  vec3 ambient;
  vec3 L;
  float diffuseLight;
  vec3 diffuse;
  vec3 V;
  vec3 H;
  float specularLight;
  vec3 specular;
  gl_Position = position * modelViewProj;
  P = position.xyz;
  N = normal;
  emissive = Ke;
  ambient = Ka * globalAmbient;
  L = normalize(lightPosition - P);
  diffuseLight = max(dot(N, L), 0.0);
  diffuse = Kd * lightColor * diffuseLight;
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(N, H), 0.0), shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  specular = Ks * lightColor * specularLight;
  cgx_COLOR0.xyz = emissive + ambient + diffuse + specular;
  cgx_COLOR0.w = 1.0;
}

