#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E8v_bumpAny.cg (entry C8E8v_bumpAny)
// cgxc -q -profile glslv -po version=330 -entry C8E8v_bumpAny examples/C8E8v_bumpAny.cg

layout(location = 0) in vec3 position;
layout(location = 2) in vec3 normal;
layout(location = 9) in vec3 tangent;
layout(location = 8) in vec2 texCoord;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
out vec4 cgx_TEXCOORD2;
uniform vec3 lightPosition;
uniform vec3 eyePosition;
uniform mat4 modelViewProj;

void main()
{
  vec3 lightDirection;
  vec3 binormal;
  mat3 rotation;
  vec3 objLightDirection;
  vec3 objEyeDirection;
  vec3 eyeDirection;
  vec3 call14;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = vec4(position, 1.0) * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  binormal = cross(normal, tangent);
  rotation = mat3(tangent, binormal, normal);
  objLightDirection = lightPosition - position;
  objEyeDirection = eyePosition - position;
  lightDirection = objLightDirection * rotation;
  eyeDirection = objEyeDirection * rotation;
  call14 = normalize(lightDirection);
  cgx_TEXCOORD2.xyz = normalize(call14 + normalize(eyeDirection));
  cgx_TEXCOORD1.xyz = lightDirection;
}

