// The arithmetic is cgx_rt_sample's for such a texture (runtime/cpu/texture/FastPath.cpp, which is the
// general path's to the bit): NaN coordinates read as 0, a cube's face and (s, t) as Cube.cpp selects
// them, texel coordinates s * width clamped to +-2^23 (kLargestTexelCoordinate), linear filtering from
// floor(u - 1/2) with the weights frac and 1 - frac, corners summed in the order (x0, y0), (x1, y0),
// (x0, y1), (x1, y1), a zero weight skipped. The kernel's multiply-add fusion (FuseMultiplyAdd.cpp) may
// round the sums once where the runtime rounds twice: results agree to an ulp.
#include "llvm/InlineTexture.h"

#include <cstddef>
#include <vector>

#include <llvm/IR/Intrinsics.h>

#include "llvm/KernelAbi.h"

namespace cgx::jit::lowering {

namespace {

using Builder = llvm::IRBuilder<>;

class InlineLookup {
 public:
  explicit InlineLookup(const Call& call)
      : call_(call), b_(call.builder()), lanes_(call.context.lanes),
        floats_(llvm::FixedVectorType::get(b_.getFloatTy(), lanes_)),
        ints_(llvm::FixedVectorType::get(b_.getInt32Ty(), lanes_)) {}

  Rgba4 emit(bool cube, llvm::Value* units, const std::array<llvm::Value*, 3>& coordinates,
             const std::function<Rgba4()>& callRuntime) {
    llvm::Function* function = b_.GetInsertBlock()->getParent();
    llvm::LLVMContext& context = b_.getContext();
    auto* describe = llvm::BasicBlock::Create(context, "tex.inline.describe", function);
    auto* filter = llvm::BasicBlock::Create(context, "tex.inline", function);
    auto* runtime = llvm::BasicBlock::Create(context, "tex.call", function);
    auto* join = llvm::BasicBlock::Create(context, "tex.join", function);

    // One unit for every active lane, and inside the described ones.
    llvm::Value* unit = units->getType()->isVectorTy() ? b_.CreateExtractElement(units, std::uint64_t{0}) : units;
    llvm::Value* shared = b_.getTrue();
    if (units->getType()->isVectorTy()) {
      llvm::Value* same = b_.CreateICmpEQ(units, b_.CreateVectorSplat(lanes_, unit));
      if (call_.context.activeMask) same = b_.CreateOr(same, b_.CreateNot(call_.context.activeMask));
      shared = b_.CreateAndReduce(same);
    }
    llvm::Value* described = b_.CreateICmpULT(unit, call_.context.inlineTextureCount);
    b_.CreateCondBr(b_.CreateAnd(shared, described), describe, runtime);

    b_.SetInsertPoint(describe);
    llvm::Value* entry = b_.CreateGEP(b_.getInt8Ty(), call_.context.inlineTextures,
                                      b_.CreateMul(b_.CreateZExt(unit, b_.getInt64Ty()), b_.getInt64(sizeof(InlineTexture))));
    llvm::Value* texels = b_.CreateLoad(b_.getPtrTy(), field(entry, offsetof(InlineTexture, texels)), "tex.texels");
    llvm::Value* flags = b_.CreateLoad(b_.getInt32Ty(), field(entry, offsetof(InlineTexture, flags)), "tex.flags");
    auto flag = [&](std::uint32_t bit) { return b_.CreateICmpNE(b_.CreateAnd(flags, b_.getInt32(bit)), b_.getInt32(0)); };
    // The texture must be of the sampler's kind (a cube for texCUBE, 2D for tex2D).
    llvm::Value* kindMatches = cube ? flag(kInlineCube) : b_.CreateNot(flag(kInlineCube));
    b_.CreateCondBr(b_.CreateAnd(b_.CreateIsNotNull(texels), kindMatches), filter, runtime);

    b_.SetInsertPoint(filter);
    llvm::Value* width = b_.CreateLoad(b_.getInt32Ty(), field(entry, offsetof(InlineTexture, width)), "tex.width");
    llvm::Value* height = b_.CreateLoad(b_.getInt32Ty(), field(entry, offsetof(InlineTexture, height)), "tex.height");
    const Axis x{width, flag(kInlineRepeatS)}, y{height, flag(kInlineRepeatT)};
    std::array<llvm::Value*, 3> clean{};
    for (unsigned d = 0; d < (cube ? 3u : 2u); ++d)
      clean[d] = b_.CreateSelect(b_.CreateFCmpUNO(coordinates[d], coordinates[d]), floatSplat(0.0f), coordinates[d]);
    llvm::Value* s = clean[0], *t = clean[1];
    firstRow_ = llvm::Constant::getNullValue(ints_);
    if (cube) {
      llvm::Value* face = nullptr;
      selectCubeFace(clean, &face, &s, &t);
      firstRow_ = b_.CreateMul(face, splat(height));
    }
    llvm::Value* u = texelCoordinate(s, width), *v = texelCoordinate(t, height);
    auto* linearBlock = llvm::BasicBlock::Create(context, "tex.linear", function);
    auto* nearestBlock = llvm::BasicBlock::Create(context, "tex.nearest", function);
    b_.CreateCondBr(flag(kInlineLinear), linearBlock, nearestBlock);

    b_.SetInsertPoint(linearBlock);
    const Rgba4 linear = bilinear(texels, x, y, u, v);
    llvm::BasicBlock* linearEnd = b_.GetInsertBlock();
    b_.CreateBr(join);

    b_.SetInsertPoint(nearestBlock);
    const Rgba4 nearest = texel(texels, width, wrap(x, floorToInt(u)), wrap(y, floorToInt(v)));
    llvm::BasicBlock* nearestEnd = b_.GetInsertBlock();
    b_.CreateBr(join);

    b_.SetInsertPoint(runtime);
    const Rgba4 called = callRuntime();
    llvm::BasicBlock* runtimeEnd = b_.GetInsertBlock();
    b_.CreateBr(join);

    b_.SetInsertPoint(join);
    Rgba4 result{};
    for (unsigned c = 0; c < 4; ++c) {
      llvm::PHINode* phi = b_.CreatePHI(floats_, 3, "tex.rgba");
      phi->addIncoming(linear[c], linearEnd);
      phi->addIncoming(nearest[c], nearestEnd);
      phi->addIncoming(called[c], runtimeEnd);
      result[c] = phi;
    }
    return result;
  }

 private:
  struct Axis {
    llvm::Value* size;    // i32
    llvm::Value* repeat;  // i1: Repeat (a power-of-two size), else ClampToEdge
  };

  llvm::Value* field(llvm::Value* entry, std::size_t offset) { return b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), entry, offset); }
  llvm::Value* splat(llvm::Value* scalar) { return b_.CreateVectorSplat(lanes_, scalar); }
  llvm::Value* floatSplat(float value) { return llvm::ConstantFP::get(floats_, value); }

  // Cube.cpp's selectCubeFace, lane by lane as vectors: the face of the largest axis (ties: X, then Y, then
  // Z), sc and tc by GL's table 8.19, s = (sc / |ma| + 1) / 2; the zero vector reads the centre of +X.
  void selectCubeFace(const std::array<llvm::Value*, 3>& r, llvm::Value** face, llvm::Value** s, llvm::Value** t) {
    auto abs = [&](llvm::Value* v) { return b_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, v); };
    auto faceNumber = [&](int n) { return llvm::ConstantInt::get(ints_, static_cast<std::uint64_t>(n)); };
    auto nonNegative = [&](llvm::Value* v) { return b_.CreateFCmpOGE(v, floatSplat(0.0f)); };
    llvm::Value* ax = abs(r[0]), *ay = abs(r[1]), *az = abs(r[2]);
    llvm::Value* onX = b_.CreateAnd(b_.CreateFCmpOGE(ax, ay), b_.CreateFCmpOGE(ax, az));
    llvm::Value* onY = b_.CreateAnd(b_.CreateNot(onX), b_.CreateFCmpOGE(ay, az));
    llvm::Value* negative[3] = {b_.CreateFNeg(r[0]), b_.CreateFNeg(r[1]), b_.CreateFNeg(r[2])};
    // Per axis: the face (positive, negative side), sc and tc on either side.
    llvm::Value* xFace = b_.CreateSelect(nonNegative(r[0]), faceNumber(0), faceNumber(1));
    llvm::Value* yFace = b_.CreateSelect(nonNegative(r[1]), faceNumber(2), faceNumber(3));
    llvm::Value* zFace = b_.CreateSelect(nonNegative(r[2]), faceNumber(4), faceNumber(5));
    llvm::Value* xSc = b_.CreateSelect(nonNegative(r[0]), negative[2], r[2]);  // +X: -rz, -X: +rz
    llvm::Value* ySc = r[0];                                                  // +-Y: +rx
    llvm::Value* zSc = b_.CreateSelect(nonNegative(r[2]), r[0], negative[0]);  // +Z: +rx, -Z: -rx
    llvm::Value* xTc = negative[1];                                           // +-X: -ry
    llvm::Value* yTc = b_.CreateSelect(nonNegative(r[1]), r[2], negative[2]);  // +Y: +rz, -Y: -rz
    llvm::Value* zTc = negative[1];                                           // +-Z: -ry
    auto pick = [&](llvm::Value* onXValue, llvm::Value* onYValue, llvm::Value* onZValue) {
      return b_.CreateSelect(onX, onXValue, b_.CreateSelect(onY, onYValue, onZValue));
    };
    llvm::Value* ma = pick(ax, ay, az);
    llvm::Value* zero = b_.CreateFCmpOEQ(ma, floatSplat(0.0f));
    auto faceCoordinate = [&](llvm::Value* c) {
      llvm::Value* value = b_.CreateFMul(b_.CreateFAdd(b_.CreateFDiv(c, ma), floatSplat(1.0f)), floatSplat(0.5f));
      return b_.CreateSelect(zero, floatSplat(0.5f), value);
    };
    *face = b_.CreateSelect(zero, faceNumber(0), pick(xFace, yFace, zFace));
    *s = faceCoordinate(pick(xSc, ySc, zSc));
    *t = faceCoordinate(pick(xTc, yTc, zTc));
  }

  // coordinate * size, clamped to +-2^23 so that floor and the int conversion stay defined; NaN (a cube
  // direction with two infinite components divides infinity by infinity) reads as 0, as in Wrap.cpp.
  llvm::Value* texelCoordinate(llvm::Value* clean, llvm::Value* size) {
    llvm::Value* scaled = b_.CreateFMul(clean, splat(b_.CreateSIToFP(size, b_.getFloatTy())));
    llvm::Value* clamped = b_.CreateMinNum(b_.CreateMaxNum(scaled, floatSplat(-kLargestTexelCoordinate)),
                                           floatSplat(kLargestTexelCoordinate));
    return b_.CreateSelect(b_.CreateFCmpUNO(scaled, scaled), floatSplat(0.0f), clamped);
  }

  llvm::Value* floorToInt(llvm::Value* value) {
    return b_.CreateFPToSI(b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, value), ints_);
  }

  // Repeat: the index modulo the (power-of-two) size; ClampToEdge: clamped to [0, size - 1].
  llvm::Value* wrap(const Axis& axis, llvm::Value* index) {
    llvm::Value* last = splat(b_.CreateSub(axis.size, b_.getInt32(1)));
    llvm::Value* repeated = b_.CreateAnd(index, last);
    llvm::Value* clamped = b_.CreateBinaryIntrinsic(
        llvm::Intrinsic::smin, b_.CreateBinaryIntrinsic(llvm::Intrinsic::smax, index, llvm::Constant::getNullValue(ints_)), last);
    return b_.CreateSelect(axis.repeat, repeated, clamped);
  }

  // The RGBA of texel (x, y) in every lane. Each lane loads its texel's four floats at once and four lanes'
  // texels are transposed into channels: a quarter of the loads that gathering each channel takes (x86
  // gathers load element by element). Every lane's indices are wrapped into the texture, so lanes that are
  // not active read a texel too, harmlessly, and their values are never stored.
  Rgba4 texel(llvm::Value* texels, llvm::Value* width, llvm::Value* x, llvm::Value* y) {
    llvm::Value* index = b_.CreateShl(b_.CreateAdd(b_.CreateMul(b_.CreateAdd(firstRow_, y), splat(width)), x), 2);
    auto* quad = llvm::FixedVectorType::get(b_.getFloatTy(), 4);
    std::vector<Rgba4> groups;  // per 4 lanes: the four channels, <4 x float> each
    for (unsigned first = 0; first < lanes_; first += 4) {
      llvm::Value* rows[4];
      for (unsigned i = 0; i < 4; ++i) {
        llvm::Value* at = b_.CreateGEP(b_.getFloatTy(), texels, b_.CreateExtractElement(index, std::uint64_t{first + i}));
        rows[i] = b_.CreateAlignedLoad(quad, at, llvm::Align(4), "texel");
      }
      llvm::Value* low01 = b_.CreateShuffleVector(rows[0], rows[1], {0, 4, 1, 5});
      llvm::Value* low23 = b_.CreateShuffleVector(rows[2], rows[3], {0, 4, 1, 5});
      llvm::Value* high01 = b_.CreateShuffleVector(rows[0], rows[1], {2, 6, 3, 7});
      llvm::Value* high23 = b_.CreateShuffleVector(rows[2], rows[3], {2, 6, 3, 7});
      groups.push_back({b_.CreateShuffleVector(low01, low23, {0, 1, 4, 5}), b_.CreateShuffleVector(low01, low23, {2, 3, 6, 7}),
                        b_.CreateShuffleVector(high01, high23, {0, 1, 4, 5}), b_.CreateShuffleVector(high01, high23, {2, 3, 6, 7})});
    }
    // Groups of 4 lanes joined pairwise into 8, then 16.
    while (groups.size() > 1) {
      std::vector<Rgba4> joined;
      for (std::size_t g = 0; g + 1 < groups.size(); g += 2) {
        const unsigned width = static_cast<unsigned>(llvm::cast<llvm::FixedVectorType>(groups[g][0]->getType())->getNumElements());
        llvm::SmallVector<int, 16> order;
        for (unsigned i = 0; i < 2 * width; ++i) order.push_back(static_cast<int>(i));
        Rgba4 pair{};
        for (unsigned c = 0; c < 4; ++c) pair[c] = b_.CreateShuffleVector(groups[g][c], groups[g + 1][c], order);
        joined.push_back(pair);
      }
      groups = std::move(joined);
    }
    return groups.front();
  }

  Rgba4 bilinear(llvm::Value* texels, const Axis& x, const Axis& y, llvm::Value* u, llvm::Value* v) {
    llvm::Value* indices[2][2];   // [axis][lower, upper]
    llvm::Value* weights[2][2];   // [axis][lower, upper]
    const Axis* axes[2] = {&x, &y};
    llvm::Value* coordinates[2] = {u, v};
    for (int d = 0; d < 2; ++d) {
      llvm::Value* shifted = b_.CreateFSub(coordinates[d], floatSplat(0.5f));
      llvm::Value* floored = b_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, shifted);
      llvm::Value* index = b_.CreateFPToSI(floored, ints_);
      llvm::Value* fraction = b_.CreateFSub(shifted, floored);
      indices[d][0] = wrap(*axes[d], index);
      indices[d][1] = wrap(*axes[d], b_.CreateAdd(index, llvm::ConstantInt::get(ints_, 1)));
      weights[d][0] = b_.CreateFSub(floatSplat(1.0f), fraction);
      weights[d][1] = fraction;
    }
    Rgba4 sum{};
    for (unsigned c = 0; c < 4; ++c) sum[c] = floatSplat(0.0f);
    for (int corner = 0; corner < 4; ++corner) {
      const int upperX = corner & 1, upperY = (corner >> 1) & 1;
      llvm::Value* weight = b_.CreateFMul(weights[0][upperX], weights[1][upperY]);
      llvm::Value* skipped = b_.CreateFCmpOEQ(weight, floatSplat(0.0f));
      const Rgba4 rgba = texel(texels, x.size, indices[0][upperX], indices[1][upperY]);
      for (unsigned c = 0; c < 4; ++c)
        sum[c] = b_.CreateSelect(skipped, sum[c], b_.CreateFAdd(sum[c], b_.CreateFMul(weight, rgba[c])));
    }
    return sum;
  }

  const Call& call_;
  Builder& b_;
  llvm::Value* firstRow_ = nullptr;  // <lanes x i32>: the face's first row in a cube (face * height), else 0
  unsigned lanes_;
  llvm::Type* floats_;
  llvm::Type* ints_;
};

}  // namespace

Rgba4 lookupInline(const Call& call, bool cube, llvm::Value* units, const std::array<llvm::Value*, 3>& coordinates,
                   const std::function<Rgba4()>& callRuntime) {
  return InlineLookup(call).emit(cube, units, coordinates, callRuntime);
}

}  // namespace cgx::jit::lowering
