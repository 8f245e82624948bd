#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C3E4v_twist.cg (entry C3E4v_twist)
// cgxc -q -profile glslv -po version=330 -entry C3E4v_twist examples/C3E4v_twist.cg

struct C3E4_Output {
  vec4 position;
  vec4 color;
};

layout(location = 0) in vec2 position;
layout(location = 3) in vec4 color;
uniform float twisting;
out vec4 cgx_COLOR0;

void cg_sincos(float x, out float s, out float c)
{
  s = sin(x);
  c = cos(x);
}

void main()
{
  C3E4_Output result;
  C3E4_Output OUT;
  float angle;
  float cosLength;
  float sinLength;
  angle = twisting * length(position);
  cg_sincos(angle, sinLength, cosLength);
  OUT.position.x = cosLength * position.x + -sinLength * position.y;
  OUT.position.y = sinLength * position.x + cosLength * position.y;
  OUT.position.z = 0.0;
  OUT.position.w = 1.0;
  OUT.color = color;
  result = OUT;
  gl_Position = result.position;
  cgx_COLOR0 = result.color;
}

