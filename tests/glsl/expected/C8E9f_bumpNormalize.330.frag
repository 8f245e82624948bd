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
  return (v - 0.5) * 2.0;
}

void main()
{
  vec3 normal;
  vec3 L;
  vec3 H;
  float diffuse;
  float specular;
  normal = normalize(expand(texture(normalMap, cgx_TEXCOORD0.xy).xyz));
  L = normalize(cgx_TEXCOORD1.xyz);
  H = normalize(cgx_TEXCOORD2.xyz);
  diffuse = clamp(dot(normal, L), 0.0, 1.0);
  specular = pow(clamp(dot(normal, H), 0.0, 1.0), shininess);
  if (diffuse <= 0.0) {
    specular = 0.0;
  }
  cgx_out_COLOR0 = LMd * (ambient + diffuse) + LMs * specular;
}

