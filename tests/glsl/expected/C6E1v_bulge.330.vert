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

vec3 computeLighting(vec3 lightPosition, vec3 lightColor, vec3 Kd, float shininess, vec3 P, vec3 N, vec3 eyePosition)
{
  vec3 L;
  float diffuseLight;
  vec3 diffuseResult;
  vec3 V;
  vec3 H;
  float specularLight;
  vec3 specularResult;
  L = normalize(lightPosition - P);
  diffuseLight = max(dot(N, L), 0.0);
  diffuseResult = Kd * lightColor * diffuseLight;
  V = normalize(eyePosition - P);
  H = normalize(L + V);
  specularLight = pow(max(dot(N, H), 0.0), shininess);
  if (diffuseLight <= 0.0) {
    specularLight = 0.0;
  }
  specularResult = lightColor * specularLight;
  return diffuseResult + specularResult;
}

void main()
{
  float displacement;
  vec4 displacementDirection;
  vec4 newPosition;
  displacement = scaleFactor * 0.5 * sin(position.y * frequency * time) + 1.0;
  displacementDirection = vec4(normal.x, normal.y, normal.z, 0.0);
  newPosition = position + displacement * displacementDirection;
  gl_Position = newPosition * modelViewProj;
  cgx_COLOR0.xyz = computeLighting(lightPosition, lightColor, Kd, shininess, newPosition.xyz, normal, eyePosition);
  cgx_COLOR0.w = 1.0;
}

