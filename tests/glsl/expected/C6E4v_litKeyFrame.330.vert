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

vec4 computeLighting(Light light_1, vec3 position, vec3 normal)
{
  vec3 lightDirection;
  vec3 lightDirNorm;
  vec3 call2;
  vec3 eyeDirection;
  vec3 eyeDirNorm;
  vec3 call5;
  vec3 halfAngle;
  vec3 call7;
  float diffuse;
  float specular;
  lightDirection = light_1.lightPosition - position;
  call2 = normalize(lightDirection);
  lightDirNorm = call2;
  eyeDirection = light_1.eyePosition - position;
  call5 = normalize(eyeDirection);
  eyeDirNorm = call5;
  call7 = normalize(lightDirNorm + eyeDirNorm);
  halfAngle = call7;
  diffuse = max(0.0, dot(lightDirNorm, normal));
  specular = pow(max(0.0, dot(halfAngle, normal)), light_1.specularExponent);
  return light_1.lightColor * (light_1.ambient + diffuse + specular);
}

void main()
{
  vec3 position;
  vec3 call9;
  vec3 blendNormal;
  vec3 call11;
  vec3 normal;
  vec3 call13;
  vec4 call14;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  call9 = mix(positionA, positionB, keyFrameBlend);
  position = call9;
  call11 = mix(normalA, normalB, keyFrameBlend);
  blendNormal = call11;
  call13 = normalize(blendNormal);
  normal = call13;
  gl_Position = vec4(position, 1.0) * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  call14 = computeLighting(light, position, normal);
  cgx_COLOR0 = call14;
}

