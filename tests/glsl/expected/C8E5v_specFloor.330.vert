#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E5v_specFloor.cg (entry C8E5v_specFloor)
// cgxc -q -profile glslv -po version=330 -entry C8E5v_specFloor examples/C8E5v_specFloor.cg

layout(location = 0) in vec4 position;
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
  mat3 rotation;
  vec3 objLightDirection;
  vec3 objEyeDirection;
  vec3 eyeDirection;
  vec3 call10;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  rotation = mat3(1.0, 0.0, 0.0, 0.0, 0.0, -1.0, 0.0, 1.0, 0.0);
  objLightDirection = lightPosition - position.xyz;
  objEyeDirection = eyePosition - position.xyz;
  lightDirection = objLightDirection * rotation;
  eyeDirection = objEyeDirection * rotation;
  call10 = normalize(lightDirection);
  cgx_TEXCOORD2.xyz = normalize(call10 + normalize(eyeDirection));
  cgx_TEXCOORD1.xyz = lightDirection;
}

