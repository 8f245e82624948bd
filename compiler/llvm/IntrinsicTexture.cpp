// Texture lookups: every tex* intrinsic fills the kernel's jit::SampleRequest (KernelAbi.h) for all lanes and
// calls cgx_rt_sample(samplers, request) once; the runtime filters, the kernel reads result[][] back.
//
// How a signature's arguments map onto the request is data: kTextureOps gives each op its kind and how its
// coordinate vector is laid out; the sampler's dimension (kDimensions) says how many of the components are
// positions. Cg's convention (cgc and the NV_gpu_program4 it targets) for a coordinate vector c of a sampler
// with P positional components (s[, t[, r]][, layer]):
//   Direct       c = (positions[, ref])          one component more than P: a shadow compare against ref
//                tex2D(s, float3), texCUBE(s, float4), tex1D(s, float2), tex2DARRAY(s, float4) ...
//                with (c, dx, dy) arguments: explicit derivatives (SampleKind::Grad)
//   Projective   c = (positions[, ref], q)       positions and ref are divided by q, an array layer is not
//                tex2Dproj(s, float4) compares; tex2Dproj(s, float3) does not
//   PackedLevel  c = (positions[, ref], ..., w)  w is the bias (*bias, *cmpbias) or the level (*lod,
//                *cmplod); cmp* ops compare against the component after the positions
//   Texel        c = int4(texel positions, ..., level)      *fetch: no filtering
//   SizeQuery    (sampler, int level) -> int3 (width, height, depth)
// A trailing int/int2/int3 argument is a texel offset (gp4). The request has no offset field, so the
// lowering applies it: added to the texel position for fetches and rectangle textures, and for normalized
// coordinates divided by the texture's size, asked from the runtime with a Size request first (of level 0,
// or of the requested level for *lod ops: exact unless filtering picks another mip level, the only place
// this differs from GL, where offsets apply at each sampled level).
// Derivatives: Implicit and Bias lookups in fragment kernels send the quad derivatives (ddx/ddy) of the
// positions after the projective divide, as GPUs do; vertex kernels send zeros (level 0).
// A filtered 2D or cube lookup without comparison or offset first tries the kernel's own filtering
// (InlineTexture.h), which the runtime allows per unit; the request is then only written when the unit
// does not allow it.
#include <array>
#include <cstddef>

#include <llvm/IR/Module.h>

#include "llvm/InlineTexture.h"
#include "llvm/IntrinsicLowering.h"
#include "llvm/KernelAbi.h"
#include "support/InternalError.h"

namespace cgx::jit::lowering {

namespace {

using ir::IntrinsicOp;
using Builder = llvm::IRBuilder<>;

enum class Addressing { Direct, Projective, PackedLevel, Texel, SizeQuery };

struct TextureOp {
  IntrinsicOp op;
  SampleKind kind;
  Addressing addressing;
  bool compare;  // the cmp* ops: always a shadow compare (others decide by the coordinate's width)
};

constexpr TextureOp kTextureOps[] = {
    {IntrinsicOp::Tex1D, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::Tex1Dproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::Tex1Dbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex1Dlod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex1Dcmpbias, SampleKind::Bias, Addressing::PackedLevel, true},
    {IntrinsicOp::Tex1Dcmplod, SampleKind::Lod, Addressing::PackedLevel, true},
    {IntrinsicOp::Tex1Dfetch, SampleKind::Fetch, Addressing::Texel, false},
    {IntrinsicOp::Tex1Dsize, SampleKind::Size, Addressing::SizeQuery, false},
    {IntrinsicOp::Tex2D, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::Tex2Dproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::Tex2Dbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex2Dlod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex2Dcmpbias, SampleKind::Bias, Addressing::PackedLevel, true},
    {IntrinsicOp::Tex2Dcmplod, SampleKind::Lod, Addressing::PackedLevel, true},
    {IntrinsicOp::Tex2Dfetch, SampleKind::Fetch, Addressing::Texel, false},
    {IntrinsicOp::Tex2Dsize, SampleKind::Size, Addressing::SizeQuery, false},
    {IntrinsicOp::Tex3D, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::Tex3Dproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::Tex3Dbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex3Dlod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex3Dfetch, SampleKind::Fetch, Addressing::Texel, false},
    {IntrinsicOp::Tex3Dsize, SampleKind::Size, Addressing::SizeQuery, false},
    {IntrinsicOp::TexCUBE, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::TexCUBEproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::TexCUBEbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::TexCUBElod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::TexCUBEsize, SampleKind::Size, Addressing::SizeQuery, false},
    {IntrinsicOp::TexRECT, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::TexRECTproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::TexRECTbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::TexRECTlod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::TexRECTfetch, SampleKind::Fetch, Addressing::Texel, false},
    {IntrinsicOp::TexRECTsize, SampleKind::Size, Addressing::SizeQuery, false},
    {IntrinsicOp::Tex1DARRAY, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::Tex1DARRAYproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::Tex1DARRAYbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex1DARRAYlod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex1DARRAYcmpbias, SampleKind::Bias, Addressing::PackedLevel, true},
    {IntrinsicOp::Tex1DARRAYcmplod, SampleKind::Lod, Addressing::PackedLevel, true},
    {IntrinsicOp::Tex1DARRAYfetch, SampleKind::Fetch, Addressing::Texel, false},
    {IntrinsicOp::Tex1DARRAYsize, SampleKind::Size, Addressing::SizeQuery, false},
    {IntrinsicOp::Tex2DARRAY, SampleKind::Implicit, Addressing::Direct, false},
    {IntrinsicOp::Tex2DARRAYproj, SampleKind::Implicit, Addressing::Projective, false},
    {IntrinsicOp::Tex2DARRAYbias, SampleKind::Bias, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex2DARRAYlod, SampleKind::Lod, Addressing::PackedLevel, false},
    {IntrinsicOp::Tex2DARRAYfetch, SampleKind::Fetch, Addressing::Texel, false},
    {IntrinsicOp::Tex2DARRAYsize, SampleKind::Size, Addressing::SizeQuery, false},
};

struct Dimension {
  ir::SamplerDim dim;
  unsigned spatial;  // s[, t[, r]]: what derivatives and offsets apply to
  unsigned layers;   // an array layer follows the spatial positions
  bool normalized;   // coordinates in [0, 1] (offsets need the size); RECT is in texels
};

constexpr Dimension kDimensions[] = {
    {ir::SamplerDim::D1, 1, 0, true},      {ir::SamplerDim::D2, 2, 0, true},     {ir::SamplerDim::D3, 3, 0, true},
    {ir::SamplerDim::Cube, 3, 0, true},    {ir::SamplerDim::Rect, 2, 0, false},  {ir::SamplerDim::D1Array, 1, 1, true},
    {ir::SamplerDim::D2Array, 2, 1, true},
};

template <typename Row, std::size_t N, typename Key, typename Field>
const Row* findRow(const Row (&table)[N], Key key, Field field) {
  for (const Row& row : table)
    if (row.*field == key) return &row;
  return nullptr;
}

// Everything one cgx_rt_sample call sends; null values are sent as zeros.
struct Request {
  SampleKind kind = SampleKind::Implicit;
  bool compare = false;
  llvm::Value* units = nullptr;
  std::array<llvm::Value*, 4> coord{};
  llvm::Value* ref = nullptr;
  llvm::Value* lodOrBias = nullptr;
  std::array<llvm::Value*, 3> ddx{};
  std::array<llvm::Value*, 3> ddy{};
};

class RequestWriter {
 public:
  RequestWriter(const Call& call, ir::SamplerDim dim) : call_(call), b_(call.builder()), dim_(dim) {
    if (!call.context.sampleRequest || !call.context.samplers) ice(CompilerStage::Jit, SourceSpan{}, "texture lookup without a sample request slot");
  }

  // Writes every field (stale values of an earlier lookup must not leak into this one), calls the runtime.
  void issue(const Request& r) {
    storeWord(offsetof(SampleRequest, kind), static_cast<std::uint32_t>(r.kind));
    storeWord(offsetof(SampleRequest, dim), static_cast<std::uint32_t>(dim_));
    storeWord(offsetof(SampleRequest, lanes), call_.context.lanes);
    b_.CreateAlignedStore(laneBits(b_, call_.context.activeMask, call_.context.lanes),
                          at(offsetof(SampleRequest, activeMask)), llvm::Align(4));
    storeWord(offsetof(SampleRequest, compare), r.compare ? 1u : 0u);
    storeLanes(offsetof(SampleRequest, unit), r.units ? r.units : zeros(b_.getInt32Ty()));
    for (unsigned c = 0; c < 4; ++c) storeLanes(offsetof(SampleRequest, coord) + c * kRow, orZero(r.coord[c]));
    storeLanes(offsetof(SampleRequest, ref), orZero(r.ref));
    storeLanes(offsetof(SampleRequest, lodOrBias), orZero(r.lodOrBias));
    for (unsigned c = 0; c < 3; ++c) {
      storeLanes(offsetof(SampleRequest, ddx) + c * kRow, orZero(r.ddx[c]));
      storeLanes(offsetof(SampleRequest, ddy) + c * kRow, orZero(r.ddy[c]));
    }
    b_.CreateCall(sampleFunction(), {call_.context.samplers, call_.context.sampleRequest});
  }

  llvm::Value* result(unsigned c) {
    return b_.CreateAlignedLoad(vectorOf(b_.getFloatTy()), at(offsetof(SampleRequest, result) + c * kRow), llvm::Align(4));
  }

 private:
  static constexpr std::size_t kRow = kMaxLanes * sizeof(float);  // one [component] row of a [component][lane] array

  llvm::Type* vectorOf(llvm::Type* element) { return llvm::FixedVectorType::get(element, call_.context.lanes); }
  llvm::Value* zeros(llvm::Type* element) { return llvm::Constant::getNullValue(vectorOf(element)); }
  llvm::Value* orZero(llvm::Value* v) { return v ? v : zeros(b_.getFloatTy()); }
  llvm::Value* at(std::size_t offset) { return b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), call_.context.sampleRequest, offset); }
  void storeWord(std::size_t offset, std::uint32_t value) { b_.CreateAlignedStore(b_.getInt32(value), at(offset), llvm::Align(4)); }
  void storeLanes(std::size_t offset, llvm::Value* v) { b_.CreateAlignedStore(v, at(offset), llvm::Align(4)); }

  llvm::FunctionCallee sampleFunction() {
    llvm::Module& module = *b_.GetInsertBlock()->getModule();
    auto* ptr = llvm::PointerType::getUnqual(b_.getContext());
    return module.getOrInsertFunction("cgx_rt_sample", llvm::FunctionType::get(b_.getVoidTy(), {ptr, ptr}, false));
  }

  const Call& call_;
  Builder& b_;
  ir::SamplerDim dim_;
};

bool integral(const Call& call, unsigned param) { return ir::isIntegral(call.paramType(param).scalar); }

class Lookup {
 public:
  Lookup(const Call& call, const TextureOp& op, const Dimension& dimension)
      : call_(call), b_(call.builder()), op_(op), dim_(dimension), writer_(call, dimension.dim) {}

  LaneValue lower() {
    Request r;
    r.kind = op_.kind;
    r.units = call_.args[0].comps[0];
    if (op_.addressing == Addressing::SizeQuery) {
      r.lodOrBias = toFloat(call_.args[1].comps[0]);
      writer_.issue(r);
      LaneValue size;
      for (unsigned c = 0; c < 3; ++c) size.comps.push_back(b_.CreateFPToSI(writer_.result(c), intVector()));
      return size;
    }
    unsigned positional = dim_.spatial + dim_.layers;
    const LaneValue& c = call_.args[1];
    unsigned width = static_cast<unsigned>(c.comps.size());
    for (unsigned i = 0; i < positional; ++i) r.coord[i] = toFloat(c.comps[i]);
    switch (op_.addressing) {
      case Addressing::Direct:
        if (width > positional) r.compare = true, r.ref = c.comps[positional];
        if (hasExplicitDerivatives()) {
          r.kind = SampleKind::Grad;
          for (unsigned i = 0; i < dim_.spatial; ++i) r.ddx[i] = call_.args[2].comps[i], r.ddy[i] = call_.args[3].comps[i];
        }
        break;
      case Addressing::Projective: {
        llvm::Value* q = c.comps[width - 1];
        for (unsigned i = 0; i < dim_.spatial; ++i) r.coord[i] = b_.CreateFDiv(r.coord[i], q);
        if (width > positional + 1) r.compare = true, r.ref = b_.CreateFDiv(c.comps[positional], q);
        break;
      }
      case Addressing::PackedLevel:
        r.lodOrBias = c.comps[3];
        if (op_.compare) r.compare = true, r.ref = c.comps[positional];
        break;
      case Addressing::Texel: r.lodOrBias = toFloat(c.comps[3]); break;
      case Addressing::SizeQuery: break;
    }
    auto derivatives = [&] {
      if (r.kind == SampleKind::Implicit || r.kind == SampleKind::Bias)
        for (unsigned i = 0; i < dim_.spatial; ++i) {
          r.ddx[i] = quadDerivative(call_.context, r.coord[i], Axis::X);
          r.ddy[i] = quadDerivative(call_.context, r.coord[i], Axis::Y);
        }
    };
    // Derivatives are taken before an offset moves the coordinates; an inlined lookup (never with an
    // offset) takes them only on its runtime path, which alone reads them.
    const bool inlined = inlinable(r, hasOffset());
    if (!inlined) derivatives();
    applyOffset(r);
    auto callRuntime = [&] {
      if (inlined) derivatives();
      writer_.issue(r);
      Rgba4 rgba{};
      for (unsigned i = 0; i < 4; ++i) rgba[i] = writer_.result(i);
      return rgba;
    };
    const bool cube = dim_.dim == ir::SamplerDim::Cube;
    const Rgba4 rgba = inlined ? lookupInline(call_, cube, r.units, {r.coord[0], r.coord[1], r.coord[2]}, callRuntime)
                               : callRuntime();
    return LaneValue{std::vector<llvm::Value*>(rgba.begin(), rgba.end())};
  }

 private:
  llvm::Type* intVector() { return llvm::FixedVectorType::get(b_.getInt32Ty(), call_.context.lanes); }
  llvm::Type* floatVector() { return llvm::FixedVectorType::get(b_.getFloatTy(), call_.context.lanes); }
  llvm::Value* toFloat(llvm::Value* v) { return v->getType()->isIntOrIntVectorTy() ? b_.CreateSIToFP(v, floatVector()) : v; }

  // (s, coord, float dx, float dy[, offset]): parameters 2 and 3 are floating derivatives.
  bool hasExplicitDerivatives() const { return call_.signature.params.size() >= 4 && !integral(call_, 2); }

  // A trailing integer argument (gp4's texel offset).
  bool hasOffset() const {
    unsigned last = static_cast<unsigned>(call_.signature.params.size()) - 1;
    return last >= 2 && integral(call_, last);
  }

  // What the kernel may filter itself when the unit allows it: a 2D or cube lookup whose level cannot
  // matter for such a texture (not a fetch or a size), without comparison or offset.
  bool inlinable(const Request& r, bool offset) const {
    const bool filtered = r.kind == SampleKind::Implicit || r.kind == SampleKind::Bias || r.kind == SampleKind::Lod ||
                          r.kind == SampleKind::Grad;
    const bool kind = dim_.dim == ir::SamplerDim::D2 || dim_.dim == ir::SamplerDim::Cube;
    return kind && filtered && !r.compare && !offset && call_.context.inlineTextures && call_.context.inlineTextureCount;
  }

  void applyOffset(Request& r) {
    if (!hasOffset()) return;
    unsigned last = static_cast<unsigned>(call_.signature.params.size()) - 1;
    const LaneValue& offset = call_.args[last];
    bool inTexels = op_.addressing == Addressing::Texel || !dim_.normalized;
    std::array<llvm::Value*, 3> size{};
    if (!inTexels) {
      Request query;
      query.kind = SampleKind::Size;
      query.units = r.units;
      query.lodOrBias = r.kind == SampleKind::Lod ? r.lodOrBias : nullptr;
      writer_.issue(query);
      for (unsigned i = 0; i < dim_.spatial; ++i) size[i] = writer_.result(i);
    }
    for (unsigned i = 0; i < dim_.spatial; ++i) {
      llvm::Value* delta = toFloat(component(offset, i));
      if (!inTexels) delta = b_.CreateFDiv(delta, size[i]);
      r.coord[i] = b_.CreateFAdd(r.coord[i], delta);
    }
  }

  const Call& call_;
  Builder& b_;
  const TextureOp& op_;
  const Dimension& dim_;
  RequestWriter writer_;
};

}  // namespace

IntrinsicOutcome lowerTextureLookup(const Call& call) {
  const TextureOp* op = findRow(kTextureOps, call.op, &TextureOp::op);
  const Dimension* dimension = findRow(kDimensions, call.paramType(0).sampler, &Dimension::dim);
  if (!op || !dimension) ice(CompilerStage::Jit, SourceSpan{}, "lowerTextureLookup: not a texture lookup on a supported sampler");
  return resultOnly(Lookup(call, *op, *dimension).lower());
}

}  // namespace cgx::jit::lowering
