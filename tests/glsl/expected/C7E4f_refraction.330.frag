#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C7E4f_refraction.cg (entry C7E4f_refraction)
// cgxc -q -profile glslf -po version=330 -entry C7E4f_refraction examples/C7E4f_refraction.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform float transmittance;
uniform sampler2D decalMap;
uniform samplerCube environmentMap;

void main()
{
  vec4 refractedColor;
  vec4 decalColor;
  refractedColor = texture(environmentMap, cgx_TEXCOORD1.xyz);
  decalColor = texture(decalMap, cgx_TEXCOORD0.xy);
  cgx_out_COLOR0 = mix(decalColor, refractedColor, transmittance);
}

