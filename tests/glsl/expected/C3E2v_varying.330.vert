#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C3E2v_varying.cg (entry C3E2v_varying)
// cgxc -q -profile glslv -po version=330 -entry C3E2v_varying examples/C3E2v_varying.cg

struct C3E2v_Output {
  vec4 position;
  vec4 color;
  vec2 texCoord;
};

layout(location = 0) in vec2 position;
layout(location = 3) in vec4 color;
layout(location = 8) in vec2 texCoord;
out vec4 cgx_COLOR0;
out vec4 cgx_TEXCOORD0;

void main()
{
  C3E2v_Output result;
  C3E2v_Output OUT;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  OUT.position = vec4(position, 0.0, 1.0);
  OUT.color = color;
  OUT.texCoord = texCoord;
  result = OUT;
  gl_Position = result.position;
  cgx_COLOR0 = result.color;
  cgx_TEXCOORD0.xy = result.texCoord;
}

