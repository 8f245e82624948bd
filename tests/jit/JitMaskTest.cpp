// Focused tests of the kernel emitter: execution masks (divergent if/else, loops with per-lane trip
// counts, break/continue/return inside divergent code, discard), writes under masks, partial chunks,
// robust (clamped) dynamic indexing, integer division by zero and conversions. Each program is small Cg
// written for the test; the expected values are computed here in C++, per invocation.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <thread>

#include "JitSupport.h"

namespace cgx::test::jit {
namespace {

constexpr unsigned kAllLanes[] = {4, 8, 16};

struct Case {
  const char* source;
  const char* entry = "main";
  bool fragment = false;
};

// Compiles `source` at every SIMD width and runs `inputs` (each invocation's TEXCOORD0) through it; calls
// `check(invocation, outputs)` for every invocation.
void runEverywhere(const Case& c, const std::vector<Values>& inputs, const std::map<std::string, Values>& uniforms,
                   const std::function<void(std::size_t, const Invocation&)>& check,
                   std::vector<std::uint8_t>* discarded = nullptr) {
  for (unsigned lanes : kAllLanes) {
    SCOPED_TRACE("lanes " + std::to_string(lanes));
    Program program;
    std::string error;
    ASSERT_TRUE(compile(c.source, c.entry, c.fragment, lanes, &program, &error)) << error;
    std::vector<Invocation> in;
    for (const Values& v : inputs) in.push_back({{"TEXCOORD0", v}});
    std::vector<std::string> missing;
    std::vector<std::uint32_t> block = uniformBlock(program, uniforms, &missing);
    EXPECT_TRUE(missing.empty()) << missing.front();
    RunOptions options;
    options.first = 3;
    options.discarded = discarded;
    std::vector<Invocation> out = run(program, block, in, options);
    for (std::size_t i = 0; i < out.size(); ++i) {
      SCOPED_TRACE("invocation " + std::to_string(i));
      check(i, out[i]);
    }
  }
}

Values output(const Invocation& out, const char* semantic) {
  auto it = out.find(semantic);
  return it == out.end() ? Values{} : it->second;
}

// Inputs whose x runs over a range with every lane pattern inside a chunk (divergence within chunks).
std::vector<Values> ramp(int count, float from, float step) {
  std::vector<Values> v;
  for (int i = 0; i < count; ++i) v.push_back({from + step * static_cast<float>(i), static_cast<float>(i % 7), 0, 1});
  return v;
}

TEST(JitMasks, DivergentNestedIfElse) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  float y;
  float z = 5;
  if (v.x > 0) {
    y = v.x * 2;
    if (v.x > 10) { y = -1; z = 6; }
  } else {
    y = v.x - 100;
    if (v.y == 3) z = 7; else z = 8;
  }
  r = float4(y, z, 0, 0);
})"};
  auto inputs = ramp(53, -20.5f, 0.75f);
  runEverywhere(c, inputs, {}, [&](std::size_t i, const Invocation& out) {
    float x = inputs[i][0], yIn = inputs[i][1];
    float y, z = 5;
    if (x > 0) {
      y = x * 2;
      if (x > 10) { y = -1; z = 6; }
    } else {
      y = x - 100;
      z = yIn == 3 ? 7 : 8;
    }
    Values r = output(out, "TEXCOORD0");
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0], y);
    EXPECT_EQ(r[1], z);
    EXPECT_EQ(output(out, "POSITION"), inputs[i]);
  });
}

TEST(JitMasks, WritesUnderMasksTouchOnlyTheirComponents) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  float4 acc = float4(10, 20, 30, 40);
  if (v.x > 0) acc.y = 1;
  else acc.zw = float2(2, 3);
  if (v.y > 2) acc.x += v.y;
  r = acc;
})"};
  auto inputs = ramp(37, -4.5f, 0.5f);
  runEverywhere(c, inputs, {}, [&](std::size_t i, const Invocation& out) {
    float x = inputs[i][0], y = inputs[i][1];
    Values acc = {10, 20, 30, 40};
    if (x > 0) acc[1] = 1;
    else { acc[2] = 2; acc[3] = 3; }
    if (y > 2) acc[0] += y;
    EXPECT_EQ(output(out, "TEXCOORD0"), acc);
  });
}

TEST(JitMasks, LoopsWithPerLaneTripCountsBreakAndContinue) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  int n = (int)v.x;
  float sum = 0;
  float count = 0;
  for (int i = 0; i < n; i++) {
    if (i == 9) break;
    if (i % 3 == 1) continue;
    sum += i;
    int j = 0;
    while (j < i) {          // a nested loop whose trip count differs per lane and per outer iteration
      count += 1;
      j++;
      if (j == (int)v.y) break;
    }
  }
  r = float4(sum, count, n, 0);
})"};
  std::vector<Values> inputs;
  for (int i = 0; i < 41; ++i) inputs.push_back({static_cast<float>((i * 7) % 13), static_cast<float>(i % 5), 0, 0});
  runEverywhere(c, inputs, {}, [&](std::size_t k, const Invocation& out) {
    int n = static_cast<int>(inputs[k][0]), stop = static_cast<int>(inputs[k][1]);
    float sum = 0, count = 0;
    for (int i = 0; i < n; i++) {
      if (i == 9) break;
      if (i % 3 == 1) continue;
      sum += static_cast<float>(i);
      int j = 0;
      while (j < i) {
        count += 1;
        j++;
        if (j == stop) break;
      }
    }
    Values r = output(out, "TEXCOORD0");
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0], sum);
    EXPECT_EQ(r[1], count);
  });
}

TEST(JitMasks, DoWhileRunsOnceForEveryLane) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  float x = v.x;
  int steps = 0;
  do { x = x * 0.5; steps++; } while (x > 1);
  r = float4(x, steps, 0, 0);
})"};
  auto inputs = ramp(29, -3.0f, 13.0f);
  runEverywhere(c, inputs, {}, [&](std::size_t i, const Invocation& out) {
    float x = inputs[i][0];
    int steps = 0;
    do { x = x * 0.5f; steps++; } while (x > 1);
    Values r = output(out, "TEXCOORD0");
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0], x);
    EXPECT_EQ(r[1], static_cast<float>(steps));
  });
}

TEST(JitMasks, ReturnInsideDivergentCodeAndLoops) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = float4(0, 0, 0, 1);
  r = float4(1, 0, 0, 0);
  if (v.x > 0) {
    r = float4(2, v.x, 0, 0);
    return;
  }
  for (int i = 0; i < (int)v.y; i++) {
    r.y += 1;
    if (r.y >= 3) { r.z = 9; return; }
  }
  r.x = 3;
})"};
  std::vector<Values> inputs;
  for (int i = 0; i < 45; ++i) inputs.push_back({(i % 4 == 0) ? 1.5f : -1.0f, static_cast<float>(i % 6), 0, 0});
  runEverywhere(c, inputs, {}, [&](std::size_t i, const Invocation& out) {
    float x = inputs[i][0];
    int n = static_cast<int>(inputs[i][1]);
    Values want = {1, 0, 0, 0};
    [&] {
      if (x > 0) { want = {2, x, 0, 0}; return; }
      for (int k = 0; k < n; k++) {
        want[1] += 1;
        if (want[1] >= 3) { want[2] = 9; return; }
      }
      want[0] = 3;
    }();
    EXPECT_EQ(output(out, "TEXCOORD0"), want);
  });
}

TEST(JitMasks, DiscardMarksOnlyTheDiscardedFragments) {
  Case c{R"(
float4 main(float4 c : TEXCOORD0) : COLOR {
  if (c.x < 0.5) discard;
  float4 r = c;
  if (c.y > 4) { r.w = 7; discard; }
  return r * 2;
})", "main", true};
  auto inputs = ramp(61, 0.0f, 0.05f);
  std::vector<std::uint8_t> discarded;
  for (unsigned lanes : kAllLanes) {
    SCOPED_TRACE("lanes " + std::to_string(lanes));
    Program program;
    std::string error;
    ASSERT_TRUE(compile(c.source, c.entry, true, lanes, &program, &error)) << error;
    std::vector<Invocation> in;
    for (const Values& v : inputs) in.push_back({{"TEXCOORD0", v}});
    RunOptions options;
    options.first = 8;  // fragment ranges start at a multiple of 4
    options.discarded = &discarded;
    std::vector<Invocation> out = run(program, uniformBlock(program, {}), in, options);
    ASSERT_EQ(discarded.size(), inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      bool gone = inputs[i][0] < 0.5f || inputs[i][1] > 4;
      EXPECT_EQ(discarded[i], gone ? 1 : 0) << "invocation " << i;
      if (!gone) {
        Values want = inputs[i];
        for (float& w : want) w *= 2;
        EXPECT_EQ(output(out[i], "COLOR0"), want) << "invocation " << i;
      }
    }
  }
}

TEST(JitChunks, PartialLastChunksAndSingleInvocations) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  r = v * 3 + 1;
})"};
  for (unsigned lanes : kAllLanes) {
    for (int count : {1, 2, 3, static_cast<int>(lanes) - 1, static_cast<int>(lanes), static_cast<int>(lanes) + 1, 3 * static_cast<int>(lanes) + 5}) {
      for (std::uint64_t first : {0ull, 1ull, 17ull}) {
        SCOPED_TRACE("lanes " + std::to_string(lanes) + " count " + std::to_string(count) + " first " + std::to_string(first));
        Program program;
        std::string error;
        ASSERT_TRUE(compile(c.source, c.entry, false, lanes, &program, &error)) << error;
        std::vector<Invocation> in;
        for (int i = 0; i < count; ++i) in.push_back({{"TEXCOORD0", {float(i), float(-i), 0.5f, 2}}});
        RunOptions options;
        options.first = first;
        // run() throws if anything outside [first, first + count) or the padding was written.
        std::vector<Invocation> out = run(program, uniformBlock(program, {}), in, options);
        for (int i = 0; i < count; ++i)
          EXPECT_EQ(output(out[i], "TEXCOORD0"), (Values{float(i) * 3 + 1, float(-i) * 3 + 1, 2.5f, 7}));
      }
    }
  }
}

TEST(JitRobustAccess, DynamicIndexIntoUniformArrayIsClamped) {
  Case c{R"(
uniform float4 table[5];
uniform int pick;
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0, out float4 s : TEXCOORD1) {
  pos = v;
  r = table[(int)v.x];
  s = table[pick] + table[pick + 10];   // an index that is the same in every lane, in and out of range
})"};
  Values table;
  for (int i = 0; i < 20; ++i) table.push_back(static_cast<float>(100 + i));
  std::vector<Values> inputs;
  // Float indices are clamped as floats before they are truncated (Access.cpp): NaN, infinities,
  // fractions on both sides of 0 and of the last element, and integers beyond int's range.
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  for (float x : {-3.0f, 0.0f, 1.0f, 2.0f, 4.0f, 5.0f, 7.0f, 100.0f, -1e9f, 3.0f, 1e9f, nan, -nan, inf, -inf, -0.0f,
                  -0.5f, -0.99f, 0.99f, 3.99f, 4.5f, 2147483648.0f, -2147483904.0f, 3e9f})
    inputs.push_back({x, 0, 0, 0});
  for (float pick : {-2.0f, 1.0f, 3.0f}) {
    SCOPED_TRACE("pick " + std::to_string(pick));
    runEverywhere(c, inputs, {{"table", table}, {"pick", {pick}}}, [&](std::size_t i, const Invocation& out) {
      float x = inputs[i][0];
      int index = std::isnan(x) ? 0 : std::clamp(static_cast<int>(std::clamp(x, -2147483648.0f, 2147483520.0f)), 0, 4);
      EXPECT_EQ(output(out, "TEXCOORD0"), Values(table.begin() + index * 4, table.begin() + index * 4 + 4));
      int p = static_cast<int>(pick);
      int a = std::clamp(p, 0, 4), b = std::clamp(p + 10, 0, 4);
      Values s;
      for (int k = 0; k < 4; ++k) s.push_back(table[a * 4 + k] + table[b * 4 + k]);
      EXPECT_EQ(output(out, "TEXCOORD1"), s);
    });
  }
}

TEST(JitRobustAccess, LargeUniformArraysOfFloatsIntsAndStructs) {
  // Arrays of several SIMD vectors per component (the table lookups blend more than one permute), int
  // elements, and struct elements whose stride is not their size, at indices in, between and beyond the
  // table vectors' boundaries.
  Case c{R"(
struct Light { float3 color; int id; float pad; };
uniform float4 palette[72];
uniform int ids[40];
uniform Light lights[20];
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0, out float4 s : TEXCOORD1) {
  pos = v;
  r = palette[v.x];
  int k = (int)v.y;
  s = float4(lights[k].color, lights[k].id + ids[(int)v.x]);
})"};
  std::map<std::string, Values> uniforms;
  Values palette, ids;
  for (int i = 0; i < 72 * 4; ++i) palette.push_back(static_cast<float>(1000 + i));
  for (int i = 0; i < 40; ++i) ids.push_back(static_cast<float>(-7 * i));
  uniforms["palette"] = palette;
  uniforms["ids"] = ids;
  for (int i = 0; i < 20; ++i) {
    std::string at = "lights[" + std::to_string(i) + "].";
    uniforms[at + "color"] = {static_cast<float>(i), static_cast<float>(i) + 0.25f, static_cast<float>(i) + 0.5f};
    uniforms[at + "id"] = {static_cast<float>(100 * i)};
    uniforms[at + "pad"] = {-1};
  }
  std::vector<Values> inputs;
  const float xs[] = {-3, 0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 39, 40, 47, 48, 63, 64, 65, 70, 71, 72, 100, -1e9f, 1e9f, 2.5f};
  const float ys[] = {-1, 0, 3, 4, 7, 8, 15, 16, 19, 20, 25};
  for (std::size_t i = 0; i < std::size(xs); ++i) inputs.push_back({xs[i], ys[i % std::size(ys)], 0, 1});
  auto clampIndex = [](float x, int length) {
    return std::clamp(static_cast<int>(std::clamp(x, -2147483648.0f, 2147483520.0f)), 0, length - 1);
  };
  runEverywhere(c, inputs, uniforms, [&](std::size_t i, const Invocation& out) {
    int p = clampIndex(inputs[i][0], 72), id = clampIndex(inputs[i][0], 40), k = clampIndex(inputs[i][1], 20);
    EXPECT_EQ(output(out, "TEXCOORD0"), Values(palette.begin() + p * 4, palette.begin() + p * 4 + 4));
    float kf = static_cast<float>(k);
    EXPECT_EQ(output(out, "TEXCOORD1"), (Values{kf, kf + 0.25f, kf + 0.5f, 100 * kf + ids[id]}));
  });
}

TEST(JitRobustAccess, LocalArraysMatrixRowsAndVectorComponents) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0, out float4 s : TEXCOORD1,
          out float4 t : TEXCOORD2) {
  pos = v;
  int i = (int)v.x;
  int j = (int)v.y;
  float a[4] = { 1, 2, 3, 4 };
  a[i] = 9;                     // clamped write: index -5 writes a[0], 10 writes a[3]
  r = float4(a[0], a[1], a[2], a[3]) + a[j] * 100;
  float3x3 m = float3x3(11, 12, 13, 21, 22, 23, 31, 32, 33);
  s = float4(m[i], m[j].y);
  float4 q = float4(5, 6, 7, 8);
  q[j] = -1;
  t = float4(q.x, q.y, q.z, q.w) + q[i] * 1000;
})"};
  std::vector<Values> inputs;
  for (int x = -5; x <= 6; ++x) inputs.push_back({static_cast<float>(x), static_cast<float>((x * 5 + 100) % 9 - 2), 0, 0});
  inputs.push_back({10, 20, 0, 0});
  runEverywhere(c, inputs, {}, [&](std::size_t k, const Invocation& out) {
    int i = static_cast<int>(inputs[k][0]), j = static_cast<int>(inputs[k][1]);
    float a[4] = {1, 2, 3, 4};
    a[std::clamp(i, 0, 3)] = 9;
    float aj = a[std::clamp(j, 0, 3)];
    EXPECT_EQ(output(out, "TEXCOORD0"), (Values{a[0] + aj * 100, a[1] + aj * 100, a[2] + aj * 100, a[3] + aj * 100}));
    float m[3][3] = {{11, 12, 13}, {21, 22, 23}, {31, 32, 33}};
    int ri = std::clamp(i, 0, 2), rj = std::clamp(j, 0, 2);
    EXPECT_EQ(output(out, "TEXCOORD1"), (Values{m[ri][0], m[ri][1], m[ri][2], m[rj][1]}));
    float q[4] = {5, 6, 7, 8};
    q[std::clamp(j, 0, 3)] = -1;
    float qi = q[std::clamp(i, 0, 3)] * 1000;
    EXPECT_EQ(output(out, "TEXCOORD2"), (Values{q[0] + qi, q[1] + qi, q[2] + qi, q[3] + qi}));
  });
}

TEST(JitArithmetic, IntegerDivisionByZeroDoesNotTrap) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  int a = (int)v.x;
  int b = (int)v.y;
  r = float4(a / b, a % b, -a / 3, a % 4);
})"};
  std::vector<Values> inputs = {{7, 0, 0, 0}, {-7, 0, 0, 0}, {7, 2, 0, 0}, {-7, 2, 0, 0}, {0, 0, 0, 0},
                                {-2147483648.0f, -1, 0, 0}, {13, -4, 0, 0}, {5, 5, 0, 0}, {-9, -1, 0, 0}};
  runEverywhere(c, inputs, {}, [&](std::size_t i, const Invocation& out) {
    std::int64_t a = static_cast<std::int64_t>(inputs[i][0]), b = static_cast<std::int64_t>(inputs[i][1]);
    // Jit.h: x / 0 == 0, x % 0 == x, INT_MIN / -1 == INT_MIN (wraps), INT_MIN % -1 == 0.
    auto wrap = [](std::int64_t x) { return static_cast<float>(static_cast<std::int32_t>(static_cast<std::uint32_t>(x))); };
    float q = b == 0 ? 0.0f : wrap(a / b);
    float m = b == 0 ? static_cast<float>(a) : wrap(a % b);
    // -a wraps in 32 bits before the division (-INT_MIN == INT_MIN).
    std::int64_t negated = static_cast<std::int32_t>(static_cast<std::uint32_t>(-a));
    EXPECT_EQ(output(out, "TEXCOORD0"), (Values{q, m, wrap(negated / 3), wrap(a % 4)}));
  });
}

TEST(JitArithmetic, FloatToIntConversionsTruncateAndSaturate) {
  Case c{R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  int i = (int)v.x;
  bool b = (bool)v.x;
  r = float4(i, b ? 1 : 0, (float)(int)v.y, (int)(v.x * 0.5));
})"};
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<Values> inputs = {{2.7f, -2.7f, 0, 0}, {-2.7f, 0.5f, 0, 0}, {0.0f, -0.0f, 0, 0}, {1e10f, -1e10f, 0, 0},
                                {nan, nan, 0, 0},    {-7.5f, 2147483520.0f, 0, 0}, {0.25f, 3e9f, 0, 0}};
  runEverywhere(c, inputs, {}, [&](std::size_t k, const Invocation& out) {
    auto toInt = [](float x) -> float {
      if (std::isnan(x)) return 0.0f;
      if (x >= 2147483648.0f) return 2147483647.0f;
      if (x <= -2147483648.0f) return -2147483648.0f;
      return static_cast<float>(static_cast<std::int32_t>(x));
    };
    float x = inputs[k][0], y = inputs[k][1];
    Values r = output(out, "TEXCOORD0");
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0], toInt(x));
    EXPECT_EQ(r[1], (x != 0.0f || std::isnan(x)) ? 1.0f : 0.0f);
    EXPECT_EQ(r[2], toInt(y));
    EXPECT_EQ(r[3], toInt(x * 0.5f));
  });
}

TEST(JitArithmetic, MultiplyAddsAreFusedLikeAGpuMad) {
  // a * b + c rounds once (FuseMultiplyAdd.cpp). With a = b = 1 + 2^-12 the product 1 + 2^-11 + 2^-24 is
  // not a float: rounded first, a * b - (1 + 2^-11) would be 0; fused it is 2^-24. Each product below is a
  // different one (equal products would be one value with several users); a product with a second user
  // stays a separate, rounded multiply.
  Case c{R"(
uniform float k;
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  float q = v.z * v.w;
  r = float4(v.x * v.y + k, v.x * v.w - v.z, v.z - v.y * v.w, (q + k) * q);
})"};
  const float a = 1.0f + std::ldexp(1.0f, -12), c0 = -(1.0f + std::ldexp(1.0f, -11));
  std::vector<Values> inputs = {{a, a, -c0, a}, {3.0f, 7.0f, 2.0f, 5.0f}, {-a, a, c0, a}};
  runEverywhere(c, inputs, {{"k", {c0}}}, [&](std::size_t i, const Invocation& out) {
    const float x = inputs[i][0], y = inputs[i][1], z = inputs[i][2], w = inputs[i][3];
    volatile float q = z * w;  // rounded, as the kernel's two-user product (volatile: no contraction here)
    volatile float qk = q + c0;
    Values r = output(out, "TEXCOORD0");
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0], std::fma(x, y, c0));
    EXPECT_EQ(r[1], std::fma(x, w, -z));
    EXPECT_EQ(r[2], std::fma(-y, w, z));
    EXPECT_EQ(r[3], qk * q);
  });
  EXPECT_NE(std::fma(a, a, c0), 0.0f) << "the inputs must tell fused (2^-24) from unfused (0)";
}

TEST(JitStreams, ShortStreamsAndOtherFormatsFillLikeGl) {
  Case c{R"(
void main(float4 v : TEXCOORD0, float4 w : TEXCOORD1, out float4 pos : POSITION, out float4 r : TEXCOORD0,
          out float4 s : TEXCOORD1) {
  pos = v;
  r = v;
  s = w;
})"};
  for (unsigned lanes : kAllLanes) {
    SCOPED_TRACE("lanes " + std::to_string(lanes));
    Program program;
    std::string error;
    // TEXCOORD0 as two float32 components; TEXCOORD1 as three normalized bytes.
    std::vector<cgx::jit::StreamFormat> formats = {{cgx::jit::ComponentType::Float32, 2},
                                                   {cgx::jit::ComponentType::UNorm8, 3}};
    ASSERT_TRUE(compile(c.source, c.entry, false, lanes, &program, &error, formats)) << error;
    ASSERT_EQ(program.layout.inputs.size(), 2u);
    const std::size_t n = 21;
    std::vector<float> xy(n * 2);
    std::vector<std::uint8_t> bytes(n * 3);
    for (std::size_t i = 0; i < n; ++i) {
      xy[i * 2] = float(i);
      xy[i * 2 + 1] = -float(i);
      for (int c3 = 0; c3 < 3; ++c3) bytes[i * 3 + c3] = static_cast<std::uint8_t>(i * 10 + c3);
    }
    std::vector<float> r(n * 4), s(n * 4), pos(n * 4);
    cgx::jit::StreamRef inputs[2] = {{reinterpret_cast<const std::uint8_t*>(xy.data()), 8}, {bytes.data(), 3}};
    std::vector<cgx::jit::StreamRef> outputs;
    for (const auto& slot : program.layout.outputs) {
      float* base = slot.semantic == "TEXCOORD0" ? r.data() : slot.semantic == "TEXCOORD1" ? s.data() : pos.data();
      outputs.push_back({reinterpret_cast<const std::uint8_t*>(base), 16});
    }
    std::vector<std::uint32_t> block = uniformBlock(program, {});
    cgx::jit::KernelArgs args;
    args.uniforms = block.data();
    args.inputs = inputs;
    args.outputs = outputs.data();
    program.kernel.function(&args, 0, n);
    for (std::size_t i = 0; i < n; ++i) {
      EXPECT_EQ((Values(r.begin() + i * 4, r.begin() + i * 4 + 4)), (Values{float(i), -float(i), 0, 1}));
      for (int c3 = 0; c3 < 3; ++c3) EXPECT_FLOAT_EQ(s[i * 4 + c3], float(i * 10 + c3) / 255.0f);
      EXPECT_EQ(s[i * 4 + 3], 1.0f);
    }
  }
}

TEST(JitEngine, CompilesFromSeveralThreadsAtOnce) {
  // Engine::compile is thread-safe: each thread gets a working kernel of its own.
  const char* source = R"(
void main(float4 v : TEXCOORD0, out float4 pos : POSITION, out float4 r : TEXCOORD0) {
  pos = v;
  r = v * 2;
})";
  std::vector<std::thread> threads;
  std::vector<int> ok(4, 0);
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      Program program;
      std::string error;
      if (!compile(source, "main", false, kAllLanes[t % 3], &program, &error)) return;
      std::vector<Invocation> in(9, Invocation{{"TEXCOORD0", {1, 2, 3, float(t)}}});
      auto out = run(program, uniformBlock(program, {}), in);
      ok[t] = out[8]["TEXCOORD0"] == Values{2, 4, 6, 2 * float(t)};
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(ok, std::vector<int>(4, 1));
}

}  // namespace
}  // namespace cgx::test::jit
