#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E4f_specSurf.cg (entry C8E4f_specSurf)
// cgxc -q -profile glslf -po version=330 -entry C8E4f_specSurf examples/C8E4f_specSurf.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
in vec4 cgx_TEXCOORD2;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform float ambient;
uniform vec4 LMd;
uniform vec4 LMs;
uniform sampler2D normalMap;
uniform samplerCube normalizeCube;
uniform samplerCube normalizeCube2;

vec3 expand(vec3 v)
{
  return (v - 0.5) * 2.0;
}

void main()
{
  vec3 normalTex;
  vec3 normal;
  vec3 normLightDir;
  vec3 normHalfAngle;
  float diffuse;
  float specular;
  float specular2;
  float specular4;
  float specular8;
  normalTex = texture(normalMap, cgx_TEXCOORD0.xy).xyz;
  normal = expand(normalTex);
  normLightDir = expand(texture(normalizeCube, cgx_TEXCOORD1.xyz).xyz);
  normHalfAngle = expand(texture(normalizeCube2, cgx_TEXCOORD2.xyz).xyz);
  diffuse = clamp(dot(normal, normLightDir), 0.0, 1.0);
  specular = clamp(dot(normal, normHalfAngle), 0.0, 1.0);
  specular2 = specular * specular;
  specular4 = specular2 * specular2;
  specular8 = specular4 * specular4;
  cgx_out_COLOR0 = LMd * (ambient + diffuse) + LMs * specular8;
}

