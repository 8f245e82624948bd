#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C6E1v_bulge.cg (entry C6E1v_bulge)
// cgxc -q -profile glslv -po version=330 -entry C6E1v_bulge examples/C6E1v_bulge.cg

layout(location = 0) in vec4 position;
layout(location = 2) in vec3 normal;
out vec4 cgx_COLOR0;
uniform mat4 modelViewProj;
uniform float time;
uniform float frequency;
uniform float scaleFactor;
uniform vec3 Kd;
uniform float shininess;
uniform vec3 eyePosition;
uniform vec3 lightPosition;
uniform vec3 lightColor;

vec3 computeLighting(vec3 lightPosition_1, vec3 lightColor_1, vec3 Kd_1, float shininess_1, vec3 P, vec3 N, vec3 eyePosition_1)
{
  vec3 L;
  vec3 call1;
  float diffuseLight;
  vec3 diffuseResult;
  vec3 V;
  vec3 call5;
  vec3 H;
  vec3 call7;
  float specularLight;
  vec3 specularResult;
  call1 = normalize(lightPosition_1 - P);
  L = call1;
  diffuseLight = max(dot(N, L), 0.0);
  diffuseResult = Kd_1 * lightColor_1 * diffuseLight;
  call5 = normalize(eyePosition_1 - P);
  V = call5;
  call7 = normalize(L + V);
  H = call7;
  specularLight = pow(max(dot(N, H), 0.0), shininess_1);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  specularResult = lightColor_1 * specularLight;
  return diffuseResult + specularResult;
}

void main()
{
  float displacement;
  vec4 displacementDirection;
  vec4 newPosition;
  vec3 call7;
  displacement = scaleFactor * 0.5 * sin(position.y * frequency * time) + 1.0;
  displacementDirection = vec4(normal.x, normal.y, normal.z, 0.0);
  newPosition = position + displacement * displacementDirection;
  gl_Position = newPosition * modelViewProj;
  call7 = computeLighting(lightPosition, lightColor, Kd, shininess, newPosition.xyz, normal, eyePosition);
  cgx_COLOR0.xyz = call7;
  cgx_COLOR0.w = 1.0;
}

