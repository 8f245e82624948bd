#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C9E3f_cartoon.cg (entry C9E3f_cartoon)
// cgxc -q -profile glslf -po version=330 -entry C9E3f_cartoon examples/C9E3f_cartoon.cg

in vec4 cgx_TEXCOORD0;
in vec4 cgx_TEXCOORD1;
in vec4 cgx_TEXCOORD2;
layout(location = 0) out vec4 cgx_out_COLOR0;
uniform vec4 Kd;
uniform vec4 Ks;
uniform sampler1D diffuseRamp;
uniform sampler1D specularRamp;
uniform sampler1D edgeRamp;

void main()
{
  float diffuseLight;
  float specularLight;
  float edge;
  diffuseLight = cgx_TEXCOORD0.x;
  specularLight = cgx_TEXCOORD1.x;
  edge = cgx_TEXCOORD2.x;
  diffuseLight = texture(diffuseRamp, diffuseLight).x;
  specularLight = texture(specularRamp, specularLight).x;
  edge = texture(edgeRamp, edge).x;
  cgx_out_COLOR0 = edge * (Kd * diffuseLight + Ks * specularLight);
}

