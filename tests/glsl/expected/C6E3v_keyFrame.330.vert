#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C6E3v_keyFrame.cg (entry C6E3v_keyFrame)
// cgxc -q -profile glslv -po version=330 -entry C6E3v_keyFrame examples/C6E3v_keyFrame.cg

layout(location = 0) in vec3 positionA;
layout(location = 9) in vec3 positionB;
layout(location = 3) in vec4 color;
layout(location = 8) in vec2 texCoord;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_COLOR0;
uniform float keyFrameBlend;
uniform mat4 modelViewProj;

void main()
{
  vec3 position;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  position = mix(positionA, positionB, keyFrameBlend);
  gl_Position = vec4(position, 1.0) * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  cgx_COLOR0 = color;
}

