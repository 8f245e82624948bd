// Texture lookups: the SampleRequest each tex* signature sends to cgx_rt_sample (kind, dim, lanes, mask,
// compare/ref, unit, coordinates after the projective divide, lod/bias, derivatives, texel offsets) and
// that the runtime's result[][] comes back in the right components.
#include <cmath>
#include <vector>

#include <gtest/gtest.h>

#include "IntrinsicHarness.h"
#include "sema/Intrinsics.h"

namespace cgx::jit::test {
namespace {

using ir::IntrinsicOp;
using ir::SamplerDim;
using ir::Scalar;
using ir::TypeTable;


// The runtime stand-in: records every request and answers with values that name their slot.
struct Recorder {
  std::vector<SampleRequest> requests;
  Recorder() {
    setSampleHandler([this](SampleRequest& r) {
      requests.push_back(r);
      for (unsigned c = 0; c < 4; ++c)
        for (unsigned l = 0; l < kMaxLanes; ++l)
          r.result[c][l] = r.kind == SampleKind::Size ? std::vector<float>{64, 32, 4, 7}[c] : 10.0f * static_cast<float>(c) + static_cast<float>(l) + 0.5f;
    });
  }
  ~Recorder() { setSampleHandler(nullptr); }
};

float coordinate(unsigned component, unsigned lane) { return 0.1f * static_cast<float>(component + 1) + 0.03f * static_cast<float>(lane * lane); }

// Arguments for a signature: the sampler's unit is lane % 3 + 1; float components follow coordinate();
// int components are component * 2 - 1 + lane (offsets and fetch texels).
std::vector<Value> argumentsFor(const sema::IntrinsicSignature& sig, unsigned lanes) {
  std::vector<Value> args;
  for (unsigned p = 0; p < sig.params.size(); ++p) {
    Value v;
    if (types().isSampler(sig.params[p])) {
      Words units;
      for (unsigned l = 0; l < lanes; ++l) units.push_back(l % 3 + 1);
      v.push_back(units);
    } else {
      bool isInt = ir::isIntegral(types().scalarOf(sig.params[p]));
      for (unsigned c = 0; c < componentsOf(sig.params[p]); ++c) {
        Words w;
        for (unsigned l = 0; l < lanes; ++l)
          w.push_back(isInt ? bits(static_cast<std::int32_t>(2 * c) - 1 + static_cast<std::int32_t>(l))
                            : bits(coordinate(c + 4 * (p - 1), l)));
        v.push_back(w);
      }
    }
    args.push_back(v);
  }
  return args;
}

float arg(const std::vector<Value>& args, unsigned p, unsigned c, unsigned lane) { return asFloat(args[p][c][lane]); }
std::int32_t intArg(const std::vector<Value>& args, unsigned p, unsigned c, unsigned lane) { return static_cast<std::int32_t>(args[p][c][lane]); }

ir::TypeId f(unsigned n) { return n == 1 ? TypeTable::scalar(Scalar::Float) : TypeTable::vector(Scalar::Float, n); }
ir::TypeId i(unsigned n) { return n == 1 ? TypeTable::scalar(Scalar::Int) : TypeTable::vector(Scalar::Int, n); }
ir::TypeId sampler(SamplerDim d) { return TypeTable::sampler(d); }

struct Lookup {
  std::vector<Value> args;
  Outcome out;
  std::vector<SampleRequest> requests;
};

Lookup lookup(IntrinsicOp op, const std::vector<ir::TypeId>& params, unsigned lanes, bool fragment, std::uint32_t mask = 0xffffffffu) {
  Recorder recorder;
  bool size = ir::isIntegral(types().scalarOf(params.back())) && params.size() == 2 &&
              types().isScalar(params.back()) && std::string(ir::intrinsicName(op)).find("size") != std::string::npos;
  std::uint16_t index = signatureOf(op, size ? i(3) : f(4), params);
  const sema::IntrinsicSignature& sig = sema::intrinsicSignature(op, index);
  Lookup result;
  result.args = argumentsFor(sig, lanes);
  result.out = runIntrinsic({op, index, lanes, fragment}, result.args, mask);
  result.requests = recorder.requests;
  return result;
}

void expectHeader(const SampleRequest& r, SampleKind kind, SamplerDim dim, unsigned lanes, bool compare) {
  EXPECT_EQ(r.kind, kind);
  EXPECT_EQ(r.dim, static_cast<std::uint32_t>(dim));
  EXPECT_EQ(r.lanes, lanes);
  EXPECT_EQ(r.compare, compare ? 1u : 0u);
  for (unsigned l = 0; l < lanes; ++l) EXPECT_EQ(r.unit[l], l % 3 + 1) << "unit of lane " << l;
}

void expectColourResult(const Lookup& l, unsigned lanes) {
  ASSERT_EQ(l.out.result.size(), 4u);
  for (unsigned c = 0; c < 4; ++c)
    for (unsigned lane = 0; lane < lanes; ++lane) EXPECT_EQ(asFloat(l.out.result[c][lane]), 10.0f * static_cast<float>(c) + static_cast<float>(lane) + 0.5f);
}

// The quad derivative of a per-lane value, as the lowering must send it.
float quadDx(const std::vector<float>& v, unsigned lane) {
  unsigned base = (lane & ~3u) + 2 * ((lane >> 1) & 1u);
  return v[base + 1] - v[base];
}
float quadDy(const std::vector<float>& v, unsigned lane) {
  unsigned base = (lane & ~3u) + (lane & 1u);
  return v[base + 2] - v[base];
}

class Texture : public ::testing::TestWithParam<unsigned> {};

TEST_P(Texture, Tex2DImplicitSendsCoordinatesMaskAndQuadDerivatives) {
  unsigned lanes = GetParam();
  std::uint32_t mask = 0xa5a5u & ((1u << lanes) - 1);
  Lookup l = lookup(IntrinsicOp::Tex2D, {sampler(SamplerDim::D2), f(2)}, lanes, true, mask);
  ASSERT_EQ(l.requests.size(), 1u);
  const SampleRequest& r = l.requests[0];
  expectHeader(r, SampleKind::Implicit, SamplerDim::D2, lanes, false);
  EXPECT_EQ(r.activeMask, mask);
  for (unsigned c = 0; c < 2; ++c) {
    std::vector<float> v;
    for (unsigned lane = 0; lane < lanes; ++lane) v.push_back(arg(l.args, 1, c, lane));
    for (unsigned lane = 0; lane < lanes; ++lane) {
      EXPECT_EQ(r.coord[c][lane], v[lane]);
      EXPECT_EQ(r.ddx[c][lane], quadDx(v, lane)) << "ddx s/t lane " << lane;
      EXPECT_EQ(r.ddy[c][lane], quadDy(v, lane)) << "ddy s/t lane " << lane;
      EXPECT_NE(r.ddy[c][lane], 0.0f);
    }
  }
  for (unsigned lane = 0; lane < lanes; ++lane) EXPECT_EQ(r.ddx[2][lane], 0.0f);
  expectColourResult(l, lanes);
}

TEST_P(Texture, VertexKernelsSendZeroDerivativesAndAllLanesWithoutAMask) {
  unsigned lanes = GetParam();
  Lookup l = lookup(IntrinsicOp::Tex2D, {sampler(SamplerDim::D2), f(2)}, lanes, false);
  ASSERT_EQ(l.requests.size(), 1u);
  EXPECT_EQ(l.requests[0].activeMask, (1u << lanes) - 1);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    EXPECT_EQ(l.requests[0].ddx[0][lane], 0.0f);
    EXPECT_EQ(l.requests[0].ddy[1][lane], 0.0f);
  }
}

TEST_P(Texture, ExtraCoordinateComponentIsAShadowCompare) {
  unsigned lanes = GetParam();
  struct Case {
    IntrinsicOp op;
    SamplerDim dim;
    unsigned width;
    unsigned refComponent;
  };
  const Case cases[] = {
      {IntrinsicOp::Tex2D, SamplerDim::D2, 3, 2},        {IntrinsicOp::Tex1D, SamplerDim::D1, 2, 1},
      {IntrinsicOp::TexCUBE, SamplerDim::Cube, 4, 3},    {IntrinsicOp::TexRECT, SamplerDim::Rect, 3, 2},
      {IntrinsicOp::Tex1DARRAY, SamplerDim::D1Array, 3, 2}, {IntrinsicOp::Tex2DARRAY, SamplerDim::D2Array, 4, 3},
  };
  for (const Case& c : cases) {
    Lookup l = lookup(c.op, {sampler(c.dim), f(c.width)}, lanes, true);
    ASSERT_EQ(l.requests.size(), 1u) << ir::intrinsicName(c.op);
    const SampleRequest& r = l.requests[0];
    expectHeader(r, SampleKind::Implicit, c.dim, lanes, true);
    for (unsigned lane = 0; lane < lanes; ++lane) {
      EXPECT_EQ(r.ref[lane], arg(l.args, 1, c.refComponent, lane)) << ir::intrinsicName(c.op);
      for (unsigned k = 0; k < c.refComponent; ++k) EXPECT_EQ(r.coord[k][lane], arg(l.args, 1, k, lane)) << ir::intrinsicName(c.op);
    }
    expectColourResult(l, lanes);
  }
  Lookup plain = lookup(IntrinsicOp::Tex3D, {sampler(SamplerDim::D3), f(3)}, lanes, true);
  EXPECT_EQ(plain.requests.at(0).compare, 0u);
}

TEST_P(Texture, ProjectiveLookupsDivideCoordinatesAndRefButNotTheLayer) {
  unsigned lanes = GetParam();
  Lookup shadow = lookup(IntrinsicOp::Tex2Dproj, {sampler(SamplerDim::D2), f(4)}, lanes, true);
  Lookup plain = lookup(IntrinsicOp::Tex2Dproj, {sampler(SamplerDim::D2), f(3)}, lanes, true);
  Lookup layered = lookup(IntrinsicOp::Tex2DARRAYproj, {sampler(SamplerDim::D2Array), f(4)}, lanes, true);
  ASSERT_EQ(shadow.requests.size(), 1u);
  ASSERT_EQ(plain.requests.size(), 1u);
  ASSERT_EQ(layered.requests.size(), 1u);
  EXPECT_EQ(shadow.requests[0].compare, 1u);
  EXPECT_EQ(plain.requests[0].compare, 0u);
  EXPECT_EQ(layered.requests[0].compare, 0u);
  std::vector<float> s;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    float q4 = arg(shadow.args, 1, 3, lane), q3 = arg(plain.args, 1, 2, lane);
    EXPECT_FLOAT_EQ(shadow.requests[0].coord[0][lane], arg(shadow.args, 1, 0, lane) / q4);
    EXPECT_FLOAT_EQ(shadow.requests[0].coord[1][lane], arg(shadow.args, 1, 1, lane) / q4);
    EXPECT_FLOAT_EQ(shadow.requests[0].ref[lane], arg(shadow.args, 1, 2, lane) / q4);
    EXPECT_FLOAT_EQ(plain.requests[0].coord[1][lane], arg(plain.args, 1, 1, lane) / q3);
    EXPECT_FLOAT_EQ(layered.requests[0].coord[0][lane], arg(layered.args, 1, 0, lane) / q4);
    EXPECT_EQ(layered.requests[0].coord[2][lane], arg(layered.args, 1, 2, lane));  // the layer, undivided
    s.push_back(shadow.requests[0].coord[0][lane]);
  }
  // Implicit-level derivatives are of the projected coordinate.
  for (unsigned lane = 0; lane < lanes; ++lane) EXPECT_FLOAT_EQ(shadow.requests[0].ddx[0][lane], quadDx(s, lane));
}

TEST_P(Texture, ExplicitDerivativesMakeAGradLookup) {
  unsigned lanes = GetParam();
  Lookup l = lookup(IntrinsicOp::Tex2D, {sampler(SamplerDim::D2), f(2), f(2), f(2)}, lanes, true);
  ASSERT_EQ(l.requests.size(), 1u);
  expectHeader(l.requests[0], SampleKind::Grad, SamplerDim::D2, lanes, false);
  Lookup cube = lookup(IntrinsicOp::TexCUBE, {sampler(SamplerDim::Cube), f(4), f(3), f(3)}, lanes, false);
  expectHeader(cube.requests.at(0), SampleKind::Grad, SamplerDim::Cube, lanes, true);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    for (unsigned c = 0; c < 2; ++c) {
      EXPECT_EQ(l.requests[0].ddx[c][lane], arg(l.args, 2, c, lane));
      EXPECT_EQ(l.requests[0].ddy[c][lane], arg(l.args, 3, c, lane));
    }
    for (unsigned c = 0; c < 3; ++c) EXPECT_EQ(cube.requests[0].ddy[c][lane], arg(cube.args, 3, c, lane));
    EXPECT_EQ(cube.requests[0].ref[lane], arg(cube.args, 1, 3, lane));
  }
  expectColourResult(l, lanes);
}

TEST_P(Texture, BiasLodAndCompareVariantsReadTheLastComponent) {
  unsigned lanes = GetParam();
  struct Case {
    IntrinsicOp op;
    SamplerDim dim;
    SampleKind kind;
    int refComponent;  // -1: no compare
    bool quadDerivatives;
  };
  const Case cases[] = {
      {IntrinsicOp::Tex2Dbias, SamplerDim::D2, SampleKind::Bias, -1, true},
      {IntrinsicOp::Tex2Dlod, SamplerDim::D2, SampleKind::Lod, -1, false},
      {IntrinsicOp::Tex1Dcmplod, SamplerDim::D1, SampleKind::Lod, 1, false},
      {IntrinsicOp::Tex2Dcmpbias, SamplerDim::D2, SampleKind::Bias, 2, true},
      {IntrinsicOp::Tex1DARRAYcmpbias, SamplerDim::D1Array, SampleKind::Bias, 2, true},
      {IntrinsicOp::TexCUBElod, SamplerDim::Cube, SampleKind::Lod, -1, false},
      {IntrinsicOp::Tex3Dbias, SamplerDim::D3, SampleKind::Bias, -1, true},
  };
  for (const Case& c : cases) {
    Lookup l = lookup(c.op, {sampler(c.dim), f(4)}, lanes, true);
    ASSERT_EQ(l.requests.size(), 1u) << ir::intrinsicName(c.op);
    const SampleRequest& r = l.requests[0];
    expectHeader(r, c.kind, c.dim, lanes, c.refComponent >= 0);
    std::vector<float> s;
    for (unsigned lane = 0; lane < lanes; ++lane) s.push_back(arg(l.args, 1, 0, lane));
    for (unsigned lane = 0; lane < lanes; ++lane) {
      EXPECT_EQ(r.lodOrBias[lane], arg(l.args, 1, 3, lane)) << ir::intrinsicName(c.op);
      if (c.refComponent >= 0) {
        EXPECT_EQ(r.ref[lane], arg(l.args, 1, static_cast<unsigned>(c.refComponent), lane)) << ir::intrinsicName(c.op);
      }
      EXPECT_EQ(r.coord[0][lane], s[lane]);
      EXPECT_EQ(r.ddx[0][lane], c.quadDerivatives ? quadDx(s, lane) : 0.0f) << ir::intrinsicName(c.op);
    }
    expectColourResult(l, lanes);
  }
}

TEST_P(Texture, FetchSizeAndTexelOffsets) {
  unsigned lanes = GetParam();
  Lookup fetch = lookup(IntrinsicOp::Tex2Dfetch, {sampler(SamplerDim::D2), i(4), i(2)}, lanes, true);
  ASSERT_EQ(fetch.requests.size(), 1u);  // offsets in texels: no size query
  expectHeader(fetch.requests[0], SampleKind::Fetch, SamplerDim::D2, lanes, false);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    for (unsigned c = 0; c < 2; ++c)
      EXPECT_EQ(fetch.requests[0].coord[c][lane], static_cast<float>(intArg(fetch.args, 1, c, lane) + intArg(fetch.args, 2, c, lane)));
    EXPECT_EQ(fetch.requests[0].lodOrBias[lane], static_cast<float>(intArg(fetch.args, 1, 3, lane)));
    EXPECT_EQ(fetch.requests[0].ddx[0][lane], 0.0f);
  }
  expectColourResult(fetch, lanes);

  Lookup size = lookup(IntrinsicOp::Tex3Dsize, {sampler(SamplerDim::D3), i(1)}, lanes, false);
  ASSERT_EQ(size.requests.size(), 1u);
  expectHeader(size.requests[0], SampleKind::Size, SamplerDim::D3, lanes, false);
  ASSERT_EQ(size.out.result.size(), 3u);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    EXPECT_EQ(size.requests[0].lodOrBias[lane], static_cast<float>(intArg(size.args, 1, 0, lane)));
    EXPECT_EQ(static_cast<std::int32_t>(size.out.result[0][lane]), 64);
    EXPECT_EQ(static_cast<std::int32_t>(size.out.result[1][lane]), 32);
    EXPECT_EQ(static_cast<std::int32_t>(size.out.result[2][lane]), 4);
  }

  // Normalized coordinates: the offset is divided by the level's size (asked first: 64 x 32).
  Lookup offset = lookup(IntrinsicOp::Tex2Dlod, {sampler(SamplerDim::D2), f(4), i(2)}, lanes, true);
  ASSERT_EQ(offset.requests.size(), 2u);
  EXPECT_EQ(offset.requests[0].kind, SampleKind::Size);
  expectHeader(offset.requests[1], SampleKind::Lod, SamplerDim::D2, lanes, false);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    EXPECT_EQ(offset.requests[0].lodOrBias[lane], arg(offset.args, 1, 3, lane));  // the size of the level sampled
    EXPECT_FLOAT_EQ(offset.requests[1].coord[0][lane], arg(offset.args, 1, 0, lane) + static_cast<float>(intArg(offset.args, 2, 0, lane)) / 64.0f);
    EXPECT_FLOAT_EQ(offset.requests[1].coord[1][lane], arg(offset.args, 1, 1, lane) + static_cast<float>(intArg(offset.args, 2, 1, lane)) / 32.0f);
  }
  expectColourResult(offset, lanes);

  // Rectangle textures are addressed in texels: the offset adds directly.
  Lookup rect = lookup(IntrinsicOp::TexRECT, {sampler(SamplerDim::Rect), f(2), i(2)}, lanes, true);
  ASSERT_EQ(rect.requests.size(), 1u);
  for (unsigned lane = 0; lane < lanes; ++lane)
    EXPECT_FLOAT_EQ(rect.requests[0].coord[1][lane], arg(rect.args, 1, 1, lane) + static_cast<float>(intArg(rect.args, 2, 1, lane)));
}

// Every signature of every texture op lowers, links, sends at least one request of its sampler's
// dimension for all lanes, and returns what the runtime wrote.
TEST_P(Texture, EverySignatureOfEveryLookup) {
  unsigned lanes = GetParam();
  unsigned signatures = 0;
  for (unsigned o = 1; o <= ir::kIntrinsicOpCount; ++o) {
    auto op = static_cast<IntrinsicOp>(o);
    for (const sema::IntrinsicSignature& sig : sema::intrinsicSignatures(op)) {
      if (sig.params.empty() || !types().isSampler(sig.params[0])) continue;
      ++signatures;
      Recorder recorder;
      std::vector<Value> args = argumentsFor(sig, lanes);
      Outcome out = runIntrinsic({op, sig.index, lanes, true}, args);
      ASSERT_FALSE(recorder.requests.empty()) << ir::intrinsicName(op) << " #" << sig.index;
      const SampleRequest& last = recorder.requests.back();
      EXPECT_EQ(last.dim, static_cast<std::uint32_t>(types().get(sig.params[0]).sampler)) << ir::intrinsicName(op);
      EXPECT_EQ(last.lanes, lanes);
      EXPECT_EQ(out.result.size(), componentsOf(sig.result));
      if (last.kind != SampleKind::Size) {
        EXPECT_EQ(asFloat(out.result[3][lanes - 1]), 30.0f + static_cast<float>(lanes - 1) + 0.5f) << ir::intrinsicName(op);
      }
    }
  }
  EXPECT_EQ(signatures, 126u);  // every sampler signature in intrinsics.def
}

INSTANTIATE_TEST_SUITE_P(Lanes, Texture, ::testing::ValuesIn(kLaneWidths));

}  // namespace
}  // namespace cgx::jit::test
