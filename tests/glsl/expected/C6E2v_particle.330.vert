#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C6E2v_particle.cg (entry C6E2v_particle)
// cgxc -q -profile glslv -po version=330 -entry C6E2v_particle examples/C6E2v_particle.cg

layout(location = 0) in vec4 pInitial;
layout(location = 8) in vec4 vInitial;
layout(location = 9) in float tInitial;
out vec4 cgx_COLOR0;
uniform float globalTime;
uniform vec4 acceleration;
uniform mat4 modelViewProj;

void main()
{
  float t;
  vec4 pFinal;
  t = globalTime - tInitial;
  pFinal = pInitial + vInitial * t + 0.5 * acceleration * t * t;
  gl_Position = pFinal * modelViewProj;
  cgx_COLOR0 = vec4(t, t, t, 1.0);
  gl_PointSize = -8.0 * t * t + 8.0 * t + 0.1 * pFinal.y + 1.0;
}

