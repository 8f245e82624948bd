#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C5E3f_basicLight.cg (entry C5E3f_basicLight)
// cgxc -q -profile glslf -po version=330 -entry C5E3f_basicLight examples/C5E3f_basicLight.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
layout(location = 0) out vec4 cgx_out_COLOR0;
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
  P = cgx_TEXCOORD0.xyz;
  N = normalize(cgx_TEXCOORD1.xyz);
  emissive = Ke;
  ambient = Ka * globalAmbient;
  L = normalize(lightPosition - P);
  diffuseLight = max(dot(L, N), 0.0);
  diffuse = Kd * lightColor * diffuseLight;
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(H, N), 0.0), shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  specular = Ks * lightColor * specularLight;
  cgx_out_COLOR0.xyz = emissive + ambient + diffuse + specular;
  cgx_out_COLOR0.w = 1.0;
}

