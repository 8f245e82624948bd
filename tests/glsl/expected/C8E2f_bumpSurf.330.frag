#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E2f_bumpSurf.cg (entry C8E2f_bumpSurf)
// cgxc -q -profile glslf -po version=330 -entry C8E2f_bumpSurf examples/C8E2f_bumpSurf.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform sampler2D normalMap;
uniform samplerCube normalizeCube;

vec3 expand(vec3 v)
{
  return (v - 0.5) * 2.0;
}

void main()
{
  vec3 lightDirection;
  vec3 normalTex;
  vec3 normal;
  lightDirection = expand(texture(normalizeCube, cgx_TEXCOORD1.xyz).xyz);
  normalTex = texture(normalMap, cgx_TEXCOORD0.xy).xyz;
  normal = expand(normalTex);
  cgx_out_COLOR0 = vec4(dot(normal, lightDirection));
}

