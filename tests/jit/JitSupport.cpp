#include "JitSupport.h"

#include <cstring>
#include <memory>
#include <mutex>

#ifdef CGX_HAVE_CPU_TEXTURE
#include "llvm/KernelAbi.h"
#endif

namespace cgx::test::jit {

using cgx::jit::Engine;
using cgx::jit::KernelArgs;
using cgx::jit::StreamRef;

Engine& engine() {
  static std::unique_ptr<Engine> instance = [] {
    cgx::jit::EngineOptions options;
#ifdef CGX_HAVE_CPU_TEXTURE
    options.symbols.push_back({"cgx_rt_sample", reinterpret_cast<void*>(&cgx_rt_sample)});
#endif
    std::string error;
    auto e = Engine::create(options, &error);
    if (!e) throw std::runtime_error("cannot create the JIT engine: " + error);
    return e;
  }();
  return *instance;
}

bool compile(const std::string& source, const std::string& entry, bool fragment, unsigned lanes, Program* program,
             std::string* error, const std::vector<cgx::jit::StreamFormat>& formats, cgx::jit::CodeTier tier,
             const std::vector<std::string>& typeBindings) {
  driver::SourceProgram sp;
  sp.source = source;
  sp.entry = entry;
  sp.typeBindings = typeBindings;
  sp.profile = fragment ? "glslf" : "glslv";
  program->ir = driver::compileToIr(sp);
  if (!program->ir.ok()) {
    *error = program->ir.renderDiagnostics();
    return false;
  }
  program->layout = cgx::jit::computeLayout(*program->ir.module);
  cgx::jit::KernelOptions options;
  options.stage = fragment ? cgx::jit::KernelStage::Fragment : cgx::jit::KernelStage::Vertex;
  options.lanes = lanes;
  options.inputFormats = formats;
  auto emitted = engine().emit(*program->ir.module, program->layout, options, *program->ir.sink);
  auto kernel = emitted ? engine().finish(std::move(*emitted), *program->ir.sink, tier) : std::nullopt;
  if (!kernel) {
    *error = program->ir.renderDiagnostics();
    return false;
  }
  program->kernel = *kernel;
  return true;
}

std::string semanticKey(const std::string& canonical) {
  if (canonical == "HPOS") return "POSITION";
  if (canonical == "PSIZ") return "PSIZE";
  if (canonical == "COLOR") return "COLOR0";
  return canonical;
}

namespace {
struct UniformWriter {
  const ir::TypeTable& types;
  const std::map<std::string, Values>& values;
  std::vector<std::uint32_t>& block;
  std::vector<std::string>* missing;

  void put(std::uint32_t at, ir::Scalar scalar, float v) {
    if (ir::isIntegral(scalar)) {
      std::int32_t i = static_cast<std::int32_t>(v);
      std::memcpy(&block[at], &i, 4);
    } else if (scalar == ir::Scalar::Bool) {
      block[at] = v != 0.0f ? 1 : 0;
    } else {
      std::memcpy(&block[at], &v, 4);
    }
  }
  // Writes the leaf or aggregate `path` of `type` at word `at`.
  void write(const std::string& path, ir::TypeId type, std::uint32_t at) {
    const ir::Type& t = types.get(type);
    if (t.kind == ir::TypeKind::Struct) {
      for (const ir::Field& f : types.record(type).fields) {
        write(path + "." + f.name, f.type, at);
        at += cgx::jit::uniformWordCount(types, f.type);
      }
      return;
    }
    std::uint32_t words = cgx::jit::uniformWordCount(types, type);
    if (auto it = values.find(path); it != values.end()) {
      ir::Scalar scalar = types.isNumeric(type) ? t.scalar
                          : t.kind == ir::TypeKind::Array && types.isNumeric(t.element) ? types.get(t.element).scalar
                                                                                        : ir::Scalar::Int;
      for (std::uint32_t i = 0; i < words && i < it->second.size(); ++i) put(at + i, scalar, it->second[i]);
      return;
    }
    if (t.kind == ir::TypeKind::Array) {  // element by element: "lights[0].kC", "boneMatrix[3]"
      std::uint32_t elementWords = cgx::jit::uniformWordCount(types, t.element);
      for (std::int32_t i = 0; i < t.length; ++i)
        write(path + "[" + std::to_string(i) + "]", t.element, at + static_cast<std::uint32_t>(i) * elementWords);
      return;
    }
    if (missing && !types.isSampler(type)) missing->push_back(path);
  }
};
}  // namespace

std::vector<std::uint32_t> uniformBlock(const Program& program, const std::map<std::string, Values>& uniforms,
                                        std::vector<std::string>* missing) {
  std::vector<std::uint32_t> block(program.layout.uniformWords + 1, 0);
  const ir::Module& module = *program.ir.module;
  UniformWriter writer{module.types(), uniforms, block, missing};
  for (const cgx::jit::UniformSlot& slot : program.layout.uniforms) {
    const ir::Global& g = module.global(slot.global);
    writer.write(g.name, g.type, slot.offset);
  }
  return block;
}

std::vector<Invocation> run(const Program& program, const std::vector<std::uint32_t>& uniforms,
                            const std::vector<Invocation>& inputs, const RunOptions& options) {
  const auto& layout = program.layout;
  std::size_t count = inputs.size();
  std::uint64_t first = options.first;
  std::size_t elements = static_cast<std::size_t>(first) + count;
  // One padding float between elements: strides differ from the packed size.
  std::vector<std::vector<float>> inputData, outputData;
  std::vector<StreamRef> inputRefs, outputRefs;
  for (const auto& slot : layout.inputs) {
    std::size_t stride = slot.components + 1;
    std::vector<float> data(elements * stride, -7.0f);
    std::string key = semanticKey(slot.semantic);
    for (std::size_t i = 0; i < count; ++i) {
      auto it = inputs[i].find(key);
      for (std::size_t c = 0; c < slot.components; ++c)
        data[(first + i) * stride + c] = it != inputs[i].end() && c < it->second.size() ? it->second[c] : 0.0f;
    }
    inputData.push_back(std::move(data));
  }
  for (std::size_t k = 0; k < layout.inputs.size(); ++k)
    inputRefs.push_back({reinterpret_cast<const std::uint8_t*>(inputData[k].data()),
                         static_cast<std::int64_t>((layout.inputs[k].components + 1) * 4)});
  // Outputs get a guard element after the range: a kernel writing past it fails the test.
  for (const auto& slot : layout.outputs) outputData.emplace_back((elements + 1) * (slot.components + 1), 12345.0f);
  for (std::size_t k = 0; k < layout.outputs.size(); ++k)
    outputRefs.push_back({reinterpret_cast<const std::uint8_t*>(outputData[k].data()),
                          static_cast<std::int64_t>((layout.outputs[k].components + 1) * 4)});
  std::vector<std::uint8_t> discarded(elements + 1, 7);
  KernelArgs args;
  args.uniforms = uniforms.data();
  args.inputs = inputRefs.data();
  args.outputs = outputRefs.data();
  args.discarded = discarded.data();
  args.samplers = options.samplers;
  program.kernel.function(&args, first, count);

  std::vector<Invocation> results(count);
  for (std::size_t k = 0; k < layout.outputs.size(); ++k) {
    const auto& slot = layout.outputs[k];
    std::size_t stride = slot.components + 1;
    for (std::size_t i = 0; i < count; ++i) {
      Values v(outputData[k].begin() + static_cast<std::ptrdiff_t>((first + i) * stride),
               outputData[k].begin() + static_cast<std::ptrdiff_t>((first + i) * stride + slot.components));
      results[i][semanticKey(slot.semantic)] = v;
    }
    // Nothing outside [first, first + count) was written.
    for (std::size_t i = 0; i < first; ++i)
      for (std::size_t c = 0; c < stride; ++c)
        if (outputData[k][i * stride + c] != 12345.0f) throw std::runtime_error("kernel wrote before its range");
    for (std::size_t c = 0; c < stride; ++c)
      if (outputData[k][elements * stride + c] != 12345.0f) throw std::runtime_error("kernel wrote past its range");
    for (std::size_t i = first; i < elements; ++i)
      if (outputData[k][i * stride + slot.components] != 12345.0f) throw std::runtime_error("kernel wrote into padding");
  }
  if (options.discarded) {
    options.discarded->assign(discarded.begin() + static_cast<std::ptrdiff_t>(first),
                              discarded.begin() + static_cast<std::ptrdiff_t>(elements));
    if (discarded[elements] != 7) throw std::runtime_error("kernel wrote a discarded flag past its range");
  }
  return results;
}

}  // namespace cgx::test::jit
