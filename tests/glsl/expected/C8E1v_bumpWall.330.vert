#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C8E1v_bumpWall.cg (entry C8E1v_bumpWall)
// cgxc -q -profile glslv -po version=330 -entry C8E1v_bumpWall examples/C8E1v_bumpWall.cg

layout(location = 0) in vec4 position;
layout(location = 8) in vec2 texCoord;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_TEXCOORD1;
uniform vec3 lightPosition;
uniform mat4 modelViewProj;

void main()
{
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  cgx_TEXCOORD1 = vec4(0.0, 0.0, 0.0, 1.0);
  gl_Position = position * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  cgx_TEXCOORD1.xyz = lightPosition - position.xyz;
}

