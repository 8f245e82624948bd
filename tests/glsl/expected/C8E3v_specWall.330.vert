#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E3v_specWall.cg (entry C8E3v_specWall)
// cgxc -q -profile glslv -po version=330 -entry C8E3v_specWall examples/C8E3v_specWall.cg

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
  vec3 eyeDirection;
  vec3 call7;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD2 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  lightDirection = lightPosition - position.xyz;
  eyeDirection = eyePosition - position.xyz;
  call7 = normalize(lightDirection);
  cgx_TEXCOORD2.xyz = normalize(call7 + normalize(eyeDirection));
  cgx_TEXCOORD1.xyz = lightDirection;
}

