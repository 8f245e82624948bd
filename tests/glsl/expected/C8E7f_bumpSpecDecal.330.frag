#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E7f_bumpSpecDecal.cg (entry C8E7f_bumpSpecDecal)
// cgxc -q -profile glslf -po version=330 -entry C8E7f_bumpSpecDecal examples/C8E7f_bumpSpecDecal.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
in vec4 cgx_TEXCOORD2;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform float ambient;
uniform vec4 LMd;
uniform vec4 LMs;
uniform sampler2D normalMap;
uniform sampler2D decalMap;
uniform samplerCube normalizeCube;
uniform samplerCube normalizeCube2;

vec3 expand(vec3 v)
{
  return (v - 0.5) * 2.0;
}

void main()
{
  vec3 normal;
  vec4 decal;
  vec3 normLightDir;
  vec3 normHalfAngle;
  float diffuse;
  float specular;
  float selfShadow;
  normal = expand(texture(normalMap, cgx_TEXCOORD0.xy).xyz);
  decal = texture(decalMap, cgx_TEXCOORD0.xy);
  normLightDir = expand(texture(normalizeCube, cgx_TEXCOORD1.xyz).xyz);
  normHalfAngle = expand(texture(normalizeCube2, cgx_TEXCOORD2.xyz).xyz);
  diffuse = clamp(dot(normal, normLightDir), 0.0, 1.0);
  specular = clamp(dot(normal, normHalfAngle), 0.0, 1.0);
  selfShadow = clamp(4.0 * normLightDir.z, 0.0, 1.0);
  cgx_out_COLOR0 = LMd * decal * (ambient + diffuse * selfShadow) + LMs * selfShadow * pow(specular, 16.0);
}

