#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C2E1v_green.cg (entry C2E1v_green)
// cgxc -q -profile glslv -po version=330 -entry C2E1v_green examples/C2E1v_green.cg

struct C2E1v_Output {
  vec4 position;
  vec3 color;
};

layout(location = 0) in vec2 position;
out vec4 cgx_COLOR0;

void main()
{
  C2E1v_Output result;
  C2E1v_Output OUT;
  cgx_COLOR0 = vec4(0.0, 0.0, 0.0, 1.0);
  OUT.position = vec4(position, 0.0, 1.0);
  OUT.color = vec3(0.0, 1.0, 0.0);
  result = OUT;
  gl_Position = result.position;
  cgx_COLOR0.xyz = result.color;
}

