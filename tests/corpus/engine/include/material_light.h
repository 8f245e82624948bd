// Lighting helpers shared by the ogre/ material programs: attenuation, Blinn-Phong terms and fog, written
// once and #included by the passes that need them.
#ifndef MATERIAL_LIGHT_H
#define MATERIAL_LIGHT_H

float attenuate(float3 lightVec, float4 atten)
{
  float d = length(lightVec);
  return 1.0 / (atten.y + atten.z * d + atten.w * d * d);
}

void blinnPhong(float3 N, float3 L, float3 V, float shininess, out float diffuse, out float specular)
{
  float3 H = normalize(L + V);
  diffuse = saturate(dot(N, L));
  specular = pow(saturate(dot(N, H)), shininess);
  if (diffuse <= 0) specular = 0;
}

float linearFog(float dist, float4 fogParams)
{
  // fogParams: x density, y start, z end, w 1 / (end - start)
  return saturate((fogParams.z - dist) * fogParams.w);
}

float expFog(float dist, float density)
{
  return exp2(-density * dist * 1.442695);
}

#endif
