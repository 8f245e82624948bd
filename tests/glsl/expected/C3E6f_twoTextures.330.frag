#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C3E6f_twoTextures.cg (entry C3E6f_twoTextures)
// cgxc -q -profile glslf -po version=330 -entry C3E6f_twoTextures examples/C3E6f_twoTextures.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform sampler2D decal;

void main()
{
  vec4 leftColor;
  vec4 rightColor;
  leftColor = texture(decal, cgx_TEXCOORD0.xy);
  rightColor = texture(decal, cgx_TEXCOORD1.xy);
  cgx_out_COLOR0 = mix(leftColor, rightColor, 0.5);
}

