// libFuzzer target: the C++ runtime API, structured. The input is a byte stream of API calls on a fresh
// copy of one of the fixed programs (FuzzPrograms.cpp; the first byte chooses it): each call is an opcode
// byte and its operands, read with FuzzedDataProvider. Names are the program's own parameter paths and
// semantics, or fuzzed strings; enum values, strides, offsets, alignments and counts are raw bytes, so
// out-of-range values reach the API. The harness keeps its own side valid (every stream buffer holds the
// largest run the stream allows), so anything the runtime does wrong is its own: a crash, a sanitizer
// report, an escaped exception, a timeout or an internal-error status is a finding.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "FuzzPrograms.h"
#include "FuzzSupport.h"
#include "RuntimeFuzzSupport.h"

namespace {

using cgx::fuzz::checkStatus;

constexpr std::size_t kMaxCount = 16;        // invocations per run
constexpr std::size_t kMaxStride = 96;       // bytes
constexpr std::size_t kMaxOffset = 64;       // bytes
constexpr std::size_t kMaxCalls = 64;
// Large enough for kMaxCount elements at the largest stride and offset, plus slack for misalignment.
constexpr std::size_t kBufferBytes = kMaxOffset + kMaxCount * kMaxStride + 64;

struct Harness {
  FuzzedDataProvider& in;
  cgx::Program& program;
  std::vector<std::unique_ptr<std::uint8_t[]>> buffers;  // kept alive while bound (until the input ends)

  // A parameter path: one of the program's (leaf or top-level, possibly with an index) or a fuzzed string.
  std::string path() {
    std::vector<cgx::ParameterInfo> leaves = program.leafParameters();
    switch (in.ConsumeIntegralInRange<int>(0, 3)) {
      case 0: return in.ConsumeRandomLengthString(24);
      case 1: {
        const auto& top = program.parameters();
        return top.empty() ? std::string() : top[in.ConsumeIntegralInRange<std::size_t>(0, top.size() - 1)].name;
      }
      default:
        return leaves.empty() ? std::string() : leaves[in.ConsumeIntegralInRange<std::size_t>(0, leaves.size() - 1)].name;
    }
  }

  std::string semantic(bool output) {
    std::vector<std::string> list = output ? program.outputSemantics() : program.inputSemantics();
    if (list.empty() || in.ConsumeIntegralInRange<int>(0, 7) == 0) return in.ConsumeRandomLengthString(12);
    return list[in.ConsumeIntegralInRange<std::size_t>(0, list.size() - 1)];
  }

  std::vector<float> floats() {
    std::vector<float> v(in.ConsumeIntegralInRange<std::size_t>(0, 80));
    for (float& f : v) f = in.ConsumeFloatingPoint<float>();
    return v;
  }

  std::uint8_t* buffer() {
    buffers.push_back(std::make_unique<std::uint8_t[]>(kBufferBytes));
    std::uint8_t* b = buffers.back().get();
    for (std::size_t i = 0; i < kBufferBytes; ++i) b[i] = static_cast<std::uint8_t>(i * 31);
    return b;
  }

  std::shared_ptr<cgx::CpuTexture> texture() {
    cgx::TextureShape shape;
    shape.kind = static_cast<cgx::TextureKind>(in.ConsumeIntegral<std::uint8_t>() % 8);  // 7: out of range
    shape.width = in.ConsumeIntegralInRange<int>(-1, 4);
    shape.height = in.ConsumeIntegralInRange<int>(-1, 4);
    shape.depth = in.ConsumeIntegralInRange<int>(-1, 3);
    shape.layers = in.ConsumeIntegralInRange<int>(-1, 3);
    std::vector<float> texels(in.ConsumeIntegralInRange<std::size_t>(0, 4 * 4 * 4 * 3 * 6 * 4));
    for (float& f : texels) f = in.ConsumeProbability<float>();
    std::shared_ptr<cgx::CpuTexture> t = cgx::CpuTexture::fromFloats(shape, texels, nullptr);
    if (t && in.ConsumeBool()) t->generateMipmaps();
    return t;
  }

  cgx::SamplerState samplerState() {
    cgx::SamplerState s;
    if (in.ConsumeBool()) s.minFilter = static_cast<cgx::MinFilter>(in.ConsumeIntegral<std::uint8_t>() % 8);
    s.magFilter = static_cast<cgx::MagFilter>(in.ConsumeIntegral<std::uint8_t>() % 3);
    s.wrapS = static_cast<cgx::Wrap>(in.ConsumeIntegral<std::uint8_t>() % 5);
    s.wrapT = static_cast<cgx::Wrap>(in.ConsumeIntegral<std::uint8_t>() % 5);
    s.wrapR = static_cast<cgx::Wrap>(in.ConsumeIntegral<std::uint8_t>() % 5);
    s.lodBias = in.ConsumeFloatingPoint<float>();
    s.minLod = in.ConsumeFloatingPoint<float>();
    s.maxLod = in.ConsumeFloatingPoint<float>();
    return s;
  }

  void call() {
    switch (in.ConsumeIntegralInRange<int>(0, 15)) {
      case 0: {
        std::vector<float> v = floats();
        checkStatus(program.setFloat(path(), v), "setFloat");
        break;
      }
      case 1: {
        std::vector<std::int32_t> v(in.ConsumeIntegralInRange<std::size_t>(0, 40));
        for (std::int32_t& x : v) x = in.ConsumeIntegral<std::int32_t>();
        checkStatus(program.setInt(path(), v), "setInt");
        break;
      }
      case 2: {
        std::size_t n = in.ConsumeIntegralInRange<std::size_t>(0, 40);
        std::unique_ptr<bool[]> v(new bool[n + 1]);
        for (std::size_t i = 0; i < n; ++i) v[i] = in.ConsumeBool();
        checkStatus(program.setBool(path(), std::span<const bool>(v.get(), n)), "setBool");
        break;
      }
      case 3: {
        std::vector<float> v = floats();
        auto order = static_cast<cgx::MatrixOrder>(in.ConsumeIntegral<std::uint8_t>() % 3);
        checkStatus(program.setMatrix(path(), v, order), "setMatrix");
        break;
      }
      case 4: {
        std::vector<float> v(in.ConsumeIntegralInRange<std::size_t>(0, 80));
        std::string p = path();
        switch (in.ConsumeIntegralInRange<int>(0, 2)) {
          case 0: checkStatus(program.getFloat(p, v), "getFloat"); break;
          case 1: {
            std::vector<std::int32_t> w(v.size());
            checkStatus(program.getInt(p, w), "getInt");
            break;
          }
          default:
            checkStatus(program.getMatrix(p, v, static_cast<cgx::MatrixOrder>(in.ConsumeIntegral<std::uint8_t>() % 3)),
                        "getMatrix");
        }
        break;
      }
      case 5: checkStatus(program.setSampler(path(), in.ConsumeIntegralInRange<unsigned>(0, 40)), "setSampler"); break;
      case 6: checkStatus(program.setTexture(path(), texture(), samplerState()), "setTexture"); break;
      case 7:
        checkStatus(program.bindTexture(in.ConsumeIntegralInRange<unsigned>(0, 40), texture(), samplerState()),
                    "bindTexture");
        break;
      case 8: {
        std::uint8_t* data = buffer();
        cgx::InputStream s;
        s.data = in.ConsumeBool() ? nullptr : data + in.ConsumeIntegralInRange<std::size_t>(0, 3);
        s.offset = in.ConsumeIntegralInRange<std::size_t>(0, kMaxOffset);
        s.stride = in.ConsumeIntegralInRange<std::size_t>(0, kMaxStride);
        s.type = static_cast<cgx::ComponentType>(in.ConsumeIntegral<std::uint8_t>() % 6);
        s.components = in.ConsumeIntegralInRange<unsigned>(0, 5);
        checkStatus(program.bindInput(semantic(false), s), "bindInput");
        break;
      }
      case 9: {
        std::uint8_t* data = buffer();
        cgx::OutputStream s;
        s.data = in.ConsumeBool() ? nullptr : reinterpret_cast<float*>(data + in.ConsumeIntegralInRange<std::size_t>(0, 3));
        s.stride = in.ConsumeIntegralInRange<std::size_t>(0, kMaxStride);
        checkStatus(program.bindOutput(semantic(true), s), "bindOutput");
        break;
      }
      case 10: checkStatus(program.unbindInput(semantic(false)), "unbindInput"); break;
      case 11: checkStatus(program.unbindOutput(semantic(true)), "unbindOutput"); break;
      case 12: checkStatus(program.run(in.ConsumeIntegralInRange<std::uint64_t>(0, kMaxCount)), "run"); break;
      case 13: {
        std::uint8_t discarded[kMaxCount] = {};
        checkStatus(program.runFragments(in.ConsumeIntegralInRange<std::uint64_t>(0, kMaxCount),
                                         in.ConsumeBool() ? discarded : nullptr),
                    "runFragments");
        break;
      }
      case 14: {
        std::string p = path();
        if (cgx::Result<cgx::Parameter> parameter = program.parameter(p); parameter.ok()) {
          checkStatus(program.parameterInfo(parameter.value()).status(), "parameterInfo");
          std::vector<float> v = floats();
          checkStatus(program.setFloat(parameter.value(), v), "setFloat(Parameter)");
        }
        break;
      }
      default:
        if (in.ConsumeBool()) program.unbindStreams();
        else program.unbindTextures();
    }
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  std::vector<cgx::Program>& programs = cgx::fuzz::fuzzPrograms();
  cgx::Program program = programs[in.ConsumeIntegral<std::uint8_t>() % programs.size()];  // fresh state
  Harness harness{in, program, {}};
  for (std::size_t calls = 0; calls < kMaxCalls && in.remaining_bytes() > 0; ++calls) harness.call();
  return 0;
}
