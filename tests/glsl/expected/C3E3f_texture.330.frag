#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C3E3f_texture.cg (entry C3E3f_texture)
// cgxc -q -profile glslf -po version=330 -entry C3E3f_texture examples/C3E3f_texture.cg

struct C3E3f_Output {
  vec4 color;
};

in vec4 cgx_TEXCOORD0;
uniform sampler2D decal;
layout(location = 0) out vec4 cgx_out_COLOR0;

void main()
{
  C3E3f_Output result;
  C3E3f_Output OUT;
  OUT.color = texture(decal, cgx_TEXCOORD0.xy);
  result = OUT;
  cgx_out_COLOR0 = result.color;
}

