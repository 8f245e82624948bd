#version 330 core
// GLSL 330 written by cgxc 0.1.0 from examples/C6E5v_skin4m.cg (entry C6E5v_skin4m)
// cgxc -q -profile glslv -po version=330 -entry C6E5v_skin4m examples/C6E5v_skin4m.cg

struct Light {
  vec3 eyePosition;
  vec3 lightPosition;
  vec4 lightColor;
  float specularExponent;
  float ambient;
};

layout(location = 0) in vec3 position;
layout(location = 2) in vec3 normal;
layout(location = 8) in vec2 texCoord;
layout(location = 9) in vec4 weight;
layout(location = 10) in vec4 matrixIndex;
out vec4 cgx_TEXCOORD0;
out vec4 cgx_COLOR0;
uniform Light light;
uniform vec4 boneMatrix[72];
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
  vec3 netPosition;
  vec3 netNormal;
  int i;
  float index;
  mat3x4 model;
  vec3 bonePosition;
  mat3 rotate;
  vec3 boneNormal;
  cgx_TEXCOORD0 = vec4(0.0, 0.0, 0.0, 1.0);
  netPosition = vec3(0.0);
  netNormal = vec3(0.0);
  i = 0;
  for (; i < 4; i = i + 1) {
    index = matrixIndex[clamp(i, 0, 3)];
    model = mat3x4(boneMatrix[clamp(int(index + 0.0), 0, 71)], boneMatrix[clamp(int(index + 1.0), 0, 71)], boneMatrix[clamp(int(index + 2.0), 0, 71)]);
    bonePosition = vec4(position, 1.0) * model;
    rotate = mat3(model[0].xyz, model[1].xyz, model[2].xyz);
    boneNormal = normal * rotate;
    netPosition = netPosition + weight[clamp(i, 0, 3)] * bonePosition;
    netNormal = netNormal + weight[clamp(i, 0, 3)] * boneNormal;
  }
  netNormal = normalize(netNormal);
  gl_Position = vec4(netPosition, 1.0) * modelViewProj;
  cgx_TEXCOORD0.xy = texCoord;
  cgx_COLOR0 = computeLighting(light, netPosition, netNormal);
}

