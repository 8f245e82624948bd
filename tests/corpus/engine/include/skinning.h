// Matrix-palette skinning shared by the ogre/ skinned programs: up to four bones a vertex, the palette as
// 3x4 world matrices (three constant registers a bone).
#ifndef SKINNING_H
#define SKINNING_H

#ifndef MAX_BONES
#define MAX_BONES 60
#endif

float3 skinPosition(float4 pos, float4 idx, float4 wgt, uniform float3x4 palette[MAX_BONES], int bones)
{
  float3 p = float3(0, 0, 0);
  for (int i = 0; i < bones; ++i)
    p += mul(palette[idx[i]], pos).xyz * wgt[i];
  return p;
}

float3 skinNormal(float3 n, float4 idx, float4 wgt, uniform float3x4 palette[MAX_BONES], int bones)
{
  float3 r = float3(0, 0, 0);
  for (int i = 0; i < bones; ++i)
    r += mul((float3x3)palette[idx[i]], n) * wgt[i];
  return r;
}

#endif
