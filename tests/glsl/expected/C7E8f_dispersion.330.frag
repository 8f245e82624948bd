#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C7E8f_dispersion.cg (entry C7E8f_dispersion)
// cgxc -q -profile glslf -po version=330 -entry C7E8f_dispersion examples/C7E8f_dispersion.cg

in vec4 cgx_COLOR0;
in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
in vec4 cgx_TEXCOORD2;
in vec4 cgx_TEXCOORD3;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform samplerCube environmentMap;

void main()
{
  vec4 reflectedColor;
  vec4 refractedColor;
  reflectedColor = texture(environmentMap, cgx_TEXCOORD0.xyz);
  refractedColor.x = texture(environmentMap, cgx_TEXCOORD1.xyz).x;
  refractedColor.y = texture(environmentMap, cgx_TEXCOORD2.xyz).y;
  refractedColor.z = texture(environmentMap, cgx_TEXCOORD3.xyz).z;
  refractedColor.w = 1.0;
  cgx_out_COLOR0 = mix(refractedColor, reflectedColor, cgx_COLOR0.x);
}

