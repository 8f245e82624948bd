// Kernels specialized on stream strides (StreamFormat/OutputFormat::stride, records): interleaved input
// and output records at several strides and offsets, full and partial chunks, ranges starting past 0, a
// record ending exactly at a guard page, outputs sharing records with bytes the kernel must not touch, and
// run-time strides or bases that do not match the specialization (the general path).
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cmath>
#include <cstring>
#include <map>
#include <tuple>

#include "JitSupport.h"
#include "llvm/KernelAbi.h"

namespace cgx::test::jit {
namespace {

using cgx::jit::ComponentType;
using cgx::jit::KernelArgs;
using cgx::jit::OutputFormat;
using cgx::jit::StreamFormat;
using cgx::jit::StreamRef;

// `bytes` bytes that end exactly where an inaccessible page begins: reading or writing past them faults.
class GuardedBuffer {
 public:
  explicit GuardedBuffer(std::size_t bytes) {
    page_ = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    pages_ = (bytes + page_ - 1) / page_ + 1;
    void* map = mmap(nullptr, pages_ * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED) throw std::runtime_error("mmap failed");
    map_ = static_cast<std::uint8_t*>(map);
    mprotect(map_ + (pages_ - 1) * page_, page_, PROT_NONE);
    data_ = map_ + (pages_ - 1) * page_ - bytes;
  }
  ~GuardedBuffer() { munmap(map_, pages_ * page_); }
  GuardedBuffer(const GuardedBuffer&) = delete;
  GuardedBuffer& operator=(const GuardedBuffer&) = delete;
  std::uint8_t* data() { return data_; }

 private:
  std::size_t page_ = 0, pages_ = 0;
  std::uint8_t* map_ = nullptr;
  std::uint8_t* data_ = nullptr;
};

const char* kSource = R"(
void main(float3 p : POSITION, float2 t : TEXCOORD0, float4 w : TEXCOORD1, float4 col : COLOR0,
          out float4 oPos : POSITION, out float2 oT : TEXCOORD0, out float3 oC : COLOR0) {
  oPos = float4(p * 2 + 1, w.x + w.w);
  oT = t.yx + w.yz;
  oC = float3(p.x - t.x, w.z + col.y, p.y * w.y + col.w);
}
)";

struct Layout {
  std::uint32_t inStride;     // the record of p, t, w
  std::uint32_t inOffset[3];  // p, t, w
  std::uint32_t colStride;    // the separate unorm8 colour stream
  std::uint32_t colOffset;
  std::uint32_t outStride;
  std::uint32_t outOffset[3];  // oPos, oT, oC
};

enum class Spec { None, Streams, Records, WrongStride };

void runLayout(const Layout& L, Spec spec, unsigned lanes, std::uint64_t first, std::uint64_t count) {
  SCOPED_TRACE("in stride " + std::to_string(L.inStride) + " out stride " + std::to_string(L.outStride) + " lanes " +
               std::to_string(lanes) + " first " + std::to_string(first) + " count " + std::to_string(count) + " spec " +
               std::to_string(static_cast<int>(spec)));
  const std::uint64_t n = first + count;
  const unsigned inComps[3] = {3, 2, 4};
  const unsigned outComps[3] = {4, 2, 3};
  std::uint32_t inEnd = 0, outEnd = 0;
  for (int k = 0; k < 3; ++k) inEnd = std::max(inEnd, L.inOffset[k] + inComps[k] * 4);
  for (int k = 0; k < 3; ++k) outEnd = std::max(outEnd, L.outOffset[k] + outComps[k] * 4);
  GuardedBuffer in((n - 1) * L.inStride + inEnd);
  GuardedBuffer col((n - 1) * L.colStride + L.colOffset + 4);
  GuardedBuffer out((n - 1) * L.outStride + outEnd);
  auto inFloat = [&](std::uint64_t i, int k, unsigned c) {
    return static_cast<float>(i * 0.25 + k * 10 + c * 1.5 - 3);
  };
  std::memset(in.data(), 0xA5, (n - 1) * L.inStride + inEnd);
  for (std::uint64_t i = 0; i < n; ++i) {
    for (int k = 0; k < 3; ++k)
      for (unsigned c = 0; c < inComps[k]; ++c) {
        float v = inFloat(i, k, c);
        std::memcpy(in.data() + i * L.inStride + L.inOffset[k] + c * 4, &v, 4);
      }
    for (unsigned c = 0; c < 4; ++c) col.data()[i * L.colStride + L.colOffset + c] = static_cast<std::uint8_t>(i * 7 + c * 50);
  }
  const std::size_t outBytes = (n - 1) * L.outStride + outEnd;
  std::memset(out.data(), 0x5A, outBytes);

  Program program;
  std::string error;
  driver::SourceProgram sp;
  sp.source = kSource;
  sp.entry = "main";
  sp.profile = "glslv";
  program.ir = driver::compileToIr(sp);
  ASSERT_TRUE(program.ir.ok()) << program.ir.renderDiagnostics();
  program.layout = cgx::jit::computeLayout(*program.ir.module);
  const auto& layout = program.layout;
  ASSERT_EQ(layout.inputs.size(), 4u);
  ASSERT_EQ(layout.outputs.size(), 3u);
  auto inIndex = [&](const std::string& semantic) {
    for (std::size_t i = 0; i < layout.inputs.size(); ++i)
      if (layout.inputs[i].semantic == semantic) return static_cast<int>(i);
    return -1;
  };
  auto outIndex = [&](const std::string& semantic) {
    for (std::size_t i = 0; i < layout.outputs.size(); ++i)
      if (layout.outputs[i].semantic == semantic) return static_cast<int>(i);
    return -1;
  };
  const int inAt[3] = {inIndex("POSITION"), inIndex("TEXCOORD0"), inIndex("TEXCOORD1")};
  const int colAt = inIndex("COLOR0");
  const int outAt[3] = {outIndex("POSITION"), outIndex("TEXCOORD0"), outIndex("COLOR0")};
  for (int k : inAt) ASSERT_GE(k, 0);
  for (int k : outAt) {
    std::string names;
    for (const auto& o : layout.outputs) names += o.semantic + " ";
    ASSERT_GE(k, 0) << names;
  }
  ASSERT_GE(colAt, 0);
  for (int k = 0; k < 3; ++k) ASSERT_EQ(layout.outputs[outAt[k]].components, outComps[k]);

  cgx::jit::KernelOptions options;
  options.lanes = lanes;
  options.inputFormats.resize(4);
  options.outputFormats.resize(3);
  options.inputFormats[colAt].type = ComponentType::UNorm8;
  options.inputFormats[colAt].components = 4;
  const std::uint32_t wrong = spec == Spec::WrongStride ? 4 : 0;  // specialized on a stride the run does not use
  if (spec != Spec::None) {
    std::uint32_t lowest = std::min({L.inOffset[0], L.inOffset[1], L.inOffset[2]});
    for (int k = 0; k < 3; ++k) {
      options.inputFormats[inAt[k]].stride = L.inStride + wrong;
      if (spec != Spec::Streams) {
        options.inputFormats[inAt[k]].record = 7;
        options.inputFormats[inAt[k]].recordOffset = L.inOffset[k] - lowest;
      }
    }
    options.inputFormats[colAt].stride = L.colStride + wrong;
    std::uint32_t outLowest = std::min({L.outOffset[0], L.outOffset[1], L.outOffset[2]});
    for (int k = 0; k < 3; ++k) {
      options.outputFormats[outAt[k]].stride = L.outStride + wrong;
      if (spec != Spec::Streams) {
        options.outputFormats[outAt[k]].record = 3;
        options.outputFormats[outAt[k]].recordOffset = L.outOffset[k] - outLowest;
      }
    }
  }
  // One JIT compile per (layout, specialization, lanes); the runs over several ranges share it.
  static std::map<std::tuple<const Layout*, Spec, unsigned>, cgx::jit::Kernel> compiled;
  auto key = std::make_tuple(&L, spec, lanes);
  if (!compiled.count(key)) {
    auto made = engine().compile(*program.ir.module, layout, options, *program.ir.sink);
    ASSERT_TRUE(made.has_value()) << program.ir.renderDiagnostics();
    compiled[key] = *made;
  }
  const cgx::jit::Kernel* kernel = &compiled[key];

  std::vector<StreamRef> inputs(4), outputs(3);
  for (int k = 0; k < 3; ++k) inputs[inAt[k]] = {in.data() + L.inOffset[k], static_cast<std::int64_t>(L.inStride)};
  inputs[colAt] = {col.data() + L.colOffset, static_cast<std::int64_t>(L.colStride)};
  for (int k = 0; k < 3; ++k) outputs[outAt[k]] = {out.data() + L.outOffset[k], static_cast<std::int64_t>(L.outStride)};
  std::vector<std::uint32_t> uniforms(layout.uniformWords + 1, 0);
  KernelArgs args;
  args.uniforms = uniforms.data();
  args.inputs = inputs.data();
  args.outputs = outputs.data();
  kernel->function(&args, first, count);

  std::vector<bool> written(outBytes, false);
  for (std::uint64_t i = first; i < n; ++i) {
    auto p = [&](unsigned c) { return inFloat(i, 0, c); };
    auto t = [&](unsigned c) { return inFloat(i, 1, c); };
    auto w = [&](unsigned c) { return inFloat(i, 2, c); };
    auto cl = [&](unsigned c) { return static_cast<float>(col.data()[i * L.colStride + L.colOffset + c]) / 255.0f; };
    const float expect[3][4] = {{p(0) * 2 + 1, p(1) * 2 + 1, p(2) * 2 + 1, w(0) + w(3)},
                                {t(1) + w(1), t(0) + w(2), 0, 0},
                                {p(0) - t(0), w(2) + cl(1), p(1) * w(1) + cl(3), 0}};
    for (int k = 0; k < 3; ++k)
      for (unsigned c = 0; c < outComps[k]; ++c) {
        std::size_t at = i * L.outStride + L.outOffset[k] + c * 4;
        float got;
        std::memcpy(&got, out.data() + at, 4);
        ASSERT_NEAR(got, expect[k][c], 1e-4 * (1 + std::fabs(expect[k][c]))) << "invocation " << i << " output " << k << " component " << c;
        for (int b = 0; b < 4; ++b) written[at + b] = true;
      }
  }
  for (std::size_t b = 0; b < outBytes; ++b) {
    if (!written[b]) {
      ASSERT_EQ(out.data()[b], 0x5A) << "the kernel wrote byte " << b << " (not one of its outputs' in its range)";
    }
  }
}

TEST(JitStreamLayout, InterleavedRecordsAtSeveralStridesAndOffsets) {
  const Layout layouts[] = {
      {36, {0, 12, 20}, 4, 0, 36, {0, 16, 24}},     // tight records: every byte is a component
      {64, {0, 12, 24}, 8, 3, 40, {0, 16, 24}},     // the skin4m-like shape, output with 4 bytes of padding
      {48, {20, 4, 32}, 5, 1, 48, {20, 4, 36}},     // members out of order, gaps between them, odd byte stride
      {100, {8, 52, 60}, 16, 12, 64, {44, 8, 24}},  // wide records with large gaps
      {36, {24, 0, 8}, 4, 0, 52, {32, 24, 0}},      // permuted, output gap before oT
  };
  for (const Layout& L : layouts)
    for (Spec spec : {Spec::None, Spec::Streams, Spec::Records, Spec::WrongStride})
      for (unsigned lanes : {4u, 8u, 16u})
        for (std::uint64_t first : {std::uint64_t{0}, std::uint64_t{5}})
          for (std::uint64_t count : {std::uint64_t{1}, std::uint64_t{16}, std::uint64_t{37}, std::uint64_t{64}}) {
            runLayout(L, spec, lanes, first, count);
            if (HasFatalFailure()) return;
          }
}

}  // namespace
}  // namespace cgx::test::jit
