#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C7E6f_fresnel.cg (entry C7E6f_fresnel)
// cgxc -q -profile glslf -po version=330 -entry C7E6f_fresnel examples/C7E6f_fresnel.cg

in vec4 cgx_COLOR0;
in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform samplerCube environmentMap;

void main()
{
  vec4 reflectedColor;
  vec4 refractedColor;
  reflectedColor = texture(environmentMap, cgx_TEXCOORD0.xyz);
  refractedColor = texture(environmentMap, cgx_TEXCOORD1.xyz);
  cgx_out_COLOR0 = mix(refractedColor, reflectedColor, cgx_COLOR0.x);
}

