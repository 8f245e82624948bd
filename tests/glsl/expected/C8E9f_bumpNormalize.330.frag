#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E9f_bumpNormalize.cg (entry C8E9f_bumpNormalize)
// cgxc -q -profile glslf -po version=330 -entry C8E9f_bumpNormalize examples/C8E9f_bumpNormalize.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
in vec4 cgx_TEXCOORD2;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform float ambient;
uniform vec4 LMd;
uniform vec4 LMs;
uniform float shininess;
uniform sampler2D normalMap;

vec3 expand(vec3 v)
{
  return (v - vec3(0.5)) * vec3(2.0);
}

void main()
{
  vec3 normal;
  vec3 call5;
  vec3 call6;
  vec3 L;
  vec3 call8;
  vec3 H;
  vec3 call10;
  float diffuse;
  float call12;
  float specular;
  float call14;
  call5 = expand(texture(normalMap, cgx_TEXCOORD0.xy).xyz);
  call6 = normalize(call5);
  normal = call6;
  call8 = normalize(cgx_TEXCOORD1.xyz);
  L = call8;
  call10 = normalize(cgx_TEXCOORD2.xyz);
  H = call10;
  call12 = clamp(dot(normal, L), 0.0, 1.0);
  diffuse = call12;
  call14 = clamp(dot(normal, H), 0.0, 1.0);
  specular = pow(call14, shininess);
  if (diffuse <= 0.0) {
    specular = 0.0;
  }
  cgx_out_COLOR0 = LMd * (ambient + diffuse) + LMs * specular;
}

