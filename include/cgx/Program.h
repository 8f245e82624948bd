// A compiled Cg program ready to run on the CPU, with its own uniform values, textures and stream bindings.
// Made by Context::createProgram*. Copying a Program is cheap-ish: the copy shares the compiled state and
// duplicates the values and bindings.
//
// Uniforms are addressed by Cg path: "modelViewProj", "light.lightColor", "boneMatrix" (the whole array),
// "boneMatrix[5]", "lights[1].color": fields select struct members and indices array elements (paths name
// parameters, not components: no swizzles, no matrix rows). Values go in and come out in Cg's flattened order: array elements in order,
// struct fields in order, matrices row after row (unless MatrixOrder::ColumnMajor is asked for).
//
// Setters check the type (setFloat takes float/half/fixed/double leaves, setInt int/uint, setBool bool,
// setSampler/setTexture samplers) and the count (exactly the components the path names). A setter on a
// varying is NotUniform. Nothing is changed by a call that fails.
//
// Threading: a Program is not thread-safe: set values, bind streams and run from one thread at a time (any
// thread). Different Programs, even copies sharing compiled state, may run concurrently; a run itself is
// spread over the Context's thread pool. Textures are shared read-only and may be bound to many Programs.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <cgx/Geometry.h>
#include <cgx/Parameter.h>
#include <cgx/Result.h>
#include <cgx/Streams.h>
#include <cgx/Types.h>
#include <cgx/SamplerState.h>
#include <cgx/Texture.h>
#include <cgx/TextureTable.h>
#include <cgx/Reflection.h>

namespace cgx {

namespace detail {
class CompiledProgram;
struct ContextState;
struct ProgramAccess;
}  // namespace detail

class Program {
 public:
  Stage stage() const;
  const std::string& entry() const;
  const std::string& profile() const;
  // The compile's warnings, and any diagnostics the JIT reported since (for new input formats).
  Diagnostics diagnostics() const;
  // True when both share one compiled state (the Context's cache gave the second the first one's compile).
  bool sharesCompiledState(const Program& other) const { return compiled_ == other.compiled_; }
  const void* compiledStateId() const { return compiled_.get(); }

  // ---- Reflection ----
  // Every uniform, then every varying input, then every output (module order within each group).
  const std::vector<ParameterInfo>& parameters() const;
  // The uniforms' leaves (struct fields and array elements expanded to numeric values and samplers), in
  // the order of the compiler's parameter model (cgc's #var order: the entry's, then the globals),
  // each referenced when the optimized program reads it.
  std::vector<ParameterInfo> leafParameters() const;
  // The compiler's parameter model of the program (include/cgx/Reflection.h), the one cgxc -reflect writes and
  // libCg reads: every leaf with its semantic, resource and default as the profile stage placed it.
  const reflect::ProgramReflection& reflection() const;
  Result<Parameter> parameter(std::string_view path) const;
  Result<ParameterInfo> parameterInfo(std::string_view path) const;
  Result<ParameterInfo> parameterInfo(const Parameter& parameter) const;

  // ---- Uniform values ----
  Status setFloat(std::string_view path, std::span<const float> values);
  Status setFloat(const Parameter& parameter, std::span<const float> values);
  Status setInt(std::string_view path, std::span<const std::int32_t> values);  // uint leaves take the bits
  Status setInt(const Parameter& parameter, std::span<const std::int32_t> values);
  Status setBool(std::string_view path, std::span<const bool> values);
  Status setBool(const Parameter& parameter, std::span<const bool> values);
  // Every leaf under the path must be a matrix (a matrix or an array of them). RowMajor is setFloat;
  // ColumnMajor takes each matrix column after column (cgSetMatrixParameterfc) and transposes it.
  Status setMatrix(std::string_view path, std::span<const float> values, MatrixOrder order);
  Status setMatrix(const Parameter& parameter, std::span<const float> values, MatrixOrder order);

  Status getFloat(std::string_view path, std::span<float> values) const;
  Status getFloat(const Parameter& parameter, std::span<float> values) const;
  Status getInt(std::string_view path, std::span<std::int32_t> values) const;
  Status getInt(const Parameter& parameter, std::span<std::int32_t> values) const;
  Status getBool(std::string_view path, std::span<bool> values) const;
  Status getBool(const Parameter& parameter, std::span<bool> values) const;
  Status getMatrix(std::string_view path, std::span<float> values, MatrixOrder order) const;
  Status getMatrix(const Parameter& parameter, std::span<float> values, MatrixOrder order) const;

  // ---- Samplers and textures ----
  // A sampler's value is a texture unit (each sampler starts on its own: 0, 1, 2 ... in declaration order).
  // setSampler points it at `unit` (< TextureTable::kDefaultUnits); setTexture binds a texture to the unit the
  // sampler uses now; bindTexture binds a texture to a unit directly. An unbound unit samples (0, 0, 0, 1).
  Status setSampler(std::string_view path, unsigned unit);
  Status setSampler(const Parameter& parameter, unsigned unit);
  Status getSampler(std::string_view path, unsigned* unit) const;
  Status setTexture(std::string_view path, std::shared_ptr<const CpuTexture> texture, const SamplerState& state = {});
  Status setTexture(const Parameter& parameter, std::shared_ptr<const CpuTexture> texture,
                    const SamplerState& state = {});
  Status bindTexture(unsigned unit, std::shared_ptr<const CpuTexture> texture, const SamplerState& state = {});
  void unbindTextures();

  // ---- Streams ----
  // Semantics are matched in canonical spelling: "COLOR" and "COLOR0", "TEXCOORD" and "TEXCOORD0",
  // "POSITION0" and "POSITION" are the same; a varying without a semantic is bound by its name ("IN.foo").
  // Binding a semantic the program does not declare as an input (output) is UnknownSemantic: an error, not
  // ignored, because it is almost always a typo ("TEXCOORD1" for "TEXCOORD01") or the wrong program. Check
  // parameters() when one set of streams serves several programs.
  Status bindInput(std::string_view semantic, const InputStream& stream);
  Status unbindInput(std::string_view semantic);
  Status bindOutput(std::string_view semantic, const OutputStream& stream);
  Status unbindOutput(std::string_view semantic);
  void unbindStreams();
  std::vector<std::string> inputSemantics() const;   // canonical, declaration order; "" for none
  std::vector<std::string> outputSemantics() const;

  // ---- Running ----
  // Runs a vertex program for invocations 0 .. count-1. Every input the program reads needs a stream
  // (MissingStream otherwise); inputs it declares but never reads may stay unbound. Outputs without a
  // stream are not written.
  Status run(std::uint64_t count);
  // Runs a fragment program for `count` fragments in 2x2 quads: fragments 4q .. 4q+3 are the pixels
  // (x, y), (x+1, y), (x, y+1), (x+1, y+1) of quad q, which derivatives (ddx/ddy) and implicit texture
  // levels read. count must be a multiple of 4. discarded (may be null) receives one byte per fragment:
  // 1 when the fragment was discarded (its outputs are then unspecified), else 0.
  Status runFragments(std::uint64_t count, std::uint8_t* discarded = nullptr);
  // Runs a geometry program (gp4gp, gp5gp, glslg) once per input primitive, for primitives 0 .. count-1.
  // Each input is bound per vertex (bindInput, the component count of one vertex): primitive p's vertex k
  // is element p * verticesPerPrimitive() + k of every input stream (a list: strips and indices are the
  // caller's to expand); a PRIMITIVEID input with no stream bound is the primitive's number (GL's
  // gl_PrimitiveIDIn). Output streams are not used: the vertices come back in *geometry.
  Status runGeometry(std::uint64_t count, GeometryOutput* geometry);
  // 1 (POINT), 2 (LINE), 4 (LINE_ADJ), 3 (TRIANGLE) or 6 (TRIANGLE_ADJ) for a geometry program; 1 otherwise.
  unsigned verticesPerPrimitive() const;

  // With tiered compilation (ContextOptions::tieredCompilation), blocks until the optimized kernels have
  // replaced the quick ones for every stream layout run so far, by this Program or any sharing its compiled
  // state. Results do not change; throughput does: benchmarks call it before timing.
  void waitForOptimizedKernels() const;

 private:
  friend struct detail::ProgramAccess;
  Program(std::shared_ptr<detail::ContextState> context, std::shared_ptr<const detail::CompiledProgram> compiled);

  Status resolve(const Parameter& parameter, bool needUniform) const;
  // Where a typed access to a uniform goes: its first word in the block, its word count and its type.
  struct UniformWords {
    std::uint32_t offset = 0;
    std::uint32_t words = 0;
    std::uint32_t type = 0;  // ir::TypeId
  };
  // The prologue of every setter and getter: resolve the parameter as a uniform, check the value kind and
  // that `count` values are exactly its components (`call` names the API call in the message).
  Status uniformWords(const Parameter& parameter, ValueKind kind, std::size_t count, const char* call,
                      UniformWords* words) const;
  // inputs: the streams the kernel reads (inputs_, or a geometry run's primitive records); emitted: a
  // geometry run's collector (KernelArgs::emitted).
  Status launch(std::uint64_t count, std::uint8_t* discarded, Stage stage,
                const std::vector<std::optional<InputStream>>& inputs, void* emitted);

  // Member order matters: the compiled state (whose kernels live in the context's engine) goes first.
  std::shared_ptr<detail::ContextState> context_;
  std::shared_ptr<const detail::CompiledProgram> compiled_;
  std::vector<std::uint32_t> uniforms_;  // the uniform block (KernelLayout.h)
  TextureTable textures_;
  std::vector<std::optional<InputStream>> inputs_;    // parallel to the layout's inputs
  std::vector<std::optional<OutputStream>> outputs_;  // parallel to the layout's outputs
};

}  // namespace cgx
