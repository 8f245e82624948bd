#ifndef SKIN_COMMON_H
#define SKIN_COMMON_H
#define MAX_BONES 24
#define BONE_ROWS (3 * MAX_BONES)
#define SKIN_ROW(i, w) (w) * boneMatrix[(i) + 0], (w) * boneMatrix[(i) + 1], (w) * boneMatrix[(i) + 2]
struct Light { float3 position; float4 color; };
#endif
