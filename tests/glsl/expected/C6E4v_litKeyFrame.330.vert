#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C6E4v_litKeyFrame.cg (entry C6E4v_litKeyFrame)
// cgxc -q -profile glslv -po version=330 -entry C6E4v_litKeyFrame examples/C6E4v_litKeyFrame.cg

struct Light {
  vec3 eyePosition;
  vec3 lightPosition;
  vec4 lightColor;
  float specularExponent;
  float ambient;
};

layout(location = 0) in vec3 positionA;
layout(location = 2) in vec3 normalA;
layout(location = 9) in vec3 positionB;
layout(location = 10) in vec3 normalB;
layout(location = 8) in vec2 texCoord;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_COLOR0;
uniform float keyFrameBlend;
uniform Light light;
uniform mat4 modelViewProj;

vec4 computeLighting(Light light, vec3 position, vec3 normal)
{
  vec3 lightDirection;
  vec3 lightDirNorm;
  vec3 eyeDirection;
  vec3 eyeDirNorm;
  vec3 halfAngle;
  float diffuse;
  float specular;
  lightDirection = light.lightPosition - position;
  lightDirNorm = normalize(lightDirection);
  eyeDirection = light.eyePosition - position;
  eyeDirNorm = normalize(eyeDirection);
  halfAngle = normalize(lightDirNorm + eyeDirNorm);
  diffuse = max(0.0, dot(lightDirNorm, normal));
  specular = pow(max(0.0, dot(halfAngle, normal)), light.specularExponent);
  return light.lightColor * (light.ambient + diffuse + specular);
}

void main()
{
  vec3 position;
  vec3 blendNormal;
  vec3 normal;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  position = mix(positionA, positionB, keyFrameBlend);
  blendNormal = mix(normalA, normalB, keyFrameBlend);
  normal = normalize(blendNormal);
  gl_Position = vec4(position, 1.0) * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  cgx_COLOR0 = computeLighting(light, position, normal);
}

