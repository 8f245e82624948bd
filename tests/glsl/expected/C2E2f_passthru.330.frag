#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C2E2f_passthru.cg (entry C2E2f_passthru)
// cgxc -q -profile glslf -po version=330 -entry C2E2f_passthru examples/C2E2f_passthru.cg

struct C2E2f_Output {
  vec4 color;
};

in vec4 cgx_COLOR0;
layout(location = 0) out vec4 cgx_out_COLOR0;

void main()
{
  C2E2f_Output result;
  C2E2f_Output OUT;
  OUT.color = cgx_COLOR0;
  result = OUT;
  cgx_out_COLOR0 = result.color;
}

