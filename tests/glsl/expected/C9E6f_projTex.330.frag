#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E6f_projTex.cg (entry C9E6f_projTex)
// cgxc -q -profile glslf -po version=330 -entry C9E6f_projTex examples/C9E6f_projTex.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_COLOR0;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform sampler2DShadow projectiveMap;

void main()
{
  vec4 textureColor;
  textureColor = vec4(vec3(textureProj(projectiveMap, cgx_TEXCOORD0)), 1.0);
  cgx_out_COLOR0 = textureColor * cgx_COLOR0;
}

