// Every misuse of the API is an error with the right code, never a crash.
#include <gtest/gtest.h>

#include <array>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "RuntimeTestSupport.h"

namespace cgx {
namespace {

using test::compileOk;

constexpr const char* kVertex = R"(
struct Light { float3 position; float4 color; };
float4 main(float4 p : POSITION, float3 n : NORMAL, float2 unusedUv : TEXCOORD0,
            out float4 oColor : COLOR,
            uniform float4x4 mvp, uniform Light light, uniform int count, uniform bool enabled) : POSITION {
  oColor = light.color * (enabled ? count : 1) + float4(n, 0);
  return mul(mvp, p);
}
)";

constexpr const char* kFragment = R"(
float4 main(float4 c : COLOR0) : COLOR { if (c.a < 0.5) discard; return c; }
)";

class Misuse : public ::testing::Test {
 protected:
  Context context = test::makeContext(2);
};

TEST_F(Misuse, UnknownParameter) {
  Program program = compileOk(context, kVertex);
  EXPECT_EQ(program.setFloat("nothing", std::array{1.0f}).code(), ErrorCode::UnknownParameter);
  EXPECT_EQ(program.setFloat("light.nothing", std::array{1.0f}).code(), ErrorCode::UnknownParameter);
  EXPECT_EQ(program.setFloat("light[0]", std::array{1.0f}).code(), ErrorCode::UnknownParameter);  // not an array
  EXPECT_EQ(program.setFloat("mvp.x", std::array{1.0f}).code(), ErrorCode::UnknownParameter);     // not a struct
  EXPECT_EQ(program.setFloat("light.", std::array{1.0f}).code(), ErrorCode::UnknownParameter);
  EXPECT_EQ(program.setFloat("", std::array{1.0f}).code(), ErrorCode::UnknownParameter);
  EXPECT_EQ(program.parameter("lightx").status().code(), ErrorCode::UnknownParameter);
}

TEST_F(Misuse, WrongType) {
  Program program = compileOk(context, kVertex);
  EXPECT_EQ(program.setInt("light.color", std::array{1, 2, 3, 4}).code(), ErrorCode::TypeMismatch);
  EXPECT_EQ(program.setFloat("count", std::array{1.0f}).code(), ErrorCode::TypeMismatch);
  EXPECT_EQ(program.setFloat("enabled", std::array{1.0f}).code(), ErrorCode::TypeMismatch);
  EXPECT_EQ(program.setBool("count", std::array{true}).code(), ErrorCode::TypeMismatch);
  EXPECT_EQ(program.setMatrix("light.color", std::array{1.f, 2.f, 3.f, 4.f}, MatrixOrder::RowMajor).code(),
            ErrorCode::TypeMismatch);
  EXPECT_EQ(program.setSampler("mvp", 0).code(), ErrorCode::TypeMismatch);
  EXPECT_EQ(program.setFloat("light", std::vector<float>(7, 0.0f)).code(), ErrorCode::Ok);  // all-float struct
  std::array<std::int32_t, 1> out{};
  EXPECT_EQ(program.getInt("light.color", out).code(), ErrorCode::TypeMismatch);
}

TEST_F(Misuse, WrongSize) {
  Program program = compileOk(context, kVertex);
  EXPECT_EQ(program.setFloat("light.color", std::array{1.0f, 2.0f, 3.0f}).code(), ErrorCode::SizeMismatch);
  EXPECT_EQ(program.setFloat("light.color", std::array{1.f, 2.f, 3.f, 4.f, 5.f}).code(), ErrorCode::SizeMismatch);
  EXPECT_EQ(program.setMatrix("mvp", std::vector<float>(12), MatrixOrder::ColumnMajor).code(), ErrorCode::SizeMismatch);
  EXPECT_EQ(program.setInt("count", std::span<const std::int32_t>()).code(), ErrorCode::SizeMismatch);
  std::array<float, 3> small{};
  EXPECT_EQ(program.getFloat("light.color", small).code(), ErrorCode::SizeMismatch);
}

TEST_F(Misuse, FailedSetChangesNothing) {
  Program program = compileOk(context, kVertex);
  ASSERT_TRUE(program.setFloat("light.color", std::array{1.f, 2.f, 3.f, 4.f}).ok());
  EXPECT_FALSE(program.setFloat("light.color", std::array{9.f, 9.f, 9.f}).ok());
  std::array<float, 4> back{};
  ASSERT_TRUE(program.getFloat("light.color", back).ok());
  EXPECT_EQ(back, (std::array{1.f, 2.f, 3.f, 4.f}));
}

TEST_F(Misuse, NotUniform) {
  Program program = compileOk(context, kVertex);
  EXPECT_EQ(program.setFloat("p", std::array{1.f, 2.f, 3.f, 4.f}).code(), ErrorCode::NotUniform);
  EXPECT_EQ(program.setFloat("oColor", std::array{1.f, 2.f, 3.f, 4.f}).code(), ErrorCode::NotUniform);
  Result<ParameterInfo> info = program.parameterInfo("p");
  ASSERT_TRUE(info.ok());
  EXPECT_EQ(info->variability, Variability::Varying);
}

TEST_F(Misuse, InvalidAndForeignHandles) {
  Program program = compileOk(context, kVertex);
  EXPECT_EQ(program.setFloat(Parameter(), std::array{1.f}).code(), ErrorCode::InvalidArgument);
  Program other = compileOk(context, kFragment, "main", "glslf");
  Result<Parameter> foreign = other.parameter("c");
  ASSERT_TRUE(foreign.ok());
  EXPECT_EQ(program.setFloat(*foreign, std::array{1.f, 2.f, 3.f, 4.f}).code(), ErrorCode::InvalidArgument);
  // A handle is good for every Program sharing the compiled state.
  Program twin = compileOk(context, kVertex);
  Result<Parameter> color = twin.parameter("light.color");
  ASSERT_TRUE(color.ok());
  EXPECT_TRUE(program.setFloat(*color, std::array{1.f, 2.f, 3.f, 4.f}).ok());
}

TEST_F(Misuse, StreamErrors) {
  Program program = compileOk(context, kVertex);
  std::vector<float> data(64, 1.0f);
  std::vector<float> out(64);
  // A used semantic with no stream.
  ASSERT_TRUE(program.bindInput("POSITION", InputStream{data.data()}).ok());
  EXPECT_EQ(program.run(4).code(), ErrorCode::MissingStream);
  // TEXCOORD0 is declared but never read: it may stay unbound.
  ASSERT_TRUE(program.bindInput("NORMAL", InputStream{data.data()}).ok());
  EXPECT_TRUE(program.run(4).ok());
  // Zero count, null pointers, unknown semantics, too many components, misalignment.
  EXPECT_EQ(program.run(0).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.bindInput("POSITION", InputStream{nullptr}).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.bindOutput("POSITION", OutputStream{nullptr}).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.bindInput("TANGENT", InputStream{data.data()}).code(), ErrorCode::UnknownSemantic);
  EXPECT_EQ(program.bindOutput("COLOR1", OutputStream{out.data()}).code(), ErrorCode::UnknownSemantic);
  InputStream wide{data.data()};
  wide.components = 5;
  EXPECT_EQ(program.bindInput("POSITION", wide).code(), ErrorCode::SizeMismatch);
  InputStream misaligned{data.data()};
  misaligned.offset = 2;
  EXPECT_EQ(program.bindInput("POSITION", misaligned).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.bindOutput("COLOR", OutputStream{out.data(), 8}).code(), ErrorCode::InvalidArgument);  // overlap
  EXPECT_EQ(program.unbindInput("BINORMAL").code(), ErrorCode::UnknownSemantic);
  // Aliases: COLOR is COLOR0.
  EXPECT_TRUE(program.bindOutput("COLOR", OutputStream{out.data()}).ok());
  EXPECT_TRUE(program.unbindInput("NORMAL").ok());
  EXPECT_EQ(program.run(4).code(), ErrorCode::MissingStream);
}

// Issue 19 #13: what Streams.h, Types.h and SamplerState.h rule out was accepted: an output pointer
// misaligned by 2, an input stride shorter than its element, enum values cast from integers outside the
// enum (taken for ColumnMajor, or switched over by the samplers with no case for them).
TEST_F(Misuse, BadAlignmentOverlapAndEnumValues) {
  Program program = compileOk(context, kVertex);
  std::vector<float> data(64, 1.0f);
  std::vector<float> out(64);
  float* misaligned = reinterpret_cast<float*>(reinterpret_cast<char*>(out.data()) + 2);  // never dereferenced
  EXPECT_EQ(program.bindOutput("COLOR", OutputStream{misaligned}).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.bindOutput("COLOR", OutputStream{misaligned, 16}).code(), ErrorCode::InvalidArgument);
  // POSITION is a float4: 16 bytes an element. Two components at a stride of 8 are fine.
  EXPECT_EQ(program.bindInput("POSITION", InputStream{data.data(), 0, 8}).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.bindInput("POSITION", InputStream{data.data(), 0, 12, ComponentType::Float32, 4}).code(),
            ErrorCode::InvalidArgument);
  EXPECT_TRUE(program.bindInput("POSITION", InputStream{data.data(), 0, 8, ComponentType::Float32, 2}).ok());
  EXPECT_TRUE(program.bindInput("POSITION", InputStream{data.data(), 0, 16}).ok());

  const auto badOrder = static_cast<MatrixOrder>(2);
  std::array<float, 16> matrix{};
  EXPECT_EQ(program.setMatrix("mvp", matrix, badOrder).code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(program.getMatrix("mvp", matrix, badOrder).code(), ErrorCode::InvalidArgument);
  EXPECT_TRUE(program.setMatrix("mvp", matrix, MatrixOrder::ColumnMajor).ok());

  std::string error;
  const std::array<float, 4> texel{1, 1, 1, 1};
  TextureShape shape;
  shape.kind = static_cast<TextureKind>(7);
  EXPECT_EQ(CpuTexture::fromFloats(shape, texel, &error), nullptr);
  EXPECT_EQ(error, "an invalid texture kind (7)");
  shape.kind = TextureKind::Tex2D;
  std::shared_ptr<const CpuTexture> texture = CpuTexture::fromFloats(shape, texel, &error);
  ASSERT_NE(texture, nullptr) << error;
  SamplerState states[6];
  states[0].minFilter = static_cast<MinFilter>(6);
  states[1].magFilter = static_cast<MagFilter>(2);
  states[2].wrapS = static_cast<Wrap>(4);
  states[3].wrapT = static_cast<Wrap>(200);
  states[4].wrapR = static_cast<Wrap>(4);
  states[5].compareFunc = static_cast<CompareFunc>(8);
  for (const SamplerState& state : states)
    EXPECT_EQ(program.bindTexture(0, texture, state).code(), ErrorCode::InvalidArgument);
  EXPECT_TRUE(program.bindTexture(0, texture, SamplerState{}).ok());
}

TEST_F(Misuse, CountOverflow) {
  Program program = compileOk(context, kVertex);
  std::vector<float> data(64, 1.0f);
  InputStream huge{data.data()};
  huge.stride = std::numeric_limits<std::size_t>::max() / 4 * 4;
  ASSERT_TRUE(program.bindInput("POSITION", huge).ok());
  ASSERT_TRUE(program.bindInput("NORMAL", InputStream{data.data()}).ok());
  EXPECT_EQ(program.run(3).code(), ErrorCode::CountOverflow);
  EXPECT_EQ(program.run(std::numeric_limits<std::uint64_t>::max()).code(), ErrorCode::CountOverflow);
}

TEST_F(Misuse, WrongStage) {
  Program vertex = compileOk(context, kVertex);
  Program fragment = compileOk(context, kFragment, "main", "arbfp1");
  EXPECT_EQ(fragment.stage(), Stage::Fragment);
  EXPECT_EQ(vertex.stage(), Stage::Vertex);
  std::vector<float> colors(16, 1.0f);
  ASSERT_TRUE(fragment.bindInput("COLOR0", InputStream{colors.data()}).ok());
  EXPECT_EQ(fragment.run(4).code(), ErrorCode::WrongStage);
  EXPECT_EQ(vertex.runFragments(4).code(), ErrorCode::WrongStage);
  EXPECT_EQ(fragment.runFragments(6).code(), ErrorCode::InvalidArgument);  // not whole quads
  EXPECT_EQ(fragment.runFragments(0).code(), ErrorCode::InvalidArgument);
  EXPECT_TRUE(fragment.runFragments(4).ok());
}

TEST_F(Misuse, BadPrograms) {
  ProgramResult badProfile = context.createProgram(kVertex, "main", "vs_9_9");
  EXPECT_EQ(badProfile.status.code(), ErrorCode::InvalidProfile);
  ProgramResult missing = context.createProgramFromFile("/nonexistent/file.cg", "main", "glslv");
  EXPECT_EQ(missing.status.code(), ErrorCode::FileError);
  ProgramResult badDefine = context.createProgram(kVertex, "main", "glslv", ProgramOptions{{"1X=2"}, {}, {}});
  EXPECT_EQ(badDefine.status.code(), ErrorCode::InvalidArgument);
  ProgramResult broken = context.createProgram("float4 main() : POSITION {\n  return undefinedThing;\n}\n", "main", "glslv");
  ASSERT_EQ(broken.status.code(), ErrorCode::CompileError);
  ASSERT_FALSE(broken.diagnostics.entries.empty());
  const DiagnosticEntry& first = broken.diagnostics.entries.front();
  EXPECT_EQ(first.code.size(), 5u);
  EXPECT_EQ(first.code[0], 'C');
  EXPECT_EQ(first.severity, DiagnosticSeverity::Error);
  EXPECT_EQ(first.line, 2u);
  EXPECT_GT(first.column, 0u);
  EXPECT_EQ(first.file, "<string>");
  EXPECT_NE(broken.diagnostics.text.find("undefinedThing"), std::string::npos);
  ProgramResult noEntry = context.createProgram(kVertex, "nope", "glslv");
  EXPECT_EQ(noEntry.status.code(), ErrorCode::CompileError);
}

TEST_F(Misuse, Defines) {
  constexpr const char* source = "float4 main(float4 p : POSITION) : POSITION { return p * SCALE; }";
  ProgramResult withoutMacro = context.createProgram(source, "main", "glslv");
  EXPECT_EQ(withoutMacro.status.code(), ErrorCode::CompileError);
  ProgramResult withMacro = context.createProgram(source, "main", "glslv", ProgramOptions{{"SCALE=2"}, {}, {}});
  ASSERT_TRUE(withMacro.ok()) << withMacro.diagnostics.text;
  std::vector<float> in{1, 2, 3, 4}, out(4);
  ASSERT_TRUE(withMacro.program->bindInput("POSITION", InputStream{in.data()}).ok());
  ASSERT_TRUE(withMacro.program->bindOutput("POSITION", OutputStream{out.data()}).ok());
  ASSERT_TRUE(withMacro.program->run(1).ok());
  EXPECT_EQ(out, (std::vector<float>{2, 4, 6, 8}));
}

TEST(ContextOptionsTest, BadLanesAndThreads) {
  EXPECT_EQ(Context::create(ContextOptions{1, 3}).status().code(), ErrorCode::InvalidArgument);
  EXPECT_EQ(Context::create(ContextOptions{100000, 0}).status().code(), ErrorCode::InvalidArgument);
}

TEST(StatusTest, NamesAreStable) {
  EXPECT_EQ(errorCodeName(ErrorCode::UnknownParameter), "unknown-parameter");
  EXPECT_EQ(static_cast<int>(ErrorCode::MissingStream), 9);
  EXPECT_EQ(Status(ErrorCode::SizeMismatch, "x").toString(), "size-mismatch (6): x");
  EXPECT_EQ(Status().toString(), "ok");
}

}  // namespace
}  // namespace cgx
