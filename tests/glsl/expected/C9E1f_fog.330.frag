#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E1f_fog.cg (entry C9E1f_fog)
// cgxc -q -profile glslf -po version=330 -entry C9E1f_fog examples/C9E1f_fog.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
in vec4 cgx_COLOR0;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform sampler2D decal;
uniform vec3 fogColor;

void main()
{
  float fogFactor;
  vec4 decalColor;
  vec4 texColor;
  fogFactor = exp2(-abs(cgx_TEXCOORD1.x));
  decalColor = texture(decal, cgx_TEXCOORD0.xy);
  texColor = cgx_COLOR0 * decalColor;
  cgx_out_COLOR0.xyz = mix(fogColor, texColor.xyz, fogFactor);
  cgx_out_COLOR0.w = cgx_COLOR0.w;
}

