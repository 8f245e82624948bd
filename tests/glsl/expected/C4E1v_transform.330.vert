#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C4E1v_transform.cg (entry C4E1v_transform)
// cgxc -q -profile glslv -po version=330 -entry C4E1v_transform examples/C4E1v_transform.cg

layout(location = 0) in vec4 position;
uniform mat4 modelViewProj;

void main()
{
  gl_Position = position * modelViewProj;
}

