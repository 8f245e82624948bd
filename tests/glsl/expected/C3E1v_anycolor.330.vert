#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C3E1v_anycolor.cg (entry C3E1v_anycolor)
// cgxc -q -profile glslv -po version=330 -entry C3E1v_anycolor examples/C3E1v_anycolor.cg

struct C3E1v_Output {
  vec4 position;
  vec4 color;
};

layout(location = 0) in vec2 position;
uniform vec4 constantColor;
out vec4 cgx_COLOR0;

void main()
{
  C3E1v_Output result;
  C3E1v_Output OUT;
  OUT.position = vec4(position, 0.0, 1.0);
  OUT.color = constantColor;
  result = OUT;
  gl_Position = result.position;
  cgx_COLOR0 = result.color;
}

