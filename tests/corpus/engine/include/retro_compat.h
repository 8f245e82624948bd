// Shared by the retro/ post-processing passes: the macros a shader library keeps in one header so its
// passes read the same on every back end. Written for the cgx corpus in the style of such libraries.
#ifndef RETRO_COMPAT_H
#define RETRO_COMPAT_H

#define COMPAT_PRECISION
#define COMPAT_TEXTURE(s, c) tex2D(s, c)
#define COMPAT_TEX_PROJ(s, c) tex2Dproj(s, c)
#define FIX(c) max(abs(c), 1e-5)
#define PI 3.141592653589
#define TAU 6.283185307178
#define saturate3(c) clamp(c, 0.0, 1.0)
#define LUMA_WEIGHTS float3(0.299, 0.587, 0.114)
#define GAMMA_IN(color) pow(color, float3(2.4, 2.4, 2.4))
#define GAMMA_OUT(color) pow(color, float3(1.0 / 2.2, 1.0 / 2.2, 1.0 / 2.2))
#define TEX2D(c) COMPAT_TEXTURE(s_p, (c))
#define mod(x, y) ((x) - (y) * floor((x) / (y)))

#endif
