// The hand-written baselines the JIT is measured against (issue 20): C6E5v_skin4m as an AVX2 + FMA kernel,
// 8 vertices at a time in SoA form, and a plain copy of the same bytes (the memory bound). Both read the
// application's interleaved records (64 bytes in, 40 out) and can store with non-temporal stores. Compiled
// for AVX2 with target attributes, so the benchmark still runs (without them) on a CPU that lacks it.
//
// How the kernel is built, as a compiler engineer would write it by hand:
// - 8 input records are two 8x8 transposes away from SoA (16 loads, 48 shuffles);
// - the bone palette is read a row at a time and transposed (bonesOfLanes): 24 bones of 12 floats do not fit
//   AVX2's 16 registers as a permute table, which is what an AVX-512 kernel would do instead (vpermt2ps);
// - normalize is sqrt and divide (the reference's precision), pow is exp(y * log(x)) with Cephes' float
//   polynomials (a few ulps);
// - the 10 output floats of 8 vertices go through an L1 scratch block to 20 aligned 16-byte stores, streamed
//   past the cache when asked.
#include "Skin4mBaselines.h"

#include <cstdint>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace cgx::bench {

#if defined(__x86_64__)

namespace {

#define CGX_AVX2 __attribute__((target("avx2,fma")))

CGX_AVX2 inline void transpose8(__m256 r[8]) {
  const __m256 t0 = _mm256_unpacklo_ps(r[0], r[1]), t1 = _mm256_unpackhi_ps(r[0], r[1]);
  const __m256 t2 = _mm256_unpacklo_ps(r[2], r[3]), t3 = _mm256_unpackhi_ps(r[2], r[3]);
  const __m256 t4 = _mm256_unpacklo_ps(r[4], r[5]), t5 = _mm256_unpackhi_ps(r[4], r[5]);
  const __m256 t6 = _mm256_unpacklo_ps(r[6], r[7]), t7 = _mm256_unpackhi_ps(r[6], r[7]);
  const __m256 s0 = _mm256_shuffle_ps(t0, t2, 0x44), s1 = _mm256_shuffle_ps(t0, t2, 0xEE);
  const __m256 s2 = _mm256_shuffle_ps(t1, t3, 0x44), s3 = _mm256_shuffle_ps(t1, t3, 0xEE);
  const __m256 s4 = _mm256_shuffle_ps(t4, t6, 0x44), s5 = _mm256_shuffle_ps(t4, t6, 0xEE);
  const __m256 s6 = _mm256_shuffle_ps(t5, t7, 0x44), s7 = _mm256_shuffle_ps(t5, t7, 0xEE);
  r[0] = _mm256_permute2f128_ps(s0, s4, 0x20);
  r[1] = _mm256_permute2f128_ps(s1, s5, 0x20);
  r[2] = _mm256_permute2f128_ps(s2, s6, 0x20);
  r[3] = _mm256_permute2f128_ps(s3, s7, 0x20);
  r[4] = _mm256_permute2f128_ps(s0, s4, 0x31);
  r[5] = _mm256_permute2f128_ps(s1, s5, 0x31);
  r[6] = _mm256_permute2f128_ps(s2, s6, 0x31);
  r[7] = _mm256_permute2f128_ps(s3, s7, 0x31);
}

// Natural logarithm of x > 0 (Cephes logf; x <= 0 gives garbage the caller masks).
CGX_AVX2 inline __m256 logPositive(__m256 x) {
  const __m256 one = _mm256_set1_ps(1.0f);
  __m256i bits = _mm256_castps_si256(x);
  __m256 e = _mm256_cvtepi32_ps(_mm256_sub_epi32(_mm256_srli_epi32(bits, 23), _mm256_set1_epi32(127)));
  __m256 m = _mm256_or_ps(_mm256_and_ps(x, _mm256_castsi256_ps(_mm256_set1_epi32(0x007FFFFF))), one);  // [1, 2)
  const __m256 small = _mm256_cmp_ps(m, _mm256_set1_ps(1.41421356f), _CMP_LT_OQ);
  e = _mm256_add_ps(e, _mm256_andnot_ps(small, one));
  m = _mm256_blendv_ps(_mm256_mul_ps(m, _mm256_set1_ps(0.5f)), m, small);  // [sqrt(1/2), sqrt(2))
  const __m256 t = _mm256_sub_ps(m, one), z = _mm256_mul_ps(t, t);
  __m256 y = _mm256_set1_ps(7.0376836292E-2f);
  for (float c : {-1.1514610310E-1f, 1.1676998740E-1f, -1.2420140846E-1f, 1.4249322787E-1f, -1.6668057665E-1f,
                  2.0000714765E-1f, -2.4999993993E-1f, 3.3333331174E-1f})
    y = _mm256_fmadd_ps(y, t, _mm256_set1_ps(c));
  y = _mm256_mul_ps(_mm256_mul_ps(y, t), z);
  y = _mm256_fmadd_ps(e, _mm256_set1_ps(-2.12194440E-4f), y);
  y = _mm256_fnmadd_ps(z, _mm256_set1_ps(0.5f), y);
  return _mm256_fmadd_ps(e, _mm256_set1_ps(0.693359375f), _mm256_add_ps(t, y));
}

// e^x for x in float's range (Cephes expf).
CGX_AVX2 inline __m256 exp(__m256 x) {
  x = _mm256_min_ps(_mm256_max_ps(x, _mm256_set1_ps(-87.3f)), _mm256_set1_ps(88.3f));
  const __m256 n = _mm256_floor_ps(_mm256_fmadd_ps(x, _mm256_set1_ps(1.44269504088896341f), _mm256_set1_ps(0.5f)));
  x = _mm256_fnmadd_ps(n, _mm256_set1_ps(0.693359375f), x);
  x = _mm256_fnmadd_ps(n, _mm256_set1_ps(-2.12194440E-4f), x);
  __m256 y = _mm256_set1_ps(1.9875691500E-4f);
  for (float c : {1.3981999507E-3f, 8.3334519073E-3f, 4.1665795894E-2f, 1.6666665459E-1f, 5.0000001201E-1f})
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(c));
  y = _mm256_fmadd_ps(y, _mm256_mul_ps(x, x), _mm256_add_ps(x, _mm256_set1_ps(1.0f)));
  const __m256i scale = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
  return _mm256_mul_ps(y, _mm256_castsi256_ps(scale));
}

// x^y for y > 0 (the specular exponent): 0 for x <= 0, as pow(max(0, d), e) is there.
CGX_AVX2 inline __m256 powPositiveExponent(__m256 x, __m256 y) {
  const __m256 positive = _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_GT_OQ);
  const __m256 safe = _mm256_blendv_ps(_mm256_set1_ps(1.0f), x, positive);
  return _mm256_and_ps(exp(_mm256_mul_ps(y, logPositive(safe))), positive);
}

struct Vec3 {
  __m256 x, y, z;
};

CGX_AVX2 inline __m256 dot(const Vec3& a, const Vec3& b) {
  return _mm256_fmadd_ps(a.x, b.x, _mm256_fmadd_ps(a.y, b.y, _mm256_mul_ps(a.z, b.z)));
}

CGX_AVX2 inline Vec3 normalize(const Vec3& a) {
  const __m256 inverse = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_sqrt_ps(dot(a, a)));
  return {_mm256_mul_ps(a.x, inverse), _mm256_mul_ps(a.y, inverse), _mm256_mul_ps(a.z, inverse)};
}

// The 12 floats of each lane's bone (its palette rows `row`, `row`+1, `row`+2) as 12 SoA vectors: each row
// is one 16-byte load a lane, lanes k and k+4 sharing a register, then a 4x4 transpose in each half. On the
// AMD and Intel cores measured this beats 12 eight-lane gathers by far (a gather costs about a load a lane
// plus a fixed overhead).
CGX_AVX2 inline void bonesOfLanes(const float* palette, __m256i row, __m256 m[12]) {
  alignas(32) int rows[8];
  _mm256_store_si256(reinterpret_cast<__m256i*>(rows), row);
  for (int r = 0; r < 3; ++r) {
    __m256 v[4];
    for (int k = 0; k < 4; ++k)
      v[k] = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(palette + 4 * (rows[k] + r))),
                                  _mm_loadu_ps(palette + 4 * (rows[k + 4] + r)), 1);
    const __m256 t0 = _mm256_unpacklo_ps(v[0], v[1]), t1 = _mm256_unpackhi_ps(v[0], v[1]);
    const __m256 t2 = _mm256_unpacklo_ps(v[2], v[3]), t3 = _mm256_unpackhi_ps(v[2], v[3]);
    m[4 * r + 0] = _mm256_shuffle_ps(t0, t2, 0x44);
    m[4 * r + 1] = _mm256_shuffle_ps(t0, t2, 0xEE);
    m[4 * r + 2] = _mm256_shuffle_ps(t1, t3, 0x44);
    m[4 * r + 3] = _mm256_shuffle_ps(t1, t3, 0xEE);
  }
}

// Writes the 80 floats of a block (8 records of 10) from `block` to `out`: streamed when asked and `out` is
// 16-byte aligned (a vector's storage is), else plain unaligned stores.
CGX_AVX2 inline void storeBlock(float* out, const float* block, bool nonTemporal) {
  if (nonTemporal && (reinterpret_cast<std::uintptr_t>(out) & 15) == 0) {
    for (int i = 0; i < 80; i += 4) _mm_stream_ps(out + i, _mm_load_ps(block + i));
  } else {
    for (int i = 0; i < 80; i += 8) _mm256_storeu_ps(out + i, _mm256_load_ps(block + i));
  }
}

CGX_AVX2 void skin8(const SkinUniforms& u, const SkinVertex* in, SkinOutput* out, bool nonTemporal) {
  // SoA: a[0..7] = position xyz, normal xyz, texcoord uv; b[0..7] = weights, matrix indices.
  __m256 a[8], b[8];
  for (int k = 0; k < 8; ++k) {
    const float* record = in[k].position;
    a[k] = _mm256_loadu_ps(record);
    b[k] = _mm256_loadu_ps(record + 8);
  }
  transpose8(a);
  transpose8(b);
  const Vec3 position{a[0], a[1], a[2]}, normal{a[3], a[4], a[5]};
  Vec3 netPosition{_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()};
  Vec3 netNormal = netPosition;
  const float* palette = &u.boneMatrix[0][0];
  for (int i = 0; i < 4; ++i) {
    __m256i row = _mm256_cvttps_epi32(b[4 + i]);
    row = _mm256_min_epi32(_mm256_max_epi32(row, _mm256_setzero_si256()), _mm256_set1_epi32(69));
    __m256 m[12];
    bonesOfLanes(palette, row, m);
    const __m256 w = b[i];
    const Vec3 bonePosition{
        _mm256_fmadd_ps(m[0], position.x, _mm256_fmadd_ps(m[1], position.y, _mm256_fmadd_ps(m[2], position.z, m[3]))),
        _mm256_fmadd_ps(m[4], position.x, _mm256_fmadd_ps(m[5], position.y, _mm256_fmadd_ps(m[6], position.z, m[7]))),
        _mm256_fmadd_ps(m[8], position.x, _mm256_fmadd_ps(m[9], position.y, _mm256_fmadd_ps(m[10], position.z, m[11])))};
    const Vec3 boneNormal{
        _mm256_fmadd_ps(m[0], normal.x, _mm256_fmadd_ps(m[1], normal.y, _mm256_mul_ps(m[2], normal.z))),
        _mm256_fmadd_ps(m[4], normal.x, _mm256_fmadd_ps(m[5], normal.y, _mm256_mul_ps(m[6], normal.z))),
        _mm256_fmadd_ps(m[8], normal.x, _mm256_fmadd_ps(m[9], normal.y, _mm256_mul_ps(m[10], normal.z)))};
    netPosition = {_mm256_fmadd_ps(w, bonePosition.x, netPosition.x), _mm256_fmadd_ps(w, bonePosition.y, netPosition.y),
                   _mm256_fmadd_ps(w, bonePosition.z, netPosition.z)};
    netNormal = {_mm256_fmadd_ps(w, boneNormal.x, netNormal.x), _mm256_fmadd_ps(w, boneNormal.y, netNormal.y),
                 _mm256_fmadd_ps(w, boneNormal.z, netNormal.z)};
  }
  netNormal = normalize(netNormal);
  __m256 o[10];
  for (int r = 0; r < 4; ++r)
    o[r] = _mm256_fmadd_ps(_mm256_set1_ps(u.modelViewProj[r][0]), netPosition.x,
                           _mm256_fmadd_ps(_mm256_set1_ps(u.modelViewProj[r][1]), netPosition.y,
                                           _mm256_fmadd_ps(_mm256_set1_ps(u.modelViewProj[r][2]), netPosition.z,
                                                           _mm256_set1_ps(u.modelViewProj[r][3]))));
  o[4] = a[6];
  o[5] = a[7];
  const Vec3 light{_mm256_set1_ps(u.lightPosition[0]), _mm256_set1_ps(u.lightPosition[1]), _mm256_set1_ps(u.lightPosition[2])};
  const Vec3 eye{_mm256_set1_ps(u.eyePosition[0]), _mm256_set1_ps(u.eyePosition[1]), _mm256_set1_ps(u.eyePosition[2])};
  const Vec3 lightDir = normalize({_mm256_sub_ps(light.x, netPosition.x), _mm256_sub_ps(light.y, netPosition.y),
                                   _mm256_sub_ps(light.z, netPosition.z)});
  const Vec3 eyeDir = normalize({_mm256_sub_ps(eye.x, netPosition.x), _mm256_sub_ps(eye.y, netPosition.y),
                                 _mm256_sub_ps(eye.z, netPosition.z)});
  const Vec3 halfAngle =
      normalize({_mm256_add_ps(lightDir.x, eyeDir.x), _mm256_add_ps(lightDir.y, eyeDir.y), _mm256_add_ps(lightDir.z, eyeDir.z)});
  const __m256 diffuse = _mm256_max_ps(_mm256_setzero_ps(), dot(lightDir, netNormal));
  const __m256 specular =
      powPositiveExponent(_mm256_max_ps(_mm256_setzero_ps(), dot(halfAngle, netNormal)), _mm256_set1_ps(u.specularExponent));
  const __m256 intensity = _mm256_add_ps(_mm256_add_ps(_mm256_set1_ps(u.ambient), diffuse), specular);
  for (int c = 0; c < 4; ++c) o[6 + c] = _mm256_mul_ps(_mm256_set1_ps(u.lightColor[c]), intensity);
  // Back to records: the first 8 floats of each by a transpose, the last 2 by lanes.
  alignas(32) float block[80];
  alignas(32) float blue[8], alpha[8];
  transpose8(o);
  _mm256_store_ps(blue, o[8]);
  _mm256_store_ps(alpha, o[9]);
  for (int k = 0; k < 8; ++k) {
    _mm256_storeu_ps(block + 10 * k, o[k]);
    block[10 * k + 8] = blue[k];
    block[10 * k + 9] = alpha[k];
  }
  storeBlock(out->position, block, nonTemporal);
}

CGX_AVX2 void copy8(const SkinVertex* in, SkinOutput* out, bool nonTemporal) {
  alignas(32) float block[80];
  for (int k = 0; k < 8; ++k) {
    const float* record = in[k].position;
    _mm256_storeu_ps(block + 10 * k, _mm256_loadu_ps(record));
    _mm_storel_pi(reinterpret_cast<__m64*>(block + 10 * k + 8), _mm_loadu_ps(record + 8));
    // The record's other 24 bytes are read with it (the same cache line): the copy moves the kernel's bytes.
  }
  storeBlock(out->position, block, nonTemporal);
}

}  // namespace

bool avx2Available() { return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"); }

void skin4mAvx2(const SkinUniforms& uniforms, const SkinVertex* vertices, SkinOutput* outputs, std::size_t count,
                bool nonTemporal) {
  std::size_t v = 0;
  for (; v + 8 <= count; v += 8) skin8(uniforms, vertices + v, outputs + v, nonTemporal);
  if (v < count) skin4mScalar(uniforms, vertices + v, outputs + v, count - v);
  if (nonTemporal) _mm_sfence();  // streamed stores are visible to other threads after a fence
}

void copyRecords(const SkinVertex* vertices, SkinOutput* outputs, std::size_t count, bool nonTemporal) {
  std::size_t v = 0;
  if (avx2Available())
    for (; v + 8 <= count; v += 8) copy8(vertices + v, outputs + v, nonTemporal);
  for (; v < count; ++v) std::memcpy(outputs[v].position, vertices[v].position, sizeof(SkinOutput));
  if (nonTemporal) _mm_sfence();
}

#else  // not x86-64: no AVX2 kernel; the copy is plain

bool avx2Available() { return false; }

void skin4mAvx2(const SkinUniforms& uniforms, const SkinVertex* vertices, SkinOutput* outputs, std::size_t count, bool) {
  skin4mScalar(uniforms, vertices, outputs, count);
}

void copyRecords(const SkinVertex* vertices, SkinOutput* outputs, std::size_t count, bool) {
  for (std::size_t v = 0; v < count; ++v) std::memcpy(outputs[v].position, vertices[v].position, sizeof(SkinOutput));
}

#endif

}  // namespace cgx::bench
