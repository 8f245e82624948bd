#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E7f_shadowMap.cg (entry C9E7f_shadowMap)
// cgxc -q -profile glslf -po version=330 -entry C9E7f_shadowMap examples/C9E7f_shadowMap.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_COLOR0;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform float ambient;
uniform sampler2DShadow projectiveMap;
uniform sampler2DShadow shadowMap;

void main()
{
  vec4 textureColor;
  float lit;
  textureColor = vec4(vec3(textureProj(projectiveMap, cgx_TEXCOORD0)), 1.0);
  lit = vec4(vec3(textureProj(shadowMap, cgx_TEXCOORD0)), 1.0).x;
  cgx_out_COLOR0 = textureColor * (ambient + lit * cgx_COLOR0);
}

