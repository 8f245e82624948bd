#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C3E5v_twoTextures.cg (entry C3E5v_twoTextures)
// cgxc -q -profile glslv -po version=330 -entry C3E5v_twoTextures examples/C3E5v_twoTextures.cg

layout(location = 0) in vec2 position;
layout(location = 8) in vec2 texCoord;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
uniform vec2 leftSeparation;
uniform vec2 rightSeparation;

void main()
{
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = vec4(position, 0.0, 1.0);
  cgx_TEXCOORD0.xy = texCoord + leftSeparation;
  cgx_TEXCOORD1.xy = texCoord + rightSeparation;
}

