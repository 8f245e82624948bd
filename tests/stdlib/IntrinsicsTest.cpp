// The intrinsic signature table (stdlib/intrinsics.def expanded by compiler/sema/SignaturePattern.cpp) and
// the embedded stdlib sources.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <thread>
#include <vector>

#include "ir/Intrinsic.h"
#include "sema/Intrinsics.h"
#include "sema/SignaturePattern.h"
#include "stdlib/StdlibSource.h"

namespace cgx::test {
namespace {

using ir::IntrinsicOp;
using ir::Scalar;
using ir::TypeId;
using ir::TypeTable;
using sema::IntrinsicSignature;
using sema::intrinsicOverloads;

constexpr TypeId F = TypeTable::scalar(Scalar::Float);
constexpr TypeId F3 = TypeTable::vector(Scalar::Float, 3);
constexpr TypeId F4 = TypeTable::vector(Scalar::Float, 4);
constexpr TypeId H = TypeTable::scalar(Scalar::Half);
constexpr TypeId H3 = TypeTable::vector(Scalar::Half, 3);
constexpr TypeId X4 = TypeTable::vector(Scalar::Fixed, 4);
constexpr TypeId I = TypeTable::scalar(Scalar::Int);
constexpr TypeId I3 = TypeTable::vector(Scalar::Int, 3);
constexpr TypeId I4 = TypeTable::vector(Scalar::Int, 4);
constexpr TypeId B2 = TypeTable::vector(Scalar::Bool, 2);

std::size_t count(const char* name) {
  const auto* list = intrinsicOverloads(name);
  return list == nullptr ? 0 : list->size();
}

// The signature of `name` taking exactly `params`, or nullptr.
const IntrinsicSignature* find(const char* name, const std::vector<TypeId>& params) {
  const auto* list = intrinsicOverloads(name);
  if (list == nullptr) return nullptr;
  for (const IntrinsicSignature& sig : *list)
    if (sig.params == params) return &sig;
  return nullptr;
}

// Each intrinsic's signatures are expanded on its first use (Intrinsics.cpp): threads asking at once all
// get the one list, fully expanded.
TEST(Intrinsics, FirstUseFromManyThreadsSeesOneList) {
  constexpr int kThreads = 4;
  std::vector<std::vector<const std::vector<IntrinsicSignature>*>> seen(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&seen, t] {
      for (unsigned i = ir::kIntrinsicOpCount; i >= 1; --i)  // last first: no other test has expanded them yet
        seen[static_cast<std::size_t>(t)].push_back(intrinsicOverloads(ir::intrinsicName(static_cast<IntrinsicOp>(i))));
    });
  for (std::thread& thread : threads) thread.join();
  for (int t = 1; t < kThreads; ++t) EXPECT_EQ(seen[static_cast<std::size_t>(t)], seen[0]);
  for (const auto* list : seen[0]) {
    ASSERT_NE(list, nullptr);
    EXPECT_FALSE(list->empty());
  }
}

TEST(Intrinsics, EveryRowExpandsAndIndexesItself) {
  std::size_t total = 0;
  for (unsigned i = 1; i <= ir::kIntrinsicOpCount; ++i) {
    auto op = static_cast<IntrinsicOp>(i);
    const char* name = ir::intrinsicName(op);
    ASSERT_NE(std::string(name), "");
    EXPECT_EQ(sema::intrinsicOp(name), op) << name;
    const auto* list = intrinsicOverloads(name);
    ASSERT_NE(list, nullptr) << name;
    EXPECT_FALSE(list->empty()) << name;
    for (std::size_t k = 0; k < list->size(); ++k) {
      const IntrinsicSignature& sig = (*list)[k];
      EXPECT_EQ(sig.op, op);
      EXPECT_EQ(sig.index, k);
      EXPECT_EQ(sig.params.size(), sig.outParams.size());
      EXPECT_EQ(&sema::intrinsicSignature(op, sig.index), &sig);
      EXPECT_NE(sig.result, TypeTable::kError) << name;
      for (TypeId p : sig.params) EXPECT_NE(p, TypeTable::kError) << name;
    }
    total += list->size();
  }
  EXPECT_EQ(ir::kIntrinsicOpCount, 91u);
  EXPECT_EQ(total, 771u);
  EXPECT_EQ(std::string(ir::intrinsicName(IntrinsicOp::None)), "");
  EXPECT_EQ(intrinsicOverloads("lerp"), nullptr);  // written in Cg, not an intrinsic
  EXPECT_EQ(intrinsicOverloads("nosuch"), nullptr);
}

TEST(Intrinsics, FormCounts) {
  EXPECT_EQ(count("sin"), 15u);   // float/half/fixed x scalar, 1-4
  EXPECT_EQ(count("dot"), 15u);
  EXPECT_EQ(count("rsqrt"), 11u);  // fixed has only the scalar form in cgc
  EXPECT_EQ(count("max"), 24u);    // 15 + max(T2-4, T)
  EXPECT_EQ(count("frexp"), 15u);
  EXPECT_EQ(count("isnan"), 15u);
  EXPECT_EQ(count("noise"), 5u);
  EXPECT_EQ(count("mul"), 184u);  // 48 M*v + 48 v*M + 12 s*M + 12 M*s + 64 M*M
  EXPECT_EQ(count("transpose"), 16u);
  EXPECT_EQ(count("determinant"), 4u);
  EXPECT_EQ(count("inverse"), 3u);
  EXPECT_EQ(count("tex2D"), 8u);
  EXPECT_EQ(count("tex2Dproj"), 4u);
  EXPECT_EQ(count("texCUBE"), 4u);
  EXPECT_EQ(count("pack_2half"), 2u);
}

TEST(Intrinsics, ExactSignatures) {
  const IntrinsicSignature& sin0 = intrinsicOverloads("sin")->front();
  EXPECT_EQ(sin0.result, F);
  EXPECT_EQ(sin0.params, std::vector<TypeId>{F});
  EXPECT_EQ((*intrinsicOverloads("sin"))[8].result, H3);  // float x5, half, half1, half2, half3

  const IntrinsicSignature* dot = find("dot", {H3, H3});
  ASSERT_NE(dot, nullptr);
  EXPECT_EQ(dot->result, H);

  const IntrinsicSignature* isnan = find("isnan", {TypeTable::vector(Scalar::Fixed, 2)});
  ASSERT_NE(isnan, nullptr);
  EXPECT_EQ(isnan->result, B2);

  const IntrinsicSignature* maxVs = find("max", {X4, TypeTable::scalar(Scalar::Fixed)});
  ASSERT_NE(maxVs, nullptr);
  EXPECT_EQ(maxVs->result, X4);
  EXPECT_EQ(find("max", {TypeTable::vector(Scalar::Float, 1), F}), nullptr);

  const IntrinsicSignature* tex = find("tex2Dproj", {TypeTable::sampler(ir::SamplerDim::D2), F4});
  ASSERT_NE(tex, nullptr);
  EXPECT_EQ(tex->result, F4);
  const IntrinsicSignature* grad =
      find("tex2D", {TypeTable::sampler(ir::SamplerDim::D2), TypeTable::vector(Scalar::Float, 2),
                     TypeTable::vector(Scalar::Float, 2), TypeTable::vector(Scalar::Float, 2)});
  ASSERT_NE(grad, nullptr);
  const IntrinsicSignature* size = find("tex2Dsize", {TypeTable::sampler(ir::SamplerDim::D2), I});
  ASSERT_NE(size, nullptr);
  EXPECT_EQ(size->result, I3);
  EXPECT_NE(find("texCUBE", {TypeTable::sampler(ir::SamplerDim::Cube), F4}), nullptr);  // shadow compare

  const IntrinsicSignature* bits = find("floatToIntBits", {F4});
  ASSERT_NE(bits, nullptr);
  EXPECT_EQ(bits->result, I4);
  const IntrinsicSignature* unpack = find("unpack_4ubyte", {F});
  ASSERT_NE(unpack, nullptr);
  EXPECT_EQ(unpack->result, TypeTable::vector(Scalar::Half, 4));
}

TEST(Intrinsics, OutParameters) {
  // frexp's exponent is int-shaped in cgc 3.1 (a float exponent is C1113).
  const IntrinsicSignature* frexp = find("frexp", {F3, I3});
  ASSERT_NE(frexp, nullptr);
  EXPECT_EQ(frexp->result, F3);
  EXPECT_EQ(frexp->outParams, (std::vector<bool>{false, true}));
  EXPECT_EQ(find("frexp", {F3, F3}), nullptr);
  // ldexp's exponent is int-shaped too, but an in parameter.
  const IntrinsicSignature* ldexp = find("ldexp", {F3, I3});
  ASSERT_NE(ldexp, nullptr);
  EXPECT_EQ(ldexp->outParams, (std::vector<bool>{false, false}));
  // sincos and modf are written in Cg (stdlib/math.cg), not intrinsics.
  EXPECT_EQ(intrinsicOverloads("sincos"), nullptr);
  EXPECT_EQ(intrinsicOverloads("modf"), nullptr);
}

TEST(Intrinsics, MulForms) {
  auto m = [](unsigned r, unsigned c) { return TypeTable::matrix(Scalar::Float, r, c); };
  auto v = [](unsigned n) { return TypeTable::vector(Scalar::Float, n); };
  const IntrinsicSignature* mv = find("mul", {m(3, 4), v(4)});  // column vector: result has R components
  ASSERT_NE(mv, nullptr);
  EXPECT_EQ(mv->result, v(3));
  const IntrinsicSignature* vm = find("mul", {v(3), m(3, 4)});  // row vector: result has C components
  ASSERT_NE(vm, nullptr);
  EXPECT_EQ(vm->result, v(4));
  const IntrinsicSignature* mm = find("mul", {m(2, 3), m(3, 4)});
  ASSERT_NE(mm, nullptr);
  EXPECT_EQ(mm->result, m(2, 4));
  EXPECT_EQ(find("mul", {m(3, 4), v(3)}), nullptr);
  EXPECT_EQ(find("mul", {m(2, 3), m(2, 3)}), nullptr);
  const IntrinsicSignature* hmv = find("mul", {TypeTable::matrix(Scalar::Half, 4, 4), TypeTable::vector(Scalar::Half, 4)});
  ASSERT_NE(hmv, nullptr);
  EXPECT_EQ(hmv->result, TypeTable::vector(Scalar::Half, 4));
  EXPECT_EQ(find("mul", {TypeTable::matrix(Scalar::Half, 4, 4), TypeTable::matrix(Scalar::Half, 4, 4)}), nullptr);
  const IntrinsicSignature* sm = find("mul", {F, m(1, 3)});
  ASSERT_NE(sm, nullptr);
  EXPECT_EQ(sm->result, v(3));
  const IntrinsicSignature* t = find("transpose", {m(2, 3)});
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->result, m(3, 2));
}

TEST(SignaturePattern, Language) {
  std::vector<sema::ExpandedSignature> out;
  std::string error;
  ASSERT_TRUE(sema::expandSignaturePatterns("Tn(Tn, T) [T=half n=2,4]", out, error)) << error;
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[1].result, TypeTable::vector(Scalar::Half, 4));
  EXPECT_EQ(out[1].params, (std::vector<TypeId>{TypeTable::vector(Scalar::Half, 4), H}));
  out.clear();
  ASSERT_TRUE(sema::expandSignaturePatterns("void(floats, out bools)", out, error)) << error;
  ASSERT_EQ(out.size(), 5u);
  EXPECT_EQ(out[0].result, TypeTable::kVoid);
  EXPECT_EQ(out[2].params, (std::vector<TypeId>{TypeTable::vector(Scalar::Float, 2), B2}));
  EXPECT_EQ(out[2].outParams, (std::vector<bool>{false, true}));
  for (const char* bad : {"T(", "Q(T)", "Ts(Ts) [z=1]", "Ts(Ts) [T=double5]", "T(T);", "Tq(T)"}) {
    out.clear();
    EXPECT_FALSE(sema::expandSignaturePatterns(bad, out, error)) << bad;
  }
  EXPECT_EQ(sema::builtinTypeByName("float3x4"), TypeTable::matrix(Scalar::Float, 3, 4));
  EXPECT_EQ(sema::builtinTypeByName("samplerCUBE"), TypeTable::sampler(ir::SamplerDim::Cube));
  EXPECT_EQ(sema::builtinTypeByName("float5"), TypeTable::kError);
}

// The functions written in Cg: embedded, and none of them is also an intrinsic (but atan, whose GLSL
// two-argument spelling is written in Cg beside the one-argument intrinsic: a call sees both).
TEST(StdlibSource, EmbedsTheCgFunctions) {
  std::string all;
  std::set<std::string> names;
  for (const stdlib::EmbeddedFile& file : stdlib::sources()) {
    names.insert(std::string(file.name));
    all += file.text;
  }
  EXPECT_EQ(names, (std::set<std::string>{"fragment.cg", "geometric.cg", "glsl.cg", "math.cg", "precision.cg"}));
  for (const char* fn : {"lerp", "clamp", "saturate", "step", "smoothstep", "radians", "degrees", "exp", "log",
                         "log10", "sinh", "cosh", "tanh", "frac", "fmod", "modf", "sign", "sincos", "isfinite",
                         "lit", "any", "all", "length", "distance", "normalize", "faceforward", "cross",
                         "reflect", "refract", "fwidth", "clip", "fract", "mod", "mix", "inversesqrt", "dFdx",
                         "dFdy", "lessThan", "equal", "not", "matrixCompMult", "outerProduct", "texture2DLod",
                         "textureCube", "shadow2D"}) {
    EXPECT_EQ(intrinsicOverloads(fn), nullptr) << fn;
    EXPECT_NE(all.find(std::string(" ") + fn + "("), std::string::npos) << fn;
  }
  EXPECT_NE(intrinsicOverloads("atan"), nullptr);
  EXPECT_NE(all.find(" atan(T y, T x)"), std::string::npos);
}

}  // namespace
}  // namespace cgx::test
