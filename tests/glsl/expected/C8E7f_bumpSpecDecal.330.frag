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
  return (v - vec3(0.5)) * vec3(2.0);
}

void main()
{
  vec3 normal;
  vec3 call5;
  vec4 decal;
  vec3 normLightDir;
  vec3 call8;
  vec3 normHalfAngle;
  vec3 call10;
  float diffuse;
  float call12;
  float specular;
  float call14;
  float selfShadow;
  float call16;
  call5 = expand(texture(normalMap, cgx_TEXCOORD0.xy).xyz);
  normal = call5;
  decal = texture(decalMap, cgx_TEXCOORD0.xy);
  call8 = expand(texture(normalizeCube, cgx_TEXCOORD1.xyz).xyz);
  normLightDir = call8;
  call10 = expand(texture(normalizeCube2, cgx_TEXCOORD2.xyz).xyz);
  normHalfAngle = call10;
  call12 = clamp(dot(normal, normLightDir), 0.0, 1.0);
  diffuse = call12;
  call14 = clamp(dot(normal, normHalfAngle), 0.0, 1.0);
  specular = call14;
  call16 = clamp(4.0 * normLightDir.z, 0.0, 1.0);
  selfShadow = call16;
  cgx_out_COLOR0 = LMd * decal * (ambient + diffuse * selfShadow) + LMs * selfShadow * pow(specular, 16.0);
}

